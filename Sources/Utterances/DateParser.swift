import Dates

/// Finds dates and times in an utterance and resolves them against a clock:
/// "tomorrow at 7:30" becomes a day, a time of day and an instant in the
/// clock's time zone.
///
/// Understood: "today", "tonight", "tomorrow", "yesterday", "the day after
/// tomorrow"; "this morning/afternoon/evening", "tomorrow morning", "Friday
/// night", "in the evening", "at night"; weekdays ("Friday", "on Fri", "this
/// Friday", "next Friday", "last Friday", "Friday next week"); "this
/// weekend", "next weekend", "next week", "next month", "next year"; month
/// dates ("December 5", "Dec 5th", "5 December", "the 5th of December",
/// "December 5, 2026"), "on the 5th", "12/5" (month first, as en_US writes
/// it), "12/5/2026", ISO "2026-12-05" and "2026-12-05T19:30"; times ("7:30",
/// "19:30", "7:30 pm", "7pm", "7 p.m.", "7 o'clock", "seven thirty pm",
/// "at 7", "at seven", "noon", "midnight", "half past 7", "quarter to 8",
/// "ten past seven"; "six thirty tomorrow morning", "nine forty-five on
/// Friday", "Six thirty" said alone); relative "in 2 hours", "in 30
/// minutes", "in an hour", "in half an hour", "in 3 days", "in a week", "in 2
/// months", "an hour from now", "2 days ago".
///
/// The rules where English leaves room (each chosen to be predictable):
///
/// - **Weekdays.** "Friday" and "on Friday" are the next Friday strictly
///   after today (as the scenarios' `at:` reads them: on a Thursday,
///   "Thursday" is a week later). "this Friday" is the Friday on or after
///   today (on a Friday, today). "next Friday" is the Friday of next week,
///   weeks starting on Monday (on Thursday 3 December, "Friday" is the 4th
///   and "next Friday" the 11th). "last Friday" is the latest Friday before
///   today. A day and a month without a year are the next such date on or
///   after today; "the 5th" is the next 5th on or after today. In an
///   utterance about the past (`past`, see `Tense`) each of these is the
///   latest one on or before today instead ("I watered it on Sunday"), and a
///   time alone is the latest such time before now.
/// - **"this weekend"** is Saturday (today on a Saturday or Sunday); "next
///   weekend" the Saturday of next week; "next week" its Monday; "next month"
///   the 1st of next month.
/// - **Parts of the day** without a time: morning 9:00, afternoon 15:00,
///   evening, night and "tonight" 19:00 (`timeIsInferred`).
/// - **Hours without am or pm** (a bare "7", "7:30", "half past 7"), in
///   this order: a 24-hour form ("19:30", "07:30", "0:15") is as written;
///   12 is noon (midnight after "tonight"/"at night"); a part of the day
///   said with it decides ("tomorrow morning at 8", "tonight at 8", "8 in the
///   evening"; after "tonight" 1–4 are the small hours of the next day);
///   otherwise a word elsewhere in the utterance does — "morning",
///   "breakfast", "brunch", "alarm", "wake", "am" for the morning, "tonight",
///   "evening", "night", "dinner", "supper", "drinks", "table",
///   "restaurant", "pm" for the evening (both kinds: no decision); otherwise
///   1–6 are pm (people seldom mean 1–6 am without saying so); and 7–11 are
///   am, except on today's date when that morning hour has already passed and
///   the evening one has not ("at 7:30" said at 5 pm is 19:30 today).
/// - **A time without a day** is today when it is still ahead of now, else
///   tomorrow (`dayIsInferred`). "midnight" is the midnight at the end of
///   the day named (or of today).
/// - **A day and a time** join when they are next to each other ("tomorrow
///   at 7:30", "at 7:30 tomorrow", "Friday at 8pm", "Dec 5 at 7"), and also
///   when they are apart but the utterance names exactly one day and one
///   time ("Tomorrow, book Luca at 7"): `parts` then lists both ranges.
/// - **A part of the day, then a time** later in the sentence that falls in
///   it ("last night I fell asleep at 11:30 pm": pm hours for the evening
///   and the night, am for the morning, 12–4 am for the night) are one date
///   on that part's day, the small hours of a night on the next day. The
///   match's range is the time's tokens; `parts` lists both.
/// - **An hour in words with minutes** is a time without "at" only before a
///   day ("six thirty tomorrow morning") or as the whole utterance ("Six
///   thirty", "seven fifteen please"): "book six twenty" is no time.
/// - **Ranges** include the words that only introduce ("at", "on",
///   "around", "about", "in" of "in 2 hours") and leave out those that change
///   the meaning ("before", "after", "by", "until", "from"): a caller can
///   look at the token before the range.
/// - **Local times** become instants with `ZonedClock.instant(of:)`: a time
///   that a daylight-saving change skips is read with the offset before it;
///   a repeated one is the first. Relative times ("in 2 hours") are added to
///   `now` exactly, then shown as that local day and minute.
public struct DateParser: Sendable {
    public struct Match: Sendable, Hashable, CustomStringConvertible {
        /// From the first to the last token used (a part of the day said
        /// earlier, "last night … at 11:30 pm", is left out: see `parts`).
        public var range: Range<Int>
        /// The token ranges used: one, or two for a day (or a part of the
        /// day) and a time apart.
        public var parts: [Range<Int>]
        /// The day; nil for an expression that names no day and no time.
        public var day: CivilDate?
        /// Minutes after midnight; nil when only a day was named.
        public var minutes: Int?
        /// Seconds since 1970 when the day and the time are both known.
        public var instant: Double?
        /// The day was not said but taken as today or tomorrow ("at 7:30").
        public var dayIsInferred: Bool
        /// The time was not said but taken from a part of the day ("tonight",
        /// "tomorrow morning").
        public var timeIsInferred: Bool

        public init(range: Range<Int>, parts: [Range<Int>], day: CivilDate?, minutes: Int?, instant: Double?,
                    dayIsInferred: Bool = false, timeIsInferred: Bool = false) {
            self.range = range
            self.parts = parts
            self.day = day
            self.minutes = minutes
            self.instant = instant
            self.dayIsInferred = dayIsInferred
            self.timeIsInferred = timeIsInferred
        }

        public var description: String {
            let time = minutes.map { " \($0 / 60):\($0 % 60 < 10 ? "0" : "")\($0 % 60)" } ?? ""
            return "\(day.map(String.init(describing:)) ?? "-")\(time) @\(range)"
        }
    }

    public let clock: ZonedClock
    /// Today in the clock's zone, and the seconds since its midnight.
    let today: CivilDate
    let nowSeconds: Double

    /// The utterance reports something done (`Tense.isPast`): a weekday,
    /// a date without a year and a time without a day are the latest ones
    /// on or before now ("I watered it on Sunday" is this week's Sunday,
    /// today on a Sunday).
    public let past: Bool

    public init(clock: ZonedClock, past: Bool = false) {
        self.clock = clock
        self.past = past
        today = clock.today
        nowSeconds = clock.secondsOfDay(of: clock.now)
    }

    /// Every date or time expression in the tokens, resolved, in order.
    /// `utteranceStart`: where the utterance itself starts when other words
    /// were put before it (a question's words as a hint), so that a time
    /// said alone there ("Six thirty") is still read.
    public func dates(in tokens: [Token], utteranceStart: Int = 0) -> [Match] {
        let expressions = DateScanner.expressions(tokens, start: utteranceStart)
        guard !expressions.isEmpty else { return [] }
        let cues = Cues(tokens)
        var matches: [Match] = []
        matches.reserveCapacity(expressions.count)
        for expression in expressions {
            if let match = resolve(expression, cues: cues) { matches.append(match) }
        }
        return matches
    }

    // MARK: - Resolution

    /// Whether the utterance leans to the morning or the evening.
    struct Cues {
        var morning = false
        var evening = false

        init(_ tokens: [Token]) {
            for token in tokens {
                switch token.info.cue {
                case .morning: morning = true
                case .evening: evening = true
                case .none:
                    if token.isNumeric, token.text.hasSuffix("am") { morning = true }
                    if token.isNumeric, token.text.hasSuffix("pm") { evening = true }
                }
            }
        }
    }

    func resolve(_ part: DateScanner.Part, cues: Cues) -> Match? {
        let parts = part.parts.isEmpty ? [part.range] : part.parts
        if let instant = part.instant ?? part.seconds.map({ clock.now + $0 }) {
            let day = clock.civilDate(of: instant)
            let minutes = Int((clock.secondsOfDay(of: instant) / 60).rounded(.down))
            return Match(range: part.range, parts: parts, day: day, minutes: minutes, instant: instant)
        }
        var day: CivilDate?
        if let said = part.day {
            guard let resolved = resolveDay(said) else { return nil }
            day = resolved
        }
        var minutes: Int?
        var shift = 0
        var timeIsInferred = false
        if let time = part.time {
            (minutes, shift) = resolveTime(time, period: part.period, day: day, cues: cues)
        } else if let period = part.period {
            minutes = period == .morning ? 9 * 60 : period == .afternoon ? 15 * 60 : 19 * 60
            timeIsInferred = true
        }
        var dayIsInferred = false
        if day == nil, let value = minutes {
            dayIsInferred = true
            let ahead = Double((value + shift * 1440) * 60) > nowSeconds
            day = past ? (ahead ? today.adding(days: -1) : today) : (ahead ? today : today.adding(days: 1))
        }
        guard var resolvedDay = day else { return nil }
        resolvedDay = resolvedDay.adding(days: shift)
        let instant = minutes.map { clock.instant(of: resolvedDay, secondsOfDay: Double($0 * 60)) }
        return Match(range: part.range, parts: parts, day: resolvedDay, minutes: minutes, instant: instant,
                     dayIsInferred: dayIsInferred, timeIsInferred: timeIsInferred)
    }

    /// Minutes after midnight, and days to add ("midnight" ends the day).
    func resolveTime(_ time: DateScanner.Time, period: DateScanner.Period?, day: CivilDate?, cues: Cues) -> (Int, Int) {
        switch time.special {
        case .noon: return (12 * 60, 0)
        case .midnight: return (0, 1)
        case .none: break
        }
        var hour = time.hour
        var shift = 0
        switch time.meridiem {
        case .am:
            hour %= 12
            // "last night at 1 am", "tonight at 12 am": the night's small hours.
            if period == .night, hour <= 4 { shift = 1 }
        case .pm:
            hour = hour % 12 + 12
        case .none:
            if time.is24Hour || hour > 12 {
                break
            } else if hour == 12 {
                if period == .night { (hour, shift) = (0, 1) }
            } else if let period {
                switch period {
                case .morning: break
                case .afternoon, .evening: hour += 12
                case .night: if hour <= 4 { shift = 1 } else { hour += 12 }
                }
            } else if cues.morning != cues.evening {
                if cues.evening { hour += 12 }
            } else if past, day == nil || day == today {
                // "I walked her at ten to seven" (at 8 am): the latest such time
                // before now, this morning; once the evening one is past, it.
                let morning = Double((hour * 60 + time.minute + time.offset) * 60)
                if morning > nowSeconds || morning + 12 * 3600 <= nowSeconds { hour += 12 }
            } else if hour <= 6 {
                hour += 12
            } else if day == nil || day == today {
                // 7–11 today: the evening one when the morning one is past.
                let morning = Double((hour * 60 + time.minute + time.offset) * 60)
                let evening = morning + 12 * 3600
                if morning <= nowSeconds && evening > nowSeconds { hour += 12 }
            }
        }
        var minutes = hour * 60 + time.minute + time.offset
        while minutes < 0 {
            minutes += 1440
            shift -= 1
        }
        while minutes >= 1440 {
            minutes -= 1440
            shift += 1
        }
        return (minutes, shift)
    }

    func resolveDay(_ day: DateScanner.Day) -> CivilDate? {
        let weekday = today.weekday
        let nextMonday = today.adding(days: 8 - weekday)
        switch day {
        case .offset(let days):
            return today.adding(days: days)
        case .weekday(let target, let rule):
            switch rule {
            case .after where past:
                return today.adding(days: -((weekday - target + 7) % 7))
            case .after:
                let ahead = (target - weekday + 7) % 7
                return today.adding(days: ahead == 0 ? 7 : ahead)
            case .thisWeek:
                return today.adding(days: (target - weekday + 7) % 7)
            case .nextWeek:
                return nextMonday.adding(days: target - 1)
            case .before:
                let back = (weekday - target + 7) % 7
                return today.adding(days: -(back == 0 ? 7 : back))
            }
        case .monthDay(let month, let dayOfMonth, let year):
            if let year {
                let date = CivilDate(year: year, month: month, day: dayOfMonth)
                return date.isValid ? date : nil
            }
            for offset in 0...8 {
                let date = CivilDate(year: today.year + (past ? -offset : offset), month: month, day: dayOfMonth)
                if date.isValid && (past ? date <= today : date >= today) { return date }
            }
            return nil
        case .dayOfMonth(let dayOfMonth):
            var year = today.year
            var month = today.month
            for _ in 0...12 {
                let date = CivilDate(year: year, month: month, day: dayOfMonth)
                if date.isValid && (past ? date <= today : date >= today) { return date }
                month += past ? -1 : 1
                if month > 12 { month = 1; year += 1 }
                if month < 1 { month = 12; year -= 1 }
            }
            return nil
        case .weekdayDate(let target, let month, let dayOfMonth):
            // The first such date ahead that falls on that weekday: of the next twelve months for a day
            // of the month, of this year and the next for a date (said of the past, first the same
            // behind); else the date as if no weekday were said (the weekday was a slip).
            for direction in past ? [-1, 1] : [1] {
                for step in 0...(month == nil ? 12 : 1) {
                    let date: CivilDate
                    if let month {
                        date = CivilDate(year: today.year + direction * step, month: month, day: dayOfMonth)
                    } else {
                        let (year, shifted) = Self.addMonths(today.year, today.month, direction * step)
                        date = CivilDate(year: year, month: shifted, day: dayOfMonth)
                    }
                    if date.isValid, date.weekday == target, direction > 0 ? date >= today : date <= today { return date }
                }
            }
            return resolveDay(month.map { .monthDay(month: $0, day: dayOfMonth, year: nil) } ?? .dayOfMonth(dayOfMonth))
        case .date(let date):
            return date
        case .weekend(let next):
            if next { return nextMonday.adding(days: 5) }
            return weekday >= 6 ? today : today.adding(days: 6 - weekday)
        case .nextWeek:
            return nextMonday
        case .monthStart(let months):
            let (year, month) = Self.addMonths(today.year, today.month, months)
            return CivilDate(year: year, month: month, day: 1)
        case .monthEnd(let months):
            let (year, month) = Self.addMonths(today.year, today.month, months)
            return CivilDate(year: year, month: month, day: CivilDate.daysIn(month: month, year: year))
        case .monthsAhead(let months):
            let (year, month) = Self.addMonths(today.year, today.month, months)
            return CivilDate(year: year, month: month, day: min(today.day, CivilDate.daysIn(month: month, year: year)))
        case .yearStart(let years):
            return CivilDate(year: today.year + years, month: 1, day: 1)
        case .yearsAhead(let years):
            let year = today.year + years
            return CivilDate(year: year, month: today.month, day: min(today.day, CivilDate.daysIn(month: today.month, year: year)))
        }
    }

    static func addMonths(_ year: Int, _ month: Int, _ count: Int) -> (Int, Int) {
        let index = year * 12 + (month - 1) + count
        let y = index >= 0 ? index / 12 : (index - 11) / 12
        return (y, index - y * 12 + 1)
    }
}
