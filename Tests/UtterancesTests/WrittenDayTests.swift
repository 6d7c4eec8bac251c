import Dates
import Testing
@testable import Utterances

/// A day written in a record's words, with or without its year; without
/// one, the day nearest today.
struct WrittenDayTests {
    static let cases: [(String, WrittenDay?)] = [
        ("Thu 13 May · Sectional", WrittenDay(year: nil, month: 5, day: 13)),
        ("Sat 15 May 21:00 · Tunnel Room", WrittenDay(year: nil, month: 5, day: 15)),
        ("May 17, 2027", WrittenDay(year: 2027, month: 5, day: 17)),
        ("Concert on the 3rd of June", WrittenDay(year: nil, month: 6, day: 3)),
        ("Thu 13 May 2027, 20:00", WrittenDay(year: 2027, month: 5, day: 13)),
        ("Room 12 · Maple wing", nil),
        ("May the best choir win", nil),
        ("", nil),
    ]

    @Test(arguments: cases)
    func firstDay(_ text: String, _ expected: WrittenDay?) {
        #expect(WrittenDay.first(in: text) == expected)
    }

    static let nearest: [(WrittenDay, String)] = [
        (WrittenDay(year: nil, month: 12, day: 28), "2026-12-28"),
        (WrittenDay(year: nil, month: 1, day: 9), "2027-01-09"),
        (WrittenDay(year: 2025, month: 1, day: 9), "2025-01-09"),
    ]

    /// Seen on 5 January 2027: 28 December is the one just past.
    @Test(arguments: nearest)
    func civilDate(_ day: WrittenDay, _ expected: String) {
        let today = CivilDate(year: 2027, month: 1, day: 5)
        #expect(day.civilDate(near: today)?.description == expected)
    }
}
