import Foundation

/// How long to wait before trying a request again: exponential with jitter,
/// or what the server asked for in `Retry-After`.
///
/// Jitter matters because every job of an evaluation talks to the same
/// server: after a 429 they would otherwise all come back at the same
/// instant and be refused together again. The delay is a pure function of
/// its inputs (the random number is passed in), so it is tested exactly.
public struct Backoff: Sendable, Hashable {
    /// The delay before the first retry, before jitter.
    public var base: Double
    /// No exponential delay exceeds this (a `Retry-After` may).
    public var maximum: Double

    public init(base: Double = 0.5, maximum: Double = 30) {
        self.base = base
        self.maximum = maximum
    }

    /// Seconds to wait after failed attempt number `attempt` (from 1).
    /// `random` is uniform in 0..<1.
    ///
    /// - Without `Retry-After`: "equal jitter", half the exponential delay
    ///   plus a random part of the other half, so retries never come back
    ///   sooner than half the schedule and never bunch up.
    /// - With `Retry-After`: never sooner than the server asked, and up to
    ///   10% later, to spread the jobs that were all told the same time.
    public func delay(afterAttempt attempt: Int, retryAfter: Double?, random: Double) -> Double {
        let random = min(max(random, 0), 1)
        if let retryAfter {
            return max(0, retryAfter) * (1 + 0.1 * random)
        }
        let exponent = Double(max(0, attempt - 1))
        let exponential = min(maximum, base * pow(2, min(exponent, 60)))
        return exponential / 2 + random * exponential / 2
    }

    /// Reads a `Retry-After` header: seconds (`"2"`, `"1.5"`) or an HTTP date
    /// (`"Wed, 21 Oct 2026 07:28:00 GMT"`), as seconds from `now`; nil when
    /// absent or unreadable.
    public static func retryAfter(_ header: String?, now: Date = Date()) -> Double? {
        guard let text = header?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        if let seconds = Double(text), seconds.isFinite { return max(0, seconds) }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        for format in ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"] {
            formatter.dateFormat = format
            if let date = formatter.date(from: text) { return max(0, date.timeIntervalSince(now)) }
        }
        return nil
    }
}
