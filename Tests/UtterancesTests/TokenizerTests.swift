import Testing
@testable import Utterances

struct TokenizerTests {
    static let cases: [(String, [String])] = [
        ("Book a table for four at Luca tomorrow at 7:30 in Dinewell",
         ["book", "a", "table", "for", "four", "at", "luca", "tomorrow", "at", "7:30", "in", "dinewell"]),
        ("Table for 2, at 7pm!", ["table", "for", "2", "at", "7pm"]),
        ("7 p.m. or 8 P.M.", ["7", "pm", "or", "8", "pm"]),
        ("at 7p.m. sharp", ["at", "7pm", "sharp"]),
        ("2.5 kg and 1,200 steps", ["2.5", "kg", "and", "1,200", "steps"]),
        // Names written as code, and files, are one token; a full stop still ends a sentence.
        ("print spring_gala.pdf and bracket_v2.3mf. Then stop", ["print", "spring_gala.pdf", "and", "bracket_v2.3mf", "then", "stop"]),
        ("send notes.pdf now. done", ["send", "notes.pdf", "now", "done"]),
        ("1,2,3 and 12,34", ["1", "2", "3", "and", "12", "34"]),
        ("It's seven o'clock, don't worry", ["it's", "seven", "o'clock", "don't", "worry"]),
        ("Luca’s place", ["luca's", "place"]),
        ("Send an e-mail to twenty-five people", ["send", "an", "e-mail", "to", "twenty-five", "people"]),
        ("on 2026-12-05 or 12/5", ["on", "2026-12-05", "or", "12/5"]),
        ("set it to -3 degrees", ["set", "it", "to", "-3", "degrees"]),
        ("pages 3-4", ["pages", "3-4"]),
        ("$25 or 20% or 20°C", ["$", "25", "or", "20", "%", "or", "20", "°", "c"]),
        ("Fish & Chips @ Joe's", ["fish", "&", "chips", "@", "joe's"]),
        ("Mr. Smith, e.g. the U.S.A.", ["mr", "smith", "eg", "the", "usa"]),
        ("plan B. Then", ["plan", "b", "then"]),
        ("Café Münchën", ["café", "münchën"]),
        ("“Quoted” (words) — dash", ["quoted", "words", "dash"]),
        ("10kg, 2h, 1st and mp3", ["10kg", "2h", "1st", "and", "mp3"]),
        ("   ", []),
        ("", []),
    ]

    @Test(arguments: cases)
    func texts(_ text: String, _ expected: [String]) {
        #expect(Tokenizer.tokens(text).map(\.text) == expected)
    }

    @Test func rawIndexAndRange() {
        let text = "Book “Luca’s” at 7 P.M."
        let tokens = Tokenizer.tokens(text)
        #expect(tokens.map(\.raw) == ["Book", "Luca’s", "at", "7", "P.M."])
        #expect(tokens.map(\.text) == ["book", "luca's", "at", "7", "pm"])
        #expect(tokens.map(\.index) == [0, 1, 2, 3, 4])
        for token in tokens {
            #expect(String(text[token.range]) == token.raw)
        }
        #expect(tokens[3].isNumeric && !tokens[0].isNumeric)
    }

    static let quoted: [(String, [String])] = [
        ("Play \"Hey Jude\" by the Beatles", ["Hey Jude"]),
        ("Open “The Greenhouse” and ‘Luca Soho’", ["The Greenhouse", "Luca Soho"]),
        ("Call 'Mom' now", ["Mom"]),
        ("Don't book Luca's table", []),
        ("Play 'Hey Jude' and 'Let It Be'", ["Hey Jude", "Let It Be"]),
        ("Say \" \" twice", []),
        ("Unclosed \"quote", []),
        ("«Bonjour»", ["Bonjour"]),
    ]

    @Test(arguments: quoted)
    func quotedSpans(_ text: String, _ expected: [String]) {
        #expect(Tokenizer.quotedSpans(text) == expected)
    }
}
