import Testing

@testable import CommandLineParsing

@Suite struct TerminationTests {
    @Test func usageErrorGoesToStandardErrorWithStatus64() throws {
        let termination = try #require(Termination.of(ArgumentParser.parse(["--rnus"]), version: "1.0"))
        #expect(termination.stream == .standardError)
        #expect(termination.status == 64)
        #expect(
            termination.text == """
                evaluate: error: unknown option '--rnus'; did you mean '--runs'?
                Usage: evaluate [PATH ...] [options]
                  See 'evaluate --help' for more information.

                """)
    }

    @Test func usageErrorOfSubcommandPointsAtItsHelp() {
        let error = UsageError("option '--runs' cannot be used with 'evaluate list'", subcommand: .list)
        #expect(error.rendered.contains("Usage: evaluate list [PATH ...] [options]\n"))
        #expect(error.rendered.contains("See 'evaluate list --help'"))
    }

    @Test(arguments: Subcommand.allCases)
    func helpGoesToStandardOutputWithStatus0(_ subcommand: Subcommand) {
        let termination = Termination.help(for: subcommand)
        #expect(termination == Termination(text: HelpText.render(for: subcommand), stream: .standardOutput, status: 0))
    }

    @Test func versionGoesToStandardOutput() throws {
        let termination = try #require(Termination.of(ArgumentParser.parse(["--version"]), version: "1.2.3"))
        #expect(termination == Termination(text: "1.2.3\n", stream: .standardOutput, status: 0))
    }

    @Test func runHasNoTermination() {
        #expect(Termination.of(ArgumentParser.parse(["Scenarios/"]), version: "1") == nil)
    }
}
