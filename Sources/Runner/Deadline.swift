import Foundation
import Resolvers

/// Runs an operation with a time limit. The caller is resumed when the limit
/// passes even if the operation ignores cancellation, so a resolver that hangs
/// costs one run, not the evaluation.
enum Deadline {
    static func run<Value: Sendable>(
        seconds: Double, what: String, _ operation: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        let gate = ResumeOnce<Value>()
        return try await withCheckedThrowingContinuation { continuation in
            gate.set(continuation)
            let timer = Task {
                try await Task.sleep(nanoseconds: UInt64(max(0.001, seconds) * 1_000_000_000))
                gate.resume(.failure(ResolverError("the resolver timed out after \(Self.format(seconds)) s (\(what))")))
            }
            gate.onResume = { timer.cancel() }
            Task {
                let result: Result<Value, any Error>
                do { result = .success(try await operation()) } catch { result = .failure(error) }
                gate.resume(result)
            }
        }
    }

    static func format(_ seconds: Double) -> String {
        seconds.rounded() == seconds ? String(Int(seconds)) : String(seconds)
    }
}

/// Resumes a continuation exactly once, from whichever task gets there first.
private final class ResumeOnce<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Value, any Error>?
    /// Stops the timer once the operation has finished.
    var onResume: (@Sendable () -> Void)? {
        get { lock.withLock { storedOnResume } }
        set { lock.withLock { storedOnResume = newValue } }
    }
    private var storedOnResume: (@Sendable () -> Void)?

    func set(_ continuation: CheckedContinuation<Value, any Error>) {
        lock.lock()
        self.continuation = continuation
        lock.unlock()
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
