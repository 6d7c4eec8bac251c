import Dates

/// The date an `at:` matcher names: a whole day, or one minute, in the
/// context's time zone.
public struct DateTarget: Sendable, Hashable, CustomStringConvertible {
    public enum Span: Sendable, Hashable {
        /// Any time on that day.
        case day(CivilDate)
        /// That minute, as an instant (seconds since 1970, on a minute boundary).
        case minute(Double)
    }

    public var span: Span
    /// As written, for messages.
    public var source: String

    public init(span: Span, source: String) {
        self.span = span
        self.source = source
    }

    public func contains(_ instant: Double, clock: ZonedClock) -> Bool {
        switch span {
        case .day(let day): clock.civilDate(of: instant) == day
        case .minute(let start): instant >= start && instant < start + 60
        }
    }

    public var description: String { "\"\(source)\"" }

    /// The instant of an ISO 8601 text; a date-time without an offset is read
    /// in the clock's time zone, a date alone as its midnight.
    public static func instant(of text: String, clock: ZonedClock) -> Double? {
        if let dateTime = ISODate.parseDateTime(text) {
            if dateTime.offset != nil { return dateTime.instant() }
            return clock.instant(of: dateTime.date, secondsOfDay: dateTime.secondsOfDay)
        }
        if let day = ISODate.parseDay(text) { return clock.instant(of: day, secondsOfDay: 0) }
        return nil
    }

    /// Parses `today`, `tonight`, `tomorrow`, a weekday (the next such day
    /// after today), or an ISO date, each optionally followed by `HH:mm` or
    /// `H:mm am/pm`; or an explicit ISO 8601 date-time. `tonight` alone is
    /// 19:00, and `tonight 7:30` is 19:30.
    public static func parse(_ text: String, clock: ZonedClock) -> DateTarget? {
        let trimmed = text.trimmingSpaces
        if let dateTime = ISODate.parseDateTime(trimmed) {
            let instant = dateTime.offset != nil ? dateTime.instant()
                : clock.instant(of: dateTime.date, secondsOfDay: dateTime.secondsOfDay)
            return DateTarget(span: .minute((instant / 60).rounded(.down) * 60), source: text)
        }
        let words = trimmed.lowercased().split(separator: " ", maxSplits: 1).map(String.init)
        guard let first = words.first else { return nil }
        let today = clock.today
        var day: CivilDate
        var time: Int?
        switch first {
        case "today": day = today
        case "tonight": day = today; time = 19 * 60
        case "tomorrow": day = today.adding(days: 1)
        default:
            if let weekday = weekdays.firstIndex(of: first) {
                let ahead = (weekday + 1 - today.weekday + 7) % 7
                day = today.adding(days: ahead == 0 ? 7 : ahead)
            } else if let date = ISODate.parseDay(first) {
                day = date
            } else {
                return nil
            }
        }
        if words.count == 2 {
            guard var minutes = clockTime(words[1]) else { return nil }
            // "tonight 7:30" is the evening: an hour before noon without am/pm moves on 12 hours.
            if first == "tonight", minutes < 12 * 60, !words[1].contains("m") { minutes += 12 * 60 }
            time = minutes
        }
        guard let time else { return DateTarget(span: .day(day), source: text) }
        return DateTarget(span: .minute(clock.instant(of: day, secondsOfDay: Double(time * 60))), source: text)
    }

    static let weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    /// Minutes after midnight of `19:30`, `7:30 pm`, `7:30pm`, `7 pm`.
    static func clockTime(_ text: String) -> Int? {
        var rest = Substring(text)
        var meridiem: Int?
        for (suffix, value) in [("am", 0), ("pm", 12), ("a.m.", 0), ("p.m.", 12)] where rest.hasSuffix(suffix) {
            meridiem = value
            rest = rest.dropLast(suffix.count)
            while rest.last == " " { rest = rest.dropLast() }
            break
        }
        let parts = rest.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 2, let hour = Int(parts[0]), parts[0].count <= 2 else { return nil }
        var minute = 0
        if parts.count == 2 {
            guard parts[1].count == 2, let value = Int(parts[1]) else { return nil }
            minute = value
        } else if meridiem == nil {
            return nil
        }
        guard minute < 60 else { return nil }
        if let meridiem {
            guard hour >= 1, hour <= 12 else { return nil }
            return ((hour % 12) + meridiem) * 60 + minute
        }
        guard hour < 24 else { return nil }
        return hour * 60 + minute
    }
}

extension String {
    var trimmingSpaces: String {
        var slice = Substring(self)
        while slice.first?.isWhitespace == true { slice = slice.dropFirst() }
        while slice.last?.isWhitespace == true { slice = slice.dropLast() }
        return String(slice)
    }
}
