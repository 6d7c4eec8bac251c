/// ISO 8601 dates as scenarios, records and transcripts write them, parsed and
/// formatted by hand: Foundation's formatters are slow and locale-sensitive.
public enum ISODate {
    /// A parsed date-time: the civil date and time as written, and the UTC
    /// offset in seconds when the text gave one (`Z` is 0).
    public struct DateTime: Sendable, Hashable {
        public var date: CivilDate
        public var secondsOfDay: Double
        public var offset: Int?

        /// Seconds since 1970 in UTC, taking a missing offset as `fallbackOffset`.
        public func instant(fallbackOffset: Int = 0) -> Double {
            Double(date.daysSinceEpoch * 86_400) + secondsOfDay - Double(offset ?? fallbackOffset)
        }
    }

    /// `YYYY-MM-DD` alone.
    public static func parseDay(_ text: String) -> CivilDate? {
        var scanner = Scanner(Array(text.utf8))
        guard let date = scanner.civilDate(), scanner.atEnd else { return nil }
        return date
    }

    /// `YYYY-MM-DDTHH:MM[:SS[.fff]][Z|±HH:MM|±HHMM]`; a space may stand for `T`.
    public static func parseDateTime(_ text: String) -> DateTime? {
        var scanner = Scanner(Array(text.utf8))
        guard let date = scanner.civilDate(), scanner.take("T") || scanner.take("t") || scanner.take(" ") else { return nil }
        guard let hour = scanner.number(2), scanner.take(":"), let minute = scanner.number(2),
              hour < 24 || (hour == 24 && minute == 0), minute < 60 else { return nil }
        var seconds = Double(hour * 3600 + minute * 60)
        if scanner.take(":") {
            guard let second = scanner.number(2), second <= 60 else { return nil }
            seconds += Double(second)
            if scanner.take(".") || scanner.take(",") {
                // As one fraction, so ".125" is exactly 0.125 (adding 0.1,
                // 0.02 and 0.005 is not).
                var numerator = 0.0
                var denominator = 1.0
                while let digit = scanner.digit() {
                    numerator = numerator * 10 + Double(digit)
                    denominator *= 10
                }
                if denominator == 1 { return nil }
                seconds += numerator / denominator
            }
        }
        var offset: Int?
        if scanner.take("Z") || scanner.take("z") {
            offset = 0
        } else if let sign = scanner.sign() {
            // ±HH, ±HH:MM or ±HHMM; a half-written offset ("+05:", "+05:3") is not one.
            guard let hours = scanner.number(2), hours < 24 else { return nil }
            var minutes = 0
            if scanner.take(":") || !scanner.atEnd {
                guard let given = scanner.number(2), given < 60 else { return nil }
                minutes = given
            }
            offset = sign * (hours * 3600 + minutes * 60)
        }
        // 24:00 is the end of the day, with no seconds past it.
        guard scanner.atEnd, hour < 24 || seconds == 86_400 else { return nil }
        return DateTime(date: date, secondsOfDay: seconds, offset: offset)
    }

    /// True for any text `parseDay` or `parseDateTime` accepts.
    public static func isDate(_ text: String) -> Bool {
        parseDateTime(text) != nil || parseDay(text) != nil
    }

    /// `2026-12-05T19:30:00-05:00` for an instant shown at a UTC offset.
    public static func format(instant: Double, offset: Int) -> String {
        let local = Int((instant + Double(offset)).rounded(.down))
        let days = Int((Double(local) / 86_400).rounded(.down))
        let date = CivilDate(daysSinceEpoch: days)
        let secondsOfDay = local - days * 86_400
        let zone: String
        if offset == 0 {
            zone = "Z"
        } else {
            let magnitude = abs(offset)
            zone = (offset < 0 ? "-" : "+") + CivilDate.pad(magnitude / 3600, 2) + ":" + CivilDate.pad(magnitude % 3600 / 60, 2)
        }
        return "\(date)T\(CivilDate.pad(secondsOfDay / 3600, 2)):\(CivilDate.pad(secondsOfDay % 3600 / 60, 2)):\(CivilDate.pad(secondsOfDay % 60, 2))\(zone)"
    }

    struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var atEnd: Bool { index == bytes.count }

        mutating func take(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(character.value) else { return false }
            index += 1
            return true
        }

        mutating func digit() -> Int? {
            guard index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 else { return nil }
            index += 1
            return Int(bytes[index - 1] - 48)
        }

        mutating func number(_ width: Int) -> Int? {
            var value = 0
            for _ in 0..<width {
                guard let digit = digit() else { return nil }
                value = value * 10 + digit
            }
            return value
        }

        mutating func sign() -> Int? {
            if take("+") { return 1 }
            if take("-") { return -1 }
            return nil
        }

        mutating func civilDate() -> CivilDate? {
            guard let year = number(4), take("-"), let month = number(2), take("-"), let day = number(2) else { return nil }
            let date = CivilDate(year: year, month: month, day: day)
            return date.isValid ? date : nil
        }
    }
}
