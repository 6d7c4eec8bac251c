import Diagnostics

/// What `evaluate` was asked to do. The run is the default and has no word of
/// its own; the others are chosen by their name as the first argument, and
/// the app advisor's by two words (`evaluate app lint`).
///
/// This is an enum, not a flag, so that every subcommand is one more case:
/// the compiler then points at every table (options that apply, help text)
/// that has to learn about it.
public enum Subcommand: String, Sendable, Hashable, CaseIterable {
    /// `evaluate [PATH ...]`: run the scenarios and write reports.
    case run
    /// `evaluate validate [PATH ...]`: load and check only; nothing runs.
    case validate
    /// `evaluate list [PATH ...]`: the scenario ids that would run.
    case list
    /// `evaluate coverage [PATH ...]`: what of each app no scenario expects.
    case coverage
    /// `evaluate app`: the group of the app-definition advisor. It does no
    /// work of its own: alone it is a usage error, with `--help` its help.
    case app
    /// `evaluate app show PATH`: the merged app definition, as YAML.
    case appShow = "app show"
    /// `evaluate app lint PATH`: advice on an app definition.
    case appLint = "app lint"
    /// `evaluate app diff OLD NEW`: what a new version breaks for saved shortcuts.
    case appDiff = "app diff"

    /// The words that select the subcommand (`validate`, `app lint`), or nil
    /// for the run, which is what a bare `evaluate` does.
    public var name: String? {
        self == .run ? nil : rawValue
    }

    /// How the subcommand is typed, for usage lines and messages:
    /// `evaluate` or `evaluate validate`.
    public var commandLine: String {
        name.map { "evaluate \($0)" } ?? "evaluate"
    }

    /// The subcommands of the `app` group, in help order.
    public static let appSubcommands: [Subcommand] = [.appShow, .appLint, .appDiff]

    /// The subcommands a first argument selects, in help order.
    public static let topLevel: [Subcommand] = [.validate, .list, .coverage, .app]

    /// The group a subcommand belongs to: `.app` for `app show`, itself otherwise.
    public var group: Subcommand {
        Subcommand.appSubcommands.contains(self) ? .app : self
    }

    /// The second word of an `app` subcommand (`show`), nil for the others.
    public var word: String? {
        group == .app && self != .app ? String(rawValue.dropFirst("app ".count)) : nil
    }

    /// True for the subcommands that load scenario suites from PATHs.
    public var readsSuites: Bool {
        [.run, .validate, .list, .coverage].contains(self)
    }

    /// The subcommand a first argument names exactly, if any. Only an exact
    /// match counts: a near miss such as `valdate` may be a folder, so it stays
    /// a path (see `misspelt(_:)` for the hint once that path turns out not to
    /// exist).
    public init?(firstArgument argument: String) {
        guard let match = Subcommand.topLevel.first(where: { $0.name == argument }) else { return nil }
        self = match
    }

    /// The `app` subcommand a second argument names exactly (`lint`), if any.
    public init?(appWord word: String) {
        guard let match = Subcommand.appSubcommands.first(where: { $0.word == word }) else { return nil }
        self = match
    }

    /// The subcommand a path that does not exist was probably meant to be, so
    /// the caller can say "did you mean the subcommand 'validate'?". The parser
    /// never guesses on its own because it does not look at the file system.
    public static func misspelt(_ argument: String) -> Subcommand? {
        let names = topLevel.compactMap(\.name)
        guard let name = Suggestion.closest(to: argument, in: names) else { return nil }
        return Subcommand(firstArgument: name)
    }
}
