import Transcripts

/// Reported after each scenario run finishes, for the progress display.
public struct RunProgress: Sendable {
    public var completed: Int
    public var total: Int
    public var scenario: String
    public var run: Int
    /// nil for an error run or a run that grades nothing.
    public var passed: Bool?
    public var error: String?
    /// The run's transcript, for `--verbose` explanations.
    public var transcript: Transcript
}
