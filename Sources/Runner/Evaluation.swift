import AppDefinitions
import Foundation
import Grading
import Resolvers
import Results
import Scenarios
import Transcripts

/// Runs every scenario `runs` times against a resolver, `jobs` runs at a
/// time, and grades each run as it finishes. Results do not depend on the
/// order in which runs complete, and a failing or hanging resolver costs the
/// run it was answering, never the evaluation.
public enum Evaluation {
    public struct Outcome: Sendable {
        public var results: [ScenarioResult]
        /// Every transcript, in scenario then run order, when
        /// `RunnerOptions.keepTranscripts` asked for them (for `--record`).
        public var transcripts: [Transcript]
        public var warnings: [String]
        /// Seconds spent on each scenario's runs, summed, by full id.
        public var durations: [String: Double]
    }

    /// Runs `scenarios`. `suite` is every scenario loaded, of which a filter
    /// may have chosen some: the resolver learns of all of them, so it does
    /// not mistake a recording of a scenario left out for a stale one.
    ///
    /// A resolver that answers from memory (replay, the simulator) runs on
    /// threads of the evaluation's own (``RunThreads``), and its calls are
    /// not each put under a timer: one watchdog deadline for the evaluation
    /// looks at the runs in flight (``RunWatch``) and the step each is at
    /// (``RunClock``). A turn that takes longer than the timeout, even one
    /// that never returns and holds its thread, makes an error run, and the
    /// evaluation goes on. Other resolvers get a deadline on every call.
    public static func run(
        _ scenarios: [Scenario], of suite: [Scenario]? = nil, apps: [AppDefinition], resolver: any Resolver,
        options: RunnerOptions, progress: @escaping @Sendable (RunProgress) -> Void = { _ in }
    ) async throws -> Outcome {
        let warnings = try await resolver.prepare(apps: apps, scenarios: (suite ?? scenarios).map(ScenarioOutline.init))
        let runs = max(1, options.runs)
        let total = scenarios.count * runs
        var transcripts = [Transcript?](repeating: nil, count: total)
        var grades = [RunResult?](repeating: nil, count: total)
        var stale = [String?](repeating: nil, count: total)
        var seconds = [Double](repeating: 0, count: total)

        let jobs = min(total, max(1, options.jobs))
        let threads = resolver.answersImmediately
            ? RunThreads(width: min(jobs, ProcessInfo.processInfo.activeProcessorCount))
            : nil
        defer { threads?.stop() }
        let (finished, report) = AsyncStream.makeStream(of: FinishedRun.self)
        // One watchdog deadline for the whole evaluation looks at the runs of
        // an in-process resolver in flight, and comes back at the earliest
        // deadline of their turns.
        let watch = RunWatch(lanes: jobs, timeout: options.timeout)
        let watchdog = Watchdog.shared
        let ticket = threads.map { threads in
            watchdog.watchRepeatedly(until: DispatchTime.now().uptimeNanoseconds + UInt64(max(0.001, options.timeout) * 1e9)) {
                let (overdue, next) = watch.check(at: DispatchTime.now().uptimeNanoseconds)
                for run in overdue { RunWork.reportOverdue(run, threads: threads, report: report) }
                return next
            }
        }
        defer { ticket.map(watchdog.forget) }

        /// Launches `jobs` runs, then one more as each finishes, and keeps
        /// what each finished run gives, by its index.
        func collect() async {
            var next = 0
            var completed = 0
            var lanes = Array((0..<jobs).reversed())
            func launch() {
                let index = next
                next += 1
                let scenario = scenarios[index / runs]
                let work = RunWork(
                    index: index, scenario: scenario, run: index % runs + 1, app: apps[scenario.app],
                    resolver: resolver, timeout: options.timeout
                )
                let lane = lanes.removeLast()
                if let threads {
                    Task(executorPreference: threads) { await work.watched(lane: lane, on: threads, watch: watch, report: report) }
                } else {
                    Task { await work.limited(lane: lane, report: report) }
                }
            }
            guard total > 0 else { return }
            while next < jobs { launch() }
            for await run in finished {
                let scenario = scenarios[run.index / runs]
                if options.keepTranscripts { transcripts[run.index] = run.transcript }
                grades[run.index] = run.grade
                stale[run.index] = run.stale
                seconds[run.index] = run.seconds
                completed += 1
                lanes.append(run.lane)
                progress(RunProgress(
                    completed: completed, total: total, scenario: scenario.fullID, run: run.transcript.run,
                    passed: run.grade.verdict(.allPass), error: run.transcript.error, transcript: run.transcript
                ))
                if completed == total { break }
                if next < total { launch() }
            }
        }
        if let threads {
            // The loop that collects runs on the same threads, so that a run
            // and the one it makes room for need no hop between thread pools.
            await withTaskExecutorPreference(threads) { await collect() }
        } else {
            await collect()
        }
        report.finish()
        await resolver.shutdown()

        let results = scenarios.enumerated().map { position, scenario in
            let range = position * runs ..< (position + 1) * runs
            var warnings: [String] = []
            for message in range.compactMap({ stale[$0] }) where !warnings.contains(message) { warnings.append(message) }
            return ScenarioResult(
                id: scenario.fullID, name: scenario.name, file: scenario.file, line: scenario.line,
                tags: scenario.tags, runs: range.map { grades[$0]! }, warnings: warnings
            )
        }
        var durations: [String: Double] = [:]
        for (index, duration) in seconds.enumerated() { durations[scenarios[index / runs].fullID, default: 0] += duration }
        return Outcome(results: results, transcripts: transcripts.compactMap { $0 }, warnings: warnings, durations: durations)
    }

    /// A resolver call under the per-turn deadline.
    static func limited<Value: Sendable>(
        _ resolver: any Resolver, _ timeout: Double, _ what: String, _ operation: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        try await Deadline.run(seconds: timeout, what: what, operation)
    }

    /// One run: a fresh conversation, turn by turn. Returns the transcript
    /// (with `error` set when the run could not be completed) and, for a
    /// stale recording, its message. `end` is left to the caller.
    ///
    /// A turn that took longer than `timeout` is an error run even when it
    /// returned in the end, before a deadline could fire. With a `clock`, the
    /// run tells it each turn it starts and answers, and stops as soon as the
    /// watchdog has given up on it.
    static func converse(
        _ scenario: Scenario, run: Int, app: AppDefinition, resolver: any Resolver, timeout: Double, clock: RunClock? = nil
    ) async -> (Transcript, String?) {
        let identity = RunIdentity(scenario: scenario.fullID, run: run)
        var transcript = Transcript(scenario: scenario.fullID, run: run)
        var turnNumber = 0
        let limit = UInt64(max(0.001, timeout) * 1e9)
        // An in-process resolver is called directly: its run is watched as a
        // whole, and a closure per call would cost more than the answer.
        let direct = resolver.answersImmediately
        do {
            if direct {
                try await resolver.begin(identity, app: app, context: scenario.context)
            } else {
                try await limited(resolver, timeout, "starting the run") {
                    try await resolver.begin(identity, app: app, context: scenario.context)
                }
            }
            for (index, utterance) in scenario.utterances.enumerated() {
                turnNumber = index + 1
                if clock?.isAbandoned == true { break }
                let request = TurnRequest(
                    run: identity, turn: index + 1, app: app, context: scenario.context,
                    history: transcript.turns, utterance: utterance
                )
                let started = DispatchTime.now().uptimeNanoseconds
                clock?.start(turn: turnNumber, at: started)
                var turn = direct
                    ? try await resolver.respond(request)
                    : try await limited(resolver, timeout, "turn \(index + 1)") { try await resolver.respond(request) }
                let elapsed = DispatchTime.now().uptimeNanoseconds - started
                if elapsed > limit { throw ResolverError(RunClock.timedOut(timeout, "turn \(index + 1)")) }
                turn.utterance = utterance
                if turn.latencyMs == nil { turn.latencyMs = Double(elapsed) / 1_000_000 }
                transcript.turns.append(turn)
                clock?.answered(turn)
            }
        } catch let error as ResolverError {
            transcript.error = turnNumber > 0 && !error.isStaleRecording ? "turn \(turnNumber): \(error.message)" : error.message
            return (transcript, error.isStaleRecording ? error.message : nil)
        } catch {
            transcript.error = turnNumber > 0 ? "turn \(turnNumber): \(error)" : "\(error)"
        }
        return (transcript, nil)
    }
}
