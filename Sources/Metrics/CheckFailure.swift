import Results

/// One failed check of one run, located well enough for a reviewer to open
/// the scenario file at the expectation that failed.
public struct CheckFailure: Sendable, Hashable {
    /// The run, from 1.
    public var run: Int
    /// The turn, from 1; 0 for a scenario-wide `expect:` check.
    public var turn: Int
    public var check: CheckKind
    /// The line of the expectation in the scenario file.
    public var line: Int
    /// Expected against actual.
    public var message: String

    public init(run: Int, turn: Int, check: CheckKind, line: Int, message: String) {
        self.run = run
        self.turn = turn
        self.check = check
        self.line = line
        self.message = message
    }
}
