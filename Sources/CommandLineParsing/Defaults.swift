/// The values `evaluate` uses when neither the command line nor
/// `evaluate.yaml` sets them (configuration.md). They live apart from
/// `Options` so that "not given" stays visible there; the help text shows
/// these, so help and behaviour cannot drift apart.
public enum Defaults {
    /// Scanned when no PATH is given.
    public static let paths = ["Scenarios/"]
    /// Looked for in the first PATH folder, then in the current folder.
    public static let configurationFileName = "evaluate.yaml"
    public static let runs = 5
    public static let resolver = "simulator"
    /// `--jobs` defaults to the number of cores, which only the running
    /// program knows; this is how the help text describes it.
    public static let jobsDescription = "number of cores"
    public static let output = "Reports"
    public static let formats: [ReportFormat] = [.json, .markdown, .junit]
    public static let seed: UInt64 = 0
    /// Seconds a turn may take.
    public static let timeout: Double = 60
    public static let verbosity = Verbosity.normal
    public static let color = true
}
