import Utterances

/// Turns text into the terms that relevance ranking compares: lowercased
/// words, stop words dropped, light stemming, so "Books a table" and "book
/// tables" share `book` and `table`.
enum Terms {
    static func of(_ text: String) -> [String] {
        of(Tokenizer.tokens(text))
    }

    /// Also adds two-word compounds ("pick up" → `pickup`, "check in" →
    /// `checkin`), which titles often write as one word.
    static func of(_ tokens: some Sequence<Token>) -> [String] {
        var terms: [String] = []
        var previous: String?
        for token in tokens {
            let word = token.text
            if let before = previous, word.first?.isLetter == true { terms.append(Stemmer.stem(before + word)) }
            previous = word.first?.isLetter == true ? word : nil
            guard !Stemmer.stopWords.contains(word), word.first?.isLetter == true else { continue }
            terms.append(Stemmer.stem(word))
        }
        return terms
    }

    /// The words of a Swift identifier: "BookTable" → "book table",
    /// "partySize" → "party size".
    static func words(ofIdentifier identifier: String) -> String {
        var words = ""
        var previous: Character?
        for character in identifier {
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber { words.append(" ") }
            if character == "_" || character == "-" { words.append(" ") } else { words.append(character) }
            previous = character
        }
        return words.lowercased()
    }
}
