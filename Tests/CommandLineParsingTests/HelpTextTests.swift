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
        if subcommand == .run { headings.append("SUBCOMMANDS:") }
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
        for example in [
            "evaluate Scenarios/\n", "evaluate Scenarios/ --runs 10 --gate intentsAllPass=0.9",
            "evaluate validate Scenarios/", "evaluate list Scenarios/ --tag smoke",
        ] {
            #expect(help.contains("  " + example))
        }
    }

    @Test(arguments: [Subcommand.validate, .list])
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
            var arguments = subcommand.name.map { [$0] } ?? []
            arguments.append(spec.long)
            if spec.key == .gate {
                arguments.append("m=1")
            } else if spec.key == .format {
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
