import Dates

/// Finds date and time expressions in tokens and says what each one names
/// ("next Friday", "7:30 pm", "in 2 hours") without a clock; `DateParser`
/// then resolves them to days and instants. `NumberParser` uses the same
/// scan to leave the digits of times and dates alone, so the two never
/// disagree about what "at 7" is.
struct DateScanner {
    enum WeekdayRule: Hashable { case after, thisWeek, nextWeek, before }

    /// A day as the utterance names it.
    enum Day: Hashable {
        case offset(Int)
        case weekday(Int, WeekdayRule)
        case monthDay(month: Int, day: Int, year: Int?)
        case dayOfMonth(Int)
        /// "Sunday the 10th", "Thursday July 16th": a day of the month (and
        /// maybe its month) that falls on the weekday said.
        case weekdayDate(weekday: Int, month: Int?, day: Int)
        case date(CivilDate)
        case weekend(next: Bool)
        case nextWeek
        case monthStart(Int)
        /// "the end of the month", "end of next month": its last day.
        case monthEnd(Int)
        case monthsAhead(Int)
        case yearStart(Int)
        case yearsAhead(Int)

        var isWeekday: Bool {
            if case .weekday = self { return true }
            return false
        }
    }

    enum Period: Hashable { case morning, afternoon, evening, night }
    enum Meridiem: Hashable { case none, am, pm }
    enum Special: Hashable { case none, noon, midnight }

    /// A time of day as said: the hour as spoken, minutes after it, minutes
    /// to add ("quarter to 8" is 8 and -15), and whatever fixes am or pm.
    struct Time: Hashable {
        var hour = 0
        var minute = 0
        var offset = 0
        var meridiem = Meridiem.none
        /// Written as a 24-hour clock ("19:30", "07:30", "0:15").
        var is24Hour = false
        var special = Special.none
    }

    struct Part {
        var range: Range<Int>
        var parts: [Range<Int>] = []
        var day: Day?
        var time: Time?
        var period: Period?
        /// Seconds from now ("in 2 hours", "an hour ago").
        var seconds: Double?
        /// An ISO date-time with an offset: that instant.
        var instant: Double?
        /// "in 3 days", "2 hours ago": the number is a count, not a date.
        var isRelative = false
        /// "Six thirty" said alone, the answer to "What time?": read as a
        /// time, but its words stay numbers as well ("twelve fifty" may be
        /// a price).
        var standsAlone = false

        init(_ range: Range<Int>, day: Day? = nil, time: Time? = nil, period: Period? = nil) {
            self.range = range
            self.day = day
            self.time = time
            self.period = period
        }
    }

    let tokens: [Token]
    /// The token where the utterance itself starts: 0, or the first token
    /// after words read before it (a question's words as a hint).
    let start: Int
    var parts: [Part] = []

    init(_ tokens: [Token], start: Int = 0) {
        self.tokens = tokens
        self.start = start
    }

    // MARK: - Entry points

    /// The expressions one by one, as found.
    static func scan(_ tokens: [Token], start: Int = 0) -> [Part] {
        var scanner = DateScanner(tokens, start: start)
        scanner.run()
        return scanner.parts
    }

    /// The expressions with a day and a time that belong together joined
    /// ("tomorrow" + "at 7:30"; "at 7:30" + "tomorrow"; "Friday" + "evening";
    /// "last night" + "at 11:30 pm" later in the sentence).
    static func expressions(_ tokens: [Token], start: Int = 0) -> [Part] {
        merge(scan(tokens, start: start), tokens)
    }

    /// For each token, whether it belongs to a calendar date or a clock time
    /// (not to a relative count such as "in 3 days").
    static func calendarTokens(_ tokens: [Token]) -> [Bool] {
        var blocked = [Bool](repeating: false, count: tokens.count)
        for part in scan(tokens) where !part.isRelative && !part.standsAlone {
            for k in part.range { blocked[k] = true }
        }
        return blocked
    }

    // MARK: - Scanning

    /// Words that make a bare weekday abbreviation ("sat", "sun") a weekday.
    static let weekdayCues: Set<String> = [
        "on", "this", "next", "last", "every", "until", "till", "by", "before", "after", "from", "for",
    ]
    /// Words before "now" that make it the time of an action ("starting now").
    static let nowCues: Set<String> = ["starting", "start", "from", "right", "beginning", "begin", "begins", "starts"]
    /// Words before "the 5th" that make it a day of the month.
    static let dayCues: Set<String> = ["on", "for", "by", "until", "till", "before", "after", "from", "since", "to", "through"]

    mutating func run() {
        var i = 0
        let n = tokens.count
        while i < n {
            if let part = match(i) {
                parts.append(part)
                i = part.range.upperBound
                continue
            }
            if i + 1 < n, tokens[i].info.isIntroducer, var part = match(i + 1) {
                part.range = i..<part.range.upperBound
                parts.append(part)
                i = part.range.upperBound
                continue
            }
            i += 1
        }
    }

    func info(_ i: Int) -> WordInfo { i < tokens.count ? tokens[i].info : WordInfo() }

    /// An expression starting at token `i`.
    func match(_ i: Int) -> Part? {
        let token = tokens[i]
        let info = token.info
        if token.isNumeric { return numeric(i) }
        if info.month > 0, let part = monthFirst(i) { return part }
        if info.weekday > 0, let part = weekday(i) { return part }
        switch info.date {
        case .today:
            return Part(i..<i + 1, day: .offset(0))
        case .tonight:
            return Part(i..<i + 1, day: .offset(0), period: .night)
        case .tomorrow:
            return Part(i..<i + 1, day: .offset(1))
        case .yesterday:
            return Part(i..<i + 1, day: .offset(-1))
        case .now where i > 0 && Self.nowCues.contains(tokens[i - 1].text):
            // "starting now", "right now": this moment.
            var part = Part(i - 1..<i + 1)
            part.seconds = 0
            return part
        case .noon:
            return Part(i..<i + 1, time: Time(hour: 12, special: .noon))
        case .midnight:
            return Part(i..<i + 1, time: Time(hour: 0, special: .midnight))
        case .this:
            return this(i)
        case .next:
            return next(i)
        case .last:
            return last(i)
        case .weekend:
            return Part(i..<i + 1, day: .weekend(next: false))
        case .morning, .afternoon, .evening, .night:
            // "tomorrow morning", "Friday evening", "8 at night" (after "at").
            if let previous = parts.last, previous.range.upperBound == i, previous.period == nil {
                return Part(i..<i + 1, period: period(info.date))
            }
            return nil
        case .day:
            return dayAfter(i, start: i)
        default:
            break
        }
        if token.text == "end", let part = endOf(i) { return part }
        switch info.word {
        case .the:
            return the(i)
        case .in:
            return within(i)
        case .at:
            if self.info(i + 1).date == .night { return Part(i..<i + 2, period: .night) }
            return nil
        default:
            break
        }
        if info.number != .none || info.ordinal > 0 || token.hasHyphen {
            return spoken(i)
        }
        return nil
    }

    func period(_ word: WordInfo.DateWord) -> Period? {
        switch word {
        case .morning: .morning
        case .afternoon: .afternoon
        case .evening: .evening
        case .night: .night
        default: nil
        }
    }

    // MARK: Words

    func this(_ i: Int) -> Part? {
        let next = info(i + 1)
        if next.weekday > 0 { return Part(i..<i + 2, day: .weekday(Int(next.weekday), .thisWeek)) }
        switch next.date {
        case .weekend: return Part(i..<i + 2, day: .weekend(next: false))
        case .morning, .afternoon, .evening, .night: return Part(i..<i + 2, day: .offset(0), period: period(next.date))
        default: return nil
        }
    }

    func next(_ i: Int) -> Part? {
        let next = info(i + 1)
        if next.weekday > 0 { return Part(i..<i + 2, day: .weekday(Int(next.weekday), .nextWeek)) }
        switch next.date {
        case .weekend: return Part(i..<i + 2, day: .weekend(next: true))
        case .week: return Part(i..<i + 2, day: .nextWeek)
        case .month: return Part(i..<i + 2, day: .monthStart(1))
        case .year: return Part(i..<i + 2, day: .yearStart(1))
        default: return nil
        }
    }

    /// "end of the month", "end of this month", "end of next month".
    func endOf(_ i: Int) -> Part? {
        guard info(i + 1).word == .of else { return nil }
        let head = info(i + 2)
        guard info(i + 3).date == .month else { return nil }
        if head.word == .the || head.date == .this { return Part(i..<i + 4, day: .monthEnd(0)) }
        if head.date == .next { return Part(i..<i + 4, day: .monthEnd(1)) }
        return nil
    }

    func last(_ i: Int) -> Part? {
        let next = info(i + 1)
        if next.weekday > 0 { return Part(i..<i + 2, day: .weekday(Int(next.weekday), .before)) }
        if next.date == .night { return Part(i..<i + 2, day: .offset(-1), period: .night) }
        // "last week": a day of it, a week ago.
        if next.date == .week { return Part(i..<i + 2, day: .offset(-7)) }
        return nil
    }

    func weekday(_ i: Int) -> Part? {
        let info = tokens[i].info
        if info.weekdayNeedsCue {
            guard i > 0, Self.weekdayCues.contains(tokens[i - 1].text) else { return nil }
        }
        var rule = WeekdayRule.after
        var end = i + 1
        if self.info(end).date == .next, self.info(end + 1).date == .week {
            rule = .nextWeek
            end += 2
        } else if self.info(end).date == .this, self.info(end + 1).date == .week {
            rule = .thisWeek
            end += 2
        }
        return Part(i..<end, day: .weekday(Int(info.weekday), rule))
    }

    /// "the day after tomorrow", "the day before yesterday" (from "day").
    func dayAfter(_ i: Int, start: Int) -> Part? {
        if info(i + 1).word == .after, info(i + 2).date == .tomorrow { return Part(start..<i + 3, day: .offset(2)) }
        if info(i + 1).word == .before, info(i + 2).date == .yesterday { return Part(start..<i + 3, day: .offset(-2)) }
        return nil
    }

    func the(_ i: Int) -> Part? {
        let next = info(i + 1)
        if next.date == .day { return dayAfter(i + 1, start: i) }
        if next.date == .weekend { return Part(i..<i + 2, day: .weekend(next: false)) }
        guard let (day, end) = dayNumber(i + 1, ordinalOnly: true) else { return nil }
        if let part = monthAfterDay(day, from: i, at: end) { return part }
        // "on the 5th", "for the 21st", "Monday the 7th": only after such a
        // word or a weekday, and not before a noun ("on the 3rd floor").
        guard i > 0, endsPhrase(end) else { return nil }
        let afterWeekday = parts.last.map { $0.range.upperBound == i && $0.day?.isWeekday == true } ?? false
        guard afterWeekday || Self.dayCues.contains(tokens[i - 1].text) else { return nil }
        return Part(i..<end, day: .dayOfMonth(day))
    }

    /// "in the morning", "in 2 hours", "in a week", "in 3 months".
    func within(_ i: Int) -> Part? {
        if info(i + 1).word == .the, let period = period(info(i + 2).date) {
            return Part(i..<i + 3, period: period)
        }
        guard var part = relative(at: i + 1, sign: 1) else { return nil }
        part.range = i..<part.range.upperBound
        return part
    }

    /// A duration at `j` read as a distance from now: seconds for hours
    /// and less, days for days and weeks, calendar months and years.
    func relative(at j: Int, sign: Int) -> Part? {
        guard j < tokens.count else { return nil }
        let head = tokens[j].info
        guard tokens[j].isNumeric || head.number != .none || head.date == .fortnight else { return nil }
        // "in a fortnight", "a fortnight ago".
        if head.date == .fortnight || (head.number == .article && info(j + 1).date == .fortnight) {
            let end = head.date == .fortnight ? j + 1 : j + 2
            var part = Part(j..<end, day: .offset(14 * sign))
            part.isRelative = true
            return part
        }
        if let duration = DurationParser.read(tokens, at: j, limit: tokens.count) {
            var part = Part(duration.range)
            part.isRelative = true
            let days = duration.seconds / 86_400
            if duration.smallest.factorInSeconds >= 86_400, days == days.rounded() {
                part.day = .offset(Int(days) * sign)
            } else {
                part.seconds = duration.seconds * Double(sign)
            }
            return part
        }
        // Months and years are not fixed lengths: "in 2 months", "in a year".
        var count: Int?
        var end = j
        if head.number == .article, info(j + 1).date == .month || info(j + 1).date == .year {
            count = 1
            end = j + 1
        } else if let number = NumberParser.read(tokens, at: j), number.unit == .month || number.unit == .year, !number.isOrdinal,
                  let value = number.intValue, value > 0, number.range.upperBound > j + 1 {
            count = value
            end = number.range.upperBound - 1
        }
        guard let count, end < tokens.count else { return nil }
        var part = Part(j..<end + 1, day: info(end).date == .month ? .monthsAhead(count * sign) : .yearsAhead(count * sign))
        part.isRelative = true
        return part
    }

    /// "2 hours ago", "an hour from now", "3 days from today".
    func relativeAround(_ i: Int) -> Part? {
        guard let duration = relative(at: i, sign: 1) else { return nil }
        let end = duration.range.upperBound
        if info(end).date == .ago, var part = relative(at: i, sign: -1) {
            part.range = i..<end + 1
            return part
        }
        if info(end).word == .from, info(end + 1).date == .now || info(end + 1).date == .today {
            var part = duration
            part.range = i..<end + 2
            return part
        }
        if info(end).word == .later {
            var part = duration
            part.range = i..<end + 1
            return part
        }
        return nil
    }

    // MARK: Numbers

    /// A day of the month at `j`: "5", "5th", "fifth", "twenty-first".
    func dayNumber(_ j: Int, ordinalOnly: Bool) -> (Int, Int)? {
        guard j < tokens.count else { return nil }
        let token = tokens[j]
        if token.isNumeric {
            guard let (value, suffix) = NumberParser.parseDigits(token.text), value == value.rounded(),
                  value >= 1, value <= 31 else { return nil }
            switch suffix {
            case "": return ordinalOnly ? nil : (Int(value), j + 1)
            case "st", "nd", "rd", "th": return (Int(value), j + 1)
            default: return nil
            }
        }
        guard token.info.ordinal > 0 || token.info.number == .tens || token.hasHyphen,
              let match = NumberParser.readValue(tokens, at: j, limit: tokens.count), match.isOrdinal,
              let value = match.intValue, value >= 1, value <= 31 else { return nil }
        return (value, match.range.upperBound)
    }

    /// A four-digit year at `j` (1900 to 2199).
    func year(_ j: Int) -> (Int, Int)? {
        guard j < tokens.count, tokens[j].isNumeric, tokens[j].text.utf8.count == 4,
              let (value, suffix) = NumberParser.parseDigits(tokens[j].text), suffix.isEmpty,
              value >= 1900, value < 2200 else { return nil }
        return (Int(value), j + 1)
    }

    /// "December 5", "Dec 5th", "December the fifth", "December 5, 2026".
    func monthFirst(_ i: Int) -> Part? {
        let month = Int(tokens[i].info.month)
        var j = i + 1
        if info(j).word == .the { j += 1 }
        guard let (day, end) = dayNumber(j, ordinalOnly: false) else { return nil }
        // "may 5pm" is not a date; "march 5 people" cannot be told apart.
        var last = end
        var year: Int?
        if let (value, after) = self.year(end) {
            year = value
            last = after
        }
        return Part(i..<last, day: .monthDay(month: month, day: day, year: year))
    }

    /// "5 December", "5th of December", "the fifth of December 2026".
    func monthAfterDay(_ day: Int, from start: Int, at end: Int) -> Part? {
        var k = end
        if info(k).word == .of { k += 1 }
        guard k < tokens.count, tokens[k].info.month > 0 else { return nil }
        let month = Int(tokens[k].info.month)
        k += 1
        var year: Int?
        if let (value, after) = self.year(k) {
            year = value
            k = after
        }
        return Part(start..<k, day: .monthDay(month: month, day: day, year: year))
    }

    /// Whether the phrase can end before token `j`: the end, a function
    /// word or another date word, not a noun ("at 5 stars", "the 3rd floor").
    func endsPhrase(_ j: Int) -> Bool {
        guard j < tokens.count else { return true }
        if tokens[j].afterPause { return true }
        let info = tokens[j].info
        // "by three weeks", "at three hours": a length of time, not a clock time.
        if let unit = info.unit, unit.dimension == .time, unit != .degree { return false }
        if info.isStopWord || info.date != .none || info.weekday > 0 || info.month > 0 { return true }
        // "from the 20th until November 2": the word that ends a range.
        if Self.dayCues.contains(tokens[j].text) { return true }
        // "for the 7th instead", "for the 3rd again".
        if tokens[j].text == "instead" || tokens[j].text == "again" { return true }
        if tokens[j].isNumeric || info.number != .none || info.unit != nil { return false }
        switch info.word {
        case .sharp, .and, .or, .ampersand, .atSign, .hash: return true
        default: return false
        }
    }

    /// A token that starts with a digit.
    func numeric(_ i: Int) -> Part? {
        let text = tokens[i].text
        let utf8 = text.utf8
        // ISO dates and date-times.
        if utf8.count >= 10, tokens[i].hasHyphen {
            if let date = ISODate.parseDay(text) { return Part(i..<i + 1, day: .date(date)) }
            if let dateTime = ISODate.parseDateTime(text) {
                let seconds = Int(dateTime.secondsOfDay)
                var part = Part(i..<i + 1, day: .date(dateTime.date),
                                time: Time(hour: seconds / 3600, minute: seconds % 3600 / 60, is24Hour: true))
                if dateTime.offset != nil { part.instant = dateTime.instant() }
                return part
            }
            return nil
        }
        // "12/5", "12/5/2026", "12/5/26" (month first, as in the US).
        if utf8.contains(0x2F) {
            return slashDate(i)
        }
        // "7:30", "19:30", "7:30pm", "7pm", "7.30pm".
        if let time = Self.clockTime(text, allowDot: false) {
            return withMeridiem(Part(i..<i + 1, time: time), time: time)
        }
        // "7.30 pm", or "7.30" after "at".
        if utf8.contains(0x2E), let time = Self.clockTime(text, allowDot: true),
           isMeridiem(i + 1) || (hourContext(i) && endsPhrase(i + 1)) {
            return withMeridiem(Part(i..<i + 1, time: time), time: time)
        }
        guard let (value, suffix) = NumberParser.parseDigits(text), value >= 0 else { return nil }
        if suffix == "st" || suffix == "nd" || suffix == "rd" || suffix == "th" {
            // "5th of December", "5th December".
            if value >= 1, value <= 31, let part = monthAfterDay(Int(value), from: i, at: i + 1) { return part }
            return nil
        }
        guard suffix.isEmpty, value == value.rounded() else { return nil }
        let number = Int(value)
        if number >= 1, number <= 31, let part = monthAfterDay(number, from: i, at: i + 1) { return part }
        if let part = pastOrTo(i) { return part }
        if let part = relativeAround(i) { return part }
        guard number <= 23 else { return nil }
        let hour = Time(hour: number, is24Hour: number == 0 || number > 12 || (utf8.count == 2 && utf8.first == 48))
        // "7 pm", "7 o'clock", "12 noon".
        if number <= 12, isMeridiem(i + 1) { return withMeridiem(Part(i..<i + 1, time: hour), time: hour) }
        if info(i + 1).date == .oclock { return Part(i..<i + 2, time: hour) }
        if number == 12, info(i + 1).date == .noon { return Part(i..<i + 2, time: Time(hour: 12, special: .noon)) }
        if number == 12, info(i + 1).date == .midnight { return Part(i..<i + 2, time: Time(hour: 0, special: .midnight)) }
        // "at 7", "until 9", "tomorrow 8"; "make it 9 in the morning".
        if number >= 1, hourContext(i) && endsPhrase(i + 1) || (number <= 12 && partOfDayFollows(i + 1)) { return Part(i..<i + 1, time: hour) }
        return nil
    }

    /// Whether "in the morning", "in the evening", "at night"... starts at
    /// `j`: a bare hour before it is a time ("9 in the morning").
    func partOfDayFollows(_ j: Int) -> Bool {
        (info(j).word == .in && info(j + 1).word == .the && period(info(j + 2).date) != nil)
            || (info(j).word == .at && info(j + 1).date == .night)
    }

    func isMeridiem(_ j: Int) -> Bool {
        let date = info(j).date
        return date == .am || date == .pm
    }

    /// Takes an "am"/"pm" or "o'clock" after a time.
    func withMeridiem(_ part: Part, time: Time) -> Part {
        var part = part
        var time = time
        let end = part.range.upperBound
        if time.meridiem == .none, isMeridiem(end), time.hour >= 1, time.hour <= 12 {
            time.meridiem = info(end).date == .am ? .am : .pm
            time.is24Hour = false
            part.range = part.range.lowerBound..<end + 1
        } else if info(end).date == .oclock {
            part.range = part.range.lowerBound..<end + 1
        }
        part.time = time
        return part
    }

    /// Whether a bare number at `i` may be an hour: after "at", "by",
    /// "until" and the like; right after a day ("tomorrow 8"); or after
    /// "to" or "and" that follow a time ("from 7 to 9").
    func hourContext(_ i: Int) -> Bool {
        guard i > 0 else { return false }
        let before = tokens[i - 1].info.word
        // ("about six of them" counts; "six by six" is a size.)
        if before == .about || before == .around, i + 1 < tokens.count, tokens[i + 1].info.word == .of { return false }
        // ("tonight, two nights" counts nights: no hour.)
        if i + 1 < tokens.count, tokens[i + 1].text == "night" || tokens[i + 1].text == "nights" { return false }
        // ("about nine and a half hours" is a length.)
        if i + 2 < tokens.count, tokens[i + 1].info.word == .and, tokens[i + 2].info.number == .half || tokens[i + 2].info.number == .article { return false }
        if before == .by, i >= 2, tokens[i - 2].isNumeric || tokens[i - 2].info.number != .none { return false }
        if tokens[i - 1].info.isTimePreposition { return true }
        guard let previous = parts.last else { return false }
        if previous.range.upperBound == i, previous.day != nil, previous.time == nil, previous.seconds == nil { return true }
        if previous.range.upperBound == i - 1, previous.time != nil,
           before == .to || before == .and || before == .until || before == .hyphen {
            return true
        }
        return false
    }

    /// "12/5", "12/5/2026": month, day and year; not "1/2 cup".
    func slashDate(_ i: Int) -> Part? {
        let fields = tokens[i].text.split(separator: "/", omittingEmptySubsequences: false)
        guard fields.count == 2 || fields.count == 3, NumberParser.readUnit(tokens, at: i + 1, afterNumber: true) == nil else { return nil }
        var numbers: [Int] = []
        for field in fields {
            guard !field.isEmpty, field.utf8.count <= 4, let value = Int(field) else { return nil }
            numbers.append(value)
        }
        guard numbers[0] >= 1, numbers[0] <= 12, numbers[1] >= 1, numbers[1] <= 31 else { return nil }
        var year: Int?
        if numbers.count == 3 {
            let y = numbers[2]
            guard fields[2].utf8.count == 2 || fields[2].utf8.count == 4 else { return nil }
            year = fields[2].utf8.count == 2 ? 2000 + y : y
        }
        return Part(i..<i + 1, day: .monthDay(month: numbers[0], day: numbers[1], year: year))
    }

    /// A token that is a clock time by itself: "7:30", "19:30", "7:30:15",
    /// "7:30pm", "7pm", "7am", "7.30pm" (and "7.30" when `allowDot`).
    static func clockTime(_ text: String, allowDot: Bool) -> Time? {
        var hour = 0
        var hourDigits = 0
        var minute = 0
        var minuteDigits = 0
        var separator: UInt8 = 0
        var index = text.utf8.startIndex
        let utf8 = text.utf8
        while index < utf8.endIndex, utf8[index] >= 48, utf8[index] <= 57 {
            hour = hour * 10 + Int(utf8[index] - 48)
            hourDigits += 1
            index = utf8.index(after: index)
        }
        guard hourDigits >= 1, hourDigits <= 2 else { return nil }
        if index < utf8.endIndex, utf8[index] == 0x3A || utf8[index] == 0x2E {
            separator = utf8[index]
            index = utf8.index(after: index)
            while index < utf8.endIndex, utf8[index] >= 48, utf8[index] <= 57 {
                minute = minute * 10 + Int(utf8[index] - 48)
                minuteDigits += 1
                index = utf8.index(after: index)
            }
            guard minuteDigits == 2, minute < 60 else { return nil }
            // Seconds after a colon: "7:30:00".
            if separator == 0x3A, index < utf8.endIndex, utf8[index] == 0x3A {
                index = utf8.index(after: index)
                var secondDigits = 0
                while index < utf8.endIndex, utf8[index] >= 48, utf8[index] <= 57 {
                    secondDigits += 1
                    index = utf8.index(after: index)
                }
                guard secondDigits == 2 else { return nil }
            }
        }
        let rest = text[index...]
        var meridiem = Meridiem.none
        switch rest {
        case "": break
        case "am", "a": meridiem = .am
        case "pm", "p": meridiem = .pm
        default: return nil
        }
        if meridiem == .none {
            // A bare "7" is not a time by itself, nor is "7.30" unless asked.
            guard separator == 0x3A || (separator == 0x2E && allowDot) else { return nil }
            guard hour <= 24, hour < 24 || minute == 0 else { return nil }
            let is24Hour = hour == 0 || hour > 12 || (hourDigits == 2 && text.utf8.first == 48)
            return Time(hour: hour == 24 ? 0 : hour, minute: minute, is24Hour: is24Hour)
        }
        guard hour >= 1, hour <= 12 else { return nil }
        return Time(hour: hour, minute: minute, meridiem: meridiem)
    }

    // MARK: Spoken times and word numbers

    /// An hour in words at `j` ("seven"), with minutes after it in words
    /// ("seven thirty", "eight forty-five", "nine oh five").
    func hourWords(_ j: Int) -> (hour: Int, minute: Int, end: Int)? {
        let info = self.info(j)
        guard info.number == .cardinal, info.value >= 1, info.value <= 12 else { return nil }
        var end = j + 1
        var minute = 0
        if self.info(end).word == .oh, self.info(end + 1).number == .cardinal,
           self.info(end + 1).value >= 1, self.info(end + 1).value <= 9 {
            minute = self.info(end + 1).value
            end += 2
        } else if end < tokens.count, !tokens[end].isNumeric, !tokens[end].afterPause, self.info(end).number == .cardinal || self.info(end).number == .tens
                    || tokens[end].hasHyphen,
                  let match = NumberParser.readValue(tokens, at: end, limit: tokens.count), !match.isOrdinal,
                  let value = match.intValue, value >= 10, value < 60 {
            minute = value
            end = match.range.upperBound
        }
        return (info.value, minute, end)
    }

    /// An expression that starts with a word number or an ordinal.
    func spoken(_ i: Int) -> Part? {
        if let part = pastOrTo(i) { return part }
        // "fifth of December", "twenty-first of May".
        if let (day, end) = dayNumber(i, ordinalOnly: true), let part = monthAfterDay(day, from: i, at: end) {
            return part
        }
        if let part = relativeAround(i) { return part }
        guard let (hour, minute, end) = hourWords(i) else { return nil }
        let time = Time(hour: hour, minute: minute)
        // "seven pm", "seven thirty pm", "seven o'clock".
        if isMeridiem(end) || info(end).date == .oclock {
            return withMeridiem(Part(i..<end, time: time), time: time)
        }
        if hour == 12, info(end).date == .noon, minute == 0 { return Part(i..<end + 1, time: Time(hour: 12, special: .noon)) }
        // "at seven", "at seven thirty".
        if hourContext(i), endsPhrase(end) || partOfDayFollows(end) { return Part(i..<end, time: time) }
        // "nine in the morning".
        if partOfDayFollows(end) { return Part(i..<end, time: time) }
        // With the minutes said, a day after it or nothing else makes it a
        // time without "at": "six thirty tomorrow morning", "nine forty-five
        // on Friday"; "Six thirty", "seven fifteen please" (the answer to
        // "What time?"). Not "book six twenty", "two thirty-minute sessions".
        guard minute > 0 else { return nil }
        if dayFollows(end) { return Part(i..<end, time: time) }
        if i == start, onlyFillers(from: end) {
            var part = Part(i..<end, time: time)
            part.standsAlone = true
            return part
        }
        return nil
    }

    /// Whether a day or a part of the day starts at `j`, perhaps after "on"
    /// or "at": "tomorrow", "tonight", "morning", "on Friday", "this
    /// evening", "last night", "in the morning", "at night", "on December 5".
    func dayFollows(_ j: Int) -> Bool {
        let k = info(j).isIntroducer ? j + 1 : j
        guard k < tokens.count else { return false }
        let word = tokens[k].info
        switch word.date {
        case .today, .tonight, .tomorrow, .yesterday, .morning, .afternoon, .evening, .night:
            return true
        case .this, .next, .last:
            let after = info(k + 1)
            return after.weekday > 0 || period(after.date) != nil
        default:
            break
        }
        if word.weekday > 0 { return !word.weekdayNeedsCue || k > j }
        // "on December 5"; a month right after ("six thirty may work") is no date.
        if word.month > 0 { return k > j && monthFirst(k) != nil }
        return k == j && word.word == .in && info(k + 1).word == .the && period(info(k + 2).date) != nil
    }

    /// Whether nothing but function words ("please") or "sharp" follow from `j`.
    func onlyFillers(from j: Int) -> Bool {
        var k = j
        while k < tokens.count {
            let info = tokens[k].info
            guard info.isStopWord || info.word == .sharp else { return false }
            k += 1
        }
        return true
    }

    /// "half past 7", "quarter to 8", "a quarter after six", "ten past
    /// seven", "20 minutes to 9". A number before "to" must be words or say
    /// "minutes": "change 5 to 8" is no time.
    func pastOrTo(_ i: Int) -> Part? {
        var minutes = 0
        var j = i
        var quarterOrHalf = false
        var explicit = false
        var spokenNumber = false
        let head = info(i)
        // "at half five": half past, as Britain and Ireland say it.
        if head.number == .half, hourContext(i), let (hour, end) = bareHour(i + 1), endsPhrase(end) || isMeridiem(end) {
            let time = Time(hour: hour, offset: 30)
            return withMeridiem(Part(i..<end, time: time), time: time)
        }
        // ("the half ten slot": a time that names a slot or a train, before its noun.)
        if head.number == .half, i > 0, tokens[i - 1].text == "the", let (hour, end) = bareHour(i + 1), hour <= 12,
           end < tokens.count, info(end).unit == nil, info(end).number == .none, !tokens[end].isNumeric {
            let time = Time(hour: hour, offset: 30)
            return withMeridiem(Part(i..<end, time: time), time: time)
        }
        if head.number == .half {
            minutes = 30
            j = i + 1
            quarterOrHalf = true
        } else if head.word == .quarter {
            minutes = 15
            j = i + 1
            quarterOrHalf = true
        } else if head.number == .article, info(i + 1).word == .quarter {
            minutes = 15
            j = i + 2
            quarterOrHalf = true
        } else if tokens[i].isNumeric {
            guard let (value, suffix) = NumberParser.parseDigits(tokens[i].text), suffix.isEmpty,
                  value == value.rounded(), value >= 1, value < 60 else { return nil }
            minutes = Int(value)
            j = i + 1
        } else if head.number == .cardinal || head.number == .tens || tokens[i].hasHyphen {
            guard let match = NumberParser.readValue(tokens, at: i, limit: tokens.count), !match.isOrdinal,
                  let value = match.intValue, value >= 1, value < 60 else { return nil }
            minutes = value
            j = match.range.upperBound
            spokenNumber = true
        } else {
            return nil
        }
        if info(j).unit == .minute {
            j += 1
            explicit = true
        }
        let word = info(j).word
        let sign: Int
        switch word {
        case .past, .after:
            sign = 1
        case .to, .until, .before, .of:
            guard quarterOrHalf || explicit || spokenNumber else { return nil }
            if word == .of && !(quarterOrHalf && minutes == 15) { return nil }
            if minutes == 30 && quarterOrHalf { return nil } // "half to" is not English
            sign = -1
        default:
            return nil
        }
        let h = j + 1
        var hour: Int
        var end: Int
        if h < tokens.count, tokens[h].isNumeric {
            guard let (value, suffix) = NumberParser.parseDigits(tokens[h].text), value == value.rounded(),
                  value >= 1, value <= 12 else { return nil }
            hour = Int(value)
            end = h + 1
            if suffix == "am" || suffix == "pm" {
                let time = Time(hour: hour, offset: sign * minutes, meridiem: suffix == "am" ? .am : .pm)
                return Part(i..<end, time: time)
            }
            guard suffix.isEmpty else { return nil }
            if word != .past && word != .after && !quarterOrHalf && !explicit { return nil }
        } else if info(h).number == .cardinal, info(h).value >= 1, info(h).value <= 12 {
            hour = info(h).value
            end = h + 1
        } else if info(h).date == .noon || info(h).date == .midnight {
            hour = 12
            end = h + 1
            let time = Time(hour: 12, offset: sign * minutes, meridiem: info(h).date == .noon ? .pm : .am)
            return Part(i..<end, time: time)
        } else {
            return nil
        }
        let time = Time(hour: hour, offset: sign * minutes)
        return withMeridiem(Part(i..<end, time: time), time: time)
    }

    /// An hour from 1 to 12 alone at `j`, in digits or a word: its value and end.
    func bareHour(_ j: Int) -> (Int, Int)? {
        guard j < tokens.count else { return nil }
        if tokens[j].isNumeric {
            guard let (value, suffix) = NumberParser.parseDigits(tokens[j].text), suffix.isEmpty,
                  value == value.rounded(), value >= 1, value <= 12 else { return nil }
            return (Int(value), j + 1)
        }
        let word = info(j)
        guard word.number == .cardinal, word.value >= 1, word.value <= 12 else { return nil }
        return (word.value, j + 1)
    }

    // MARK: - Merging

    /// Joins a day and a time (or a part of the day) next to each other,
    /// with at most one "at", "on", "around" or "about" between them; then a
    /// part of the day and the time alone after it that falls in it ("last
    /// night I fell asleep at 11:30 pm"); then, when what remains is exactly
    /// one day and one time far apart ("Tomorrow, book Luca at 7"), those.
    static func merge(_ atoms: [Part], _ tokens: [Token]) -> [Part] {
        var result: [Part] = []
        result.reserveCapacity(atoms.count)
        for var atom in atoms where !isInName(atom.range, tokens) {
            atom.parts = [atom.range]
            if let last = result.last, adjacent(last.range, atom.range, tokens), let merged = combine(last, atom, loose: false) {
                result[result.count - 1] = merged
            } else {
                result.append(atom)
            }
        }
        // "Friday from 6 to 11 pm", "Saturday from 7 pm until midnight": a
        // time alone after "to" or "until", right after a time on a day, is
        // on that day; an hour before it said without am or pm takes its pm.
        for k in result.indices.dropFirst() {
            let earlier = result[k - 1]
            guard earlier.range.upperBound < result[k].range.lowerBound,
                  result[k].range.lowerBound - earlier.range.upperBound == 1,
                  [.to, .until].contains(tokens[earlier.range.upperBound].info.word),
                  let day = earlier.day, var first = earlier.time, let second = result[k].time, result[k].day == nil,
                  earlier.seconds == nil, earlier.instant == nil else { continue }
            result[k].day = day
            if first.meridiem == .none, !first.is24Hour, second.meridiem == .pm, first.hour < second.hour || second.hour == 12 {
                first.meridiem = .pm
                result[k - 1].time = first
            }
        }
        // "last night I fell asleep at 11:30 pm": a part of the day, then
        // later a time alone that falls in it, is that time on that day.
        var k = 0
        while k + 1 < result.count {
            if let merged = periodThenTime(result[k], result[k + 1]) {
                result[k] = merged
                result.remove(at: k + 1)
            }
            k += 1
        }
        if result.count == 2, let merged = combine(result[0], result[1], loose: true) {
            result = [merged]
        }
        return result
    }

    /// A single time-of-day or day word written capitalised before another
    /// capitalised word, past the first word ("The Noon Gazette",
    /// "the Tonight Show"), is part of a name, not a time.
    static func isInName(_ range: Range<Int>, _ tokens: [Token]) -> Bool {
        guard range.count == 1, range.lowerBound > 0 else { return false }
        let token = tokens[range.lowerBound]
        guard token.info.date != .none, token.info.weekday == 0, token.info.month == 0, startsUpper(token.raw) else { return false }
        guard range.upperBound < tokens.count else { return false }
        let after = tokens[range.upperBound]
        return startsUpper(after.raw) && after.info.date == .none && after.info.weekday == 0 && after.info.month == 0
    }

    private static func startsUpper(_ raw: String) -> Bool {
        guard let first = raw.utf8.first else { return false }
        return first >= 65 && first <= 90
    }

    /// A part of the day without a time ("last night", "tonight", "this
    /// morning") and the next expression, a time alone that falls in that
    /// part ("at 11:30 pm"), as one date: the time's tokens, on the part's
    /// day, with `parts` listing both.
    static func periodThenTime(_ a: Part, _ b: Part) -> Part? {
        guard let period = a.period, a.time == nil, a.seconds == nil, a.instant == nil, !a.isRelative,
              let time = b.time, b.day == nil, b.period == nil, b.seconds == nil, b.instant == nil, !b.isRelative,
              fits(time, in: period) else { return nil }
        var merged = b
        merged.day = a.day
        merged.period = period
        merged.parts = a.parts + b.parts
        return merged
    }

    /// Whether a time can be one in `period`: said with am or pm (or on a
    /// 24-hour clock), morning is 4–11 am, afternoon noon–5 pm, evening
    /// 4–11 pm, night 6 pm–4 am; an hour without them fits when the part
    /// of the day can make it one of those (a night's "5" cannot).
    static func fits(_ time: Time, in period: Period) -> Bool {
        switch time.special {
        case .noon: return period == .afternoon
        case .midnight: return period == .night || period == .evening
        case .none: break
        }
        var hour = time.hour
        switch time.meridiem {
        case .am: hour %= 12
        case .pm: hour = hour % 12 + 12
        case .none:
            if !time.is24Hour {
                switch period {
                case .morning, .evening: return hour >= 4 && hour <= 11
                case .afternoon: return hour == 12 || hour <= 5
                case .night: return hour != 5
                }
            }
        }
        switch period {
        case .morning: return hour >= 4 && hour < 12
        case .afternoon: return hour >= 12 && hour < 18
        case .evening: return hour >= 16
        case .night: return hour >= 18 || hour < 5
        }
    }

    static func adjacent(_ a: Range<Int>, _ b: Range<Int>, _ tokens: [Token]) -> Bool {
        let gap = b.lowerBound - a.upperBound
        if gap == 0 { return true }
        // ("Friday from 6": "from" joins a day and the time it starts.)
        return gap == 1 && (tokens[a.upperBound].info.isIntroducer || tokens[a.upperBound].info.word == .from)
    }

    static func combine(_ a: Part, _ b: Part, loose: Bool) -> Part? {
        guard a.seconds == nil, b.seconds == nil, a.instant == nil, b.instant == nil else { return nil }
        var merged = a
        if loose {
            // Far apart: only a day without a time and a time without a day.
            let aIsDay = a.day != nil && a.time == nil
            let bIsDay = b.day != nil && b.time == nil
            let aIsTime = a.time != nil && a.day == nil
            let bIsTime = b.time != nil && b.day == nil
            guard (aIsDay && bIsTime) || (aIsTime && bIsDay) else { return nil }
        }
        switch (a.day, b.day) {
        case (nil, _): merged.day = b.day
        case (_, nil): break
        case (let x?, let y?):
            // "Friday, December 5": the date says more than the weekday.
            guard x.isWeekday != y.isWeekday, !loose else { return nil }
            merged.day = x.isWeekday ? y : x
            // (Without a year, the weekday tells which month or year.)
            if case .weekday(let weekday, _) = x.isWeekday ? x : y {
                switch merged.day {
                case .monthDay(let month, let day, nil): merged.day = .weekdayDate(weekday: weekday, month: month, day: day)
                case .dayOfMonth(let day): merged.day = .weekdayDate(weekday: weekday, month: nil, day: day)
                default: break
                }
            }
        }
        if let time = b.time {
            guard a.time == nil else { return nil }
            merged.time = time
        }
        if let period = b.period {
            guard a.period == nil else { return nil }
            merged.period = period
        }
        merged.isRelative = a.isRelative || b.isRelative
        merged.range = min(a.range.lowerBound, b.range.lowerBound)..<max(a.range.upperBound, b.range.upperBound)
        merged.parts = loose ? a.parts + b.parts : [merged.range]
        return merged
    }
}

extension Unit {
    /// Seconds in one of this unit, for time units (0 for the others).
    public var factorInSeconds: Double {
        switch self {
        case .second: 1
        case .minute: 60
        case .hour: 3600
        case .day: 86_400
        case .week: 604_800
        case .month: 2_629_746
        case .year: 31_556_952
        default: 0
        }
    }
}
