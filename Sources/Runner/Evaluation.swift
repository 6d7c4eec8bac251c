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
        var completed = 0

        await withTaskGroup(of: (Int, Transcript, RunResult, String?, Double).self) { group in
            var next = 0
            func launch() {
                let index = next
                next += 1
                let scenario = scenarios[index / runs]
                let run = index % runs + 1
                let app = apps[scenario.app]
                group.addTask {
                    let started = DispatchTime.now().uptimeNanoseconds
                    let (transcript, staleMessage) = await converse(scenario, run: run, app: app, resolver: resolver, timeout: options.timeout)
                    let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
                    // Graded here, in parallel, not in the loop that collects results.
                    return (index, transcript, Grader.grade(scenario, transcript), staleMessage, seconds)
                }
            }
            while next < min(total, max(1, options.jobs)) { launch() }
            while let (index, transcript, grade, staleMessage, duration) = await group.next() {
                let scenario = scenarios[index / runs]
                if options.keepTranscripts { transcripts[index] = transcript }
                grades[index] = grade
                stale[index] = staleMessage
                seconds[index] = duration
                completed += 1
                progress(RunProgress(
                    completed: completed, total: total, scenario: scenario.fullID, run: transcript.run,
                    passed: grade.verdict(.allPass), error: transcript.error, transcript: transcript
                ))
                if next < total { launch() }
            }
        }
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

    /// A resolver call under the per-turn deadline, unless the resolver
    /// answers immediately.
    static func limited<Value: Sendable>(
        _ resolver: any Resolver, _ timeout: Double, _ what: String, _ operation: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        if resolver.answersImmediately { return try await operation() }
        return try await Deadline.run(seconds: timeout, what: what, operation)
    }

    /// One run: a fresh conversation, turn by turn. Returns the transcript
    /// (with `error` set when the run could not be completed) and, for a
    /// stale recording, its message.
    static func converse(
        _ scenario: Scenario, run: Int, app: AppDefinition, resolver: any Resolver, timeout: Double
    ) async -> (Transcript, String?) {
        let identity = RunIdentity(scenario: scenario.fullID, run: run)
        var transcript = Transcript(scenario: scenario.fullID, run: run)
        var turnNumber = 0
        do {
            try await limited(resolver, timeout, "starting the run") {
                try await resolver.begin(identity, app: app, context: scenario.context)
            }
            for (index, utterance) in scenario.utterances.enumerated() {
                turnNumber = index + 1
                let request = TurnRequest(
                    run: identity, turn: index + 1, app: app, context: scenario.context,
                    history: transcript.turns, utterance: utterance
                )
                let started = DispatchTime.now().uptimeNanoseconds
                var turn = try await limited(resolver, timeout, "turn \(index + 1)") {
                    try await resolver.respond(request)
                }
                turn.utterance = utterance
                if turn.latencyMs == nil {
                    turn.latencyMs = Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
                }
                transcript.turns.append(turn)
            }
        } catch let error as ResolverError {
            transcript.error = turnNumber > 0 && !error.isStaleRecording ? "turn \(turnNumber): \(error.message)" : error.message
            await resolver.end(identity)
            return (transcript, error.isStaleRecording ? error.message : nil)
        } catch {
            transcript.error = turnNumber > 0 ? "turn \(turnNumber): \(error)" : "\(error)"
        }
        await resolver.end(identity)
        return (transcript, nil)
    }
}
