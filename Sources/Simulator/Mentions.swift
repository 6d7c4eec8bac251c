import AppDefinitions
import Dates
import Transcripts
import Utterances

/// Everything a clause mentions that could be a parameter's value, found
/// once: numbers, dates, durations, quoted text, the app's records and enum
/// cases by name, and words that point at an entity ("this", "it").
struct Mentions: Sendable {
    let tokens: [Token]
    var numbers: [NumberMatch]
    private(set) var dates: [DateMatch]
    /// Each date as a parameter value (`ZonedClock.format` of its instant,
    /// a day alone at noon), nil for a date with neither.
    private(set) var dateValues: [String?]
    var durations: [DurationMatch]
    var quoted: [String]
    /// The words after a colon ("Post a notice: canoes are back on
    /// Monday"): what a note or message says, like quoted text.
    var afterColon: String?
    /// Words that deny the word after them ("isn't urgent", "not salted").
    static let negations: Set<String> = ["not", "no", "nothing", "never", "non", "isn't", "aren't", "wasn't", "without"]
    /// Email addresses, as written.
    let emails: [String]
    /// Records named in the clause, best matches first.
    var records: [(record: RecordModel, range: Range<Int>, score: Double)]
    /// "the first one", "the second": positions in a list Siri gave.
    var ordinals: [NumberMatch]
    /// Those and the ones a date took ("on the seventh"), for an intent that takes no date.
    var allOrdinals: [NumberMatch]
    /// Enum cases named in the clause.
    var enumCases: [(enumeration: String, identifier: String, range: Range<Int>, score: Double)]
    /// "this", "that", "it", "here", "this one", "this place".
    var pointsAtEntity: Bool
    /// "It" itself: the thing just talked about, never a description.
    var saysIt: Bool
    /// "the Harbour one", "the one for Friday": "one" stands for a thing of a
    /// type, as the type's own word would.
    let saysOne: Bool
    /// Token positions already taken by a value (or by the app's name).
    var used: TokenSet
    /// Names of records that only say which numbered record is meant
    /// ("lesson 3 of Agility").
    let qualifiers: TokenSet
    /// How many first tokens only set the scene ("The concert is on Saturday.
    /// Book a practice room for Friday"): a date of the request's own comes first.
    var scene = 0
    /// Tokens that start a new sentence ("… in my app. It cost…").
    let sentenceStarts: TokenSet
    /// Tokens after any punctuation that ends a phrase (a comma too).
    let breaks: TokenSet
    /// The clause's words that say what to do, computed once.
    var queryTerms: [String]?
    /// Per token: its stem when it is a content word (`Terms`), else nil.
    let contentStems: [String?]
    /// Per token: the stem of it written together with the token before
    /// ("pick up" → `pickup`), when both are content words.
    let pairStems: [String?]

    /// Forms of "be" before what someone is ("are in").
    static let copulas: Set<String> = ["is", "are", "am", "was", "were", "we're", "they're", "he's", "she's", "i'm", "you're"]
    /// Verbs between a thing and what it is like ("the floor is slippery", "my eyes feel itchy").
    static let describingLinks = copulas.union(["feel", "feels", "look", "looks"])

    static let pointers: Set<String> = ["this", "that", "it", "here", "these", "those", "them"]

    /// One-word names that are too common to name a value on their own.
    static let weakWords: Set<String> = Stemmer.stopWords.union(["any", "all", "none", "no", "yes", "some", "other", "one", "default", "none"])

    /// The free dates said as a list (only commas, "and" and "or" between
    /// them: "for Monday, Tuesday and Wednesday"), or none.
    var listedDays: [Range<Int>] { listedDays(free: true) }

    /// `free`: only those no value took yet; else all ("for Saturday and
    /// Sunday" counts two days after the first took the start date).
    func listedDays(free: Bool) -> [Range<Int>] {
        guard dates.count > 1 else { return [] }
        let days = dates.map(\.range).filter { !free || isFree($0) }
        for (earlier, later) in zip(days, days.dropFirst()) {
            guard tokens[earlier.upperBound..<later.lowerBound].allSatisfy({ $0.text == "and" || $0.text == "or" }) else { return [] }
        }
        return days.count > 1 ? days : []
    }

    var hasValues: Bool { !numbers.isEmpty || !dates.isEmpty || !durations.isEmpty || !records.isEmpty || !enumCases.isEmpty }

    /// `hint`: words of the request being answered ("Book a Table"), which
    /// decide an hour said without am or pm as the utterance's own would.
    /// `text`: the words the tokens were read from, with their quotation
    /// marks (tokens drop them).
    /// `hint`: the words of the question the utterance answers, read before
    /// it; `answersTime`: the question asks for a date or time, so a time said
    /// alone ("Six thirty") is one, where it could otherwise be money.
    init(tokens: [Token], text: String, model: AppModel, clock: ZonedClock, reserved: TokenSet, hint: String = "", answersTime: Bool = false) {
        self.tokens = tokens
        used = reserved
        var starts = TokenSet()
        var breaks = TokenSet()
        if text.utf8.contains(where: { $0 == 0x2E || $0 == 0x21 || $0 == 0x3F || $0 == 0x3B || $0 == 0x2C }) {
            for index in tokens.indices.dropFirst() {
                let gap = text[tokens[index - 1].range.upperBound..<tokens[index].range.lowerBound]
                if gap.contains(where: { ".!?;".contains($0) }) { starts.insert(index); breaks.insert(index) } else if gap.contains(",") { breaks.insert(index) }
            }
        }
        sentenceStarts = starts
        self.breaks = breaks
        var stems: [String?] = []
        var pairs: [String?] = []
        stems.reserveCapacity(tokens.count)
        pairs.reserveCapacity(tokens.count)
        for (position, token) in tokens.enumerated() {
            let content = !token.isStopWord && Terms.startsWithLetter(token.text)
            stems.append(content ? Stemmer.stem(token.text) : nil)
            pairs.append(content && position > 0 && stems[position - 1] != nil ? Stemmer.stem(tokens[position - 1].text + token.text) : nil)
        }
        contentStems = stems
        pairStems = pairs
        // "I watered it on Sunday": a statement about the past names past days.
        // (Not a request said first, with the past only after a pause: "Give up my Tuesday shift,
        // I caught a cold".)
        let firstPause = tokens.firstIndex(where: \.afterPause) ?? tokens.count
        let requestFirst = firstPause < tokens.count && !Tense.isPast(Array(tokens[..<firstPause]))
            // (A verb that records what happened keeps its past: "Log last night, I slept at 11".)
            && ActionVerbs.leading(Array(tokens[..<firstPause])).map { !ActionVerbs.recordingVerbs.contains($0) } == true
        let parser = DateParser(clock: clock, past: Tense.isPast(tokens) && !requestFirst)
        if hint.isEmpty {
            dates = parser.dates(in: tokens)
        } else {
            // The hint is read before the utterance, in one text ("Book a Table, tomorrow at seven"),
            // and the matches are moved back to the utterance's positions.
            let prefix = Tokenizer.tokens(hint + " ,").count
            let extended = Tokenizer.tokens(hint + " , " + text)
            if extended.count == prefix + tokens.count {
                dates = parser.dates(in: extended, utteranceStart: answersTime ? prefix : 0).filter { $0.range.lowerBound >= prefix }.map { match in
                    DateParser.Match(
                        range: (match.range.lowerBound - prefix)..<(match.range.upperBound - prefix),
                        parts: match.parts.filter { $0.lowerBound >= prefix }.map { ($0.lowerBound - prefix)..<($0.upperBound - prefix) },
                        day: match.day, minutes: match.minutes, instant: match.instant,
                        dayIsInferred: match.dayIsInferred, timeIsInferred: match.timeIsInferred
                    )
                }
            } else {
                dates = parser.dates(in: tokens)
            }
        }
        dateValues = dates.map { date in
            if let exact = date.instant { return clock.format(exact) }
            // A day alone: noon, so the day is right in any time zone nearby.
            if let day = date.day { return clock.format(clock.instant(of: day, secondsOfDay: 12 * 3600)) }
            return nil
        }
        var dateTokens = TokenSet()
        for date in dates {
            for part in date.ownRanges { dateTokens.formUnion(part) }
        }
        let allNumbers = NumberParser.numbers(in: tokens)
        durations = DurationParser.durations(in: tokens, numbers: allNumbers)
        var durationTokens = TokenSet()
        for duration in durations { durationTokens.formUnion(duration.range) }
        saysOne = tokens.indices.contains { Self.isPronounOne(at: $0, tokens) }
        numbers = allNumbers.filter { number in
            !Self.isHalfOfCode(number, tokens) && !number.isOrdinal && !number.range.contains { dateTokens.contains($0) || durationTokens.contains($0) || reserved.contains($0) }
                && !Self.isPronounOne(number, tokens) && !Self.isOneOfGroup(number, tokens)
        }
        ordinals = allNumbers.filter { $0.isOrdinal && !$0.range.contains { dateTokens.contains($0) } }
        // (A day of the month said alone, "on the seventh", is an ordinal too.)
        var dayOrdinals: [NumberMatch] = []
        for date in dates where !date.range.contains(where: { tokens[$0].isCalendarWord }) {
            for index in date.range where !tokens[index].isStopWord {
                guard var match = NumberParser.numbers(in: [tokens[index]]).first, match.isOrdinal else { continue }
                match.range = index..<index + 1
                dayOrdinals.append(match)
            }
        }
        allOrdinals = ordinals + dayOrdinals
        quoted = Self.hasQuoteMark(text) ? Tokenizer.quotedSpans(text) : []
        afterColon = Self.textAfterColon(text)
        emails = !text.contains("@") ? [] : text.split(separator: " ").compactMap { word in
            var address = word
            while let last = address.last, ".,!?)".contains(last) { address = address.dropLast() }
            guard let at = address.firstIndex(of: "@"), at > address.startIndex, address[at...].contains(".") else { return nil }
            return String(address)
        }
        // Only names with a word the utterance has (or nearly has) are matched:
        // the records and enum case names of those words, in their order.
        var recordPositions: [Int] = []
        var enumPositions: [Int] = []
        for token in tokens where !token.isStopWord {
            // ("187's milk": the possessive of a number is the number.)
            let facts = model.facts(token.isNumeric ? token.text : token.text.withoutNumberPossessive)
            recordPositions += facts.records
            enumPositions += facts.enumNames
        }
        recordPositions = Self.sortedUnique(recordPositions)
        enumPositions = Self.sortedUnique(enumPositions)
        // All candidate names are matched in one pass over the utterance.
        var matcher = Fuzzy.Matcher(tokens: tokens)
        var found: [(record: RecordModel, range: Range<Int>, score: Double)] = []
        for position in recordPositions {
            let record = model.records[position]
            var best: (range: Range<Int>, score: Double)?
            let leading = model.leadingNames[position]
            for name in record.candidateNames + (leading.map { [($0.words, $0.phrase)] } ?? []) {
                guard let match = matcher.match(name.phrase), !reserved.intersects(match.range) else { continue }
                // (The first word of a name alone, as a name is written: "Priti".)
                if let leading, leading.capitalised, name.words == leading.words, tokens[match.range.lowerBound].raw.first?.isUppercase != true { continue }
                // "on April 5th" is a date, even for a hotel called April, and not
                // a slip for one named Aprille: within a date, a month or weekday,
                // or a name said inexactly, is the date's.
                if match.range.allSatisfy({ dateTokens.contains($0) }),
                   match.score < 1 || match.range.allSatisfy({ tokens[$0].isCalendarWord }) { continue }
                let score = match.score * Double(name.words.count)
                if score > (best?.score ?? 0) { best = (match.range, score) }
            }
            if var best {
                // "12 Mill Lane" for "12 Mill Lane, Hove": the number its title starts with is the record's.
                let before = best.range.lowerBound - 1
                if before >= 0, tokens[before].isNumeric, !reserved.contains(before), record.names.first?.first == tokens[before].text {
                    best.range = before..<best.range.upperBound
                }
                // "the Wilson Blade" matched by its synonym "Blade": the words of its name beside it are its too.
                func ownWord(_ index: Int) -> Bool {
                    index >= 0 && index < tokens.count && !tokens[index].isStopWord && !reserved.contains(index) && !dateTokens.contains(index)
                        && record.nameStems.contains(Stemmer.stem(tokens[index].text))
                }
                while ownWord(best.range.lowerBound - 1) { best.range = best.range.lowerBound - 1..<best.range.upperBound }
                while ownWord(best.range.upperBound) { best.range = best.range.lowerBound..<best.range.upperBound + 1 }
                found.append((record, best.range, best.score))
            }
        }
        // "lesson 3 of Agility", "chapter twelve": a record by its number.
        let numbered = Self.numbered(tokens, numbers: allNumbers, named: found, model: model, reserved: reserved)
        // The record that told which one ("of Deep Cuts") only qualifies it: it
        // is not a value of its own, and its words do not rank the intents.
        var qualifiers = TokenSet()
        for match in numbered { qualifiers.formUnion(match.qualifier) }
        if !qualifiers.isEmpty { found.removeAll { qualifiers.intersects($0.range) } }
        self.qualifiers = qualifiers
        found += numbered.map { ($0.record, $0.range, $0.score) }
        records = found.enumerated().sorted { ($0.element.score, -$0.offset) > ($1.element.score, -$1.offset) }.map(\.element)
        // ("Send the 25 piece set to Maya": a number inside a name said in full is the name's, not a count.)
        numbers.removeAll { number in
            found.contains { match in
                match.range.count > number.range.count && match.range.lowerBound <= number.range.lowerBound
                    && number.range.upperBound <= match.range.upperBound && match.score >= Double(match.range.count)
            }
        }
        var cases: [(enumeration: String, identifier: String, range: Range<Int>, score: Double)] = []
        for position in enumPositions {
            let name = model.enumNames[position]
            // ("RSVP'd yes": "yes" or "no" names a case within a request, not as the answer it starts.)
            let yesOrNo = name.isWeak && (name.words[0] == "yes" || name.words[0] == "no")
            guard !name.isWeak || yesOrNo, let match = matcher.match(name.phrase), !reserved.intersects(match.range) else { continue }
            if yesOrNo, match.range.lowerBound == 0 || tokens.count < 3 { continue }
            // "it isn't urgent" does not name Urgent: it names the case called "not urgent", if any.
            if match.range.lowerBound > 0, Self.negations.contains(tokens[match.range.lowerBound - 1].text), !Self.negations.contains(name.words[0]) {
                if let negated = model.enumNames.first(where: { other in
                    other.enumeration == name.enumeration && other.words.count == name.words.count + 1
                        && Self.negations.contains(other.words[0]) && Array(other.words.dropFirst()) == name.words
                }) {
                    cases.append((negated.enumeration, negated.identifier, match.range.lowerBound - 1..<match.range.upperBound, Double(negated.words.count)))
                }
                continue
            }
            cases.append((name.enumeration, name.identifier, match.range, match.score * Double(name.words.count)))
        }
        // "Meera and Omar are in, but Ann is out": a word too common to name a case alone ("in", "out")
        // names it as what someone is, at the end of a phrase.
        for (index, token) in tokens.enumerated() where index > 0 && Self.copulas.contains(tokens[index - 1].text) && !reserved.contains(index)
            && (index + 1 == tokens.count || tokens[index + 1].afterPause || ["but", "and"].contains(tokens[index + 1].text)) {
            for name in model.enumNames where name.isWeak && name.words == [token.text] && !cases.contains(where: { $0.range.contains(index) }) {
                cases.append((name.enumeration, name.identifier, index..<index + 1, 0.9))
            }
        }
        // "Pump the red canoe out": a case named by a verb and its particle, apart.
        for phrasal in model.phrasalCases where !cases.contains(where: { $0.enumeration == phrasal.name.enumeration && $0.identifier == phrasal.name.identifier }) {
            guard let verb = tokens.firstIndex(where: { Stemmer.stem($0.text) == phrasal.verb }),
                  let particle = tokens[min(tokens.count, verb + 2)..<min(tokens.count, verb + 5)].firstIndex(where: { $0.text == phrasal.particle }),
                  !reserved.contains(particle) else { continue }
            cases.append((phrasal.name.enumeration, phrasal.name.identifier, particle..<particle + 1, 1))
        }
        // "The floor is so slippery": a case of two words ("Slippery floor") said the other way round, its noun
        // and then, past a form of "be" and small words, its adjective.
        for position in enumPositions {
            let name = model.enumNames[position]
            guard name.words.count == 2, !cases.contains(where: { $0.enumeration == name.enumeration && $0.identifier == name.identifier }) else { continue }
            let (adjective, noun) = (Stemmer.stem(name.words[0]), Stemmer.stem(name.words[1]))
            guard let nounAt = tokens.firstIndex(where: { Stemmer.stem($0.text) == noun }), !reserved.contains(nounAt),
                  let adjectiveAt = tokens.indices.dropFirst(nounAt + 2).prefix(3).first(where: { Stemmer.stem(tokens[$0].text) == adjective }),
                  tokens[(nounAt + 1)..<adjectiveAt].contains(where: { Self.describingLinks.contains($0.text) }),
                  tokens[(nounAt + 1)..<adjectiveAt].allSatisfy({ $0.isStopWord || Self.describingLinks.contains($0.text) || ["so", "really", "very", "all"].contains($0.text) })
            else { continue }
            cases.append((name.enumeration, name.identifier, nounAt..<adjectiveAt + 1, 1.5))
        }
        // "The tap at the sink keeps leaking": a case of two words or more ("Tap leaking") whose
        // words are all said close together, apart or in another order. It is named by the longest
        // run of them said together.
        let allStems = tokens.map { Stemmer.stem($0.text) }
        for position in enumPositions {
            let name = model.enumNames[position]
            let words = name.words.filter { !Stemmer.stopWords.contains($0) }.map(Stemmer.stem)
            guard words.count >= 2, !cases.contains(where: { $0.enumeration == name.enumeration && $0.identifier == name.identifier }),
                  let first = allStems.indices.first(where: { words.contains(allStems[$0]) && !ActionVerbs.particles.contains(allStems[$0]) })
            else { continue }
            // (The window is as long as the whole name and four words more: "the dial on this radio is in the red".)
            let window = first..<min(tokens.count, first + name.words.count + 4)
            var at: [Int] = []
            for word in words {
                guard let index = window.first(where: { allStems[$0] == word && !at.contains($0) }) else { break }
                at.append(index)
            }
            guard at.count == words.count else { continue }
            at.sort()
            var runs: [Range<Int>] = []
            for index in at {
                if let last = runs.last, last.upperBound == index { runs[runs.count - 1] = last.lowerBound..<index + 1 } else { runs.append(index..<index + 1) }
            }
            guard let run = runs.max(by: { $0.count < $1.count }), runs.count > 1 || at != Array(at.first!...at.last!),
                  !reserved.intersects(run), !found.contains(where: { $0.range.overlaps(run) }), !cases.contains(where: { $0.range.overlaps(run) }) else { continue }
            cases.append((name.enumeration, name.identifier, run, 0.8 * Double(words.count)))
        }
        // "the green one": a word that, of an enum's cases, only one case's name has, before "one".
        for index in tokens.indices.dropLast() where tokens[index + 1].text == "one" && !tokens[index].isStopWord && !reserved.contains(index)
            && !cases.contains(where: { $0.range.contains(index) }) && !found.contains(where: { $0.range.contains(index) }) {
            let word = tokens[index].text
            var byEnum: [String: Set<String>] = [:]
            for position in model.facts(word).enumNames {
                let name = model.enumNames[position]
                if name.words.contains(word) { byEnum[name.enumeration, default: []].insert(name.identifier) }
            }
            for (enumeration, identifiers) in byEnum.sorted(by: { $0.key < $1.key }) where identifiers.count == 1 {
                cases.append((enumeration, identifiers.first!, index..<index + 2, 0.9))
            }
        }
        enumCases = cases.sorted { $0.score > $1.score }
        // "Saturday's afternoon drive": a part of the day that starts a case's name is the case's; the day stays a date.
        for (position, date) in dates.enumerated() where date.timeIsInferred && date.parts.count <= 1 && date.range.count >= 2 {
            let last = date.range.upperBound - 1
            guard Self.dayParts.contains(tokens[last].text), let day = date.day,
                  cases.contains(where: { $0.range.lowerBound == last && $0.range.upperBound > date.range.upperBound }) else { continue }
            dates[position] = DateMatch(range: date.range.lowerBound..<last, parts: [], day: day, minutes: nil, instant: nil, dayIsInferred: date.dayIsInferred)
            dateValues[position] = clock.format(clock.instant(of: day, secondsOfDay: 12 * 3600))
        }
        pointsAtEntity = tokens.contains { Self.pointers.contains($0.text) }
        saysIt = pointsAtEntity && tokens.contains { $0.text == "it" }
        queryTerms = nil
        queryTerms = TurnInterpreter.queryTerms(tokens, mentions: self)
    }

    /// The text after the first colon that follows a word, when it has two
    /// words or more ("7:30" has no colon after a word).
    static func textAfterColon(_ text: String) -> String? {
        guard let colon = text.firstIndex(of: ":"), colon > text.startIndex, text[text.index(before: colon)].isLetter else { return nil }
        var rest = text[text.index(after: colon)...].drop { $0 == " " }
        while let last = rest.last, last == " " || last == "." || last == "!" { rest = rest.dropLast() }
        return Tokenizer.tokens(String(rest)).count >= 2 ? String(rest) : nil
    }

    /// "the pottery one", "the one for Friday", "that one": "one" standing
    /// for a thing, not counting.
    static func isPronounOne(_ number: NumberMatch, _ tokens: [Token]) -> Bool {
        number.range.count == 1 && isPronounOne(at: number.range.lowerBound, tokens)
    }

    static let dayParts: Set<String> = ["morning", "afternoon", "evening", "night"]

    /// "One of us", "one of them": one of a group, not a count.
    static func isOneOfGroup(_ number: NumberMatch, _ tokens: [Token]) -> Bool {
        let position = number.range.lowerBound
        return number.range.count == 1 && tokens[position].text == "one" && position + 2 < tokens.count
            && tokens[position + 1].text == "of" && ["us", "them", "you"].contains(tokens[position + 2].text)
    }

    static func isPronounOne(at position: Int, _ tokens: [Token]) -> Bool {
        guard tokens[position].text == "one" || tokens[position].text == "ones" else { return false }
        let determiners: Set<String> = ["the", "this", "that", "which", "another", "other", "same", "my", "your", "our", "each", "every"]
        // ("Just the one tent": a count of one.)
        if position >= 2, tokens[position - 1].text == "the", ["just", "only"].contains(tokens[position - 2].text) { return false }
        if position >= 1, determiners.contains(tokens[position - 1].text) { return true }
        // ("The fern valley one": up to three words that say which, after the determiner.)
        var start = position
        while start > 0, position - start < 3, !tokens[start - 1].isStopWord, !tokens[start - 1].isNumeric,
              NumberParser.wordValue(tokens[start - 1].text) == nil { start -= 1 }
        return start < position && start >= 1 && determiners.contains(tokens[start - 1].text)
    }

    /// Records named by their type's word and a number ("lesson 4",
    /// "lesson three of Puppy Class"): the one record of that type
    /// whose number property is the number, or whose title has it as a
    /// word; among several, the one that refers to another record named.
    static func numbered(_ tokens: [Token], numbers: [NumberMatch], named: [(record: RecordModel, range: Range<Int>, score: Double)],
                         model: AppModel, reserved: TokenSet) -> [(record: RecordModel, range: Range<Int>, score: Double, qualifier: Range<Int>)] {
        var result: [(record: RecordModel, range: Range<Int>, score: Double, qualifier: Range<Int>)] = []
        let plain = numbers.filter { !$0.isOrdinal && $0.unit == nil && $0.value == $0.value.rounded() }
        // "Lot one twelve": a number said in two parts (112), tried before either part.
        var said: [(value: Double, range: Range<Int>)] = []
        for (first, second) in zip(plain, plain.dropFirst()) where first.range.upperBound == second.range.lowerBound
            && !tokens[first.range.lowerBound].isNumeric && !tokens[second.range.lowerBound].isNumeric
            && first.value >= 1 && first.value <= 99 && second.value >= 10 && second.value <= 99 {
            said.append((first.value * 100 + second.value, first.range.lowerBound..<second.range.upperBound))
        }
        said += plain.map { ($0.value, $0.range) }
        for number in said where number.range.lowerBound > 0 && !result.contains(where: { $0.range.overlaps(number.range) }) {
            let wordIndex = number.range.lowerBound - 1
            // Not a record already named by these words ("Room 12" as its title says).
            guard !reserved.contains(wordIndex), !named.contains(where: { $0.range.overlaps(wordIndex..<number.range.upperBound) }) else { continue }
            // "pre-order six butter croissants": a count of what follows, not a number of the record.
            let after = number.range.upperBound
            if after < tokens.count, !tokens[after].isStopWord, !tokens[after].isNumeric, !tokens[after].isDateWord, !tokens[after].afterPause { continue }
            let word = Stemmer.stem(tokens[wordIndex].text)
            let digits = String(Int(number.value))
            for (position, entity) in model.app.entities.enumerated() where model.entityTitleTerms[position].last == word {
                var candidates = model.records(of: entity.identifier).filter { record in
                    record.record.properties.values.contains { $0.double == number.value }
                        || Tokenizer.tokens(record.record.title).contains { $0.text == digits || $0.text == digits + ":" }
                }
                var qualifier = number.range.upperBound..<number.range.upperBound
                if candidates.count > 1 {
                    let ids = Set(named.map(\.record.record.id))
                    let linked = candidates.filter { $0.record.properties.values.contains { $0.string.map(ids.contains) ?? false } }
                    if !linked.isEmpty { candidates = linked }
                }
                // A record named right after that the one found refers to ("of Agility") says which it is.
                if candidates.count == 1, let other = named.first(where: { match in
                    match.range.lowerBound >= number.range.upperBound && match.range.lowerBound <= number.range.upperBound + 1
                        && candidates[0].record.properties.values.contains { value in
                            value.string.map { $0 == match.record.record.id || $0.lowercased() == match.record.record.title.lowercased() } ?? false
                        }
                }) {
                    qualifier = other.range
                }
                if candidates.count == 1 {
                    result.append((candidates[0], wordIndex..<max(number.range.upperBound, qualifier.upperBound), 2, qualifier))
                }
            }
        }
        return result
    }

    /// Whether a token's spelling has a quotation mark (straight or curly).
    static func hasQuoteMark(_ raw: String) -> Bool {
        // Other text than ASCII is read by Character (a mark may join a quote).
        for byte in raw.utf8 where byte >= 0x80 { return raw.contains(where: { "\"“”'‘’".contains($0) }) }
        for byte in raw.utf8 where byte == 0x22 || byte == 0x27 { return true }
        return false
    }

    static func sortedUnique(_ positions: [Int]) -> [Int] {
        guard positions.count > 1 else { return positions }
        var result: [Int] = []
        for position in positions.sorted() where result.last != position { result.append(position) }
        return result
    }

    mutating func use(_ range: Range<Int>) {
        used.formUnion(range)
    }

    func isFree(_ range: Range<Int>) -> Bool { !used.intersects(range) }

    /// "to BS6 5QT": the second half of a code written in capitals and digits is no number ("5 qt").
    static func isHalfOfCode(_ number: NumberMatch, _ tokens: [Token]) -> Bool {
        let index = number.range.lowerBound
        guard number.range.count == 1, index > 0 else { return false }
        return [tokens[index].raw, tokens[index - 1].raw].allSatisfy { raw in
            ParameterTraits.isCodeLike(raw) && raw.allSatisfy { $0.isUppercase || $0.isNumber }
        }
    }

    /// Whether no value took the words of a date: its parts, not what stands
    /// between them ("yesterday's hire by the choir in Hollowmere, from 3 pm").
    func isFree(_ date: DateMatch) -> Bool { date.ownRanges.allSatisfy(isFree) }

    mutating func use(_ date: DateMatch) {
        for part in date.ownRanges { use(part) }
    }

    /// Stemmed words of the clause not yet taken by a value.
    var freeTerms: [String] {
        terms(skipping: used)
    }

    /// `Terms.of` the tokens not in `skipped`, from the stems worked out once.
    func terms(skipping skipped: TokenSet) -> [String] {
        var terms: [String] = []
        // The position of the last token kept, when it is a content word.
        var previous: Int?
        for (position, token) in tokens.enumerated() where !skipped.contains(token.index) {
            let stem = contentStems[position]
            if let before = previous, stem != nil {
                terms.append(before == position - 1 ? pairStems[position]! : Stemmer.stem(tokens[before].text + token.text))
            }
            previous = stem != nil ? position : nil
            guard let stem else { continue }
            terms.append(stem)
            if token.hasHyphen { terms.append(contentsOf: Terms.hyphenParts(token)) }
        }
        return terms
    }
}

typealias NumberMatch = NumberParser.Match
typealias DateMatch = DateParser.Match

extension DateParser.Match {
    /// The token ranges of its own words: its parts, not what stands between
    /// a day and a time said apart.
    var ownRanges: [Range<Int>] { parts.isEmpty ? [range] : parts }
}
typealias DurationMatch = DurationParser.Match
