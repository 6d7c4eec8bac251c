import Foundation
@testable import Resolvers
import Testing
import Transcripts

/// Copies that die, between runs or in one, and copies slow to start: a
/// copy found dead is replaced without costing a run, a replacement starts
/// outside every run's time limit, and the summary counts every copy
/// replaced.
extension CommandResolverTests {
    /// Answers every message, then exits after its `end`: each copy serves
    /// one run. Nothing is in flight when it exits.
    static let exitsAfterEachRun = """
        import json, sys
        for line in sys.stdin:
            kind = json.loads(line)["type"]
            if kind == "hello":
                print(json.dumps({"type": "ready"}), flush=True)
            elif kind == "turn":
                print(json.dumps({"type": "turn", "response": "fine"}), flush=True)
            else:
                print(json.dumps({"type": "ok"}), flush=True)
                if kind == "end":
                    sys.exit(0)
        """

    /// A copy that exits while idle costs no run: the next run that takes it
    /// gets a fresh copy instead, whether the old one is found dead or dies
    /// as it is sent `begin`; every copy replaced is counted.
    @Test(arguments: [1, 2])
    func aCopyThatExitsBetweenRunsCostsNoRun(jobs: Int) async throws {
        try await Support.withTemporaryFolder { folder in
            let resolver = try Support.resolver(running: Self.exitsAfterEachRun, in: folder, jobs: jobs)
            let scenarios = [Support.scenario("first", ["Hi"]), Support.scenario("second", ["Hi", "Again"])]
            let outcome = try await Support.evaluate(scenarios, with: resolver, runs: 4, jobs: jobs)
            #expect(outcome.transcripts.count == 8)
            #expect(outcome.transcripts.map(\.error) == Array(repeating: nil, count: 8))
            #expect(outcome.transcripts.allSatisfy { $0.turns.allSatisfy { $0.response == "fine" } })
            // One copy per run, and no more: each lasts one run.
            let log = Support.log(in: folder)
            #expect(Support.count("] started: ", in: log) == 8, "\(log)")
            // The copies found dead, all but those idle at the end.
            let restarts = try #require(Support.restarts(resolver), "\(resolver.info.settings)")
            #expect((8 - jobs)...7 ~= restarts)
            #expect(Support.count("] stopped: ", in: log) == restarts, "\(log)")
        }
    }

    /// Loads for a while (longer than the turn timeout) and crashes the first
    /// time it is told "crash", leaving a mark so that it never crashes again.
    static let slowToStart = """
        import json, os, sys, time
        mark = sys.argv[1]
        time.sleep(1.5)
        for line in sys.stdin:
            message = json.loads(line)
            kind = message["type"]
            if kind == "hello":
                print(json.dumps({"type": "ready"}), flush=True)
            elif kind == "turn":
                if message["utterance"] == "crash" and not os.path.exists(mark):
                    open(mark, "w").close()
                    print("fatal: crashed on purpose", file=sys.stderr, flush=True)
                    sys.exit(1)
                print(json.dumps({"type": "turn", "response": "fine"}), flush=True)
            else:
                print(json.dumps({"type": "ok"}), flush=True)
        """

    /// A program slower to start than the turn timeout: the copy that
    /// replaces a crashed one starts under the start-up timeout, before the
    /// next run, so only the run in flight at the crash is lost.
    @Test func aSlowReplacementCostsOnlyTheRunThatCrashed() async throws {
        try await Support.withTemporaryFolder { folder in
            let mark = folder.appendingPathComponent("crashed").path
            let resolver = try Support.resolver(running: Self.slowToStart, [mark], in: folder, timeout: 1)
            let scenarios = [Support.scenario("crash", ["crash"]), Support.scenario("after", ["Hi"])]
            let outcome = try await Support.evaluate(scenarios, with: resolver, runs: 3, timeout: 1)
            let errors = outcome.transcripts.map(\.error)
            #expect(errors.first??.contains("turn 1: the resolver program exited with status 1") == true, "\(errors)")
            #expect(errors.dropFirst().allSatisfy { $0 == nil }, "\(errors)")
            #expect(Support.count("] started: ", in: Support.log(in: folder)) == 2)
            #expect(Support.restarts(resolver) == 1)
        }
    }

    /// Copies that start lazily, because the runner runs more runs at once
    /// than there are scenarios, are started before any run too.
    @Test func everyJobHasACopyReadyBeforeTheFirstRun() async throws {
        try await Support.withTemporaryFolder { folder in
            let mark = folder.appendingPathComponent("crashed").path
            let resolver = try Support.resolver(running: Self.slowToStart, [mark], in: folder, jobs: 2, timeout: 1)
            let outcome = try await Support.evaluate([Support.scenario("only", ["Hi"])], with: resolver, runs: 2, jobs: 2, timeout: 1)
            #expect(outcome.transcripts.map(\.error) == [nil, nil])
            #expect(Support.count("] started: ", in: Support.log(in: folder)) == 2)
            #expect(Support.restarts(resolver) == nil)
        }
    }

    /// Crashes the first time it is told "crash"; after that, it cannot
    /// start again (it exits before reading anything).
    static let cannotRestart = """
        import json, os, sys
        mark = sys.argv[1]
        if os.path.exists(mark):
            print("cannot start: the model is gone", file=sys.stderr, flush=True)
            sys.exit(2)
        for line in sys.stdin:
            message = json.loads(line)
            kind = message["type"]
            if kind == "hello":
                print(json.dumps({"type": "ready"}), flush=True)
            elif kind == "turn" and message["utterance"] == "crash":
                open(mark, "w").close()
                sys.exit(1)
            elif kind == "turn":
                print(json.dumps({"type": "turn", "response": "fine"}), flush=True)
            else:
                print(json.dumps({"type": "ok"}), flush=True)
        """

    /// A copy that cannot be restarted costs each later run, with why, and
    /// each copy stopped while starting counts as a restart.
    @Test func copiesThatFailToStartAreCountedAndCostTheirRuns() async throws {
        try await Support.withTemporaryFolder { folder in
            let mark = folder.appendingPathComponent("crashed").path
            let resolver = try Support.resolver(running: Self.cannotRestart, [mark], in: folder)
            let scenarios = [Support.scenario("crash", ["crash"]), Support.scenario("after", ["Hi"])]
            let outcome = try await Support.evaluate(scenarios, with: resolver, runs: 2)
            let errors = outcome.transcripts.map { $0.error ?? "" }
            #expect(errors.first?.contains("turn 1: the resolver program exited with status 1") == true, "\(errors)")
            for error in errors.dropFirst() {
                #expect(error.hasPrefix("the resolver program could not be restarted: the resolver program exited with status 2"), "\(error)")
                #expect(error.contains("'cannot start: the model is gone'"), "\(error)")
            }
            // The first copy, the one its run's end started, and one per later run.
            #expect(Support.count("] started: ", in: Support.log(in: folder)) == 5)
            #expect(Support.restarts(resolver) == 5)
        }
    }

    /// Exits as soon as it is sent `begin`.
    static let diesAtBegin = """
        import json, sys
        for line in sys.stdin:
            if json.loads(line)["type"] == "hello":
                print(json.dumps({"type": "ready"}), flush=True)
            else:
                sys.exit(4)
        """

    /// A copy that dies before answering `begin` is replaced and the run goes
    /// on, but only once when the fresh copy dies too: a program that dies
    /// at every `begin` costs its runs, not an endless round of restarts.
    @Test func aProgramThatDiesAtEveryBeginCostsItsRuns() async throws {
        try await Support.withTemporaryFolder { folder in
            let resolver = try Support.resolver(running: Self.diesAtBegin, in: folder)
            let outcome = try await Support.evaluate([Support.scenario("any", ["Hi"])], with: resolver, runs: 2)
            for transcript in outcome.transcripts {
                #expect(transcript.error?.hasPrefix("the resolver program exited with status 4, before answering the begin") == true, "\(transcript)")
            }
            // Per run: the copy it found, the fresh one, and (in its end) the next run's.
            #expect(Support.count("] started: ", in: Support.log(in: folder)) == 5)
            #expect(Support.restarts(resolver) == 4)
        }
    }
}

extension Support {
    /// A command resolver running `source`, a Python program written to
    /// `folder`, with `arguments`.
    static func resolver(
        running source: String, _ arguments: [String] = [], in folder: URL, jobs: Int = 1, timeout: Double = 30
    ) throws -> CommandResolver {
        let program = folder.appendingPathComponent("resolver.py")
        try Data(source.utf8).write(to: program)
        return try CommandResolver(CommandResolver.Settings(
            arguments: [python, program.path] + arguments, processes: jobs, seed: 7, timeout: timeout,
            stderrLog: folder.appendingPathComponent("Reports/resolver-stderr.log").path
        ))
    }

    /// The number in the summary's `restarts`, nil when it has none.
    static func restarts(_ resolver: CommandResolver) -> Int? {
        guard let value = resolver.info.settings.first(where: { $0.key == "restarts" })?.value else { return nil }
        return Int(value.prefix { $0.isNumber })
    }

    static func count(_ text: String, in log: String) -> Int {
        log.components(separatedBy: text).count - 1
    }
}
