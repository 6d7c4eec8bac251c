/// The gate's verdict on an evaluation: every check, and whether all held.
public struct GateResult: Sendable, Hashable {
    /// One check per threshold, in the order the thresholds were given.
    public var checks: [GateCheck]

    public init(checks: [GateCheck] = []) {
        self.checks = checks
    }

    /// True when every threshold held, and so when there were none: a run
    /// without a gate reports, it does not judge.
    public var passed: Bool { checks.allSatisfy(\.passed) }

    /// The checks that did not hold.
    public var failures: [GateCheck] { checks.filter { !$0.passed } }

    /// The exit status report-format.md gives the gate's result: 0 when every
    /// threshold held, 1 otherwise.
    public var exitStatus: Int32 { passed ? 0 : 1 }
}
