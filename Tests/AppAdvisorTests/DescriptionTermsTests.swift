import Testing
@testable import AppAdvisor

@Suite struct DescriptionTermsTests {
    @Test(arguments: [
        ("book", "book"), ("books", "book"), ("booked", "book"), ("booking", "book"), ("bookings", "book"),
        ("reserve", "reserv"), ("reserves", "reserv"), ("reserved", "reserv"), ("reserving", "reserv"),
        ("stopped", "stop"), ("running", "run"), ("entries", "entry"), ("classes", "class"), ("status", "status"),
        ("restaurant's", "restaurant"), ("recipes", "recip"), ("guests", "guest"),
    ])
    func stem(_ word: String, stem: String) {
        #expect(DescriptionTerms.stem(word) == stem)
    }

    @Test func negativeSentencesSayWhatAToolDoesNot() {
        let terms = DescriptionTerms("Lists restaurants with a free table. Doesn't book anything.")
        #expect(terms.does == ["list": 1, "restaurant": 1, "free": 1, "tabl": 1])
        #expect(terms.doesNot == ["book"])
    }

    @Test func appNameIsIgnored() {
        let terms = DescriptionTerms("Books a Dinewell table", ignoring: ["dinewell"])
        #expect(terms.does == ["book": 1, "tabl": 1])
    }

    @Test(arguments: [
        ("Adds a task to the list.", "Adds a task to the list.", 1.0),
        ("Adds a task.", "Deletes a photo.", 0.0),
        ("Finds recipes that use what you have.", "Suggests recipes that use what you have.", 2.0 / 3.0),
    ])
    func similarity(_ a: String, _ b: String, expected: Double) {
        #expect(abs(DescriptionTerms(a).similarity(to: DescriptionTerms(b)) - expected) < 1e-9)
    }

    @Test func sayingWhatItDoesNotDoTellsToolsApart() {
        let book = DescriptionTerms("Book a Table. Reserves a table.")
        let find = DescriptionTerms("Find Tables. Lists free tables. Doesn't book anything.")
        let vague = DescriptionTerms("Find Tables. Lists free tables. Never charges a card.")
        #expect(find.tellsApart(from: book))
        #expect(book.tellsApart(from: find))
        #expect(!vague.tellsApart(from: book))
    }
}
