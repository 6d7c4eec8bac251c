import Foundation
import JSON
import Testing

/// The app-definition advisor and coverage, run as the built binary: what
/// goes to stdout and stderr, and the exit status.
@Suite struct AppCommandTests {
    static let sampleNames = ["Counter", "Dinewell", "Howbee", "Mail", "Restaurant", "WeighIn"]

    static func sample(_ name: String) -> String {
        Harness.packageRoot.appendingPathComponent("Scenarios/\(name)").path
    }

    /// The advisor's lint fixtures (Tests/AppAdvisorTests/Fixtures/Lint).
    static func lintFixture(_ name: String) -> String {
        Harness.packageRoot.appendingPathComponent("Tests/AppAdvisorTests/Fixtures/Lint/\(name)/app.yaml").path
    }

    /// Writes `text` as `name` in a fresh folder and returns its path.
    static func write(_ text: String, as name: String = "app.yaml") throws -> String {
        let url = try Harness.temporaryFolder().appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    // MARK: Help and usage

    @Test(arguments: [["app", "--help"], ["app", "show", "--help"], ["app", "lint", "-h"], ["app", "diff", "--help"], ["coverage", "--help"]])
    func help(_ arguments: [String]) async throws {
        let result = try await Harness.run(arguments)
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.isEmpty, "\(result)")
        for section in ["OVERVIEW:", "USAGE:", "ARGUMENTS:", "OPTIONS:", "EXAMPLES:"] {
            #expect(result.stdout.contains(section), "\(section) missing: \(result)")
        }
    }

    @Test func topLevelHelpListsTheNewSubcommands() async throws {
        let result = try await Harness.run(["--help"])
        #expect(result.stdout.contains("\n  coverage "), "\(result)")
        #expect(result.stdout.contains("\n  app "), "\(result)")
    }

    struct UsageCase: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        /// The first line of stderr, exactly.
        var message: String
        /// The subcommand whose usage and help the error points at.
        var usage: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    /// Exit 64, the message and the usage on stderr, nothing on stdout.
    @Test(arguments: [
        UsageCase(arguments: ["app"], message: "'evaluate app' needs a subcommand: show, lint or diff", usage: "evaluate app"),
        UsageCase(arguments: ["app", "frob"], message: "unknown subcommand 'app frob'; expected show, lint or diff", usage: "evaluate app"),
        UsageCase(arguments: ["app", "lnit", "x"], message: "unknown subcommand 'app lnit'; did you mean 'lint'?", usage: "evaluate app"),
        UsageCase(
            arguments: ["app", "diff", "onlyone"], message: "'evaluate app diff' needs two app definitions, OLD and NEW; got 1",
            usage: "evaluate app diff"),
        UsageCase(
            arguments: ["app", "show"], message: "'evaluate app show' needs a PATH: an app.yaml or a folder holding one",
            usage: "evaluate app show"),
        UsageCase(arguments: ["app", "lint", "a", "b"], message: "'evaluate app lint' takes one PATH, got 2", usage: "evaluate app lint"),
        UsageCase(arguments: ["app", "lint", "no/such/app.yaml"], message: "no such file or folder 'no/such/app.yaml'", usage: "evaluate app lint"),
        UsageCase(
            arguments: ["app", "show", "FIXTURES"], message: "no app definition in 'FIXTURES'; expected an app.yaml there",
            usage: "evaluate app show"),
        UsageCase(
            arguments: ["app", "lint", "DINEWELL", "--format", "xml"], message: "unknown format 'xml'; expected text or json",
            usage: "evaluate app lint"),
        UsageCase(
            arguments: ["app", "show", "DINEWELL", "--format", "json"],
            message: "option '--format' cannot be used with 'evaluate app show'", usage: "evaluate app show"),
        UsageCase(
            arguments: ["coverage", "SAMPLES", "--runs", "2"], message: "option '--runs' cannot be used with 'evaluate coverage'",
            usage: "evaluate coverage"),
    ])
    func usageError(_ usage: UsageCase) async throws {
        let replacements = ["FIXTURES": Harness.fixtures.path, "DINEWELL": Self.sample("Dinewell"), "SAMPLES": Harness.samples]
        let arguments = usage.arguments.map { replacements[$0] ?? $0 }
        let message = replacements.reduce(usage.message) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
        let result = try await Harness.run(arguments)
        #expect(result.status == 64, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        #expect(result.stderrLines.first == "evaluate: error: " + message, "\(result)")
        #expect(result.stderrLines.dropFirst().first?.hasPrefix("Usage: \(usage.usage) ") == true, "\(result)")
        #expect(result.stderr.contains("See '\(usage.usage) --help'"), "\(result)")
    }

    // MARK: app show

    /// The YAML of every sample loads back and prints the same YAML again.
    @Test(arguments: sampleNames)
    func showRoundTrips(_ name: String) async throws {
        let first = try await Harness.run(["app", "show", Self.sample(name)])
        #expect(first.status == 0, "\(first)")
        #expect(first.stderr.isEmpty, "\(first)")
        #expect(first.stdout.hasPrefix("app:\n  name: "), "\(first)")
        let copy = try Self.write(first.stdout)
        let second = try await Harness.run(["app", "show", copy])
        #expect(second.status == 0, "\(second)")
        #expect(second.stdout == first.stdout)
    }

    @Test func showOfAnInvalidDefinitionFails() async throws {
        let path = Self.lintFixture("invalid")
        let result = try await Harness.run(["app", "show", path])
        #expect(result.status == 65, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        #expect(result.stderr.contains("\(path):11:15: error: unknown type 'Strng'"), "\(result)")
        #expect(result.stderrLines.last == "evaluate: 2 errors in the app definition '\(path)'; it is invalid", "\(result)")
    }

    // MARK: app lint

    /// The samples are examples to follow: no error (today, no finding at all).
    @Test(arguments: sampleNames)
    func lintOfASampleFindsNoError(_ name: String) async throws {
        let result = try await Harness.run(["app", "lint", Self.sample(name)])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdoutLines.last?.hasSuffix(" in \(Self.sample(name))/app.yaml") == true, "\(result)")
        #expect(!result.stdout.contains(": error: "), "\(result)")
        #expect(result.stderr.isEmpty, "\(result)")
    }

    @Test func lintOfACleanAppSaysSo() async throws {
        let path = Self.lintFixture("clean")
        let result = try await Harness.run(["app", "lint", path])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "no findings in \(path)\n", "\(result)")
        #expect(result.stderr.isEmpty, "\(result)")
    }

    /// Warnings only: exit 0, each finding with its fix, then the count.
    @Test func lintWithWarnings() async throws {
        let path = Self.lintFixture("number-unit")
        let result = try await Harness.run(["app", "lint", path])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.isEmpty, "\(result)")
        #expect(result.stdoutLines == [
            "\(path):10:7: warning: the description of number parameter 'length' of intent 'StartTimer' states no unit or range, and the"
                + " parameter has no 'range' [number-unit]",
            "      length:",
            "      ^",
            "\(path):10:7: note: fix: say the unit and the range in the description (\"in minutes, from 1 to 120\"), or add 'range:"
                + " [lowest, highest]'",
            "0 errors and 1 warning in \(path)",
        ])
    }

    /// An error finding: exit 1; `--quiet` shows only errors.
    @Test(arguments: [[], ["--quiet"]])
    func lintWithErrors(_ options: [String]) async throws {
        let text = """
            app:
              name: Chat
            intents:
              SendMessageIntent:
                title: Send Message
                tool: true
                schema: messages.sendMessage
            """
        let path = try Self.write(text)
        let result = try await Harness.run(["app", "lint", path] + options)
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.isEmpty, "\(result)")
        #expect(result.stdout.contains("\(path):4:3: error: intent 'SendMessageIntent' adopts the schema 'messages.sendMessage'"), "\(result)")
        #expect(result.stdout.contains("\(path):4:3: note: fix: remove 'tool: true'"), "\(result)")
        #expect(result.stdout.contains("[tool-description]") == options.isEmpty, "\(result)")
        #expect(result.stdoutLines.last == "1 error and 1 warning in \(path)", "\(result)")
    }

    @Test func lintOfAnInvalidDefinition() async throws {
        let path = Self.lintFixture("invalid")
        let result = try await Harness.run(["app", "lint", path])
        #expect(result.status == 65, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        #expect(result.stderr.contains("\(path):11:15: error: unknown type 'Strng'"), "\(result)")
        #expect(result.stderr.contains("\(path):15:9: note: fix: add ${applicationName}"), "\(result)")
    }

    @Test func lintAsJSON() async throws {
        let path = Self.lintFixture("skill-rules")
        let result = try await Harness.run(["app", "lint", path, "--format", "json"])
        #expect(result.status == 1, "\(result)")
        let report = try JSONParser.parse(Data(result.stdout.utf8))
        #expect(report["app"] == .string(path))
        #expect(report["valid"] == .bool(true))
        #expect(report["errors"] == .int(2))
        #expect(report["warnings"] == .int(0))
        #expect(report[path: "findings.0.rule"] == .string("skill-rules"))
        #expect(report[path: "findings.0.line"] == .int(4))
        #expect(report[path: "findings.0.column"] == .int(3))
        #expect(report[path: "findings.1.severity"] == .string("error"))
        #expect(report[path: "findings.1.fix"]?.string?.contains("one line") == true)
    }

    // MARK: app diff

    @Test func diffOfTheSameDefinitionBreaksNothing() async throws {
        let result = try await Harness.run(["app", "diff", Self.sample("Dinewell"), Self.sample("Dinewell") + "/app.yaml"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "nothing breaks saved shortcuts (0 harmless changes, 0 additions)\n", "\(result)")
        #expect(result.stderr.isEmpty, "\(result)")
    }

    static let oldApp = """
        app:
          name: Counter
        intents:
          IncreaseCounter:
            title: Increase Counter
            description: Adds to the counter.
            parameters:
              amount: { title: Amount, description: "How much to add, from 1 to 10", type: Int }
          ResetCounter:
            title: Reset Counter
            description: Sets the counter to zero.

        """

    static let newApp = """
        app:
          name: Counter
        intents:
          IncreaseCounter:
            title: Add to Counter
            description: Adds to the counter.
            parameters:
              amount: { title: Amount, description: "How much to add, from 1 to 10", type: Double }

        """

    @Test func diffReportsWhatBreaks() async throws {
        let old = try Self.write(Self.oldApp)
        let new = try Self.write(Self.newApp)
        let result = try await Harness.run(["app", "diff", old, new])
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.isEmpty, "\(result)")
        let located = result.stdoutLines.filter { $0.range(of: #"^/[^:]+:[0-9]+:[0-9]+: (error|note): "#, options: .regularExpression) != nil }
        #expect(located.count == 5, "3 changes, each with its place, and a fix for each of the 2 breaking ones: \(result)")
        #expect(result.stdout.contains("\(old):9:3: error: intent 'ResetCounter' was removed; saved shortcuts that run it will stop working [intent-removed]"))
        #expect(result.stdout.contains("\(new):8:7: error: the type of parameter 'amount' of intent 'IncreaseCounter' changed from Int to Double"))
        #expect(result.stdout.contains("\(new):4:3: note: the title of intent 'IncreaseCounter' changed from 'Increase Counter' to 'Add to Counter' [title-changed]"))
        #expect(result.stdoutLines.last == "2 breaking changes for saved shortcuts, 1 harmless change, 0 additions", "\(result)")
    }

    @Test func diffAsJSON() async throws {
        let old = try Self.write(Self.oldApp)
        let new = try Self.write(Self.newApp)
        let result = try await Harness.run(["app", "diff", old, new, "--format", "json"])
        #expect(result.status == 1, "\(result)")
        let report = try JSONParser.parse(Data(result.stdout.utf8))
        #expect(report["old"] == .string(old))
        #expect(report["breaking"] == .int(2))
        #expect(report["harmless"] == .int(1))
        #expect(report["additions"] == .int(0))
        #expect(report[path: "changes.0.kind"] == .string("breaking"))
        #expect(report[path: "changes.2.rule"] == .string("title-changed"))
    }

    @Test func diffWithAnInvalidDefinitionFails() async throws {
        let result = try await Harness.run(["app", "diff", Self.sample("Dinewell"), Self.lintFixture("invalid")])
        #expect(result.status == 65, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        #expect(result.stderr.contains("error: unknown type 'Strng'"), "\(result)")
    }

    // MARK: coverage

    @Test func coverageOfTheSamples() async throws {
        let result = try await Harness.run(["coverage", Harness.samples])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.isEmpty, "\(result)")
        #expect(result.stdout.contains("Dinewell ("), "\(result)")
        #expect(result.stdout.contains("  tools no scenario disallows:"), "\(result)")
        let headings = result.stdoutLines.filter { !$0.hasPrefix(" ") }
        #expect(headings.count == Self.sampleNames.count, "one heading per app: \(result)")
    }

    @Test func coverageOfAFixture() async throws {
        let result = try await Harness.run(["coverage", Harness.fixture("Tally")])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdoutLines.first?.hasPrefix("Tally (") == true, "\(result)")
        #expect(result.stdoutLines.first?.hasSuffix("app.yaml), 4 scenarios") == true, "\(result)")
    }

    @Test func coverageOfABrokenSuiteFails() async throws {
        let result = try await Harness.run(["coverage", Harness.fixture("Broken")])
        #expect(result.status == 65, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        #expect(result.stderr.contains("nothing was run"), "\(result)")
    }
}
