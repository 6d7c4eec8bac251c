/// The options given on the command line, and only those.
///
/// Every single-valued option is optional and nil when absent, never filled
/// with its default: the caller merges these over `evaluate.yaml` (the command
/// line winning), and a filled-in default would silently override the file.
/// The defaults themselves are in `Defaults`.
public struct Options: Sendable, Equatable {
    /// `--runs N`, `-n N`: runs of every scenario, at least 1.
    public var runs: Int?
    /// `--resolver NAME`: kept as typed; the caller knows which names exist.
    public var resolver: String?
    /// `--jobs N`, `-j N`: scenario runs in flight at once, at least 1.
    public var jobs: Int?
    /// `--output DIR`, `-o DIR`: where reports go.
    public var output: String?
    /// `--format LIST`: the reports to write, in the order given, without
    /// repeats (`md` already turned into `.markdown`).
    public var formats: [ReportFormat]?
    /// `--gate METRIC=VALUE`, repeatable: raw thresholds in the order given,
    /// each checked only to have the `METRIC=VALUE` shape. Empty when none.
    public var gates: [String]
    /// `--filter REGEX`: not compiled here; the caller reports a bad pattern.
    public var filter: String?
    /// `--tag TAG`, repeatable, in the order given. Empty when none.
    public var tags: [String]
    /// `--record FILE`: where to write every transcript as JSON Lines.
    public var record: String?
    /// `--seed N`: for resolvers that draw random numbers.
    public var seed: UInt64?
    /// `--timeout SECONDS`: per turn, finite and greater than 0.
    public var timeout: Double?
    /// `--quiet`/`-q` or `--verbose`/`-v`; nil when neither was given.
    public var verbosity: Verbosity?
    /// `--config FILE`: an explicit configuration file, used instead of
    /// looking for `evaluate.yaml` in the first PATH folder and the current one.
    public var config: String?
    /// `--no-color` gives `false`; nil leaves it to the terminal and the
    /// environment (`NO_COLOR`).
    public var color: Bool?
    /// `--format text|json` of the app advisor; nil means text.
    public var outputFormat: OutputFormat?

    public init(
        runs: Int? = nil,
        resolver: String? = nil,
        jobs: Int? = nil,
        output: String? = nil,
        formats: [ReportFormat]? = nil,
        gates: [String] = [],
        filter: String? = nil,
        tags: [String] = [],
        record: String? = nil,
        seed: UInt64? = nil,
        timeout: Double? = nil,
        verbosity: Verbosity? = nil,
        config: String? = nil,
        color: Bool? = nil,
        outputFormat: OutputFormat? = nil
    ) {
        self.runs = runs
        self.resolver = resolver
        self.jobs = jobs
        self.output = output
        self.formats = formats
        self.gates = gates
        self.filter = filter
        self.tags = tags
        self.record = record
        self.seed = seed
        self.timeout = timeout
        self.verbosity = verbosity
        self.config = config
        self.color = color
        self.outputFormat = outputFormat
    }
}
