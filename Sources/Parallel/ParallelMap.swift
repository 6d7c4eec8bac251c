import Dispatch
import Foundation

/// Maps a function over an array on all cores, keeping the order of results.
/// Loading thousands of files, or lines of a recording, is parallel work with
/// no shared state.
public enum ParallelMap {
    public static func map<Element: Sendable, Result: Sendable>(_ items: [Element], _ transform: @Sendable (Element) -> Result) -> [Result] {
        guard items.count > 1 else { return items.map(transform) }
        let results = ResultSlots<Result>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            results.set(index, transform(items[index]))
        }
        return results.values()
    }
}

/// Slots written once each by index from several threads.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    func values() -> [Value] { slots.map { $0! } }
}
