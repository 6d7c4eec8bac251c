import Dates
import Foundation
import Testing
@testable import Utterances

/// now = Thursday 2026-12-03, 17:00 in New York (as the scenarios' booking.yaml).
struct DateParserTests {
    static let newYork = TimeZone(identifier: "America/New_York")!

    static func clock(_ now: String) -> ZonedClock {
        ZonedClock(now: ISODate.parseDateTime(now)!.instant(), timeZone: newYork)
    }

    static let thursday = clock("2026-12-03T17:00:00-05:00")

    struct Case: Sendable, CustomStringConvertible {
        var text: String
        /// "2026-12-04" for a day, "2026-12-04T19:30" for a day and a time
        /// (local), nil for nothing found.
        var expected: String?
        var range: Range<Int>? = nil
        var dayIsInferred = false
        var timeIsInferred = false
        var parts: [Range<Int>]? = nil
        var description: String { text }
    }

    static let cases: [Case] = [
        // Days.
        .init(text: "today", expected: "2026-12-03", range: 0..<1),
        .init(text: "tomorrow", expected: "2026-12-04", range: 0..<1),
        .init(text: "yesterday", expected: "2026-12-02", range: 0..<1),
        .init(text: "book it for the day after tomorrow", expected: "2026-12-05", range: 3..<7),
        // "midnight" inside a title far from the day does not replace it.
        .init(text: "I'm away until next Friday, so pause the Midnight Club subscription until then", expected: "2026-12-11", range: 3..<5),
        .init(text: "put Tonight Show on my list", expected: nil),
        .init(text: "book Luca at Midnight", expected: "2026-12-04T00:00", range: 2..<4, dayIsInferred: true),
        // A day said as a possessive.
        .init(text: "put it on tomorrow's list", expected: "2026-12-04", range: 2..<4),
        .init(text: "check in for tomorrow\u{2019}s flight", expected: "2026-12-04", range: 3..<4),
        .init(text: "move today's meeting", expected: "2026-12-03", range: 1..<2),
        .init(text: "cancel Saturday's class", expected: "2026-12-05", range: 1..<2),
        .init(text: "last night's pasta was great", expected: "2026-12-02T19:00", range: 0..<2, timeIsInferred: true),
        .init(text: "add it to this morning's run", expected: "2026-12-03T09:00", range: 3..<5, timeIsInferred: true),
        .init(text: "Friday", expected: "2026-12-04", range: 0..<1),
        .init(text: "book on Friday", expected: "2026-12-04", range: 1..<3),
        .init(text: "on Thursday", expected: "2026-12-10", range: 0..<2),
        .init(text: "this Friday", expected: "2026-12-04", range: 0..<2),
        .init(text: "this Thursday", expected: "2026-12-03", range: 0..<2),
        .init(text: "this Monday", expected: "2026-12-07", range: 0..<2),
        .init(text: "next Friday", expected: "2026-12-11", range: 0..<2),
        .init(text: "next Monday", expected: "2026-12-07", range: 0..<2),
        .init(text: "Friday next week", expected: "2026-12-11", range: 0..<3),
        .init(text: "last Friday", expected: "2026-11-27", range: 0..<2),
        .init(text: "on sat", expected: "2026-12-05", range: 0..<2),
        // A weekday misspelt: one edit from its name, two from a long one; never a word of its own.
        .init(text: "on Wensday", expected: "2026-12-09", range: 0..<2),
        .init(text: "Thrusday afternoon", expected: "2026-12-10T15:00", range: 0..<2, timeIsInferred: true),
        .init(text: "this Saterday", expected: "2026-12-05", range: 0..<2),
        .init(text: "on tusday", expected: "2026-12-08", range: 0..<2),
        .init(text: "a mayday call", expected: nil),
        .init(text: "on someday", expected: nil),
        .init(text: "on my birthday", expected: nil),
        .init(text: "this weekend", expected: "2026-12-05", range: 0..<2),
        .init(text: "next weekend", expected: "2026-12-12", range: 0..<2),
        .init(text: "next week", expected: "2026-12-07", range: 0..<2),
        .init(text: "last week", expected: "2026-11-26", range: 0..<2),
        .init(text: "next month", expected: "2027-01-01", range: 0..<2),
        // The end of a month is its last day.
        .init(text: "we leave by end of this month", expected: "2026-12-31", range: 3..<7),
        .init(text: "end of next month", expected: "2027-01-31", range: 0..<4),
        .init(text: "wait by the end of a pier", expected: nil),
        // A day of the month followed by "instead" or "again".
        .init(text: "no, for the 7th instead", expected: "2026-12-07", range: 2..<4),
        .init(text: "book it for the 9th again", expected: "2026-12-09", range: 3..<5),
        .init(text: "December 5", expected: "2026-12-05", range: 0..<2),
        // A weekday with a day of the month tells which month; with a date, which year; a weekday that fits neither is a slip.
        .init(text: "Sunday the 10th", expected: "2027-01-10", range: 0..<3),
        .init(text: "Friday the 10th", expected: "2027-09-10", range: 0..<3),
        .init(text: "Friday, July 16th", expected: "2027-07-16", range: 0..<3),
        .init(text: "Friday, December 5", expected: "2026-12-05", range: 0..<3),
        .init(text: "on dec 5th", expected: "2026-12-05", range: 0..<3),
        .init(text: "5 December", expected: "2026-12-05", range: 0..<2),
        .init(text: "the fifth of December", expected: "2026-12-05", range: 0..<4),
        .init(text: "December the twenty-first", expected: "2026-12-21", range: 0..<3),
        // "The half ten slot": half past, before the noun it names.
        .init(text: "book the half ten slot tomorrow", expected: "2026-12-04T10:30", range: 2..<6, parts: [2..<4, 5..<6]),
        .init(text: "we want the half dozen", expected: nil),
        // "second" in a hyphenated ordinal is no unit of time.
        .init(text: "put it on the twenty-second of December", expected: "2026-12-22", range: 2..<7),
        .init(text: "December 1", expected: "2027-12-01", range: 0..<2),
        .init(text: "January 10", expected: "2027-01-10", range: 0..<2),
        .init(text: "December 5, 2027", expected: "2027-12-05", range: 0..<3),
        .init(text: "May 5th", expected: "2027-05-05", range: 0..<2),
        .init(text: "on the 5th", expected: "2026-12-05", range: 0..<3),
        .init(text: "for the 1st", expected: "2027-01-01", range: 1..<3),
        .init(text: "12/5", expected: "2026-12-05", range: 0..<1),
        .init(text: "12/25/2026", expected: "2026-12-25", range: 0..<1),
        .init(text: "1/2/27", expected: "2027-01-02", range: 0..<1),
        .init(text: "2026-12-05", expected: "2026-12-05", range: 0..<1),
        .init(text: "Friday, December 11", expected: "2026-12-11", range: 0..<3),
        .init(text: "in 3 days", expected: "2026-12-06", range: 0..<3),
        .init(text: "in a week", expected: "2026-12-10", range: 0..<3),
        .init(text: "in 2 months", expected: "2027-02-03", range: 0..<3),
        .init(text: "2 days ago", expected: "2026-12-01", range: 0..<3),
        .init(text: "two weeks from today", expected: "2026-12-17", range: 0..<4),
        .init(text: "in a fortnight", expected: "2026-12-17", range: 0..<3),
        .init(text: "order for Monday the 7th", expected: "2026-12-07", range: 2..<5),
        .init(text: "on the 31st", expected: "2026-12-31", range: 0..<3),
        .init(text: "on the thirty-first", expected: "2026-12-31", range: 0..<3),
        .init(text: "Feb 29", expected: "2028-02-29", range: 0..<2),
        .init(text: "Is Luca open on Dec. 24?", expected: "2026-12-24", range: 3..<6),
        // Times alone: today if still ahead, else tomorrow.
        .init(text: "at 7:30", expected: "2026-12-03T19:30", range: 0..<2, dayIsInferred: true),
        .init(text: "7:30 pm", expected: "2026-12-03T19:30", range: 0..<2, dayIsInferred: true),
        .init(text: "7:30pm", expected: "2026-12-03T19:30", range: 0..<1, dayIsInferred: true),
        .init(text: "7pm", expected: "2026-12-03T19:00", range: 0..<1, dayIsInferred: true),
        .init(text: "at 7 p.m.", expected: "2026-12-03T19:00", range: 0..<3, dayIsInferred: true),
        .init(text: "seven o'clock", expected: "2026-12-03T19:00", range: 0..<2, dayIsInferred: true),
        .init(text: "19:30", expected: "2026-12-03T19:30", range: 0..<1, dayIsInferred: true),
        .init(text: "at 9", expected: "2026-12-03T21:00", range: 0..<2, dayIsInferred: true),
        .init(text: "at 4", expected: "2026-12-04T16:00", range: 0..<2, dayIsInferred: true),
        .init(text: "at 3 am", expected: "2026-12-04T03:00", range: 0..<3, dayIsInferred: true),
        .init(text: "at 07:30", expected: "2026-12-04T07:30", range: 0..<2, dayIsInferred: true),
        .init(text: "at noon", expected: "2026-12-04T12:00", range: 0..<2, dayIsInferred: true),
        .init(text: "midnight", expected: "2026-12-04T00:00", range: 0..<1, dayIsInferred: true),
        .init(text: "half past 7", expected: "2026-12-03T19:30", range: 0..<3, dayIsInferred: true),
        // "half five" is half past five, where a time is expected.
        .init(text: "Saturday at half six", expected: "2026-12-05T18:30", range: 0..<4),
        .init(text: "at half 7 tonight", expected: "2026-12-03T19:30", range: 0..<4),
        .init(text: "add half five kilos", expected: nil),
        .init(text: "quarter to 8", expected: "2026-12-03T19:45", range: 0..<3, dayIsInferred: true),
        .init(text: "ten past seven", expected: "2026-12-03T19:10", range: 0..<3, dayIsInferred: true),
        .init(text: "at seven thirty", expected: "2026-12-03T19:30", range: 0..<3, dayIsInferred: true),
        .init(text: "at 7.30", expected: "2026-12-03T19:30", range: 0..<2, dayIsInferred: true),
        .init(text: "a quarter past seven", expected: "2026-12-03T19:15", range: 0..<4, dayIsInferred: true),
        .init(text: "twenty to eight", expected: "2026-12-03T19:40", range: 0..<3, dayIsInferred: true),
        .init(text: "5 minutes to 8", expected: "2026-12-03T19:55", range: 0..<4, dayIsInferred: true),
        .init(text: "the 7:30 show", expected: "2026-12-03T19:30", range: 1..<2, dayIsInferred: true),
        .init(text: "wake me up at 6:45", expected: "2026-12-04T06:45", range: 3..<5, dayIsInferred: true),
        .init(text: "in the morning", expected: "2026-12-04T09:00", range: 0..<3, dayIsInferred: true, timeIsInferred: true),
        // Parts of the day.
        .init(text: "tonight", expected: "2026-12-03T19:00", range: 0..<1, timeIsInferred: true),
        .init(text: "tonight at 8", expected: "2026-12-03T20:00", range: 0..<3),
        .init(text: "tonight at 1", expected: "2026-12-04T01:00", range: 0..<3),
        // A count of nights is no hour.
        .init(text: "keep the room tonight, two nights", expected: "2026-12-03T19:00", range: 3..<4, timeIsInferred: true),
        .init(text: "this evening", expected: "2026-12-03T19:00", range: 0..<2, timeIsInferred: true),
        .init(text: "this morning", expected: "2026-12-03T09:00", range: 0..<2, timeIsInferred: true),
        .init(text: "this afternoon", expected: "2026-12-03T15:00", range: 0..<2, timeIsInferred: true),
        .init(text: "tomorrow morning", expected: "2026-12-04T09:00", range: 0..<2, timeIsInferred: true),
        .init(text: "tomorrow evening", expected: "2026-12-04T19:00", range: 0..<2, timeIsInferred: true),
        .init(text: "tomorrow night at 11", expected: "2026-12-04T23:00", range: 0..<4),
        .init(text: "tomorrow morning at 10", expected: "2026-12-04T10:00", range: 0..<4),
        .init(text: "Friday at 8 in the evening", expected: "2026-12-04T20:00", range: 0..<6),
        // Days and times together.
        .init(text: "Book a table for four at Luca tomorrow at 7:30 in Dinewell", expected: "2026-12-04T19:30", range: 7..<10),
        .init(text: "tomorrow at 7:30", expected: "2026-12-04T07:30", range: 0..<3),
        .init(text: "at 7:30 tomorrow", expected: "2026-12-04T07:30", range: 0..<3),
        .init(text: "dinner tomorrow at 7:30", expected: "2026-12-04T19:30", range: 1..<4),
        .init(text: "breakfast on Friday at 8", expected: "2026-12-04T08:00", range: 1..<5),
        .init(text: "Friday at 8pm", expected: "2026-12-04T20:00", range: 0..<3),
        .init(text: "next Friday at 7 pm", expected: "2026-12-11T19:00", range: 0..<5),
        .init(text: "December 5 at 19:30", expected: "2026-12-05T19:30", range: 0..<4),
        .init(text: "12/5 at 7:30pm", expected: "2026-12-05T19:30", range: 0..<3),
        .init(text: "the day after tomorrow at noon", expected: "2026-12-05T12:00", range: 0..<6),
        .init(text: "tomorrow at midnight", expected: "2026-12-05T00:00", range: 0..<3),
        .init(text: "2026-12-05T19:30", expected: "2026-12-05T19:30", range: 0..<1),
        .init(text: "in 3 days at 5pm", expected: "2026-12-06T17:00", range: 0..<5),
        .init(text: "Tomorrow, book Luca at 8", expected: "2026-12-04T08:00", range: 0..<5, parts: [0..<1, 3..<5]),
        // Relative instants.
        .init(text: "in 2 hours", expected: "2026-12-03T19:00", range: 0..<3),
        .init(text: "remind me in 30 minutes", expected: "2026-12-03T17:30", range: 2..<5),
        .init(text: "in an hour", expected: "2026-12-03T18:00", range: 0..<3),
        .init(text: "in half an hour", expected: "2026-12-03T17:30", range: 0..<4),
        .init(text: "in an hour and a half", expected: "2026-12-03T18:30", range: 0..<6),
        .init(text: "an hour from now", expected: "2026-12-03T18:00", range: 0..<4),
        .init(text: "in 8 hours", expected: "2026-12-04T01:00", range: 0..<3),
        .init(text: "3 hours ago", expected: "2026-12-03T14:00", range: 0..<3),
        .init(text: "today at 5", expected: "2026-12-03T17:00", range: 0..<3),
        .init(text: "at 2026-12-05T19:30:00-05:00", expected: "2026-12-05T19:30", range: 0..<2),
        // Nothing.
        .init(text: "Book Luca", expected: nil),
        .init(text: "May I book a table", expected: nil),
        .init(text: "a table for 4", expected: nil),
        .init(text: "table for 2 at Luca", expected: nil),
        .init(text: "take the lift to the 3rd floor", expected: nil),
        .init(text: "rate it at 5 stars", expected: nil),
        .init(text: "change 5 to 8", expected: nil),
        .init(text: "good morning", expected: nil),
        .init(text: "1/2 cup of sugar", expected: nil),
        .init(text: "sun and sand", expected: nil),
        .init(text: "wait a second", expected: nil),
        .init(text: "the 31st", expected: nil),
        // An hour in words with minutes, neither at the start nor before a day.
        .init(text: "book ten thirty", expected: nil),
        .init(text: "pages 3-4", expected: nil),
        .init(text: "I ran 5k in 25:30", expected: nil),
        .init(text: "in Dinewell", expected: nil),
        // A number before a unit of time is a length, not a clock time.
        .init(text: "push it back by three weeks", expected: nil),
        .init(text: "at three hours a week", expected: nil),
        .init(text: "", expected: nil),
    ]

    @Test(arguments: cases)
    func dates(_ c: Case) throws {
        let parser = DateParser(clock: Self.thursday)
        let matches = parser.dates(in: Tokenizer.tokens(c.text))
        guard let expected = c.expected else {
            #expect(matches.isEmpty, "\(matches)")
            return
        }
        try #require(matches.count == 1, "\(matches)")
        Self.check(matches[0], expected, clock: Self.thursday)
        #expect(matches[0].range == c.range)
        #expect(matches[0].dayIsInferred == c.dayIsInferred)
        #expect(matches[0].timeIsInferred == c.timeIsInferred)
        #expect(matches[0].parts == (c.parts ?? [matches[0].range]))
    }

    static func check(_ match: DateParser.Match, _ expected: String, clock: ZonedClock, sourceLocation: SourceLocation = #_sourceLocation) {
        if let day = ISODate.parseDay(expected) {
            #expect(match.day == day, sourceLocation: sourceLocation)
            #expect(match.minutes == nil, sourceLocation: sourceLocation)
            #expect(match.instant == nil, sourceLocation: sourceLocation)
            return
        }
        let dateTime = ISODate.parseDateTime(expected)!
        #expect(match.day == dateTime.date, sourceLocation: sourceLocation)
        #expect(match.minutes == Int(dateTime.secondsOfDay) / 60, sourceLocation: sourceLocation)
        #expect(match.instant == clock.instant(of: dateTime.date, secondsOfDay: dateTime.secondsOfDay), sourceLocation: sourceLocation)
    }

    /// In a statement about the past, days and times are the latest ones
    /// on or before now (Thursday 3 December, 17:00).
    static let pastCases: [(String, String)] = [
        ("I watered it on Sunday", "2026-11-29"),
        ("I watered it on Thursday", "2026-12-03"),
        ("I watered it on Friday", "2026-11-27"),
        ("I watered it yesterday", "2026-12-02"),
        ("I watered it next Friday", "2026-12-11"),
        ("I watered it on December 10", "2025-12-10"),
        ("I watered it on the 2nd", "2026-12-02"),
        ("I watered it on the 5th", "2026-11-05"),
        ("I watered it at 8 am", "2026-12-03T08:00"),
        ("I watered it at 9 pm", "2026-12-02T21:00"),
    ]

    @Test(arguments: pastCases)
    func pastDates(_ text: String, _ expected: String) throws {
        let tokens = Tokenizer.tokens(text)
        let match = try #require(DateParser(clock: Self.thursday, past: Tense.isPast(tokens)).dates(in: tokens).first)
        let day = try #require(match.day)
        var got = String(format: "%04d-%02d-%02d", day.year, day.month, day.day)
        if let minutes = match.minutes, expected.count > 10 { got += String(format: "T%02d:%02d", minutes / 60, minutes % 60) }
        #expect(got == expected)
    }

    /// Wednesday 2027-01-13, 08:00 in New York.
    static let wednesdayMorning = clock("2027-01-13T08:00:00-05:00")

    struct Spoken: Sendable, CustomStringConvertible {
        var text: String
        /// Every date found, in order, as in `Case.expected`.
        var expected: [String]
        var ranges: [Range<Int>] = []
        var description: String { text }
    }

    /// Hours in words with minutes and no "at", and parts of the day said
    /// before the time they hold.
    static let spokenCases: [Spoken] = [
        // Before a day or a part of the day.
        .init(text: "six thirty tomorrow morning", expected: ["2027-01-14T06:30"], ranges: [0..<4]),
        .init(text: "Six thirty tomorrow morning", expected: ["2027-01-14T06:30"], ranges: [0..<4]),
        .init(text: "seven fifteen tonight", expected: ["2027-01-13T19:15"], ranges: [0..<3]),
        .init(text: "nine forty-five on Friday", expected: ["2027-01-15T09:45"], ranges: [0..<4]),
        .init(text: "wake me at five oh five in the morning", expected: ["2027-01-14T05:05"], ranges: [2..<9]),
        .init(text: "eight twenty this evening", expected: ["2027-01-13T20:20"], ranges: [0..<4]),
        // The whole answer to "What time?" (8:00 now: 6:30 am has passed).
        .init(text: "Six thirty", expected: ["2027-01-13T18:30"], ranges: [0..<2]),
        .init(text: "seven fifteen please", expected: ["2027-01-13T19:15"], ranges: [0..<2]),
        .init(text: "ten thirty", expected: ["2027-01-13T10:30"], ranges: [0..<2]),
        // Not times.
        .init(text: "two thirty-minute sessions", expected: []),
        .init(text: "two thirty-minute sessions tomorrow", expected: ["2027-01-14"], ranges: [3..<4]),
        .init(text: "book six twenty", expected: []),
        .init(text: "six thirty may work", expected: []),
        // A part of the day, then a time in it later in the sentence.
        .init(text: "last night I got to sleep at 11:30 pm and woke up at 7 this morning",
              expected: ["2027-01-12T23:30", "2027-01-13T07:00"], ranges: [6..<9, 12..<16]),
        .init(text: "log last night, I got to sleep at 11 and woke up at 6:45 this morning",
              expected: ["2027-01-12T23:00", "2027-01-13T06:45"], ranges: [7..<9, 12..<16]),
        .init(text: "last night I fell asleep at 1 am", expected: ["2027-01-13T01:00"], ranges: [5..<8]),
        .init(text: "last night I got to sleep at 12 am", expected: ["2027-01-13T00:00"], ranges: [6..<9]),
        .init(text: "this morning I woke up at 6:15", expected: ["2027-01-13T06:15"], ranges: [5..<7]),
        .init(text: "tonight I want to be in bed by 10:30 pm", expected: ["2027-01-13T22:30"], ranges: [8..<10]),
        .init(text: "tonight from 7 to 9", expected: ["2027-01-13T19:00", "2027-01-13T21:00"], ranges: [0..<3, 4..<5]),
        .init(text: "book a sitter for Friday from 6 to 11 pm", expected: ["2027-01-15T18:00", "2027-01-15T23:00"], ranges: [4..<7, 8..<10]),
        .init(text: "Saturday from 7 pm until midnight", expected: ["2027-01-16T19:00", "2027-01-17T00:00"], ranges: [0..<4, 5..<6]),
        // "at 7 this morning" after another date.
        .init(text: "I got to sleep at 11:30 pm and woke up at 7 this morning",
              expected: ["2027-01-12T23:30", "2027-01-13T07:00"], ranges: [4..<7, 10..<14]),
        // A time outside the part of the day stays apart.
        .init(text: "this morning was busy, dinner at 8 pm and a call at 9 pm",
              expected: ["2027-01-13T09:00", "2027-01-13T20:00", "2027-01-13T21:00"], ranges: [0..<2, 5..<8, 11..<14]),
    ]

    @Test(arguments: spokenCases)
    func spokenTimes(_ c: Spoken) {
        let tokens = Tokenizer.tokens(c.text)
        let matches = DateParser(clock: Self.wednesdayMorning, past: Tense.isPast(tokens)).dates(in: tokens)
        #expect(matches.count == c.expected.count, "\(matches)")
        for (match, expected) in zip(matches, c.expected) { Self.check(match, expected, clock: Self.wednesdayMorning) }
        #expect(matches.map(\.range) == c.ranges)
    }

    @Test func partOfTheDayAndItsTime() throws {
        let tokens = Tokenizer.tokens("last night I got to sleep at 11:30 pm")
        let match = try #require(DateParser(clock: Self.wednesdayMorning).dates(in: tokens).first)
        // The time's tokens, and both ranges that said it.
        #expect(match.range == 6..<9)
        #expect(match.parts == [0..<2, 6..<9])
        #expect(!match.timeIsInferred && !match.dayIsInferred)
    }

    @Test func timeSaidAloneAfterAHint() {
        // A question's words read before the answer: the answer starts at 4.
        let tokens = Tokenizer.tokens("Set Alarm Wake Time , six thirty")
        let parser = DateParser(clock: Self.wednesdayMorning)
        #expect(parser.dates(in: tokens).isEmpty)
        #expect(parser.dates(in: tokens, utteranceStart: 4).map(\.range) == [4..<6])
    }

    @Test func timeSaidAloneLeavesNumbers() {
        // "twelve fifty" may be a price: its words are still numbers.
        #expect(NumberParser.numbers(in: Tokenizer.tokens("twelve fifty")).map(\.value) == [12, 50])
        #expect(NumberParser.numbers(in: Tokenizer.tokens("six thirty tomorrow")).isEmpty)
    }

    @Test func severalExpressions() {
        let parser = DateParser(clock: Self.thursday)
        let matches = parser.dates(in: Tokenizer.tokens("move it from Friday at 7 to Saturday at 9 pm"))
        #expect(matches.count == 2)
        #expect(matches.map(\.range) == [3..<6, 7..<11])
        // The "pm" said once leans the whole utterance to the evening.
        #expect(matches.first?.instant.map(Self.thursday.format) == "2026-12-04T19:00:00-05:00")
        #expect(matches.last?.instant.map(Self.thursday.format) == "2026-12-05T21:00:00-05:00")
    }

    /// A day of the month, with no month, before the word that ends a range ("until", "till", "to").
    @Test(arguments: [
        ("pause them from the 20th until December 30", ["2026-12-20", "2026-12-30"]),
        ("away from the twentieth till the second of January", ["2026-12-20", "2027-01-02"]),
        ("closed from the ninth to the twentieth", ["2026-12-09", "2026-12-20"]),
    ])
    func rangeOfDaysOfTheMonth(_ text: String, _ days: [String]) {
        let matches = DateParser(clock: Self.thursday).dates(in: Tokenizer.tokens(text))
        #expect(matches.compactMap { $0.day?.description } == days)
    }

    @Test func timeRange() {
        let parser = DateParser(clock: Self.thursday)
        let matches = parser.dates(in: Tokenizer.tokens("between 7 and 9 pm"))
        #expect(matches.map(\.range) == [1..<2, 3..<5])
        #expect(matches.map(\.minutes) == [19 * 60, 21 * 60])
    }

    @Test func instantsAreZoned() {
        let parser = DateParser(clock: Self.thursday)
        let match = parser.dates(in: Tokenizer.tokens("tomorrow at 7:30 pm")).first
        #expect(match?.instant.map(Self.thursday.format) == "2026-12-04T19:30:00-05:00")
    }

    /// Saturday 2026-03-07 at 20:00 EST; clocks go from 02:00 EST to 03:00
    /// EDT on Sunday the 8th.
    static let beforeSpringForward: [(String, String)] = [
        ("tomorrow at 7:30 pm", "2026-03-08T19:30:00-04:00"),
        ("tomorrow at 1:30 am", "2026-03-08T01:30:00-05:00"),
        // 02:30 does not exist that night: the offset before the change is used.
        ("tomorrow at 2:30 am", "2026-03-08T03:30:00-04:00"),
        // Eight real hours after 20:00 EST is 04:00 EST, shown as 05:00 EDT.
        ("in 8 hours", "2026-03-08T05:00:00-04:00"),
    ]

    @Test(arguments: beforeSpringForward)
    func daylightSaving(_ text: String, _ expected: String) {
        let clock = Self.clock("2026-03-07T20:00:00-05:00")
        let match = DateParser(clock: clock).dates(in: Tokenizer.tokens(text)).first
        #expect(match?.instant.map(clock.format) == expected)
        if text == "in 8 hours" {
            #expect(match?.minutes == 5 * 60)
            #expect(match?.day == CivilDate(year: 2026, month: 3, day: 8))
        }
    }

    @Test func morningClock() {
        // At 8:00 a bare "at 9" is this morning; "at 7" (past) is this evening.
        let clock = Self.clock("2026-12-03T08:00:00-05:00")
        let parser = DateParser(clock: clock)
        #expect(parser.dates(in: Tokenizer.tokens("at 9")).first?.instant.map(clock.format) == "2026-12-03T09:00:00-05:00")
        #expect(parser.dates(in: Tokenizer.tokens("at 7")).first?.instant.map(clock.format) == "2026-12-03T19:00:00-05:00")
        #expect(parser.dates(in: Tokenizer.tokens("wake me at 7")).first?.instant.map(clock.format) == "2026-12-04T07:00:00-05:00")
    }
}
