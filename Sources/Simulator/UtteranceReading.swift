import AppDefinitions
import Dates
import Foundation
import JSON
import Utterances

/// What an utterance says to one app at one clock, read once: its words,
/// where it names the app, its requests and, for each, the values it
/// mentions, the App Shortcut phrase it matches and the words that rank the
/// intents. None of it depends on the conversation or the screen, so the
/// runs of a scenario, which say the same words, read them once
/// (`AppModel.reading(of:clock:)`); what the conversation changes is decided
/// per turn by `TurnInterpreter`.
final class UtteranceReading: Sendable {
    let utterance: String
    let tokens: [Token]
    /// Where the whole utterance names the app.
    let appName: Range<Int>?
    /// The indexed record whose name addresses the app, worked out when
    /// nothing else addresses it (see `spotlight(model:)`).
    private let spotlightNote = Once<String?>()
    /// The size of the party the utterance speaks for ("three of us"), worked out once.
    private let party = Once<ParameterFiller.PartySize?>()
    var partySize: ParameterFiller.PartySize? { party.get { ParameterFiller.partySize(tokens) } }
    /// The requests, in order.
    let clauses: [ClauseReading]
    /// The skills the utterance loads, and why (for the trace).
    let skills: [String]
    let skillNotes: [JSONValue]
    /// The loaded skills whose description fits the request well (not only
    /// one word of it in a multi-step request), as positions in
    /// `app.skills`: their steps guide it.
    let guidingSkills: [Int]
    /// The words of the loaded skills, which make their intents' actions evidence.
    let skillWords: Set<String>
    /// The utterance read as the answer to a question Siri asked, by the
    /// words of that question (see `answerMentions`).
    private let answers = AnswerMemo()
    private let clock: ZonedClock

    init(_ utterance: String, model: AppModel, clock: ZonedClock) {
        self.utterance = utterance
        let tokens = Tokenizer.tokens(utterance)
        self.tokens = tokens
        let appName = Self.findAppName(tokens, model: model)
        self.appName = appName
        let (split, steps) = Self.split(tokens, utterance: utterance, model: model)
        // (A request that is the whole utterance keeps its tokens; "then" and the like are cut out of others.)
        let whole = split.count == 1 && split[0].tokens.count == tokens.count
        clauses = split.map { ClauseReading($0.tokens, context: $0.context, whole: whole, utterance: utterance, appName: appName, model: model, clock: clock) }
        // "for Monday, Tuesday and Wednesday": one call a day, so as many steps.
        let listedDays = clauses.map(\.mentions.listedDays.count).max() ?? 0
        (skills, skillNotes, guidingSkills) = Self.skills(tokens, appName: appName, clauseCount: max(steps, listedDays), model: model)
        var words = Set<String>()
        for name in skills {
            if let position = model.app.skills.firstIndex(where: { $0.name == name }) { words.formUnion(model.skillWords[position]) }
        }
        skillWords = words
        self.clock = clock
    }

    /// The values the whole utterance mentions when it answers a question
    /// about `hint` ("Book a Table Time"), whose words decide an hour said
    /// without am or pm.
    func answerMentions(hint: String, answersTime: Bool, model: AppModel) -> Mentions {
        let key = ExactText(answersTime ? hint + " \u{1}" : hint)
        if let known = answers.get(key) { return known }
        let mentions = Mentions(tokens: tokens, text: utterance, model: model, clock: clock, reserved: Self.reserved(tokens, appName: appName),
                                hint: hint, answersTime: answersTime)
        answers.set(key, mentions)
        return mentions
    }

    // MARK: The app

    /// The token range of the app's name or a synonym, best match first.
    static func findAppName(_ tokens: [Token], model: AppModel) -> Range<Int>? {
        // Most utterances do not hold any word of the app's name.
        guard tokens.contains(where: { model.facts($0.text).nearAppName }) else { return nil }
        var best: (range: Range<Int>, score: Double)?
        var matcher = Fuzzy.Matcher(tokens: tokens)
        for (name, phrase) in zip(model.names, model.namePhrases) {
            guard let match = matcher.match(phrase) else { continue }
            let score = match.score * Double(name.count)
            if score > (best?.score ?? 0) { best = (match.range, score) }
        }
        return best?.range
    }

    /// "its indexed … was named" when the utterance names a record Siri finds
    /// in Spotlight (and with it the app), else nil.
    func spotlight(model: AppModel) -> String? {
        spotlightNote.get { Self.spotlight(tokens, model: model) }
    }

    /// An indexed record named: Siri finds it in Spotlight, and with it the app.
    static func spotlight(_ tokens: [Token], model: AppModel) -> String? {
        guard !model.spotlightNames.isEmpty else { return nil }
        var matcher = Fuzzy.Matcher(tokens: tokens)
        for (position, phrase) in model.spotlightNames {
            if let match = matcher.match(phrase), match.score >= 0.99 {
                let record = model.records[position]
                return "its indexed \(record.entity) '\(record.record.title)' was named"
            }
        }
        return nil
    }

    /// Token positions of the app's name and the preposition before it.
    static let namePrepositions: Set<String> = ["in", "on", "with", "using", "via", "through", "from", "to"]

    static func reserved(_ tokens: [Token], appName: Range<Int>?) -> TokenSet {
        guard let appName else { return TokenSet() }
        var positions = TokenSet(appName)
        if appName.lowerBound > 0, namePrepositions.contains(tokens[appName.lowerBound - 1].text) {
            positions.insert(appName.lowerBound - 1)
        }
        return positions
    }

    // MARK: Requests

    /// Words a statement starts with: who it is about.
    static let subjects: Set<String> = ["i", "i'm", "i've", "we", "we're", "we've", "my", "our", "she", "he", "they", "she's", "he's", "they're"]

    /// Words that join two requests in one utterance.
    /// The requests, and how many steps they say ("…, book it" is one request of two steps).
    /// Each request's `context` is how many of its first tokens only set the
    /// scene ("In Dinewell, …", "My back hurts, …").
    static func split(_ tokens: [Token], utterance: String, model: AppModel) -> (clauses: [(tokens: [Token], context: Int)], steps: Int) {
        let verbs = model.clauseVerbs
        var clauses: [[Token]] = []
        var current: [Token] = []
        // The sentences that ask for nothing before one that asks ("Saturday is our last night. Fit in a paddle…").
        var told = Set<Int>()
        var index = 0
        while index < tokens.count {
            let word = tokens[index].text
            let next = index + 1 < tokens.count ? tokens[index + 1].text : ""
            var cut = 0
            // ("Book Ana for two hours then, by video": "then" before a pause means "in that case".)
            if word == "then", index + 1 < tokens.count, !utterance[tokens[index].range.upperBound..<tokens[index + 1].range.lowerBound].holds(",") { cut = 1 }
            if word == "and", next == "then" || next == "also" { cut = 2 }
            // (A parameter's word is no verb, "…and remind me the day before", unless
            // what it acts on follows: "…and offer the seller one of my books".)
            // ("…and hire whoever is nearest", "…and order it".)
            let object = index + 2 < tokens.count && (Self.determiners.contains(tokens[index + 2].text) || Self.chosenObjects.contains(tokens[index + 2].text)
                || Mentions.pointers.contains(tokens[index + 2].text))
            if word == "and", verbs.contains(Stemmer.stem(next)), !current.isEmpty, !addsText(tokens, after: index + 1),
               object || !model.parameterTitleStems.contains(Stemmer.stem(next)) { cut = 1 }
            // "…and put it aside", "…and set them on hold": a verb too plain to cut on its own, with what it acts on.
            if word == "and", next == "set" || next == "put", !current.isEmpty, index + 3 < tokens.count,
               Mentions.pointers.contains(tokens[index + 2].text) || tokens[index + 2].text == "them",
               ["aside", "on", "away", "by", "back"].contains(tokens[index + 3].text) { cut = 1 }
            // "…and renew her usual prescription": a word of an intent's title before
            // "his", "the", "my"… is that action's verb.
            if word == "and", !current.isEmpty, index + 2 < tokens.count, Self.determiners.contains(tokens[index + 2].text),
               model.titleStems.contains(Stemmer.stem(next)), !model.parameterTitleStems.contains(Stemmer.stem(next)),
               !tokens[index + 1].isStopWord { cut = 1 }
            // "…, and I'd like the boiler running", "…and we're bringing our own chairs": a new subject
            // with a verb of its own starts another request.
            if word == "and", Self.clauseSubjects.contains(next), !current.isEmpty, index + 2 < tokens.count,
               tokens[(index + 2)...].prefix(3).contains(where: { !$0.isStopWord && !$0.isNumeric }) { cut = 1 }
            // "…and let its owner know": telling someone is a request of its own.
            if word == "and", next == "let", !current.isEmpty, ActionVerbs.letsKnow(tokens, at: index + 1) { cut = 1 }
            // "…, and have Lip Trills queued": having something done is a request of its own.
            if word == "and", next == "have" || next == "get", !current.isEmpty, index > 0,
               utterance[tokens[index - 1].range.upperBound..<tokens[index].range.lowerBound].holds(",") { cut = 1 }
            // A new sentence that asks for something is a new request (and one
            // before it that asks for nothing, its scene); a sentence that only
            // tells more ("It cost $40.") belongs to the request before it.
            if cut == 0, !current.isEmpty, Self.startsSentence(tokens, at: index, in: utterance), Self.asksSomething(tokens, from: index, model: model) {
                // (Not a list: "Here's what we need: two canoes and…" is what to order.)
                let listed = utterance[current[0].range.lowerBound..<current[current.count - 1].range.upperBound].contains(":")
                    || ["here's", "here"].contains(current[0].text)
                if !listed, !Self.asksSomething(current, from: 0, model: model), !ClauseReading.isQuestion(current, text: "") { told.insert(clauses.count) }
                clauses.append(current)
                current = []
            }
            // ", book it": a comma before the first word of an intent's title, or
            // before any verb of an action with "it", "that", "us" ("…, cancel it", "…, put the two of us down").
            let pointsNext = Mentions.pointers.contains(next) || next == "us" || next == "me"
            // (Not a parameter's own word, ", split by chore" for a Split: it says how.)
            // (Nor a participle, ", switching it on at six": how the request before is done.)
            if cut == 0, index > 0, !current.isEmpty, !(word.hasSuffix("ing") && word.count > 5), case let stem = Stemmer.stem(word),
               verbs.contains(stem) || (pointsNext && (ActionVerbs.all.contains(stem) || ActionVerbs.phrasal[word] != nil)),
               pointsNext || !model.parameterTitleStems.contains(stem) || model.titleStems.contains(stem) {
                let between = utterance[tokens[index - 1].range.upperBound..<tokens[index].range.lowerBound]
                if between.holds(",") || between.holds(";") {
                    clauses.append(current)
                    current = []
                }
            }
            if cut > 0, !current.isEmpty {
                clauses.append(current)
                current = []
                index += cut
                continue
            }
            current.append(tokens[index])
            index += 1
        }
        if !current.isEmpty { clauses.append(current) }
        // A clause of only the app's name and small words ("In Dinewell,") joins the next;
        // one of only a verb and "it" joins the one before.
        var merged: [(tokens: [Token], context: Int)] = []
        var carry: [Token] = []
        var doneWithIt = 0
        var scenes = 0
        for (position, clause) in clauses.enumerated() {
            let content = clause.filter { !$0.isStopWord && !namePrepositions.contains($0.text) && !model.nameWords.contains($0.text) }
            // A verb and "it" ("I bathed them both, log it") is what to do with the request before it,
            // and so is a verb and the app's name ("…? Check Choirloft").
            let onlyVerb = content.count(where: { !ActionVerbs.particles.contains($0.text) }) == 1
            let doIt = onlyVerb && clause.contains { Mentions.pointers.contains($0.text) || $0.text == "us" || $0.text == "me" }
            // (It only says where to look: its verb is no request.)
            if onlyVerb, !doIt, !merged.isEmpty, clause.contains(where: { model.nameWords.contains($0.text) }) { continue }
            // A statement with no verb of any action ("My back hurts, book me…")
            // says why, or what about, for the request after it.
            // ("Plan a warm-up evening…, and book…" asks for the plan: no scene.)
            // (So is one that tells what happened or is so, before an order that acts on "it": "That fire door
            // alert by the pool was only the cleaner, close it…"; its nouns are no verbs.)
            let tells = position + 1 < clauses.count && Self.tellsWhatIs(clause)
                && ActionVerbs.leading(clauses[position + 1], appVerbs: model.descriptionVerbs) != nil
                && clauses[position + 1].contains { Mentions.pointers.contains($0.text) || ["him", "her", "them"].contains($0.text) }
            let scene = content.count >= 2 && position + 1 < clauses.count
                && (tells || told.contains(position) || !Self.hasVerb(clause, verbs: verbs))
                && !(clause.first.map { multiStepWords.contains($0.text) } ?? false)
                && !ClauseReading.isQuestion(clause, text: "")
            if scene { scenes += 1 }
            if content.isEmpty || scene {
                carry += clause
            } else if doIt, !merged.isEmpty,
                      // ("Find me a wool coat, then reserve it": what was found is acted on by a request of its own.)
                      !(ActionVerbs.leading(merged[merged.count - 1].tokens).map(ActionVerbs.searchVerbs.contains) ?? false) {
                // "I'm not going to the lake picnic after all, cancel it": what was told is the scene, the verb the request.
                let told = merged[merged.count - 1]
                let statement = told.tokens.first.map { Self.subjects.contains($0.text) } ?? false
                    || ActionVerbs.leading(told.tokens, appVerbs: model.descriptionVerbs) == nil
                if told.context == 0, statement, !ClauseReading.isQuestion(told.tokens, text: "") {
                    merged[merged.count - 1].context = told.tokens.count + carry.count
                }
                merged[merged.count - 1].tokens += carry + clause
                carry = []
                doneWithIt += 1
            } else {
                merged.append((carry + clause, carry.count))
                carry = []
            }
        }
        if !carry.isEmpty {
            if merged.isEmpty { merged.append((carry, 0)) } else { merged[merged.count - 1].tokens += carry }
        }
        return merged.isEmpty ? ([(tokens, 0)], 1) : (merged, merged.count + doneWithIt + scenes)
    }

    /// "Find them a substitute", "find her a partner": a search verb with
    /// someone else and then a thing, which asks to get it for them, not to
    /// look it up. ("Find me a jersey in junior sizes" still looks one up.)
    static func getsSomeoneSomething(_ tokens: [Token]) -> Bool {
        guard let verb = tokens.firstIndex(where: { ActionVerbs.searchVerbs.contains($0.text) }), verb + 2 < tokens.count else { return false }
        return ["them", "him", "her"].contains(tokens[verb + 1].text) && ["a", "an", "another", "some"].contains(tokens[verb + 2].text)
    }

    /// Whether a clause has a verb of an action, or a verb and its particle ("fit in").
    static func hasVerb(_ clause: [Token], verbs: Set<String>) -> Bool {
        clause.indices.contains { position in
            let word = clause[position].text
            return verbs.contains(Stemmer.stem(word)) || (ActionVerbs.all.contains(word) && !ActionVerbs.notVerbs.contains(word))
                || (position + 1 < clause.count && ActionVerbs.phrasal[word]?[clause[position + 1].text] != nil)
        }
    }

    /// Subjects, with their verb, that start a clause after "and" ("…and I'll need…").
    static let clauseSubjects: Set<String> = ["i'm", "i'll", "i've", "i'd", "we're", "we'll", "we've", "we'd", "i", "we"]

    /// Whether a sentence starts at token `index`: after a full stop, question
    /// or exclamation mark, with a capital letter, and not after a title or an
    /// initial ("Dr. Okafor", "J. Smith").
    static func startsSentence(_ tokens: [Token], at index: Int, in utterance: String) -> Bool {
        guard index > 0, tokens[index].raw.first?.isUppercase == true else { return false }
        let previous = tokens[index - 1]
        let between = utterance[previous.range.upperBound..<tokens[index].range.lowerBound]
        guard between.holds(".") || between.holds("?") || between.holds("!") else { return false }
        return previous.raw.count > 1 && !abbreviations.contains(previous.text)
    }

    /// Whether the words from `index` on start with a request or a question:
    /// past fillers, the app's name and wishes ("In Dinewell, book…", "I'll
    /// collect…", "Can you…"), a verb of an intent, or a question word.
    static func asksSomething(_ tokens: [Token], from index: Int, model: AppModel) -> Bool {
        var position = index
        while position < tokens.count {
            let word = tokens[position].text
            if word == "can" || word == "could" || word == "would" { return true }
            guard PhrasePattern.fillers.contains(word) || namePrepositions.contains(word) || model.nameWords.contains(word)
                || ActionVerbs.wishes.contains(word) || ["i", "i'll", "we'll", "let's", "lets", "to"].contains(word) else { break }
            position += 1
        }
        guard position < tokens.count else { return false }
        // ("Pencil in a sunset paddle": a verb and its particle.)
        let phrasal = position + 1 < tokens.count && ActionVerbs.phrasal[tokens[position].text]?[tokens[position + 1].text] != nil
        return model.clauseVerbs.contains(Stemmer.stem(tokens[position].text)) || ClauseReading.questionWords.contains(tokens[position].text) || phrasal
    }

    /// Words that start a noun phrase: what follows a verb.
    /// Objects that stand for what a search finds.
    static let chosenObjects: Set<String> = ["whoever", "whoever's", "whichever", "whatever", "someone", "somebody", "them"]
    static let determiners: Set<String> = ["my", "his", "her", "their", "our", "your", "its", "the", "a", "an", "this", "that", "these", "those", "some", "all", "every"]

    /// Words written with a full stop that does not end a sentence.
    static let abbreviations: Set<String> = ["dr", "mr", "mrs", "ms", "mx", "prof", "st", "mt", "jr", "sr", "vs", "no", "approx", "ave", "rd", "ft", "lt", "sgt", "capt", "gen", "rev", "fr", "co", "inc", "ltd", "dept", "est", "etc"]

    /// "…, and add a note that I'd just walked up the stairs": a verb whose
    /// object is a note, a comment, a title… adds text to the request before
    /// it, not a request of its own.
    static func addsText(_ tokens: [Token], after verb: Int) -> Bool {
        var next = verb + 1
        while next < tokens.count, ["a", "an", "the", "this", "my"].contains(tokens[next].text) { next += 1 }
        guard next < tokens.count else { return false }
        let stem = Stemmer.stem(tokens[next].text)
        return ParameterFiller.bodyStems.contains(stem) || ParameterFiller.headingStems.contains(stem)
    }

    /// A statement of what is or happened: it starts with a subject or a
    /// determiner ("That alert…", "The pilot…", "We've…"), so no verb of an
    /// action starts it, and has a form of "be" or a verb in the past; or a
    /// name and what that person wants ("Ines wants a class again").
    static func tellsWhatIs(_ clause: [Token]) -> Bool {
        guard let first = clause.first else { return false }
        // ("Ines wants a swimming class again": a name, then what that person wants.)
        if first.raw.first?.isUppercase == true, !statementOpeners.contains(first.text), !subjects.contains(first.text),
           clause.dropFirst().prefix(3).contains(where: { wishingForms.contains($0.text) }) { return true }
        guard statementOpeners.contains(first.text) || subjects.contains(first.text) else { return false }
        return clause.contains { beingForms.contains($0.text) } || Tense.isPast(clause)
    }

    static let statementOpeners: Set<String> = ["that", "the", "this", "those", "these", "it", "it's", "there", "there's", "that's", "turns"]
    static let wishingForms: Set<String> = ["wants", "needs", "would", "fancies", "wishes"]
    static let beingForms: Set<String> = ["is", "was", "were", "are", "been", "'s", "isn't", "wasn't", "weren't", "aren't"]

    // MARK: Skills

    /// Words of a request with several steps, or a vague one that a skill
    /// guides ("what should we do…", "what are the options", "what did I
    /// get wrong").
    static let multiStepWords: Set<String> = ["plan", "organize", "organise", "arrange", "prepare", "coordinate", "help", "figure", "sort", "then", "whole", "everything",
                                              "should", "options", "wrong", "advice", "recommend", "suggest"]

    /// How many of `shared` are words said on their own, not two words joined ("parkready").
    static func singleWords(_ shared: Set<String>, of tokens: [Token]) -> Int {
        let said = Set(tokens.map { Stemmer.stem($0.text) })
        return shared.count { said.contains($0) }
    }

    /// The skills whose description fits a multi-step request.
    static func skills(_ tokens: [Token], appName: Range<Int>?, clauseCount: Int, model: AppModel) -> ([String], [JSONValue], [Int]) {
        let skills = model.app.skills
        guard !skills.isEmpty else { return ([], [], []) }
        let terms = Terms.of(tokens.enumerated().filter { appName?.contains($0.offset) != true }.map(\.element))
        let scores = model.skillIndex.scores(terms)
        // ("Set up a lake day with a picnic for the family": to organise one.)
        let setUp = tokens.indices.contains { tokens[$0].text == "set" && $0 + 1 < tokens.count && tokens[$0 + 1].text == "up" }
        let multiStep = tokens.contains { multiStepWords.contains($0.text) } || clauseCount > 1 || setUp
        var names: [String] = []
        var loaded: [JSONValue] = []
        var guiding: [Int] = []
        for (index, skill) in skills.enumerated() {
            let shared = model.skillTerms[index].intersection(terms)
            // (Or three words said on their own, not two joined: "our family wants canoes and a picnic by the lake".)
            // (Not a particle alone: "sort her out" is no "kit out a trip".)
            let fits = scores[index] >= 2.5 || (multiStep && !shared.isSubset(of: ActionVerbs.particles)) || Self.singleWords(shared, of: tokens) >= 3
            if fits {
                names.append(skill.name)
                loaded.append(.string("\(skill.name): shares \(shared.sorted().joined(separator: ", "))\(multiStep ? " in a multi-step request" : "")"))
                if scores[index] >= 2.5 || shared.count >= 2 { guiding.append(index) }
            }
        }
        return (names, loaded, guiding)
    }
}

/// One request of an utterance, read once (see `UtteranceReading`).
final class ClauseReading: Sendable {
    /// The request's text, and its tokens read on their own (positions from 0).
    let text: String
    let tokens: [Token]
    let appName: Range<Int>?
    /// Token positions of the app's name and its preposition.
    let reserved: TokenSet
    let mentions: Mentions
    /// What, when, which, any, do I, is there, or a question mark.
    let question: Bool
    /// "twice", "three times": how often to run the call.
    let repeats: Int
    /// The App Shortcut phrase it matches, if any.
    let phrase: (pattern: PhrasePattern, match: PhrasePattern.Match)?
    /// It has a word that marks a change to what was just asked.
    let changes: Bool
    /// It asks for the last call again with another value: "Same for the
    /// Rioja", "do that again for groceries", "what about Pine Lake?",
    /// "and in an SUV?".
    let repeatsLast: Bool
    /// It says so in words ("same", "again", "too", "what about…"), not only
    /// by starting with "and": what few words it has name the new value.
    let saysRepeat: Bool
    /// It goes on about what was just made: "And hold it for 25 minutes".
    let continuesWithIt: Bool
    /// How many of the first tokens only set the scene (see `UtteranceReading.split`).
    let context: Int
    /// The words that rank the intents, worked out when no phrase matches
    /// (see `ranking(model:)`).
    private let rankingInput = Once<RankingInput>()

    init(_ clauseTokens: [Token], context: Int, whole: Bool, utterance: String, appName wholeName: Range<Int>?, model: AppModel, clock: ZonedClock) {
        // Re-read the clause on its own, so token positions start at 0.
        let text = whole ? utterance : String(utterance[Self.quotesAround(clauseTokens.first!.range.lowerBound..<clauseTokens.last!.range.upperBound, in: utterance)])
        let tokens = whole ? clauseTokens : Tokenizer.tokens(text)
        let appName = whole ? wholeName : UtteranceReading.findAppName(tokens, model: model)
        self.text = text
        self.tokens = tokens
        self.appName = appName
        self.context = context
        reserved = UtteranceReading.reserved(tokens, appName: appName)
        var mentions = Mentions(tokens: tokens, text: text, model: model, clock: clock, reserved: reserved)
        mentions.scene = context
        self.mentions = mentions
        // What sets the scene says nothing of whether this is a question, or of its verb.
        let request = Array(tokens.dropFirst(context))
        question = (Self.isQuestion(request, text: text, appName: appName) && !Self.showsNamedRecord(request, mentions: mentions, model: model))
            || Self.plansByLookingUp(request, model: model) || (ActionVerbs.leading(request).map(ActionVerbs.searchVerbs.contains) == true && !UtteranceReading.getsSomeoneSomething(request))
        repeats = Self.repetitions(tokens)
        phrase = Self.phraseMatch(tokens, appName: appName, question: question, model: model, clock: clock)
        changes = tokens.contains(where: { Self.changeCues.contains($0.text) })
        let opening = tokens.prefix(2).map(\.text)
        // ("…, same time" keeps a value: it repeats nothing.)
        saysRepeat = tokens.contains { token in
            (token.text == "same" && !(token.index + 1 < tokens.count && Self.keptValues.contains(tokens[token.index + 1].text)))
                || token.text == "again" || token.text == "too"
        }
            || opening == ["what", "about"] || opening == ["how", "about"] || opening == ["do", "that"] || opening == ["do", "this"]
        repeatsLast = saysRepeat
            || (opening.first == "and" && !tokens.contains { ActionVerbs.all.contains($0.text) || model.clauseVerbs.contains(Stemmer.stem($0.text)) })
        continuesWithIt = tokens.first?.text == "and" && tokens.contains { $0.text == "it" }
    }

    /// Words after "same" that keep a value of the call being changed ("move it to Sunday, same time").
    static let keptValues: Set<String> = ["time", "day", "date", "hour", "slot", "place", "spot", "size", "amount", "price", "number", "length"]

    /// Verbs of titles that only bring something up on screen ("Open Instructor Profile").
    static let displayVerbs: Set<String> = ["open", "show", "view", "display"]

    /// "Show me Lena's classes": no question, when the app has an intent that
    /// opens or shows a record of the type the request names.
    static func showsNamedRecord(_ request: [Token], mentions: Mentions, model: AppModel) -> Bool {
        guard let first = request.first(where: { !PhrasePattern.fillers.contains($0.text) || $0.text == "me" }), first.text == "show",
              first.index + 1 < mentions.tokens.count, mentions.tokens[first.index + 1].text == "me" else { return false }
        // A record named, or by a capitalised word of its name ("Lena's" for Lena Voss).
        let capitalised = Set(mentions.tokens.dropFirst(first.index + 2).filter { $0.raw.first?.isUppercase == true }.map { Stemmer.stem($0.text) })
        return model.intents.contains { intent in
            !intent.isLookup && !intent.intent.destructive && intent.titleFirstWord.map(displayVerbs.contains) == true
                && intent.entityParameterTypes.contains { type in
                    mentions.records.contains { $0.record.entity == type }
                        || model.records(of: type).contains { record in record.nameStems.contains(where: capitalised.contains) }
                }
        }
    }

    /// `range` widened over a quotation mark just before or after it, so a
    /// clause that starts or ends with quoted words keeps its quotes.
    static func quotesAround(_ range: Range<String.Index>, in text: String) -> Range<String.Index> {
        var lower = range.lowerBound
        var upper = range.upperBound
        if lower > text.startIndex, Mentions.hasQuoteMark(String(text[text.index(before: lower)])) { lower = text.index(before: lower) }
        if upper < text.endIndex, Mentions.hasQuoteMark(String(text[upper])) { upper = text.index(after: upper) }
        return lower..<upper
    }

    /// The words that rank the intents.
    func ranking(model: AppModel) -> RankingInput {
        rankingInput.get { RankingInput(tokens, context: context, mentions: mentions, question: question, reserved: reserved, model: model) }
    }

    /// "twice" → 2, "three times" → 3 (at most 10); otherwise 1.
    static func repetitions(_ tokens: [Token]) -> Int {
        if tokens.contains(where: { $0.text == "twice" }) { return 2 }
        if tokens.contains(where: { $0.text == "thrice" }) { return 3 }
        for (index, token) in tokens.enumerated() where token.text == "times" && index > 0 {
            if let count = NumberParser.numbers(in: Array(tokens[(index - 1)..<index])).first?.value, count >= 1, count <= 10 {
                return Int(count)
            }
        }
        return 1
    }

    /// Words that mark a change to what was just asked.
    static let changeCues: Set<String> = ["actually", "instead", "rather", "change", "make", "switch", "move"]

    /// "Plan my stops for a road trip…": a plan of something no action
    /// of the app makes starts by looking things up (like a question); "plan a
    /// dinner party" is the action that makes parties.
    static func plansByLookingUp(_ tokens: [Token], model: AppModel) -> Bool {
        guard let first = tokens.first, first.text == "plan", !model.clauseVerbs.contains("plan") else { return false }
        var phrase = tokens.dropFirst().drop { $0.isStopWord }
        if let end = phrase.firstIndex(where: { $0.isStopWord }) { phrase = phrase[..<end] }
        guard let head = phrase.last.map({ Stemmer.stem($0.text) }) else { return false }
        return !model.intents.contains { !$0.isLookup && $0.objectTerms.contains(head) }
    }

    /// Verbs after "can I" that ask to be given or to do something, not whether one may.
    static let askingVerbs: Set<String> = [
        "get", "have", "order", "book", "reserve", "grab", "sit", "swap", "switch", "move", "join", "add", "sign", "put", "renew", "extend",
        "do", "make", "squeeze", "fit", "hire", "rent", "borrow", "push", "postpone", "reschedule", "delay", "bring", "change",
    ]

    /// Who "have" puts to work in an order ("have them leave it at the door").
    static let causativeObjects: Set<String> = ["them", "him", "her", "someone", "somebody", "it"]
    /// Who a question with "have" asks about ("Have I paid…?", "have we got…?").
    static let questionSubjects: Set<String> = ["i", "we", "you", "they", "he", "she", "there", "any", "my", "our"]

    static let questionWords: Set<String> = [
        "what", "what's", "whats", "when", "when's", "where", "where's", "which", "who", "who's", "whose", "how", "how's",
        "is", "are", "was", "were", "do", "does", "did", "any", "anything", "have", "has", "am", "can", "could",
    ]

    /// What, when, which, any, do I, is there, or a question mark.
    static func isQuestion(_ tokens: [Token], text: String, appName: Range<Int>? = nil) -> Bool {
        // "Can you rush my shirts?", "…, can Kerbly book that?", "can someone
        // come…": asking Siri, the app or someone to act, question mark or not
        // ("can you tell me…" still asks; "can I transfer…?" asks whether one may).
        for (position, token) in tokens.enumerated() where ["can", "could", "would", "will"].contains(token.text) && (position == 0 || token.text == "can" || token.text == "could") {
            guard position + 2 < tokens.count else { break }
            // ("Which venues can you reach only by boat?": a question of what one can do.)
            if tokens[..<position].contains(where: { ["which", "what", "where", "when", "how", "who", "whose"].contains($0.text) }) { continue }
            let subject = tokens[position + 1]
            // "can my claims handler text me…": someone of mine asked to act for me.
            if ["my", "our"].contains(subject.text),
               tokens[(position + 2)...].prefix(5).contains(where: { $0.text == "me" || $0.text == "us" }) { return false }
            // "Can Ines take this one?": a person asked to act, like "can someone…".
            let named = position == 0 && subject.raw.first?.isUppercase == true && subject.text != "i" && position + 2 < tokens.count && !tokens[position + 2].isStopWord
            // "Can I get two extra chairs?", "could we have the corner table?": asking for something.
            if ["i", "we"].contains(subject.text), Self.askingVerbs.contains(tokens[position + 2].text) { return false }
            guard ["you", "someone", "somebody", "anyone"].contains(subject.text) || appName?.contains(subject.index) == true || named,
                  let verb = tokens[(position + 2)...].first(where: { appName?.contains($0.index) != true }) else { continue }
            if !["tell", "show"].contains(verb.text) { return false }
        }
        if text.unicodeScalars.last(where: { !$0.properties.isWhitespace }) == "?" { return true }

        guard let first = tokens.first(where: { !PhrasePattern.fillers.contains($0.text) || $0.text == "can" || $0.text == "could" }) else { return false }
        // "Tell me …", "show me …": asking to be told.
        if ["tell", "show"].contains(first.text), let next = tokens.first(where: { $0.index > first.index }), next.text == "me" { return true }
        if first.text == "can" || first.text == "could" {
            // "Can you book…" asks for an action; "can I see…" too: only "can I/we" + lookups are questions.
            return false
        }
        // "Have Dinewell book…": an order given to the app; "have them leave it…" to someone else.
        if let appName, appName.lowerBound == first.index + 1 { return false }
        // ("Have I…?", "have you…?" ask; "have Lip Trills queued" has it done.)
        if first.text == "have", let next = tokens.first(where: { $0.index > first.index }),
           causativeObjects.contains(next.text) || !questionSubjects.contains(next.text) { return false }
        // "Do the same for…", "do that again": an order.
        if first.text == "do", let next = tokens.first(where: { $0.index > first.index }), ["the", "that", "it", "this", "same"].contains(next.text) { return false }
        // "…what should we do? Tarnwick": a question mark before the app's name only.
        if let appName, let mark = text.lastIndex(of: "?") {
            let after = Tokenizer.tokens(String(text[text.index(after: mark)...])).count
            if after > 0, after <= tokens.count, tokens.suffix(after).allSatisfy({ appName.contains($0.index) }) { return true }
        }
        return questionWords.contains(first.text)
    }

    static func phraseMatch(_ tokens: [Token], appName: Range<Int>?, question: Bool, model: AppModel, clock: ZonedClock) -> (PhrasePattern, PhrasePattern.Match)? {
        var best: (PhrasePattern, PhrasePattern.Match)?
        for pattern in model.phrases {
            if question, !model.intents[pattern.intent].isLookup { continue }
            guard let match = pattern.match(tokens, appName: appName, appAddressed: true),
                  slotsHoldValues(match, intent: model.intents[pattern.intent].intent, tokens: tokens, model: model, clock: clock) else { continue }
            if match.exact { return (pattern, match) }
            if best == nil { best = (pattern, match) }
        }
        return best
    }

    /// A phrase matches only when each parameter slot holds a value and little
    /// else: "Book ${restaurant}" is not "Book a table for four at Luca".
    static func slotsHoldValues(_ match: PhrasePattern.Match, intent: Intent, tokens: [Token], model: AppModel, clock: ZonedClock) -> Bool {
        for (name, range) in match.slots {
            guard let parameter = intent.parameter(named: name) else { return false }
            let slotTokens = Array(tokens[range])
            let content = slotTokens.filter { !$0.isStopWord }
            var covered = 0
            switch parameter.type.unwrapped {
            case .string, .url, .array(.string):
                continue
            case .entity(let type), .array(.entity(let type)):
                if slotTokens.contains(where: { Mentions.pointers.contains($0.text) }) { continue }
                var matcher = Fuzzy.Matcher(tokens: slotTokens)
                for record in model.records where record.entity == type {
                    for phrase in record.namePhrases {
                        if let found = matcher.match(phrase) { covered = max(covered, found.range.count) }
                    }
                }
            case .enumeration(let type):
                var matcher = Fuzzy.Matcher(tokens: slotTokens)
                for phrase in model.casePhrases(of: type) {
                    if let found = matcher.match(phrase) { covered = max(covered, found.range.count) }
                }
            case .int, .double:
                covered = NumberParser.numbers(in: Tokenizer.tokens(slotTokens.map(\.raw).joined(separator: " "))).map(\.range.count).max() ?? 0
            case .date:
                covered = DateParser(clock: clock).dates(in: Tokenizer.tokens(slotTokens.map(\.raw).joined(separator: " "))).map(\.range.count).max() ?? 0
            default:
                covered = slotTokens.count
            }
            if covered == 0 || content.count > covered + 1 { return false }
        }
        return true
    }
}

/// The words of a request that rank the intents: its query terms less a
/// general leading verb, the leading action verb and its synonyms, and the
/// BM25 relevance they give every intent.
struct RankingInput: Sendable {
    let terms: [String]
    let verb: String?
    let synonyms: Set<String>
    /// The synonyms that are only verbs (`ActionVerbs.verbOnly`).
    let kindWords: Set<String>
    let relevance: RelevanceIndex.Ranking
    /// No word and no value to rank by.
    let isEmpty: Bool

    /// `reserved`: the app's name and its preposition ("In Hollowmere, get…"), no words of the request's.
    init(_ tokens: [Token], context: Int, mentions: Mentions, question: Bool, reserved: TokenSet = TokenSet(), model: AppModel) {
        var terms = mentions.queryTerms ?? TurnInterpreter.queryTerms(tokens, mentions: mentions)
        let request = tokens.dropFirst(context).filter { !reserved.contains($0.index) }
        // A scene of its own sentence ("Saturday is our last night and the warden wants the pitch clear.
        // Fit in a paddle…") says when or why; a request of two words or more says which action by its own words.
        if context > 0, request.count(where: { !$0.isStopWord }) >= 2,
           let end = tokens.indices.first(where: { $0 >= context && $0 > 0 }), mentions.sentenceStarts.contains(end) {
            let own = Set(request.flatMap { Terms.of($0.text) })
            let scene = Set(tokens.prefix(context).flatMap { Terms.of($0.text) }).subtracting(own)
            terms.removeAll { scene.contains($0) }
        }
        // A general verb ("get me a ride", "…, get the marina ready") says nothing about which intent.
        if let first = request.first(where: { !PhrasePattern.fillers.contains($0.text) }), ActionVerbs.weak.contains(Stemmer.stem(first.text)) {
            let stem = Stemmer.stem(first.text)
            if let position = terms.firstIndex(of: stem) { terms.remove(at: position) }
        }
        if let after = request.firstIndex(where: { $0.afterPause }), ActionVerbs.weak.contains(Stemmer.stem(request[after].text)),
           let position = terms.firstIndex(of: Stemmer.stem(request[after].text)) {
            terms.remove(at: position)
        }
        // (A question has no verb to rank by, but "look for…" keeps its own.)
        var leading = ActionVerbs.leading(Array(request), appVerbs: model.descriptionVerbs, nounVerbs: model.nounVerbs, titleVerbs: model.titleVerbs)
        // ("The wind got up overnight, I need the dome pegged down": what is told first, then
        // the request after a pause, by the speaker.)
        if leading == nil, !question {
            let words = Array(request)
            // ("The cord on this radio is worn, could you have it repaired?": a request put to Siri, after a pause.)
            for start in words.indices.dropFirst() where words[start].afterPause && (ActionVerbs.speakers.contains(words[start].text)
                || (["can", "could", "would", "will"].contains(words[start].text) && start + 1 < words.count && words[start + 1].text == "you")) {
                if let later = ActionVerbs.leading(Array(words[start...]), appVerbs: model.descriptionVerbs, nounVerbs: model.nounVerbs, titleVerbs: model.titleVerbs) {
                    leading = later
                    break
                }
            }
        }
        // "Put me down for…" means signing up: "put" is no word of the request's own.
        if let leading, let said = request.first(where: { !PhrasePattern.fillers.contains($0.text) && $0.text != "i" }).map({ Stemmer.stem($0.text) }),
           said != leading, ActionVerbs.phrasal[said] != nil || ActionVerbs.lightVerbs.contains(said) || said == "keep" || said == "take",
           let position = terms.firstIndex(of: said) {
            terms.remove(at: position)
        }
        let verb = question && !(leading.map(ActionVerbs.searchVerbs.contains) ?? false) ? nil : leading
        var synonyms = Set<String>()
        var setUp = false
        if let verb {
            synonyms = ActionVerbs.synonyms(of: verb)
            // "Set up a dinner party": to make or arrange one, not to change a setting.
            if verb == "set", let position = request.first(where: { Stemmer.stem($0.text) == verb })?.index, ActionVerbs.hasParticle(tokens, after: position, "up") {
                synonyms = ActionVerbs.synonyms(of: "create").union(["book", "schedule", "reserve", "arrange", "plan"])
                setUp = true
            }
            // "Check me in" asks for the app's "Check In", not for any synonym of "check".
            if !model.phrasalVerbs.isEmpty,
               let position = tokens.firstIndex(where: { Stemmer.stem($0.text) == verb }),
               model.phrasalVerbs.contains(where: { $0[0] == verb && ActionVerbs.hasParticle(tokens, after: position, $0[1]) }) {
                synonyms = [verb]
            }
            // "Take Maggie out of the tree": to withdraw her, or to remove her.
            if verb == "withdraw", request.contains(where: { $0.text == "take" }) { synonyms.insert("remove") }
            terms.removeAll { synonyms.contains($0) }
        }
        // "Book an inspecton": a word of the intents misspelt by a letter.
        for token in request where !token.isStopWord && !token.isNumeric && !token.isCalendarWord && !token.isDateWord {
            for meant in model.intentWords(misspeltAs: token.text) where !terms.contains(meant) { terms.append(meant) }
        }
        self.terms = terms
        // ("set up" is no Set action: it makes or books.)
        self.verb = setUp ? "create" : verb
        self.synonyms = synonyms
        kindWords = synonyms.filter(ActionVerbs.verbOnly.contains)
        isEmpty = terms.isEmpty && synonyms.isEmpty && !mentions.hasValues
        relevance = isEmpty ? RelevanceIndex.Ranking(scores: [], evidence: [], matched: []) : model.intentIndex.ranking(terms, anyOf: synonyms, related: Thesaurus.related, relatedWeight: Thesaurus.weight)
    }
}

/// Answers read from one utterance, by the question's words.
private final class AnswerMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var mentions: [ExactText: Mentions] = [:]

    func get(_ key: ExactText) -> Mentions? { lock.withLock { mentions[key] } }
    func set(_ key: ExactText, _ value: Mentions) { lock.withLock { mentions[key] = value } }
}
