import Foundation

/// At most `requestsPerMinute` requests in any sixty seconds, over every job
/// of the evaluation: hosted APIs refuse (429) or bill more past their limit,
/// and a local server shared by a team slows everyone down.
///
/// Each request reserves the earliest start that keeps the limit, so waiting
/// requests go in the order they asked. A request that will not be sent (its
/// turn ended while it waited) gives its start back, and a start later than
/// the caller can use is not reserved at all: a slot is only held by a request
/// that will use it. The clock is passed in, so the limiter is tested without
/// waiting.
public final class RateLimiter: @unchecked Sendable {
    /// A start granted to one request.
    public struct Reservation: Sendable, Hashable {
        /// When the request may be sent, on the limiter's clock.
        public var start: Double
        /// Seconds from the reservation to `start`.
        public var wait: Double
    }

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
        reserve(notAfter: .infinity)?.wait ?? 0
    }

    /// Reserves the earliest start that keeps the limit, if it comes no later
    /// than `latest`; nil (nothing reserved) otherwise.
    public func reserve(notAfter latest: Double) -> Reservation? {
        lock.lock()
        defer { lock.unlock() }
        let current = now()
        let start = earliestStart(current)
        guard start <= latest else { return nil }
        starts.append(start)
        if starts.count > requestsPerMinute * 2 { starts.removeFirst(starts.count - requestsPerMinute) }
        return Reservation(start: start, wait: start - current)
    }

    /// Seconds until the earliest start a reservation made now would get.
    public func nextStart() -> Double {
        lock.lock()
        defer { lock.unlock() }
        let current = now()
        return earliestStart(current) - current
    }

    /// Gives back the start of a request that was not sent, so the next
    /// request can have it.
    public func release(_ reservation: Reservation) {
        lock.lock()
        defer { lock.unlock() }
        if let index = starts.lastIndex(of: reservation.start) { starts.remove(at: index) }
    }

    /// Never before the last start granted (first come, first served), nor
    /// sooner than a minute after the start `requestsPerMinute` back.
    private func earliestStart(_ current: Double) -> Double {
        var start = max(current, starts.last ?? current)
        if starts.count >= requestsPerMinute {
            start = max(start, starts[starts.count - requestsPerMinute] + 60)
        }
        return start
    }
}
