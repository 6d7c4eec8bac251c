import Foundation

/// Copies of a resolver program, at most one per job: a run leases a copy for
/// its whole conversation (a program may keep the conversation's state), then
/// gives it back; a copy that broke is discarded and the next lease starts a
/// fresh one, so a program that crashes costs the run in flight only.
///
/// Copies start when a run first needs them (the first in `prepare`), so
/// `--jobs 8` on a suite of two scenarios starts two.
final class ProcessPool: @unchecked Sendable {
    typealias Starter = @Sendable (_ number: Int) async throws(ResolverError) -> ResolverProcess

    let capacity: Int
    private let start: Starter
    private let lock = NSLock()
    private var idle: [ResolverProcess] = []
    private var live = 0
    private var started = 0
    private var discarded = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var closed = false

    init(capacity: Int, start: @escaping Starter) {
        self.capacity = max(1, capacity)
        self.start = start
    }

    /// How many processes have been started so far (restarts included).
    var startedCount: Int { lock.withLock { started } }

    /// How many processes were stopped because they broke (each replaced
    /// when a run next needs one).
    var discardedCount: Int { lock.withLock { discarded } }

    /// An idle copy, or a new one while there are fewer than `capacity`.
    func lease() async throws(ResolverError) -> ResolverProcess {
        while true {
            enum Step { case reuse(ResolverProcess), launch(Int), wait }
            let step: Step = lock.withLock {
                if closed { return .wait }
                if let process = idle.popLast() { return .reuse(process) }
                if live < capacity {
                    live += 1
                    started += 1
                    return .launch(started)
                }
                return .wait
            }
            switch step {
            case .reuse(let process):
                return process
            case .launch(let number):
                do {
                    return try await start(number)
                } catch {
                    release(slot: true)
                    throw error
                }
            case .wait:
                if lock.withLock({ closed }) { throw ResolverError("the resolver has shut down") }
                await withCheckedContinuation { continuation in
                    lock.lock()
                    if idle.isEmpty, live >= capacity, !closed {
                        waiting.append(continuation)
                        lock.unlock()
                    } else {
                        lock.unlock()
                        continuation.resume()
                    }
                }
            }
        }
    }

    /// Returns a copy that is in step with the protocol, for the next run.
    func giveBack(_ process: ResolverProcess) {
        lock.lock()
        idle.append(process)
        let next = waiting.isEmpty ? nil : waiting.removeFirst()
        lock.unlock()
        next?.resume()
    }

    /// Kills a copy that broke and frees its place.
    func discard(_ process: ResolverProcess, because reason: String) {
        process.kill(because: reason)
        lock.withLock { discarded += 1 }
        release(slot: true)
    }

    private func release(slot: Bool) {
        lock.lock()
        if slot { live -= 1 }
        let next = waiting.isEmpty ? nil : waiting.removeFirst()
        lock.unlock()
        next?.resume()
    }

    /// Ends every idle copy (the runs are over): each gets the end of its
    /// input and `grace` seconds to exit.
    func shutdown(grace: Double) async {
        let processes: [ResolverProcess] = lock.withLock {
            closed = true
            defer { idle.removeAll() }
            return idle
        }
        await withTaskGroup(of: Void.self) { group in
            for process in processes { group.addTask { await process.finish(grace: grace) } }
        }
        let stranded = lock.withLock {
            defer { waiting.removeAll() }
            return waiting
        }
        for continuation in stranded { continuation.resume() }
    }
}
