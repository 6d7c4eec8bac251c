import Foundation
import Resolvers
import Transcripts

/// Where one run of an in-process resolver is, so that the watchdog, which
/// looks at the runs in flight now and then (``RunWatch``), can still time
/// out each turn, and so that the run is reported exactly once: by the run
/// when it returns, or by the watchdog when a turn takes longer than the
/// timeout.
///
/// The run notes when each step starts (a lock, no timer); the watchdog
/// either gives up on the run or learns when the step under way must end.
final class RunClock: @unchecked Sendable {
    /// What the watchdog finds when it looks.
    enum Check {
        /// The step under way may go on until then.
        case later(UInt64)
        /// The step took too long: the run is an error run with this
        /// transcript, and the watchdog reports it.
        case overdue(Transcript)
        /// The run was reported already.
        case settled
    }

    private let lock = NSLock()
    /// The per-turn timeout, in nanoseconds.
    let limit: UInt64
    let seconds: Double
    /// The turn under way, from 1; 0 while the run starts.
    private var turn = 0
    private var since: UInt64
    private var transcript: Transcript
    private var settled = false

    init(scenario: String, run: Int, timeout seconds: Double, now: UInt64 = DispatchTime.now().uptimeNanoseconds) {
        self.seconds = seconds
        limit = UInt64(max(0.001, seconds) * 1e9)
        since = now
        transcript = Transcript(scenario: scenario, run: run)
    }

    /// A turn starts at `now`.
    func start(turn: Int, at now: UInt64) {
        lock.withLock {
            self.turn = turn
            since = now
        }
    }

    /// A turn was answered, to be kept if the run is later given up on.
    func answered(_ turn: TranscriptTurn) {
        lock.withLock { transcript.turns.append(turn) }
    }

    /// Whether the watchdog gave up on the run: it should stop, its result
    /// is not wanted.
    var isAbandoned: Bool { lock.withLock { settled } }

    /// Claims the right to report the run: true for the first caller only.
    func settle() -> Bool {
        lock.withLock {
            if settled { return false }
            settled = true
            return true
        }
    }

    /// The watchdog's look at `now`: give up on the run when the step under
    /// way is past the limit (claiming it), or come back at its deadline.
    func check(at now: UInt64) -> Check {
        lock.withLock {
            if settled { return .settled }
            if now < since + limit { return .later(since + limit) }
            settled = true
            var timedOut = transcript
            let what = turn == 0 ? "starting the run" : "turn \(turn)"
            let message = Self.timedOut(seconds, what)
            timedOut.error = turn == 0 ? message : "turn \(turn): \(message)"
            return .overdue(timedOut)
        }
    }

    /// `the resolver timed out after 60 s (turn 2)`, as the per-turn deadline
    /// of other resolvers says it.
    static func timedOut(_ seconds: Double, _ what: String) -> String {
        "the resolver timed out after \(Deadline.format(seconds)) s (\(what))"
    }
}
