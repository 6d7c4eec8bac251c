import Foundation

/// At most `requestsPerMinute` requests in any sixty seconds, over every job
/// of the evaluation: hosted APIs refuse (429) or bill more past their limit,
/// and a local server shared by a team slows everyone down.
///
/// Each request reserves the earliest start that keeps the limit, so waiting
/// requests go in the order they asked. The clock is passed in, so the
/// limiter is tested without waiting.
public final class RateLimiter: @unchecked Sendable {
    public let requestsPerMinute: Int
    private let now: @Sendable () -> Double
    private let lock = NSLock()
    /// Start times granted, ascending; only the last `requestsPerMinute` matter.
    private var starts: [Double] = []

    public init(requestsPerMinute: Int, now: @escaping @Sendable () -> Double = { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }) {
        self.requestsPerMinute = max(1, requestsPerMinute)
        self.now = now
    }

    /// Reserves a start for one request; returns the seconds to wait first.
    public func reserve() -> Double {
        lock.lock()
        defer { lock.unlock() }
        let current = now()
        var start = max(current, starts.last ?? current)
        if starts.count >= requestsPerMinute {
            start = max(start, starts[starts.count - requestsPerMinute] + 60)
        }
        starts.append(start)
        if starts.count > requestsPerMinute * 2 { starts.removeFirst(starts.count - requestsPerMinute) }
        return start - current
    }
}
