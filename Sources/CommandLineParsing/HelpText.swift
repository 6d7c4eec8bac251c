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

    /// The full help of `subcommand`, ending in a newline. `.run` is the
    /// top-level help and the only one with SUBCOMMANDS.
    public static func render(for subcommand: Subcommand) -> String {
        var sections: [String] = []
        sections.append(wrap("OVERVIEW: " + overview(of: subcommand), indent: 0))

        var usageLines = ["USAGE: " + usage(for: subcommand)]
        if subcommand == .run {
            usageLines.append("       evaluate <subcommand> [PATH ...] [options]")
        }
        sections.append(usageLines.joined(separator: "\n"))

        let arguments = [
            (
                "PATH ...",
                "Scenario folders or files. After '--', every argument is a PATH."
                    + " (default: \(Defaults.paths.joined(separator: " ")))"
            )
        ]
        let options = OptionSpec.all.filter { $0.applies(to: subcommand) }.map { spec in
            // Long options line up whether or not a short one precedes them.
            (
                (spec.short == nil ? "    " : "") + spec.label,
                spec.help + (spec.defaultText.map { " (default: \($0))" } ?? "")
            )
        }
        let subcommands = Subcommand.allCases.compactMap { other in
            other.name.map { ($0, overview(of: other)) }
        }

        // One column for every table of the page, so they all line up.
        var labels = arguments.map(\.0) + options.map(\.0)
        if subcommand == .run { labels += subcommands.map(\.0) }
        let column = min(2 + (labels.map(\.count).max() ?? 0) + 2, 30)

        sections.append("ARGUMENTS:\n" + table(arguments, column: column))
        sections.append("OPTIONS:\n" + table(options, column: column))
        if subcommand == .run {
            sections.append(
                "SUBCOMMANDS:\n" + table(subcommands, column: column) + "\n\n"
                    + wrap(
                        "A first argument that names a subcommand selects it; write"
                            + " './validate' for a folder of that name."
                            + " See 'evaluate <subcommand> --help' for its help.",
                        indent: 2))
        }
        sections.append("EXAMPLES:\n" + examples(for: subcommand).map { "  " + $0 }.joined(separator: "\n"))
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// The one-line usage of `subcommand`, without the `USAGE:` label, as
    /// usage errors repeat it.
    public static func usage(for subcommand: Subcommand) -> String {
        "\(subcommand.commandLine) [PATH ...] [options]"
    }

    static func overview(of subcommand: Subcommand) -> String {
        switch subcommand {
        case .run:
            "Runs Siri scenario suites several times against a resolver and writes pass-rate reports."
        case .validate:
            "Loads and checks scenarios, app definitions and configuration; nothing runs."
        case .list:
            "Prints the ids of the scenarios that would run, one a line."
        }
    }

    static func examples(for subcommand: Subcommand) -> [String] {
        let run = ["evaluate Scenarios/", "evaluate Scenarios/ --runs 10 --gate intentsAllPass=0.9"]
        let validate = ["evaluate validate Scenarios/"]
        let list = ["evaluate list Scenarios/ --tag smoke"]
        switch subcommand {
        case .run: return run + validate + list
        case .validate: return validate
        case .list: return list
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
