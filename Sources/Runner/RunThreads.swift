import Foundation

/// Threads of its own for the runs of an in-process resolver, so that a turn
/// that never returns cannot stop the evaluation.
///
/// The replay and the simulator answer on the thread that asks, without
/// suspending: a turn that loops or blocks holds its thread. On Swift's
/// shared pool (one thread per core) two such turns would hold every thread,
/// and nothing, not even the watchdog's verdict, could run again. Here the
/// runs and the loop that collects them run on `width` threads; when the
/// watchdog gives up on a run, ``grow()`` adds a thread in place of the one
/// it holds, and ``shrink()`` takes it back if that run ever returns.
/// Handing the executor a whole run, not each turn, keeps the cost to a
/// queue operation per run.
final class RunThreads: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    /// Jobs waiting, first at `head`.
    private var queue: [UnownedJob] = []
    private var head = 0
    /// Threads that may run jobs: the width asked for, plus one for each run
    /// given up on that still holds its thread.
    private var width: Int
    /// Threads alive, running a job (or held by one) or waiting for one.
    private var threads = 0
    private var idle = 0
    private var stopped = false

    init(width: Int) {
        self.width = max(1, width)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        queue.append(job)
        if idle > 0 {
            condition.signal()
        } else if threads < width {
            threads += 1
            start()
        }
        condition.unlock()
    }

    /// One more thread, in place of one that a run given up on holds.
    func grow() {
        condition.lock()
        width += 1
        if head < queue.count, idle == 0 {
            threads += 1
            start()
        }
        condition.unlock()
    }

    /// A run given up on has returned after all: its thread is free again, so
    /// the thread added for it is not needed.
    func shrink() {
        condition.lock()
        width -= 1
        condition.unlock()
    }

    /// Lets the threads end once no job is left; a thread held by a run that
    /// never returns stays held.
    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }

    private func start() {
        let thread = Thread { [self] in work() }
        thread.name = "evaluate.runs"
        // As much stack as the shared pool's threads: the simulator recurses.
        thread.stackSize = 8 << 20
        thread.start()
    }

    private func work() {
        condition.lock()
        while true {
            if head < queue.count {
                let job = queue[head]
                head += 1
                if head == queue.count {
                    queue.removeAll(keepingCapacity: true)
                    head = 0
                } else if head >= 1024, head * 2 >= queue.count {
                    queue.removeFirst(head)
                    head = 0
                }
                condition.unlock()
                job.runSynchronously(on: asUnownedTaskExecutor())
                condition.lock()
                // More threads than the width: a run given up on came back.
                if threads > width { break }
                continue
            }
            if stopped { break }
            idle += 1
            condition.wait()
            idle -= 1
        }
        threads -= 1
        condition.unlock()
    }
}
