/// One metric aggregated over every applicable, error-free run of every
/// scenario: Apple's `.mean(of:)` together with the counts behind it and how
/// sure that mean is.
public struct MetricSummary: Sendable, Hashable {
    /// passed / total.
    public var mean: Double
    /// Runs whose verdict on the metric was a pass.
    public var passed: Int
    /// Runs that had a verdict on the metric at all.
    public var total: Int
    /// The 95% Wilson score interval around `mean`.
    public var ci95: WilsonInterval

    /// The summary of `passed` passes out of `total` (> 0) verdicts.
    public init(passed: Int, total: Int) {
        precondition(total > 0, "a metric summary needs at least one verdict")
        self.mean = Double(passed) / Double(total)
        self.passed = passed
        self.total = total
        self.ci95 = WilsonInterval(passed: passed, total: total)
    }

    /// The summary of a count, or nil when no run had a verdict: a metric
    /// that applies to nothing is null, never 0 or 1.
    public init?(_ count: MetricCount) {
        guard count.total > 0 else { return nil }
        self.init(passed: count.passed, total: count.total)
    }
}
