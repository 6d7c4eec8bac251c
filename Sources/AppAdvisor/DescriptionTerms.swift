/// The content words of a tool's title and description, split into what the
/// tool does and what it says it does not do, so the linter can measure how
/// alike two tools read and whether they already tell themselves apart.
///
/// The measure, kept simple so that a person can predict it:
///
/// - The text is split into sentences (at `.`, `!`, `?`, `;`, `:` and line
///   breaks). A sentence with a negation (`not`, `doesn't`, `never`, `no`,
///   ...) says what the tool does *not* do; the others what it does.
/// - Words are lowercased, stop words (`the`, `a`, `with`, ...), numbers and
///   the app's own name are dropped, and the rest are stemmed by a few
///   suffix rules (`bookings`, `booked`, `booking` → `book`).
/// - Two tools are compared by the cosine of the word counts of what they do:
///   1 for the same words in the same proportions, 0 for no word in common.
public struct DescriptionTerms: Sendable, Hashable {
    /// Stemmed content words of the sentences that say what the tool does.
    public var does: [String: Int]
    /// Stemmed content words of the sentences with a negation.
    public var doesNot: Set<String>

    /// The terms of `text`; `ignoring` holds lowercased words to drop (the
    /// app's name and synonyms, which every description of the app shares).
    public init(_ text: String, ignoring: Set<String> = []) {
        does = [:]
        doesNot = []
        for sentence in Self.sentences(text) {
            let words = Self.words(sentence)
            let negative = words.contains { Self.negations.contains($0) }
            for word in words where !Self.stopWords.contains(word) && !Self.negations.contains(word) && !ignoring.contains(word) {
                guard !word.allSatisfy(\.isNumber) else { continue }
                let stem = Self.stem(word)
                if negative { doesNot.insert(stem) } else { does[stem, default: 0] += 1 }
            }
        }
    }

    /// The cosine of the two word-count vectors of what the tools do, from 0
    /// (no word in common) to 1.
    public func similarity(to other: DescriptionTerms) -> Double {
        var dot = 0.0
        for (word, count) in does { dot += Double(count * (other.does[word] ?? 0)) }
        let norms = Self.norm(does) * Self.norm(other.does)
        return norms == 0 ? 0 : dot / norms
    }

    /// True when either tool says it does not do something the other does:
    /// the advice the linter gives for alike tools has been followed.
    public func tellsApart(from other: DescriptionTerms) -> Bool {
        !doesNot.isDisjoint(with: other.does.keys) || !other.doesNot.isDisjoint(with: does.keys)
    }

    private static func norm(_ counts: [String: Int]) -> Double {
        counts.values.reduce(0.0) { $0 + Double($1 * $1) }.squareRoot()
    }

    // MARK: Text

    static func sentences(_ text: String) -> [Substring] {
        text.split { ".!?;:\n".contains($0) }
    }

    /// Lowercased runs of letters, digits and apostrophes (`doesn't`).
    static func words(_ text: Substring) -> [String] {
        text.lowercased()
            .replacingApostrophes()
            .split { !($0.isLetter || $0.isNumber || $0 == "'") }
            .map { $0.trimmingApostrophes() }
            .filter { !$0.isEmpty }
    }

    static let negations: Set<String> = [
        "not", "no", "never", "nothing", "none", "neither", "nor", "without", "cannot", "can't", "doesn't", "don't",
        "won't", "isn't", "aren't", "didn't", "wasn't", "shouldn't", "doesnt", "dont", "wont", "isnt", "cant",
    ]

    static let stopWords: Set<String> = [
        "a", "an", "the", "and", "or", "but", "of", "to", "in", "on", "at", "for", "with", "by", "from", "as",
        "is", "are", "be", "been", "being", "was", "were", "it", "its", "this", "that", "these", "those", "your",
        "you", "my", "me", "i", "we", "our", "their", "they", "them", "he", "she", "his", "her", "if", "when",
        "then", "than", "so", "such", "into", "onto", "up", "down", "out", "over", "about", "can", "will",
        "would", "should", "may", "might", "do", "does", "did", "only", "just", "also", "any", "all", "each",
        "every", "some", "one", "which", "who", "what", "where", "how", "there", "here", "has", "have", "had",
        "per", "via", "etc", "e", "g", "anything", "something", "everything", "more", "most", "other", "same",
        "s", "it's", "i'm", "you're",
    ]

    /// A few suffix rules, enough to make `book`, `books`, `booked` and
    /// `booking` (and `reserve`, `reserves`, `reserved`) one word.
    static func stem(_ word: String) -> String {
        var word = word
        if word.hasSuffix("'s") { word.removeLast(2) }
        word.removeAll { $0 == "'" }
        if word.count > 4, word.hasSuffix("ies") {
            word.removeLast(3)
            word += "y"
        } else if word.hasSuffix("sses") {
            word.removeLast(2)
        } else if word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us"), !word.hasSuffix("is") {
            word.removeLast()
        }
        for suffix in ["ing", "ed"] where word.count > suffix.count + 2 && word.hasSuffix(suffix) {
            word.removeLast(suffix.count)
            // booking → book, but running → run and stopped → stop.
            let letters = Array(word)
            if letters.count > 2, letters[letters.count - 1] == letters[letters.count - 2], !"lsz".contains(letters[letters.count - 1]) {
                word.removeLast()
            }
            break
        }
        if word.count > 4, word.hasSuffix("e") { word.removeLast() }
        return word
    }
}

extension String {
    /// Typographic apostrophes as `'`, so `doesn’t` is `doesn't`.
    fileprivate func replacingApostrophes() -> String {
        String(map { $0 == "\u{2019}" || $0 == "\u{2018}" ? "'" : $0 })
    }
}

extension Substring {
    fileprivate func trimmingApostrophes() -> String {
        var slice = self
        while slice.first == "'" { slice = slice.dropFirst() }
        while slice.last == "'" { slice = slice.dropLast() }
        return String(slice)
    }
}
