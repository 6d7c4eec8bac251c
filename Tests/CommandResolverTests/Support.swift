import AppDefinitions
import Foundation
import JSON
@testable import Resolvers
import Runner
import Scenarios
import Testing
import Transcripts

/// Paths, scenarios and evaluations shared by the command resolver's tests.
enum Support {
    /// The package root, from this file's path (Tests/CommandResolverTests/Support.swift).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// A program whose utterances tell it how to misbehave.
    static let scripted = fixtures.appendingPathComponent("scripted_resolver.py").path

    /// The Python interpreter itself. `python3` on PATH may be a shim (pyenv)
    /// that costs several times the interpreter's start-up, and these tests
    /// start dozens of programs on a machine that other tests share.
    static let python: String = {
        guard let shim = try? ProgramLookup.resolve("python3", searchPath: ProcessInfo.processInfo.environment["PATH"], workingDirectory: nil) else {
            return "python3"
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: shim)
        process.arguments = ["-c", "import sys; print(sys.executable)"]
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return "python3" }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return FileManager.default.isExecutableFile(atPath: path) ? path : "python3"
    }()

    static let ruleBasedExample = packageRoot.appendingPathComponent("Examples/rule_based_resolver.py").path

    static let greenhouse = packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/Greenhouse").path

    static let app = AppDefinition(
        name: "Echo",
        intents: [Intent(identifier: "Echo", title: "Echo", parameters: [Parameter(name: "text", title: "Text", type: .string)])]
    )

    static let context = ScenarioContext(
        now: 1_796_400_000, timeZone: TimeZone(identifier: "America/New_York")!, foreground: true,
        onScreen: [EntityReference(entity: "NoteEntity", id: "n-1")]
    )

    /// A scenario of plain utterances, graded on nothing.
    static func scenario(_ id: String, _ utterances: [String]) -> Scenario {
        Scenario(
            id: id, fullID: "echo.yaml#\(id)", name: id, file: "echo.yaml", path: "echo.yaml", line: 1, tags: [],
            context: context, app: 0, turns: utterances.map { Turn(utterance: $0, line: 1) }
        )
    }

    /// A fresh temporary folder, removed by `body`'s end.
    static func withTemporaryFolder<T>(_ body: (URL) async throws -> T) async throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("command-resolver-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try await body(folder)
    }

    /// A command resolver running the scripted program with `options`.
    static func scriptedResolver(_ options: [String] = [], in folder: URL, jobs: Int = 1, timeout: Double = 30) throws -> CommandResolver {
        try CommandResolver(CommandResolver.Settings(
            arguments: [python, scripted] + options, processes: jobs, seed: 7, timeout: timeout,
            stderrLog: folder.appendingPathComponent("Reports/resolver-stderr.log").path
        ))
    }

    static func evaluate(
        _ scenarios: [Scenario], with resolver: any Resolver, apps: [AppDefinition] = [app], runs: Int = 1, jobs: Int = 1, timeout: Double = 30
    ) async throws -> Evaluation.Outcome {
        try await Evaluation.run(
            scenarios, apps: apps, resolver: resolver,
            options: RunnerOptions(runs: runs, jobs: jobs, timeout: timeout, keepTranscripts: true)
        )
    }

    static func log(in folder: URL) -> String {
        (try? String(contentsOf: folder.appendingPathComponent("Reports/resolver-stderr.log"), encoding: .utf8)) ?? ""
    }
}
