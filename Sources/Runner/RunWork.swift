import AppDefinitions
import Foundation
import Grading
import Resolvers
import Results
import Scenarios
import Transcripts

/// One run to make, handed to the task that makes it: which scenario and run,
/// against which resolver, with what timeout; and how the run reports back.
/// A class, so that handing it to a task or a watchdog closure retains one
/// object rather than copying a scenario and an app definition field by field.
final class RunWork: Sendable {
    let index: Int
    let scenario: Scenario
    let run: Int
    let app: AppDefinition
    let resolver: any Resolver
    let timeout: Double

    init(index: Int, scenario: Scenario, run: Int, app: AppDefinition, resolver: any Resolver, timeout: Double) {
        self.index = index
        self.scenario = scenario
        self.run = run
        self.app = app
        self.resolver = resolver
        self.timeout = timeout
    }

    var identity: RunIdentity { RunIdentity(scenario: scenario.fullID, run: run) }

    /// The run of a resolver that waits on something outside the process:
    /// each of its calls has its own deadline.
    func limited(lane: Int, report: AsyncStream<FinishedRun>.Continuation) async {
        let started = DispatchTime.now().uptimeNanoseconds
        let (transcript, stale) = await Evaluation.converse(scenario, run: run, app: app, resolver: resolver, timeout: timeout)
        await resolver.end(identity)
        report.yield(finished(transcript, stale: stale, lane: lane, started: started))
    }

    /// The run of an in-process resolver, on the evaluation's `threads`, in
    /// `lane` of the `watch`, which the watchdog looks at. When a turn takes
    /// longer than the timeout, the watchdog reports the run as an error run
    /// (``reportOverdue(_:threads:report:)``); the run, if it ever
    /// returns, reports nothing and gives its thread back.
    func watched(lane: Int, on threads: RunThreads, watch: RunWatch, report: AsyncStream<FinishedRun>.Continuation) async {
        let started = DispatchTime.now().uptimeNanoseconds
        let clock = RunClock(scenario: scenario.fullID, run: run, timeout: timeout, now: started)
        watch.occupy(lane, self, clock: clock, started: started)
        let (transcript, stale) = await Evaluation.converse(
            scenario, run: run, app: app, resolver: resolver, timeout: timeout, clock: clock
        )
        guard clock.settle() else {
            threads.shrink()
            return
        }
        watch.vacate(lane)
        await resolver.end(identity)
        report.yield(finished(transcript, stale: stale, lane: lane, started: started))
    }

    /// Reports a run that the watchdog gave up on, with a thread added in
    /// place of the one its turn holds.
    static func reportOverdue(
        _ overdue: RunWatch.Overdue, threads: RunThreads, report: AsyncStream<FinishedRun>.Continuation
    ) {
        threads.grow()
        Task(executorPreference: threads) {
            let work = overdue.work
            await work.resolver.end(work.identity)
            report.yield(work.finished(overdue.transcript, stale: nil, lane: overdue.lane, started: overdue.started))
        }
    }

    /// The run graded, with the time it took.
    func finished(_ transcript: Transcript, stale: String?, lane: Int, started: UInt64) -> FinishedRun {
        FinishedRun(
            index: index, lane: lane, transcript: transcript, grade: Grader.grade(scenario, transcript), stale: stale,
            seconds: Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        )
    }
}

/// What a run gives the evaluation: its transcript, graded, by its place in
/// the order of runs.
struct FinishedRun: Sendable {
    var index: Int
    /// The lane it ran in, free again for the next run.
    var lane: Int
    var transcript: Transcript
    var grade: RunResult
    /// The message of a stale recording, reported per scenario.
    var stale: String?
    var seconds: Double
}
