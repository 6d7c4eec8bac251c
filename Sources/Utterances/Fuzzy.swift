/// Tolerant word and phrase comparison: users (and test authors) misspell
/// names, say them in the plural, or leave out "the".
///
/// The tolerance grows with the length of the word, as in most spelling
/// correctors: no edit for words of up to three letters (a typo there makes
/// another word: "bar", "car"), one for four to seven, two from eight on.
/// Two more rules keep unrelated words apart:
///
/// - the first letters must agree (or be the two swapped first letters):
///   people rarely misspell the first letter, and "book" must not find
///   "look" nor "cook";
/// - a word with a digit matches only itself: "2025" is not "2026".
public enum Fuzzy {
    /// The Damerau–Levenshtein distance (optimal string alignment: an
    /// insertion, deletion, substitution or swap of two neighbours each
    /// count one) between `a` and `b`, by Unicode scalar and case-sensitive.
    /// Counting stops past `limit`: the result is then `limit + 1`, which
    /// keeps the work proportional to what a caller will accept.
    public static func distance(_ a: String, _ b: String, limit: Int = 3) -> Int {
        let limit = max(0, limit)
        var result = -1
        _ = a.utf8.withContiguousStorageIfAvailable { x in
            _ = b.utf8.withContiguousStorageIfAvailable { y in
                if isASCII(x), isASCII(y) { result = alignment(x, y, limit: limit) }
            }
        }
        if result >= 0 { return result }
        let x = a.unicodeScalars.map(\.value)
        let y = b.unicodeScalars.map(\.value)
        return x.withUnsafeBufferPointer { x in y.withUnsafeBufferPointer { y in alignment(x, y, limit: limit) } }
    }

    /// The edits `similar` forgives in a word of `length` letters.
    public static func allowedEdits(forLength length: Int) -> Int {
        length <= 3 ? 0 : length <= 7 ? 1 : 2
    }

    /// Whether two words are the same word up to case, plural or another
    /// stem ending (`Stemmer`), and small typos (see the type's rules; the
    /// shorter word's length sets the number of edits).
    public static func similar(_ a: String, _ b: String) -> Bool {
        let x = folded(a)
        let y = folded(b)
        if x == y { return true }
        guard var first = Word(x), var second = Word(y) else { return false }
        return score(&first, &second) > 0
    }

    /// Where a multi-word name (an entity title, a restaurant, a contact) is
    /// in the tokens, and how well it matches, 0 to 1 (1: word for word).
    ///
    /// Each word of the phrase must match a token in order, with no token
    /// between: exactly (1), after removing hyphens and apostrophes (0.95),
    /// by stem (0.9) or within `similar`'s typo tolerance (0.8). "the", "a",
    /// "an", "of", "and" and "&" in the phrase may be missing from the
    /// utterance at a small cost; a compound may be written as one word or
    /// two ("greenhouse" for "green house" and back) at 0.9. The best match
    /// wins, the earliest among equals; nil when no placement matches every
    /// other word.
    public static func phraseMatch(phrase: [String], in tokens: [Token]) -> (range: Range<Int>, score: Double)? {
        var words: [Word] = []
        for part in phrase {
            for token in Tokenizer.tokens(part) {
                if let word = Word(token.text) { words.append(word) }
            }
        }
        guard !words.isEmpty, !tokens.isEmpty else { return nil }
        if words.allSatisfy(\.isOptional) {
            for k in words.indices { words[k].isOptional = false }
        }
        let total = words.reduce(0.0) { $0 + $1.weight }
        var best: (range: Range<Int>, score: Double)?
        var aligner = Aligner(words: words, tokens: tokens)
        for start in tokens.indices {
            if let (sum, end, first) = aligner.align(start, 0), end > first {
                let score = sum / total
                if best == nil || score > best!.score + 1e-9 {
                    best = (first..<end, score)
                }
            }
        }
        return best
    }

    /// `phraseMatch(phrase:in:)` for a phrase given as one string ("The Greenhouse").
    public static func phraseMatch(_ phrase: String, in tokens: [Token]) -> (range: Range<Int>, score: Double)? {
        phraseMatch(phrase: [phrase], in: tokens)
    }

    // MARK: - Internals

    /// A lowercased word with what comparisons need, computed once.
    struct Word {
        var text: String
        /// Computed on first use: most comparisons stop at the first letter.
        var stemValue: String?
        var first: UInt32
        var second: UInt32
        var length: Int
        var hasDigit: Bool
        var isOptional: Bool
        var weight: Double { isOptional ? 0.2 : 1 }

        init?(_ text: String) {
            var scalars = text.unicodeScalars.makeIterator()
            guard let first = scalars.next() else { return nil }
            self.text = text
            self.first = first.value
            self.second = scalars.next()?.value ?? 0
            var length = 0
            var hasDigit = false
            for scalar in text.unicodeScalars {
                length += 1
                if scalar.value >= 48 && scalar.value <= 57 { hasDigit = true }
            }
            self.length = length
            self.hasDigit = hasDigit
            stemValue = hasDigit ? text : nil
            switch text {
            case "the", "a", "an", "of", "and", "&": isOptional = true
            default: isOptional = false
            }
        }

        mutating func stem() -> String {
            if let stemValue { return stemValue }
            let value = Stemmer.stem(text)
            stemValue = value
            return value
        }

        /// Without hyphens and apostrophes ("e-mail" → "email").
        var joined: String {
            guard text.utf8.contains(where: { $0 == 0x2D || $0 == 0x27 }) else { return text }
            return String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "-" && $0 != "'" }))
        }
    }

    /// How well two words match: 1 equal, 0.95 equal without hyphens and
    /// apostrophes, 0.9 same stem, 0.8 a forgiven typo, 0 no match.
    static func score(_ a: inout Word, _ b: inout Word) -> Double {
        if a.text == b.text { return 1 }
        if (a.text == "&" && b.text == "and") || (a.text == "and" && b.text == "&") { return 1 }
        if a.hasDigit || b.hasDigit { return 0 }
        let sameStart = a.first == b.first || (a.first == b.second && a.second == b.first)
        guard sameStart else { return 0 }
        if a.joined == b.joined { return 0.95 }
        let stemA = a.stem()
        let stemB = b.stem()
        if stemA == stemB { return 0.9 }
        let allowed = allowedEdits(forLength: min(a.length, b.length))
        guard allowed > 0, abs(a.length - b.length) <= allowed + 2 else { return 0 }
        if abs(a.length - b.length) <= allowed, distance(a.text, b.text, limit: allowed) <= allowed { return 0.8 }
        let stemAllowed = allowedEdits(forLength: min(stemA.unicodeScalars.count, stemB.unicodeScalars.count))
        if stemAllowed > 0, distance(stemA, stemB, limit: stemAllowed) <= stemAllowed { return 0.8 }
        return 0
    }

    /// The best placement of the phrase's words from one token on.
    struct Aligner {
        var words: [Word]
        let tokens: [Token]
        /// The tokens as words, made on first use.
        var candidates: [Word?]
        var prepared: [Bool]

        init(words: [Word], tokens: [Token]) {
            self.words = words
            self.tokens = tokens
            candidates = Array(repeating: nil, count: tokens.count)
            prepared = Array(repeating: false, count: tokens.count)
        }

        mutating func word(_ i: Int) -> Word? {
            if !prepared[i] {
                prepared[i] = true
                candidates[i] = Word(tokens[i].text)
            }
            return candidates[i]
        }

        mutating func score(_ i: Int, _ j: Int) -> Double {
            guard word(i) != nil else { return 0 }
            return Fuzzy.score(&candidates[i]!, &words[j])
        }

        /// The weighted score of words `j...` placed from token `i`, the
        /// token after the last one used, and the first token used.
        mutating func align(_ i: Int, _ j: Int) -> (Double, Int, Int)? {
            if j == words.count { return (0, i, i) }
            var best: (Double, Int, Int)?
            func consider(_ option: (Double, Int, Int)?) {
                if let option, best == nil || option.0 > best!.0 + 1e-9 { best = option }
            }
            if i < tokens.count, let token = word(i) {
                let s = score(i, j)
                let phraseWord = words[j]
                if s > 0, let rest = align(i + 1, j + 1) {
                    consider((s * phraseWord.weight + rest.0, rest.1, i))
                }
                // "greenhouse" for "green house".
                if j + 1 < words.count, token.joined == phraseWord.joined + words[j + 1].joined,
                   let rest = align(i + 1, j + 2) {
                    consider((0.9 * (phraseWord.weight + words[j + 1].weight) + rest.0, rest.1, i))
                }
                // "green house" for "greenhouse".
                if i + 1 < tokens.count, let next = word(i + 1), token.joined + next.joined == phraseWord.joined,
                   let rest = align(i + 2, j + 1) {
                    consider((0.9 * phraseWord.weight + rest.0, rest.1, i))
                }
            }
            if words[j].isOptional, let rest = align(i, j + 1) {
                // A missing "the": the match starts where the next word does.
                consider((rest.0, rest.1, rest.2))
            }
            return best
        }
    }

    static func folded(_ text: String) -> String {
        for byte in text.utf8 where byte >= 0x80 || (byte >= 65 && byte <= 90) {
            return text.lowercased().replacingApostrophes
        }
        return text
    }

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte >= 0x80 { return false }
        return true
    }

    private static func alignment<T: Equatable>(_ a: UnsafeBufferPointer<T>, _ b: UnsafeBufferPointer<T>, limit: Int) -> Int {
        let n = a.count
        let m = b.count
        if abs(n - m) > limit { return limit + 1 }
        if n == 0 { return min(m, limit + 1) }
        if m == 0 { return min(n, limit + 1) }
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (m + 1)) { rows in
            var before = rows.baseAddress!          // row i - 2
            var previous = before + (m + 1)         // row i - 1
            var current = previous + (m + 1)        // row i
            for j in 0...m { previous[j] = j }
            for i in 1...n {
                current[0] = i
                var rowMinimum = i
                let ai = a[i - 1]
                for j in 1...m {
                    let bj = b[j - 1]
                    var value = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ai == bj ? 0 : 1))
                    if i > 1, j > 1, ai == b[j - 2], a[i - 2] == bj {
                        value = Swift.min(value, before[j - 2] + 1)
                    }
                    current[j] = value
                    if value < rowMinimum { rowMinimum = value }
                }
                if rowMinimum > limit { return limit + 1 }
                let spare = before
                before = previous
                previous = current
                current = spare
            }
            return Swift.min(previous[m], limit + 1)
        }
    }
}

extension String {
    /// With curly apostrophes written `'`, as token texts are.
    var replacingApostrophes: String {
        guard unicodeScalars.contains("\u{2019}") else { return self }
        return String(String.UnicodeScalarView(unicodeScalars.map { $0 == "\u{2019}" ? "'" : $0 }))
    }
}
