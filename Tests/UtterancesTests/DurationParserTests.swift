import Testing
@testable import Utterances

struct DurationParserTests {
    static let cases: [(String, [DurationParser.Match])] = [
        ("set a timer for 20 minutes", [.init(seconds: 1200, range: 4..<6)]),
        ("an hour and a half", [.init(seconds: 5400, range: 0..<5)]),
        ("an hour and a quarter", [.init(seconds: 4500, range: 0..<5)]),
        ("two hours and three quarters", [.init(seconds: 9900, range: 0..<5)]),
        ("the kiln fired for about nine and a half hours", [.init(seconds: 34200, range: 5..<10)]),
        ("90 seconds", [.init(seconds: 90, range: 0..<2)]),
        ("2h", [.init(seconds: 7200, range: 0..<1)]),
        ("1.5 hours", [.init(seconds: 5400, range: 0..<2)]),
        ("half an hour", [.init(seconds: 1800, range: 0..<3)]),
        ("a half hour", [.init(seconds: 1800, range: 0..<3)]),
        ("1 hour 30 minutes", [.init(seconds: 5400, range: 0..<4)]),
        ("2 hours and 15 minutes", [.init(seconds: 8100, range: 0..<5)]),
        ("1h30", [.init(seconds: 5400, range: 0..<1)]),
        ("1h 30m", [.init(seconds: 5400, range: 0..<2)]),
        ("a quarter of an hour", [.init(seconds: 900, range: 0..<5)]),
        ("twenty minutes", [.init(seconds: 1200, range: 0..<2)]),
        ("a minute", [.init(seconds: 60, range: 0..<2)]),
        ("a couple of hours", [.init(seconds: 7200, range: 0..<4)]),
        ("3 days", [.init(seconds: 259_200, range: 0..<2)]),
        ("two weeks", [.init(seconds: 1_209_600, range: 0..<2)]),
        ("run 5 km in 25 min", [.init(seconds: 1500, range: 4..<6)]),
        ("10 minutes then 5 minutes", [.init(seconds: 600, range: 0..<2), .init(seconds: 300, range: 3..<5)]),
        ("30 minutes 2 hours", [.init(seconds: 1800, range: 0..<2), .init(seconds: 7200, range: 2..<4)]),
        // "forty second" before a noun is a length ("forty second planks").
        ("three rounds of forty second planks", [.init(seconds: 40, range: 3..<5)]),
        // Not durations.
        ("at 7:30", []),
        ("play the forty second episode", []),
        ("5 kg", []),
        ("the second item", []),
        ("table for 4", []),
        ("in 2 months", []),
        ("", []),
    ]

    @Test(arguments: cases)
    func durations(_ text: String, _ expected: [DurationParser.Match]) {
        #expect(DurationParser.durations(in: Tokenizer.tokens(text)) == expected)
    }
}
