import Testing
@testable import Dates

struct CivilDateTests {
    /// Days since 1970-01-01 and ISO weekdays (1 Monday ... 7 Sunday) of known dates.
    static let known: [(CivilDate, days: Int, weekday: Int)] = [
        (CivilDate(year: 1970, month: 1, day: 1), 0, 4),          // a Thursday
        (CivilDate(year: 1969, month: 12, day: 31), -1, 3),
        (CivilDate(year: 1970, month: 1, day: 4), 3, 7),
        (CivilDate(year: 1970, month: 1, day: 5), 4, 1),
        (CivilDate(year: 2000, month: 1, day: 1), 10_957, 6),     // a Saturday
        (CivilDate(year: 2000, month: 2, day: 29), 11_016, 2),    // a leap day (divisible by 400)
        (CivilDate(year: 2000, month: 3, day: 1), 11_017, 3),
        (CivilDate(year: 2001, month: 9, day: 9), 11_574, 7),     // 1,000,000,000 s is 2001-09-09T01:46:40Z
        (CivilDate(year: 2024, month: 2, day: 29), 19_782, 4),
        (CivilDate(year: 2026, month: 1, day: 1), 20_454, 4),
        (CivilDate(year: 2026, month: 12, day: 3), 20_790, 4),    // booking.yaml: "Thursday, 5 PM in New York"
        (CivilDate(year: 2026, month: 12, day: 4), 20_791, 5),
        (CivilDate(year: 2026, month: 12, day: 5), 20_792, 6),
        (CivilDate(year: 2026, month: 12, day: 6), 20_793, 7),
        (CivilDate(year: 2038, month: 1, day: 19), 24_855, 2),    // 2^31 s is 2038-01-19T03:14:08Z
        (CivilDate(year: 1900, month: 1, day: 1), -25_567, 1),    // a Monday; 1900 is not a leap year
        (CivilDate(year: 1600, month: 3, day: 1), -135_080, 3),
        (CivilDate(year: 9999, month: 12, day: 31), 2_932_896, 5),
    ]

    @Test(arguments: known)
    func daysAndWeekday(_ date: CivilDate, days: Int, weekday: Int) {
        #expect(date.daysSinceEpoch == days)
        #expect(CivilDate(daysSinceEpoch: days) == date)
        #expect(date.weekday == weekday)
    }

    @Test func roundTripOverFourHundredYears() {
        // Every day of a whole Gregorian cycle, across the epoch, in order.
        var previous = CivilDate(daysSinceEpoch: -73_049)
        #expect(previous == CivilDate(year: 1769, month: 12, day: 31))
        for days in -73_048...73_048 {
            let date = CivilDate(daysSinceEpoch: days)
            #expect(date.isValid)
            #expect(date.daysSinceEpoch == days)
            #expect(date > previous)
            #expect(date.weekday == previous.weekday % 7 + 1)
            #expect(previous.adding(days: 1) == date)
            if date.day == 1 {
                #expect(previous.day == CivilDate.daysIn(month: previous.month, year: previous.year))
            } else {
                #expect(date.day == previous.day + 1 && date.month == previous.month)
            }
            previous = date
        }
    }

    static let monthLengths: [(month: Int, year: Int, days: Int)] = [
        (1, 2026, 31), (2, 2026, 28), (2, 2024, 29), (2, 1900, 28), (2, 2000, 29), (2, 2100, 28),
        (3, 2026, 31), (4, 2026, 30), (6, 2026, 30), (9, 2026, 30), (11, 2026, 30), (12, 2026, 31),
    ]

    @Test(arguments: monthLengths)
    func daysIn(month: Int, year: Int, days: Int) {
        #expect(CivilDate.daysIn(month: month, year: year) == days)
    }

    static let validity: [(CivilDate, Bool)] = [
        (CivilDate(year: 2026, month: 2, day: 28), true),
        (CivilDate(year: 2026, month: 2, day: 29), false),
        (CivilDate(year: 2024, month: 2, day: 29), true),
        (CivilDate(year: 2026, month: 2, day: 30), false),
        (CivilDate(year: 2026, month: 4, day: 31), false),
        (CivilDate(year: 2026, month: 12, day: 31), true),
        (CivilDate(year: 2026, month: 0, day: 1), false),
        (CivilDate(year: 2026, month: 13, day: 1), false),
        (CivilDate(year: 2026, month: 1, day: 0), false),
    ]

    @Test(arguments: validity)
    func isValid(_ date: CivilDate, _ valid: Bool) {
        #expect(date.isValid == valid)
    }

    @Test func addingAndOrderAndDescription() {
        let date = CivilDate(year: 2026, month: 12, day: 31)
        #expect(date.adding(days: 1) == CivilDate(year: 2027, month: 1, day: 1))
        #expect(date.adding(days: -365) == CivilDate(year: 2025, month: 12, day: 31))
        #expect(CivilDate(year: 2024, month: 2, day: 28).adding(days: 1) == CivilDate(year: 2024, month: 2, day: 29))
        #expect(CivilDate(year: 2026, month: 1, day: 9) < CivilDate(year: 2026, month: 1, day: 10))
        #expect(date.description == "2026-12-31")
        #expect(CivilDate(year: 33, month: 3, day: 5).description == "0033-03-05")
    }
}
