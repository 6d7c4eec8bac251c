import Foundation
import Testing

/// Every problem of a suite in one attempt: all of evaluate.yaml's, with the
/// scenarios' and the recordings', each with file, line and column, and
/// nothing run.
@Suite struct ValidationTests {
    /// A suite in a fresh folder: the Tally app, `counter.yaml` and
    /// `evaluate.yaml` as given, and the Tally recording.
    func suite(configuration: String, scenarios: String? = nil) throws -> URL {
        let folder = try Harness.temporaryFolder().appendingPathComponent("Suite")
        try FileManager.default.copyItem(at: Harness.fixtures.appendingPathComponent("Tally"), to: folder)
        try configuration.write(to: folder.appendingPathComponent("evaluate.yaml"), atomically: true, encoding: .utf8)
        if let scenarios { try scenarios.write(to: folder.appendingPathComponent("counter.yaml"), atomically: true, encoding: .utf8) }
        return folder
    }

    static let brokenScenarios = """
        scenarios:
          - name: Increase the counter
            id: increase
            turns:
              - user: Increase the counter in Tally
                calls: [IncreaseCounterIntnt]
        """

    /// `runs: 0` and a wrong gate and a scenario with a misspelt intent:
    /// three configuration errors and the scenario's, all reported, and 65.
    @Test(arguments: [[], ["validate"], ["list"]])
    func everyProblemAtOnce(_ subcommand: [String]) async throws {
        let suite = try suite(configuration: """
            runs: 0
            resolver: { replay: recorded.jsonl }
            gate:
              errors: -1
              allPas: 0.5
              intentsAllPass: 0.8
            """, scenarios: Self.brokenScenarios)
        let result = try await Harness.run(subcommand + [suite.path] + (subcommand.isEmpty ? ["--output", "out"] : []))
        #expect(result.status == 65, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        let configuration = suite.appendingPathComponent("evaluate.yaml").path
        for expected in [
            "\(configuration):1:7: error: 'runs' must be at least 1, found 0",
            "\(configuration):4:3: error: errors takes a maximum count, a whole number of at least 0, not -1",
            "\(configuration):5:3: error: unknown metric 'allPas'; did you mean 'allPass'?",
        ] {
            #expect(result.stderrLines.contains(expected), "missing \(expected): \(result)")
        }
        #expect(result.stderr.contains("counter.yaml:6:"), "\(result)")
        #expect(result.stderr.contains("IncreaseCounterIntnt"), "\(result)")
        #expect(result.stderrLines.last == "evaluate: 4 errors in 2 files; nothing was run", "\(result)")
        #expect(!Harness.exists(result.folder.appendingPathComponent("out")))
        #expect(!Harness.exists(result.folder.appendingPathComponent("Reports")))
    }

    /// A configuration problem alone still stops everything.
    @Test func configurationProblemAlone() async throws {
        let suite = try suite(configuration: "runs: 3\nresolver: { replay: recorded.jsonl }\ngate: { passHatK: 0.5 }\n")
        let result = try await Harness.run([suite.path])
        #expect(result.status == 65, "\(result)")
        #expect(result.stderr.contains("evaluate.yaml:3:9: error: 'passHatK' needs a k, as in 'passHatK.3'"), "\(result)")
        #expect(result.stderrLines.last == "evaluate: 1 error in 1 file; nothing was run", "\(result)")
        #expect(!Harness.exists(result.folder.appendingPathComponent("Reports")))
    }

    struct RecordingCase: Sendable, CustomTestStringConvertible {
        var name: String
        /// Replaces the second line of recorded.jsonl, or removes the file when nil.
        var secondLine: String?
        var messages: [String]
        var testDescription: String { name }
    }

    /// `validate` reads the recordings a run would replay: a broken one is
    /// invalid input, as it is for a run, with its line and column.
    @Test(arguments: [
        RecordingCase(name: "not JSON", secondLine: "{\"scenario\": \"counter.yaml#increase\", \"run\": 2, \"turns\": [}",
                      messages: ["recorded.jsonl:2:59: error: "]),
        RecordingCase(name: "not a transcript", secondLine: "{\"scenario\": \"counter.yaml#increase\"}", messages: ["recorded.jsonl:2:"]),
        RecordingCase(name: "missing", secondLine: nil, messages: ["recorded.jsonl: error: cannot read the recording"]),
    ])
    func validateReadsTheRecordings(_ test: RecordingCase) async throws {
        let suite = try suite(configuration: "runs: 3\nresolver: { replay: recorded.jsonl }\n")
        let file = suite.appendingPathComponent("recorded.jsonl")
        if let line = test.secondLine {
            var lines = try Harness.read(file).split(separator: "\n").map(String.init)
            lines[1] = line
            try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        } else {
            try FileManager.default.removeItem(at: file)
        }
        let validated = try await Harness.run(["validate", suite.path])
        #expect(validated.status == 65, "\(validated)")
        #expect(validated.stdout.isEmpty, "\(validated)")
        for message in test.messages { #expect(validated.stderr.contains(message), "\(validated)") }
        #expect(validated.stderrLines.last == "evaluate: 1 error in 1 file; nothing was run", "\(validated)")
        // A run says the same.
        let run = try await Harness.run([suite.path, "--output", "out"])
        #expect(run.status == 65, "\(run)")
        for message in test.messages { #expect(run.stderr.contains(message), "\(run)") }
    }

    /// A broken recording is listed with the other problems when nothing can
    /// run anyway.
    @Test func brokenRecordingWithBrokenScenarios() async throws {
        let suite = try suite(configuration: "runs: 3\nresolver: { replay: recorded.jsonl }\n", scenarios: Self.brokenScenarios)
        try "{\"scenario\": 1}\n".write(to: suite.appendingPathComponent("recorded.jsonl"), atomically: true, encoding: .utf8)
        let result = try await Harness.run([suite.path])
        #expect(result.status == 65, "\(result)")
        #expect(result.stderr.contains("IncreaseCounterIntnt"), "\(result)")
        #expect(result.stderr.contains("recorded.jsonl:1:"), "\(result)")
        #expect(result.stderrLines.last == "evaluate: 2 errors in 2 files; nothing was run", "\(result)")
    }

    /// What a run would find stale or missing is a warning of `validate`,
    /// which still succeeds.
    @Test func validateWarnsOfStaleAndMissingRecordings() async throws {
        let result = try await Harness.run(["validate", Harness.fixture("Stale")])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("evaluate: warning: stale recording: 'counter.yaml#twice' in"), "\(result)")
        #expect(result.stderr.contains("evaluate: warning: stale recording: turn 1 was recorded as \"Increase the counter in Tally\" but the scenario now says \"Please increase the counter in Tally\" ('counter.yaml#increase' in "), "\(result)")
        #expect(result.stderr.contains("evaluate: warning: no recording of 'counter.yaml#brand-new'; its runs would be error runs"), "\(result)")
        #expect(!result.stderr.contains("error:"), "\(result)")
        #expect(result.stdout.contains("are valid, and so is the recording (3 warnings)"), "\(result)")

        let quiet = try await Harness.run(["validate", Harness.fixture("Stale"), "--quiet"])
        #expect(quiet.status == 0, "\(quiet)")
        #expect(quiet.stderr.isEmpty, "\(quiet)")
    }

    @Test func validateWarnsOfRunsNotRecorded() async throws {
        let suite = try suite(configuration: "runs: 5\nresolver: { replay: recorded.jsonl }\n")
        let result = try await Harness.run(["validate", suite.path])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("evaluate: warning: 'counter.yaml#increase' has no recording of runs 4, 5 of the 5 configured; they would be error runs"), "\(result)")
        let recorded = try await Harness.run(["validate", Harness.fixture("Tally")])
        #expect(recorded.stdout.hasSuffix("are valid, and so is the recording\n"), "\(recorded)")
        #expect(recorded.stderr.isEmpty, "\(recorded)")
    }
}
