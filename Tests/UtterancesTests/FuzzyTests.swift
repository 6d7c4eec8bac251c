import Testing
@testable import Utterances

struct FuzzyTests {
    static let distances: [(String, String, Int, Int)] = [
        ("table", "table", 3, 0),
        ("table", "tabel", 3, 1),      // a swap counts one
        ("kitten", "sitting", 3, 3),
        ("kitten", "sitting", 2, 3),   // past the limit: limit + 1
        ("", "abc", 3, 3),
        ("abc", "", 1, 2),
        ("greenhouse", "greenhose", 2, 1),
        ("restaurant", "resturant", 2, 1),
        ("café", "cafe", 2, 1),
        ("Luca", "luca", 2, 1),        // case-sensitive
        ("ab", "ba", 2, 1),
        ("ca", "abc", 3, 3),           // optimal string alignment, not full Damerau
        ("abcdefgh", "zzzzzzzz", 2, 3),
    ]

    @Test(arguments: distances)
    func distance(_ a: String, _ b: String, _ limit: Int, _ expected: Int) {
        #expect(Fuzzy.distance(a, b, limit: limit) == expected)
    }

    static let similar: [(String, String, Bool)] = [
        ("Luca", "luca", true), ("tables", "table", true), ("dishes", "dish", true), ("berries", "berry", true),
        ("tabel", "table", true), ("Dinewel", "Dinewell", true), ("resturant", "restaurant", true),
        ("greenhose", "greenhouse", true), ("luka", "luca", true), ("booking", "book", true),
        ("Luca's", "luca", true), ("ulca", "luca", true), ("cat", "cats", true),
        ("Anelli", "Anneli", true), ("Bellamee", "Bellamy", true),
        // A short word with a letter doubled or not; any other slip in one is no match.
        ("egs", "eggs", true), ("mil", "mill", true), ("ego", "eggs", false), ("tap", "tips", false), ("pot", "port", false),
        // Not similar.
        ("bar", "car", false), ("cat", "cut", false), ("book", "look", false), ("book", "cook", false),
        ("2025", "2026", false), ("table4", "table5", false), ("luca", "lucia", true), ("soho", "noho", false),
        ("pizza", "pasta", false), ("restaurant", "restaurants", true), ("apple", "maple", false),
        ("kitchen", "chicken", false), ("a", "an", false), ("", "", true), ("pool", "pole", false),
    ]

    @Test(arguments: similar)
    func similarWords(_ a: String, _ b: String, _ expected: Bool) {
        #expect(Fuzzy.similar(a, b) == expected)
        #expect(Fuzzy.similar(b, a) == expected)
    }

    struct PhraseCase: Sendable, CustomStringConvertible {
        var phrase: [String]
        var text: String
        var range: Range<Int>?
        var minimum: Double = 0
        var maximum: Double = 1
        var description: String { "\(phrase) in \(text)" }
    }

    static let phrases: [PhraseCase] = [
        .init(phrase: ["the", "greenhouse"], text: "Book the Greenhouse for two", range: 1..<3, minimum: 1),
        .init(phrase: ["the", "greenhouse"], text: "Book Greenhouse for two", range: 1..<2, minimum: 0.8, maximum: 0.9),
        .init(phrase: ["the", "greenhouse"], text: "book the greenhose tonight", range: 1..<3, minimum: 0.8, maximum: 0.95),
        .init(phrase: ["the", "greenhouse"], text: "book the green house", range: 1..<4, minimum: 0.85, maximum: 0.95),
        .init(phrase: ["luca", "soho"], text: "A table at Luca Soho tomorrow", range: 3..<5, minimum: 1),
        .init(phrase: ["luca", "soho"], text: "a table at luka soho", range: 3..<5, minimum: 0.85, maximum: 0.95),
        .init(phrase: ["Luca Soho"], text: "a table at LUCA SOHO", range: 3..<5, minimum: 1),
        .init(phrase: ["green house"], text: "the greenhouse", range: 1..<2, minimum: 0.85, maximum: 0.95),
        .init(phrase: ["e-mail"], text: "send an email", range: 2..<3, minimum: 0.9),
        .init(phrase: ["tables"], text: "any table free", range: 1..<2, minimum: 0.85, maximum: 0.95),
        .init(phrase: ["Fish & Chips"], text: "order from fish and chips", range: 2..<5, minimum: 0.8),
        .init(phrase: ["Fish & Chips"], text: "order from fish chips", range: 2..<4, minimum: 0.8),
        .init(phrase: ["luca"], text: "Luca or luca's", range: 0..<1, minimum: 1),
        // A pronoun stands for another of its kind.
        .init(phrase: ["dropping them off"], text: "we're dropping him off", range: 1..<4, minimum: 0.9, maximum: 0.99),
        .init(phrase: ["bring their own"], text: "they bring her own", range: 1..<4, minimum: 0.9, maximum: 0.99),
        // Not there.
        .init(phrase: ["dropping them off"], text: "dropping the grapes off", range: nil),
        .init(phrase: ["luca", "soho"], text: "a table at Luca tomorrow", range: nil),
        .init(phrase: ["luca", "soho"], text: "Luca in Soho", range: nil),
        .init(phrase: ["the", "greenhouse"], text: "the green room", range: nil),
        .init(phrase: ["the"], text: "book a table", range: nil),
        .init(phrase: [], text: "book a table", range: nil),
        .init(phrase: ["luca"], text: "", range: nil),
    ]

    @Test(arguments: phrases)
    func phraseMatch(_ c: PhraseCase) {
        let match = Fuzzy.phraseMatch(phrase: c.phrase, in: Tokenizer.tokens(c.text))
        #expect(match?.range == c.range)
        if let match {
            #expect(match.score >= c.minimum - 1e-9 && match.score <= c.maximum + 1e-9, "score \(match.score)")
        }
    }

    @Test func manyPhrasesAtOnce() {
        let tokens = Tokenizer.tokens("Book the green house or Luka Soho for two")
        let phrases = Self.phrases.map(\.phrase)
        let together = Fuzzy.phraseMatches(phrases: phrases, in: tokens)
        #expect(together.count == phrases.count)
        for (phrase, match) in zip(phrases, together) {
            let alone = Fuzzy.phraseMatch(phrase: phrase, in: tokens)
            #expect(match?.range == alone?.range && match?.score == alone?.score, "\(phrase)")
        }
        #expect(together[0]?.range == 1..<4)
    }

    @Test func stringPhrase() {
        let tokens = Tokenizer.tokens("Reserve at The Greenhouse")
        #expect(Fuzzy.phraseMatch("the greenhouse", in: tokens)?.range == 2..<4)
    }
}
