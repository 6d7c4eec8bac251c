import Foundation
import Testing

/// The command line of the built binary: help, version, usage errors, invalid
/// input, `validate` and `list`.
@Suite struct CommandLineTests {
    @Test(arguments: [["--help"], ["-h"], ["validate", "--help"], ["list", "--help"]])
    func help(_ arguments: [String]) async throws {
        let result = try await Harness.run(arguments)
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.isEmpty, "\(result)")
        for section in ["OVERVIEW:", "USAGE:", "OPTIONS:"] {
            #expect(result.stdout.contains(section), "\(section) missing from \(arguments): \(result)")
        }
        #expect(result.stdout.contains("--help"))
        if arguments == ["--help"] {
            for option in ["--runs", "--gate", "--record", "--format", "--output", "--filter", "--tag", "--quiet"] {
                #expect(result.stdout.contains(option), "\(option) missing from the help")
            }
        }
    }

    @Test func version() async throws {
        let result = try await Harness.run(["--version"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "evaluate 0.1.0\n", "\(result)")
        #expect(result.stderr.isEmpty)
    }

    struct UsageCase: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        /// A line that stderr must contain.
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    /// Exit 64, the message on stderr, nothing on stdout, nothing written.
    @Test(arguments: [
        UsageCase(arguments: ["--rnus", "3"], message: "evaluate: error: unknown option '--rnus'; did you mean '--runs'?"),
        UsageCase(arguments: ["no-such-folder"], message: "evaluate: error: no such file or folder 'no-such-folder'"),
        UsageCase(arguments: ["validate", "no/such/suite"], message: "evaluate: error: no such file or folder 'no/such/suite'"),
        UsageCase(arguments: ["--runs"], message: "'--runs'"),
        UsageCase(arguments: ["--runs", "zero"], message: "'--runs'"),
        UsageCase(arguments: ["FIXTURE", "--gate", "nonsense=1"], message: "nonsense"),
        UsageCase(arguments: ["FIXTURE", "--gate", "intentsAllPass"], message: "option '--gate' expects METRIC=VALUE"),
        UsageCase(arguments: ["FIXTURE", "--filter", "("], message: "invalid regular expression '('"),
        UsageCase(arguments: ["FIXTURE", "--filter", "matches-nothing"], message: "no scenario matches"),
        UsageCase(arguments: ["list", "FIXTURE", "--runs", "2"], message: "'--runs'"),
    ])
    func usageError(_ usage: UsageCase) async throws {
        let arguments = usage.arguments.map { $0 == "FIXTURE" ? Harness.fixture("Tally") : $0 }
        let result = try await Harness.run(arguments)
        #expect(result.status == 64, "\(result)")
        #expect(result.stderr.contains(usage.message), "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        #expect(result.stderr.hasPrefix("evaluate: error: "), "\(result)")
        #expect(result.stderr.contains("See '"), "the usage error points at the help: \(result)")
        #expect(!result.stderr.contains("\n\n"), "no blank line in a usage error: \(result)")
        #expect(!Harness.exists(result.folder.appendingPathComponent("Reports")), "a usage error wrote reports")
    }

    @Test func unknownOptionShowsUsage() async throws {
        let result = try await Harness.run(["--rnus"])
        #expect(result.status == 64)
        #expect(result.stderrLines.first == "evaluate: error: unknown option '--rnus'; did you mean '--runs'?", "\(result)")
        #expect(result.stderr.contains("--help"), "\(result)")
    }

    /// A suite with a broken scenario: 65, the problem in compiler form on
    /// stderr, and nothing run (no report).
    @Test(arguments: [[], ["validate"], ["list"]])
    func brokenScenario(_ subcommand: [String]) async throws {
        let suite = Harness.fixture("Broken")
        let options = subcommand.isEmpty ? ["--output", "out"] : []
        let result = try await Harness.run(subcommand + [suite] + options)
        #expect(result.status == 65, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        let located = result.stderrLines.filter { line in
            line.range(of: #"^[^:]+:[0-9]+:[0-9]+: error: "#, options: .regularExpression) != nil
        }
        #expect(!located.isEmpty, "no file:line:column: error: on stderr: \(result)")
        #expect(result.stderr.contains("counter.yaml:15:"), "\(result)")
        #expect(result.stderr.contains("IncreaseCounterIntnt"), "\(result)")
        #expect(result.stderr.contains("did you mean 'IncreaseCounterIntent'?"), "\(result)")
        #expect(result.stderr.contains("nothing was run"), "\(result)")
        #expect(!Harness.exists(result.folder.appendingPathComponent("out")), "reports were written")
        #expect(!Harness.exists(result.folder.appendingPathComponent("Reports")), "reports were written")
    }

    /// An evaluate.yaml with an unknown key: 65, its location and a suggestion.
    @Test func badConfiguration() async throws {
        let suite = Harness.fixture("BadConfig")
        let result = try await Harness.run([suite])
        #expect(result.status == 65, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        #expect(result.stderr.contains("evaluate.yaml:3:1: error:"), "\(result)")
        #expect(result.stderr.contains("'rnus'"), "\(result)")
        #expect(result.stderr.contains("did you mean 'runs'?"), "\(result)")
        #expect(!Harness.exists(result.folder.appendingPathComponent("Reports")))
    }

    @Test(arguments: [Harness.samples, Harness.fixture("Tally")])
    func validate(_ suite: String) async throws {
        let result = try await Harness.run(["validate", suite])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("are valid"), "\(result)")
        #expect(!result.stderr.contains("error"), "\(result)")
        #expect(!Harness.exists(result.folder.appendingPathComponent("Reports")), "validate wrote reports")
    }

    @Test func validateCountsTheSamples() async throws {
        let result = try await Harness.run(["validate", Harness.samples])
        #expect(result.stdout.hasPrefix("43 scenarios in "), "\(result)")
        #expect(result.stdout.contains("and 6 apps are valid"), "\(result)")
    }

    struct ListCase: CustomTestStringConvertible, Sendable {
        var options: [String]
        var ids: [String]
        var testDescription: String { options.isEmpty ? "(all)" : options.joined(separator: " ") }
    }

    @Test(arguments: [
        ListCase(options: [], ids: ["counter.yaml#increase", "counter.yaml#twice", "counter.yaml#reset", "counter.yaml#add-one"]),
        ListCase(options: ["--tag", "smoke"], ids: ["counter.yaml#increase", "counter.yaml#add-one"]),
        ListCase(options: ["--tag", "foreground"], ids: ["counter.yaml#add-one"]),
        ListCase(options: ["--tag", "foreground", "--tag", "smoke"], ids: ["counter.yaml#increase", "counter.yaml#add-one"]),
        ListCase(options: ["--tag", "counter"], ids: ["counter.yaml#increase", "counter.yaml#twice", "counter.yaml#reset", "counter.yaml#add-one"]),
        ListCase(options: ["--filter", "#(reset|twice)$"], ids: ["counter.yaml#twice", "counter.yaml#reset"]),
        ListCase(options: ["--filter", "i[cn]"], ids: ["counter.yaml#increase", "counter.yaml#twice"]),
        ListCase(options: ["--filter", "#increase$"], ids: ["counter.yaml#increase"]),
        ListCase(options: ["--filter", "e", "--tag", "smoke"], ids: ["counter.yaml#increase", "counter.yaml#add-one"]),
        ListCase(options: ["--filter", "twice", "--tag", "smoke"], ids: []),
    ])
    func list(_ listing: ListCase) async throws {
        let result = try await Harness.run(["list", Harness.fixture("Tally")] + listing.options)
        if listing.ids.isEmpty {
            #expect(result.status == 64, "\(result)")
            #expect(result.stdout.isEmpty)
            return
        }
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == listing.ids.map { $0 + "\n" }.joined(), "\(result)")
        #expect(result.stderr.isEmpty, "\(result)")
    }

    @Test func listTheSamples() async throws {
        let result = try await Harness.run(["list", Harness.samples])
        #expect(result.status == 0, "\(result)")
        let ids = result.stdoutLines
        #expect(ids.count == 43)
        #expect(Set(ids).count == ids.count)
        #expect(ids.contains("Dinewell/booking.yaml#book-then-resize"))
        #expect(ids.allSatisfy { $0.contains(".yaml#") })
    }
}
