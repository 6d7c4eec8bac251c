import Foundation

/// Converts between instants and the civil dates and times of one time zone,
/// so "tomorrow at 19:30" means that minute where the person is.
public struct ZonedClock: Sendable {
    public let timeZone: TimeZone
    /// The reference instant (`context.now`), seconds since 1970.
    public let now: Double

    public init(now: Double, timeZone: TimeZone) {
        self.now = now
        self.timeZone = timeZone
    }

    /// The UTC offset in seconds at an instant.
    public func offset(at instant: Double) -> Int {
        timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: instant))
    }

    /// The civil date of an instant in this time zone.
    public func civilDate(of instant: Double) -> CivilDate {
        let local = instant + Double(offset(at: instant))
        return CivilDate(daysSinceEpoch: Int((local / 86_400).rounded(.down)))
    }

    /// Seconds since local midnight of an instant.
    public func secondsOfDay(of instant: Double) -> Double {
        let local = instant + Double(offset(at: instant))
        return local - (local / 86_400).rounded(.down) * 86_400
    }

    public var today: CivilDate { civilDate(of: now) }

    /// The instant of a local date and time; in a gap or overlap of a
    /// daylight-saving change, the offset in force just before is used.
    public func instant(of date: CivilDate, secondsOfDay: Double) -> Double {
        let local = Double(date.daysSinceEpoch * 86_400) + secondsOfDay
        let guess = local - Double(offset(at: local))
        // The offsets in force well before and well after the time: the same
        // unless a change is near. A reading is valid when the instant it
        // gives has that offset; in an overlap both are, and the earlier (the
        // offset before) wins; in a gap neither is, and the offset before is used.
        let before = offset(at: guess - 6 * 3600)
        let after = offset(at: guess + 6 * 3600)
        let early = local - Double(before)
        if before == after || offset(at: early) == before { return early }
        let late = local - Double(after)
        return offset(at: late) == after ? late : early
    }

    /// The instant's ISO 8601 text at this zone's offset.
    public func format(_ instant: Double) -> String {
        ISODate.format(instant: instant, offset: offset(at: instant))
    }
}
