import AppDefinitions
import Foundation
import Resolvers
import Results
@testable import Runner
import Scenarios
import Testing
import Transcripts

@Suite struct EvaluationTests {
    let suite = TestSuite.suite

    func evaluate(_ resolver: ScriptedResolver, runs: Int = 3, jobs: Int = 1, timeout: Double = 30, scenarios: [Scenario]? = nil) async throws -> Evaluation.Outcome {
        try await Evaluation.run(
            scenarios ?? suite.scenarios, apps: suite.apps, resolver: resolver,
            options: RunnerOptions(runs: runs, jobs: jobs, timeout: timeout, keepTranscripts: true)
        )
    }

    @Test func suiteLoads() {
        #expect(!suite.hasErrors, "\(suite.diagnostics.map(\.rendered))")
        #expect(suite.scenarios.count == 6)
        #expect(suite.apps.count == 1)
    }

    /// Runs that finish in any order give the results and transcripts of
    /// running one at a time, in scenario then run order.
    @Test(arguments: [2, 8, 64])
    func resultsDoNotDependOnCompletionOrder(jobs: Int) async throws {
        let sequential = try await evaluate(ScriptedResolver(), runs: 4, jobs: 1)
        let parallel = try await evaluate(ScriptedResolver(delays: true), runs: 4, jobs: jobs)
        #expect(parallel.results == sequential.results)
        #expect(parallel.transcripts == sequential.transcripts)
        #expect(parallel.warnings == sequential.warnings)
        let order = parallel.transcripts.map { "\(ScriptedResolver.shortID($0.scenario)) \($0.run)" }
        let expected = suite.scenarios.flatMap { scenario in (1...4).map { "\(scenario.id) \($0)" } }
        #expect(order == expected)
        #expect(parallel.results.map(\.id) == suite.scenarios.map(\.fullID))
        #expect(parallel.results.allSatisfy { $0.runs.map(\.run) == [1, 2, 3, 4] })
        // The script skips the intent now and then: some runs fail, so the
        // comparison is not between two all-pass evaluations.
        let verdicts = parallel.results.flatMap(\.runs).compactMap { $0.verdict(.allPass) }
        #expect(verdicts.contains(true) && verdicts.contains(false))
    }

    @Test func gradesTheScriptedAnswers() async throws {
        let outcome = try await evaluate(ScriptedResolver(), runs: 4)
        for result in outcome.results {
            let scenario = suite.scenarios.first { $0.fullID == result.id }!
            for run in result.runs {
                let graded = scenario.turns.indices.filter { !scenario.turns[$0].expectations.isEmpty }
                let skipped = graded.contains { ScriptedResolver.skips(scenario: result.id, run: run.run, turn: $0 + 1) }
                #expect(run.error == nil)
                #expect(run.verdict(.intentsAllPass) == !skipped, "\(result.id) run \(run.run)")
            }
        }
    }

    struct JobsCase: Sendable, CustomTestStringConvertible {
        var jobs: Int
        var runs: Int
        var testDescription: String { "jobs \(jobs), \(runs) runs each" }
    }

    /// Never more runs in flight than `jobs`, and the bound is reached.
    @Test(arguments: [JobsCase(jobs: 1, runs: 2), JobsCase(jobs: 3, runs: 3), JobsCase(jobs: 5, runs: 4), JobsCase(jobs: 100, runs: 1)])
    func jobsBound(_ bound: JobsCase) async throws {
        let resolver = ScriptedResolver(delays: true)
        let outcome = try await evaluate(resolver, runs: bound.runs, jobs: bound.jobs)
        let total = suite.scenarios.count * bound.runs
        #expect(outcome.transcripts.count == total)
        #expect(resolver.log.maxInFlight <= bound.jobs)
        #expect(resolver.log.maxInFlight <= total)
        if bound.jobs <= 3 {
            // Each run sleeps, so with a few jobs they overlap for sure.
            #expect(resolver.log.maxInFlight == bound.jobs)
        } else {
            #expect(resolver.log.maxInFlight > 1)
        }
        #expect(resolver.log.inFlight == 0)
    }

    /// Transcripts are kept only when asked for (`--record`); the results
    /// are the same either way.
    @Test func transcriptsOnlyWhenAsked() async throws {
        let kept = try await evaluate(ScriptedResolver(), runs: 2)
        let dropped = try await Evaluation.run(
            suite.scenarios, apps: suite.apps, resolver: ScriptedResolver(),
            options: RunnerOptions(runs: 2, jobs: 2, timeout: 30)
        )
        #expect(kept.transcripts.count == suite.scenarios.count * 2)
        #expect(dropped.transcripts.isEmpty)
        #expect(dropped.results == kept.results)
    }

    @Test func zeroJobsStillRuns() async throws {
        let resolver = ScriptedResolver()
        let outcome = try await evaluate(resolver, runs: 1, jobs: 0)
        #expect(outcome.transcripts.count == suite.scenarios.count)
        #expect(resolver.log.maxInFlight == 1)
    }

    struct FailureCase: Sendable, CustomTestStringConvertible {
        var name: String
        var failure: ScriptedResolver.Failure
        var error: String
        /// Turns in the failed run's transcript.
        var turns: Int
        var testDescription: String { name }
    }

    /// A resolver that fails costs the run it was answering: an error run
    /// that names the turn; every other run is graded.
    @Test(arguments: [
        FailureCase(name: "resolver error in turn 2", failure: .resolverError(turn: 2, message: "the model is overloaded"), error: "turn 2: the model is overloaded", turns: 1),
        FailureCase(name: "other error in turn 3", failure: .otherError(turn: 3), error: "turn 3: the socket closed", turns: 2),
        FailureCase(name: "resolver error in turn 1", failure: .resolverError(turn: 1, message: "no"), error: "turn 1: no", turns: 0),
        FailureCase(name: "error in begin", failure: .beginError("cannot start"), error: "cannot start", turns: 0),
    ])
    func throwingResolverCostsOneRun(_ failing: FailureCase) async throws {
        let resolver = ScriptedResolver(delays: true, failures: ["three-turns": [2: failing.failure]])
        let outcome = try await evaluate(resolver, runs: 3, jobs: 4)
        let failed = outcome.transcripts.filter { $0.error != nil }
        #expect(failed.count == 1)
        #expect(failed.first?.scenario == TestSuite.scenario("three-turns").fullID)
        #expect(failed.first?.run == 2)
        #expect(failed.first?.error == failing.error)
        #expect(failed.first?.turns.count == failing.turns)

        let result = try #require(outcome.results.first { $0.id.hasSuffix("#three-turns") })
        #expect(result.runs[1].error == failing.error)
        #expect(result.runs[1].checks.isEmpty, "an error run is not graded")
        #expect(result.runs[1].verdict(.allPass) == nil)
        #expect(result.warnings.isEmpty, "a resolver failure is not a stale recording")
        #expect(result.runs[0].error == nil && result.runs[2].error == nil)
        #expect(!result.runs[0].checks.isEmpty && !result.runs[2].checks.isEmpty)
        let others = outcome.results.flatMap(\.runs).filter { $0.error == nil }
        #expect(others.count == suite.scenarios.count * 3 - 1)
        #expect(others.allSatisfy { !$0.checks.isEmpty })
        // begin and end once per run, end also for the failed run.
        #expect(resolver.log.begins.count == suite.scenarios.count * 3)
        #expect(resolver.log.begins.values.allSatisfy { $0 == 1 })
        #expect(resolver.log.ends == resolver.log.begins)
    }

    struct HangCase: Sendable, CustomTestStringConvertible {
        var name: String
        var failure: ScriptedResolver.Failure
        var error: String
        var testDescription: String { name }
    }

    /// A resolver that never answers (and ignores cancellation) costs one
    /// run, about `timeout` late; the evaluation completes.
    @Test(.timeLimit(.minutes(1)), arguments: [
        HangCase(name: "hangs in turn 2", failure: .hangInTurn(2), error: "turn 2: the resolver timed out after 2 s (turn 2)"),
        HangCase(name: "hangs in begin", failure: .hangInBegin, error: "the resolver timed out after 2 s (starting the run)"),
    ])
    func hangingResolverTimesOut(_ hang: HangCase) async throws {
        let resolver = ScriptedResolver(failures: ["three-turns": [1: hang.failure], "one": [3: hang.failure == .hangInBegin ? .hangInBegin : .hangInTurn(1)]])
        defer { resolver.log.release() }
        let clock = ContinuousClock()
        let started = clock.now
        // (2 s: long enough that a turn that answers at once never times out while
        // other tests load both cores, as 0.5 s once did.)
        let outcome = try await evaluate(resolver, runs: 3, jobs: 2, timeout: 2)
        let elapsed = clock.now - started
        // The hung runs were waited for (at least one timeout); that the
        // evaluation finished at all shows they did not hold it up.
        #expect(elapsed >= .milliseconds(1950))
        #expect(resolver.log.hungCount == 2)

        let errors = outcome.transcripts.filter { $0.error != nil }
        #expect(errors.count == 2)
        let threeTurns = try #require(errors.first { $0.scenario.hasSuffix("#three-turns") })
        #expect(threeTurns.run == 1)
        #expect(threeTurns.error == hang.error)
        #expect(errors.contains { $0.scenario.hasSuffix("#one") && $0.run == 3 && $0.error?.contains("timed out after 2 s") == true })
        #expect(outcome.results.flatMap(\.runs).filter { $0.error == nil }.count == suite.scenarios.count * 3 - 2)
        // end is called for the hung runs too.
        #expect(resolver.log.ends.count == suite.scenarios.count * 3)
        #expect(resolver.log.shutdowns == 1)
    }

    /// A fast turn is not timed out, and its deadline is dropped as soon as
    /// it answers, so no timer holds the evaluation up.
    @Test func fastTurnsLeaveNoDeadlineBehind() async throws {
        let resolver = ScriptedResolver()
        let outcome = try await evaluate(resolver, runs: 2, jobs: 1, timeout: 3600)
        #expect(outcome.transcripts.allSatisfy { $0.error == nil })

        let watchdog = Watchdog()
        let answer = try await Deadline.run(seconds: 3600, what: "turn 1", watchdog: watchdog) { 42 }
        #expect(answer == 42)
        #expect(watchdog.pending == 0)
    }

    /// The resolver sees utterances, context and the conversation so far,
    /// never the expectations.
    @Test func resolverNeverSeesExpectations() async throws {
        let resolver = ScriptedResolver()
        let scenario = TestSuite.scenario("three-turns")
        _ = try await evaluate(resolver, runs: 2, scenarios: [scenario])

        // What a turn request holds: nothing else.
        let request = try #require(resolver.log.requests.first)
        let fields = Mirror(reflecting: request).children.compactMap(\.label)
        #expect(fields == ["run", "turn", "app", "context", "history", "utterance"])
        // What `prepare` learns of a scenario: its id and utterances.
        #expect(Mirror(reflecting: ScenarioOutline(scenario)).children.compactMap(\.label) == ["id", "utterances"])
        #expect(resolver.log.preparedCalls == [[ScenarioOutline(id: scenario.fullID, utterances: scenario.utterances)]])

        for run in 1...2 {
            let requests = resolver.log.requests.filter { $0.run.run == run }.sorted { $0.turn < $1.turn }
            #expect(requests.map(\.turn) == [1, 2, 3])
            #expect(requests.map(\.utterance) == scenario.utterances)
            for request in requests {
                #expect(request.run == RunIdentity(scenario: scenario.fullID, run: run))
                #expect(request.context == scenario.context)
                #expect(request.context.foreground)
                #expect(request.context.timeZone.identifier == "Europe/Rome")
                #expect(request.app == suite.apps[scenario.app])
                // The history grows turn by turn, with what the resolver
                // answered and the utterance it was answering.
                #expect(request.history.count == request.turn - 1)
                #expect(request.history.map(\.utterance) == Array(scenario.utterances.prefix(request.turn - 1)))
                #expect(request.history.map(\.response) == Array(repeating: "Opening the counter.", count: request.turn - 1))
                #expect(request.history.map(\.latencyMs) == (1..<request.turn).map { Optional(Double($0)) })
            }
        }
    }

    /// The runner puts the scenario's utterance in the transcript, and
    /// measures latency when the resolver does not report it.
    @Test func transcriptTurnsCarryTheUtterances() async throws {
        let scenario = TestSuite.scenario("four")
        let outcome = try await evaluate(ScriptedResolver(), runs: 1, scenarios: [scenario])
        let transcript = try #require(outcome.transcripts.first)
        #expect(transcript.turns.map(\.utterance) == scenario.utterances)
        #expect(transcript.turns.map(\.latencyMs) == [1, 2])
    }

    @Test func beginAndEndOncePerRun() async throws {
        let resolver = ScriptedResolver(delays: true, failures: [
            "one": [1: .beginError("refused")],
            "two": [2: .resolverError(turn: 1, message: "down")],
            "four": [3: .otherError(turn: 2)],
        ])
        let outcome = try await evaluate(resolver, runs: 3, jobs: 3)
        let expected = Set(suite.scenarios.flatMap { scenario in (1...3).map { RunIdentity(scenario: scenario.fullID, run: $0) } })
        #expect(Set(resolver.log.begins.keys) == expected)
        #expect(resolver.log.begins.values.allSatisfy { $0 == 1 })
        #expect(resolver.log.ends == resolver.log.begins, "end once per run, even after an error")
        #expect(resolver.log.endsBeforeBegin == 0)
        #expect(resolver.log.preparedCalls.count == 1)
        #expect(resolver.log.shutdowns == 1)
        #expect(outcome.transcripts.count { $0.error != nil } == 3)
        #expect(outcome.warnings == ["prepared \(suite.scenarios.count)"])
    }

    @Test func progressIsReportedOncePerRun() async throws {
        let seen = ProgressLog()
        let resolver = ScriptedResolver(delays: true, failures: ["two": [1: .resolverError(turn: 1, message: "down")]])
        _ = try await Evaluation.run(
            suite.scenarios, apps: suite.apps, resolver: resolver,
            options: RunnerOptions(runs: 2, jobs: 4, timeout: 30),
            progress: { seen.append($0) }
        )
        let progress = seen.all
        let total = suite.scenarios.count * 2
        #expect(progress.map(\.completed) == Array(1...total))
        #expect(progress.allSatisfy { $0.total == total })
        #expect(progress.count { $0.error != nil } == 1)
        #expect(progress.first { $0.error != nil }?.passed == nil)
    }
}

final class ProgressLog: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [RunProgress] = []
    func append(_ progress: RunProgress) { lock.withLock { items.append(progress) } }
    var all: [RunProgress] { lock.withLock { items } }
}

extension ScriptedResolver.Failure: Equatable {
    static func == (a: Self, b: Self) -> Bool {
        switch (a, b) {
        case (.hangInBegin, .hangInBegin): true
        case (.hangInTurn(let x), .hangInTurn(let y)): x == y
        case (.beginError(let x), .beginError(let y)): x == y
        case (.otherError(let x), .otherError(let y)): x == y
        case (.resolverError(let x, let m), .resolverError(let y, let n)): x == y && m == n
        default: false
        }
    }
}
