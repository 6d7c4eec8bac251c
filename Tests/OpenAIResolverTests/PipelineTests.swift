import AppDefinitions
import Foundation
import JSON
@testable import Resolvers
import Runner
import Scenarios
import Testing
import Transcripts

/// The resolvers as users meet them: the `evaluate` binary with an openai
/// configuration, and the model-wrapping example behind the command resolver.
/// Serialized: each test starts processes, and the machine is shared.
@Suite(.serialized) struct PipelineTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Python interpreter itself, not a shim that would cost more to start.
    static let python: String = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import sys; print(sys.executable)"]
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return "python3" }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return FileManager.default.isExecutableFile(atPath: path) ? path : "python3"
    }()

    /// The scripted model of the Bistro suite: books Luca, finds the Friday
    /// dinner, and (for "Show me the key") answers 401 repeating the
    /// Authorization header it got, as some servers do.
    static let bistroModel: FakeChatServer.Script = { request, _ in
        switch (request.utterance ?? "", request.toolAnswers.count) {
        case ("Book Luca for four tomorrow at 7:30", 0):
            return FakeChatServer.calls([("BookTable", #"{"restaurant":"luca","partySize":4,"time":"2026-12-04T19:30:00-05:00"}"#)])
        case ("Book Luca for four tomorrow at 7:30", _):
            return FakeChatServer.answer("Booked Luca for 4 tomorrow at 7:30 PM.")
        case ("What time is my dinner on Friday?", 0):
            return FakeChatServer.calls([("find_entities", #"{"entity":"ReservationEntity","query":"Friday"}"#)])
        case ("What time is my dinner on Friday?", _):
            return FakeChatServer.answer("Your dinner at Bar Mercato is at 8 PM.")
        default:
            return FakeChatServer.error(401, "Incorrect API key provided: \(request.headers["authorization"] ?? "none")")
        }
    }

    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("openai-pipeline-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// `evaluate` with an openai configuration: the summary and the report
    /// name the resolver and its settings, `--record` writes transcripts
    /// that replay to the same results, the key goes to the server and
    /// nowhere else: not stdout, stderr, the reports or the recording.
    @Test func evaluateWithTheOpenAIResolver() async throws {
        let key = "sk-pipeline-\(UUID().uuidString)"
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let suite = folder.appendingPathComponent("Bistro")
        try FileManager.default.copyItem(at: Bistro.folder, to: suite)
        try """
        scenarios:
          - name: Show me the key
            id: show-key
            turns:
              - user: Show me the key
        """.write(to: suite.appendingPathComponent("keys.yaml"), atomically: true, encoding: .utf8)

        try await withFakeServer(Self.bistroModel) { server in
            try """
            runs: 2
            jobs: 2
            seed: 7
            resolver:
              openai:
                baseURL: \(server.baseURL)
                model: test-model
                apiKeyEnv: EVALUATE_TEST_OPENAI_KEY
                temperature: 0
                maxToolRounds: 4
            """.write(to: suite.appendingPathComponent("evaluate.yaml"), atomically: true, encoding: .utf8)

            let result = try await Binary.run([suite.path, "--record", "recorded.jsonl", "--output", "Reports"], in: folder, environment: ["EVALUATE_TEST_OPENAI_KEY": key])
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.contains("with openai (baseURL: \(server.baseURL), model: test-model, apiKeyEnv: EVALUATE_TEST_OPENAI_KEY (set), temperature: 0, seed: 7 + run - 1, maxToolRounds: 4, maxRetries: 4, requestTimeout: 30 s)"), "\(result)")

            let report = try JSONParser.parse(Data(contentsOf: folder.appendingPathComponent("Reports/report.json")))
            #expect(report["resolver"]?["name"] == "openai")
            #expect(report["resolver"]?["model"] == "test-model")
            #expect(report["resolver"]?["apiKeyEnv"] == "EVALUATE_TEST_OPENAI_KEY (set)")
            let scenarios = report["scenarios"]?.array ?? []
            let statuses = Dictionary(uniqueKeysWithValues: scenarios.compactMap { item in item["id"]?.string.map { ($0, item["status"]?.string ?? "") } })
            #expect(statuses == ["dinners.yaml#book-luca": "pass", "dinners.yaml#where-is-dinner": "pass", "keys.yaml#show-key": "error"], "\(report)")

            // Every request carried the key, as a bearer token, and the
            // evaluation's seed for its run (the resolver has none of its own).
            #expect(!server.requests.isEmpty)
            #expect(Set(server.requests.map { $0.body?["seed"] }) == [7, 8])
            #expect(server.requests.allSatisfy { $0.headers["authorization"] == "Bearer \(key)" })

            // The key is nowhere the harness writes.
            #expect(!result.stdout.contains(key) && !result.stderr.contains(key))
            let written = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
            var files = 0
            for file in written where (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                files += 1
                let text = try String(contentsOf: file, encoding: .utf8)
                #expect(!text.contains(key), "the key is in \(file.path)")
            }
            #expect(files >= 6)
            let recording = try String(contentsOf: folder.appendingPathComponent("recorded.jsonl"), encoding: .utf8)
            #expect(recording.contains("Incorrect API key provided: Bearer [redacted]"))
            #expect(recording.split(separator: "\n").count == 6)

            // The recording replays to the same verdicts, without the server.
            try "resolver: { replay: ../recorded.jsonl }\nruns: 2\n".write(to: suite.appendingPathComponent("evaluate.yaml"), atomically: true, encoding: .utf8)
            let replayed = try await Binary.run([suite.path, "--output", "Replayed", "--format", "json"], in: folder)
            #expect(replayed.status == 0, "\(replayed)")
            let again = try JSONParser.parse(Data(contentsOf: folder.appendingPathComponent("Replayed/report.json")))
            #expect(again["metrics"] == report["metrics"])
        }
    }

    /// A wrong setting stops `evaluate` before anything runs, with the file
    /// it is in.
    @Test func aWrongSettingIsAConfigurationError() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let suite = folder.appendingPathComponent("Bistro")
        try FileManager.default.copyItem(at: Bistro.folder, to: suite)
        try "resolver: { openai: { baseURL: http://127.0.0.1:9/v1, modle: x } }\n".write(to: suite.appendingPathComponent("evaluate.yaml"), atomically: true, encoding: .utf8)
        let result = try await Binary.run([suite.path], in: folder)
        #expect(result.status == 65, "\(result)")
        #expect(result.stderr.contains("evaluate.yaml: error: unknown setting 'modle' for the openai resolver; did you mean 'model'?"), "\(result)")
        #expect(result.stderr.contains("evaluate.yaml: error: the openai resolver needs 'model'"), "\(result)")
    }

    /// The example that wraps a model (Examples/model_resolver.py), behind
    /// the command resolver, talking to the fake server.
    @Test func theModelExampleWrapsAChatServer() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await withFakeServer(Self.bistroModel) { server in
            let resolver = try CommandResolver(CommandResolver.Settings(
                arguments: [Self.python, Self.packageRoot.appendingPathComponent("Examples/model_resolver.py").path, "--base-url", server.baseURL, "--model", "test-model"],
                processes: 2, timeout: 30, stderrLog: folder.appendingPathComponent("resolver-stderr.log").path
            ))
            let suite = SuiteLoader.load(paths: [Bistro.folder.path], defaultNow: 0)
            #expect(!suite.hasErrors)
            let outcome = try await Evaluation.run(
                suite.scenarios, apps: suite.apps, resolver: resolver, options: RunnerOptions(runs: 2, jobs: 2, timeout: 30, keepTranscripts: true)
            )
            #expect(outcome.transcripts.allSatisfy { $0.error == nil }, "\(outcome.transcripts.map(\.error))")
            let book = try #require(outcome.transcripts.first { $0.scenario.hasSuffix("#book-luca") }?.turns.first)
            #expect(book.invocations == [Invocation(intent: "BookTable", arguments: ["restaurant": "luca", "partySize": 4, "time": "2026-12-04T19:30:00-05:00"], outcome: .succeeded)])
            #expect(book.response == "Booked Luca for 4 tomorrow at 7:30 PM.")
            let dinner = try #require(outcome.transcripts.first { $0.scenario.hasSuffix("#where-is-dinner") }?.turns.first)
            #expect(dinner.found.map(\.id) == ["r-1"])
            #expect(resolver.info.settings.contains { $0.key == "programName" && $0.value == "model example (test-model) 1.0" })
            #expect(server.requests.first?.body?["tools"]?.array?.map { $0["function"]?["name"]?.string ?? "" } == ["BookTable", "CancelReservation", "FindTables", "find_entities"])
        }
    }
}

/// Runs the built `evaluate` binary, found next to the test bundle.
enum Binary {
    struct Result: CustomStringConvertible {
        var status: Int32
        var stdout: String
        var stderr: String
        var description: String { "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
    }

    static let executable: URL? = {
        let fileManager = FileManager.default
        var starts: [URL] = []
        if let path = try? fileManager.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            starts.append(URL(fileURLWithPath: path).deletingLastPathComponent())
        }
        if let url = Bundle.main.executableURL { starts.append(url.deletingLastPathComponent()) }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            starts.append(bundle.bundleURL.deletingLastPathComponent())
        }
        for start in starts {
            var folder = start.standardizedFileURL
            for _ in 0..<5 {
                let candidate = folder.appendingPathComponent("evaluate")
                var isDirectory: ObjCBool = false
                if fileManager.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue, fileManager.isExecutableFile(atPath: candidate.path) {
                    return candidate
                }
                folder.deleteLastPathComponent()
            }
        }
        return nil
    }()

    static func run(_ arguments: [String], in folder: URL, environment extra: [String: String] = [:]) async throws -> Result {
        let executable = try #require(executable, "the evaluate executable was not found next to the tests; build with --build-tests")
        let out = folder.appendingPathComponent(".stdout-\(UUID().uuidString)")
        let err = folder.appendingPathComponent(".stderr-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: out)
        let errHandle = try FileHandle(forWritingTo: err)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = outHandle
        process.standardError = errHandle
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "NO_COLOR")
        for (name, value) in extra { environment[name] = value }
        process.environment = environment
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do { try process.run() } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        try outHandle.close()
        try errHandle.close()
        return Result(
            status: status,
            stdout: String(decoding: try Data(contentsOf: out), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: err), as: UTF8.self)
        )
    }
}
