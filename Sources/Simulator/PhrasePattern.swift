import Utterances

/// An App Shortcut phrase as a pattern: its words, and slots for the app's
/// name and for a parameter ("Book ${restaurant} in ${applicationName}").
struct PhrasePattern: Sendable {
    enum Element: Sendable, Hashable {
        case word(String)
        case appName
        case parameter(String)
    }

    let source: String
    let intent: Int
    let elements: [Element]

    init(_ phrase: String, intent: Int) {
        source = phrase
        self.intent = intent
        var elements: [Element] = []
        var rest = Substring(phrase)
        while !rest.isEmpty {
            if let start = rest.range(of: "${") {
                elements += Tokenizer.tokens(String(rest[..<start.lowerBound])).map { .word($0.text) }
                rest = rest[start.upperBound...]
                let end = rest.firstIndex(of: "}") ?? rest.endIndex
                let name = String(rest[..<end])
                elements.append(name == "applicationName" ? .appName : .parameter(name))
                rest = end < rest.endIndex ? rest[rest.index(after: end)...] : ""
            } else {
                elements += Tokenizer.tokens(String(rest)).map { .word($0.text) }
                rest = ""
            }
        }
        self.elements = elements
    }

    /// A match: the token ranges of the parameter slots, and whether every
    /// word matched exactly (an approximate match tolerates typos, a few
    /// filler words, and a missing app name when the app is addressed
    /// otherwise).
    struct Match: Sendable {
        var slots: [String: Range<Int>]
        var exact: Bool
    }

    /// Words people put around a phrase that do not change it.
    static let fillers: Set<String> = ["please", "hey", "siri", "can", "could", "would", "you", "now", "ok", "okay", "just", "for", "me"]

    /// Matches the whole utterance; `appName` is the token range of the app's
    /// name in it, if named.
    func match(_ tokens: [Token], appName: Range<Int>?, appAddressed: Bool) -> Match? {
        // Leading and trailing fillers may be skipped.
        var start = 0
        while start < tokens.count, Self.fillers.contains(tokens[start].text), !startsPattern(tokens[start].text) { start += 1 }
        var end = tokens.count
        while end > start, Self.fillers.contains(tokens[end - 1].text), !endsPattern(tokens[end - 1].text) { end -= 1 }
        var slots: [String: Range<Int>] = [:]
        var exact = true
        guard align(0, start, end, tokens, appName, appAddressed, &slots, &exact) else { return nil }
        return Match(slots: slots, exact: exact && start == 0 && end == tokens.count)
    }

    private func startsPattern(_ word: String) -> Bool {
        if case .word(let first)? = elements.first { return first == word }
        return false
    }

    private func endsPattern(_ word: String) -> Bool {
        if case .word(let last)? = elements.last { return last == word }
        return false
    }

    /// Backtracking alignment of elements[e...] with tokens[t..<end].
    private func align(
        _ e: Int, _ t: Int, _ end: Int, _ tokens: [Token], _ appName: Range<Int>?, _ addressed: Bool,
        _ slots: inout [String: Range<Int>], _ exact: inout Bool
    ) -> Bool {
        if e == elements.count { return t == end }
        switch elements[e] {
        case .word(let word):
            if t < end, tokens[t].text == word {
                return align(e + 1, t + 1, end, tokens, appName, addressed, &slots, &exact)
            }
            if t < end, Fuzzy.similar(tokens[t].text, word) {
                let before = exact
                exact = false
                if align(e + 1, t + 1, end, tokens, appName, addressed, &slots, &exact) { return true }
                exact = before
            }
            // A preposition before a missing app name ("... in ${applicationName}").
            if addressed, appName == nil, e + 1 < elements.count, elements[e + 1] == .appName {
                let before = exact
                exact = false
                if align(e + 2, t, end, tokens, appName, addressed, &slots, &exact) { return true }
                exact = before
            }
            return false
        case .appName:
            if let appName, appName.lowerBound == t {
                return align(e + 1, appName.upperBound, end, tokens, appName, addressed, &slots, &exact)
            }
            if addressed, appName == nil {
                let before = exact
                exact = false
                if align(e + 1, t, end, tokens, appName, addressed, &slots, &exact) { return true }
                exact = before
            }
            return false
        case .parameter(let name):
            // A slot takes one or more tokens, shortest first.
            guard t < end else { return false }
            for stop in (t + 1)...end {
                if let appName, appName.overlaps(t..<stop) { break }
                slots[name] = t..<stop
                if align(e + 1, stop, end, tokens, appName, addressed, &slots, &exact) { return true }
            }
            slots[name] = nil
            return false
        }
    }
}
