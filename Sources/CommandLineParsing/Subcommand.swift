import Diagnostics

/// What `evaluate` was asked to do. The run is the default and has no word of
/// its own; the others are chosen by their name as the first argument.
///
/// This is an enum, not a flag, so that later subcommands (`app`, `coverage`)
/// are one more case: the compiler then points at every table (options that
/// apply, help text) that has to learn about it.
public enum Subcommand: String, Sendable, Hashable, CaseIterable {
    /// `evaluate [PATH ...]`: run the scenarios and write reports.
    case run
    /// `evaluate validate [PATH ...]`: load and check only; nothing runs.
    case validate
    /// `evaluate list [PATH ...]`: the scenario ids that would run.
    case list

    /// The word that selects the subcommand as the first argument, or nil for
    /// the run, which is what a bare `evaluate` does.
    public var name: String? {
        self == .run ? nil : rawValue
    }

    /// How the subcommand is typed, for usage lines and messages:
    /// `evaluate` or `evaluate validate`.
    public var commandLine: String {
        name.map { "evaluate \($0)" } ?? "evaluate"
    }

    /// The subcommand a first argument names exactly, if any. Only an exact
    /// match counts: a near miss such as `valdate` may be a folder, so it stays
    /// a path (see `misspelt(_:)` for the hint once that path turns out not to
    /// exist).
    public init?(firstArgument argument: String) {
        guard let match = Subcommand.allCases.first(where: { $0.name == argument }) else { return nil }
        self = match
    }

    /// The subcommand a path that does not exist was probably meant to be, so
    /// the caller can say "did you mean the subcommand 'validate'?". The parser
    /// never guesses on its own because it does not look at the file system.
    public static func misspelt(_ argument: String) -> Subcommand? {
        let names = allCases.compactMap(\.name)
        guard let name = Suggestion.closest(to: argument, in: names) else { return nil }
        return Subcommand(firstArgument: name)
    }
}
