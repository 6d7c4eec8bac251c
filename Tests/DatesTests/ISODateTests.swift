import Testing
@testable import Dates

struct ISODateTests {
    struct DateTimeCase: Sendable, CustomStringConvertible {
        var text: String
        /// Nil when the text is not a date-time.
        var date: CivilDate?
        var secondsOfDay: Double = 0
        var offset: Int?
        var description: String { text }
    }

    static func day(_ y: Int, _ m: Int, _ d: Int) -> CivilDate { CivilDate(year: y, month: m, day: d) }

    static let dateTimes: [DateTimeCase] = [
        .init(text: "2026-12-04T17:00:00-05:00", date: day(2026, 12, 4), secondsOfDay: 61_200, offset: -18_000),
        .init(text: "2026-12-04T17:00:00+05:30", date: day(2026, 12, 4), secondsOfDay: 61_200, offset: 19_800),
        .init(text: "2026-12-04T17:00:00+0530", date: day(2026, 12, 4), secondsOfDay: 61_200, offset: 19_800),
        .init(text: "2026-12-04T17:00:00+05", date: day(2026, 12, 4), secondsOfDay: 61_200, offset: 18_000),
        .init(text: "2026-12-04T17:00:00Z", date: day(2026, 12, 4), secondsOfDay: 61_200, offset: 0),
        .init(text: "2026-12-04T17:00:00z", date: day(2026, 12, 4), secondsOfDay: 61_200, offset: 0),
        .init(text: "2026-12-04T17:00:00-00:00", date: day(2026, 12, 4), secondsOfDay: 61_200, offset: 0),
        .init(text: "2026-12-04T17:00:00", date: day(2026, 12, 4), secondsOfDay: 61_200, offset: nil),
        .init(text: "2026-12-04T17:00", date: day(2026, 12, 4), secondsOfDay: 61_200, offset: nil),
        .init(text: "2026-12-04T17:00Z", date: day(2026, 12, 4), secondsOfDay: 61_200, offset: 0),
        .init(text: "2026-12-04 17:00:00", date: day(2026, 12, 4), secondsOfDay: 61_200, offset: nil),
        .init(text: "2026-12-04t17:00:00", date: day(2026, 12, 4), secondsOfDay: 61_200, offset: nil),
        .init(text: "2026-12-04T17:00:00.5Z", date: day(2026, 12, 4), secondsOfDay: 61_200.5, offset: 0),
        .init(text: "2026-12-04T17:00:00,25Z", date: day(2026, 12, 4), secondsOfDay: 61_200.25, offset: 0),
        .init(text: "2026-12-04T17:00:00.125-05:00", date: day(2026, 12, 4), secondsOfDay: 61_200.125, offset: -18_000),
        .init(text: "2026-12-04T00:00:00Z", date: day(2026, 12, 4), secondsOfDay: 0, offset: 0),
        .init(text: "2026-12-04T23:59:59Z", date: day(2026, 12, 4), secondsOfDay: 86_399, offset: 0),
        .init(text: "2026-12-04T24:00:00Z", date: day(2026, 12, 4), secondsOfDay: 86_400, offset: 0),
        .init(text: "2024-02-29T12:00:00Z", date: day(2024, 2, 29), secondsOfDay: 43_200, offset: 0),
        // Not date-times.
        .init(text: "2026-02-30T10:00:00Z"),
        .init(text: "2026-02-29T10:00:00Z"),
        .init(text: "2026-13-01T10:00:00Z"),
        .init(text: "2026-12-04"),
        .init(text: "2026-12-04T"),
        .init(text: "2026-12-04T7:30"),
        .init(text: "2026-12-04T25:00"),
        .init(text: "2026-12-04T24:30"),
        .init(text: "2026-12-04T24:00:01"),
        .init(text: "2026-12-04T12:60"),
        .init(text: "2026-12-04T12:00:61"),
        .init(text: "2026-12-04T12:00:00."),
        .init(text: "2026-12-04T12:00.5"),
        .init(text: "2026-12-04T12:00:00+5"),
        .init(text: "2026-12-04T12:00:00+05:"),
        .init(text: "2026-12-04T12:00:00+05:3"),
        .init(text: "2026-12-04T12:00:00+053"),
        .init(text: "2026-12-04T12:00:00+05:60"),
        .init(text: "2026-12-04T12:00:00+24:00"),
        .init(text: "2026-12-04T12:00:00 +05:00"),
        .init(text: "2026-12-04T12:00:00ZZ"),
        .init(text: "2026-12-04T12:00:00 "),
        .init(text: " 2026-12-04T12:00:00"),
        .init(text: "2026-12-04X12:00"),
        .init(text: "26-12-04T12:00"),
        .init(text: "tomorrow 19:30"),
        .init(text: ""),
    ]

    @Test(arguments: dateTimes)
    func parseDateTime(_ c: DateTimeCase) {
        let parsed = ISODate.parseDateTime(c.text)
        if let date = c.date {
            #expect(parsed == ISODate.DateTime(date: date, secondsOfDay: c.secondsOfDay, offset: c.offset))
            #expect(ISODate.isDate(c.text))
        } else {
            #expect(parsed == nil)
        }
    }

    static let days: [(String, CivilDate?)] = [
        ("2026-12-04", day(2026, 12, 4)),
        ("2024-02-29", day(2024, 2, 29)),
        ("2000-02-29", day(2000, 2, 29)),
        ("0001-01-01", day(1, 1, 1)),
        ("2026-02-30", nil),
        ("2026-02-29", nil),
        ("1900-02-29", nil),
        ("2026-04-31", nil),
        ("2026-00-10", nil),
        ("2026-12-00", nil),
        ("2026-1-04", nil),
        ("2026-12-4", nil),
        ("20261204", nil),
        ("2026/12/04", nil),
        ("2026-12-04T10:00", nil),
        ("2026-12-04 ", nil),
        ("", nil),
    ]

    @Test(arguments: days)
    func parseDay(_ text: String, _ expected: CivilDate?) {
        #expect(ISODate.parseDay(text) == expected)
    }

    @Test func isDate() {
        #expect(ISODate.isDate("2026-12-04"))
        #expect(ISODate.isDate("2026-12-04T10:00:00Z"))
        #expect(!ISODate.isDate("2026-02-30"))
        #expect(!ISODate.isDate("Friday"))
    }

    static let instants: [(String, Double)] = [
        ("1970-01-01T00:00:00Z", 0),
        ("1970-01-01T00:00:00+01:00", -3_600),
        ("2001-09-09T01:46:40Z", 1_000_000_000),
        ("2001-09-08T21:46:40-04:00", 1_000_000_000),
        ("2038-01-19T03:14:08Z", 2_147_483_648),
        ("2026-12-04T17:00:00-05:00", 1_796_421_600),
        ("2026-12-04T22:00:00.5Z", 1_796_421_600.5),
        ("1969-12-31T23:59:59Z", -1),
    ]

    @Test(arguments: instants)
    func instant(_ text: String, _ seconds: Double) throws {
        let parsed = try #require(ISODate.parseDateTime(text))
        #expect(parsed.instant() == seconds)
    }

    @Test func aMissingOffsetUsesTheFallback() throws {
        let parsed = try #require(ISODate.parseDateTime("2026-12-04T17:00:00"))
        #expect(parsed.instant() == 1_796_403_600)
        #expect(parsed.instant(fallbackOffset: -18_000) == 1_796_421_600)
        // An offset in the text wins over the fallback.
        #expect(try #require(ISODate.parseDateTime("2026-12-04T17:00:00Z")).instant(fallbackOffset: -18_000) == 1_796_403_600)
    }

    static let formats: [(Double, Int, String)] = [
        (0, 0, "1970-01-01T00:00:00Z"),
        (1_796_421_600, -18_000, "2026-12-04T17:00:00-05:00"),
        (1_796_421_600, 0, "2026-12-04T22:00:00Z"),
        (1_796_421_600, 19_800, "2026-12-05T03:30:00+05:30"),
        (1_796_421_600, -12_600, "2026-12-04T18:30:00-03:30"),
        (1_796_421_600.9, 0, "2026-12-04T22:00:00Z"),           // fractions are cut, not rounded
        (-1, 0, "1969-12-31T23:59:59Z"),
        (-0.5, 0, "1969-12-31T23:59:59Z"),
        (1_000_000_000, 0, "2001-09-09T01:46:40Z"),
        (951_782_400, 0, "2000-02-29T00:00:00Z"),
        (1_796_421_599, -18_000, "2026-12-04T16:59:59-05:00"),
    ]

    @Test(arguments: formats)
    func format(_ instant: Double, _ offset: Int, _ text: String) throws {
        #expect(ISODate.format(instant: instant, offset: offset) == text)
        // What is formatted parses back to the same second.
        let parsed = try #require(ISODate.parseDateTime(text))
        #expect(parsed.instant() == instant.rounded(.down))
        #expect(parsed.offset == offset)
    }
}
