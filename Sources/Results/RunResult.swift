/// Everything grading decided about one run of one scenario.
public struct RunResult: Sendable, Hashable {
    /// The run number, from 1.
    public var run: Int
    /// Set when the run could not be completed (resolver failure, timeout,
    /// stale recording); such a run gets no verdict and is counted apart.
    public var error: String?
    /// Every graded check of the run, passed or failed. Preferred skill loads
    /// are not graded and do not appear here.
    public var checks: [CheckResult]
    /// Preferred skills that the run did not load: reported, never graded.
    public var notes: [String]

    public init(run: Int, error: String? = nil, checks: [CheckResult] = [], notes: [String] = []) {
        self.run = run
        self.error = error
        self.checks = checks
        self.notes = notes
    }

    /// The run's verdict on a metric: nil when the run has an error or no
    /// check of that metric, otherwise whether every such check passed.
    public func verdict(_ metric: Metric) -> Bool? {
        guard error == nil else { return nil }
        var applicable = false
        for check in checks where metric == .allPass || check.kind.metric == metric {
            applicable = true
            if !check.passed { return false }
        }
        return applicable ? true : nil
    }
}
