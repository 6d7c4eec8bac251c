import AppDefinitions
import Utterances

/// The intents a skill's body tells Siri to call, in order, those it
/// forbids, and those it keeps for after the person has chosen ("1. Call
/// BookPracticeRoom… Use the share score tool… Only use the add warm-up
/// tool once the person picks one. Never call CancelRehearsal as part of
/// this."), so that a loaded skill starts with its first step, keeps Siri
/// from what it forbids or defers, and a request that does what a skill's
/// steps do loads that skill.
///
/// A sentence of the body names an intent by its identifier or by its
/// title's words ("the find available courts tool"). It calls it, unless
/// the words before it (since the last intent named) say "never", "not",
/// "don't" or "no" (forbidden) or "only" (the step waits for the person's
/// choice).
struct SkillSteps: Sendable {
    /// Positions in `app.intents` of the intents the steps call, in the body's order.
    let order: [Int]
    /// The same, as a set.
    let calls: Set<Int>
    /// Positions of the intents the body says not to call.
    let forbidden: Set<Int>
    /// Positions of the intents the body calls only once the person has chosen.
    let awaitingChoice: Set<Int>
    /// The words of the sentence that calls each step ("Close the shutters
    /// to Fully Closed with the set storm shutters tool"): values it names are
    /// the step's, where the request gives none.
    let sentences: [Int: [Token]]
    /// Positions in `app.entities` of the types the body says to look up
    /// ("Look up the camper's bookings…"): what a request the skill makes wait
    /// searches.
    let lookedUp: [Int]
    /// The tokens of each sentence of the body.
    let lines: [[Token]]

    static let negations: Set<String> = ["never", "not", "don't", "dont", "no", "avoid"]
    /// Words that make a step one to propose, not to do ("Offer to move boats").
    static let offers: Set<String> = ["offer", "suggest", "propose", "ask"]
    static let articles: Set<String> = ["a", "an", "the"]
    /// Words that tell Siri to look records up, and words that end what is looked up.
    static let lookingWords: Set<String> = ["look", "find", "search", "list"]
    static let phraseEnds: Set<String> = ["and", "or", "for", "that", "whose", "which", "who", "with", "to", "on", "in", "at", "by", "then", "if", "before", "tool"]
    /// Words that make a "not" one of waiting ("not until they choose").
    static let waitingWords: Set<String> = ["until", "till", "before", "unless"]
    /// Words that start a clause of their own after a comma.
    static let clauseConnectives: Set<String> = ["then", "and", "but", "otherwise", "so", "instead"]

    init(_ skill: Skill, intents: [Intent], entities: [EntityType] = []) {
        var positions: [String: Int] = [:]
        for (position, intent) in intents.enumerated() where positions[intent.identifier] == nil { positions[intent.identifier] = position }
        // Titles of two words or more, as lowercase words without articles: "check sky conditions".
        let titles = intents.enumerated().compactMap { position, intent -> (Int, [String])? in
            let words = Tokenizer.tokens(intent.title).map(\.text).filter { !Self.articles.contains($0) }
            return words.count >= 2 ? (position, words) : nil
        }
        var order: [Int] = []
        var forbidden = Set<Int>()
        var awaiting = Set<Int>()
        var sentences: [Int: [Token]] = [:]
        // ("Don't move a booking until the warden says which pitch; then use the move a booking
        // tool": the sentence after a "not … until" waits for the person too.)
        var waitsFromBefore = false
        var lookedUp: [Int] = []
        var lines: [[Token]] = []
        let typeWords = entities.map { Tokenizer.tokens($0.title).map { Stemmer.stem($0.text) } }
        // ("Reviving a bike is a Deep Service. Book it with the book a workshop slot tool": a sentence that
        // names no tool says what the next step's values are, after that step's own words.)
        var preamble: [Substring] = []
        for sentence in Self.sentences(skill.body) {
            let tokens = Tokenizer.tokens(String(sentence))
            lines.append(tokens)
            // ("Look up the camper's bookings": the type whose title's words, the most of them, the
            // phrase says, up to where it ends; of two, the one said last, the phrase's head.)
            for look in tokens.indices where Self.lookingWords.contains(tokens[look].text) {
                let phrase = tokens[(look + 1)...].prefix(5).prefix { !Self.phraseEnds.contains($0.text) }.map { Stemmer.stem($0.text) }
                let said = typeWords.indices.filter { !typeWords[$0].isEmpty && typeWords[$0].allSatisfy(phrase.contains) }
                let head = { (type: Int) in typeWords[type].compactMap { phrase.lastIndex(of: $0) }.max() ?? 0 }
                if let type = said.max(by: { (typeWords[$0].count, head($0)) < (typeWords[$1].count, head($1)) }), !lookedUp.contains(type) { lookedUp.append(type) }
            }
            let continuesWait = waitsFromBefore && tokens.first?.text == "then"
            waitsFromBefore = tokens.contains { Self.negations.contains($0.text) } && tokens.contains { Self.waitingWords.contains($0.text) }
            var named: [(at: Int, intent: Int)] = tokens.compactMap { token in positions[token.raw.trimmingBackticks].map { (token.index, $0) } }
            let words = tokens.map(\.text)
            // ("the order an item tool" and "the order item tool" both name "Order an Item".)
            let content = words.indices.filter { !Self.articles.contains(words[$0]) }
            for (position, title) in titles where !named.contains(where: { $0.intent == position }) {
                if let at = Self.find(title, in: content.map { words[$0] }) { named.append((content[at], position)) }
            }
            // ("Check availability of the gear" names "Check Gear Availability": the title's verb,
            // then its other words close after it, in any order.)
            let stems = words.map(Stemmer.stem)
            for (position, title) in titles where !named.contains(where: { $0.intent == position }) {
                let rest = Set(title.dropFirst().map(Stemmer.stem))
                if let at = words.indices.first(where: { at in
                    words[at] == title[0] && rest.isSubset(of: stems[(at + 1)..<min(words.count, at + title.count + 3)])
                }) {
                    named.append((at, position))
                }
            }
            // ("the move cow tool" names "Move Cow to Mob": two words or more before "tool" that start one title alone.)
            for tool in words.indices where words[tool] == "tool" {
                var start = tool
                while start > 0, !Self.articles.contains(words[start - 1]), !SkillSteps.negations.contains(words[start - 1]), tool - start < 4 { start -= 1 }
                let said = Array(words[start..<tool])
                guard said.count >= 2, !named.contains(where: { $0.at >= start && $0.at < tool }) else { continue }
                let starting = titles.filter { $0.1.count > said.count && Array($0.1.prefix(said.count)) == said }
                if starting.count == 1, !named.contains(where: { $0.intent == starting[0].0 }) { named.append((start, starting[0].0)) }
            }
            // Each mention is read with the words since the one before it: "Use the
            // find tool first, and only use the book tool after…" calls the one
            // and keeps the other for later.
            var from = 0
            var previousFrom = 0
            for mention in named.sorted(by: { $0.at < $1.at }) {
                // (Two titles named at one word, "do not book pitches or fire checks": the second reads
                // the same words.)
                if mention.at < from { from = previousFrom }
                previousFrom = from
                // (From the last clause that "then", "and" or "but" starts after a pause: "Pick a camera
                // that is not in use, then use the watch a camera tool" does call it.)
                let clauseStart = (from..<mention.at).last { tokens[$0].afterPause && Self.clauseConnectives.contains(words[$0]) } ?? from
                let before = words[clauseStart..<mention.at]
                from = mention.at + 1
                // ("Don't move a booking until they choose": not yet, rather than never.)
                let negated = before.contains(where: Self.negations.contains)
                let untilLater = negated && words[(mention.at + 1)...].contains(where: Self.waitingWords.contains)
                if negated, !untilLater {
                    forbidden.insert(mention.intent)
                } else if Self.waitsForChoice(before) || Self.offersFirst(before) || continuesWait || untilLater {
                    awaiting.insert(mention.intent)
                } else if !order.contains(mention.intent) {
                    order.append(mention.intent)
                    sentences[mention.intent] = preamble.isEmpty ? tokens : Tokenizer.tokens(([sentence] + preamble).joined(separator: ". "))
                    preamble = []
                }
            }
            if named.isEmpty, !tokens.contains(where: { Self.negations.contains($0.text) }) { preamble.append(sentence) }
        }
        self.order = order
        self.lookedUp = lookedUp
        self.lines = lines
        self.sentences = sentences
        calls = Set(order)
        self.forbidden = forbidden.subtracting(order)
        awaitingChoice = awaiting.subtracting(order)
    }

    /// Whether the words before a mention keep the step for later with
    /// "only" ("Only use the book tool once they pick"); "only then" is the
    /// next step in order ("…, and only then use the text owner tool").
    static func waitsForChoice(_ before: ArraySlice<String>) -> Bool {
        before.indices.contains { index in
            before[index] == "only" && (index + 1 == before.endIndex || before[index + 1] != "then")
        }
    }

    /// Whether the words before a mention tell Siri to propose the step or
    /// ask first ("Offer to move boats", "ask for each size before using…"),
    /// not tell of the person asking ("If they ask for boxes, order them with
    /// the order boxes tool").
    static func offersFirst(_ before: ArraySlice<String>) -> Bool {
        before.indices.contains { index in
            offers.contains(before[index]) && (index == before.startIndex || !subjects.contains(before[before.index(before: index)]))
        }
    }

    /// Words for the person, before a verb they do.
    static let subjects: Set<String> = ["they", "person", "he", "she", "user", "customer", "guest", "member", "someone", "people", "owner", "client"]

    /// Where `words` occur together in `tokens`, if they do.
    static func find(_ words: [String], in tokens: [String]) -> Int? {
        guard words.count <= tokens.count else { return nil }
        return (0...(tokens.count - words.count)).first { start in
            words.indices.allSatisfy { tokens[start + $0] == words[$0] }
        }
    }

    /// The body cut at full stops, semicolons and line breaks that end a step.
    static func sentences(_ body: String) -> [Substring] {
        var result: [Substring] = []
        var start = body.startIndex
        var index = body.startIndex
        while index < body.endIndex {
            let character = body[index]
            let next = body.index(after: index)
            let ends = (character == "." || character == ";") && (next == body.endIndex || body[next].isWhitespace)
            // A blank line or a numbered step ("\n2. ") starts anew too.
            let newStep = character == "\n" && (next == body.endIndex || body[next] == "\n" || body[next].isNumber || body[next] == "-")
            if ends || newStep {
                result.append(body[start..<index])
                start = next
            }
            index = next
        }
        if start < body.endIndex { result.append(body[start...]) }
        return result
    }
}

extension String {
    /// The text without the backticks of inline code ("`ShareScore`").
    var trimmingBackticks: String {
        guard first == "`" || last == "`" else { return self }
        return String(drop { $0 == "`" }.reversed().drop { $0 == "`" }.reversed())
    }
}
