/// A scenario as the reports show it, with the results of all its runs.
public struct ScenarioResult: Sendable, Hashable {
    /// `<file relative to the suite root>#<id>`.
    public var id: String
    public var name: String
    /// The scenario file, relative to the suite root.
    public var file: String
    /// The line where the scenario starts in its file.
    public var line: Int
    public var tags: [String]
    /// One result per run, in run order.
    public var runs: [RunResult]
    /// Problems with the scenario that are not failures of the system under
    /// test, such as a stale recording.
    public var warnings: [String]

    public init(id: String, name: String, file: String, line: Int, tags: [String], runs: [RunResult], warnings: [String] = []) {
        self.id = id
        self.name = name
        self.file = file
        self.line = line
        self.tags = tags
        self.runs = runs
        self.warnings = warnings
    }
}
