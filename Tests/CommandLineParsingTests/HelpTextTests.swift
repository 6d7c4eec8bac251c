import Testing

@testable import CommandLineParsing

@Suite struct HelpTextTests {
    /// Every option of configuration.md's table, as the help must spell it.
    static let documentedOptions = [
        "--runs N", "--resolver NAME", "--jobs N", "--output DIR", "--format LIST", "--gate METRIC=VALUE",
        "--filter REGEX", "--tag TAG", "--record FILE", "--seed N", "--timeout SECONDS", "--quiet", "--verbose",
        "--help", "--version",
    ]

    @Test(arguments: documentedOptions)
    func topLevelHelpListsOptionOfConfiguration(_ option: String) {
        #expect(HelpText.render(for: .run).contains(option))
    }

    @Test(arguments: ["--config FILE", "--no-color", "-n, --runs N", "-j, --jobs N", "-o, --output DIR", "-q, --quiet",
        "-v, --verbose", "-h, --help"])
    func topLevelHelpListsExtraOptionsAndShortForms(_ option: String) {
        #expect(HelpText.render(for: .run).contains(option))
    }

    @Test(arguments: [
        "(default: 5)", "(default: simulator)", "(default: number of", "(default: Reports)",
        "(default: json,markdown,junit)", "(default: 0)", "(default: 60)", "(default: Scenarios/)",
    ])
    func topLevelHelpShowsDefaults(_ text: String) {
        #expect(HelpText.render(for: .run).contains(text))
    }

    @Test(arguments: Subcommand.allCases)
    func sectionsComeInFixedOrder(_ subcommand: Subcommand) throws {
        let help = HelpText.render(for: subcommand)
        var headings = ["OVERVIEW:", "USAGE:", "ARGUMENTS:", "OPTIONS:"]
        if subcommand == .run || subcommand == .app { headings.append("SUBCOMMANDS:") }
        headings.append("EXAMPLES:")
        let lineStarts = help.split(separator: "\n").map(String.init)
        let found = lineStarts.filter { line in headings.contains { line.hasPrefix($0) } }
            .map { String($0.prefix { $0 != " " }) }
        #expect(found == headings)
        #expect(help.hasSuffix("\n"))
        #expect(!help.hasSuffix("\n\n"))
    }

    @Test(arguments: Subcommand.allCases)
    func linesFitInEightyColumns(_ subcommand: Subcommand) {
        for line in HelpText.render(for: subcommand).split(separator: "\n") {
            #expect(line.count <= 80, "\(line)")
        }
    }

    @Test func topLevelHelpHasSubcommandsAndExamples() {
        let help = HelpText.render(for: .run)
        #expect(help.contains("\n  validate "))
        #expect(help.contains("\n  list "))
        #expect(help.contains("\n  coverage "))
        #expect(help.contains("\n  app "))
        #expect(!help.contains("\n  app lint "), "the advisor's subcommands are on the page of 'app'")
        for example in [
            "evaluate Scenarios/\n", "evaluate Scenarios/ --runs 10 --gate intentsAllPass=0.9",
            "evaluate validate Scenarios/", "evaluate list Scenarios/ --tag smoke",
        ] {
            #expect(help.contains("  " + example))
        }
    }

    @Test(arguments: [Subcommand.validate, .list, .coverage])
    func subcommandHelpListsOnlyOptionsItAccepts(_ subcommand: Subcommand) {
        let help = HelpText.render(for: subcommand)
        #expect(help.contains("USAGE: evaluate \(subcommand.rawValue) [PATH ...] [options]"))
        for accepted in ["--config FILE", "--filter REGEX", "--tag TAG", "--quiet", "--verbose", "--no-color", "--help"] {
            #expect(help.contains(accepted))
        }
        for refused in ["--runs", "--jobs", "--output", "--format", "--gate", "--resolver", "--record", "--seed",
            "--timeout", "SUBCOMMANDS:"]
        {
            #expect(!help.contains(refused))
        }
    }

    @Test func appHelpListsItsSubcommands() {
        let help = HelpText.render(for: .app)
        #expect(help.contains("USAGE: evaluate app <subcommand> PATH ... [options]"))
        for word in ["show", "lint", "diff"] {
            #expect(help.contains("\n  \(word) "), "\(word) missing: \(help)")
            #expect(help.contains("evaluate app \(word) "), "no example of \(word): \(help)")
        }
    }

    @Test(arguments: [
        (Subcommand.appShow, "USAGE: evaluate app show PATH [options]"),
        (.appLint, "USAGE: evaluate app lint PATH [options]"),
        (.appDiff, "USAGE: evaluate app diff OLD NEW [options]"),
        (.coverage, "USAGE: evaluate coverage [PATH ...] [options]"),
    ])
    func usageLineNamesTheArguments(_ subcommand: Subcommand, usage: String) {
        #expect(HelpText.render(for: subcommand).contains(usage))
    }

    /// The advisor's `--format` is not the run's: its help says text or json.
    @Test func advisorFormatHasItsOwnHelp() {
        let lint = HelpText.render(for: .appLint)
        #expect(lint.contains("--format FORMAT"))
        #expect(lint.contains("text, or json"))
        #expect(!lint.contains("markdown"))
        #expect(!HelpText.render(for: .appShow).contains("--format"))
        #expect(HelpText.render(for: .run).contains("--format LIST"))
    }

    @Test(arguments: [Subcommand.app, .appShow, .appLint, .appDiff])
    func advisorHelpRefusesSuiteOptions(_ subcommand: Subcommand) {
        let help = HelpText.render(for: subcommand)
        for refused in ["--config", "--filter", "--tag", "--runs", "--verbose", "--no-color"] {
            #expect(!help.contains(refused), "\(refused) in the help of \(subcommand.commandLine)")
        }
    }

    /// Option descriptions start in one column, with or without a short form.
    @Test func optionColumnsAlign() throws {
        let lines = HelpText.render(for: .run).split(separator: "\n")
        let runs = try #require(lines.first { $0.hasPrefix("  -n, --runs N") })
        let resolver = try #require(lines.first { $0.hasPrefix("      --resolver NAME") })
        #expect(runs.firstIndex(of: "R").map { runs.distance(from: runs.startIndex, to: $0) }
            == resolver.firstIndex(of: "T").map { resolver.distance(from: resolver.startIndex, to: $0) })
    }

    /// The parser and the help read one table: everything in it is accepted
    /// wherever the help of that subcommand lists it.
    @Test(arguments: Subcommand.allCases)
    func everyListedOptionIsAccepted(_ subcommand: Subcommand) {
        let help = HelpText.render(for: subcommand)
        for spec in OptionSpec.all where spec.applies(to: subcommand) {
            #expect(help.contains(spec.label))
            var arguments = subcommand.name.map { $0.split(separator: " ").map(String.init) } ?? []
            // The advisor's subcommands need their PATHs; `app` alone needs a word.
            switch subcommand {
            case .app: arguments.append("show")
            case .appShow, .appLint: arguments.append("app.yaml")
            case .appDiff: arguments += ["old.yaml", "new.yaml"]
            default: break
            }
            arguments.append(spec.long)
            if spec.key == .gate {
                arguments.append("m=1")
            } else if spec.key == .format || spec.key == .outputFormat {
                arguments.append("json")
            } else if spec.takesValue {
                arguments.append("1")
            }
            if case .failure(let error) = ArgumentParser.parse(arguments) {
                Issue.record("\(arguments): \(error.message)")
            }
        }
    }
}
