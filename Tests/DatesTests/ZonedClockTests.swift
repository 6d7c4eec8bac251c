import Foundation
import Testing
@testable import Dates

/// America/New_York changes from EST (-05:00) to EDT (-04:00) at 02:00 on
/// 2026-03-08 (07:00Z) and back at 02:00 EDT on 2026-11-01 (06:00Z).
struct ZonedClockTests {
    static let newYork = TimeZone(identifier: "America/New_York")!

    static func instant(_ text: String) -> Double {
        ISODate.parseDateTime(text)!.instant()
    }

    static func clock(_ now: String) -> ZonedClock {
        ZonedClock(now: instant(now), timeZone: newYork)
    }

    static let offsets: [(String, Int)] = [
        ("2026-03-08T06:59:59Z", -18_000),
        ("2026-03-08T07:00:00Z", -14_400),
        ("2026-07-01T12:00:00Z", -14_400),
        ("2026-11-01T05:59:59Z", -14_400),
        ("2026-11-01T06:00:00Z", -18_000),
        ("2026-12-04T22:00:00Z", -18_000),
    ]

    @Test(arguments: offsets)
    func offset(_ text: String, _ offset: Int) {
        #expect(Self.clock(text).offset(at: Self.instant(text)) == offset)
    }

    static let formats: [(String, String)] = [
        ("2026-03-08T06:30:00Z", "2026-03-08T01:30:00-05:00"),
        ("2026-03-08T07:00:00Z", "2026-03-08T03:00:00-04:00"),
        ("2026-11-01T05:30:00Z", "2026-11-01T01:30:00-04:00"),
        ("2026-11-01T06:30:00Z", "2026-11-01T01:30:00-05:00"),
        ("2026-12-04T22:00:00Z", "2026-12-04T17:00:00-05:00"),
    ]

    @Test(arguments: formats)
    func format(_ utc: String, _ local: String) {
        let clock = Self.clock(utc)
        #expect(clock.format(clock.now) == local)
    }

    struct LocalCase: Sendable, CustomStringConvertible {
        var date: CivilDate
        var time: Double
        var instant: String
        var description: String { "\(date) \(time) = \(instant)" }
    }

    static func local(_ y: Int, _ m: Int, _ d: Int, _ h: Int, _ min: Int, _ instant: String) -> LocalCase {
        LocalCase(date: CivilDate(year: y, month: m, day: d), time: Double(h * 3600 + min * 60), instant: instant)
    }

    static let locals: [LocalCase] = [
        local(2026, 3, 7, 19, 30, "2026-03-07T19:30:00-05:00"),
        local(2026, 3, 8, 1, 30, "2026-03-08T01:30:00-05:00"),
        // 02:30 does not exist on 2026-03-08: the offset in force just before
        // (EST) is used, so it is 03:30 EDT, as Foundation's Calendar gives.
        local(2026, 3, 8, 2, 30, "2026-03-08T02:30:00-05:00"),
        local(2026, 3, 8, 3, 30, "2026-03-08T03:30:00-04:00"),
        local(2026, 3, 8, 19, 30, "2026-03-08T19:30:00-04:00"),
        local(2026, 3, 9, 0, 0, "2026-03-09T00:00:00-04:00"),
        local(2026, 10, 31, 23, 0, "2026-10-31T23:00:00-04:00"),
        local(2026, 11, 1, 0, 30, "2026-11-01T00:30:00-04:00"),
        // 01:30 happens twice on 2026-11-01: the first (EDT) is used.
        local(2026, 11, 1, 1, 30, "2026-11-01T01:30:00-04:00"),
        local(2026, 11, 1, 2, 30, "2026-11-01T02:30:00-05:00"),
        local(2026, 11, 1, 19, 30, "2026-11-01T19:30:00-05:00"),
        local(2026, 12, 5, 19, 30, "2026-12-05T19:30:00-05:00"),
    ]

    @Test(arguments: locals)
    func instantOfALocalTime(_ c: LocalCase) {
        let clock = Self.clock("2026-03-01T12:00:00Z")
        #expect(clock.instant(of: c.date, secondsOfDay: c.time) == Self.instant(c.instant))
    }

    @Test func localTimesOutsideTheChangesRoundTrip() {
        // Every half hour for three days around each change: an instant's
        // civil date and time give back the instant.
        for start in ["2026-03-07T00:00:00Z", "2026-10-31T00:00:00Z"] {
            let clock = Self.clock(start)
            for step in 0..<(3 * 48) {
                let instant = clock.now + Double(step * 1800)
                let date = clock.civilDate(of: instant)
                let time = clock.secondsOfDay(of: instant)
                let back = clock.instant(of: date, secondsOfDay: time)
                // In the repeated hour both readings name the same wall time;
                // the earlier one is chosen.
                if back != instant {
                    #expect(back == instant - 3_600, "\(clock.format(instant))")
                    #expect(clock.format(back).prefix(19) == clock.format(instant).prefix(19))
                }
            }
        }
    }

    @Test func todayAndTomorrowAcrossTheSpringChange() {
        // Saturday 2026-03-07 at 23:30 EST.
        let clock = Self.clock("2026-03-08T04:30:00Z")
        #expect(clock.today == CivilDate(year: 2026, month: 3, day: 7))
        #expect(clock.secondsOfDay(of: clock.now) == 23.5 * 3600)
        // Tomorrow at 19:30 is EDT, 23 hours of clock time away, not 24 - 4.
        let tomorrow = clock.instant(of: clock.today.adding(days: 1), secondsOfDay: 19.5 * 3600)
        #expect(clock.format(tomorrow) == "2026-03-08T19:30:00-04:00")
        #expect(tomorrow - clock.now == 19 * 3600)
        #expect(clock.civilDate(of: tomorrow) == CivilDate(year: 2026, month: 3, day: 8))
    }

    @Test func todayAcrossTheAutumnChange() {
        // 2026-11-01 at 23:30 EST is 04:30Z on 2026-11-02.
        let clock = Self.clock("2026-11-02T04:30:00Z")
        #expect(clock.today == CivilDate(year: 2026, month: 11, day: 1))
        let midnight = clock.instant(of: clock.today, secondsOfDay: 0)
        let next = clock.instant(of: clock.today.adding(days: 1), secondsOfDay: 0)
        // That day has 25 hours.
        #expect(next - midnight == 25 * 3600)
    }

    @Test func utcHasNoChanges() {
        let clock = ZonedClock(now: 0, timeZone: TimeZone(identifier: "UTC")!)
        #expect(clock.offset(at: 1_796_421_600) == 0)
        #expect(clock.format(1_796_421_600) == "2026-12-04T22:00:00Z")
        #expect(clock.instant(of: CivilDate(year: 2026, month: 12, day: 4), secondsOfDay: 79_200) == 1_796_421_600)
        #expect(clock.today == CivilDate(year: 1970, month: 1, day: 1))
    }
}
