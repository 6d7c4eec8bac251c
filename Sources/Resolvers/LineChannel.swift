import Foundation

/// The lines a child process writes to a pipe, read on a thread of their own
/// and handed to one waiting task at a time.
///
/// A resolver program may take seconds to answer, or never answer: a
/// blocking `read` on a thread of the cooperative pool would starve the other
/// runs (the machine may have two cores), so the reading is done here and
/// waiting is asynchronous, with a time limit and cancellation, so a program
/// that hangs costs its run and nothing else.
final class LineChannel: @unchecked Sendable {
    /// Why `next` gave up.
    enum Failure: Error, Equatable {
        /// Nothing arrived in time.
        case timedOut
        /// A line was longer than `maximumLineLength`.
        case lineTooLong
    }

    /// One line may hold a whole transcript turn, never megabytes.
    static let maximumLineLength = 16 << 20

    private let lock = NSLock()
    private var lines: [String] = []
    private var head = 0
    private var closed = false
    private var overflowed = false
    private var waiter: (ticket: Int, continuation: CheckedContinuation<String?, any Error>)?
    private var nextTicket = 0
    /// Called with every line as it arrives (stderr goes to the log this way);
    /// lines are then not kept for `next`.
    private let onLine: (@Sendable (String) -> Void)?

    /// Starts reading `handle` until its end; the handle is closed there.
    init(reading handle: FileHandle, name: String, onLine: (@Sendable (String) -> Void)? = nil) {
        self.onLine = onLine
        let thread = Thread { [self] in self.readLoop(handle) }
        thread.name = name
        thread.start()
    }

    /// The next line (without its newline), or nil once the pipe is closed
    /// and every line has been taken.
    func next(timeout: Double) async throws -> String? {
        let ticket: Int = lock.withLock {
            nextTicket += 1
            return nextTicket
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<String?, any Error>) in
                lock.lock()
                if head < lines.count {
                    let line = lines[head]
                    head += 1
                    if head > 64, head * 2 > lines.count {
                        lines.removeFirst(head)
                        head = 0
                    }
                    lock.unlock()
                    continuation.resume(returning: line)
                } else if overflowed {
                    lock.unlock()
                    continuation.resume(throwing: Failure.lineTooLong)
                } else if closed {
                    lock.unlock()
                    continuation.resume(returning: nil)
                } else if Task.isCancelled {
                    lock.unlock()
                    continuation.resume(throwing: CancellationError())
                } else {
                    waiter = (ticket, continuation)
                    lock.unlock()
                    DispatchQueue.global().asyncAfter(deadline: .now() + max(0.001, timeout)) { [weak self] in
                        self?.fail(ticket, Failure.timedOut)
                    }
                }
            }
        } onCancel: {
            fail(ticket, CancellationError())
        }
    }

    /// Whether the reading thread has seen the end of the pipe (lines may
    /// still be waiting to be taken).
    var isClosed: Bool { lock.withLock { closed } }

    /// Waits until the reading thread has seen the end of the pipe, or
    /// `timeout` passes; true when it has. It polls rather than blocks: it
    /// runs on the threads every run shares.
    func waitUntilClosed(timeout: Double) async -> Bool {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, timeout) * 1e9)
        while !lock.withLock({ closed }) {
            guard DispatchTime.now().uptimeNanoseconds < deadline else { return false }
            try? await Task.sleep(nanoseconds: 5_000_000)
        }
        return true
    }

    private func fail(_ ticket: Int, _ error: any Error) {
        lock.lock()
        guard let waiting = waiter, waiting.ticket == ticket else {
            lock.unlock()
            return
        }
        waiter = nil
        lock.unlock()
        waiting.continuation.resume(throwing: error)
    }

    private func deliver(_ line: String) {
        if let onLine {
            onLine(line)
            return
        }
        lock.lock()
        if let waiting = waiter {
            waiter = nil
            lock.unlock()
            waiting.continuation.resume(returning: line)
        } else {
            lines.append(line)
            lock.unlock()
        }
    }

    private func close(overflow: Bool) {
        lock.lock()
        closed = true
        overflowed = overflow
        let waiting = waiter
        waiter = nil
        lock.unlock()
        if let waiting {
            if overflow { waiting.continuation.resume(throwing: Failure.lineTooLong) } else { waiting.continuation.resume(returning: nil) }
        }
    }

    private func readLoop(_ handle: FileHandle) {
        let descriptor = handle.fileDescriptor
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var overflow = false
        reading: while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            var start = 0
            for index in 0..<count where buffer[index] == 0x0A {
                pending.append(contentsOf: buffer[start..<index])
                if pending.last == 0x0D { pending.removeLast() }
                deliver(String(decoding: pending, as: UTF8.self))
                pending.removeAll(keepingCapacity: true)
                start = index + 1
            }
            pending.append(contentsOf: buffer[start..<count])
            if pending.count > Self.maximumLineLength {
                overflow = true
                break reading
            }
        }
        // A last line without its newline still counts.
        if !overflow, !pending.isEmpty { deliver(String(decoding: pending, as: UTF8.self)) }
        try? handle.close()
        close(overflow: overflow)
    }
}
