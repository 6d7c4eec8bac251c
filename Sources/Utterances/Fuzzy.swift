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
        // Different first letters end it before any word is built.
        var xs = x.unicodeScalars.makeIterator()
        var ys = y.unicodeScalars.makeIterator()
        guard let x0 = xs.next(), let y0 = ys.next() else { return false }
        if x0 != y0 {
            guard let x1 = xs.next(), let y1 = ys.next(), x0 == y1, x1 == y0 else { return false }
        }
        guard var first = Word(x, WordInfo()), let second = Word(y, WordInfo()) else { return false }
        return score(&first, second) > 0
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
        var matcher = Matcher(tokens: tokens)
        return matcher.match(Phrase(phrase))
    }

    /// `phraseMatch(phrase:in:)` for many phrases at once (every entity
    /// name of an app), in their order: the utterance's words are prepared
    /// once for all of them.
    public static func phraseMatches(phrases: [[String]], in tokens: [Token]) -> [(range: Range<Int>, score: Double)?] {
        var matcher = Matcher(tokens: tokens)
        return phrases.map { matcher.match(Phrase($0)) }
    }

    /// A phrase's words prepared once (split, lowercased, stemmed), for a
    /// name matched against many utterances: an app's names do not change
    /// between turns, so a simulator prepares them with the app.
    public struct Phrase: Sendable {
        let words: [Word]

        /// The phrase given as words, as `phraseMatch(phrase:in:)` takes it.
        public init(_ phrase: [String]) {
            var words = Fuzzy.words(of: phrase)
            for k in words.indices { _ = words[k].stem() }
            self.words = words
        }

        /// The phrase given as one string ("The Greenhouse"), as `phraseMatch(_:in:)` takes it.
        public init(_ phrase: String) {
            self.init([phrase])
        }
    }

    /// Matches prepared phrases against one utterance, preparing its words
    /// once for all of them (as `phraseMatches(phrases:in:)` does).
    public struct Matcher {
        var aligner: Aligner

        public init(tokens: [Token]) {
            aligner = Aligner(tokens: tokens)
        }

        /// `phraseMatch(phrase:in:)` for a prepared phrase: the same answer.
        public mutating func match(_ phrase: Phrase) -> (range: Range<Int>, score: Double)? {
            aligner.best(phrase.words)
        }
    }

    static func words(of phrase: [String]) -> [Word] {
        var words: [Word] = []
        words.reserveCapacity(phrase.count)
        for part in phrase {
            if isPlainWord(part) {
                // The usual case ("the", "greenhouse"): no need to tokenize.
                if let word = Word(part, Lexicon.info(part)) { words.append(word) }
                continue
            }
            for token in Tokenizer.tokens(part) {
                if let word = Word(token) { words.append(word) }
            }
        }
        if words.allSatisfy(\.isOptional) {
            for k in words.indices { words[k].isOptional = false }
        }
        return words
    }

    /// `phraseMatch(phrase:in:)` for a phrase given as one string ("The Greenhouse").
    public static func phraseMatch(_ phrase: String, in tokens: [Token]) -> (range: Range<Int>, score: Double)? {
        phraseMatch(phrase: [phrase], in: tokens)
    }

    // MARK: - Internals

    /// A lowercased word with what comparisons need, computed once.
    struct Word: Sendable {
        var text: String
        /// Without hyphens and apostrophes ("e-mail" → "email").
        var joined: String
        /// Computed on first use: most comparisons stop at the first letter.
        var stemValue: String?
        var first: UInt32
        var second: UInt32
        var length: Int
        var joinedLength: Int
        var hasDigit: Bool
        /// "the", "a", "an", "of", "and", "&": may be missing from the utterance.
        var isOptional: Bool
        /// "and" or "&", which match each other.
        var isAnd: Bool
        /// Pronouns that stand for one another in a name ("picking them up" said
        /// as "picking him up"): 1 an object, 2 a possessive, 3 "her" (both).
        var pronoun: UInt8
        var weight: Double { isOptional ? 0.2 : 1 }

        init?(_ token: Token) {
            self.init(token.text, token.info)
        }

        init?(_ text: String, _ info: WordInfo) {
            var scalars = text.unicodeScalars.makeIterator()
            guard let first = scalars.next() else { return nil }
            self.text = text
            self.first = first.value
            self.second = scalars.next()?.value ?? 0
            var length = 0
            var joinedLength = 0
            var hasDigit = false
            for scalar in text.unicodeScalars {
                length += 1
                if scalar.value >= 48 && scalar.value <= 57 { hasDigit = true }
                if scalar != "-" && scalar != "'" { joinedLength += 1 }
            }
            self.length = length
            self.joinedLength = joinedLength
            self.hasDigit = hasDigit
            joined = joinedLength == length ? text
                : String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "-" && $0 != "'" }))
            // ("187's" is 187, as a possessive.)
            // ("Two K9s": the plural of a name with a digit is that name.)
            stemValue = !hasDigit ? nil
                : text.utf8.count > 2 && text.hasSuffix("s") && text.utf8.dropLast().last.map({ $0 >= 48 && $0 <= 57 }) == true ? String(text.dropLast())
                : text.withoutNumberPossessive
            isAnd = info.word == .and || info.word == .ampersand
            isOptional = isAnd || info.word == .the || info.word == .of || info.number == .article
            pronoun = Self.pronouns[text] ?? 0
        }

        static let pronouns: [String: UInt8] = [
            "him": 1, "them": 1, "it": 1, "me": 1, "us": 1, "you": 1, "her": 3,
            "his": 2, "their": 2, "its": 2, "my": 2, "our": 2, "your": 2,
        ]

        mutating func stem() -> String {
            if let stemValue { return stemValue }
            let value = Stemmer.stem(text)
            stemValue = value
            return value
        }

        /// Whether this word is `a` and `b` written together ("greenhouse").
        func isCompound(of a: Word, _ b: Word) -> Bool {
            first == a.first && joinedLength == a.joinedLength + b.joinedLength && joined == a.joined + b.joined
        }
    }

    /// How well two words match: 1 equal, 0.95 equal without hyphens and
    /// apostrophes, 0.9 same stem or pronouns of one kind, 0.8 a forgiven
    /// typo, 0 no match.
    /// `b` is read only: its stem is worked out on the spot when not known
    /// yet (a phrase's words know theirs, see `Phrase`).
    static func score(_ a: inout Word, _ b: Word) -> Double {
        // Integer tests first: comparing different strings is the slow part.
        let sameStart = a.first == b.first || (a.first == b.second && a.second == b.first)
        if a.pronoun & b.pronoun != 0 { return a.text == b.text ? 1 : 0.9 }
        guard sameStart else { return a.isAnd && b.isAnd ? 1 : 0 }
        if a.length == b.length && a.text == b.text { return 1 }
        if a.isAnd && b.isAnd { return 1 }
        // ("187's" is 187's possessive.)
        if a.hasDigit || b.hasDigit { return a.hasDigit && b.hasDigit && a.stemValue == b.stemValue && a.stemValue != nil ? 0.9 : 0 }
        if a.joinedLength == b.joinedLength && a.joined == b.joined { return 0.95 }
        let allowed = allowedEdits(forLength: min(a.length, b.length))
        // Stems differ in length by a few letters at most ("berries", "berry").
        guard abs(a.length - b.length) <= 4 else { return 0 }
        let stemA = a.stem()
        let stemB = b.stemValue ?? Stemmer.stem(b.text)
        if stemA == stemB { return 0.9 }
        // (In a short word, only a letter doubled or not: "egs" for "eggs".)
        if allowed == 0, min(a.length, b.length) >= 3, abs(a.length - b.length) == 1, singled(a.text) == singled(b.text) { return 0.8 }
        guard allowed > 0, abs(a.length - b.length) <= allowed + 2 else { return 0 }
        if abs(a.length - b.length) <= allowed, distance(a.text, b.text, limit: allowed) <= allowed { return 0.8 }
        let stemAllowed = allowedEdits(forLength: min(stemA.unicodeScalars.count, stemB.unicodeScalars.count))
        if stemAllowed > 0, distance(stemA, stemB, limit: stemAllowed) <= stemAllowed { return 0.8 }
        // A letter doubled or not in a longer name ("Anelli" for "Anneli", "Bellamee" for "Bellamy").
        if min(a.length, b.length) >= 6 {
            let (singleA, singleB) = (singled(a.text), singled(b.text))
            if singleA != a.text || singleB != b.text, distance(singleA, singleB, limit: allowed) <= allowed { return 0.8 }
        }
        return 0
    }

    /// The word with each run of one letter written once ("anneli" → "aneli").
    static func singled(_ text: String) -> String {
        var result = ""
        var previous: Character?
        for character in text where character != previous {
            result.append(character)
            previous = character
        }
        return result
    }

    /// The best placement of the phrase's words from one token on.
    struct Aligner {
        var words: [Word] = []
        let tokens: [Token]
        /// The tokens as words, made on first use.
        var candidates: [Word?]
        var prepared: [Bool]

        init(tokens: [Token]) {
            self.tokens = tokens
            candidates = Array(repeating: nil, count: tokens.count)
            prepared = Array(repeating: false, count: tokens.count)
        }

        /// The best placement of `words`, the earliest among equals.
        mutating func best(_ words: [Word]) -> (range: Range<Int>, score: Double)? {
            guard !words.isEmpty, !tokens.isEmpty else { return nil }
            self.words = words
            let total = words.reduce(0.0) { $0 + $1.weight }
            var best: (range: Range<Int>, score: Double)?
            for start in tokens.indices {
                if let (sum, end, first) = align(start, 0), end > first {
                    let score = sum / total
                    if best == nil || score > best!.score + 1e-9 {
                        best = (first..<end, score)
                    }
                }
            }
            return best
        }

        /// The token as a word, made on first use.
        mutating func prepare(_ i: Int) -> Bool {
            if !prepared[i] {
                prepared[i] = true
                candidates[i] = Word(tokens[i])
            }
            return candidates[i] != nil
        }

        /// Whether token `i` can match phrase word `j` at all, alone or in a
        /// compound: the first letters must agree (or "and" meet "&", or a
    /// pronoun another of its kind). Tested
        /// on the bytes, before making a `Word`.
        func mayMatch(_ i: Int, _ j: Int) -> Bool {
            let first = words[j].first
            if words[j].isAnd, tokens[i].info.word == .and || tokens[i].info.word == .ampersand { return true }
            if words[j].pronoun != 0, let pronoun = Word.pronouns[tokens[i].text], pronoun & words[j].pronoun != 0 { return true }
            var bytes = tokens[i].text.utf8.makeIterator()
            guard let b0 = bytes.next() else { return false }
            if b0 >= 0x80 || first >= 0x80 || UInt32(b0) == first { return true }
            guard let b1 = bytes.next() else { return false }
            return UInt32(b0) == words[j].second && UInt32(b1) == first
        }

        /// The weighted score of words `j...` placed from token `i`, the
        /// token after the last one used, and the first token used.
        mutating func align(_ i: Int, _ j: Int) -> (Double, Int, Int)? {
            if j == words.count { return (0, i, i) }
            var best: (Double, Int, Int)?
            func consider(_ option: (Double, Int, Int)?) {
                if let option, best == nil || option.0 > best!.0 + 1e-9 { best = option }
            }
            if i < tokens.count, mayMatch(i, j), prepare(i) {
                let s = Fuzzy.score(&candidates[i]!, words[j])
                let weight = words[j].weight
                if s > 0, let rest = align(i + 1, j + 1) {
                    consider((s * weight + rest.0, rest.1, i))
                }
                // "greenhouse" for "green house".
                if j + 1 < words.count, candidates[i]!.isCompound(of: words[j], words[j + 1]),
                   let rest = align(i + 1, j + 2) {
                    consider((0.9 * (weight + words[j + 1].weight) + rest.0, rest.1, i))
                }
                // "green house" for "greenhouse".
                if i + 1 < tokens.count, prepare(i + 1), words[j].isCompound(of: candidates[i]!, candidates[i + 1]!),
                   let rest = align(i + 2, j + 1) {
                    consider((0.9 * weight + rest.0, rest.1, i))
                }
            }
            if words[j].isOptional, let rest = align(i, j + 1) {
                // A missing "the": the match starts where the next word does.
                consider((rest.0, rest.1, rest.2))
            }
            return best
        }
    }

    /// Lowercase ASCII letters only.
    static func isPlainWord(_ text: String) -> Bool {
        guard !text.isEmpty else { return false }
        for byte in text.utf8 where byte < 97 || byte > 122 { return false }
        return true
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
