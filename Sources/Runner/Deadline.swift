import Foundation
import Resolvers

/// Runs an operation with a time limit. The caller is resumed when the limit
/// passes even if the operation ignores cancellation, so a resolver that hangs
/// costs one run, not the evaluation.
///
/// One watchdog thread serves every deadline in flight: a timer task per turn
/// would cost more than replaying the turn.
enum Deadline {
    static func run<Value: Sendable>(
        seconds: Double, what: String, watchdog: Watchdog = .shared,
        _ operation: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        let gate = ResumeOnce<Value>()
        return try await withCheckedThrowingContinuation { continuation in
            gate.set(continuation)
            let work = Task {
                let result: Result<Value, any Error>
                do { result = .success(try await operation()) } catch { result = .failure(error) }
                gate.resume(result)
            }
            let ticket = watchdog.watch(until: DispatchTime.now().uptimeNanoseconds + UInt64(max(0.001, seconds) * 1e9)) {
                if gate.resume(.failure(ResolverError(RunClock.timedOut(seconds, what)))) {
                    work.cancel()
                }
            }
            gate.onResume = { watchdog.forget(ticket) }
        }
    }

    static func format(_ seconds: Double) -> String {
        seconds.rounded() == seconds ? String(Int(seconds)) : String(seconds)
    }
}

/// A thread that fires the actions of deadlines that have passed.
final class Watchdog: @unchecked Sendable {
    static let shared = Watchdog()

    private let condition = NSCondition()
    /// What to do when: an action returns a later deadline to be called
    /// again then, or nil when it is done.
    private var deadlines: [Int: (at: UInt64, action: @Sendable () -> UInt64?)] = [:]
    /// Tickets whose action runs now, outside the lock; `forget` takes a
    /// ticket out, so that its action is not watched again.
    private var firing: Set<Int> = []
    private var nextTicket = 0
    /// Whether the thread runs; it stops when no deadline is left.
    private var running = false

    /// Calls `action` once `deadline` (in `DispatchTime` nanoseconds) has passed.
    func watch(until deadline: UInt64, _ action: @escaping @Sendable () -> Void) -> Int {
        watchRepeatedly(until: deadline) {
            action()
            return nil
        }
    }

    /// Calls `action` once `deadline` has passed, and again at each later
    /// deadline it returns, until it returns nil or the ticket is forgotten.
    func watchRepeatedly(until deadline: UInt64, _ action: @escaping @Sendable () -> UInt64?) -> Int {
        condition.lock()
        defer { condition.unlock() }
        nextTicket += 1
        deadlines[nextTicket] = (deadline, action)
        if !running {
            running = true
            let thread = Thread { self.loop() }
            thread.name = "evaluate.deadlines"
            thread.start()
        }
        // No signal: the thread looks every tenth of a second, finer than
        // any timeout, and waking it for each turn would cost more than the turn.
        return nextTicket
    }

    /// Deadlines still watched, or being acted on: none once every
    /// operation has finished.
    var pending: Int { condition.withLock { deadlines.count + firing.count } }

    func forget(_ ticket: Int) {
        condition.lock()
        deadlines[ticket] = nil
        firing.remove(ticket)
        condition.unlock()
    }

    private func loop() {
        condition.lock()
        while !deadlines.isEmpty {
            let now = DispatchTime.now().uptimeNanoseconds
            let due = deadlines.filter { $0.value.at <= now }
            for ticket in due.keys {
                deadlines[ticket] = nil
                firing.insert(ticket)
            }
            if !due.isEmpty {
                condition.unlock()
                let next = due.map { ($0.key, $0.value.action(), $0.value.action) }
                condition.lock()
                for (ticket, later, action) in next where firing.remove(ticket) != nil {
                    if let later { deadlines[ticket] = (later, action) }
                }
                continue
            }
            _ = condition.wait(until: Date().addingTimeInterval(0.1))
        }
        running = false
        condition.unlock()
    }
}

/// Resumes a continuation exactly once, from whichever side gets there first.
private final class ResumeOnce<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Value, any Error>?
    private var storedOnResume: (@Sendable () -> Void)?

    /// Called once resumed, to stop watching the deadline; runs at once if
    /// the operation finished before it was set.
    var onResume: (@Sendable () -> Void)? {
        get { lock.withLock { storedOnResume } }
        set {
            lock.lock()
            if continuation == nil {
                lock.unlock()
                newValue?()
                return
            }
            storedOnResume = newValue
            lock.unlock()
        }
    }

    func set(_ continuation: CheckedContinuation<Value, any Error>) {
        lock.withLock { self.continuation = continuation }
    }

    /// True when this call resumed the continuation.
    @discardableResult
    func resume(_ result: Result<Value, any Error>) -> Bool {
        lock.lock()
        let continuation = self.continuation
        let onResume = storedOnResume
        self.continuation = nil
        storedOnResume = nil
        lock.unlock()
        guard let continuation else { return false }
        continuation.resume(with: result)
        onResume?()
        return true
    }
}
