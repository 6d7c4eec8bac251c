import AppDefinitions
import Foundation
import JSON
@testable import Resolvers
import Runner
import Scenarios
import Testing
import Transcripts

/// Serialized: each test starts Python programs, and the machine is shared.
@Suite(.serialized) struct CommandResolverTests {
    // MARK: The protocol

    /// The program is told the app, the context and the utterances, in the
    /// messages of resolver-protocols.md, and nothing else (no expectations).
    @Test func theProgramGetsTheProtocolMessagesAndNeverTheExpectations() async throws {
        try await Support.withTemporaryFolder { folder in
            let received = folder.appendingPathComponent("received.jsonl")
            let resolver = try Support.scriptedResolver(["--log", received.path], in: folder)
            let outcome = try await Support.evaluate([Support.scenario("two-turns", ["Hello there", "And again"])], with: resolver, runs: 2)
            #expect(outcome.transcripts.allSatisfy { $0.error == nil }, "\(outcome.transcripts.map(\.error))")
            #expect(outcome.transcripts.first?.turns.map(\.response) == ["you said: Hello there", "you said: And again"])

            let messages = try JSONLines.values([UInt8](Data(contentsOf: received))).compactMap(\.object)
            #expect(messages.map { $0["type"]?.string ?? "" } == ["hello", "begin", "turn", "turn", "end", "begin", "turn", "turn", "end"])
            let keys: [String: [String]] = [
                "hello": ["type", "protocol", "seed", "apps"],
                "begin": ["type", "scenario", "run", "app", "context"],
                "turn": ["type", "scenario", "run", "turn", "utterance"],
                "end": ["type", "scenario", "run"],
            ]
            for message in messages {
                #expect(message.keys == keys[message["type"]?.string ?? ""], "\(message)")
            }
            let hello = messages[0]
            #expect(hello["protocol"] == 1)
            #expect(hello["seed"] == 7)
            #expect(hello["apps"]?["Echo"] == Support.app.json)
            let begin = messages[1]
            #expect(begin["scenario"] == "echo.yaml#two-turns")
            #expect(begin["run"] == 1)
            #expect(begin["app"] == "Echo")
            #expect(begin["context"] == Support.context.json)
            #expect(messages[3]["turn"] == 2)
            #expect(messages[3]["utterance"] == "And again")
            #expect(messages[5]["run"] == 2)
            // The trace, invocations and the utterance the harness adds come through.
            let turn = try #require(outcome.transcripts.first?.turns.first)
            #expect(turn.utterance == "Hello there")
            #expect(turn.invocations == [Invocation(intent: "Echo", arguments: ["text": "Hello there"], outcome: .succeeded)])
            #expect(turn.trace?["pid"]?.int != nil)
        }
    }

    /// No shell: each argument arrives as it was written, spaces, quotes,
    /// `$` and globs included.
    @Test func argumentsReachTheProgramAsWrittenWithoutAShell() async throws {
        try await Support.withTemporaryFolder { folder in
            let arguments = ["two words", "$HOME", "*", "it's; rm -rf /", "`date`", ""]
            let resolver = try Support.scriptedResolver(arguments, in: folder)
            let outcome = try await Support.evaluate([Support.scenario("args", ["args"])], with: resolver)
            let response = try #require(outcome.transcripts.first?.turns.first?.response)
            #expect(try JSONParser.parse(response) == .array(arguments.map(JSONValue.string)))
        }
    }

    /// The context keys of a scenario, `now` as ISO 8601 at its offset.
    @Test func contextAsJSON() throws {
        let context = ScenarioContext(
            now: 1_796_400_000, timeZone: TimeZone(identifier: "America/New_York")!, locale: "en_GB", foreground: true, locked: true,
            onScreen: [EntityReference(entity: "RestaurantEntity", id: "luca-soho")],
            liveActivity: EntityReference(entity: "ReservationEntity", id: "r-1001")
        )
        #expect(context.json.serialized() == #"{"now":"2026-12-04T11:00:00-05:00","timeZone":"America/New_York","locale":"en_GB","foreground":true,"locked":true,"onScreen":[{"entity":"RestaurantEntity","id":"luca-soho"}],"liveActivity":{"entity":"ReservationEntity","id":"r-1001"}}"#)
        #expect(ScenarioContext(now: 0).json["liveActivity"] == .null)
    }

    // MARK: Failures cost one run

    struct Failure: Sendable, CustomTestStringConvertible {
        var utterance: String
        var message: [String]
        /// The copy is out of step and must be replaced.
        var replaced: Bool
        var testDescription: String { "'\(utterance)'" }
    }

    static let failures = [
        Failure(utterance: "garbage", message: ["turn 1: the resolver program answered the turn with a line that is not JSON", "'this is not json'"], replaced: true),
        Failure(utterance: "bad transcript", message: ["turn 1: the resolver program's answer is not a transcript turn: invocations[0].outcome: unknown outcome 'done'"], replaced: false),
        Failure(utterance: "wrong type", message: [#"turn 1: the resolver program answered the turn with a "ok" message; expected "turn""#], replaced: true),
        Failure(utterance: "error", message: ["turn 1: the model is unavailable"], replaced: false),
        Failure(utterance: "exit", message: ["turn 1: the resolver program exited with status 3", "'fatal: out of memory'", "resolver-stderr.log"], replaced: true),
        Failure(utterance: "hang", message: ["turn 1: the resolver timed out after 3 s"], replaced: true),
    ]

    /// A program that answers wrongly, exits or hangs costs the run in
    /// flight, with a message naming what happened; the runs after it go on
    /// (with a fresh copy when the old one is out of step).
    @Test(arguments: failures)
    func aMisbehavingProgramCostsOnlyItsRun(_ failure: Failure) async throws {
        try await Support.withTemporaryFolder { folder in
            let resolver = try Support.scriptedResolver(in: folder, timeout: 3)
            let scenarios = [Support.scenario("bad", [failure.utterance]), Support.scenario("good", ["pid", "Hello"])]
            let outcome = try await Support.evaluate(scenarios, with: resolver, runs: 2, timeout: 3)
            let bad = outcome.transcripts.filter { $0.scenario == "echo.yaml#bad" }
            let good = outcome.transcripts.filter { $0.scenario == "echo.yaml#good" }
            #expect(bad.count == 2)
            for transcript in bad {
                let error = try #require(transcript.error)
                for part in failure.message { #expect(error.contains(part), "\(error)") }
                #expect(transcript.turns.isEmpty)
            }
            #expect(good.map(\.error) == [nil, nil])
            #expect(good.allSatisfy { $0.turns.last?.response == "you said: Hello" })
            let replaced = resolver.info.settings.first { $0.key == "restarts" }
            #expect((replaced != nil) == failure.replaced, "\(resolver.info.settings)")
            if failure.replaced { #expect(replaced?.value.hasPrefix("2 ") == true) }
            let log = Support.log(in: folder)
            #expect(log.components(separatedBy: "] started: ").count - 1 == (failure.replaced ? 3 : 1), "\(log)")
        }
    }

    /// `{"type":"error"}` to `begin` is an error run; no `end` follows, and
    /// the next run begins on the same copy.
    @Test func anErrorAtBeginCostsTheRunAndTheCopyGoesOn() async throws {
        try await Support.withTemporaryFolder { folder in
            let received = folder.appendingPathComponent("received.jsonl")
            let resolver = try Support.scriptedResolver(["--log", received.path], in: folder)
            let outcome = try await Support.evaluate([Support.scenario("begin-error", ["Hi"]), Support.scenario("fine", ["Hi"])], with: resolver)
            #expect(outcome.transcripts.map(\.error) == ["cannot begin this one", nil])
            let types = try JSONLines.values([UInt8](Data(contentsOf: received))).compactMap { $0["type"]?.string }
            #expect(types == ["hello", "begin", "begin", "turn", "end"])
            #expect(!resolver.info.settings.contains { $0.key == "restarts" })
        }
    }

    /// A program that exits when the whole evaluation starts, or does not say
    /// `ready`, stops it before any run, with what it said.
    @Test(arguments: [
        (["--exit-at-start"], ["exited with status 2", "cannot start: no model configured"]),
        (["--no-ready"], [#"answered the hello with a "ok" message; expected "ready""#]),
    ])
    func aProgramThatCannotStartStopsTheEvaluation(options: [String], message: [String]) async throws {
        try await Support.withTemporaryFolder { folder in
            let resolver = try Support.scriptedResolver(options, in: folder)
            do {
                _ = try await Support.evaluate([Support.scenario("any", ["Hi"])], with: resolver)
                Issue.record("the evaluation ran")
            } catch let error as ResolverError {
                for part in message { #expect(error.message.contains(part), "\(error.message)") }
            }
            await resolver.shutdown()
        }
    }

    // MARK: Processes

    /// One copy per job: runs in flight at once each have their own copy
    /// (they meet at a barrier only if they run together), and no more
    /// copies start than there are jobs.
    @Test func eachJobHasItsOwnCopy() async throws {
        try await Support.withTemporaryFolder { folder in
            let barrier = folder.appendingPathComponent("barrier")
            try FileManager.default.createDirectory(at: barrier, withIntermediateDirectories: true)
            let resolver = try Support.scriptedResolver(in: folder, jobs: 3, timeout: 60)
            let scenarios = (1...3).map { Support.scenario("meet-\($0)", ["barrier \(barrier.path) 3"]) }
                + (1...6).map { Support.scenario("pid-\($0)", ["pid"]) }
            let outcome = try await Support.evaluate(scenarios, with: resolver, jobs: 3, timeout: 60)
            #expect(outcome.transcripts.allSatisfy { $0.error == nil })
            #expect(outcome.transcripts.prefix(3).map { $0.turns.first?.response } == ["together", "together", "together"])
            let pids = Set(outcome.transcripts.dropFirst(3).compactMap { $0.turns.first?.response })
            #expect(!pids.isEmpty && pids.count <= 3)
            #expect(try FileManager.default.contentsOfDirectory(atPath: barrier.path).count == 3)
            #expect(Support.log(in: folder).components(separatedBy: "] started: ").count - 1 == 3)
        }
    }

    /// What programs print on stderr goes to the log beside the reports,
    /// marked with the copy it came from, with when each started and ended.
    @Test func stderrGoesToTheLog() async throws {
        try await Support.withTemporaryFolder { folder in
            let resolver = try Support.scriptedResolver(in: folder)
            let outcome = try await Support.evaluate([Support.scenario("shout", ["shout"])], with: resolver)
            #expect(outcome.transcripts.first?.turns.first?.response == "shouted")
            let lines = Support.log(in: folder).split(separator: "\n").map(String.init)
            #expect(lines.count == 3, "\(lines)")
            #expect(lines.first?.hasPrefix("[process 1, pid ") == true)
            #expect(lines.first?.hasSuffix("] started: \(Support.python) \(Support.scripted)") == true)
            #expect(lines.dropFirst().first?.hasSuffix("] debug: shouting from the resolver") == true)
            #expect(lines.last?.hasSuffix("] exited with status 0") == true)
        }
    }

    @Test func infoNamesTheProgramAndItsSettings() async throws {
        try await Support.withTemporaryFolder { folder in
            let resolver = try Support.scriptedResolver(["--label", "x y"], in: folder, jobs: 2, timeout: 4.5)
            _ = try await resolver.prepare(apps: [Support.app], scenarios: [ScenarioOutline(id: "a", utterances: ["x"])])
            await resolver.shutdown()
            #expect(resolver.info.name == "command")
            #expect(resolver.info.settings.map { "\($0.key)=\($0.value)" } == [
                "program=\(Support.python) \(Support.scripted) --label 'x y'", "programName=scripted 2.1", "processes=2", "seed=7", "timeout=4.5 s",
                "stderrLog=\(folder.path)/Reports/resolver-stderr.log",
            ])
        }
    }

    // MARK: Finding the program

    @Test func aBareNameIsLookedUpInPath() throws {
        try Support.withTemporaryFolderSync { folder in
            let program = folder.appendingPathComponent("my-resolver")
            try Data("#!/bin/sh\n".utf8).write(to: program)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
            let plain = folder.appendingPathComponent("not-executable")
            try Data().write(to: plain)
            #expect(try ProgramLookup.resolve("my-resolver", searchPath: "/nonexistent:\(folder.path)", workingDirectory: nil) == program.path)
            #expect(try ProgramLookup.resolve("./my-resolver", searchPath: nil, workingDirectory: folder.path) == program.path)
            #expect(throws: ResolverError("cannot find the resolver program 'my-resolver' in PATH")) {
                try ProgramLookup.resolve("my-resolver", searchPath: "/nonexistent", workingDirectory: nil)
            }
            #expect(throws: ResolverError("the resolver program './not-executable' is not an executable file")) {
                _ = try ProgramLookup.resolve("./not-executable", searchPath: nil, workingDirectory: folder.path)
            }
        }
    }

    @Test func aMissingProgramIsAConfigurationError() {
        #expect(throws: ResolverError("cannot find the resolver program 'no-such-resolver-program' in PATH")) {
            _ = try CommandResolver(CommandResolver.Settings(arguments: ["no-such-resolver-program"], stderrLog: "/tmp/x.log"))
        }
    }

    // MARK: The examples

    /// The rule-based example passes the Greenhouse suite, jobs in parallel.
    @Test func theRuleBasedExamplePassesItsSuite() async throws {
        try await Support.withTemporaryFolder { folder in
            let suite = SuiteLoader.load(paths: [Support.greenhouse], defaultNow: 0)
            #expect(!suite.hasErrors)
            let resolver = try CommandResolver(CommandResolver.Settings(
                arguments: [Support.python, Support.ruleBasedExample], processes: 2, timeout: 30,
                stderrLog: folder.appendingPathComponent("Reports/resolver-stderr.log").path
            ))
            let outcome = try await Support.evaluate(suite.scenarios, with: resolver, apps: suite.apps, runs: 2, jobs: 2)
            #expect(outcome.transcripts.count == suite.scenarios.count * 2)
            for result in outcome.results {
                for run in result.runs {
                    #expect(run.error == nil, "\(result.id): \(run.error ?? "")")
                    #expect(run.verdict(.allPass) == true, "\(result.id) run \(run.run): \(run)")
                }
            }
            #expect(Support.log(in: folder).contains("rule-based resolver started"))
        }
    }
}

extension Support {
    static func withTemporaryFolderSync(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("command-resolver-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }
}
