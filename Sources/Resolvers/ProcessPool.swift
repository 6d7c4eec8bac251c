import Foundation

/// Copies of a resolver program, one per job: a run leases a copy for its
/// whole conversation (a program may keep the conversation's state), then
/// gives it back; a copy that broke, or that died between runs, is replaced
/// by a fresh one, so a program that crashes costs the run in flight only.
///
/// Every copy starts in a task of its own, bounded by the start-up timeout
/// alone: a run that stops waiting for one (its deadline passed) does not
/// stop it, and the next run gets it. `prepare` starts one copy per job
/// before any run, and a run whose copy was stopped has it replaced in its
/// `end`, so start-up (a model loading, say) counts against no turn.
final class ProcessPool: @unchecked Sendable {
    typealias Starter = @Sendable (_ number: Int) async throws(ResolverError) -> ResolverProcess

    let capacity: Int
    private let start: Starter
    private let lock = NSLock()
    private var idle: [ResolverProcess] = []
    /// Copies running or starting: never more than `capacity`.
    private var live = 0
    private var started = 0
    private var replaced = 0
    private var waiting: [CheckedContinuation<Handoff, Never>] = []
    private var starting: [Int: Task<Result<ResolverProcess, ResolverError>, Never>] = [:]
    private var closed = false

    /// What a run waiting for a copy is woken with.
    private enum Handoff {
        case process(ResolverProcess)
        /// A place came free: look again.
        case retry
        case closed
    }

    init(capacity: Int, start: @escaping Starter) {
        self.capacity = max(1, capacity)
        self.start = start
    }

    /// How many processes have been started so far (restarts included).
    var startedCount: Int { lock.withLock { started } }

    /// How many copies were replaced: stopped after a failure, found dead
    /// between runs, or stopped while starting.
    var replacedCount: Int { lock.withLock { replaced } }

    /// Starts a copy in every free place and waits for them all, so that no
    /// run waits for a copy to start; throws the first failure.
    func startAll() async throws(ResolverError) {
        let launches: [Task<Result<ResolverProcess, ResolverError>, Never>] = lock.withLock {
            guard !closed else { return [] }
            return (live..<capacity).map { _ in launch() }
        }
        var failure: ResolverError?
        for launch in launches {
            switch await launch.value {
            case .success(let process): giveBack(process)
            case .failure(let error): failure = failure ?? error
            }
        }
        if let failure { throw failure }
    }

    /// An idle copy that is still alive, or a new one while there are fewer
    /// than `capacity`; otherwise waits for one to be given back.
    func lease() async throws(ResolverError) -> ResolverProcess {
        while true {
            enum Step { case reuse(ResolverProcess), launch(Task<Result<ResolverProcess, ResolverError>, Never>), wait, closed }
            let step: Step = lock.withLock {
                if closed { return .closed }
                if let process = idle.popLast() { return .reuse(process) }
                if live < capacity { return .launch(launch()) }
                return .wait
            }
            switch step {
            case .closed:
                throw ResolverError("the resolver has shut down")
            case .reuse(let process):
                if process.isAlive { return process }
                // It exited while idle: nothing was in flight, so no run is
                // lost; a fresh copy takes its place.
                _ = await process.exitDescription()
                replace(process, because: "it ended between runs; a fresh copy takes its place")
            case .launch(let launch):
                // Awaited here, but not cancelled with the run that asked:
                // a run that gives up leaves the copy starting for the next.
                return try await launch.value.get()
            case .wait:
                let handoff = await withCheckedContinuation { (continuation: CheckedContinuation<Handoff, Never>) in
                    lock.lock()
                    if closed {
                        lock.unlock()
                        continuation.resume(returning: .closed)
                    } else if !idle.isEmpty || live < capacity {
                        lock.unlock()
                        continuation.resume(returning: .retry)
                    } else {
                        waiting.append(continuation)
                        lock.unlock()
                    }
                }
                switch handoff {
                case .process(let process): return process
                case .retry: continue
                case .closed: throw ResolverError("the resolver has shut down")
                }
            }
        }
    }

    /// Returns a copy that is in step with the protocol, to the run waiting
    /// longest or to the idle ones.
    func giveBack(_ process: ResolverProcess) {
        lock.lock()
        if closed {
            lock.unlock()
            Task { await process.finish(grace: 1) }
            return
        }
        if waiting.isEmpty {
            idle.append(process)
            lock.unlock()
        } else {
            let next = waiting.removeFirst()
            lock.unlock()
            next.resume(returning: .process(process))
        }
    }

    /// Kills a copy that broke and frees its place; `refill` starts its
    /// replacement.
    func discard(_ process: ResolverProcess, because reason: String) {
        replace(process, because: reason)
    }

    /// Starts a copy in a free place, if there is one, and waits until it is
    /// ready (or failed): called when a run ends, outside every run's time
    /// limit, after its copy was stopped.
    func refill() async {
        let launch: Task<Result<ResolverProcess, ResolverError>, Never>? = lock.withLock {
            closed || live >= capacity ? nil : self.launch()
        }
        guard let launch else { return }
        if case .success(let process) = await launch.value {
            giveBack(process)
        }
        // A copy that cannot start is in the log and counted; the next run
        // that needs one tries again and reports why it could not.
    }

    /// Takes a place and starts a copy in a task that no run's cancellation
    /// reaches. Called with the lock held.
    private func launch() -> Task<Result<ResolverProcess, ResolverError>, Never> {
        live += 1
        started += 1
        let number = started
        let start = start
        let task = Task { () -> Result<ResolverProcess, ResolverError> in
            let result: Result<ResolverProcess, ResolverError>
            do throws(ResolverError) {
                result = .success(try await start(number))
            } catch {
                result = .failure(error)
            }
            let shutDown = self.finishedStarting(number, result)
            if shutDown, case .success(let process) = result {
                // Ready just as the evaluation ended: it ends like the others.
                await process.finish(grace: 1)
                return .failure(ResolverError("the resolver has shut down"))
            }
            return result
        }
        starting[number] = task
        return task
    }

    /// Frees the place of a copy that failed to start; true when the pool
    /// has shut down meanwhile.
    private func finishedStarting(_ number: Int, _ result: Result<ResolverProcess, ResolverError>) -> Bool {
        lock.lock()
        starting[number] = nil
        guard case .failure = result else {
            let closed = closed
            lock.unlock()
            return closed
        }
        // Stopped while starting: its place is free for another try.
        if !closed { replaced += 1 }
        live -= 1
        let next = waiting.isEmpty ? nil : waiting.removeFirst()
        lock.unlock()
        next?.resume(returning: .retry)
        return false
    }

    private func replace(_ process: ResolverProcess, because reason: String) {
        process.kill(because: reason)
        lock.lock()
        replaced += 1
        live -= 1
        let next = waiting.isEmpty ? nil : waiting.removeFirst()
        lock.unlock()
        next?.resume(returning: .retry)
    }

    /// Ends every copy (the runs are over): one still starting is stopped,
    /// each idle one gets the end of its input and `grace` seconds to exit.
    func shutdown(grace: Double) async {
        let (processes, launches, stranded) = lock.withLock {
            closed = true
            defer {
                idle.removeAll()
                waiting.removeAll()
            }
            return (idle, Array(starting.values), waiting)
        }
        for continuation in stranded { continuation.resume(returning: .closed) }
        for launch in launches { launch.cancel() }
        await withTaskGroup(of: Void.self) { group in
            for process in processes { group.addTask { await process.finish(grace: grace) } }
            for launch in launches { group.addTask { _ = await launch.value } }
        }
    }
}
