import Testing
@testable import Utterances

struct NumberParserTests {
    struct Case: Sendable, CustomStringConvertible {
        var text: String
        var expected: [NumberParser.Match]
        var description: String { text }
    }

    static func n(_ value: Double, _ range: Range<Int>, _ unit: Unit? = nil, ordinal: Bool = false) -> NumberParser.Match {
        NumberParser.Match(value: value, range: range, unit: unit, isOrdinal: ordinal)
    }

    static let cases: [Case] = [
        .init(text: "Book a table for four at Luca tomorrow at 7:30", expected: [n(4, 4..<5)]),
        .init(text: "A table for 12 please", expected: [n(12, 3..<4)]),
        .init(text: "2.5 kg of flour", expected: [n(2.5, 0..<2, .kilogram)]),
        .init(text: "log 1,200 steps", expected: [n(1200, 1..<2)]),
        .init(text: "set the freezer to -3", expected: [n(-3, 4..<5)]),
        .init(text: "minus five degrees", expected: [n(-5, 0..<3, .degree)]),
        .init(text: "twenty five guests", expected: [n(25, 0..<2)]),
        .init(text: "we won four nil", expected: [n(4, 2..<3), n(0, 3..<4)]),
        .init(text: "twenty-five dollars", expected: [n(25, 0..<2, .dollar)]),
        .init(text: "one hundred and five", expected: [n(105, 0..<4)]),
        .init(text: "a hundred and twenty people", expected: [n(120, 0..<4)]),
        .init(text: "two thousand twenty six", expected: [n(2026, 0..<4)]),
        .init(text: "1.5 million views", expected: [n(1_500_000, 0..<2)]),
        .init(text: "a dozen roses", expected: [n(12, 0..<2)]),
        .init(text: "two dozen eggs", expected: [n(24, 0..<2)]),
        .init(text: "half a dozen eggs", expected: [n(6, 0..<3)]),
        .init(text: "for a couple of hours", expected: [n(2, 1..<5, .hour)]),
        .init(text: "a couple of friends", expected: [n(2, 0..<2)]),
        .init(text: "a pair of socks", expected: [n(2, 0..<2)]),
        .init(text: "one and a half cups of rice", expected: [n(1.5, 0..<5, .cup)]),
        .init(text: "two and a half", expected: [n(2.5, 0..<4)]),
        .init(text: "top speed a hundred and twelve", expected: [n(112, 2..<6)]),
        .init(text: "2 and a half hours", expected: [n(2.5, 0..<5, .hour)]),
        .init(text: "half a liter of milk", expected: [n(0.5, 0..<3, .liter)]),
        .init(text: "add half", expected: [n(0.5, 1..<2)]),
        .init(text: "an hour and a half", expected: [n(1.5, 0..<5, .hour)]),
        .init(text: "three quarters of an hour", expected: [n(0.75, 0..<5, .hour)]),
        .init(text: "two point five", expected: [n(2.5, 0..<3)]),
        .init(text: "pledge two point five million", expected: [n(2_500_000, 1..<5)]),
        .init(text: "the oil is 310, day tank 40", expected: [n(310, 3..<4), n(40, 6..<7)]),
        .init(text: "five six", expected: [n(5, 0..<1), n(6, 1..<2)]),
        .init(text: "the first one", expected: [n(1, 1..<2, ordinal: true)]),
        .init(text: "play the 2nd song", expected: [n(2, 2..<3, ordinal: true)]),
        .init(text: "the twenty first item", expected: [n(21, 1..<3, ordinal: true)]),
        .init(text: "the twenty-third", expected: [n(23, 1..<2, ordinal: true)]),
        .init(text: "I weigh 160 pounds", expected: [n(160, 2..<4, .pound)]),
        .init(text: "send $25 to Ann", expected: [n(25, 1..<3, .dollar)]),
        .init(text: "tip 20%", expected: [n(20, 1..<3, .percent)]),
        .init(text: "20 per cent", expected: [n(20, 0..<3, .percent)]),
        .init(text: "set it to 70 degrees fahrenheit", expected: [n(70, 3..<6, .fahrenheit)]),
        .init(text: "it is 20°C", expected: [n(20, 2..<5, .celsius)]),
        .init(text: "a 5k run", expected: [n(5000, 1..<2)]),
        .init(text: "10kg of rice", expected: [n(10, 0..<1, .kilogram)]),
        .init(text: "8 fl oz", expected: [n(8, 0..<3, .fluidOunce)]),
        .init(text: "1/2 cup of sugar", expected: [n(0.5, 0..<2, .cup)]),
        .init(text: "wait a second", expected: [n(1, 1..<3, .second)]),
        .init(text: "the second table", expected: [n(2, 1..<2, ordinal: true)]),
        .init(text: "the twenty second table", expected: [n(22, 1..<3, ordinal: true)]),
        .init(text: "a twenty second break", expected: [n(20, 1..<3, .second)]),
        .init(text: "in 3 days", expected: [n(3, 1..<3, .day)]),
        .init(text: "table for 4 at 7 tomorrow", expected: [n(4, 2..<3)]),
        .init(text: "at 7 for 4", expected: [n(4, 3..<4)]),
        .init(text: "rate it 5 stars", expected: [n(5, 2..<3)]),
        .init(text: "rate it at 5 stars", expected: [n(5, 3..<4)]),
        .init(text: "zero", expected: [n(0, 0..<1)]),
        // A number and its unit joined as an adjective: one token, with the unit.
        .init(text: "a fifteen-minute sit", expected: [n(15, 1..<2, .minute)]),
        .init(text: "a 15-minute timer", expected: [n(15, 1..<2, .minute)]),
        .init(text: "a twenty-five-minute walk", expected: [n(25, 1..<2, .minute)]),
        .init(text: "a 2-hour lesson", expected: [n(2, 1..<2, .hour)]),
        .init(text: "a three-day pass", expected: [n(3, 1..<2, .day)]),
        .init(text: "a two-year warranty", expected: [n(2, 1..<2, .year)]),
        .init(text: "a six-month plan", expected: [n(6, 1..<2, .month)]),
        .init(text: "a 10-km run", expected: [n(10, 1..<2, .kilometer)]),
        // Not numbers.
        .init(text: "a well-known spot", expected: []),
        .init(text: "Book Luca", expected: []),
        .init(text: "at 7:30", expected: []),
        .init(text: "7pm", expected: []),
        .init(text: "at 7 p.m.", expected: []),
        .init(text: "at 7", expected: []),
        .init(text: "half past 7", expected: []),
        .init(text: "quarter to eight", expected: []),
        .init(text: "a table", expected: []),
        .init(text: "an apple", expected: []),
        .init(text: "a few people", expected: []),
        .init(text: "this one or that one", expected: []),
        .init(text: "no one", expected: []),
        .init(text: "on December 5", expected: []),
        .init(text: "dec 5th at noon", expected: []),
        .init(text: "on the 5th", expected: []),
        .init(text: "12/5", expected: []),
        .init(text: "2026-12-05", expected: []),
        .init(text: "my mp3 player", expected: []),
        .init(text: "call 555-1234", expected: []),
        .init(text: "a quarter", expected: []),
        .init(text: "May I book", expected: []),
    ]

    @Test(arguments: cases)
    func numbers(_ c: Case) {
        #expect(NumberParser.numbers(in: Tokenizer.tokens(c.text)) == c.expected)
    }

    static let conversions: [(Double, String, String, Double?)] = [
        (160, "pounds", "kilograms", 72.574_779_2),
        (1, "kg", "lbs", 2.204_622_621_85),
        (16, "oz", "lb", 1),
        (2, "cups", "ml", 473.176_473),
        (1, "l", "fl oz", 33.814_022_7),
        (1, "gallon", "liters", 3.785_411_784),
        (10, "km", "miles", 6.213_711_92),
        (6, "ft", "m", 1.8288),
        (100, "°C", "°F", 212),
        (98.6, "fahrenheit", "celsius", 37),
        (90, "minutes", "hours", 1.5),
        (2, "h", "s", 7200),
        (250, "cents", "dollars", 2.5),
        (60, "mph", "km/h", 96.560_64),
        // No conversion.
        (1, "kg", "liters", nil),
        (5, "dollars", "euros", nil),
        (20, "degrees", "fahrenheit", nil),
        (1, "parsecs", "km", nil),
    ]

    @Test(arguments: conversions)
    func convert(_ value: Double, _ from: String, _ to: String, _ expected: Double?) {
        let result = NumberParser.convert(value, from: from, to: to)
        if let expected {
            #expect(result != nil && abs(result! - expected) < 1e-6 * max(1, abs(expected)), "\(result as Any)")
        } else {
            #expect(result == nil)
        }
    }

    static let descriptions: [(String, Unit?)] = [
        ("Body weight in kilograms", .kilogram),
        ("Distance (mi)", .mile),
        ("Temperature in °F", .fahrenheit),
        ("Volume in mL", .milliliter),
        ("How long, in minutes", .minute),
        ("Discount as a %", .percent),
        ("The number of guests", nil),
        ("A short note", nil),
    ]

    @Test(arguments: descriptions)
    func unitMentioned(_ text: String, _ expected: Unit?) {
        #expect(Unit.mentioned(in: Tokenizer.tokens(text)) == expected)
    }

    /// One word's number, hyphens joined; anything else is none.
    static let words: [(String, Int?)] = [
        ("six", 6), ("twelve", 12), ("twenty", 20), ("thirty-eight", 38), ("ninety-nine", 99),
        ("twenty-ten", nil), ("hundred", nil), ("gallon", nil), ("38", nil),
    ]

    @Test(arguments: words)
    func wordValue(_ word: String, _ expected: Int?) {
        #expect(NumberParser.wordValue(word) == expected)
    }

    /// How a number from 1 to 99 is said, and that it reads back.
    @Test(arguments: [(5, "five"), (13, "thirteen"), (40, "forty"), (47, "forty-seven"), (99, "ninety-nine")])
    func spelled(_ value: Int, _ expected: String) {
        #expect(NumberParser.spelled(value) == expected)
        #expect(NumberParser.wordValue(expected) == value)
    }

    @Test(arguments: [0, 100, -3])
    func spelledOutsideItsRange(_ value: Int) {
        #expect(NumberParser.spelled(value) == nil)
    }

    @Test func intValue() {
        #expect(NumberParser.Match(value: 4, range: 0..<1).intValue == 4)
        #expect(NumberParser.Match(value: 2.5, range: 0..<1).intValue == nil)
    }
}
