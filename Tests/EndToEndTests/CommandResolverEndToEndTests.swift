import Foundation
import JSON
import Testing

/// The command resolver through the built binary: the Greenhouse suite with
/// the rule-based example resolver of Examples/, configured in evaluate.yaml
/// the way a user would.
@Suite struct CommandResolverEndToEndTests {
    static let example = Harness.packageRoot.appendingPathComponent("Examples/rule_based_resolver.py")

    /// A copy of the Greenhouse suite with the example beside it and an
    /// evaluate.yaml naming it by a path relative to that file.
    func suite(_ configuration: String) throws -> (root: URL, suite: URL) {
        let suite = try Harness.copyOfFixture("Greenhouse")
        try FileManager.default.copyItem(at: Self.example, to: suite.appendingPathComponent("rule_based_resolver.py"))
        try configuration.write(to: suite.appendingPathComponent("evaluate.yaml"), atomically: true, encoding: .utf8)
        return (suite.deletingLastPathComponent(), suite)
    }

    @Test func theRuleBasedExamplePassesTheSuiteAndRecordsIt() async throws {
        let (root, suite) = try suite("""
            runs: 3
            jobs: 2
            resolver: { command: [python3, rule_based_resolver.py] }
            gate: { allPass: 1.0, errors: 0 }
            """)
        defer { try? FileManager.default.removeItem(at: root) }
        // Run from another folder: the program is found relative to evaluate.yaml.
        let result = try await Harness.run([suite.path, "--record", "recorded.jsonl"], in: root)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("4 scenarios × 3 runs with command (program: python3 rule_based_resolver.py, programName: rule-based example 1.0, processes: 2, seed: 0, timeout: 60 s, stderrLog: Reports/resolver-stderr.log)"), "\(result)")

        let report = try Harness.json(root.appendingPathComponent("Reports/report.json"))
        #expect(report[path: "resolver.name"] == "command")
        #expect(report[path: "resolver.program"] == "python3 rule_based_resolver.py")
        // Settings that are numbers are JSON numbers; the rest stay text.
        #expect(report[path: "resolver.processes"] == 2)
        #expect(report[path: "resolver.seed"] == 0)
        #expect(report[path: "resolver.timeout"] == "60 s")
        #expect(report[path: "metrics.allPass.passed"] == 12)
        #expect(report[path: "errors"] == 0)

        // The program's stderr is in the log beside the reports, not on the terminal.
        let log = try Harness.read(root.appendingPathComponent("Reports/resolver-stderr.log"))
        #expect(log.contains("] rule-based resolver started"))
        #expect(!result.stderr.contains("rule-based resolver started"))
        #expect(!result.stdout.contains("rule-based resolver started"))

        // The recording replays to the same results.
        let recording = try Harness.read(root.appendingPathComponent("recorded.jsonl"))
        #expect(recording.split(separator: "\n").count == 12)
        try "runs: 3\nresolver: { replay: ../recorded.jsonl }\n".write(to: suite.appendingPathComponent("evaluate.yaml"), atomically: true, encoding: .utf8)
        let replayed = try await Harness.run([suite.path, "--output", "Replayed", "--gate", "allPass=1"], in: root)
        #expect(replayed.status == 0, "\(replayed)")
        #expect(try Harness.json(root.appendingPathComponent("Replayed/report.json"))[path: "metrics"] == report[path: "metrics"])
    }

    /// A program that breaks costs its runs, as error runs naming why; a
    /// program that cannot be found stops evaluate before anything runs.
    @Test func aBrokenProgramCostsRunsAndAMissingOneStopsEverything() async throws {
        let (root, suite) = try suite("resolver: { command: [python3, -c, 'import sys; sys.stdin.readline(); print(\"hello\", flush=True)'] }\nruns: 1\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try await Harness.run([suite.path], in: root)
        #expect(result.status == 70, "\(result)")
        #expect(result.stderr.contains("evaluate: error: the resolver could not start: the resolver program answered the hello with a line that is not JSON"), "\(result)")

        try "resolver: { command: [no-such-resolver-program, --flag] }\n".write(to: suite.appendingPathComponent("evaluate.yaml"), atomically: true, encoding: .utf8)
        let missing = try await Harness.run([suite.path], in: root)
        #expect(missing.status == 65, "\(missing)")
        #expect(missing.stderr.contains("evaluate: error: cannot find the resolver program 'no-such-resolver-program' in PATH"), "\(missing)")
    }
}
