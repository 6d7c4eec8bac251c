import AppDefinitions
import Foundation
import Resolvers
import Results
import Scenarios
import Testing
import Transcripts
@testable import Runner

/// Holds the threads of the runs it blocks, the way a turn of an in-process
/// resolver that loops or deadlocks would, until `release`.
final class Blocker: @unchecked Sendable {
    private let lock = NSLock()
    private let semaphore = DispatchSemaphore(value: 0)
    private var blocked = 0
    private var released = false
    private var ends: [RunIdentity: Int] = [:]

    /// Blocks the calling thread (it does not suspend) until `release`.
    func block() {
        let wait = lock.withLock {
            if released { return false }
            blocked += 1
            return true
        }
        if wait { semaphore.wait() }
    }

    func release() {
        let count = lock.withLock {
            released = true
            return blocked
        }
        for _ in 0..<count { semaphore.signal() }
    }

    /// Holds the calling thread for a while, as a slow turn does.
    func stall(_ seconds: Double) { Thread.sleep(forTimeInterval: seconds) }

    var blockedCount: Int { lock.withLock { blocked } }

    func end(_ run: RunIdentity) { lock.withLock { ends[run, default: 0] += 1 } }
    var endCounts: [RunIdentity: Int] { lock.withLock { ends } }
}

/// A resolver that answers from memory, as the replay and the simulator do
/// (`answersImmediately`), but whose turns block their thread or take long
/// in some runs.
struct InProcessResolver: Resolver {
    enum Behaviour: Sendable {
        case blockInBegin
        case blockInTurn(Int)
        /// Returns, but only after this many seconds.
        case slowTurn(Int, Double)
    }

    var blocker = Blocker()
    /// By short scenario id, then run.
    var behaviours: [String: [Int: Behaviour]] = [:]

    var info: ResolverInfo { ResolverInfo(name: "in-process") }
    var answersImmediately: Bool { true }

    func begin(_ run: RunIdentity, app: AppDefinition, context: ScenarioContext) async throws {
        if case .blockInBegin? = behaviours[ScriptedResolver.shortID(run.scenario)]?[run.run] { blocker.block() }
    }

    func respond(_ request: TurnRequest) async throws -> TranscriptTurn {
        switch behaviours[ScriptedResolver.shortID(request.run.scenario)]?[request.run.run] {
        case .blockInTurn(let turn)? where turn == request.turn: blocker.block()
        case .slowTurn(let turn, let seconds)? where turn == request.turn: blocker.stall(seconds)
        default: break
        }
        return TranscriptTurn(
            utterance: "", invocations: [Invocation(intent: "IncreaseCounterIntent", outcome: .succeeded)],
            response: "Opening the counter."
        )
    }

    func end(_ run: RunIdentity) async { blocker.end(run) }
}

struct InProcessTimeoutTests {
    let suite = TestSuite.suite

    struct Expected: Sendable {
        var scenario: String
        var run: Int
        var error: String
        /// Turns answered before the one that timed out.
        var turns: Int
    }

    /// More blocked runs than there are threads: each costs its run, and the
    /// evaluation finishes. On Swift's shared pool (one thread per core) two
    /// blocked turns would stop everything, the watchdog's verdict included.
    @Test(.timeLimit(.minutes(1)), arguments: [1, 2, 4])
    func blockedTurnsCostOneRunEach(jobs: Int) async throws {
        let resolver = InProcessResolver(behaviours: [
            "three-turns": [1: .blockInTurn(2), 2: .blockInTurn(1)],
            "one": [3: .blockInBegin],
            "two": [1: .blockInTurn(1)],
            "four": [2: .slowTurn(2, 0.6)],
        ])
        defer { resolver.blocker.release() }
        let outcome = try await Evaluation.run(
            suite.scenarios, apps: suite.apps, resolver: resolver,
            options: RunnerOptions(runs: 3, jobs: jobs, timeout: 0.25, keepTranscripts: true)
        )
        let expected = [
            Expected(scenario: "three-turns", run: 1, error: "turn 2: the resolver timed out after 0.25 s (turn 2)", turns: 1),
            Expected(scenario: "three-turns", run: 2, error: "turn 1: the resolver timed out after 0.25 s (turn 1)", turns: 0),
            Expected(scenario: "one", run: 3, error: "the resolver timed out after 0.25 s (starting the run)", turns: 0),
            Expected(scenario: "two", run: 1, error: "turn 1: the resolver timed out after 0.25 s (turn 1)", turns: 0),
            Expected(scenario: "four", run: 2, error: "turn 2: the resolver timed out after 0.25 s (turn 2)", turns: 1),
        ]
        let failed = outcome.transcripts.filter { $0.error != nil }
        #expect(failed.count == expected.count)
        for run in expected {
            let transcript = try #require(failed.first { ScriptedResolver.shortID($0.scenario) == run.scenario && $0.run == run.run })
            #expect(transcript.error == run.error)
            #expect(transcript.turns.count == run.turns)
        }
        #expect(resolver.blocker.blockedCount == 4)
        // Every other run was graded, and the failed ones are error runs.
        let runs = outcome.results.flatMap(\.runs)
        #expect(runs.count == suite.scenarios.count * 3)
        #expect(runs.filter { $0.error == nil }.count == suite.scenarios.count * 3 - expected.count)
        #expect(runs.filter { $0.error == nil }.allSatisfy { $0.verdict(.allPass) == true })
        // end once per run, also for the runs given up on.
        #expect(resolver.blocker.endCounts.count == suite.scenarios.count * 3)
        #expect(resolver.blocker.endCounts.values.allSatisfy { $0 == 1 })
    }

    /// Fast in-process runs are never timed out, and give the same results
    /// whatever the number of jobs.
    @Test(arguments: [1, 3])
    func fastRunsAreUntouched(jobs: Int) async throws {
        let resolver = InProcessResolver()
        let outcome = try await Evaluation.run(
            suite.scenarios, apps: suite.apps, resolver: resolver,
            options: RunnerOptions(runs: 4, jobs: jobs, timeout: 30, keepTranscripts: true)
        )
        #expect(outcome.transcripts.count == suite.scenarios.count * 4)
        #expect(outcome.transcripts.allSatisfy { $0.error == nil })
        #expect(outcome.transcripts.map { "\($0.scenario) \($0.run)" } == suite.scenarios.flatMap { s in (1...4).map { "\(s.fullID) \($0)" } })
        #expect(outcome.results.flatMap(\.runs).allSatisfy { $0.verdict(.allPass) == true })
    }

    /// The watchdog looks at a run when its deadline passes: it gives up on
    /// it only when the step under way is past the limit, and otherwise comes
    /// back at that step's deadline.
    @Test func clockMovesWithEachTurn() throws {
        let clock = RunClock(scenario: "a.yaml#x", run: 2, timeout: 1, now: 0)
        guard case .later(let first) = clock.check(at: 500_000_000) else { Issue.record("gave up too early"); return }
        #expect(first == 1_000_000_000)
        clock.answered(TranscriptTurn(utterance: "one"))
        clock.start(turn: 2, at: 900_000_000)
        guard case .later(let second) = clock.check(at: 1_000_000_000) else { Issue.record("gave up on a turn that just started"); return }
        #expect(second == 1_900_000_000)
        guard case .overdue(let transcript) = clock.check(at: 1_900_000_000) else { Issue.record("did not give up"); return }
        #expect(transcript.scenario == "a.yaml#x" && transcript.run == 2)
        #expect(transcript.turns.map(\.utterance) == ["one"])
        #expect(transcript.error == "turn 2: the resolver timed out after 1 s (turn 2)")
        #expect(clock.isAbandoned)
        #expect(!clock.settle(), "the watchdog reported the run; the run must not")
        guard case .settled = clock.check(at: 5_000_000_000) else { Issue.record("looked again at a settled run"); return }
    }

    /// A run that returns first settles it, and the watchdog then leaves it.
    @Test func runThatReturnsSettlesFirst() {
        let clock = RunClock(scenario: "a.yaml#x", run: 1, timeout: 1, now: 0)
        #expect(clock.settle())
        #expect(!clock.settle())
        guard case .settled = clock.check(at: 9_000_000_000) else { Issue.record("gave up on a settled run"); return }
    }

    /// A watched action that asks to be called again is, at its new deadline,
    /// until it says it is done; forgetting it stops it.
    @Test(.timeLimit(.minutes(1))) func watchdogCallsAgainUntilDone() async throws {
        let watchdog = Watchdog()
        let start = DispatchTime.now().uptimeNanoseconds
        let count = Counter()
        _ = watchdog.watchRepeatedly(until: start) {
            count.add()
            return count.value < 3 ? DispatchTime.now().uptimeNanoseconds : nil
        }
        while watchdog.pending > 0 { try await Task.sleep(nanoseconds: 20_000_000) }
        #expect(count.value == 3)
        let forgotten = Counter()
        let ticket = watchdog.watchRepeatedly(until: start + 3_600_000_000_000) {
            forgotten.add()
            return nil
        }
        watchdog.forget(ticket)
        #expect(watchdog.pending == 0)
        #expect(forgotten.value == 0)
    }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
