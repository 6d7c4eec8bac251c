import Testing
@testable import Utterances

struct StemmerTests {
    static let cases: [(String, String)] = [
        ("tables", "table"), ("dishes", "dish"), ("berries", "berry"), ("boxes", "box"), ("churches", "church"),
        ("glasses", "glass"), ("potatoes", "potato"), ("knives", "knife"), ("children", "child"), ("people", "person"),
        ("movies", "movie"), ("cookies", "cookie"), ("ties", "tie"), ("pizzas", "pizza"), ("shoes", "shoe"),
        ("booking", "book"), ("booked", "book"), ("bookings", "book"), ("stopping", "stop"), ("stopped", "stop"),
        ("running", "run"), ("making", "make"), ("rated", "rate"), ("ordering", "order"), ("calling", "call"),
        ("playing", "play"), ("tried", "try"), ("agreed", "agree"), ("reminder", "remind"), ("reminders", "remind"),
        ("speaker", "speak"), ("player", "play"), ("quickly", "quick"), ("weekly", "week"), ("really", "real"),
        ("happily", "happy"), ("carefully", "careful"), ("Tables", "table"), ("Luca's", "luca"),
        // Left alone.
        ("table", "table"), ("book", "book"), ("glass", "glass"), ("bus", "bus"), ("this", "this"),
        ("famous", "famous"), ("news", "news"), ("series", "series"), ("need", "need"), ("speed", "speed"),
        ("used", "used"), ("bring", "bring"), ("thing", "thing"), ("string", "string"), ("morning", "morning"),
        ("evening", "evening"), ("evenings", "evening"), ("number", "number"), ("water", "water"),
        ("dinner", "dinner"), ("burger", "burger"), ("center", "center"), ("order", "order"), ("family", "family"),
        ("supply", "supply"), ("only", "only"), ("hundred", "hundred"), ("yes", "yes"), ("don't", "don't"),
        ("mp3", "mp3"), ("café", "café"), ("is", "is"),
    ]

    @Test(arguments: cases)
    func stem(_ word: String, _ expected: String) {
        #expect(Stemmer.stem(word) == expected)
    }

    @Test func stableOnItsOutput() {
        for (word, _) in Self.cases {
            let once = Stemmer.stem(word)
            #expect(Stemmer.stem(once) == once || Stemmer.stem(Stemmer.stem(once)) == Stemmer.stem(once), "\(word)")
        }
    }

    @Test func stopWords() {
        for word in ["the", "a", "please", "at", "for", "my", "siri"] { #expect(Stemmer.stopWords.contains(word)) }
        for word in ["no", "not", "don't", "off", "like", "table", "book"] { #expect(!Stemmer.stopWords.contains(word)) }
    }
}
