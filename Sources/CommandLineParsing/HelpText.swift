/// The help of `evaluate` and its subcommands, in the fixed layout of
/// swift-argument-parser (OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS)
/// plus EXAMPLES, because a worked command line answers most questions
/// faster than a list of options.
///
/// Options come from `OptionSpec.all` and defaults from `Defaults`, so the
/// help cannot list an option the parser refuses or a stale default.
public enum HelpText {
    /// Lines are wrapped to this many columns, the width of a default terminal.
    static let width = 80

    /// The full help of `subcommand`, ending in a newline. `.run` (the
    /// top-level help) and `.app` (the advisor's group) also list their
    /// subcommands.
    public static func render(for subcommand: Subcommand) -> String {
        var sections: [String] = []
        sections.append(wrap("OVERVIEW: " + overview(of: subcommand), indent: 0))

        var usageLines = ["USAGE: " + usage(for: subcommand)]
        if subcommand == .run {
            usageLines.append("       evaluate <subcommand> [PATH ...] [options]")
        }
        sections.append(usageLines.joined(separator: "\n"))

        let arguments = self.arguments(of: subcommand)
        let options = OptionSpec.all.filter { $0.applies(to: subcommand) }.map { spec in
            // Long options line up whether or not a short one precedes them.
            (
                (spec.short == nil ? "    " : "") + spec.label,
                spec.help + (spec.defaultText.map { " (default: \($0))" } ?? "")
            )
        }
        let subcommands = self.subcommands(of: subcommand).map { other in
            (subcommand == .app ? other.word ?? "" : other.name ?? "", overview(of: other))
        }

        // One column for every table of the page, so they all line up.
        let labels = arguments.map(\.0) + options.map(\.0) + subcommands.map(\.0)
        let column = min(2 + (labels.map(\.count).max() ?? 0) + 2, 30)

        sections.append("ARGUMENTS:\n" + table(arguments, column: column))
        sections.append("OPTIONS:\n" + table(options, column: column))
        if !subcommands.isEmpty {
            let note = subcommand == .run
                ? "A first argument that names a subcommand selects it; write './validate' for a folder of that"
                    + " name. See 'evaluate <subcommand> --help' for its help."
                : "See 'evaluate app <subcommand> --help' for its help."
            sections.append("SUBCOMMANDS:\n" + table(subcommands, column: column) + "\n\n" + wrap(note, indent: 2))
        }
        sections.append("EXAMPLES:\n" + examples(for: subcommand).map { "  " + $0 }.joined(separator: "\n"))
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// The subcommands a help page lists: the top-level ones on the
    /// top-level page, the advisor's on the `app` page, none elsewhere.
    static func subcommands(of subcommand: Subcommand) -> [Subcommand] {
        switch subcommand {
        case .run: Subcommand.topLevel
        case .app: Subcommand.appSubcommands
        default: []
        }
    }

    /// The one-line usage of `subcommand`, without the `USAGE:` label, as
    /// usage errors repeat it.
    public static func usage(for subcommand: Subcommand) -> String {
        switch subcommand {
        case .run, .validate, .list, .coverage: "\(subcommand.commandLine) [PATH ...] [options]"
        case .app: "evaluate app <subcommand> PATH ... [options]"
        case .appShow, .appLint: "\(subcommand.commandLine) PATH [options]"
        case .appDiff: "\(subcommand.commandLine) OLD NEW [options]"
        }
    }

    static func arguments(of subcommand: Subcommand) -> [(String, String)] {
        let app = "An app.yaml, or a folder holding one."
        switch subcommand {
        case .run, .validate, .list, .coverage:
            return [
                (
                    "PATH ...",
                    "Scenario folders or files. After '--', every argument is a PATH."
                        + " (default: \(Defaults.paths.joined(separator: " ")))"
                )
            ]
        case .app:
            return [("<subcommand>", "show, lint or diff."), ("PATH ...", "The app definitions it works on. " + app)]
        case .appShow, .appLint:
            return [("PATH", app)]
        case .appDiff:
            return [
                ("OLD", "The version people saved shortcuts with. " + app),
                ("NEW", "The version to compare with it. " + app),
            ]
        }
    }

    static func overview(of subcommand: Subcommand) -> String {
        switch subcommand {
        case .run:
            "Runs Siri scenario suites several times against a resolver and writes pass-rate reports."
        case .validate:
            "Loads and checks scenarios, app definitions and configuration; nothing runs."
        case .list:
            "Prints the ids of the scenarios that would run, one a line."
        case .coverage:
            "Lists, per app, the intents, entities and skills no scenario expects, and the tools no scenario"
                + " disallows."
        case .app:
            "Advises on app definitions: shows one as YAML, lints it, or compares two versions."
        case .appShow:
            "Prints the app definition as YAML, with its imports merged."
        case .appLint:
            "Advises on an app definition: what makes Siri pick the wrong tool, or none. Exits 1 on an error."
        case .appDiff:
            "Lists what a new version of an app definition breaks for people's saved shortcuts. Exits 1 when"
                + " something breaks."
        }
    }

    static func examples(for subcommand: Subcommand) -> [String] {
        let run = ["evaluate Scenarios/", "evaluate Scenarios/ --runs 10 --gate intentsAllPass=0.9"]
        let validate = ["evaluate validate Scenarios/"]
        let list = ["evaluate list Scenarios/ --tag smoke"]
        let coverage = ["evaluate coverage Scenarios/"]
        let show = ["evaluate app show Scenarios/Dinewell"]
        let lint = ["evaluate app lint Scenarios/Dinewell/app.yaml", "evaluate app lint Scenarios/Dinewell --format json"]
        let diff = ["evaluate app diff old/app.yaml Scenarios/Dinewell"]
        switch subcommand {
        case .run: return run + validate + list + coverage + [lint[0]]
        case .validate: return validate
        case .list: return list
        case .coverage: return coverage + ["evaluate coverage Scenarios/ --tag smoke"]
        case .app: return show + [lint[0]] + diff
        case .appShow: return show + ["evaluate app show Scenarios/Dinewell > merged.yaml"]
        case .appLint: return lint
        case .appDiff: return diff
        }
    }

    /// Two columns: the label indented by 2, the text from `column`, wrapped;
    /// a label too wide for its column puts the text on the next line.
    static func table(_ rows: [(String, String)], column: Int) -> String {
        rows.map { label, text in
            let head = "  " + label
            let body = wrap(text, indent: column)
            let bodyText = body.dropFirst(column)
            if head.count + 2 <= column {
                return head + String(repeating: " ", count: column - head.count) + bodyText
            }
            return head + "\n" + body
        }.joined(separator: "\n")
    }

    /// `text` wrapped at `width`, every line indented by `indent` spaces. A
    /// word longer than the room left stays whole on its own line.
    static func wrap(_ text: String, indent: Int) -> String {
        let padding = String(repeating: " ", count: indent)
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, indent + line.count + 1 + word.count > width {
                lines.append(padding + line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(padding + line)
        return lines.joined(separator: "\n")
    }
}
