import Foundation

/// A value worked out on first use and then kept, safe to share between
/// the runs (threads) that read one utterance: parts of a reading that only
/// some turns need are not worked out for the others.
final class Once<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?

    /// The value, made by `make` the first time (`make` must always give the same value).
    func get(_ make: () -> Value) -> Value {
        if let value = lock.withLock({ value }) { return value }
        let made = make()
        return lock.withLock {
            if let value { return value }
            value = made
            return made
        }
    }
}
