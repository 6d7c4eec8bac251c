import AppDefinitions
import Dates
import JSON

/// How the simulator says values: numbers without a needless ".0", dates as
/// "tomorrow at 7:30 PM", records and enum cases by their titles.
enum Format {
    static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

    /// "7:30 PM", "12:00 PM".
    static func time(secondsOfDay: Double) -> String {
        let minutes = Int(secondsOfDay / 60)
        let hour = minutes / 60
        let twelve = hour % 12 == 0 ? 12 : hour % 12
        let minute = minutes % 60
        return "\(twelve):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
    }

    /// "today at 7:30 PM", "tomorrow at 8:00 PM", "Friday at 7:00 PM",
    /// "December 12 at 6:00 PM", relative to the clock's day.
    /// `spelled`: other days than today, tomorrow and yesterday as weekday and
    /// date ("Tuesday, December 8 at 9:00 AM"), as an answer says when
    /// something is due.
    static func date(_ text: String, clock: ZonedClock, spelled: Bool = false) -> String {
        guard let instant = dateInstant(text, clock: clock) else { return text }
        let day = clock.civilDate(of: instant)
        let ahead = day.daysSinceEpoch - clock.today.daysSinceEpoch
        let dayText: String
        switch ahead {
        case 0: dayText = "today"
        case 1: dayText = "tomorrow"
        case -1: dayText = "yesterday"
        case _ where spelled: dayText = "\(weekdays[day.weekday - 1]), \(months[day.month - 1]) \(day.day)"
        case 2...6: dayText = weekdays[day.weekday - 1]
        default: dayText = "\(months[day.month - 1]) \(day.day)"
        }
        return "\(dayText) at \(time(secondsOfDay: clock.secondsOfDay(of: instant)))"
    }

    static func dateInstant(_ text: String, clock: ZonedClock) -> Double? {
        if let dateTime = ISODate.parseDateTime(text) {
            return dateTime.offset != nil ? dateTime.instant() : clock.instant(of: dateTime.date, secondsOfDay: dateTime.secondsOfDay)
        }
        return ISODate.parseDay(text).map { clock.instant(of: $0, secondsOfDay: 12 * 3600) }
    }

    /// A value as Siri would say it, by the declared type.
    static func value(_ value: JSONValue, type: ValueType, app: AppModel, clock: ZonedClock, spelled: Bool = false) -> String {
        switch (type.unwrapped, value) {
        case (.entity(let name), .string(let id)):
            return app.recordTitle(entity: name, id: id) ?? id
        case (.enumeration(let name), .string(let id)):
            return app.caseTitle(enumeration: name, id: id) ?? id
        case (.date, .string(let text)):
            return date(text, clock: clock, spelled: spelled)
        case (.duration, _):
            guard let seconds = value.double else { return "\(value)" }
            return seconds >= 3600 && seconds.truncatingRemainder(dividingBy: 3600) == 0 ? "\(number(seconds / 3600)) hours"
                : seconds >= 60 ? "\(number((seconds / 60).rounded())) minutes" : "\(number(seconds)) seconds"
        case (.array(.entity(let name)), .array(let items)) where items.count > 3:
            let noun = (app.entity(named: name)?.title ?? name).lowercased().split(separator: " ").last.map(String.init) ?? "items"
            return "\(items.count) \(noun.hasSuffix("s") ? noun : noun + "s")"
        case (.array(let element), .array(let items)):
            return list(items.map { Format.value($0, type: element, app: app, clock: clock) })
        case (_, .string(let text)):
            return text
        case (_, .int(let number)):
            return String(number)
        case (_, .double(let number)):
            return self.number(number)
        case (_, .bool(let flag)):
            return flag ? "yes" : "no"
        default:
            return value.serialized()
        }
    }

    /// "a", "a and b", "a, b and c".
    static func list(_ items: [String]) -> String {
        switch items.count {
        case 0: return "nothing"
        case 1: return items[0]
        default: return items.dropLast().joined(separator: ", ") + " and " + items.last!
        }
    }
}
