import AppDefinitions
import Dates
import JSON
import Scenarios
import Transcripts
import Foundation
import Utterances

/// Decides what Siri does with one utterance of a conversation, from the
/// app definition, the context and what was said before, and explains each
/// decision in a trace. The steps, in order:
///
/// 1. Which app: named (or a synonym), in the foreground, showing a Live
///    Activity, named earlier in the conversation, or one of its indexed
///    records named. Otherwise nothing runs.
/// 2. A call waiting for a value or a confirmation takes this turn first.
/// 3. Each clause ("find a table and then book it") is one request: an App
///    Shortcut phrase, else the most relevant intent (BM25 over titles,
///    descriptions, parameters and value names) above a threshold, else a
///    follow-up of the last call ("make it six"). A question only looks
///    things up: it never runs an intent with side effects.
/// 4. The intent's parameters are filled from the clause; a missing one is
///    asked for (`needsInput`), a destructive or confirmation-needing intent
///    is asked about (`awaitingConfirmation`), a locked device stops an
///    intent that needs authentication.
/// 5. Questions search the app's records and answer from their properties;
///    skills whose description fits a multi-step request are loaded.
struct TurnInterpreter {
    let model: AppModel
    let context: ScenarioContext
    var conversation: Conversation
    let utterance: String
    private(set) var turn: TranscriptTurn
    private var trace = JSONObject()
    private var requestTraces: [JSONValue] = []
    private var responses: [String] = []
    /// Where the whole utterance names the app, found once.
    private var utteranceAppName: Range<Int>?

    /// Below this evidence an intent is not chosen: Siri abstains rather than
    /// guesses. A word of the title (3) is enough; description words alone
    /// need three.
    static let minimumEvidence = 3.0

    init(model: AppModel, context: ScenarioContext, conversation: Conversation, utterance: String) {
        self.model = model
        self.context = context
        self.conversation = conversation
        self.utterance = utterance
        turn = TranscriptTurn(utterance: utterance)
    }

    var app: AppDefinition { model.app }

    mutating func interpret() -> (TranscriptTurn, Conversation) {
        let tokens = Tokenizer.tokens(utterance)
        let appName = findAppName(tokens)
        utteranceAppName = appName
        guard let addressedBy = addressed(tokens, appName: appName) else {
            trace["app"] = "not addressed: the utterance does not name \(app.name), which is not in the foreground, shows no Live Activity and was not named before"
            respond("I'm not sure which app you mean. Say the app's name, for example \"… in \(app.name)\".")
            return finish()
        }
        trace["app"] = .string(addressedBy)
        conversation.appAddressed = true

        if let pending = conversation.pending {
            conversation.pending = nil
            if continuePending(pending, tokens: tokens) { return finish() }
        }
        let clauses = split(tokens)
        loadSkills(tokens, appName: appName, clauseCount: clauses.count)
        for clause in clauses {
            handle(clause, whole: clauses.count == 1)
        }
        return finish()
    }

    private mutating func finish() -> (TranscriptTurn, Conversation) {
        if !requestTraces.isEmpty { trace["requests"] = .array(requestTraces) }
        turn.response = responses.isEmpty ? nil : responses.joined(separator: " ")
        trace["summary"] = .string(summary())
        turn.trace = .object(trace)
        // No measured latency: transcripts must be the same, byte for byte, on every run.
        turn.latencyMs = 0
        return (turn, conversation)
    }

    private func summary() -> String {
        var parts: [String] = []
        for invocation in turn.invocations {
            parts.append("\(invocation.intent) [\(invocation.outcome.rawValue)]")
        }
        if !turn.found.isEmpty { parts.append("found \(turn.found.count)") }
        if !turn.skills.isEmpty { parts.append("loaded \(turn.skills.joined(separator: ", "))") }
        if parts.isEmpty { parts.append("no action") }
        return parts.joined(separator: "; ")
    }

    private mutating func respond(_ text: String) {
        responses.append(text)
    }

    // MARK: 1. The app

    /// The token range of the app's name or a synonym, best match first.
    func findAppName(_ tokens: [Token]) -> Range<Int>? {
        // Most utterances do not hold any word of the app's name.
        guard tokens.contains(where: { token in model.nameWords.contains(token.text) || model.nameWords.contains { $0.first == token.text.first && Fuzzy.similar($0, token.text) } }) else { return nil }
        var best: (range: Range<Int>, score: Double)?
        for name in model.names {
            guard let match = Fuzzy.phraseMatch(phrase: name, in: tokens) else { continue }
            let score = match.score * Double(name.count)
            if score > (best?.score ?? 0) { best = (match.range, score) }
        }
        return best?.range
    }

    private func addressed(_ tokens: [Token], appName: Range<Int>?) -> String? {
        if let appName { return "named: '\(tokens[appName].map(\.raw).joined(separator: " "))'" }
        if context.foreground { return "in the foreground" }
        if let activity = context.liveActivity { return "Live Activity showing \(activity.entity) '\(activity.id)'" }
        if conversation.appAddressed { return "named earlier in the conversation" }
        // An indexed record named: Siri finds it in Spotlight, and with it the app.
        for record in model.records where !record.record.hideInSpotlight && model.entity(named: record.entity)?.indexed == true {
            for name in record.names where name.count > 1 || !Stemmer.stopWords.contains(name[0]) {
                if let match = Fuzzy.phraseMatch(phrase: name, in: tokens), match.score >= 0.99 {
                    return "its indexed \(record.entity) '\(record.record.title)' was named"
                }
            }
        }
        return nil
    }

    /// Token positions of the app's name and the preposition before it.
    static let namePrepositions: Set<String> = ["in", "on", "with", "using", "via", "through", "from", "to"]

    private func reserved(_ tokens: [Token], appName: Range<Int>?) -> Set<Int> {
        guard let appName else { return [] }
        var positions = Set(appName)
        if appName.lowerBound > 0, Self.namePrepositions.contains(tokens[appName.lowerBound - 1].text) {
            positions.insert(appName.lowerBound - 1)
        }
        return positions
    }

    // MARK: 2. A call waiting for this turn

    static let cancelWords: Set<String> = ["cancel", "nevermind", "forget", "stop"]

    /// True when the turn was spent on the pending call.
    private mutating func continuePending(_ pending: PendingCall, tokens: [Token]) -> Bool {
        let intent = app.intents[pending.intent]
        var request = RequestTrace(clause: utterance)
        request.intent = intent.identifier
        switch pending.waiting {
        case .confirmation:
            switch BooleanParser.answer(tokens) {
            case true?:
                request.how = "confirmed"
                run(pending.intent, arguments: pending.arguments, onScreen: pending.onScreen, confirmed: true, request: &request)
            case false?:
                request.how = "declined"
                request.outcome = "not run: the person said no"
                respond("OK, I won't \(Self.lowercasedTitle(intent)).")
            case nil:
                requestTraces.append(request.json)
                return false
            }
        case .value(let name):
            if tokens.count <= 3, tokens.contains(where: { Self.cancelWords.contains($0.text) }) || tokens.first?.text == "never" {
                request.how = "cancelled while asking for '\(name)'"
                respond("OK.")
                requestTraces.append(request.json)
                return true
            }
            guard let parameter = intent.parameter(named: name) else { return false }
            var filler = ParameterFiller(
                model: model, context: context, conversation: conversation,
                mentions: Mentions(
                    tokens: tokens, model: model, clock: context.clock, reserved: reserved(tokens, appName: utteranceAppName),
                    hint: intent.title + " " + parameter.title
                ),
                slots: [:]
            )
            var filled = filler.fill(intent, keeping: pending.arguments)
            if filled.missing?.parameter.name == name, filled.missing?.reason != nil {
                // An answer out of range: ask again, saying why.
                request.how = "answer for '\(name)' out of range"
                request.parameters = filled.sources
                complete(pending.intent, filled: filled, onScreen: pending.onScreen, request: &request)
                requestTraces.append(request.json)
                return true
            }
            if filled.arguments[name] == nil || filled.sources[name] == "kept from the earlier request" {
                // The whole answer is the value of a text parameter.
                if parameter.type.unwrapped == ValueType.string, !tokens.isEmpty {
                    filled.arguments[name] = .string(Self.answerText(tokens))
                    filled.sources[name] = "the whole answer"
                    if filled.missing?.parameter.name == name { filled.missing = nil }
                    filled.missing = filled.missing ?? firstMissing(intent, filled.arguments)
                } else {
                    // Not an answer: treat the turn as a new request.
                    requestTraces.append(request.json)
                    return false
                }
            }
            request.how = "answer for '\(name)'"
            request.parameters = filled.sources
            complete(pending.intent, filled: filled, onScreen: pending.onScreen + filled.onScreen, request: &request)
        }
        requestTraces.append(request.json)
        return true
    }

    /// Words people put before an answer ("it's", "call it", "the").
    static let answerFillers: Set<String> = ["it's", "its", "it", "is", "call", "make", "the", "just", "um", "uh", "say", "to"]

    static func answerText(_ tokens: [Token]) -> String {
        var start = 0
        while start < tokens.count - 1, answerFillers.contains(tokens[start].text) { start += 1 }
        return tokens[start...].map(\.raw).joined(separator: " ")
    }

    private func firstMissing(_ intent: Intent, _ arguments: JSONObject) -> (parameter: Parameter, reason: String?)? {
        intent.parameters.first { $0.isRequired && arguments[$0.name] == nil }.map { ($0, nil) }
    }

    // MARK: 3. Requests

    /// Words that join two requests in one utterance.
    private func split(_ tokens: [Token]) -> [[Token]] {
        let verbs = model.clauseVerbs
        var clauses: [[Token]] = []
        var current: [Token] = []
        var index = 0
        while index < tokens.count {
            let word = tokens[index].text
            let next = index + 1 < tokens.count ? tokens[index + 1].text : ""
            var cut = 0
            if word == "then" { cut = 1 }
            if word == "and", next == "then" || next == "also" { cut = 2 }
            if word == "and", verbs.contains(Stemmer.stem(next)), !current.isEmpty { cut = 1 }
            // ", book it": a comma before the first word of an intent's title.
            if cut == 0, index > 0, !current.isEmpty, verbs.contains(Stemmer.stem(word)) {
                let between = utterance[tokens[index - 1].range.upperBound..<tokens[index].range.lowerBound]
                if between.contains(",") || between.contains(";") {
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
        // A clause of only the app's name and small words ("In Dinewell,") joins the next.
        var merged: [[Token]] = []
        var carry: [Token] = []
        for clause in clauses {
            let content = clause.filter { !Stemmer.stopWords.contains($0.text) && !Self.namePrepositions.contains($0.text) }
            let onlyName = content.allSatisfy { token in model.names.contains { $0.contains(token.text) } }
            if onlyName { carry += clause } else { merged.append(carry + clause); carry = [] }
        }
        if !carry.isEmpty {
            if merged.isEmpty { merged.append(carry) } else { merged[merged.count - 1] += carry }
        }
        return merged.isEmpty ? [tokens] : merged
    }

    private mutating func handle(_ clauseTokens: [Token], whole: Bool) {
        // Re-read the clause on its own, so token positions start at 0.
        let text = whole ? utterance : String(utterance[clauseTokens.first!.range.lowerBound..<clauseTokens.last!.range.upperBound])
        let tokens = whole ? clauseTokens : Tokenizer.tokens(text)
        let appName = whole ? utteranceAppName : findAppName(tokens)
        let reserved = reserved(tokens, appName: appName)
        let mentions = Mentions(tokens: tokens, model: model, clock: context.clock, reserved: reserved)
        let question = Self.isQuestion(tokens, text: text)
        var request = RequestTrace(clause: text)
        request.repeats = Self.repetitions(tokens)
        if question { request.notes.append("a question: only lookups may run") }

        // An App Shortcut phrase.
        if let (pattern, match) = phraseMatch(tokens, appName: appName, question: question) {
            request.intent = app.intents[pattern.intent].identifier
            request.how = "\(match.exact ? "phrase" : "approximate phrase") '\(pattern.source)'"
            start(pattern.intent, mentions: mentions, slots: match.slots, request: &request)
            requestTraces.append(request.json)
            return
        }

        // "Actually, …", "…instead": a change to the last call comes first.
        if !question, conversation.lastCall != nil || context.liveActivity != nil, tokens.contains(where: { Self.changeCues.contains($0.text) }),
           followUp(conversation.lastCall, tokens: tokens, mentions: mentions, request: &request) {
            requestTraces.append(request.json)
            return
        }

        // The most relevant intent.
        let ranking = rank(tokens, mentions: mentions, question: question)
        request.scores = ranking.prefix(3).map { (app.intents[$0.intent].identifier, $0.score) }
        let best = ranking.first { $0.evidence >= Self.minimumEvidence }
        // An intent Siri cannot run (not a tool) fits better: the app does that itself.
        if !question, model.chosenByMeaning.count < app.intents.count,
           let other = rank(tokens, mentions: mentions, question: false, everyIntent: true).first,
           !model.chosenByMeaning.contains(other.intent), other.evidence >= Self.minimumEvidence,
           other.score > (best?.score ?? 0) {
            let intent = app.intents[other.intent]
            request.intent = intent.identifier
            request.outcome = "not run: \(intent.identifier) fits best (evidence \(Self.rounded(other.evidence))) but is not a tool Siri can call"
            findEntities(tokens, mentions: mentions, request: &request, answer: false)
            respond("You can \(Self.lowercasedTitle(intent)) in the \(app.name) app.")
            requestTraces.append(request.json)
            return
        }
        if let best {
            request.intent = app.intents[best.intent].identifier
            request.how = "relevance \(Self.rounded(best.score)), evidence \(Self.rounded(best.evidence)) (words: \(best.words.joined(separator: ", ")); \(best.fits) parameter\(best.fits == 1 ? "" : "s") given)"
            start(best.intent, mentions: mentions, slots: [:], request: &request)
            if question { findEntities(tokens, mentions: mentions, request: &request, answer: true) }
            requestTraces.append(request.json)
            return
        }
        let evidence = ranking.first?.evidence ?? 0

        // A record named in a statement: the one tool that takes its type ("It's movie time").
        if !question, let named = mentions.records.first {
            let takers = model.chosenByMeaning.filter { index in
                let intent = app.intents[index]
                return !intent.destructive && !intent.needsConfirmation
                    && intent.parameters.contains { $0.isRequired && $0.type.unwrapped == .entity(named.record.entity) }
            }
            if takers.count == 1 {
                request.intent = app.intents[takers[0]].identifier
                request.how = "the only tool that takes \(named.record.entity), which the request names"
                start(takers[0], mentions: mentions, slots: [:], request: &request)
                requestTraces.append(request.json)
                return
            }
        }

        // A follow-up of the last call ("make it six", "actually, Friday").
        if !question, conversation.lastCall != nil || context.liveActivity != nil, followUp(conversation.lastCall, tokens: tokens, mentions: mentions, request: &request) {
            requestTraces.append(request.json)
            return
        }

        // A question about the app's content.
        if question || !mentions.records.isEmpty, findEntities(tokens, mentions: mentions, request: &request, answer: true) {
            requestTraces.append(request.json)
            return
        }

        request.outcome = "abstained: no intent is relevant enough (evidence \(Self.rounded(evidence)), needs \(Self.minimumEvidence))"
        respond("Sorry, I can't help with that in \(app.name).")
        requestTraces.append(request.json)
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

    static let questionWords: Set<String> = [
        "what", "what's", "whats", "when", "when's", "where", "where's", "which", "who", "who's", "whose", "how", "how's",
        "is", "are", "was", "were", "do", "does", "did", "any", "anything", "have", "has", "am", "can", "could",
    ]

    /// What, when, which, any, do I, is there, or a question mark.
    static func isQuestion(_ tokens: [Token], text: String) -> Bool {
        if text.unicodeScalars.last(where: { !$0.properties.isWhitespace }) == "?" { return true }
        guard let first = tokens.first(where: { !PhrasePattern.fillers.contains($0.text) || $0.text == "can" || $0.text == "could" }) else { return false }
        // "Tell me …", "show me …": asking to be told.
        if ["tell", "show"].contains(first.text), let next = tokens.first(where: { $0.index > first.index }), next.text == "me" { return true }
        if first.text == "can" || first.text == "could" {
            // "Can you book…" asks for an action; "can I see…" too: only "can I/we" + lookups are questions.
            return false
        }
        return questionWords.contains(first.text)
    }

    private func phraseMatch(_ tokens: [Token], appName: Range<Int>?, question: Bool) -> (PhrasePattern, PhrasePattern.Match)? {
        var best: (PhrasePattern, PhrasePattern.Match)?
        for pattern in model.phrases {
            if question, !model.intents[pattern.intent].isLookup { continue }
            guard let match = pattern.match(tokens, appName: appName, appAddressed: true),
                  slotsHoldValues(match, intent: app.intents[pattern.intent], tokens: tokens) else { continue }
            if match.exact { return (pattern, match) }
            if best == nil { best = (pattern, match) }
        }
        return best
    }

    /// A phrase matches only when each parameter slot holds a value and little
    /// else: "Book ${restaurant}" is not "Book a table for four at Luca".
    private func slotsHoldValues(_ match: PhrasePattern.Match, intent: Intent, tokens: [Token]) -> Bool {
        for (name, range) in match.slots {
            guard let parameter = intent.parameter(named: name) else { return false }
            let slotTokens = Array(tokens[range])
            let content = slotTokens.filter { !Stemmer.stopWords.contains($0.text) }
            var covered = 0
            switch parameter.type.unwrapped {
            case .string, .url, .array(.string):
                continue
            case .entity(let type), .array(.entity(let type)):
                if slotTokens.contains(where: { Mentions.pointers.contains($0.text) }) { continue }
                for record in model.records where record.entity == type {
                    for name in record.names {
                        if let found = Fuzzy.phraseMatch(phrase: name, in: slotTokens) { covered = max(covered, found.range.count) }
                    }
                }
            case .enumeration(let type):
                for item in app.enumeration(named: type)?.cases ?? [] {
                    for word in [item.title] + item.synonyms {
                        if let found = Fuzzy.phraseMatch(word, in: slotTokens) { covered = max(covered, found.range.count) }
                    }
                }
            case .int, .double:
                covered = NumberParser.numbers(in: Tokenizer.tokens(slotTokens.map(\.raw).joined(separator: " "))).map(\.range.count).max() ?? 0
            case .date:
                covered = DateParser(clock: context.clock).dates(in: Tokenizer.tokens(slotTokens.map(\.raw).joined(separator: " "))).map(\.range.count).max() ?? 0
            default:
                covered = slotTokens.count
            }
            if covered == 0 || content.count > covered + 1 { return false }
        }
        return true
    }

    /// The words of the clause that say what to do: not the app's name, not
    /// the numbers and dates (they are values).
    private func queryTerms(_ tokens: [Token], mentions: Mentions) -> [String] {
        if tokens.count == mentions.tokens.count, let cached = mentions.queryTerms { return cached }
        return computeQueryTerms(tokens, mentions: mentions)
    }

    static func queryTerms(_ tokens: [Token], mentions: Mentions) -> [String] {
        var skip = mentions.used
        for number in mentions.numbers { skip.formUnion(number.range) }
        for date in mentions.dates { skip.formUnion(date.range) }
        for duration in mentions.durations { skip.formUnion(duration.range) }
        return Terms.of(tokens.filter { !skip.contains($0.index) })
    }

    private func computeQueryTerms(_ tokens: [Token], mentions: Mentions) -> [String] {
        Self.queryTerms(tokens, mentions: mentions)
    }

    /// A candidate intent with its relevance score and its evidence.
    struct Ranked {
        var intent: Int
        var score: Double
        var evidence: Double
        var words: [String]
        var fits: Int
    }

    /// Ranks the intents Siri may choose by meaning (all intents with
    /// `everyIntent`): BM25 over the clause's words, with the leading verb's
    /// synonyms, plus how many parameters the clause gives values for. An
    /// intent whose title starts with a different action verb than the
    /// request's is left out ("reset" is not "increase").
    private func rank(_ tokens: [Token], mentions: Mentions, question: Bool, everyIntent: Bool = false) -> [Ranked] {
        var terms = queryTerms(tokens, mentions: mentions)
        // A general leading verb ("get me a ride") says nothing about which intent.
        if let first = tokens.first(where: { !PhrasePattern.fillers.contains($0.text) }), ActionVerbs.weak.contains(Stemmer.stem(first.text)) {
            let stem = Stemmer.stem(first.text)
            if let position = terms.firstIndex(of: stem) { terms.remove(at: position) }
        }
        let verb = question ? nil : ActionVerbs.leading(tokens)
        var synonyms = Set<String>()
        if let verb {
            synonyms = ActionVerbs.synonyms(of: verb)
            terms.removeAll { synonyms.contains($0) }
        }
        guard !terms.isEmpty || !synonyms.isEmpty || mentions.hasValues else { return [] }
        let scores = model.intentIndex.scores(terms, anyOf: synonyms)
        let skillWords = Set(turn.skills.compactMap { name in app.skills.firstIndex { $0.name == name } }.flatMap { Array(model.skillTerms[$0]) + TextCache.shared.terms(app.skills[$0].body) })
        var ranking: [Ranked] = []
        for index in everyIntent ? Array(app.intents.indices) : model.chosenByMeaning {
            let candidate = model.intents[index]
            if question, !candidate.isLookup { continue }
            if let verb, let own = candidate.verb, !ActionVerbs.synonyms(of: verb).contains(own), !candidate.strongTerms.contains(verb) { continue }
            let fits = parameterFits(app.intents[index], mentions: mentions)
            var evidence = model.intentIndex.evidence(terms, anyOf: synonyms, in: index) + 1.25 * Double(fits)
            var score = scores[index] + 0.5 * Double(fits)
            // "this one": an intent that takes the entity on screen.
            if mentions.pointsAtEntity, app.intents[index].parameters.contains(where: { parameter in
                if case .entity(let name) = parameter.type.unwrapped { return context.onScreen.contains { $0.entity == name } }
                return false
            }) {
                score += 2
                evidence += 1
            }
            // A loaded skill that speaks of this intent's action is evidence too;
            // and a multi-step task starts by looking things up.
            if !skillWords.isEmpty, evidence > 0 {
                evidence += Double(min(3, candidate.titleTerms.intersection(skillWords).count))
                if candidate.isLookup { score *= 1.5 }
            }
            ranking.append(Ranked(intent: index, score: score, evidence: evidence, words: model.intentIndex.matchedTerms(terms + synonyms, in: index), fits: fits))
        }
        return ranking.sorted { $0.score > $1.score || ($0.score == $1.score && $0.intent < $1.intent) }
    }

    /// How many of an intent's parameters the clause has a value for.
    private func parameterFits(_ intent: Intent, mentions: Mentions) -> Int {
        var numbers = mentions.numbers.count
        var fits = 0
        for parameter in intent.parameters {
            let type = parameter.type.unwrapped
            switch type.arrayElement ?? type {
            case .int, .double:
                if numbers > 0 { fits += 1; numbers -= 1 }
            case .date:
                if !mentions.dates.isEmpty { fits += 1 }
            case .duration:
                if !mentions.durations.isEmpty { fits += 1 }
            case .entity(let name):
                if mentions.records.contains(where: { $0.record.entity == name })
                    || (mentions.pointsAtEntity && (context.onScreen.contains { $0.entity == name } || conversation.recentEntities.contains { $0.entity == name }))
                    || context.liveActivity?.entity == name {
                    fits += 1
                }
            case .enumeration(let name):
                if mentions.enumCases.contains(where: { $0.enumeration == name }) { fits += 1 }
            case .string:
                if !mentions.quoted.isEmpty { fits += 1 }
            default:
                break
            }
        }
        return fits
    }

    /// "make it six" after booking: an intent that takes the last call's
    /// result (or an entity it used) and a value the clause gives, or the
    /// last call again with the new value.
    private mutating func followUp(_ last: MadeCall?, tokens: [Token], mentions: Mentions, request: inout RequestTrace) -> Bool {
        let hasValue = !mentions.numbers.isEmpty || !mentions.dates.isEmpty || !mentions.durations.isEmpty || !mentions.records.isEmpty
            || enumMentioned(tokens)
        guard hasValue else { return false }
        // What the change is about: what the last call made or used, or the Live Activity's entity.
        var related = Set<String>()
        if let activity = context.liveActivity { related.insert(activity.entity) }
        if let last {
            if let result = last.result { related.insert(result.entity) }
            for parameter in app.intents[last.intent].parameters {
                if case .entity(let name) = parameter.type.unwrapped, last.arguments[parameter.name] != nil { related.insert(name) }
            }
        }
        let scores = model.intentIndex.scores(queryTerms(tokens, mentions: mentions))
        var best: (intent: Int, score: Double)?
        for index in model.chosenByMeaning where index != last?.intent {
            let intent = app.intents[index]
            let takesRelated = intent.parameters.contains { if case .entity(let name) = $0.type.unwrapped { related.contains(name) } else { false } }
            guard takesRelated else { continue }
            var probe = ParameterFiller(model: model, context: context, conversation: conversation, mentions: mentions, slots: [:])
            let fits = probe.fill(intent).sources.filter { !$0.value.hasPrefix("from earlier") && !$0.value.hasPrefix("the parameter's default") }.count
            guard fits > 0 else { continue }
            let score = Double(fits) + scores[index]
            if score > (best?.score ?? 0) { best = (index, score) }
        }
        if let best {
            request.intent = app.intents[best.intent].identifier
            request.how = "follow-up: changes \(last.map { "what \(app.intents[$0.intent].identifier) made" } ?? "what the Live Activity shows")"
            start(best.intent, mentions: mentions, slots: [:], request: &request)
            return true
        }
        // The same intent again, with the new value.
        guard let last else { return false }
        let lastIntent = app.intents[last.intent]
        var filler = ParameterFiller(model: model, context: context, conversation: conversation, mentions: mentions, slots: [:])
        let filled = filler.fill(lastIntent, keeping: last.arguments)
        guard filled.sources.values.contains(where: { !$0.hasPrefix("kept") && !$0.hasPrefix("from earlier") && !$0.hasPrefix("the parameter's default") }) else { return false }
        request.intent = lastIntent.identifier
        request.how = "follow-up: \(lastIntent.identifier) again with the new value"
        request.parameters = filled.sources
        complete(last.intent, filled: filled, onScreen: filled.onScreen, request: &request)
        return true
    }

    private func enumMentioned(_ tokens: [Token]) -> Bool {
        app.enums.contains { enumeration in
            enumeration.cases.contains { item in
                ([item.title] + item.synonyms).contains { Fuzzy.phraseMatch($0, in: tokens) != nil }
            }
        }
    }

    // MARK: 4. Running an intent

    private mutating func start(_ index: Int, mentions: Mentions, slots: [String: Range<Int>], request: inout RequestTrace) {
        if slots.isEmpty, let segments = itemSegments(app.intents[index], mentions: mentions) {
            // "Add milk, bananas and a pound of chicken": one call per item, each
            // with the words around it.
            request.notes.append("\(segments.count) items named: one call each")
            for segment in segments {
                var part = mentions
                part.used.formUnion(Set(mentions.tokens.indices).subtracting(segment))
                var filler = ParameterFiller(model: model, context: context, conversation: conversation, mentions: part, slots: [:])
                let filled = filler.fill(app.intents[index])
                request.parameters = filled.sources
                complete(index, filled: filled, onScreen: filled.onScreen, request: &request)
            }
            return
        }
        var filler = ParameterFiller(model: model, context: context, conversation: conversation, mentions: mentions, slots: slots)
        let filled = filler.fill(app.intents[index])
        request.parameters = filled.sources
        complete(index, filled: filled, onScreen: filled.onScreen, request: &request)
    }

    /// For an intent whose one required entity parameter is not a list, the
    /// token positions of each item when the clause names several records of
    /// that type in a list ("milk, bananas and eggs"); nil otherwise.
    private func itemSegments(_ intent: Intent, mentions: Mentions) -> [Set<Int>]? {
        var items: [Range<Int>] = []
        for parameter in intent.parameters where parameter.isRequired {
            guard case .entity(let type) = parameter.type.unwrapped else { continue }
            var ranges: [Range<Int>] = []
            for match in mentions.records where match.record.entity == type && mentions.isFree(match.range) {
                if !ranges.contains(where: { $0.overlaps(match.range) }) { ranges.append(match.range) }
            }
            if ranges.count > 1 { items = ranges; break }
        }
        guard items.count > 1 else { return nil }
        items.sort { $0.lowerBound < $1.lowerBound }
        // Items must be a list: only commas, "and" and words of quantity between them.
        for (earlier, later) in zip(items, items.dropFirst()) {
            let between = mentions.tokens[earlier.upperBound..<later.lowerBound]
            guard between.contains(where: { $0.text == "and" }) || utterance.contains(",") else { return nil }
        }
        let tail = Set((items.last!.upperBound)..<mentions.tokens.count)
        var segments: [Set<Int>] = []
        var start = 0
        for item in items {
            segments.append(Set(start..<item.upperBound).union(tail))
            start = item.upperBound
        }
        return segments
    }

    /// Asks for what is missing, asks to confirm, or runs.
    private mutating func complete(_ index: Int, filled original: ParameterFiller.Filled, onScreen: [EntityReference], request: inout RequestTrace) {
        let intent = app.intents[index]
        var filled = original
        carryOver(intent, into: &filled, request: &request)
        let search = EntitySearch(model: model, context: context)
        for record in filled.found + filled.choices {
            let found = search.found(record)
            if !turn.found.contains(found) { turn.found.append(found) }
        }
        if intent.authentication.needsUnlock, context.locked {
            request.outcome = "not run: \(intent.identifier) needs authentication and the device is locked"
            respond("You'll need to unlock your device first.")
            return
        }
        for entity in onScreen where !turn.onScreen.contains(entity) { turn.onScreen.append(entity) }
        if let (parameter, reason) = filled.missing {
            turn.invocations.append(Invocation(intent: intent.identifier, arguments: filled.arguments, outcome: .needsInput))
            conversation.pending = PendingCall(intent: index, arguments: filled.arguments, waiting: .value(parameter.name), onScreen: onScreen)
            request.outcome = "needsInput: no value for '\(parameter.name)'\(reason.map { " (\($0))" } ?? "")\(filled.choices.isEmpty ? "" : ", \(filled.choices.count) fit equally")"
            if filled.choices.isEmpty {
                respond(Self.question(for: parameter, intent: intent, app: app, reason: reason))
            } else {
                let titles = filled.choices.map(\.record.title)
                respond("Which one: \(titles.dropLast().joined(separator: ", ")) or \(titles.last ?? "")?")
            }
            return
        }
        if intent.needsConfirmation || intent.destructive {
            turn.invocations.append(Invocation(intent: intent.identifier, arguments: filled.arguments, outcome: .awaitingConfirmation))
            conversation.pending = PendingCall(intent: index, arguments: filled.arguments, waiting: .confirmation, onScreen: onScreen)
            request.outcome = "awaitingConfirmation: \(intent.destructive ? "destructive" : "needs confirmation")"
            respond("Do you want to \(Self.lowercasedTitle(intent))\(describeArguments(intent, filled.arguments, prefix: ": "))?")
            return
        }
        run(index, arguments: filled.arguments, onScreen: onScreen, confirmed: false, request: &request)
    }

    /// The entity type a lookup returns: its declared result, else the type
    /// its title and description are about.
    private func lookupResultType(_ intent: Intent) -> String? {
        if case .entity(let type)? = intent.result?.unwrapped.arrayElement ?? intent.result?.unwrapped { return type }
        let scores = model.entityIndex.scores(TextCache.shared.terms(intent.title + " " + (intent.description ?? "")))
        guard let best = scores.indices.max(by: { scores[$0] < scores[$1] }), scores[best] > 0 else { return nil }
        return app.entities[best].identifier
    }

    /// Values the conversation already gave: a missing parameter takes the
    /// last call's value of the same name and type ("eight of us" carries
    /// into the booking), and a time said alone takes the last call's day.
    private func carryOver(_ intent: Intent, into filled: inout ParameterFiller.Filled, request: inout RequestTrace) {
        guard let last = conversation.lastCall else { return }
        let lastIntent = app.intents[last.intent]
        for parameter in intent.parameters {
            let previous = lastIntent.parameters.first { $0.name == parameter.name && $0.type.unwrapped == parameter.type.unwrapped }
                ?? lastIntent.parameters.first { $0.type.unwrapped == parameter.type.unwrapped && $0.type.unwrapped == .date }
            guard let previous, let value = last.arguments[previous.name] else { continue }
            if filled.arguments[parameter.name] == nil || filled.sources[parameter.name] == "the parameter's default" {
                filled.arguments[parameter.name] = value
                filled.sources[parameter.name] = "from the earlier \(lastIntent.identifier)"
                if filled.missing?.parameter.name == parameter.name {
                    filled.missing = intent.parameters.first { $0.isRequired && filled.arguments[$0.name] == nil }.map { ($0, nil) }
                }
            } else if parameter.type.unwrapped == .date, filled.timeOnly.contains(parameter.name),
                      let text = filled.arguments[parameter.name]?.string, let earlier = value.string,
                      let instant = Format.dateInstant(text, clock: context.clock), let day = Format.dateInstant(earlier, clock: context.clock) {
                let clock = context.clock
                let combined = clock.instant(of: clock.civilDate(of: day), secondsOfDay: clock.secondsOfDay(of: instant))
                filled.arguments[parameter.name] = .string(clock.format(combined))
                filled.sources[parameter.name] = (filled.sources[parameter.name] ?? "") + ", on the day of the earlier \(lastIntent.identifier)"
            }
        }
        request.parameters = filled.sources
    }

    private mutating func run(_ index: Int, arguments: JSONObject, onScreen: [EntityReference], confirmed: Bool, request: inout RequestTrace) {
        let intent = app.intents[index]
        if intent.authentication.needsUnlock, context.locked {
            request.outcome = "not run: \(intent.identifier) needs authentication and the device is locked"
            respond("You'll need to unlock your device first.")
            return
        }
        var invocation = Invocation(intent: intent.identifier, arguments: arguments, outcome: .succeeded)
        var made = MadeCall(intent: index, arguments: arguments)
        if case .entity(let type)? = intent.result?.unwrapped {
            conversation.results += 1
            let id = "\(Terms.words(ofIdentifier: type).split(separator: " ").first ?? "result")-\(conversation.results)"
            let result = EntityReference(entity: type, id: String(id))
            invocation.result = .object(JSONObject([("entity", .string(type)), ("id", .string(result.id))]))
            made.result = result
            conversation.remember(result)
        }
        for parameter in intent.parameters {
            if case .entity(let type) = parameter.type.unwrapped, let id = arguments[parameter.name]?.string {
                conversation.remember(EntityReference(entity: type, id: id))
            }
        }
        let repeats = request.repeats
        for _ in 0..<repeats { turn.invocations.append(invocation) }
        conversation.lastCall = made
        request.outcome = (confirmed ? "succeeded after confirmation" : "succeeded") + (repeats > 1 ? ", \(repeats) times" : "")
        // A lookup that returns entities answers with the records that fit.
        if model.intents[index].isLookup, let type = lookupResultType(intent) {
            let search = EntitySearch(model: model, context: context)
            let records = search.results(of: type, for: arguments, intent: intent)
            for record in records {
                let found = search.found(record)
                if !turn.found.contains(found) { turn.found.append(found) }
            }
            if !records.isEmpty { conversation.listed = records.map { EntityReference(entity: $0.entity, id: $0.record.id) } }
            if !records.isEmpty, intent.dialog == nil {
                request.notes.append("answered with \(records.count) \(type) records")
                respond("Here's what I found: \(Format.list(records.map(\.record.title))).")
                return
            }
        }
        respond(dialog(intent, arguments))
    }

    // MARK: 5. Entities and skills

    /// Searches the app's records for a question and answers from them.
    @discardableResult
    private mutating func findEntities(_ tokens: [Token], mentions: Mentions, request: inout RequestTrace, answer: Bool) -> Bool {
        let search = EntitySearch(model: model, context: context)
        let results = search.find(tokens: tokens, mentions: mentions, terms: queryTerms(tokens, mentions: mentions))
        request.notes.append(contentsOf: search.notes(results))
        guard !results.records.isEmpty else { return false }
        for record in results.records {
            let found = search.found(record)
            if !turn.found.contains(found) { turn.found.append(found) }
            conversation.remember(EntityReference(entity: record.entity, id: record.record.id))
        }
        conversation.listed = results.records.map { EntityReference(entity: $0.entity, id: $0.record.id) }
        if answer {
            request.outcome = "answered from \(results.records.count) found \(results.records.count == 1 ? "entity" : "entities")"
            respond(search.answer(results, asking: Set(queryTerms(tokens, mentions: mentions))))
        }
        return true
    }

    /// Loads the skills whose description fits a multi-step request.
    private mutating func loadSkills(_ tokens: [Token], appName: Range<Int>?, clauseCount: Int) {
        guard !app.skills.isEmpty else { return }
        let terms = Terms.of(tokens.enumerated().filter { appName?.contains($0.offset) != true }.map(\.element))
        let scores = model.skillIndex.scores(terms)
        let multiStep = tokens.contains { Self.multiStepWords.contains($0.text) } || clauseCount > 1
        var loaded: [JSONValue] = []
        for (index, skill) in app.skills.enumerated() {
            let shared = model.skillTerms[index].intersection(terms)
            let fits = scores[index] >= 2.5 || (multiStep && !shared.isEmpty)
            if fits {
                turn.skills.append(skill.name)
                loaded.append(.string("\(skill.name): shares \(shared.sorted().joined(separator: ", "))\(multiStep ? " in a multi-step request" : "")"))
            }
        }
        if !loaded.isEmpty { trace["skills"] = .array(loaded) }
    }

    /// Words of a request with several steps, or a vague one that a skill guides.
    static let multiStepWords: Set<String> = ["plan", "organize", "organise", "arrange", "prepare", "coordinate", "help", "figure", "sort", "then", "whole", "everything"]

    // MARK: Responses

    static func lowercasedTitle(_ intent: Intent) -> String {
        guard let first = intent.title.first else { return intent.identifier }
        return first.lowercased() + intent.title.dropFirst()
    }

    static func question(for parameter: Parameter, intent: Intent, app: AppDefinition, reason: String?) -> String {
        let prefix = reason.map { "Sorry, \($0). " } ?? ""
        if let dialog = parameter.requestValueDialog, !dialog.isEmpty { return prefix + dialog }
        let title = parameter.title.lowercased()
        switch parameter.type.unwrapped {
        case .entity(let name):
            return prefix + "Which \((app.entity(named: name)?.title ?? title).lowercased())?"
        case .date:
            return prefix + "When?"
        case .int:
            return prefix + "How many \(title)?"
        case .bool:
            return prefix + "\(parameter.title)?"
        default:
            return prefix + "What's the \(title)?"
        }
    }

    private func describeArguments(_ intent: Intent, _ arguments: JSONObject, prefix: String) -> String {
        let values = intent.parameters.compactMap { parameter in
            arguments[parameter.name].map { Format.value($0, type: parameter.type, app: app, clock: context.clock) }
        }
        return values.isEmpty ? "" : prefix + values.joined(separator: ", ")
    }

    /// The intent's dialog with its placeholders filled, or a plain confirmation.
    private func dialog(_ intent: Intent, _ arguments: JSONObject) -> String {
        let opening = intent.openAppWhenRun ? "Opening \(app.name). " : ""
        guard let dialog = intent.dialog, !dialog.isEmpty else {
            return opening + "Done: \(intent.title)\(describeArguments(intent, arguments, prefix: ", "))."
        }
        var text = ""
        var rest = Substring(dialog)
        while let open = rest.firstIndex(of: "{") {
            text += rest[..<open]
            rest = rest[rest.index(after: open)...]
            guard let close = rest.firstIndex(of: "}") else { text += "{"; break }
            let name = String(rest[..<close])
            if let parameter = intent.parameter(named: name), let value = arguments[name] {
                text += Format.value(value, type: parameter.type, app: app, clock: context.clock)
            }
            rest = rest[rest.index(after: close)...]
        }
        // A placeholder with no value leaves no gap: "Created the draft ." reads "Created the draft."
        return Self.tidy(opening + text + rest)
    }

    /// One space between words, none before punctuation.
    static func tidy(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for character in text {
            if character == " " {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace, !".,!?".contains(character) { result.append(" ") }
            pendingSpace = false
            result.append(character)
        }
        return result
    }

    static func rounded(_ value: Double) -> String {
        Format.number((value * 100).rounded() / 100)
    }
}

/// The trace of one request, as the transcript's `trace` shows it.
struct RequestTrace {
    var clause: String
    var intent: String?
    var how: String?
    var scores: [(String, Double)] = []
    var parameters: [String: String] = [:]
    var outcome: String?
    var notes: [String] = []
    /// "twice", "three times": how often to run the call.
    var repeats = 1

    var json: JSONValue {
        var object = JSONObject()
        object["clause"] = .string(clause)
        if let intent { object["intent"] = .string(intent) }
        if let how { object["chosenBy"] = .string(how) }
        if !scores.isEmpty {
            object["scores"] = .array(scores.map { .object(JSONObject([("intent", .string($0.0)), ("score", .double(($0.1 * 100).rounded() / 100))])) })
        }
        if !parameters.isEmpty {
            var values = JSONObject()
            for key in parameters.keys.sorted() { values[key] = .string(parameters[key]!) }
            object["parameters"] = .object(values)
        }
        if let outcome { object["outcome"] = .string(outcome) }
        if !notes.isEmpty { object["notes"] = .array(notes.map(JSONValue.string)) }
        return .object(object)
    }
}
