import Utterances

/// Turns text into the terms that relevance ranking compares: lowercased
/// words, stop words dropped, light stemming, so "Books a table" and "book
/// tables" share `book` and `table`.
enum Terms {
    static func of(_ text: String) -> [String] {
        of(Tokenizer.tokens(text))
    }

    /// Also adds two-word compounds ("pick up" → `pickup`, "check in" →
    /// `checkin`), which titles often write as one word, and the parts of a
    /// hyphenated word.
    static func of(_ tokens: some Sequence<Token>) -> [String] {
        var terms: [String] = []
        var previous: String?
        for token in tokens {
            let word = token.text
            let content = !token.isStopWord && startsWithLetter(word)
            if let before = previous, content { terms.append(Stemmer.stem(before + word)) }
            previous = content ? word : nil
            guard content else { continue }
            terms.append(Stemmer.stem(word))
            if token.hasHyphen { terms.append(contentsOf: hyphenParts(token)) }
        }
        return terms
    }

    /// The terms of a description without what it says the intent does not
    /// do: "Free, and doesn't reserve a costume by itself" is no evidence
    /// for a request to reserve one. A negation holds to the next pause or "but".
    /// (Nor what it sends elsewhere: "use Reserve Table once the guest picks
    /// one" names another tool, whose words are that tool's.)
    static func affirmed(_ text: String) -> [String] {
        var kept: [Token] = []
        var negated = false
        let tokens = Tokenizer.tokens(text)
        for (index, token) in tokens.enumerated() {
            if token.afterPause || token.text == "but" { negated = false }
            let refers = ["use", "using", "see", "try"].contains(token.text)
                && tokens[(index + 1)...].prefix(2).contains { $0.raw.first?.isUppercase == true && !$0.afterPause }
            if negations.contains(token.text) || refers {
                negated = true
            } else if !negated {
                kept.append(token)
            }
        }
        return of(kept)
    }

    static let negations: Set<String> = [
        "not", "never", "without", "nor", "doesn't", "don't", "isn't", "won't", "can't", "cannot", "didn't", "aren't", "wasn't",
    ]

    /// "kite-surfing" is also "kite", "surfing" and "kitesurfing", as "Kite surfing" is written.
    static func hyphenParts(_ token: Token) -> [String] {
        guard !token.isNumeric else { return [] }
        let parts = token.text.split(separator: "-").map(String.init).filter { !$0.isEmpty && startsWithLetter($0) }
        guard parts.count > 1 else { return [] }
        return parts.filter { !Stemmer.stopWords.contains($0) }.map(Stemmer.stem) + [Stemmer.stem(parts.joined())]
    }

    /// `word.first?.isLetter == true`, from the first byte when it is ASCII.
    @inline(__always)
    static func startsWithLetter(_ word: String) -> Bool {
        guard let byte = word.utf8.first else { return false }
        if byte < 0x80 { return (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) }
        return word.first?.isLetter == true
    }

    /// The words of a Swift identifier: "BookTable" → "book table",
    /// "partySize" → "party size".
    static func words(ofIdentifier identifier: String) -> String {
        TextCache.shared.identifierWords(identifier)
    }

    static func computeWords(ofIdentifier identifier: String) -> String {
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
