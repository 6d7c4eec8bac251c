import AppDefinitions
import Utterances

/// What the simulator reads from a parameter's title, name and description,
/// worked out once per app rather than on every turn (a class: turns read
/// it often, and a reference costs one retain where its dozen sets and
/// strings cost one each).
final class ParameterTraits: Sendable {
    /// Stemmed words of the title, name and description: a number next to
    /// one of them is likely this parameter's.
    let keywords: Set<String>
    /// Stemmed words of the title and name alone.
    let titleKeywords: Set<String>
    /// The title's lowercased words ("subject" in "with the subject X").
    let titleWords: [String]
    /// The unit the title, description or name names ("in kilograms",
    /// `minutesBefore`, `everyDays`).
    let unit: Unit?
    /// The unit is one of time: the number is a length of time, and a
    /// duration said in any unit ("three hours", "two weeks") is converted.
    var measuresTime: Bool { unit?.dimension == .time && unit != .degree }
    /// A heading (title, subject) or a body (message, note), for text.
    let kind: ParameterFiller.TextKind?
    /// Names a place (neighborhood, address...).
    let isPlace: Bool
    /// Says why (Reason, Occasion): it takes the words after "for" or "because".
    let isReason: Bool
    /// Names who made something (Artist, Author): it takes the words after "by".
    let isCreator: Bool
    /// Names one person something goes to (Friend, Borrower): the name after "to".
    let isPerson: Bool
    /// Names people to send to (to, recipients...).
    let isRecipients: Bool
    /// A code or number written as text (`citationNumber`, "Confirmation
    /// Code", "Tracking ID"): it takes a token with digits, not words.
    let isCode: Bool
    /// The shape of the code the description gives as an example ("The
    /// other station's callsign, for example VK2ABC": letters, a digit,
    /// letters), which a token said must have to be this parameter's.
    let exampleShape: String?
    /// An amount of money (its unit is a currency, or its words say amount,
    /// price, cost...): "four ninety-nine" is 4.99.
    let isMoney: Bool
    /// A number of people (guests, party size, passengers): "four people",
    /// "the two of us" and "just me" give it.
    let countsPeople: Bool
    /// A number of days ("Days", "Length in days"): a list of days said is its count.
    let countsDays: Bool
    /// A number that says which one ("Hole number"), not how many: an ordinal said is its.
    let saysWhichOne: Bool
    /// Values the description names in brackets ("from 1 (a single coat) to 3"): the words, without
    /// a leading article, that say the value.
    let namedValues: [(words: [String], value: Double)]
    /// Which side's score a number holds ("Our Goals", "Their Goals"), if it is a score.
    let scoreSide: ParameterFiller.ScoreSide?
    /// A text its description calls a full name ("The passenger's full name").
    let isFullName: Bool
    /// The ages a yes-or-no stands for ("True if the passenger is aged 7 to 14").
    let ageRange: ClosedRange<Double>?
    /// The stem of the first word of a yes-or-no's description, when it is a
    /// word of what it means ("Repeat the track until stopped": "repeat").
    let describingWord: String?
    /// The day a date parameter's description names ("on parents' evening (18
    /// June 2026)"): a time said alone is on it.
    let writtenDay: WrittenDay?
    /// A date of something that already happened ("When did it happen?",
    /// Incident Date): a weekday or a date without a year is the one past.
    let asksPast: Bool
    /// The words that say a number is this parameter's: of its title (with
    /// people's words for a number of people), and of its description too.
    let numberTitleWords: Set<String>
    let numberWords: Set<String>
    /// For a yes-or-no state (`frozen`, `isLocked`, "Hidden"), the stems of
    /// the verbs that set it ("freeze", "lock", "hide"): "Freeze my card"
    /// sets it, "Unfreeze this card" clears it.
    let stateVerbs: Set<String>

    /// A yes-or-no switch (On, Power, Enabled, or described as on or off):
    /// "turn it off" sets it to false.
    let isSwitch: Bool
    /// The values a number parameter is expected to take: its range, years
    /// for a year, else about the numbers its description names ("usually
    /// 88 to 108"). Two numbers said as one ("one oh four") fit it.
    let expected: ClosedRange<Double>?

    /// Nouns of a date of something past ("Incident Date"), stemmed.
    static let pastStems: Set<String> = Set(["incident", "loss", "accident"].map(Stemmer.stem))
    /// Verbs in the past tense ("when it happened"), as written: stemmed,
    /// "when the pickup happens" would read as past too.
    static let pastVerbs: Set<String> = ["happened", "occurred", "took"]

    /// Irregular past participles that name a state, by the verb that sets it.
    static let participles: [String: String] = [
        "frozen": "freeze", "hidden": "hide", "broken": "break", "chosen": "choose", "shown": "show",
        "stolen": "steal", "written": "write", "forgotten": "forget", "taken": "take", "given": "give",
        "shut": "shut", "set": "set", "sent": "send", "kept": "keep", "held": "hold", "done": "do",
        "paid": "pay", "read": "read", "hung": "hang", "bound": "bind", "wound": "wind",
    ]

    /// "from 1 (a single coat) to 3 (full respray)": each number and the words in brackets after it.
    static func namedValues(in description: String) -> [(words: [String], value: Double)] {
        guard description.contains("(") else { return [] }
        var result: [(words: [String], value: Double)] = []
        var rest = Substring(description)
        while let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") {
            let before = Tokenizer.tokens(String(rest[..<open]))
            var words = Tokenizer.tokens(String(rest[rest.index(after: open)..<close])).map(\.text)
            if let first = words.first, ["a", "an", "the"].contains(first) { words.removeFirst() }
            if let number = before.last, number.isNumeric, let value = Double(number.text), !words.isEmpty {
                result.append((words, value))
            }
            // ("from 1 to 5 (a full set is 4; …)": "a full set", and "a set", is 4.)
            for part in rest[rest.index(after: open)..<close].split(whereSeparator: { $0 == ";" || $0 == "," }) {
                let tokens = Tokenizer.tokens(String(part))
                guard let verb = tokens.firstIndex(where: { ["is", "means"].contains($0.text) }), verb > 0, verb + 1 < tokens.count,
                      tokens[verb + 1].isNumeric, let value = Double(tokens[verb + 1].text) else { continue }
                let named = tokens[..<verb].map(\.text)
                result.append((named, value))
                let plain = named.filter { !["full", "whole", "complete"].contains($0) }
                if plain.count < named.count, plain.count >= 2 { result.append((plain, value)) }
            }
            rest = rest[rest.index(after: close)...]
        }
        // (The longest first: "a session and a half is 90" before "a session is 60".)
        return result.enumerated().sorted { ($0.element.words.count, -$0.offset) > ($1.element.words.count, -$1.offset) }.map(\.element)
    }

    init(_ parameter: Parameter) {
        let identifier = Terms.computeWords(ofIdentifier: parameter.name)
        titleKeywords = Set(Terms.of(parameter.title + " " + identifier))
        keywords = titleKeywords.union(Terms.of(parameter.description ?? ""))
        titleWords = Tokenizer.tokens(parameter.title).map(\.text)
        unit = Unit.mentioned(in: Tokenizer.tokens(parameter.title + " " + (parameter.description ?? "")))
            ?? Unit.mentioned(in: Tokenizer.tokens(identifier))
        kind = !titleKeywords.isDisjoint(with: ParameterFiller.headingStems) ? .heading
            : !titleKeywords.isDisjoint(with: ParameterFiller.bodyStems) ? .body : nil
        isPlace = !keywords.isDisjoint(with: ParameterFiller.placeStems)
        isReason = parameter.type.unwrapped == .string && !titleKeywords.isDisjoint(with: ParameterFiller.reasonStems)
        isCreator = parameter.type.unwrapped == .string && !titleKeywords.isDisjoint(with: ParameterFiller.creatorStems)
        // ("First name of the dancer the place is for": whatever the title, a person's name.)
        isPerson = parameter.type.unwrapped == .string && (!titleKeywords.isDisjoint(with: ParameterFiller.personStems)
            || (parameter.description ?? "").lowercased().contains("first name"))
        isRecipients = !titleKeywords.union([parameter.name.lowercased()]).isDisjoint(with: ParameterFiller.recipientStems)
        exampleShape = parameter.type.unwrapped == .string ? Self.exampleShape(in: parameter.description ?? "") : nil
        isCode = !titleKeywords.isDisjoint(with: ParameterFiller.codeStems) || exampleShape != nil
        isMoney = unit?.dimension == .currency || !titleKeywords.isDisjoint(with: ParameterFiller.moneyStems)
        countsPeople = (parameter.type.unwrapped == .int || parameter.type.unwrapped == .double)
            && !titleKeywords.isDisjoint(with: ParameterFiller.peopleStems)
        countsDays = (parameter.type.unwrapped == .int || parameter.type.unwrapped == .double)
            && (unit == .day || titleKeywords.contains(Stemmer.stem("days")))
        writtenDay = parameter.type.unwrapped == .date ? parameter.description.flatMap(WrittenDay.first(in:)) : nil
        let isNumber = parameter.type.unwrapped == .int || parameter.type.unwrapped == .double
        scoreSide = isNumber ? ParameterFiller.scoreSide(parameter) : nil
        saysWhichOne = isNumber && ParameterFiller.saysWhichOne(parameter)
        namedValues = isNumber ? Self.namedValues(in: parameter.description ?? "") : []
        isFullName = parameter.type.unwrapped == .string && (parameter.description ?? "").lowercased().contains("full name")
        let switchWords = parameter.type.unwrapped == .bool ? Tokenizer.tokens(parameter.description ?? "") : []
        ageRange = switchWords.firstIndex(where: { ["aged", "age", "ages"].contains($0.text) }).flatMap { aged in
            let bounds = NumberParser.numbers(in: Array(switchWords[aged...])).prefix(2).map(\.value)
            return bounds.count == 2 && bounds[0] < bounds[1] ? bounds[0]...bounds[1] : nil
        }
        describingWord = switchWords.first.flatMap { first in
            first.isStopWord || ["true", "false", "whether", "if", "yes", "set", "turn", "when"].contains(first.text) ? nil : Stemmer.stem(first.text)
        }
        let dialog = (parameter.requestValueDialog ?? "").lowercased()
        asksPast = parameter.type.unwrapped == .date
            && (["when did", "when was", "when were", "what day did", "what date did"].contains { dialog.hasPrefix($0) }
                || !keywords.isDisjoint(with: Self.pastStems)
                || Tokenizer.tokens(parameter.title + " " + (parameter.description ?? "")).contains { Self.pastVerbs.contains($0.text) })
        let described = NumberParser.numbers(in: Tokenizer.tokens(parameter.description ?? "")).map(\.value).filter { $0 >= 10 }
        expected = parameter.range
            ?? (titleKeywords.contains("year") && parameter.type.unwrapped == .int ? 1000...2200 : nil)
            ?? described.min().map { $0 / 2...described.max()! * 2 }
        numberTitleWords = countsPeople ? titleKeywords.union(ParameterFiller.peopleStems) : titleKeywords
        numberWords = countsPeople ? keywords.union(ParameterFiller.peopleStems) : keywords
        let ownWords = Set(Tokenizer.tokens(parameter.title + " " + identifier).map(\.text))
        let describedWords = Set(Tokenizer.tokens(parameter.description ?? "").map(\.text))
        isSwitch = parameter.type.unwrapped == .bool
            && (!ownWords.isDisjoint(with: ["on", "power", "powered", "enabled", "enable", "active", "lit"])
                || (describedWords.contains("on") && describedWords.contains("off")))
        if parameter.type.unwrapped == .bool {
            let words = Tokenizer.tokens(parameter.title + " " + identifier).map(\.text).filter { !Stemmer.stopWords.contains($0) }
            stateVerbs = Set(words.map { Stemmer.stem(Self.participles[$0] ?? $0) })
        } else {
            stateVerbs = []
        }
    }

    /// The shape of a code-like example after "for example", "e.g.", "such
    /// as" or "like" in a description: a word with both letters and digits,
    /// or written with an underscore ("VK2ABC", "BA117", "hinge_pin.stl").
    static func exampleShape(in description: String) -> String? {
        let tokens = Tokenizer.tokens(description)
        for (index, token) in tokens.enumerated() where ["example", "e.g", "eg", "such", "like"].contains(token.text) {
            for candidate in tokens.dropFirst(index + 1).prefix(3) where isCodeLike(candidate.raw) {
                // ("such as SK19 XPT": capitals or digits right after it are the code's too.)
                var parts = [shape(of: candidate.raw)]
                for next in tokens.dropFirst(candidate.index + 1) {
                    guard !next.afterPause, next.raw.count >= 2, next.raw.allSatisfy({ $0.isUppercase || $0.isNumber }) else { break }
                    parts.append(shape(of: next.raw))
                }
                return parts.joined(separator: " ")
            }
        }
        return nil
    }

    /// The free words of `tokens` from `start` that have the shape of an
    /// example (one word, or several: "SK19 XPT"), if they do.
    static func code(shaped shape: String, in tokens: [Token], at start: Int, isFree: (Range<Int>) -> Bool) -> Range<Int>? {
        let parts = shape.split(separator: " ")
        let range = start..<start + parts.count
        guard range.upperBound <= tokens.count, isFree(range), isCodeLike(tokens[start].raw) else { return nil }
        return zip(tokens[range], parts).allSatisfy { shapeOf($0.raw) == $1 } ? range : nil
    }

    private static func shapeOf(_ raw: String) -> Substring { Substring(shape(of: raw)) }

    /// A word with both letters and digits, or an underscore: a code, not a word.
    static func isCodeLike(_ raw: String) -> Bool {
        raw.count >= 2 && (raw.contains("_") || (raw.contains(where: \.isNumber) && raw.contains(where: \.isLetter)))
    }

    /// Letters as A or a by case, digits as 9, other characters as they are,
    /// each run as one: "VK2ABC" and "ZL1BNC" are both "A9A".
    static func shape(of raw: String) -> String {
        var result = ""
        for character in raw {
            let mark: Character = character.isUppercase ? "A" : character.isLowercase ? "a" : character.isNumber ? "9" : character
            if result.last != mark { result.append(mark) }
        }
        return result
    }
}
