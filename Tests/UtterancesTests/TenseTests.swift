import Testing
@testable import Utterances

/// A statement about something done names past days; a request or a
/// question about what is to come does not.
struct TenseTests {
    static let cases: [(String, Bool)] = [
        ("I watered the fern on Sunday", true),
        ("I just took two pills on Monday", true),
        ("we already fed the cat", true),
        ("log that I trimmed the hedge yesterday", true),
        ("I've walked the dog", true),
        ("she went for a run on Friday", true),
        ("I have finished the report", true),
        ("remind me to water the fern on Sunday", false),
        ("I can drive on Wednesday, I've got three seats", false),
        ("we have got two spare tickets", false),
        ("It happened on Sunday", true),
        ("Just had a kingfisher zip past", true),
        ("someone broke in last night", true),
        ("I need a table on Friday", false),
        ("I want to book for Saturday", false),
        ("feed the cat at 6", false),
        ("book a room for the weekend", false),
        ("what did I log on Monday", false),
        ("", false),
    ]

    @Test(arguments: cases)
    func past(_ text: String, _ expected: Bool) {
        #expect(Tense.isPast(Tokenizer.tokens(text)) == expected)
    }
}
