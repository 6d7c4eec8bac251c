/// How many runs passed a metric out of how many had a verdict on it.
///
/// The raw tally from which means are computed; kept as counts so that
/// scenario tallies add up to suite tallies without rounding.
public struct MetricCount: Sendable, Hashable {
    public var passed: Int
    public var total: Int

    public init(passed: Int = 0, total: Int = 0) {
        self.passed = passed
        self.total = total
    }

    /// Adds one run's verdict; a nil verdict (not applicable, or an error
    /// run) counts for nothing.
    public mutating func add(_ verdict: Bool?) {
        guard let verdict else { return }
        total += 1
        if verdict { passed += 1 }
    }

    public static func + (lhs: MetricCount, rhs: MetricCount) -> MetricCount {
        MetricCount(passed: lhs.passed + rhs.passed, total: lhs.total + rhs.total)
    }
}
