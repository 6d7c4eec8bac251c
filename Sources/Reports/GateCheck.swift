/// The outcome of one threshold: what was compared, how, and a sentence that
/// says why it held or did not.
public struct GateCheck: Sendable, Hashable {
    public var threshold: GateThreshold
    /// The value compared: a mean, an interval's low end, a pass^k or pass@k,
    /// or the error count; nil when there is none (a null metric, a k beyond
    /// the runs), in which case the check fails.
    public var value: Double?
    public var passed: Bool
    /// For people: `intentsAllPass = 0.9 (45/50) is below 0.95`.
    public var message: String

    public init(threshold: GateThreshold, value: Double?, passed: Bool, message: String) {
        self.threshold = threshold
        self.value = value
        self.passed = passed
        self.message = message
    }

    /// The target's name: `intentsAllPass`, `passHatK.3`, `errors`.
    public var metric: String { threshold.target.description }

    /// `>=` or `<=`.
    public var op: String { threshold.target.op }
}
