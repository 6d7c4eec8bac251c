/// One option of `evaluate`: its spellings, whether it takes a value, where it
/// applies and how the help describes it. The parser and the help text both
/// read `OptionSpec.all`, so an option cannot be accepted without being
/// documented, or documented without being accepted.
struct OptionSpec: Sendable {
    /// Which option, independent of spelling, for the parser's switch.
    enum Key: Sendable, Hashable {
        case runs, resolver, jobs, output, format, gate, filter, tag, record, seed, timeout
        case config, quiet, verbose, noColor, help, version
        /// `--format` of the app advisor, a different option from the run's
        /// `--format` that shares its spelling.
        case outputFormat
    }

    let key: Key
    /// `--runs`; the spelling used in every message, whichever one was typed.
    let long: String
    /// `-n`, for the few options typed often enough to deserve one.
    let short: String?
    /// `N` in `--runs N`; nil for a flag.
    let valueName: String?
    /// Repeatable options collect every occurrence; the others refuse a second.
    let repeatable: Bool
    /// The subcommands that accept it. Run-only options are refused by
    /// `validate` and `list` rather than ignored, so nobody believes that
    /// `evaluate list --runs 10` did something.
    let subcommands: Set<Subcommand>
    let help: String
    /// Shown as `(default: ...)`; nil for flags, which default to off.
    let defaultText: String?

    var takesValue: Bool { valueName != nil }

    /// `-n, --runs N` or `--resolver NAME`, as the help lists it.
    var label: String {
        let long = valueName.map { "\(self.long) \($0)" } ?? self.long
        return short.map { "\($0), \(long)" } ?? long
    }

    func applies(to subcommand: Subcommand) -> Bool { subcommands.contains(subcommand) }

    /// The option spelt `spelling` (long or short), if any.
    static func named(_ spelling: String) -> OptionSpec? {
        all.first { $0.long == spelling || $0.short == spelling }
    }

    /// The option spelt `spelling` as `subcommand` understands it: where two
    /// options share a spelling (`--format`), the one that applies to it.
    static func named(_ spelling: String, for subcommand: Subcommand) -> OptionSpec? {
        let spelt = all.filter { $0.long == spelling || $0.short == spelling }
        return spelt.first { $0.applies(to: subcommand) } ?? spelt.first
    }

    static func spec(for key: Key) -> OptionSpec {
        all.first { $0.key == key }!
    }

    /// Options that every subcommand understands.
    private static let everywhere = Set(Subcommand.allCases)
    private static let runOnly: Set<Subcommand> = [.run]
    /// The subcommands that load scenario suites (see `Subcommand.readsSuites`).
    private static let suites = Set(Subcommand.allCases.filter(\.readsSuites))
    /// The app advisor's subcommands that print findings.
    private static let findings: Set<Subcommand> = [.appLint, .appDiff]

    /// In help order: what to run, what to write, what to select, how to look.
    static let all: [OptionSpec] = [
        OptionSpec(
            key: .runs, long: "--runs", short: "-n", valueName: "N", repeatable: false, subcommands: runOnly,
            help: "Runs of every scenario.", defaultText: "\(Defaults.runs)"),
        OptionSpec(
            key: .resolver, long: "--resolver", short: nil, valueName: "NAME", repeatable: false, subcommands: runOnly,
            help: "The system under test: simulator, replay, command or openai.",
            defaultText: Defaults.resolver),
        OptionSpec(
            key: .jobs, long: "--jobs", short: "-j", valueName: "N", repeatable: false, subcommands: runOnly,
            help: "Scenario runs in flight at once.", defaultText: Defaults.jobsDescription),
        OptionSpec(
            key: .output, long: "--output", short: "-o", valueName: "DIR", repeatable: false, subcommands: runOnly,
            help: "Where reports go.", defaultText: Defaults.output),
        OptionSpec(
            key: .format, long: "--format", short: nil, valueName: "LIST", repeatable: false, subcommands: runOnly,
            help: "Which reports, comma-separated: json, markdown (or md), junit.",
            defaultText: Defaults.formats.map(\.rawValue).joined(separator: ",")),
        OptionSpec(
            key: .gate, long: "--gate", short: nil, valueName: "METRIC=VALUE", repeatable: true, subcommands: runOnly,
            help: "A threshold the run must meet, or exit 1 (e.g. intentsAllPass=0.9); repeatable.",
            defaultText: "none"),
        OptionSpec(
            key: .record, long: "--record", short: nil, valueName: "FILE", repeatable: false, subcommands: runOnly,
            help: "Write every transcript to FILE, as JSON Lines.", defaultText: "none"),
        OptionSpec(
            key: .seed, long: "--seed", short: nil, valueName: "N", repeatable: false, subcommands: runOnly,
            help: "Seed for resolvers that draw random numbers.", defaultText: "\(Defaults.seed)"),
        OptionSpec(
            key: .timeout, long: "--timeout", short: nil, valueName: "SECONDS", repeatable: false,
            subcommands: runOnly,
            help: "Time a turn may take; a turn past it makes an error run.",
            defaultText: Defaults.timeout.formattedForHelp),
        OptionSpec(
            key: .outputFormat, long: "--format", short: nil, valueName: "FORMAT", repeatable: false,
            subcommands: findings,
            help: "How to print the findings: text, or json for tools.", defaultText: OutputFormat.text.rawValue),
        OptionSpec(
            key: .filter, long: "--filter", short: nil, valueName: "REGEX", repeatable: false,
            subcommands: suites,
            help: "Only scenarios whose id matches REGEX.", defaultText: "all scenarios"),
        OptionSpec(
            key: .tag, long: "--tag", short: nil, valueName: "TAG", repeatable: true, subcommands: suites,
            help: "Only scenarios with TAG; repeatable.", defaultText: "all scenarios"),
        OptionSpec(
            key: .config, long: "--config", short: nil, valueName: "FILE", repeatable: false,
            subcommands: suites,
            help: "The configuration file to use instead of looking for one.",
            defaultText: "\(Defaults.configurationFileName) in the first PATH folder, else in the current folder"),
        OptionSpec(
            key: .quiet, long: "--quiet", short: "-q", valueName: nil, repeatable: false, subcommands: suites.union(findings),
            help: "Print less on the terminal.", defaultText: nil),
        OptionSpec(
            key: .verbose, long: "--verbose", short: "-v", valueName: nil, repeatable: false,
            subcommands: suites,
            help: "Print more on the terminal.", defaultText: nil),
        OptionSpec(
            key: .noColor, long: "--no-color", short: nil, valueName: nil, repeatable: false,
            subcommands: suites,
            help: "Do not color the terminal output.", defaultText: nil),
        OptionSpec(
            key: .help, long: "--help", short: "-h", valueName: nil, repeatable: false, subcommands: everywhere,
            help: "Show this help.", defaultText: nil),
        OptionSpec(
            key: .version, long: "--version", short: nil, valueName: nil, repeatable: false,
            subcommands: everywhere,
            help: "Show the version.", defaultText: nil),
    ]
}

extension Double {
    /// `60` rather than `60.0`, for defaults in the help.
    var formattedForHelp: String {
        // Text rather than arithmetic: rounding would pull in libm, which this
        // module otherwise does not need.
        let text = String(self)
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
