/// How an evaluation runs: how often, how wide, and how patiently.
public struct RunnerOptions: Sendable {
    /// Runs of every scenario, each a fresh conversation.
    public var runs: Int
    /// Scenario runs in flight at once.
    public var jobs: Int
    /// Seconds a resolver may take for one turn before the run is an error run.
    public var timeout: Double
    /// Keep every transcript for `--record`; otherwise each is dropped once graded.
    public var keepTranscripts: Bool

    public init(runs: Int = 5, jobs: Int = 1, timeout: Double = 60, keepTranscripts: Bool = false) {
        self.runs = runs
        self.jobs = jobs
        self.timeout = timeout
        self.keepTranscripts = keepTranscripts
    }
}
