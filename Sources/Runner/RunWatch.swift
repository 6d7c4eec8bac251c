import Foundation
import Transcripts

/// The runs of an in-process resolver in flight, one per lane (at most `jobs`
/// at a time), so that one watchdog deadline for the whole evaluation can
/// time out each of their turns.
///
/// A run takes its lane when it starts and gives it back when it returns:
/// two lock operations on a small array, where a watchdog deadline per run
/// would cost a timer entry and a closure each time.
final class RunWatch: @unchecked Sendable {
    /// A run given up on: what to report for it.
    struct Overdue {
        var lane: Int
        var work: RunWork
        var transcript: Transcript
        var started: UInt64
    }

    private let lock = NSLock()
    private var lanes: [(work: RunWork, clock: RunClock, started: UInt64)?]
    /// The per-turn timeout, in nanoseconds: how long the watchdog may wait
    /// between looks when no run is in flight.
    private let limit: UInt64

    init(lanes: Int, timeout seconds: Double) {
        self.lanes = Array(repeating: nil, count: max(1, lanes))
        limit = UInt64(max(0.001, seconds) * 1e9)
    }

    /// A run starts in `lane`.
    func occupy(_ lane: Int, _ work: RunWork, clock: RunClock, started: UInt64) {
        lock.withLock { lanes[lane] = (work, clock, started) }
    }

    /// The run in `lane` returned (and settled its clock).
    func vacate(_ lane: Int) {
        lock.withLock { lanes[lane] = nil }
    }

    /// The watchdog's look at `now`: the runs whose turn under way is past
    /// the limit, taken out of their lanes, and when to look again.
    func check(at now: UInt64) -> (overdue: [Overdue], next: UInt64) {
        lock.withLock {
            var overdue: [Overdue] = []
            var next = now + limit
            for lane in lanes.indices {
                guard let run = lanes[lane] else { continue }
                switch run.clock.check(at: now) {
                case .later(let deadline):
                    next = min(next, deadline)
                case .overdue(let transcript):
                    overdue.append(Overdue(lane: lane, work: run.work, transcript: transcript, started: run.started))
                    lanes[lane] = nil
                case .settled:
                    break
                }
            }
            return (overdue, next)
        }
    }
}
