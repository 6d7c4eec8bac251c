/// The outcome of one expectation in one run: what the grader decided and why.
public struct CheckResult: Sendable, Hashable {
    public var kind: CheckKind
    /// The turn it was graded on, from 1; 0 for a scenario-wide `expect:` check.
    public var turn: Int
    /// The line of the expectation in its scenario file.
    public var line: Int
    public var passed: Bool
    /// For a failure, expected against actual; for a pass, may be empty.
    public var message: String

    public init(kind: CheckKind, turn: Int, line: Int, passed: Bool, message: String = "") {
        self.kind = kind
        self.turn = turn
        self.line = line
        self.passed = passed
        self.message = message
    }
}
