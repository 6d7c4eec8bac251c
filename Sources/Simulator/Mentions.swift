import AppDefinitions
import Dates
import Transcripts
import Utterances

/// Everything a clause mentions that could be a parameter's value, found
/// once: numbers, dates, durations, quoted text, the app's records and enum
/// cases by name, and words that point at an entity ("this", "it").
struct Mentions {
    let tokens: [Token]
    var numbers: [NumberMatch]
    var dates: [DateMatch]
    var durations: [DurationMatch]
    var quoted: [String]
    /// Records named in the clause, best matches first.
    var records: [(record: RecordModel, range: Range<Int>, score: Double)]
    /// "the first one", "the second": positions in a list Siri gave.
    var ordinals: [NumberMatch]
    /// Enum cases named in the clause.
    var enumCases: [(enumeration: String, identifier: String, range: Range<Int>, score: Double)]
    /// "this", "that", "it", "here", "this one", "this place".
    var pointsAtEntity: Bool
    /// Token positions already taken by a value (or by the app's name).
    var used: Set<Int>
    /// The clause's words that say what to do, computed once.
    var queryTerms: [String]?

    static let pointers: Set<String> = ["this", "that", "it", "here", "these", "those", "them"]

    /// One-word names that are too common to name a value on their own.
    static let weakWords: Set<String> = Stemmer.stopWords.union(["any", "all", "none", "no", "yes", "some", "other", "one", "default", "none"])

    var hasValues: Bool { !numbers.isEmpty || !dates.isEmpty || !durations.isEmpty || !records.isEmpty || !enumCases.isEmpty }

    /// `hint`: words of the request being answered ("Book a Table"), which
    /// decide an hour said without am or pm as the utterance's own would.
    init(tokens: [Token], model: AppModel, clock: ZonedClock, reserved: Set<Int>, hint: String = "") {
        self.tokens = tokens
        used = reserved
        if hint.isEmpty {
            dates = DateParser(clock: clock).dates(in: tokens)
        } else {
            // The hint is read before the utterance, in one text ("Book a Table, tomorrow at seven"),
            // and the matches are moved back to the utterance's positions.
            let prefix = Tokenizer.tokens(hint + " ,").count
            let extended = Tokenizer.tokens(hint + " , " + tokens.map(\.raw).joined(separator: " "))
            if extended.count == prefix + tokens.count {
                dates = DateParser(clock: clock).dates(in: extended).filter { $0.range.lowerBound >= prefix }.map { match in
                    DateParser.Match(
                        range: (match.range.lowerBound - prefix)..<(match.range.upperBound - prefix),
                        parts: match.parts.filter { $0.lowerBound >= prefix }.map { ($0.lowerBound - prefix)..<($0.upperBound - prefix) },
                        day: match.day, minutes: match.minutes, instant: match.instant,
                        dayIsInferred: match.dayIsInferred, timeIsInferred: match.timeIsInferred
                    )
                }
            } else {
                dates = DateParser(clock: clock).dates(in: tokens)
            }
        }
        let dateTokens = Set(dates.flatMap { Array($0.range) })
        durations = DurationParser.durations(in: tokens)
        let durationTokens = Set(durations.flatMap { Array($0.range) })
        let allNumbers = NumberParser.numbers(in: tokens)
        numbers = allNumbers.filter { number in
            !number.isOrdinal && !number.range.contains { dateTokens.contains($0) || durationTokens.contains($0) || reserved.contains($0) }
        }
        ordinals = allNumbers.filter { $0.isOrdinal && !$0.range.contains { dateTokens.contains($0) } }
        let hasQuote = tokens.contains { $0.raw.contains(where: { "\"“”'‘’".contains($0) }) }
        quoted = hasQuote ? Tokenizer.quotedSpans(tokens.map(\.raw).joined(separator: " ")) : []
        // Only names with a word the utterance has (or nearly has) are matched.
        var present = Set<String>()
        for token in tokens where !Stemmer.stopWords.contains(token.text) {
            present.formUnion(model.nameWords(for: token.text))
        }
        func mayMatch(_ name: [String]) -> Bool { name.contains { present.contains($0) } }
        // All candidate names are matched in one pass over the utterance.
        var candidates: [(record: Int, name: [String])] = []
        for (index, record) in model.records.enumerated() where record.names.contains(where: mayMatch) {
            for name in record.names where !(name.count == 1 && Self.weakWords.contains(name[0])) {
                candidates.append((index, name))
            }
        }
        var best: [Int: (range: Range<Int>, score: Double)] = [:]
        for (candidate, match) in zip(candidates, Fuzzy.phraseMatches(phrases: candidates.map(\.name), in: tokens)) {
            guard let match, !match.range.contains(where: { reserved.contains($0) }) else { continue }
            let score = match.score * Double(candidate.name.count)
            if score > (best[candidate.record]?.score ?? 0) { best[candidate.record] = (match.range, score) }
        }
        let found = best.keys.sorted().map { (record: model.records[$0], range: best[$0]!.range, score: best[$0]!.score) }
        records = found.enumerated().sorted { ($0.element.score, -$0.offset) > ($1.element.score, -$1.offset) }.map(\.element)
        var cases: [(enumeration: String, identifier: String, range: Range<Int>, score: Double)] = []
        let enumCandidates = model.enumNames.filter { mayMatch($0.words) && !($0.words.count == 1 && Self.weakWords.contains($0.words[0])) }
        for (name, match) in zip(enumCandidates, Fuzzy.phraseMatches(phrases: enumCandidates.map(\.words), in: tokens)) {
            guard let match, !match.range.contains(where: { reserved.contains($0) }) else { continue }
            cases.append((name.enumeration, name.identifier, match.range, match.score * Double(name.words.count)))
        }
        enumCases = cases.sorted { $0.score > $1.score }
        pointsAtEntity = tokens.contains { Self.pointers.contains($0.text) }
        queryTerms = nil
        queryTerms = TurnInterpreter.queryTerms(tokens, mentions: self)
    }

    mutating func use(_ range: Range<Int>) {
        for index in range { used.insert(index) }
    }

    func isFree(_ range: Range<Int>) -> Bool { !range.contains { used.contains($0) } }

    /// Stemmed words of the clause not yet taken by a value.
    var freeTerms: [String] {
        Terms.of(tokens.filter { !used.contains($0.index) })
    }
}

typealias NumberMatch = NumberParser.Match
typealias DateMatch = DateParser.Match
typealias DurationMatch = DurationParser.Match
