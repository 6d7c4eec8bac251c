import Diagnostics

/// Turns the arguments of `evaluate` (without the program name) into a
/// `ParsedCommand` or a `UsageError`. Pure: it reads no files and no
/// environment, so every decision can be tested with a table.
///
/// The rules, where configuration.md leaves them open:
/// - A first argument `validate`, `list`, `coverage` or `app` selects that
///   subcommand; anything else, a near miss included, is a PATH (it may be a
///   folder of that name). `./validate` or `-- validate` reaches a folder
///   called `validate`. After `app` the next argument must be `show`, `lint`
///   or `diff`: nothing else makes sense there.
/// - `app show` and `app lint` take exactly one PATH, `app diff` two (OLD
///   and NEW); the others any number.
/// - Options and PATHs may come in any order. `--` ends the options: every
///   later argument is a PATH, even one that starts with `-`. A lone `-` is a
///   PATH too.
/// - `--name value` and `--name=value` are the same; short options only take
///   the separate form (`-n 3`). The next argument is taken as the value unless
///   it starts with `-` and is not a number, so `--timeout -1` reaches the
///   range check while `--output --runs 3` says `--output` needs a value; write
///   `--filter=-x` for a value that starts with `-`.
/// - `--help`/`-h` anywhere before `--` wins over everything else, errors
///   included, and asks for the help of the subcommand; `--version` likewise,
///   after help.
/// - A non-repeatable option given twice is an error, not "the last wins": a CI
///   script that sets `--runs` twice has a mistake worth hearing about.
/// - The first problem from the left is the one reported.
public enum ArgumentParser {
    public static func parse(_ arguments: [String]) -> Result<ParsedCommand, UsageError> {
        var remaining = arguments[...]
        var subcommand = Subcommand.run
        if let first = remaining.first, let named = Subcommand(firstArgument: first), named != .run {
            subcommand = named
            remaining = remaining.dropFirst()
        }
        // `app` takes a second word; help wins over a missing or wrong one.
        if subcommand == .app, let word = remaining.first, let named = Subcommand(appWord: word) {
            subcommand = named
            remaining = remaining.dropFirst()
        }

        let optionArguments = remaining.prefix { $0 != "--" }
        if optionArguments.contains(where: { OptionSpec.named($0)?.key == .help }) {
            return .success(.help(subcommand))
        }
        if optionArguments.contains(where: { OptionSpec.named($0)?.key == .version }) {
            return .success(.version)
        }
        if subcommand == .app {
            return .failure(appWordError(remaining.first))
        }

        var state = State(subcommand: subcommand)
        do {
            try state.consume(remaining)
            try state.checkPathCount()
        } catch {
            return .failure(error)
        }
        return .success(.run(subcommand, paths: state.paths, options: state.options))
    }

    /// `evaluate app` without a known second word.
    static func appWordError(_ word: String?) -> UsageError {
        let words = Subcommand.appSubcommands.compactMap(\.word)
        let expected = words.dropLast().joined(separator: ", ") + " or " + words.last!
        guard let word, !word.hasPrefix("-") || word == "-" else {
            return UsageError("'evaluate app' needs a subcommand: \(expected)", subcommand: .app)
        }
        let hint = Suggestion.closest(to: word, in: words).map { "; did you mean '\($0)'?" } ?? "; expected \(expected)"
        return UsageError("unknown subcommand 'app \(word)'\(hint)", subcommand: .app)
    }

    /// The parse in progress: what has been read so far.
    private struct State {
        let subcommand: Subcommand
        var paths: [String] = []
        var options = Options()
        var seen: Set<OptionSpec.Key> = []

        init(subcommand: Subcommand) {
            self.subcommand = subcommand
        }

        func error(_ message: String) -> UsageError {
            UsageError(message, subcommand: subcommand)
        }

        mutating func consume(_ arguments: ArraySlice<String>) throws(UsageError) {
            var arguments = arguments
            while let argument = arguments.popFirst() {
                if argument == "--" {
                    paths.append(contentsOf: arguments)
                    return
                }
                guard argument.hasPrefix("-"), argument != "-" else {
                    paths.append(argument)
                    continue
                }
                let (spelling, attached) = Self.split(argument)
                guard let spec = OptionSpec.named(spelling, for: subcommand) else {
                    throw error(unknownOptionMessage(spelling))
                }
                guard spec.applies(to: subcommand) else {
                    throw error("option '\(spec.long)' cannot be used with '\(subcommand.commandLine)'")
                }
                if !spec.repeatable, seen.contains(spec.key) {
                    throw error("option '\(spec.long)' given twice")
                }
                seen.insert(spec.key)

                guard spec.takesValue else {
                    if attached != nil { throw error("option '\(spec.long)' takes no value") }
                    try setFlag(spec)
                    continue
                }
                let value: String
                if let attached {
                    value = attached
                } else if let next = arguments.first, Self.canBeValue(next) {
                    value = next
                    arguments = arguments.dropFirst()
                } else {
                    throw error(missingValueMessage(spec, next: arguments.first))
                }
                guard !value.isEmpty else { throw error("option '\(spec.long)' needs a value") }
                try set(spec, to: value)
            }
        }

        /// The app advisor's subcommands take a fixed number of PATHs: one
        /// app definition to show or lint, two to compare.
        func checkPathCount() throws(UsageError) {
            switch subcommand {
            case .appShow, .appLint:
                if paths.isEmpty {
                    throw error("'\(subcommand.commandLine)' needs a PATH: an app.yaml or a folder holding one")
                }
                if paths.count > 1 {
                    throw error("'\(subcommand.commandLine)' takes one PATH, got \(paths.count)")
                }
            case .appDiff:
                if paths.count != 2 {
                    throw error("'\(subcommand.commandLine)' needs two app definitions, OLD and NEW; got \(paths.count)")
                }
            case .run, .validate, .list, .coverage, .app:
                break
            }
        }

        /// `--runs=3` → (`--runs`, `3`); `-n` and `--runs` → no attached value.
        /// Only long options take `=`; for a short one the whole argument is
        /// the (unknown) spelling.
        static func split(_ argument: String) -> (spelling: String, value: String?) {
            guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
                return (argument, nil)
            }
            return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
        }

        /// Whether the argument after a value option is its value: anything but
        /// something that looks like another option. Negative numbers count as
        /// values so that their range check speaks, not "needs a value".
        static func canBeValue(_ argument: String) -> Bool {
            !argument.hasPrefix("-") || argument == "-" || Double(argument) != nil
        }

        func missingValueMessage(_ spec: OptionSpec, next: String?) -> String {
            let message = "option '\(spec.long)' needs a value"
            // A next argument that is no option and not `--` was probably meant
            // as the value; say how to pass it.
            if let next, next != "--", OptionSpec.named(Self.split(next).spelling) == nil {
                return message + "; write '\(spec.long)=\(next)' for a value that starts with '-'"
            }
            return message
        }

        func unknownOptionMessage(_ spelling: String) -> String {
            let message = "unknown option '\(spelling)'"
            let applicable = OptionSpec.all.filter { $0.applies(to: subcommand) }
            // `-n3`, `-o=out`: a short option with its value glued on.
            if !spelling.hasPrefix("--"), spelling.count > 2,
                let spec = applicable.first(where: { $0.short == String(spelling.prefix(2)) }), spec.takesValue
            {
                let glued = spelling.dropFirst(2)
                let rest = glued.hasPrefix("=") ? glued.dropFirst() : glued
                if !rest.isEmpty, glued.hasPrefix("=") || rest.allSatisfy(\.isNumber) {
                    return message + "; did you mean '\(spelling.prefix(2)) \(rest)'?"
                }
            }
            return message + Suggestion.hint(for: spelling, in: applicable.map(\.long))
        }

        mutating func setFlag(_ spec: OptionSpec) throws(UsageError) {
            switch spec.key {
            case .quiet: try setVerbosity(.quiet)
            case .verbose: try setVerbosity(.verbose)
            case .noColor: options.color = false
            default: preconditionFailure("\(spec.long) is not a flag")
            }
        }

        mutating func setVerbosity(_ verbosity: Verbosity) throws(UsageError) {
            if options.verbosity != nil, options.verbosity != verbosity {
                throw error("'--quiet' and '--verbose' cannot be used together")
            }
            options.verbosity = verbosity
        }

        mutating func set(_ spec: OptionSpec, to value: String) throws(UsageError) {
            switch spec.key {
            case .runs: options.runs = try positiveInteger(value, for: spec)
            case .jobs: options.jobs = try positiveInteger(value, for: spec)
            case .resolver: options.resolver = value
            case .output: options.output = value
            case .format: options.formats = try formats(value, for: spec)
            case .gate:
                guard let equals = value.firstIndex(of: "="), equals != value.startIndex,
                    value.index(after: equals) != value.endIndex
                else {
                    throw error("option '\(spec.long)' expects METRIC=VALUE, got '\(value)'")
                }
                options.gates.append(value)
            case .filter: options.filter = value
            case .tag: options.tags.append(value)
            case .record: options.record = value
            case .seed:
                guard let seed = UInt64(value) else {
                    throw error("option '\(spec.long)' expects a whole number of at least 0, got '\(value)'")
                }
                options.seed = seed
            case .timeout:
                guard let seconds = Double(value), seconds.isFinite, seconds > 0 else {
                    throw error("option '\(spec.long)' expects a number of seconds greater than 0, got '\(value)'")
                }
                options.timeout = seconds
            case .config: options.config = value
            case .outputFormat:
                guard let format = OutputFormat(rawValue: value) else {
                    throw error(OutputFormat.unknownMessage(for: value))
                }
                options.outputFormat = format
            case .quiet, .verbose, .noColor, .help, .version:
                preconditionFailure("\(spec.long) takes no value")
            }
        }

        func positiveInteger(_ value: String, for spec: OptionSpec) throws(UsageError) -> Int {
            guard let number = Int(value), number >= 1 else {
                throw error("option '\(spec.long)' expects a whole number of at least 1, got '\(value)'")
            }
            return number
        }

        /// `json,md` → [.json, .markdown]; repeats are dropped, first one kept.
        func formats(_ value: String, for spec: OptionSpec) throws(UsageError) -> [ReportFormat] {
            var formats: [ReportFormat] = []
            for name in value.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
                guard !name.isEmpty else {
                    throw error(
                        "option '\(spec.long)' expects a comma-separated list of "
                            + "\(ReportFormat.namesInProse), got '\(value)'")
                }
                guard let format = ReportFormat(name: name) else {
                    throw error(ReportFormat.unknownMessage(for: name))
                }
                if !formats.contains(format) { formats.append(format) }
            }
            return formats
        }
    }
}
