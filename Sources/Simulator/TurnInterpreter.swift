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
///
/// What the words themselves say (the app's name, the requests, their
/// values, phrases and ranking terms) comes from the utterance's
/// `UtteranceReading`, read once per app and clock; this type decides what
/// the conversation and the context make of it.
struct TurnInterpreter {
    let model: AppModel
    let context: ScenarioContext
    var conversation: Conversation
    let utterance: String
    private(set) var turn: TranscriptTurn
    private var trace = JSONObject()
    private var requestTraces: [JSONValue] = []
    private var responses: [String] = []
    /// What the utterance says, read once.
    private var reading: UtteranceReading?
    /// What the skills this turn loaded say (see `SkillGuidance`).
    private var skills = SkillGuidance.none
    /// The call Siri was still building when this turn did not answer it:
    /// "actually, make it three hours" changes it before it runs.
    private var unfinished: PendingCall?
    /// A request of this turn fitted no intent.
    private var abstained = false
    /// Another request of the utterance follows the one being handled ("find a…and hold it").
    private var moreFollows = false
    /// A request of the turn was only a question: nothing but lookups runs.
    private var askedOnly = false
    /// "Nope, I'll keep it, move the arrival to Sunday": where what the turn asks for after declining starts
    /// (a token's position: the interpreter is copied often, and a number costs nothing to copy).
    private var afterDecline: Int?

    /// Below this evidence an intent is not chosen: Siri abstains rather than
    /// guesses. A word of the title (3) is enough; description words alone
    /// need three.
    static let minimumEvidence = 3.0
    /// The evidence and the lead over the next intent that do as well.
    static let leadingEvidence = 1.75
    static let clearLead = 1.5
    /// What a request's verb of another kind than an intent's title costs it.
    static let otherVerbCost = 2.0
    /// Scores this close are a tie, which the evidence breaks when one has this much more.
    static let nearTie = 0.25
    static let muchMoreEvidence = 6.0

    init(model: AppModel, context: ScenarioContext, conversation: Conversation, utterance: String) {
        self.model = model
        self.context = context
        self.conversation = conversation
        self.utterance = utterance
        turn = TranscriptTurn(utterance: utterance)
    }

    var app: AppDefinition { model.app }

    /// Decides the turn; the interpreter is used up (its transcript and
    /// conversation are moved out, not copied).
    consuming func interpret() -> (TranscriptTurn, Conversation) {
        let reading = model.reading(of: utterance, clock: context.clock)
        let tokens = reading.tokens
        self.reading = reading
        conversation.earlierEntities = conversation.recentEntities
        guard let addressedBy = addressed(reading) else {
            trace["app"] = "not addressed: the utterance does not name \(model.app.name), which is not in the foreground, shows no Live Activity and was not named before"
            respond("I'm not sure which app you mean. Say the app's name, for example \"… in \(model.app.name)\".")
            return finish()
        }
        trace["app"] = .string(addressedBy)
        conversation.appAddressed = true

        if let pending = conversation.pending {
            conversation.pending = nil
            if continuePending(pending, tokens: tokens) {
                if let start = afterDecline {
                    let rest = String(reading.utterance[reading.tokens[start].range.lowerBound...])
                    for clause in model.reading(of: rest, clock: context.clock).clauses { handle(clause) }
                }
                return finish()
            }
            unfinished = pending
        }
        // The skills whose description fits a multi-step request.
        if !reading.skills.isEmpty {
            turn.skills += reading.skills
            skills = SkillGuidance(words: reading.skillWords, guiding: reading.guidingSkills.map { model.skillSteps[$0] }, entityTitleTerms: model.entityTitleTerms)
            trace["skills"] = .array(reading.skillNotes)
        }
        for (position, clause) in reading.clauses.enumerated() {
            moreFollows = position + 1 < reading.clauses.count
            // A record named is one "them" may point at later ("I'm done with Brightside…, send them the invoice"),
            // after the ones the request uses.
            for match in clause.mentions.records where !match.record.record.hideInSpotlight {
                conversation.remember(EntityReference(entity: match.record.entity, id: match.record.record.id))
            }
            handle(clause)
        }
        remainingSteps(reading)
        return finish()
    }

    /// A request that did one of a guiding skill's steps does the others
    /// that it gives every value for, whichever it named first ("a coffee, a
    /// kennel for the dog and court 2 on Friday" with a skill that books a
    /// court, then the kennel, then drinks), in the skill's order up to a
    /// lookup that ran: what comes after it waits for the person's pick. What they ask to repeat later ("Same for…") is still
    /// what they asked for, not a step done for them.
    private mutating func remainingSteps(_ reading: UtteranceReading) {
        guard !askedOnly, conversation.pending == nil else { return }
        let asked = conversation.lastCall
        defer { conversation.lastCall = asked }
        let invoked = Set(turn.invocations.map(\.intent))
        for position in reading.guidingSkills {
            let steps = model.skillSteps[position]
            let identifiers = steps.order.map { model.app.intents[$0].identifier }
            guard steps.order.count >= 2, identifiers.contains(where: invoked.contains) else { continue }
            // (A lookup the steps do not name is what the person picks from first.)
            if invoked.contains(where: { name in !identifiers.contains(name) && model.app.intents.firstIndex { $0.identifier == name }.map { model.intents[$0].isLookup } == true }) { continue }
            for (index, identifier) in zip(steps.order, identifiers) {
                if model.intents[index].isLookup {
                    if invoked.contains(identifier) { break }
                    continue
                }
                let intent = model.app.intents[index]
                guard !invoked.contains(identifier), !intent.destructive, !intent.needsConfirmation else { continue }
                for clause in reading.clauses {
                    var filler = ParameterFiller(model: model, context: context, conversation: conversation, mentions: clause.mentions, slots: [:])
                    var filled = filler.fill(index)
                    stepValues(index, into: &filled, overriding: true)
                    guard filled.missing == nil else { continue }
                    var request = RequestTrace(clause: clause.text)
                    request.intent = identifier
                    request.how = "the loaded skill's step the request gives every value for"
                    request.parameters = filled.sources
                    complete(index, filled: filled, onScreen: filled.onScreen, request: &request)
                    requestTraces.append(request.json)
                    break
                }
            }
        }
    }

    private consuming func finish() -> (TranscriptTurn, Conversation) {
        loadSkillOfSteps()
        conversation.awaitingChoice = []
        for position in reading?.guidingSkills ?? [] { conversation.awaitingChoice.formUnion(model.skillSteps[position].awaitingChoice) }
        if !requestTraces.isEmpty { trace["requests"] = .array(requestTraces) }
        // A request Siri could not place is only worth saying when nothing else was done.
        if abstained, responses.isEmpty { respond("Sorry, I can't help with that in \(model.app.name).") }
        turn.response = responses.isEmpty ? nil : responses.joined(separator: " ")
        trace["summary"] = .string(summary())
        turn.trace = .object(trace)
        // No measured latency: transcripts must be the same, byte for byte, on every run.
        turn.latencyMs = 0
        return (turn, conversation)
    }

    /// A request that did what a skill's steps do (several calls, each of an
    /// intent the steps call) is that skill's task: it is loaded as well.
    private mutating func loadSkillOfSteps() {
        guard turn.skills.isEmpty, turn.invocations.count >= 2 else { return }
        let called = Set(turn.invocations.compactMap { invocation in model.app.intents.firstIndex { $0.identifier == invocation.intent } })
        guard called.count == Set(turn.invocations.map(\.intent)).count else { return }
        for (position, steps) in model.skillSteps.enumerated() where called.isSubset(of: steps.calls) {
            let name = model.app.skills[position].name
            turn.skills.append(name)
            trace["skills"] = .array([.string("\(name): its steps call \(turn.invocations.map(\.intent).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }.joined(separator: ", ")), as this request did")])
            return
        }
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

    private func addressed(_ reading: UtteranceReading) -> String? {
        if let appName = reading.appName { return "named: '\(reading.tokens[appName].map(\.raw).joined(separator: " "))'" }
        if context.foreground { return "in the foreground" }
        if let activity = context.liveActivity { return "Live Activity showing \(activity.entity) '\(activity.id)'" }
        if conversation.appAddressed { return "named earlier in the conversation" }
        // An indexed record named: Siri finds it in Spotlight, and with it the app.
        return reading.spotlight(model: model)
    }

    // MARK: 2. A call waiting for this turn

    static let cancelWords: Set<String> = ["cancel", "nevermind", "forget", "stop"]

    /// True when the turn was spent on the pending call.
    private mutating func continuePending(_ pending: PendingCall, tokens: [Token]) -> Bool {
        let intent = model.app.intents[pending.intent]
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
                afterDecline = Self.requestAfterDecline(tokens)
                // (What the declined call was about is what "it" is in the rest.)
                if afterDecline != nil {
                    for parameter in intent.parameters {
                        guard case .entity(let type) = parameter.type.unwrapped, let id = pending.arguments[parameter.name]?.string else { continue }
                        conversation.remember(EntityReference(entity: type, id: id))
                    }
                }
            case nil:
                requestTraces.append(request.json)
                return false
            }
        case .value(let name):
            // ("Wait, no, just leave it": a no that keeps things as they are.)
            let keepsAsIs = BooleanParser.answer(tokens) == false && tokens.contains { Self.keepWords.contains($0.text) || $0.text == "forget" }
            if keepsAsIs || tokens.count <= 3, keepsAsIs || tokens.contains(where: { Self.cancelWords.contains($0.text) }) || tokens.first?.text == "never" {
                request.how = "cancelled while asking for '\(name)'"
                respond("OK.")
                requestTraces.append(request.json)
                return true
            }
            guard let parameter = intent.parameter(named: name) else { return false }
            var answerMentions = reading!.answerMentions(hint: intent.title + " " + parameter.title, answersTime: parameter.type.unwrapped == .date, model: model)
            // "Pepper. She is a cat": a text answer is its first sentence; the rest may fill others.
            let firstSentence = parameter.type.unwrapped == .string ? Self.firstSentence(tokens, utterance: reading!.utterance) : nil
            if let firstSentence { answerMentions.use(firstSentence) }
            var filler = ParameterFiller(model: model, context: context, conversation: conversation, mentions: answerMentions, slots: [:])
            var filled = filler.fill(pending.intent, keeping: pending.arguments, first: name)
            // "What was it for?" "89 dollars": the answer is the amount's, and the question stands.
            let spoken = Self.answerText(Array(tokens))
            let tookWhole = filled.sources.contains { $0.key != name && $0.value.hasSuffix("'\(spoken)'") }
            if let firstSentence, !tookWhole {
                filled.arguments[name] = .string(Self.answerText(Array(tokens[firstSentence])))
                filled.sources[name] = "the answer's first sentence"
                // "…, it means avocado": the rest no value took is the next empty text.
                if let other = intent.parameters.first(where: { $0.name != name && $0.type.unwrapped == .string && filled.arguments[$0.name] == nil }) {
                    // (The free words, past any value named in them; the answered text may have read them first.)
                    var values = TokenSet()
                    for record in answerMentions.records { values.formUnion(record.range) }
                    for match in answerMentions.enumCases { values.formUnion(match.range) }
                    for number in answerMentions.numbers { values.formUnion(number.range) }
                    for date in answerMentions.dates { for part in date.ownRanges { values.formUnion(part) } }
                    var rest = tokens[firstSentence.upperBound...].filter { answerMentions.isFree($0.index..<$0.index + 1) && !values.contains($0.index) }
                    while let first = rest.first, first.isStopWord || Self.clauseStarters.contains(first.text) || Self.meaningWords.contains(first.text) { rest.removeFirst() }
                    while let last = rest.last, last.isStopWord { rest.removeLast() }
                    if !rest.isEmpty {
                        filled.arguments[other.name] = .string(rest.map(\.raw).joined(separator: " "))
                        filled.sources[other.name] = "the rest of the answer"
                        if filled.missing?.parameter.name == other.name { filled.missing = nil }
                    }
                }
                if filled.missing?.parameter.name == name { filled.missing = firstMissing(intent, filled.arguments) }
            }
            // "He needs his inhaler before running" for "What should they know?": the text asked for is the
            // whole answer, not the words other values left (its case may still set another parameter).
            // (Not a name or a person's: those are their own words.)
            if firstSentence == nil, !tookWhole, parameter.type.unwrapped == .string, filled.sources[name] == ParameterFiller.leftoverSource,
               let traits = model.intents[pending.intent].traits[name], traits.kind != .heading, !traits.isPerson {
                filled.arguments[name] = .string(Self.answerText(tokens))
                filled.sources[name] = "the whole answer"
            }
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
                if tookWhole {
                    filled.missing = firstMissing(intent, filled.arguments)
                } else if parameter.type.unwrapped == ValueType.string, !tokens.isEmpty {
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

    /// The part of a "no" that asks for something else, from the pause before
    /// its first verb of action ("Nope, I'll keep it, move the arrival to Sunday"),
    /// without "just", "but" or "instead", as a token's position; nil when there is none.
    static func requestAfterDecline(_ tokens: [Token]) -> Int? {
        guard let start = tokens.indices.first(where: { index in
            tokens[index].afterPause && tokens[index...].prefix(3).contains { ActionVerbs.all.contains(Stemmer.stem($0.text)) && !Self.keepWords.contains($0.text) }
        }) else { return nil }
        var first = start
        while first < tokens.count - 1, ["just", "but", "instead", "and", "then", "rather"].contains(tokens[first].text) { first += 1 }
        return first
    }

    /// Words of keeping things as they are ("keep it", "leave it").
    static let keepWords: Set<String> = ["keep", "leave", "hold", "wait", "stay"]

    /// Words people put before an answer ("it's", "call it", "the").
    static let answerFillers: Set<String> = ["it's", "its", "it", "is", "call", "make", "the", "just", "um", "uh", "say", "to"]

    /// The tokens of the first sentence when the answer has more than one
    /// ("Pepper. She is a cat.", "Gato, it means cat"), else nil.
    static func firstSentence(_ tokens: [Token], utterance: String) -> Range<Int>? {
        for (index, token) in tokens.enumerated() where index + 1 < tokens.count {
            let between = utterance[token.range.upperBound..<tokens[index + 1].range.lowerBound]
            if between.contains(where: { $0 == "." || $0 == "!" || $0 == ";" }) { return 0..<(index + 1) }
            // "Gato, it means cat": a comma before a new clause ends it too.
            if between.contains(","), clauseStarters.contains(tokens[index + 1].text) { return 0..<(index + 1) }
        }
        return nil
    }

    /// Words that say what the next words mean or read ("it means avocado", "it says...").
    static let meaningWords: Set<String> = ["means", "mean", "meaning", "stands", "for", "called", "says", "reads"]

    /// Words that start a clause of their own after a comma ("…, it means", "…, which is").
    static let clauseStarters: Set<String> = ["it", "it's", "its", "that", "that's", "which", "she", "he", "they", "she's", "he's", "they're", "this"]

    static func answerText(_ tokens: [Token]) -> String {
        var start = 0
        while start < tokens.count - 1, answerFillers.contains(tokens[start].text) { start += 1 }
        return tokens[start...].map(\.raw).joined(separator: " ")
    }

    private func firstMissing(_ intent: Intent, _ arguments: JSONObject) -> (parameter: Parameter, reason: String?)? {
        intent.parameters.first { $0.isRequired && arguments[$0.name] == nil }.map { ($0, nil) }
    }

    // MARK: 3. Requests

    private mutating func handle(_ clause: ClauseReading) {
        let text = clause.text
        let tokens = clause.tokens
        let mentions = clause.mentions
        // A guiding skill whose every named tool waits for the person's choice (or is not to be used)
        // only looks things up now, unless the request says one's verb ("…and move her to the woodland pitch").
        // (Nor when it says what to do: "Hire the dome for Friday".)
        // (Nor when it is the choice the last turn's skill waited for.)
        let waits = !skills.named.isEmpty && skills.firstSteps.isEmpty && !clause.question && conversation.awaitingChoice.isEmpty && requestTraces.isEmpty
            && !model.chosenByMeaning.contains { !model.intents[$0].isLookup && saysOwnVerb(model.intents[$0], verb: clause.ranking(model: model).verb, mentions: mentions) }
        let question = clause.question || waits
        var request = RequestTrace(clause: text)
        request.repeats = clause.repeats
        if question {
            askedOnly = true
            request.notes.append("a question: only lookups may run")
        }

        // An App Shortcut phrase.
        if let (pattern, match) = clause.phrase, pointedSlotsHaveEntities(match, intent: pattern.intent, tokens: tokens) {
            request.intent = model.app.intents[pattern.intent].identifier
            request.how = "\(match.exact ? "phrase" : "approximate phrase") '\(pattern.source)'"
            start(pattern.intent, mentions: mentions, slots: match.slots, request: &request)
            requestTraces.append(request.json)
            return
        }

        // "Same for the Rioja": the last call again, with the new value.
        if clause.repeatsLast, let last = conversation.lastCall, !question || model.intents[last.intent].isLookup,
           question || !namesCaseOfAnotherIntent(mentions, last: last.intent), !namesVerbOfAnotherIntent(tokens, last: last.intent, mentions: mentions),
           again(last, mentions: mentions, forNewValue: clause.saysRepeat, request: &request) {
            requestTraces.append(request.json)
            return
        }

        // "Actually, …", "…instead": a change to the last call comes first.
        if !question, conversation.lastCall != nil || context.liveActivity != nil || unfinished != nil, clause.changes || clause.continuesWithIt,
           !(conversation.lastCall.map { namesCaseOfAnotherIntent(mentions, last: $0.intent) || namesVerbOfAnotherIntent(tokens, last: $0.intent, mentions: mentions) } ?? false),
           followUp(conversation.lastCall, tokens: tokens, mentions: mentions, onlyWhatWasMade: !clause.changes, request: &request) {
            requestTraces.append(request.json)
            return
        }

        // "Pledge fifty for Omar and add twenty matched": a later part that gives the call just made a value
        // under its parameter's own word is that call's.
        if !requestTraces.isEmpty, amendLastCall(mentions: mentions, request: &request, numbersOnly: true) {
            requestTraces.append(request.json)
            return
        }
        // ("Flag a power cut at the meadow pitch, and we need a warden straight away": a later part
        // with no verb of its own that names a case the call just made left at its default, is that call's.)
        if !requestTraces.isEmpty, !question, clause.ranking(model: model).verb == nil, amendLastCall(mentions: mentions, request: &request) {
            requestTraces.append(request.json)
            return
        }

        // The most relevant intent.
        let ranking = rank(clause.ranking(model: model), mentions: mentions, question: question, scene: clause.context)
        request.scores = ranking.prefix(3).map { (model.app.intents[$0.intent].identifier, $0.score) }
        // (Or, with less evidence, one well ahead of every other: "water is dripping through the roof".)
        // (Not the last call's intent again: a follow-up reads that one, below.)
        let clearLead = ranking.count > 0 && ranking[0].evidence >= Self.leadingEvidence && ranking[0].intent != conversation.lastCall?.intent
            && ranking[0].score - (ranking.count > 1 ? max(0, ranking[1].score) : 0) >= Self.clearLead
        var best = ranking.first { $0.evidence >= Self.minimumEvidence } ?? (clearLead ? ranking.first : nil)
        // ("Which venues can you reach only by boat?": a choice among records, not a lookup of one.)
        if question, let chosen = best, let type = Self.asksWhichOf(tokens, appName: clause.appName, model: model),
           !mentions.records.contains(where: { $0.record.entity == type }),
           model.app.intents[chosen.intent].parameters.contains(where: { $0.isRequired && $0.type.unwrapped == .entity(type) }) {
            request.notes.append("asks which \(type) records: no lookup of one")
            best = nil
        }
        // An intent Siri cannot run (not a tool) fits better: the app does that itself.
        if !question, model.chosenByMeaning.count < model.app.intents.count,
           let other = rank(clause.ranking(model: model), mentions: mentions, question: false, everyIntent: true, scene: clause.context).first,
           !model.chosenByMeaning.contains(other.intent), other.evidence >= Self.minimumEvidence,
           other.score > (best?.score ?? 0) {
            let intent = model.app.intents[other.intent]
            request.intent = intent.identifier
            request.outcome = "not run: \(intent.identifier) fits best (evidence \(Self.rounded(other.evidence))) but is not a tool Siri can call"
            findEntities(tokens, mentions: mentions, request: &request, answer: false)
            respond("You can \(Self.lowercasedTitle(intent)) in the \(model.app.name) app.")
            requestTraces.append(request.json)
            return
        }
        // "For the concert, sort out new curtains, an audit and a notice": a list of things, each
        // the object of another tool, asks for each, when no verb says which.
        if !question, let tasks = listedTasks(clause.ranking(model: model), mentions: mentions), best.map({ best in tasks.contains { $0.intent == best.intent } }) ?? true {
            request.notes.append("\(tasks.count) things named, each another tool's: one call each")
            requestTraces.append(request.json)
            // Each with the words around its thing (see `segments(of:mentions:)`).
            let segments = Self.segments(of: tasks.map { $0.position..<$0.position + 1 }, mentions: mentions)
            for (task, segment) in zip(tasks, segments) {
                var part = RequestTrace(clause: text)
                part.intent = model.app.intents[task.intent].identifier
                part.how = "the tool for a thing the list names"
                var words = mentions
                words.used.formUnion(TokenSet(mentions.tokens.indices).subtracting(segment))
                start(task.intent, mentions: words, slots: [:], request: &part)
                requestTraces.append(part.json)
            }
            return
        }
        if let best {
            request.intent = model.app.intents[best.intent].identifier
            request.how = "relevance \(Self.rounded(best.score)), evidence \(Self.rounded(best.evidence)) (words: \(best.words.joined(separator: ", ")); \(best.fits) parameter\(best.fits == 1 ? "" : "s") given)"
            let listedBefore = conversation.listed
            let spoken = responses.count
            start(best.intent, mentions: mentions, slots: [:], request: &request)
            // (What the lookup itself returned, narrowed by every value said, bounds what the words find.)
            let returned = model.intents[best.intent].isLookup && conversation.listed != listedBefore ? conversation.listed : nil
            // (The answer from the records found takes the place of a lookup's bare list of them.)
            if question {
                let lists = responses.indices.dropFirst(spoken).filter { responses[$0].hasPrefix(Self.listPrefix) }
                // (When it speaks of those records: "What's on my list?" keeps the list's entries. After
                // several lookups, each list has said its records.)
                if findEntities(tokens, mentions: mentions, request: &request, answer: true, within: returned), !lists.isEmpty,
                   let returned, Set(conversation.listed.map(\.id)).isSubset(of: returned.map(\.id)) {
                    responses.remove(at: lists.count == 1 ? lists[0] : responses.count - 1)
                }
            }
            requestTraces.append(request.json)
            if !question, skills.firstSteps.contains(best.intent) { nextSteps(after: best.intent, clause: text, mentions: mentions) }
            return
        }
        let evidence = ranking.first?.evidence ?? 0

        // A record named in a statement: the one tool that takes its type ("It's movie time").
        if !question, let named = mentions.records.first {
            let takers = model.chosenByMeaning.filter { index in
                let intent = model.app.intents[index]
                return !intent.destructive && !intent.needsConfirmation
                    && intent.parameters.contains { $0.isRequired && $0.type.unwrapped == .entity(named.record.entity) }
            }
            // Several take it: the action (not a lookup) that ranks first ("Get me a car to the stadium").
            let actions = takers.filter { !model.intents[$0].isLookup }
            let ranked = ranking.filter { actions.contains($0.intent) }
            let chosen = takers.count == 1 ? takers.first
                : ranked.count == 1 || (ranked.count > 1 && ranked[0].score > ranked[1].score) ? ranked.first?.intent : nil
            if let chosen {
                request.intent = model.app.intents[chosen].identifier
                request.how = takers.count == 1 ? "the only tool that takes \(named.record.entity), which the request names"
                    : "the action that takes \(named.record.entity), which the request names, and ranks first"
                start(chosen, mentions: mentions, slots: [:], request: &request)
                requestTraces.append(request.json)
                return
            }
        }

        // A follow-up of the last call ("make it six", "actually, Friday").
        if !question, conversation.lastCall != nil || context.liveActivity != nil || unfinished != nil, followUp(conversation.lastCall, tokens: tokens, mentions: mentions, request: &request) {
            requestTraces.append(request.json)
            return
        }

        // A question about the app's content.
        // (What a skill that waits says to look up is what is searched: "Look up the camper's bookings".)
        if question || !mentions.records.isEmpty, findEntities(tokens, mentions: mentions, request: &request, answer: true, also: waits ? skills.lookedUpTerms : []) {
            requestTraces.append(request.json)
            return
        }

        // "…, and ring me straight away": no action of its own, but a case for the call just made.
        if amendLastCall(mentions: mentions, request: &request) {
            requestTraces.append(request.json)
            return
        }

        request.outcome = "abstained: no intent is relevant enough (evidence \(Self.rounded(evidence)), needs \(Self.minimumEvidence))"
        abstained = true
        requestTraces.append(request.json)
    }

    /// A part of the request that names no action but a case of an enum
    /// parameter the call just made in this turn left empty or at its
    /// default ("Save a search for flats in Leith, and ring me straight
    /// away"): the case is that call's. False when there is none.
    /// With `numbersOnly`, only a number said with a word of a number
    /// parameter's title ("…, and add twenty matched").
    private mutating func amendLastCall(mentions: Mentions, request: inout RequestTrace, numbersOnly: Bool = false) -> Bool {
        guard numbersOnly ? !mentions.numbers.isEmpty : !mentions.enumCases.isEmpty, let position = turn.invocations.indices.last,
              let index = model.app.intents.firstIndex(where: { $0.identifier == turn.invocations[position].intent }) else { return false }
        let intent = model.app.intents[index]
        if numbersOnly {
            for parameter in intent.parameters where [.int, .double].contains(parameter.type.unwrapped) {
                let current = turn.invocations[position].arguments[parameter.name]
                guard current == nil || current == parameter.defaultValue, let traits = model.intents[index].traits[parameter.name],
                      let number = mentions.numbers.first(where: { number in
                          mentions.isFree(number.range) && number.range.upperBound < mentions.tokens.count
                              && traits.titleKeywords.contains(Stemmer.stem(mentions.tokens[number.range.upperBound].text))
                      }) else { continue }
                let value: JSONValue = parameter.type.unwrapped == .int ? .int(Int(number.value.rounded())) : .double(number.value)
                amend(position, index, parameter.name, value)
                request.intent = intent.identifier
                request.how = "adds to the \(intent.identifier) before it"
                request.parameters = [parameter.name: "number '\(mentions.tokens[number.range.lowerBound..<(number.range.upperBound + 1)].map(\.raw).joined(separator: " "))'"]
                return true
            }
            return false
        }
        for parameter in intent.parameters {
            guard case .enumeration(let name) = parameter.type.unwrapped,
                  let match = mentions.enumCases.first(where: { $0.enumeration == name && mentions.isFree($0.range) }) else { continue }
            let current = turn.invocations[position].arguments[parameter.name]
            guard current == nil || current == parameter.defaultValue else { continue }
            amend(position, index, parameter.name, .string(match.identifier))
            request.intent = intent.identifier
            request.how = "adds to the \(intent.identifier) before it"
            request.parameters = [parameter.name: "named: '\(mentions.tokens[match.range].map(\.raw).joined(separator: " "))' is \(name).\(match.identifier)"]
            return true
        }
        return false
    }

    /// Sets an argument of the invocation at `position` (of the intent at
    /// `index`), and of the call the conversation keeps for it.
    private mutating func amend(_ position: Int, _ index: Int, _ name: String, _ value: JSONValue) {
        turn.invocations[position].arguments[name] = value
        if conversation.lastCall?.intent == index { conversation.lastCall?.arguments[name] = value }
        if conversation.pending?.intent == index { conversation.pending?.arguments[name] = value }
    }

    /// The tools a list of things names, in order, when each item's last
    /// word is what one tool alone acts on and the request's verb names no
    /// action of its own ("…new curtains, an audit and a notice"); nil unless
    /// there are two or more, each with the position of its word.
    private func listedTasks(_ input: RankingInput, mentions: Mentions) -> [(intent: Int, position: Int)]? {
        guard input.verb == nil || ["create", "arrange", "organize", "organise", "plan"].contains(input.verb!) else { return nil }
        let tokens = mentions.tokens
        var hits: [(position: Int, intent: Int)] = []
        for (position, token) in tokens.enumerated() where mentions.isFree(position..<position + 1) {
            guard let intent = model.nounIntents[Stemmer.stem(token.text)] else { continue }
            // (The last word of an item: "a lift pass" is one thing.)
            if position + 1 < tokens.count, mentions.isFree(position + 1..<position + 2), model.nounIntents[Stemmer.stem(tokens[position + 1].text)] == intent { continue }
            hits.append((position, intent))
        }
        // The longest run of them that is one list: each next within a few words, after a comma or "and".
        var runs: [[(position: Int, intent: Int)]] = []
        for hit in hits {
            if let last = runs.last?.last, hit.position - last.position <= 6,
               ((last.position + 1)...hit.position).contains(where: { tokens[$0].text == "and" || mentions.breaks.contains($0) }) {
                runs[runs.count - 1].append(hit)
            } else {
                runs.append([hit])
            }
        }
        guard let list = runs.max(by: { $0.count < $1.count }), list.count >= 2 else { return nil }
        var tasks: [(intent: Int, position: Int)] = []
        for hit in list where !tasks.contains(where: { $0.intent == hit.intent }) { tasks.append((hit.intent, hit.position)) }
        return tasks.count >= 2 ? tasks : nil
    }

    /// Whether each entity slot of a phrase that says "this" ("Play ${show}"
    /// as "Play this one") has something of its type to point at: on
    /// screen, in a Live Activity or used earlier. Else the phrase does not
    /// fit, and the request is ranked like any other.
    private func pointedSlotsHaveEntities(_ match: PhrasePattern.Match, intent index: Int, tokens: [Token]) -> Bool {
        let intent = model.app.intents[index]
        for (name, range) in match.slots where range.upperBound <= tokens.count {
            guard tokens[range].contains(where: { Mentions.pointers.contains($0.text) }),
                  let type = intent.parameter(named: name)?.type.unwrapped else { continue }
            let entity: String
            switch type {
            case .entity(let name), .array(.entity(let name)): entity = name
            default: continue
            }
            if context.onScreen.contains(where: { $0.entity == entity }) || context.liveActivity?.entity == entity
                || conversation.recentEntities.contains(where: { $0.entity == entity }) { continue }
            return false
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
        var skip = mentions.used.union(mentions.qualifiers)
        for number in mentions.numbers { skip.formUnion(number.range) }
        for date in mentions.dates { for part in date.ownRanges { skip.formUnion(part) } }
        for duration in mentions.durations { skip.formUnion(duration.range) }
        if tokens.count == mentions.tokens.count { return mentions.terms(skipping: skip) }
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
    private func rank(_ input: RankingInput, mentions: Mentions, question: Bool, everyIntent: Bool = false, scene: Int = 0) -> [Ranked] {
        guard !input.isEmpty else { return [] }
        let verb = input.verb
        let synonyms = input.synonyms
        let relevance = input.relevance
        var ranking: [Ranked] = []
        // Whether the request describes a record of each entity type, worked out once per type.
        var described: [String: Bool] = [:]
        // "Just had a kingfisher zip past at the pond": telling what happened, with no verb of
        // an action, is telling Siri to note it down.
        let reportsPast = verb == nil && !question && Tense.isPast(mentions.tokens)
        // ...and it starts by saying who did it ("I found…", not "Dump the sour, it got infected").
        let reportsFirst = reportsPast && mentions.tokens.dropFirst(scene).first.map { ["i", "we", "i've", "we've", "just"].contains($0.text) } == true
        let leadingWord = verb != nil || question ? nil
            : mentions.tokens.dropFirst(scene).first { !PhrasePattern.fillers.contains($0.text) && !$0.isStopWord && !model.nameWords.contains($0.text) && !ActionVerbs.wishes.contains($0.text) }
                .map { Stemmer.stem($0.text) }.flatMap { ActionVerbs.weak.contains($0) ? nil : $0 }
        let kindWords = input.kindWords
        // (Worked out once for every candidate below.)
        let leadingNouns = leadingWord.map(Self.nounForms(of:)) ?? []
        let firstWord = leadingWord ?? requestVerb(mentions, scene: scene)
        let saysNow = mentions.tokens.contains { $0.text == "now" }
        // An amount said with a unit other than time ("21 degrees").
        let measured = mentions.numbers.contains { $0.unit.map { $0.dimension != .time } ?? false }
        let verbNouns = verb.map { Set(Self.nounForms(of: $0).map(Stemmer.stem)) } ?? []
        let exactVerbTitle = verb.map { verb in model.chosenByMeaning.contains { model.intents[$0].verb == verb } } ?? false
        let exactVerbAnywhere = exactVerbTitle || verb.map { verb in model.chosenByMeaning.contains { model.intents[$0].descriptionVerb == verb } } ?? false
        let saysDay = !question && model.aToolTakesDay && mentions.dates.contains { $0.day != nil && $0.minutes != nil && !$0.timeIsInferred }
        // "Drop my Saturday morning shift": "my" and a dated type's word, of a record of that type the
        // words and the day describe, ask about that record; an intent that takes none of that type
        // (a new day on the reserve list) is not what is asked. ("My radio" may say only whose.)
        var ownedTypes: [String] = []
        if !question, !mentions.dates.isEmpty, mentions.tokens.contains(where: { $0.text == "my" || $0.text == "our" }) {
            var described: [String: Bool] = [:]
            for (position, entity) in model.app.entities.enumerated() where model.isDated[position] && model.intentsTaking[entity.identifier, default: 0] > 0 {
                let saysType = mentions.tokens.contains { token in
                    (token.text == "my" || token.text == "our") && mentions.tokens[(token.index + 1)..<min(mentions.tokens.count, token.index + 5)].contains {
                        model.entityTitleTerms[position].contains(Stemmer.stem($0.text))
                    }
                }
                if saysType, describes(entity.identifier, mentions: mentions, described: &described) { ownedTypes.append(entity.identifier) }
            }
        }
        let saysAnAction = !skills.firstSteps.isEmpty && model.chosenByMeaning.contains { !model.intents[$0].isLookup && saysOwnVerb(model.intents[$0], verb: verb, mentions: mentions) }
        for index in everyIntent ? Array(model.intents.indices) : model.chosenByMeaning {
            let candidate = model.intents[index]
            if question, !candidate.isLookup { continue }
            // A loaded skill that says not to call it (yet), unless the request says its verb.
            if skills.forbidden.contains(index), !saysOwnVerb(candidate, verb: verb, mentions: mentions) { continue }
            // ...unless the clause names a value only this kind of action takes ("play this one next").
            // ("Remind me twenty minutes before…" fits an intent with a Reminder.)
            let mismatched = verb.map { verb in
                candidate.verb.map { !synonyms.contains($0) } ?? false && candidate.descriptionVerb != verb
                    && !candidate.strongTerms.contains(verb) && !candidate.parameterTitleTerms.contains(verb)
                    // ("Move the game" fits "Request a Date Change": the title's noun is the action;
                    // "sign me up" is still no "Cancel RSVP".)
                    && !(candidate.titleLastWord.map(synonyms.contains) == true && !ActionVerbs.opposed(verb, candidate.verb))
                    // ("pick them both up" fits "Arrange a Shop Collection": the noun the title arranges is the action.)
                    && !(candidate.verb.map(Self.arrangingVerbs.contains) == true && candidate.titleLastWord.map { verbNouns.contains($0) } == true)
                    // ("track it" fits "Start Recording a Hike": a verb after "start" is the action started.)
                    && !(candidate.verb.map { ["start", "begin", "stop", "end", "finish"].contains($0) } == true
                        && candidate.titleTerms.contains { $0 != candidate.verb && synonyms.contains($0) && ActionVerbs.all.contains($0) })
                    // ("I can't make it" fits "Log Absence": a verb that only records, and a word of the action;
                    // "log the result" fits "Submit Score Sheet": both verbs only record.)
                    && !(candidate.verb.map(ActionVerbs.recordingVerbs.contains) == true
                        && (!candidate.strongTerms.isDisjoint(with: synonyms) || ActionVerbs.recordingVerbs.contains(verb)))
            } ?? false
            // A value only another kind of action takes weighs as much as the verb ("print this one next": queue it first).
            let ownCase = verb != nil && candidate.verb != verb && candidate.descriptionVerb != verb
                && namesOwnCase(candidate, mentions: mentions, synonyms: synonyms, kindWords: kindWords, after: scene)
            // A verb of the opposite kind rules the intent out ("reset" is not "increase", "drop" not "book");
            // another verb only weighs against it ("log the result" may still submit the scores).
            // (Not even for a value only it takes, when the verb can only undo: "scrap the yoga booking" never books the hall.)
            // ("Drop our Saturday ride" never books one: "drop off" was read as delivering before.)
            if mismatched, let verb, ActionVerbs.alwaysUndoing.contains(verb) || ActionVerbs.moving.contains(verb) || verb == "drop",
               ActionVerbs.opposed(verb, candidate.verb) { continue }
            // (A title verb no group knows still undoes: "move the game" never forfeits it.)
            if let verb, candidate.verb == nil, let first = candidate.titleFirstWord, ActionVerbs.undoing.contains(first),
               !ActionVerbs.undoing.contains(verb), !candidate.strongTerms.contains(verb) { continue }
            let otherVerb = mismatched && !ownCase
            // Telling what happened deletes nothing ("I found some mushrooms at the clearing").
            if reportsFirst, candidate.intent.destructive { continue }
            // Nor does a wish on a condition with no word that undoes, refuses or negates ("we're hoping
            // to head out on Sunday if the weather holds" is no cancellation, whatever its words share).
            if candidate.intent.destructive, mentions.tokens.contains(where: { $0.text == "if" }), !Self.saysUndoing(mentions.tokens),
               !mentions.tokens.contains(where: { Stemmer.stem($0.text) == candidate.verb }) { continue }
            var fits = parameterFits(candidate, mentions: mentions)
            // (The words that describe that record give it to the intent that takes it, and are no values of another's.)
            let takesOwned = !ownedTypes.isEmpty && candidate.entityParameterTypes.contains(where: ownedTypes.contains)
            let takesOther = !ownedTypes.isEmpty && !takesOwned
            if takesOwned, !mentions.records.contains(where: { ownedTypes.contains($0.record.entity) }) { fits += 1 }
            if takesOther { fits = 0 }
            var evidence = relevance.evidence[index] + 1.25 * Double(fits)
            var score = relevance.scores[index] + 0.5 * Double(fits)
            if takesOther { score -= 1 }
            if otherVerb {
                evidence -= Self.otherVerbCost
                score -= Self.otherVerbCost
            }
            // A question that names a value a lookup takes ("show me the vegan ones") is that lookup's.
            if question, candidate.fitKinds.contains(where: { kind in
                if case .enumeration(let name) = kind { return mentions.enumCases.contains { $0.enumeration == name } }
                return false
            }) {
                evidence += 1.5
            }
            // "forty cards a day", "21 degrees": a number said with a word or unit of one of its parameters.
            if !mentions.numbers.isEmpty, let fit = numberParameterFit(candidate, mentions: mentions) {
                score += fit
                evidence += 1.5
            } else if measured, !candidate.intent.parameters.contains(where: { [.int, .double].contains($0.type.unwrapped) }) {
                // "Set the heating to 21 degrees": an amount it has nowhere to put.
                score -= 1
            }
            // "Book a video call for Friday at 9 am": a day said that it has nowhere to put, when another tool takes one.
            if saysDay, !candidate.takesDay { score -= 1 }
            // A lookup fits an order whose verb is no verb of looking less ("put Tobias in the Seals class" enrols him).
            if !question, let verb, candidate.isLookup, !ActionVerbs.lookingVerbs.contains(verb), candidate.verb != verb { score -= 1 }
            // (So does one that starts with such a verb the words decide on: "put all four on the sunset paddle".)
            if !question, verb == nil, candidate.isLookup, let first = firstWord,
               ActionVerbs.all.contains(first), !ActionVerbs.lookingVerbs.contains(first), candidate.verb != first { score -= 1 }
            // The request's own verb, not only a synonym ("Schedule a ride": Schedule Ride, not Request Ride).
            // (Its description's verb counts less when another title has the verb itself.)
            if let verb, candidate.verb == verb || candidate.descriptionVerb == verb || ownCase {
                score += candidate.verb != verb && !ownCase && exactVerbTitle ? 0.5 : 1
                // (A verb only its description has is evidence the title's words do not give: "enter me in" for
                // Register, which "Enters the person in a race".)
                if candidate.verb != verb, candidate.descriptionVerb == verb, !candidate.titleTerms.contains(verb) { evidence += 1 }
                // (A title whose verb is only a synonym weighs less still, when another title has the verb itself:
                // "book a canoe" is no Request a Deep Clean that "Books the cleaners".)
                // (Unless the request says the title's verb as well: "send a message" for Message a Guest.)
                if !ownCase, let own = candidate.verb, own != verb, synonyms.contains(own), exactVerbTitle,
                   !mentions.tokens.contains(where: { Stemmer.stem($0.text) == own }) { score -= 0.75 }
            }
            // "Collect it Tuesday" for Schedule a Collection: the title's noun is the request's verb.
            // (Only after a verb that arranges it: "Change Lane Booking" is no booking.)
            else if let verb, let own = candidate.verb, Self.arrangingVerbs.contains(own), let noun = candidate.titleLastWord,
                    noun == verb || verbNouns.contains(noun), !ActionVerbs.weak.contains(verb) {
                score += 1
                evidence += 1
            }
            // ...and a title verb that is only a synonym weighs less when another title has the verb itself
            // ("book a fitting": Book Fitting, not Send Fitting Guide).
            else if let verb, let own = candidate.verb, own != verb, exactVerbAnywhere { score -= 0.75 }
            // "Warm-up Sirens please": a first word no verb list knows, that the title has.
            // ("Donate the spare tent" for "Gear Donation": the title's noun is the request's verb.)
            if verb == nil, !question, let first = leadingWord, candidate.titleTerms.contains(first) || leadingNouns.contains(where: candidate.titleTerms.contains) {
                score += 1
                evidence += 1.5
            }
            if reportsPast, let own = candidate.verb, ActionVerbs.synonyms(of: "log").contains(own) { score += 1 }
            // "I'm setting off on the trail now, record it": what begins now is started, not kept for later.
            if !question, !reportsPast, saysNow, candidate.verb.map({ ["start", "begin"].contains($0) }) == true { score += 1 }
            // A required value the request does not give, nor the screen: an
            // intent for later fits less than one for now ("Get me a ride to the
            // stadium"), adding to a note less than writing one.
            if candidate.intent.parameters.contains(where: { !canFill($0, mentions: mentions, described: &described, of: candidate) }) {
                score -= 0.75
            }
            // Right after a lookup, the action on what it looked up ("book one" after checking desks).
            if let last = conversation.lastCall, last.intent != index, model.intents[last.intent].isLookup {
                let shared = EntitySearch.shared(model.intents[last.intent].objectTerms, candidate.objectTerms)
                if shared > 0 {
                    score += 0.75 * Double(min(shared, 2))
                    evidence += 0.5
                }
            }
            // "Find the Requiem and share it with…": what this turn just found is what the next part acts on.
            if !turn.found.isEmpty, candidate.entityParameterTypes.contains(where: { type in turn.found.contains { $0.entity == type } }) {
                score += 0.75
                evidence += 0.5
            }
            // "this one": an intent that takes the entity on screen; one that takes none
            // has nothing for "this" ("send this to me" with a drink on screen orders it).
            if mentions.pointsAtEntity, candidate.entityParameterTypes.contains(where: { name in context.onScreen.contains { $0.entity == name } }) {
                score += 2
                evidence += 1
            } else if mentions.pointsAtEntity, !context.onScreen.isEmpty, !question {
                score -= 1
            } else if mentions.pointsAtEntity, context.onScreen.isEmpty, mentions.records.isEmpty, let recent = conversation.earlierEntities.first,
                      candidate.entityParameterTypes.contains(recent.entity) {
                // (With nothing on screen, "that one" is what the conversation just used: "switch that one to
                // express" after a repair asked for moves that item up the queue.)
                score += 1
                evidence += 0.5
            }
            // A Live Activity is what a request that names nothing else is about
            // ("add forty five minutes" while a session shows).
            if let activity = context.liveActivity, mentions.records.isEmpty, candidate.entityParameterTypes.contains(activity.entity) {
                score += 1
                evidence += 0.5
            }
            // A loaded skill that speaks of this intent's action is evidence too;
            // and a multi-step task starts by looking things up.
            if !skills.words.isEmpty, evidence > 0 {
                evidence += Double(min(3, EntitySearch.shared(skills.words, candidate.titleTerms)))
                // (Not a lookup the skill never names, when it says what to do first: "Book it with the book a workshop slot tool".)
                if candidate.isLookup, score > 0, skills.firstSteps.isEmpty || skills.named.contains(index) { score *= 1.5 }
            }
            // (...and, when the request asks nothing and says no action of its own, is not what Siri starts with:
            // the skill's first step is.)
            if !question, candidate.isLookup, !skills.firstSteps.isEmpty, !skills.named.contains(index), !saysAnAction, requestTraces.isEmpty { score -= 3 }
            // What the last turn's skill kept for the person's choice is what their choice does ("Woodland it is").
            // (A value of it said is enough: "Give her the woodland one".)
            if !question, conversation.awaitingChoice.contains(index), fits > 0 {
                score += 1.5
                evidence += 2
            }
            // A loaded skill's first step comes first ("Check the forecast first"),
            // unless the request says which action it wants ("Plan a trip to…").
            // (A first step that only looks things up is taken even when the request's words are
            // another's: "I'd love to get into making things" starts with the workshops the skill says to find.)
            // (Not when the request says the verb of an action: "…and book me a workshop" books.)
            if skills.firstSteps.contains(index), requestTraces.isEmpty, !namesAnAction(mentions) {
                let looksFirst = candidate.isLookup && !saysAnAction
                score += looksFirst ? 3 : 1.5
                evidence = looksFirst ? max(evidence + 1.5, Self.minimumEvidence) : evidence + 1.5
            }
            ranking.append(Ranked(intent: index, score: score, evidence: evidence, words: relevance.matched[index], fits: fits))
        }
        return Self.ordered(ranking)
    }

    /// The candidates best first: by score, and of two about as relevant
    /// (closer than `nearTie`), the one with much more evidence.
    static func ordered(_ ranking: [Ranked]) -> [Ranked] {
        var sorted = ranking.sorted { $0.score > $1.score || ($0.score == $1.score && $0.intent < $1.intent) }
        if sorted.count > 1, sorted[0].score - sorted[1].score < nearTie, sorted[1].evidence >= sorted[0].evidence + muchMoreEvidence {
            sorted.swapAt(0, 1)
        }
        return sorted
    }

    /// Title verbs that arrange what the title's noun names ("Schedule a Collection").
    static let arrangingVerbs: Set<String> = Set(["schedule", "request", "arrange", "book", "organize", "organise", "plan", "order"].map(Stemmer.stem))

    /// The nouns a verb makes ("donate": donation; "renew": renewal; "pay": payment).
    static func nounForms(of verb: String) -> [String] {
        let base = verb.hasSuffix("e") ? String(verb.dropLast()) : verb
        return [base + "ion", base + "ation", verb + "ment", base + "al"]
    }

    /// The first word of the request past fillers, "and" and small words, as a stem.
    private func requestVerb(_ mentions: Mentions, scene: Int) -> String? {
        mentions.tokens.dropFirst(scene).first { !PhrasePattern.fillers.contains($0.text) && $0.text != "and" && !model.nameWords.contains($0.text) }
            .map { Stemmer.stem($0.text) }
    }

    /// How much a number of the clause says it is for one of the intent's
    /// number parameters: 2 when said with its unit ("21 degrees" for a
    /// temperature in degrees Celsius), 1 when followed by a word of its title
    /// ("forty cards a day" for Cards per Day); nil for neither.
    private func numberParameterFit(_ candidate: IntentModel, mentions: Mentions) -> Double? {
        var best: Double?
        for number in mentions.numbers where !mentions.dates.contains(where: { $0.range.overlaps(number.range) }) {
            let next = number.range.upperBound < mentions.tokens.count ? Stemmer.stem(mentions.tokens[number.range.upperBound].text) : nil
            for parameter in candidate.intent.parameters where [.int, .double].contains(parameter.type.unwrapped) {
                guard let traits = candidate.traits[parameter.name] else { continue }
                if let unit = number.unit, let target = traits.unit, unit.dimension == target.dimension, unit.dimension != .time { return 2 }
                if number.unit == nil, next.map(traits.titleKeywords.contains) == true { best = 1 }
            }
        }
        return best
    }

    /// Whether the request says the intent's own verb: its title's, its
    /// description's, or its title's first word ("give it up" for "Give Up a Plot").
    private func saysOwnVerb(_ candidate: IntentModel, verb: String?, mentions: Mentions) -> Bool {
        if let verb, candidate.verb == verb || candidate.descriptionVerb == verb { return true }
        guard let first = candidate.titleFirstWord else { return false }
        return mentions.tokens.contains { Stemmer.stem($0.text) == first }
    }

    /// Whether the request holds every word of an intent's title of two or
    /// more words ("Plan a trip to…" holds "Plan a Trip").
    private func namesAnAction(_ mentions: Mentions) -> Bool {
        let words = Set(mentions.tokens.map { Stemmer.stem($0.text) })
        return model.intents.contains { $0.titleTerms.count >= 2 && $0.titleTerms.isSubset(of: words) }
    }

    /// "Book the family shower for Saturday morning": an intent that makes
    /// something (its title's verb books, orders…) takes a record of a dated
    /// type by the day said, when records of that type are on it (the slots
    /// of that day).
    private func booksSlot(_ intent: IntentModel, _ name: String, mentions: Mentions) -> Bool {
        guard let verb = intent.verb, ActionVerbs.making.contains(verb), let position = model.entityPosition(named: name), model.isDated[position],
              let day = mentions.dates.lazy.compactMap(\.day).first else { return false }
        return model.records(of: name).contains { EntitySearch.isOn(day, $0, dateProperties: model.dateProperties[position], clock: context.clock) }
    }

    /// False for a required date or entity parameter without a default that
    /// nothing in the clause, on screen or in the conversation fills (nor, for
    /// `candidate`, a slot of the day said: `booksSlot`).
    private func canFill(_ parameter: Parameter, mentions: Mentions, described: inout [String: Bool], of candidate: IntentModel? = nil) -> Bool {
        guard parameter.isRequired, parameter.defaultValue == nil else { return true }
        switch parameter.type.unwrapped {
        case .date:
            return !mentions.dates.isEmpty
        case .entity(let name):
            if mentions.records.contains(where: { $0.record.entity == name }) || context.onScreen.contains(where: { $0.entity == name })
                || context.liveActivity?.entity == name || conversation.recentEntities.contains(where: { $0.entity == name }) { return true }
            // (Whether the candidate books a slot of that day is its own, not the type's.)
            return describes(name, mentions: mentions, described: &described) || candidate.map { booksSlot($0, name, mentions: mentions) } == true
        default:
            return true
        }
    }

    /// Whether the clause describes a record of a type without naming it:
    /// by its words ("the tomato soup off Wednesday's lunch"), or by a
    /// record it belongs to ("two for Casablanca on Friday": a screening of
    /// Casablanca). `described` keeps the answer by type.
    private func describes(_ name: String, mentions: Mentions, described: inout [String: Bool]) -> Bool {
        if let known = described[name] { return known }
        if mentions.records.contains(where: { $0.record.entity == name || model.linksTo($0.record, from: name) }) {
            described[name] = true
            return true
        }
        let words = Set(mentions.queryTerms ?? [])
        var found = words.count >= 2 && model.records(of: name).contains { EntitySearch.shared($0.terms, words) >= 2 }
        // ("the Friday yoga": a word and the day, of one said to exist; not "a yoga class on Friday".)
        if !found, let day = mentions.dates.lazy.compactMap(\.day).first, let position = model.entityPosition(named: name),
           mentions.tokens.contains(where: { ["the", "my", "our", "his", "her", "their"].contains($0.text) }),
           !mentions.tokens.contains(where: { ["a", "an", "another", "new"].contains($0.text) }) {
            found = model.records(of: name).contains { record in
                EntitySearch.shared(record.terms, words) >= 1 && EntitySearch.isOn(day, record, dateProperties: model.dateProperties[position], clock: context.clock)
            }
        }
        described[name] = found
        return found
    }

    /// Whether the clause names a case of an enum that this intent takes and
    /// no intent of the request's own kind of action takes, or a record no
    /// other intent takes ("send Lip Trills…": only adding a warm-up takes one).
    private func namesOwnCase(_ candidate: IntentModel, mentions: Mentions, synonyms: Set<String>, kindWords: Set<String>, after scene: Int) -> Bool {
        let ownRecord = mentions.records.contains { match in
            match.range.lowerBound >= scene && model.intentsTaking[match.record.entity] == 1 && candidate.entityParameterTypes.contains(match.record.entity)
        }
        if ownRecord { return true }
        // "Send this up to my room" with a dessert on screen: only ordering takes a menu item.
        if mentions.pointsAtEntity, context.onScreen.contains(where: { model.intentsTaking[$0.entity] == 1 && candidate.entityParameterTypes.contains($0.entity) }) {
            return true
        }
        guard !mentions.enumCases.isEmpty else { return false }
        return candidate.fitKinds.contains { kind in
            // (A case named where the clause only sets the scene does not count.)
            guard case .enumeration(let name) = kind, mentions.enumCases.contains(where: { $0.enumeration == name && $0.range.lowerBound >= scene }) else { return false }
            return !model.intents.contains { other in
                Self.ofKind(other, synonyms: synonyms, kindWords: kindWords)
                    && other.fitKinds.contains { if case .enumeration(name) = $0 { true } else { false } }
            }
        }
    }

    /// Whether an intent is of the request's kind of action: its title's or
    /// description's verb is one of the verb's synonyms, or its title has it
    /// ("Set Service Reminder" for "remind me…").
    /// `kindWords`: the synonyms that are only verbs.
    static func ofKind(_ intent: IntentModel, synonyms: Set<String>, kindWords: Set<String>) -> Bool {
        (intent.verb.map(synonyms.contains) ?? false) || (intent.descriptionVerb.map(synonyms.contains) ?? false)
            || (!kindWords.isEmpty && !intent.strongTerms.isDisjoint(with: kindWords))
    }

    /// How many of an intent's parameters the clause has a value for.
    private func parameterFits(_ intent: IntentModel, mentions: Mentions) -> Int {
        var numbers = mentions.numbers.count
        // One record named fills one parameter ("to the stadium" is not also where from).
        var records: [String: Int] = [:]
        for match in mentions.records { records[match.record.entity, default: 0] += 1 }
        var fits = 0
        for kind in intent.fitKinds {
            switch kind {
            case .number:
                if numbers > 0 { fits += 1; numbers -= 1 }
            case .timeNumber:
                if !mentions.durations.isEmpty { fits += 1 } else if numbers > 0 { fits += 1; numbers -= 1 }
            case .date:
                if !mentions.dates.isEmpty { fits += 1 }
            case .duration:
                if !mentions.durations.isEmpty { fits += 1 }
            case .entity(let name):
                if let count = records[name], count > 0 {
                    fits += 1
                    records[name] = count - 1
                } else if (mentions.pointsAtEntity && (context.onScreen.contains { $0.entity == name } || conversation.recentEntities.contains { $0.entity == name }))
                    || context.liveActivity?.entity == name {
                    fits += 1
                } else if booksSlot(intent, name, mentions: mentions) {
                    fits += 1
                }
            case .entities(let name):
                // "Biscuit and Mochi": a list fits a list parameter better than one record does.
                let named = mentions.records.count { $0.record.entity == name }
                if named > 0 { fits += min(named, 2) } else if mentions.pointsAtEntity && (context.onScreen.contains { $0.entity == name } || conversation.recentEntities.contains { $0.entity == name }) { fits += 1 }
            case .enumeration(let name):
                if mentions.enumCases.contains(where: { $0.enumeration == name }) { fits += 1 }
            case .string:
                if !mentions.quoted.isEmpty { fits += 1 }
            case .name:
                // "a habit called evening stretch": a name is given to something new.
                if mentions.tokens.contains(where: { Self.namingWords.contains($0.text) }) { fits += 2 } else if !mentions.quoted.isEmpty { fits += 1 }
            case .other:
                break
            }
        }
        return fits
    }

    /// Words that give a new thing its name ("a habit called evening stretch").
    static let namingWords: Set<String> = ["called", "named", "titled"]

    /// "make it six" after booking: an intent that takes the last call's
    /// result (or an entity it used) and a value the clause gives, or the
    /// last call again with the new value.
    /// With `onlyWhatWasMade` ("and hold it for 25 minutes"), only a call
    /// waiting for this turn or an intent that changes what the last call
    /// made is tried.
    private mutating func followUp(_ last: MadeCall?, tokens: [Token], mentions: Mentions, onlyWhatWasMade: Bool = false, request: inout RequestTrace) -> Bool {
        let hasValue = !mentions.numbers.isEmpty || !mentions.dates.isEmpty || !mentions.durations.isEmpty || !mentions.records.isEmpty
            || enumMentioned(tokens)
        guard hasValue else { return false }
        // A call not yet run (Siri asked to confirm it, or for a value): the change is to it.
        if let unfinished {
            self.unfinished = nil
            let intent = model.app.intents[unfinished.intent]
            var filler = ParameterFiller(model: model, context: context, conversation: conversation, mentions: mentions, slots: [:])
            var filled = filler.fill(unfinished.intent, keeping: unfinished.arguments)
            keepTimes(of: unfinished.arguments, in: &filled)
            if filled.sources.values.contains(where: Self.isNewValue) {
                request.intent = intent.identifier
                request.how = "follow-up: changes the \(intent.identifier) not yet run"
                request.parameters = filled.sources
                complete(unfinished.intent, filled: filled, onScreen: unfinished.onScreen + filled.onScreen, request: &request)
                return true
            }
        }
        // What the change is about: first what the last call made, or the Live
        // Activity's entity ("make it six" changes the booking just made)...
        var made = Set<String>()
        if let activity = context.liveActivity { made.insert(activity.entity) }
        if let result = last?.result { made.insert(result.entity) }
        // ("Actually, make it 7" after booking one for 5 pm: a bare hour is a new time for what was made.)
        // (It weighs more than a number of another intent's when the last call had no number to change.)
        let lastParameters = last.map { model.app.intents[$0.intent].parameters } ?? []
        let newHourSaid = Self.bareHour(mentions) != nil && lastParameters.contains { $0.type.unwrapped == .date }
        let hourWeight = !newHourSaid ? 0 : lastParameters.contains { [.int, .double].contains($0.type.unwrapped) } ? 1 : 2
        if let best = changer(taking: made, except: last?.intent, tokens: tokens, mentions: mentions, hourWeight: hourWeight) {
            request.intent = model.app.intents[best].identifier
            request.how = "follow-up: changes \(last.map { "what \(model.app.intents[$0.intent].identifier) made" } ?? "what the Live Activity shows")"
            if let last {
                startKeepingTimes(best, of: last, mentions: mentions, request: &request)
            } else {
                start(best, mentions: mentions, slots: [:], request: &request)
            }
            return true
        }
        guard let last, !onlyWhatWasMade else { return false }
        // ...then an intent that changes what the last call used, whose title
        // names the parameter the new value is for ("make it three" after adding
        // two packs runs Set Quantity; "make it the Oak Street salon" Change Salon)...
        let lastIntent = model.app.intents[last.intent]
        var used = Set<String>()
        for parameter in lastIntent.parameters {
            if case .entity(let name) = parameter.type.unwrapped, last.arguments[parameter.name] != nil { used.insert(name) }
        }
        let lastNames = Set(lastIntent.parameters.map(\.name))
        if let best = changer(taking: used, except: last.intent, tokens: tokens, mentions: mentions, within: lastNames, types: lastIntent.parameters.map(\.type.unwrapped)) {
            request.intent = model.app.intents[best].identifier
            request.how = "follow-up: changes what \(lastIntent.identifier) used"
            startKeepingTimes(best, of: last, mentions: mentions, request: &request)
            return true
        }
        // ...then an intent that corrects what the last call made, taking the new value under the
        // same name ("Actually, it was three laps" after logging a swim: Correct the Last Swim, not a second log)...
        if let best = corrector(of: last, mentions: mentions) {
            request.intent = model.app.intents[best].identifier
            request.how = "follow-up: corrects what \(lastIntent.identifier) made"
            startKeepingTimes(best, of: last, mentions: mentions, request: &request)
            return true
        }
        // ...and last the last call itself again, with the new value ("make it three hours").
        return again(last, mentions: mentions, request: &request)
    }

    /// Runs the intent at `index` for a change to the last call: a day said
    /// alone keeps the time of the last call's date ("Actually, make it
    /// tomorrow instead" after booking at 3 pm: still at 3 pm).
    private mutating func startKeepingTimes(_ index: Int, of last: MadeCall, mentions: Mentions, request: inout RequestTrace) {
        var filler = ParameterFiller(model: model, context: context, conversation: conversation, mentions: mentions, slots: [:])
        var filled = filler.fill(index)
        keepTimes(of: lastDates(last, for: index), in: &filled)
        let intent = model.app.intents[index]
        if !intent.parameters.contains(where: { $0.type.unwrapped == .date && filled.sources[$0.name].map(Self.isNewValue) == true }) {
            newHour(intent, earlier: lastDates(last, for: index), mentions: mentions, in: &filled)
            filled.recheckMissing(intent)
        }
        request.parameters = filled.sources
        complete(index, filled: filled, onScreen: filled.onScreen, request: &request)
    }

    /// An intent other than the last call's, whose title changes what that
    /// call's title names ("Correct the Last Swim" after "Log a Swim"), that
    /// needs no record to say which (it is the last one), and that takes a
    /// value the clause gives under a name the last call has.
    private func corrector(of last: MadeCall, mentions: Mentions) -> Int? {
        let lastModel = model.intents[last.intent]
        guard !lastModel.isLookup, !lastModel.objectTerms.isEmpty else { return nil }
        let lastNames = Set(lastModel.intent.parameters.map(\.name))
        var best: (intent: Int, fits: Int)?
        for index in model.chosenByMeaning where index != last.intent {
            let candidate = model.intents[index]
            guard !candidate.intent.destructive, candidate.verb.map(ActionVerbs.changeVerbs.contains) == true,
                  !candidate.objectTerms.isDisjoint(with: lastModel.objectTerms),
                  !candidate.intent.parameters.contains(where: { parameter in
                      if case .entity = parameter.type.unwrapped { return parameter.isRequired } else { return false }
                  }) else { continue }
            var probe = ParameterFiller(model: model, context: context, conversation: conversation, mentions: mentions, slots: [:])
            let fits = probe.fill(index).sources.filter { lastNames.contains($0.key) && Self.isNewValue($0.value) && $0.value != ParameterFiller.leftoverSource }.count
            if fits > (best?.fits ?? 0) { best = (index, fits) }
        }
        return best?.intent
    }

    /// "The same party on the sunset paddle": the clause names a case of
    /// an enum only another intent takes, so it asks for that intent, with
    /// the same values, not for the last call again.
    /// "And cancel Tuesday's lesson as well" after a booking: the verb another tool's
    /// title starts with (or, for moving, a verb of moving) asks for that tool, not the last call again.
    private func namesVerbOfAnotherIntent(_ tokens: [Token], last: Int, mentions: Mentions) -> Bool {
        // (The clause's first word past "and", "thanks"…: "repeat that with my other booking" names no verb.)
        // ("Actually, could you move the outing to Sunday?": past the asking words too.)
        guard let token = tokens.first(where: { !Self.clauseOpeners.contains($0.text) && !["actually", "can", "could", "would", "will", "just"].contains($0.text) })
        else { return false }
        // ("Move it to Sunday, same time" changes the call just made, keeping its time.)
        if tokens.indices.dropLast().contains(where: { tokens[$0].text == "same" && ClauseReading.keptValues.contains(tokens[$0 + 1].text) }) { return false }
        let own = model.intents[last].titleFirstWord
        // ("And pencil their shower session in": a word only another title has, past its verb, is that tool's.)
        let lastTerms = model.intents[last].titleTerms.union(model.intents[last].parameterTitleTerms)
        // (Not a word of a value: "and for the meadow pitch".)
        let said = Set(tokens.filter { token in
            !token.isStopWord && !token.isNumeric && !token.isDateWord && !model.nameWords.contains(token.text)
                && !mentions.records.contains { $0.range.contains(token.index) } && !mentions.enumCases.contains { $0.range.contains(token.index) }
        }.map { Stemmer.stem($0.text) })
            .subtracting(lastTerms).subtracting(ActionVerbs.all)
        if !said.isEmpty, model.chosenByMeaning.contains(where: { index in
            index != last && !model.intents[index].titleTerms.subtracting(model.intents[index].titleFirstWord.map { [$0] } ?? []).isDisjoint(with: said)
        }) { return true }
        let stem = Stemmer.stem(token.text)
        guard stem != own, ActionVerbs.all.contains(stem), !ActionVerbs.weak.contains(token.text), !ActionVerbs.lightVerbs.contains(token.text),
              !(own.map { ActionVerbs.moving.contains($0) && ActionVerbs.moving.contains(stem) } ?? false) else { return false }
        return model.chosenByMeaning.contains { index in
            guard index != last, let verb = model.intents[index].titleFirstWord else { return false }
            return verb == stem || (ActionVerbs.moving.contains(verb) && ActionVerbs.moving.contains(stem))
        }
    }

    /// Words a follow-up may start with before its verb.
    static let clauseOpeners = ActionVerbs.acknowledgements.union(["and", "then", "also", "now", "please", "ok", "okay", "you"])

    private func namesCaseOfAnotherIntent(_ mentions: Mentions, last: Int) -> Bool {
        // (Not with a record named, "the same for canoe C-30", nor a part of a date, "Thursday night".)
        guard mentions.records.isEmpty else { return false }
        let own = Set(model.app.intents[last].parameters.map(\.type.unwrapped))
        return mentions.enumCases.contains { match in
            let type = ValueType.enumeration(match.enumeration)
            return !own.contains(type) && !mentions.dates.contains(where: { $0.range.overlaps(match.range) }) && model.chosenByMeaning.contains { index in
                index != last && model.app.intents[index].parameters.contains { $0.type.unwrapped == type }
            }
        }
    }

    /// "And the next post" after playing post 12: the number that names
    /// which one (a Stop Number, a Track No.) one up, or one down for "the
    /// previous one".
    private func nextNumber(_ intent: Intent, earlier: JSONObject, mentions: Mentions, in filled: inout ParameterFiller.Filled) {
        let words = Set(mentions.tokens.map(\.text))
        let step = !words.isDisjoint(with: ["next", "following"]) ? 1 : !words.isDisjoint(with: ["previous", "preceding"]) ? -1 : 0
        guard step != 0 else { return }
        let numbered = intent.parameters.filter { parameter in
            parameter.type.unwrapped == .int && earlier[parameter.name]?.double != nil
                && Tokenizer.tokens(parameter.title).contains { ["number", "no", "#"].contains($0.text) }
        }
        guard numbered.count == 1, let parameter = numbered.first, let value = earlier[parameter.name]?.double else { return }
        let next = Int(value) + step
        if let range = parameter.range, !range.contains(Double(next)) { return }
        filled.arguments[parameter.name] = .int(next)
        filled.sources[parameter.name] = "number '\(step > 0 ? "next" : "previous")': \(Int(value)) \(step > 0 ? "+" : "-") 1"
    }

    /// The last call again with the values the clause gives in place of its own.
    private mutating func again(_ last: MadeCall, mentions: Mentions, forNewValue: Bool = false, request: inout RequestTrace) -> Bool {
        let lastIntent = model.app.intents[last.intent]
        var filler = ParameterFiller(model: model, context: context, conversation: conversation, mentions: mentions, slots: [:])
        filler.repeating = forNewValue
        for parameter in lastIntent.parameters {
            if case .entity(let type) = parameter.type.unwrapped, let id = last.arguments[parameter.name]?.string,
               let record = model.record(entity: type, id: id) {
                filler.likeRecords[parameter.name] = record
            }
        }
        var filled = filler.fill(last.intent, keeping: last.arguments)
        // Leftover words ("do the same with…") are no new text: the earlier text stays.
        for (name, source) in filled.sources where source == ParameterFiller.leftoverSource {
            guard let earlier = last.arguments[name] else { continue }
            filled.arguments[name] = earlier
            filled.sources[name] = "kept from the earlier request"
        }
        keepTimes(of: last.arguments, in: &filled)
        sameSlot(last.intent, earlier: last.arguments, mentions: mentions, in: &filled)
        if forNewValue, !filled.sources.values.contains(where: Self.isNewValue) { newText(lastIntent, earlier: last.arguments, mentions: mentions, in: &filled) }
        if !filled.sources.values.contains(where: Self.isNewValue) { newHour(lastIntent, earlier: last.arguments, mentions: mentions, in: &filled) }
        if !filled.sources.values.contains(where: Self.isNewValue) { nextNumber(lastIntent, earlier: last.arguments, mentions: mentions, in: &filled) }
        guard filled.sources.values.contains(where: Self.isNewValue) else { return false }
        request.intent = lastIntent.identifier
        request.how = "follow-up: \(lastIntent.identifier) again with the new value"
        request.parameters = filled.sources
        complete(last.intent, filled: filled, onScreen: filled.onScreen, request: &request)
        return true
    }

    /// "Another one, thirty-five" after "a trout, forty
    /// centimetres": a bare number said again is the number the person gave
    /// before (the length), not one they left at its default (the count).
    private func sameSlot(_ index: Int, earlier: JSONObject, mentions: Mentions, in filled: inout ParameterFiller.Filled) {
        let numeric = model.intents[index].intent.parameters.filter { $0.type.unwrapped == .int || $0.type.unwrapped == .double }
        // Only a number said bare: "three beats to a bar" says which it is.
        let said = Set(mentions.tokens.map { Stemmer.stem($0.text) })
        let traits = model.intents[index].traits
        guard !numeric.contains(where: { !(traits[$0.name]?.titleKeywords.isDisjoint(with: said) ?? true) }) else { return }
        func given(_ parameter: Parameter) -> Bool {
            guard let value = earlier[parameter.name] else { return false }
            return parameter.defaultValue.map { $0 != value } ?? true
        }
        for parameter in numeric where filled.sources[parameter.name]?.hasPrefix("number '") == true && !given(parameter) {
            guard let other = numeric.first(where: { $0.name != parameter.name && given($0) && filled.sources[$0.name] == "kept from the earlier request" }),
                  let value = filled.arguments[parameter.name] else { continue }
            filled.arguments[other.name] = value
            filled.sources[other.name] = (filled.sources[parameter.name] ?? "") + ", for the number given before"
            filled.arguments[parameter.name] = earlier[parameter.name]
            filled.sources[parameter.name] = "kept from the earlier request"
        }
    }

    /// "Do the same for Tobias" after signing Ines up: the words after "for"
    /// or "with" that no value took are the new text of the one text the
    /// person gave (of several, the one that held a name, when these words
    /// are a name).
    private func newText(_ intent: Intent, earlier: JSONObject, mentions: Mentions, in filled: inout ParameterFiller.Filled) {
        let tokens = mentions.tokens
        guard let cue = tokens.lastIndex(where: { $0.text == "for" || $0.text == "with" }), cue + 1 < tokens.count,
              tokens[(cue + 1)...].allSatisfy({ mentions.isFree($0.index..<$0.index + 1) }) else { return }
        let words = tokens[(cue + 1)...].drop { $0.isStopWord || $0.text == "my" || $0.text == "our" }
        guard !words.isEmpty, words.count <= 4, words.contains(where: { !$0.isStopWord }) else { return }
        let given = intent.parameters.filter { parameter in
            parameter.type.unwrapped == .string && earlier[parameter.name] != nil && earlier[parameter.name] != parameter.defaultValue
        }
        let saysName = words.first?.raw.first?.isUppercase == true
        let named = given.filter { earlier[$0.name]?.string?.first?.isUppercase == true }
        guard let parameter = given.count == 1 ? given.first : saysName && named.count == 1 ? named.first : nil else { return }
        let text = words.map(\.raw).joined(separator: " ")
        filled.arguments[parameter.name] = .string(text)
        filled.sources[parameter.name] = "the words after '\(tokens[cue].raw)': '\(text)', the new \(parameter.title)"
    }

    /// The one number of the clause said bare, that may be an hour (0 to 23).
    static func bareHour(_ mentions: Mentions) -> NumberMatch? {
        let bare = mentions.numbers.filter { $0.unit == nil && !$0.isOrdinal && mentions.isFree($0.range) }
        guard bare.count == 1, let hour = bare[0].intValue, hour >= 0, hour <= 23 else { return nil }
        return bare[0]
    }

    /// "Actually, make it 7" after "tomorrow at 6 pm": a bare hour, when no
    /// number parameter takes it, is the new time of the earlier date, on its
    /// day, in the half of the day nearest the earlier time.
    private func newHour(_ intent: Intent, earlier: JSONObject, mentions: Mentions, in filled: inout ParameterFiller.Filled) {
        guard let bare = Self.bareHour(mentions), let hour = bare.intValue,
              let parameter = intent.parameters.first(where: { $0.type.unwrapped == .date && earlier[$0.name] != nil }),
              let old = earlier[parameter.name]?.string, let instant = Format.dateInstant(old, clock: context.clock) else { return }
        let clock = context.clock
        let day = clock.civilDate(of: instant)
        let oldSeconds = clock.secondsOfDay(of: instant)
        let choices = hour > 12 || hour == 0 ? [hour] : [hour % 12, hour % 12 + 12]
        let best = choices.min { abs(Double($0 * 3600) - oldSeconds) < abs(Double($1 * 3600) - oldSeconds) }!
        filled.arguments[parameter.name] = .string(clock.format(clock.instant(of: day, secondsOfDay: Double(best * 3600))))
        filled.sources[parameter.name] = "the hour '\(mentions.tokens[bare.range].map(\.raw).joined(separator: " "))', on the earlier day"
    }

    /// "Actually, make it tomorrow": a new day said without a time keeps the
    /// time of the value it replaces.
    private func keepTimes(of earlier: JSONObject, in filled: inout ParameterFiller.Filled) {
        let clock = context.clock
        for name in filled.dayOnly {
            guard let text = filled.arguments[name]?.string, let old = earlier[name]?.string, text != old,
                  let day = Format.dateInstant(text, clock: clock), let time = Format.dateInstant(old, clock: clock) else { continue }
            let combined = clock.instant(of: clock.civilDate(of: day), secondsOfDay: clock.secondsOfDay(of: time))
            filled.arguments[name] = .string(clock.format(combined))
            filled.sources[name] = (filled.sources[name] ?? "") + ", at the earlier time"
        }
    }

    /// The last call's date, under the name of each date parameter of the
    /// intent at `index` (the time a new day alone keeps).
    private func lastDates(_ last: MadeCall, for index: Int) -> JSONObject {
        let lastIntent = model.app.intents[last.intent]
        guard let date = lastIntent.parameters.first(where: { $0.type.unwrapped == .date && last.arguments[$0.name] != nil }),
              let value = last.arguments[date.name] else { return JSONObject() }
        var dates = JSONObject()
        for parameter in model.app.intents[index].parameters where parameter.type.unwrapped == .date { dates[parameter.name] = value }
        return dates
    }

    /// Whether a value's source (in the trace) is the clause, not an earlier request or a default.
    static func isNewValue(_ source: String) -> Bool {
        !source.hasPrefix("kept") && !source.hasPrefix("from earlier") && !source.hasPrefix("the parameter's default")
    }

    /// The tool other than `except` that takes one of the entity types
    /// `related` and gets the most values from the clause (counting, with
    /// `within`, only parameters of those names that its title names, or,
    /// for an intent whose title changes something, a date when `types` has
    /// one: "make it Saturday" after booking a visit reschedules it; a bare
    /// hour counts `hourWeight` for such an intent: "actually, make it 7").
    private func changer(taking related: Set<String>, except: Int?, tokens: [Token], mentions: Mentions, within names: Set<String>? = nil, types: [ValueType] = [],
                         hourWeight: Int = 0) -> Int? {
        guard !related.isEmpty else { return nil }
        let scores = model.intentIndex.scores(queryTerms(tokens, mentions: mentions))
        var best: (intent: Int, score: Double)?
        for index in model.chosenByMeaning {
            let intent = model.app.intents[index]
            let takesRelated = intent.parameters.contains { if case .entity(let name) = $0.type.unwrapped { related.contains(name) } else { false } }
            // "Change Reservation" makes a reservation again: it changes the one
            // just made, though it takes none ("the person's current one").
            let remakes: Bool = {
                guard case .entity(let name)? = intent.result?.unwrapped, related.contains(name), let verb = model.intents[index].verb else { return false }
                return ActionVerbs.changeVerbs.contains(verb)
            }()
            // The last intent itself comes last, unless it is such a change ("and hold it for 25 minutes").
            // (Deleting is no change: "make it Saturday" does not delete Saturday's reminder.)
            guard takesRelated || remakes, index != except || remakes, !intent.destructive else { continue }
            var probe = ParameterFiller(model: model, context: context, conversation: conversation, mentions: mentions, slots: [:])
            let candidate = model.intents[index]
            let fits = probe.fill(index).sources.filter { source in
                // (Words no value took are no value: "Actually, make it 6" names no player.)
                guard !source.value.hasPrefix("from earlier"), !source.value.hasPrefix("the parameter's default"),
                      !source.value.hasPrefix("on screen"), !source.value.hasPrefix("Live Activity"),
                      source.value != ParameterFiller.leftoverSource else { return false }
                guard let names else { return true }
                // A parameter the last call had, which the intent's title names ("Set Quantity").
                if names.contains(source.key) && !(candidate.traits[source.key]?.titleKeywords.isDisjoint(with: candidate.titleTerms) ?? true) { return true }
                // A value of a type the last call had, for an intent that changes what it made ("Reschedule a Visit").
                guard candidate.verb.map(ActionVerbs.changeVerbs.contains) == true, let type = intent.parameter(named: source.key)?.type.unwrapped else { return false }
                return type == .date && types.contains(type)
            }.count
            // (A bare hour, for an intent that changes what was made and takes a date: "Reschedule Appointment".)
            let hourFits = candidate.verb.map(ActionVerbs.changeVerbs.contains) == true && intent.parameters.contains { $0.type.unwrapped == .date } ? hourWeight : 0
            guard fits + hourFits > 0 else { continue }
            let score = Double(fits + hourFits) + scores[index]
            if score > (best?.score ?? 0) { best = (index, score) }
        }
        return best?.intent
    }

    private func enumMentioned(_ tokens: [Token]) -> Bool {
        var matcher = Fuzzy.Matcher(tokens: tokens)
        return model.enumCasePhrases.contains { matcher.match($0) != nil }
    }

    // MARK: 4. Running an intent

    private mutating func start(_ index: Int, mentions: Mentions, slots: [String: Range<Int>], request: inout RequestTrace) {
        if slots.isEmpty, let segments = itemsOnDays(index, mentions: mentions) ?? itemSegments(model.app.intents[index], mentions: mentions, lookup: model.intents[index].isLookup) ?? daySegments(index, mentions: mentions) {
            // "Add milk, bananas and a pound of chicken": one call per item, each
            // with the words around it.
            request.notes.append("\(segments.count) items named: one call each")
            for segment in segments {
                var part = mentions
                part.used.formUnion(TokenSet(mentions.tokens.indices).subtracting(segment))
                var filler = ParameterFiller(model: model, context: context, conversation: conversation, mentions: part, slots: [:])
                let filled = filler.fill(index)
                request.parameters = filled.sources
                complete(index, filled: filled, onScreen: filled.onScreen, request: &request)
            }
            return
        }
        if slots.isEmpty, let (parameter, records) = everyDescribed(index, mentions: mentions) {
            // "Share all the spring scores": one call for each.
            request.notes.append("\(records.count) records described with 'all': one call each")
            for record in records {
                var filler = ParameterFiller(model: model, context: context, conversation: conversation, mentions: mentions, slots: [:])
                var filled = filler.fill(index)
                filled.arguments[parameter] = .string(record.record.id)
                filled.sources[parameter] = "every \(record.entity) the request describes: '\(record.record.title)'"
                if filled.missing?.parameter.name == parameter { filled.missing = nil }
                filled.missing = filled.missing ?? firstMissing(model.app.intents[index], filled.arguments)
                filled.found.append(record)
                request.parameters = filled.sources
                complete(index, filled: filled, onScreen: filled.onScreen, request: &request)
            }
            return
        }
        var filler = ParameterFiller(model: model, context: context, conversation: conversation, mentions: mentions, slots: slots)
        // (Of a request in several parts, the party one part gives is every part's.)
        if let reading, reading.clauses.count > 1 { filler.partySize = reading.partySize }
        var filled = filler.fill(index)
        stepValues(index, into: &filled)
        if let missing = filled.missing?.parameter, missing.isRequired, reading?.guidingSkills.isEmpty == false,
           let (records, source) = skillRecords(index, parameter: missing, mentions: mentions, filled: &filled) {
            // "We're going wild swimming…": one call for each record the skill's line about it names.
            request.notes.append("\(records.count) records the loaded skill names: one call each")
            for record in records {
                var each = filled
                each.arguments[missing.name] = .string(record.record.id)
                each.sources[missing.name] = "\(source) '\(record.record.title)'"
                each.missing = firstMissing(model.app.intents[index], each.arguments)
                each.found.append(record)
                request.parameters = each.sources
                complete(index, filled: each, onScreen: each.onScreen, request: &request)
            }
            return
        }
        request.parameters = filled.sources
        complete(index, filled: filled, onScreen: filled.onScreen, request: &request)
    }

    /// For a required value the request leaves out, what the guiding skills
    /// say it is: the records of "each occupied pitch" in the step's own
    /// sentence (those whose values have every word before the type's), or
    /// the records (or the case, set in `filled`) that the body's sentence
    /// sharing most words with the request names ("Wild swimming: the
    /// wetsuit and the tow float"). Nil when they say none.
    private func skillRecords(_ index: Int, parameter: Parameter, mentions: Mentions,
                              filled: inout ParameterFiller.Filled) -> ([RecordModel], String)? {
        let entity: String? = if case .entity(let name) = parameter.type.unwrapped { name } else { nil }
        let typeTerms = entity.flatMap(model.entityPosition(named:)).map { Set(model.entityTitleTerms[$0]) } ?? []
        if let entity, let sentence = skills.stepSentences[index],
           let all = sentence.firstIndex(where: { ["each", "every", "all"].contains($0.text) }),
           let type = sentence[(all + 1)...].prefix(4).firstIndex(where: { typeTerms.contains(Stemmer.stem($0.text)) }) {
            let words = sentence[(all + 1)..<type].filter { !$0.isStopWord }.map { Stemmer.stem($0.text) }
            let records = model.records(of: entity).filter { record in words.allSatisfy(record.valueStems.contains) }
            if !words.isEmpty, !records.isEmpty { return (records, "every \(entity) the loaded skill's step names:") }
        }
        // The sentence of the body that shares most words (two or more) with the request.
        let said = Set(mentions.tokens.filter { !$0.isStopWord && !model.nameWords.contains($0.text) }.map { Stemmer.stem($0.text) })
            .subtracting(typeTerms).subtracting(model.intents[index].titleTerms)
        var best: (line: [Token], shared: Int)?
        for position in reading?.guidingSkills ?? [] {
            for line in model.skillSteps[position].lines {
                let shared = said.intersection(line.filter { !$0.isStopWord }.map { Stemmer.stem($0.text) }).count
                if shared >= 2, shared > best?.shared ?? 0 { best = (line, shared) }
            }
        }
        guard let line = best?.line else { return nil }
        var matcher = Fuzzy.Matcher(tokens: line)
        if let entity {
            let records = model.records(of: entity).filter { record in
                record.namePhrases.contains { phrase in matcher.match(phrase).map { $0.score >= 0.9 } ?? false }
            }
            return records.isEmpty ? nil : (records, "named by the loaded skill's line about the request:")
        }
        if case .enumeration(let name) = parameter.type.unwrapped, let cases = model.app.enumeration(named: name)?.cases,
           let item = cases.first(where: { item in ([item.title] + item.synonyms).contains { matcher.match(Fuzzy.Phrase(Tokenizer.tokens($0).map(\.text))).map { $0.score >= 0.9 } ?? false } }) {
            filled.arguments[parameter.name] = .string(item.identifier)
            filled.sources[parameter.name] = "the loaded skill's line about the request names '\(item.title)'"
            filled.recheckMissing(model.app.intents[index])
        }
        return nil
    }

    /// After a guiding skill's first step ran, its next steps in order
    /// ("Close the shutters…, then switch the dock lights to Storm Amber
    /// with the set dock lights tool"): each that gets every required value from the
    /// request or its own sentence, and that is no lookup, runs too; one
    /// that lacks a value is left for the person to ask.
    private mutating func nextSteps(after first: Int, clause: String, mentions: Mentions) {
        // (After a lookup first, the person chooses: nothing more runs.)
        guard !model.intents[first].isLookup,
              turn.invocations.last.map({ $0.intent == model.app.intents[first].identifier && $0.outcome == .succeeded }) == true,
              let steps = model.skillSteps.first(where: { $0.order.first == first }) else { return }
        for index in steps.order.dropFirst() where !model.intents[index].isLookup && !model.app.intents[index].destructive && !model.app.intents[index].needsConfirmation
            && !turn.invocations.contains(where: { $0.intent == model.app.intents[index].identifier }) {
            var filler = ParameterFiller(model: model, context: context, conversation: conversation, mentions: mentions, slots: [:])
            var filled = filler.fill(index)
            // (The request did not ask for this step: what its sentence names comes first.)
            stepValues(index, into: &filled, overriding: true)
            guard filled.missing == nil else { continue }
            var request = RequestTrace(clause: clause)
            request.intent = model.app.intents[index].identifier
            request.how = "the loaded skill's next step"
            request.parameters = filled.sources
            complete(index, filled: filled, onScreen: filled.onScreen, request: &request)
            requestTraces.append(request.json)
        }
    }

    /// "A gale is coming, get the marina ready" with a skill whose step
    /// says "close the shutters to Fully Closed with the set storm shutters
    /// tool": a case the step's sentence names is the value of an enum
    /// parameter the request left without one, and a number said with a
    /// word of a number parameter's title ("for 4 days") that parameter's.
    private func stepValues(_ index: Int, into filled: inout ParameterFiller.Filled, overriding: Bool = false) {
        guard let sentence = skills.stepSentences[index] else { return }
        var matcher = Fuzzy.Matcher(tokens: sentence)
        let numbers = NumberParser.numbers(in: sentence)
        for parameter in model.app.intents[index].parameters
        where overriding || filled.arguments[parameter.name] == nil || filled.sources[parameter.name] == "the parameter's default" {
            // "Withhold her milk for 4 days": a number of the step, with a word of the parameter's title after it,
            // for a number the request did not give.
            if [.int, .double].contains(parameter.type.unwrapped), filled.sources[parameter.name].map(Self.isNewValue) != true,
               let traits = model.intents[index].traits[parameter.name],
               let number = numbers.first(where: { number in
                   // (The word after it, or its unit: "4 days".)
                   let word = number.unit != nil ? number.range.upperBound - 1 : number.range.upperBound
                   // ("Then order two brake pads with the order a spare tool": a bare count is a quantity's.)
                   let counts = number.unit == nil && !traits.titleKeywords.isDisjoint(with: ParameterFiller.quantityStems)
                   return word < sentence.count && (traits.titleKeywords.contains(Stemmer.stem(sentence[word].text)) || counts)
                       && parameter.range.map { $0.contains(number.value) } != false
               }) {
                filled.arguments[parameter.name] = parameter.type.unwrapped == .int ? .int(Int(number.value)) : .double(number.value)
                filled.sources[parameter.name] = "the loaded skill's step says '\(sentence[number.range.lowerBound..<min(sentence.count, number.range.upperBound + 1)].map(\.raw).joined(separator: " "))'"
                filled.recheckMissing(model.app.intents[index])
                continue
            }
            // ("Use the find free beds tool for tonight": the day the first step is for, when the request
            // left its one date open.)
            if parameter.type.unwrapped == .date {
                guard !overriding, filled.arguments[parameter.name] == nil,
                      model.app.intents[index].parameters.count(where: { $0.type.unwrapped == .date }) == 1 else { continue }
                let dates = DateParser(clock: context.clock).dates(in: sentence).filter { date in
                    date.day != nil && !date.dayIsInferred && date.range.lowerBound > 0 && ["for", "on"].contains(sentence[date.range.lowerBound - 1].text)
                }
                if dates.count == 1, let day = dates[0].day {
                    let instant = dates[0].instant ?? context.clock.instant(of: day, secondsOfDay: 12 * 3600)
                    filled.arguments[parameter.name] = .string(context.clock.format(instant))
                    filled.sources[parameter.name] = "the loaded skill's step says '\(sentence[dates[0].range].map(\.raw).joined(separator: " "))'"
                    filled.recheckMissing(model.app.intents[index])
                }
                continue
            }
            guard case .enumeration(let name) = parameter.type.unwrapped, let cases = model.app.enumeration(named: name)?.cases else { continue }
            // The case named with most words, then first ("to Fully Closed…, then the dock lights").
            var best: (item: EnumType.Case, words: Int, at: Int)?
            for item in cases {
                for caseName in [item.title] + item.synonyms {
                    let words = Tokenizer.tokens(caseName).map(\.text)
                    guard let match = matcher.match(Fuzzy.Phrase(words)), match.score >= 0.9 else { continue }
                    if best == nil || words.count > best!.words || (words.count == best!.words && match.range.lowerBound < best!.at) {
                        best = (item, words.count, match.range.lowerBound)
                    }
                }
            }
            guard let item = best?.item else { continue }
            filled.arguments[parameter.name] = .string(item.identifier)
            filled.sources[parameter.name] = "the loaded skill's step names '\(item.title)'"
            filled.recheckMissing(model.app.intents[index])
        }
    }

    /// For an intent whose one required entity parameter takes one record,
    /// "all", "every" or "each" before the type's word and words its records
    /// have ("all the spring scores"): the parameter and the records that
    /// have every such word, when there are two or more. Nil otherwise.
    private func everyDescribed(_ index: Int, mentions: Mentions) -> (String, [RecordModel])? {
        let tokens = mentions.tokens
        guard let all = tokens.firstIndex(where: { ["all", "every", "each"].contains($0.text) }) else { return nil }
        let entityParameters = model.app.intents[index].parameters.filter { if case .entity = $0.type.unwrapped { $0.isRequired } else { false } }
        guard entityParameters.count == 1, case .entity(let type) = entityParameters[0].type.unwrapped,
              let position = model.entityPosition(named: type), !mentions.records.contains(where: { $0.record.entity == type }) else { return nil }
        let typeWords = Set(model.entityTitleTerms[position])
        guard let typeWord = tokens[(all + 1)...].firstIndex(where: { typeWords.contains(Stemmer.stem($0.text)) }) else { return nil }
        // The words between "all" and the type's word that say which ("spring").
        let describing = tokens[(all + 1)..<typeWord].filter { !$0.isStopWord && $0.text != "my" && $0.text != "our" && $0.text != "the" }
            .map { Stemmer.stem($0.text) }
        guard !describing.isEmpty else { return nil }
        let records = model.searchable(of: type).filter { record in describing.allSatisfy(record.terms.contains) }
        return records.count >= 2 ? (entityParameters[0].name, records) : nil
    }

    /// For an intent whose one required entity parameter is not a list, the
    /// token positions of each item when the clause names several records of
    /// that type in a list ("milk, bananas and eggs"), or several cases of a
    /// required enum each with its number ("two grown-ups and three children",
    /// "rainwater is 40 and heating oil is 310") or, for an action, listed
    /// with "and" ("squash and tennis"); nil otherwise.
    private func itemSegments(_ intent: Intent, mentions: Mentions, lookup: Bool) -> [TokenSet]? {
        var items: [Range<Int>] = []
        for parameter in intent.parameters where parameter.isRequired || parameter.defaultValue != nil {
            var ranges: [Range<Int>] = []
            switch parameter.type.unwrapped {
            // ("The Otters beat the Herons": a team and its opponent, two parameters of one type, are no list.)
            case .entity(let type) where parameter.isRequired && intent.parameters.filter({ $0.type.unwrapped == .entity(type) }).count == 1:
                for match in mentions.records where match.record.entity == type && mentions.isFree(match.range) {
                    if !ranges.contains(where: { $0.overlaps(match.range) }) { ranges.append(match.range) }
                }
            case .enumeration(let name):
                // "two grown-ups and three children", "rainwater is 40, oil 310": cases each with a number.
                // "the waitlist for squash and tennis": cases said as a list, with only "and" between, for an action.
                var seen = Set<String>()
                var numbered = true
                for match in mentions.enumCases where match.enumeration == name && mentions.isFree(match.range) && seen.insert(match.identifier).inserted {
                    if !Self.hasOwnNumber(match.range, mentions: mentions) { numbered = false }
                    if !ranges.contains(where: { $0.overlaps(match.range) }) { ranges.append(match.range) }
                }
                ranges.sort { $0.lowerBound < $1.lowerBound }
                let listed = !lookup && parameter.type.arrayElement == nil && zip(ranges, ranges.dropFirst()).allSatisfy { earlier, later in
                    let between = mentions.tokens[earlier.upperBound..<later.lowerBound]
                    return between.contains { $0.text == "and" } && between.allSatisfy { ["and", "a", "an", "the"].contains($0.text) }
                }
                if !numbered && !listed { ranges = [] }
            default:
                continue
            }
            if ranges.count > 1 { items = ranges; break }
        }
        guard items.count > 1 else { return nil }
        items.sort { $0.lowerBound < $1.lowerBound }
        // Items must be a list: only commas, "and" and words of quantity between them.
        for (earlier, later) in zip(items, items.dropFirst()) {
            let between = mentions.tokens[earlier.upperBound..<later.lowerBound]
            guard between.contains(where: { $0.text == "and" }) || utterance.holds(",") else { return nil }
        }
        return Self.segments(of: items, mentions: mentions)
    }

    /// Words that join the items of a list ("Meera gave twenty, Omar gave fifteen but…").
    static let listJoins: Set<String> = ["and", "but", "or", "plus", "then"]

    /// Words between a case and the number said after it ("rainwater is 40", "oil at 310").
    static let readingLinks: Set<String> = ["is", "was", "at", "of", "reads", "reading", "=", "to"]

    /// Whether a number is said with the case at `range`: right before it
    /// ("three children") or after it ("rainwater is 40", "oil 310").
    static func hasOwnNumber(_ range: Range<Int>, mentions: Mentions) -> Bool {
        mentions.numbers.contains { number in
            if number.range.upperBound == range.lowerBound { return true }
            guard number.range.lowerBound >= range.upperBound, number.range.lowerBound <= range.upperBound + 1 else { return false }
            return number.range.lowerBound == range.upperBound || readingLinks.contains(mentions.tokens[range.upperBound].text)
        }
    }

    /// Whether the token at `position` is inside a number, date or duration said.
    static func insideValue(_ position: Int, _ mentions: Mentions) -> Bool {
        mentions.numbers.contains { $0.range.contains(position) } || mentions.dates.contains { $0.range.contains(position) }
            || mentions.durations.contains { $0.range.contains(position) }
    }

    /// The token positions each item of a list takes: the item and the words
    /// next to it, and for the first the words before it (a later call takes
    /// what they give from the earlier one). Between two items, what comes
    /// before the last comma or "and" is the earlier item's ("Mill Lane at 10
    /// and Church Walk at 2 pm"), the rest the later one's ("a fridge, two
    /// mattresses"). When the items have values after them, the words after
    /// the last item are its own, else everyone's ("milk and eggs to
    /// Tuesday's order"); an item with nothing after it shares the next
    /// one's ("Meera and Omar gave ten each").
    static func segments(of items: [Range<Int>], mentions: Mentions) -> [TokenSet] {
        let head = TokenSet(0..<items[0].lowerBound)
        var after: [Range<Int>] = []
        var before: [Range<Int>] = [items[0].lowerBound..<items[0].lowerBound]
        for (earlier, later) in zip(items, items.dropFirst()) {
            let gap = earlier.upperBound..<later.lowerBound
            // (A comma before a token is a break at it: "Meera gave twenty, Omar…"; the "and" of
            // "two and a half" is no join.)
            let split = (gap.lowerBound...later.lowerBound).last { position in
                mentions.breaks.contains(position)
                    || (position < later.lowerBound && listJoins.contains(mentions.tokens[position].text) && !insideValue(position, mentions))
            } ?? gap.lowerBound
            after.append(gap.lowerBound..<split)
            before.append(split..<later.lowerBound)
        }
        let tail = items.last!.upperBound..<mentions.tokens.count
        after.append(tail)
        let valued = after.dropLast().contains { part in
            mentions.numbers.contains { part.contains($0.range.lowerBound) } || mentions.dates.contains { part.contains($0.range.lowerBound) }
                || mentions.durations.contains { part.contains($0.range.lowerBound) } || mentions.enumCases.contains { part.contains($0.range.lowerBound) }
        }
        return items.indices.map { position in
            var segment = TokenSet(before[position]).union(TokenSet(items[position]))
            if position == 0 { segment.formUnion(head) }
            if valued {
                // (Past items with nothing after them: "Meera and Omar gave ten each".)
                var next = position
                while next + 1 < items.count, after[next].allSatisfy({ listJoins.contains(mentions.tokens[$0].text) }) { next += 1 }
                segment.formUnion(TokenSet(after[next]))
            } else {
                segment.formUnion(TokenSet(after[position]))
                segment.formUnion(TokenSet(tail))
            }
            return segment
        }
    }

    /// Several items on several days ("Meera and Omar pledged five each on
    /// Tuesday and Wednesday"): one call for each item on each day, each with the item's
    /// words and that day alone. Nil unless both are lists.
    private func itemsOnDays(_ index: Int, mentions: Mentions) -> [TokenSet]? {
        guard mentions.dates.count > 1, let items = itemSegments(model.app.intents[index], mentions: mentions, lookup: model.intents[index].isLookup),
              daySegments(index, mentions: mentions) != nil else { return nil }
        let days = mentions.listedDays
        return items.flatMap { item in
            days.indices.map { position in
                var segment = item
                for (other, range) in days.enumerated() where other != position { segment = segment.subtracting(TokenSet(range)) }
                return segment.union(TokenSet(days[position]))
            }
        }
    }

    /// For an intent with one date parameter, the token positions of each
    /// call when the clause lists several days ("for Monday, Tuesday and
    /// Wednesday"): everything but the other days. Nil otherwise.
    private func daySegments(_ index: Int, mentions: Mentions) -> [TokenSet]? {
        guard mentions.dates.count > 1 else { return nil }
        let intent = model.intents[index]
        // One date to give, or one record of a dated type to pick by its day
        // ("I'm away Monday and Tuesday, get my drives covered": each day's drive).
        let dates = intent.intent.parameters.count(where: { $0.type.unwrapped == .date })
        let datedRecords = intent.intent.parameters.filter { parameter in
            guard case .entity(let name) = parameter.type.unwrapped, let position = model.entityPosition(named: name) else { return false }
            return model.isDated[position]
        }
        let namesOne = datedRecords.first.map { parameter in mentions.records.contains { .entity($0.record.entity) == parameter.type.unwrapped } } ?? false
        guard dates == 1 || (dates == 0 && datedRecords.count == 1 && datedRecords[0].isRequired && !namesOne) else { return nil }
        // An intent that counts days takes the list as a start and a count ("for Saturday and Sunday": 2 days).
        if intent.traits.values.contains(where: \.countsDays) { return nil }
        let days = mentions.listedDays
        guard days.count > 1 else { return nil }
        let all = TokenSet(mentions.tokens.indices)
        return days.indices.map { position in
            var segment = all
            for (other, range) in days.enumerated() where other != position { segment = segment.subtracting(TokenSet(range)) }
            return segment
        }
    }

    /// Whether the request asks for each of `count` records ("both", "all",
    /// "each of them", "all three").
    private func saysEach(_ count: Int) -> Bool {
        guard let tokens = reading?.tokens else { return false }
        return tokens.contains { token in
            ["all", "each", "every", "everything"].contains(token.text) || (token.text == "both" && count == 2)
        }
    }

    /// Asks for what is missing, asks to confirm, or runs.
    private mutating func complete(_ index: Int, filled original: ParameterFiller.Filled, onScreen: [EntityReference], request: inout RequestTrace) {
        let intent = model.app.intents[index]
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
        // "Check both lights for Saturday": each of the records that fit equally, one call each.
        if let (parameter, _) = filled.missing, filled.choices.count >= 2, saysEach(filled.choices.count) {
            request.notes.append("\(filled.choices.count) records fit and the request says each: one call each")
            for record in filled.choices {
                var each = filled
                each.choices = []
                each.arguments[parameter.name] = .string(record.record.id)
                each.sources[parameter.name] = "each that fits: \(record.entity) '\(record.record.title)'"
                each.missing = firstMissing(intent, each.arguments)
                complete(index, filled: each, onScreen: onScreen, request: &request)
            }
            return
        }
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
    private func lookupResultType(_ index: Int) -> String? {
        model.intents[index].lookupResultType
    }

    /// Values the conversation already gave: a missing parameter takes the
    /// last call's value of the same name and type ("eight of us" carries
    /// into the booking), and a time said alone takes the last call's day.
    private func carryOver(_ intent: Intent, into filled: inout ParameterFiller.Filled, request: inout RequestTrace) {
        guard let last = conversation.lastCall else { return }
        let lastIntent = model.app.intents[last.intent]
        // ("Order three bottles of milk", "and the local honey": a count is the thing's own, not another's.)
        let otherThing = intent.parameters.contains { parameter in
            guard case .entity = parameter.type.unwrapped, let value = filled.arguments[parameter.name], let before = last.arguments[parameter.name] else { return false }
            return value != before
        }
        for parameter in intent.parameters {
            if otherThing, [.int, .double].contains(parameter.type.unwrapped) { continue }
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
                var seconds = clock.secondsOfDay(of: instant)
                // ("Book me the ten o'clock canoe" on Thursday afternoon, of Monday's times: the morning.)
                if filled.eveningByClock.contains(parameter.name), clock.civilDate(of: day) != clock.today { seconds -= 12 * 3600 }
                let combined = clock.instant(of: clock.civilDate(of: day), secondsOfDay: seconds)
                filled.arguments[parameter.name] = .string(clock.format(combined))
                filled.sources[parameter.name] = (filled.sources[parameter.name] ?? "") + ", on the day of the earlier \(lastIntent.identifier)"
            }
        }
        // "Two seats on the sunrise paddle", "and hire a wetsuit": a day still missing is the day of the
        // dated record the last call took.
        if let missing = filled.missing?.parameter, missing.type.unwrapped == .date, filled.arguments[missing.name] == nil,
           let (instant, record) = lastIntent.parameters.lazy.compactMap({ parameter -> (Double, RecordModel)? in
               guard case .entity(let type) = parameter.type.unwrapped, let id = last.arguments[parameter.name]?.string,
                     let record = self.model.record(entity: type, id: id), let position = self.model.entityPosition(named: type), self.model.isDated[position],
                     let first = EntitySearch.instants(of: record, dateProperties: self.model.dateProperties[position], clock: self.context.clock).first else { return nil }
               return (first, record)
           }).first {
            filled.arguments[missing.name] = .string(context.clock.format(instant))
            filled.sources[missing.name] = "the day of \(record.entity) '\(record.record.title)' of the earlier \(lastIntent.identifier)"
            filled.missing = intent.parameters.first { $0.isRequired && filled.arguments[$0.name] == nil }.map { ($0, nil) }
        }
        request.parameters = filled.sources
    }

    private mutating func run(_ index: Int, arguments: JSONObject, onScreen: [EntityReference], confirmed: Bool, request: inout RequestTrace) {
        let intent = model.app.intents[index]
        if intent.authentication.needsUnlock, context.locked {
            request.outcome = "not run: \(intent.identifier) needs authentication and the device is locked"
            respond("You'll need to unlock your device first.")
            return
        }
        var invocation = Invocation(intent: intent.identifier, arguments: arguments, outcome: .succeeded)
        var made = MadeCall(intent: index, arguments: arguments)
        if case .entity(let type)? = intent.result?.unwrapped {
            conversation.results += 1
            let id = "\(model.intents[index].resultPrefix)-\(conversation.results)"
            let result = EntityReference(entity: type, id: id)
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
        if model.intents[index].isLookup, let type = lookupResultType(index) {
            let search = EntitySearch(model: model, context: context)
            let records = search.results(of: type, for: arguments, intent: intent)
            for record in records {
                let found = search.found(record)
                if !turn.found.contains(found) { turn.found.append(found) }
            }
            if !records.isEmpty { conversation.listed = records.map { EntityReference(entity: $0.entity, id: $0.record.id) } }
            if !records.isEmpty, intent.dialog == nil {
                request.notes.append("answered with \(records.count) \(type) records")
                respond(Self.listPrefix + " \(Format.list(records.map(\.record.title))).")
                return
            }
        }
        respond(dialog(index, arguments))
    }

    /// The entity type a question asks to choose among ("Which venues…",
    /// "what lockers…"): its title's word in the plural, just after "which" or "what".
    static func asksWhichOf(_ tokens: [Token], appName: Range<Int>?, model: AppModel) -> String? {
        guard let which = tokens.firstIndex(where: { ["which", "what"].contains($0.text) }) else { return nil }
        let words = tokens[(which + 1)...].filter { appName?.contains($0.index) != true }.prefix(3)
        for token in words {
            guard token.text.count > 3, token.text.hasSuffix("s"), !token.isStopWord else { continue }
            let stem = Stemmer.stem(token.text)
            if let position = model.entityTitleTerms.firstIndex(where: { $0.contains(stem) }) { return model.app.entities[position].identifier }
        }
        return nil
    }

    /// Whether a request has a word that undoes ("cancel", "drop"), refuses
    /// ("can't make it") or negates ("not", "no longer"): what a destructive tool
    /// needs when the request is a wish on a condition.
    static func saysUndoing(_ tokens: [Token]) -> Bool {
        tokens.contains { token in
            ActionVerbs.undoing.contains(Stemmer.stem(token.text)) || ActionVerbs.alwaysUndoing.contains(Stemmer.stem(token.text))
                || Mentions.negations.contains(token.text) || ActionVerbs.refusals.contains(token.text) || token.text.hasSuffix("n't")
                || ["off", "anymore", "longer", "rid", "none"].contains(token.text)
        }
    }

    /// How a lookup without a dialog starts its list of what it found.
    static let listPrefix = "Here's what I found:"

    // MARK: 5. Entities and skills

    /// Searches the app's records for a question and answers from them.
    @discardableResult
    private mutating func findEntities(_ tokens: [Token], mentions: Mentions, request: inout RequestTrace, answer: Bool,
                                       within returned: [EntityReference]? = nil, also extraTerms: [String] = []) -> Bool {
        let search = EntitySearch(model: model, context: context)
        var results = heldRecord(mentions) ?? search.find(tokens: tokens, mentions: mentions, terms: queryTerms(tokens, mentions: mentions) + extraTerms)
        narrowing: if let returned, !returned.isEmpty, case let kept = results.records.filter({ returned.contains(EntityReference(entity: $0.entity, id: $0.record.id)) }),
           kept.count < results.records.count {
            // (None of them, with more to do: what the lookup returned is what the rest acts on.)
            guard !kept.isEmpty || moreFollows else { break narrowing }
            results = kept.isEmpty
                ? EntitySearch.Results(records: returned.compactMap { model.record(entity: $0.entity, id: $0.id) }, how: "what the lookup returned")
                : EntitySearch.Results(records: kept, how: results.how + ", of what the lookup returned")
        }
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
            respond(search.answer(results, asking: Set(queryTerms(tokens, mentions: mentions)).union(EntitySearch.askedKinds(tokens))))
        }
        return true
    }

    /// "What else is on that rack?" after finding a canoe kept on Rack 4: the
    /// record of the type the question names that a record just found holds
    /// as a property (its rack), when the question points at it.
    private func heldRecord(_ mentions: Mentions) -> EntitySearch.Results? {
        guard mentions.pointsAtEntity, mentions.records.isEmpty else { return nil }
        let free = Set(mentions.freeTerms)
        for position in model.app.entities.indices where model.entityTitleTerms[position].contains(where: free.contains) {
            let type = model.app.entities[position].identifier
            for reference in conversation.recentEntities.prefix(3) where reference.entity != type {
                guard let anchor = model.record(entity: reference.entity, id: reference.id) else { continue }
                let held = model.records(of: type).filter { anchor.lowercasedValues.contains($0.record.title.lowercased()) }
                if held.count == 1 { return EntitySearch.Results(records: held, how: "the \(type) that \(reference.entity) '\(anchor.record.title)' names") }
            }
        }
        return nil
    }

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
            arguments[parameter.name].map { Format.value($0, type: parameter.type, app: model, clock: context.clock) }
        }
        return values.isEmpty ? "" : prefix + values.joined(separator: ", ")
    }

    /// The intent's dialog with its placeholders filled, or a plain confirmation.
    private func dialog(_ index: Int, _ arguments: JSONObject) -> String {
        let intent = model.intents[index].intent
        let opening = intent.openAppWhenRun ? "Opening \(model.app.name). " : ""
        guard let pieces = model.intents[index].dialogPieces else {
            return opening + "Done: \(intent.title)\(describeArguments(intent, arguments, prefix: ", "))."
        }
        var text = opening
        for piece in pieces {
            switch piece {
            case .text(let words):
                text += words
            case .value(let name):
                if let parameter = intent.parameter(named: name), let value = arguments[name] {
                    text += Format.value(value, type: parameter.type, app: model, clock: context.clock)
                }
            }
        }
        // A placeholder with no value leaves no gap: "Created the draft ." reads "Created the draft."
        return Self.tidy(text)
    }

    /// One space between words, none before punctuation.
    static func tidy(_ text: String) -> String {
        if let tidied = tidyASCII(text) { return tidied }
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

    /// `tidy` of ASCII text, byte by byte (each byte a character there);
    /// nil for other text.
    static func tidyASCII(_ text: String) -> String? {
        var copy = text
        return copy.withUTF8 { bytes -> String? in
            for byte in bytes where byte >= 0x80 { return nil }
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { buffer -> String in
                var count = 0
                var pendingSpace = false
                for byte in bytes {
                    if byte == 0x20 {
                        pendingSpace = count > 0
                        continue
                    }
                    // . , ! ?
                    if pendingSpace, byte != 0x2E, byte != 0x2C, byte != 0x21, byte != 0x3F {
                        buffer[count] = 0x20
                        count += 1
                    }
                    pendingSpace = false
                    buffer[count] = byte
                    count += 1
                }
                return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
            }
        }
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
        // Built from its pairs at once (each key once, in this order).
        var pairs: [(String, JSONValue)] = [("clause", .string(clause))]
        pairs.reserveCapacity(7)
        if let intent { pairs.append(("intent", .string(intent))) }
        if let how { pairs.append(("chosenBy", .string(how))) }
        if !scores.isEmpty {
            pairs.append(("scores", .array(scores.map { .object(JSONObject([("intent", .string($0.0)), ("score", .double(($0.1 * 100).rounded() / 100))])) })))
        }
        if !parameters.isEmpty {
            pairs.append(("parameters", .object(JSONObject(parameters.sorted { $0.key < $1.key }.map { ($0.key, JSONValue.string($0.value)) }))))
        }
        if let outcome { pairs.append(("outcome", .string(outcome))) }
        if !notes.isEmpty { pairs.append(("notes", .array(notes.map(JSONValue.string)))) }
        return .object(JSONObject(pairs))
    }
}
