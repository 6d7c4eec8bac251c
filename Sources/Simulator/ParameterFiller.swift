import AppDefinitions
import Dates
import JSON
import Scenarios
import Transcripts
import Utterances

/// Fills an intent's parameters from a clause: each parameter takes the
/// mention that fits its type (a record by name for an entity, a case by
/// title or synonym for an enum, a number near the parameter's words for a
/// number, a date, text from a phrase slot, quotes or after "called",
/// "saying"...), and says where each value came from.
struct ParameterFiller {
    let model: AppModel
    let context: ScenarioContext
    let conversation: Conversation
    var mentions: Mentions
    /// Token ranges of an App Shortcut phrase's parameter slots.
    let slots: [String: Range<Int>]

    init(model: AppModel, context: ScenarioContext, conversation: Conversation, mentions: Mentions, slots: [String: Range<Int>]) {
        self.model = model
        self.context = context
        self.conversation = conversation
        self.mentions = mentions
        self.slots = slots
    }

    struct Filled {
        var arguments = JSONObject()
        /// Where each value came from, for the trace.
        var sources: [String: String] = [:]
        /// Entities taken from the screen (or a Live Activity).
        var onScreen: [EntityReference] = []
        /// The first required parameter with no value, and why.
        var missing: (parameter: Parameter, reason: String?)?
        /// Records that fit the missing parameter equally well.
        var choices: [RecordModel] = []
        /// Records found by name for entity parameters.
        var found: [RecordModel] = []
        /// Date parameters given only a time ("at 7:30").
        var timeOnly: Set<String> = []
        /// Date parameters given only a day ("make it tomorrow").
        var dayOnly: Set<String> = []
        /// Date parameters given a bare ten or eleven o'clock that is evening only because its
        /// morning has passed today ("ten o'clock" at 3 pm): on another day, the morning.
        var eveningByClock: Set<String> = []

        /// After a value was given later: the missing parameter is the first required one still without one.
        mutating func recheckMissing(_ intent: Intent) {
            guard let missing, arguments[missing.parameter.name] != nil else { return }
            self.missing = intent.parameters.first { $0.isRequired && arguments[$0.name] == nil }.map { ($0, nil) }
        }
    }

    /// The intent being filled.
    private var currentIntent: IntentModel?

    private func currentTraits(_ parameter: Parameter) -> ParameterTraits {
        currentIntent?.traits[parameter.name] ?? ParameterTraits(parameter)
    }

    /// Fills the parameters of the app's intent at `index`. `first`: the
    /// parameter Siri asked for, which an answer fills before the others
    /// ("Just the two of us" answers "How many guests?", not the nights).
    mutating func fill(_ index: Int, keeping previous: JSONObject = JSONObject(), first: String? = nil) -> Filled {
        let intentModel = model.intents[index]
        currentIntent = intentModel
        earlier = previous
        answering = first
        let intent = intentModel.intent
        var filled = Filled()
        // "Called Wooden Spoon": what follows a word of naming is the name, whatever cases it has words of.
        if mentions.tokens.contains(where: { Self.namingWords.contains($0.text) }),
           intent.parameters.contains(where: { $0.type.unwrapped == .string && currentTraits($0).kind == .heading }),
           let named = Self.textTriggers.filter({ $0.1 == .heading && $0.0 != ["about"] }).compactMap({ trigger in find(trigger.0, in: mentions.tokens).map { $0 + trigger.0.count } }).min() {
            // (Up to a pause: "called Wooden Spoon, fibreglass" still has a fibreglass hull.)
            let end = mentions.tokens.indices.first { $0 > named && mentions.tokens[$0].afterPause } ?? mentions.tokens.count
            mentions.enumCases.removeAll { $0.range.lowerBound >= named && $0.range.upperBound <= end }
        }
        // Text parameters last: they take the words the others leave.
        var order = intentModel.fillOrder
        if let first, let position = order.firstIndex(where: { $0.name == first }), position > 0, order[position].type.unwrapped != .string {
            order.insert(order.remove(at: position), at: 0)
        }
        // (An amount being changed reads its words first: "make it four twenty" is the pledge, not twenty of something.)
        if let position = order.firstIndex(where: { currentTraits($0).isMoney && (previous[$0.name]?.double ?? 0) >= 100 }), position > 0 {
            order.insert(order.remove(at: position), at: 0)
        }
        for parameter in order {
            // Of several texts, each one the words cue ("found by the stage door", "at Acme") takes its
            // words before any takes what is left over ("two blue umbrellas").
            if parameter.type.unwrapped == .string, cuedTexts == nil, slots.isEmpty {
                var cued: [String: (JSONValue, String)] = [:]
                let texts = order.filter { $0.type.unwrapped == .string }
                if texts.count > 1 {
                    for text in texts { cued[text.name] = textValue(text, in: intent, cuedOnly: true) }
                }
                cuedTexts = cued
            }
            // What the request being changed had comes before what the conversation mentioned,
            // and before the words an answer leaves over ("The Stage 2 one on Wednesdays").
            // (Nor does a record the answer to another question only shares words with, or
            // goes with: an answer saying where a thing goes does not change which thing.)
            let found = cuedTexts?[parameter.name] ?? value(for: parameter, in: intent)
            let inferredInAnswer = found.map { first != nil && first != parameter.name && ["described", "linked", "the one"].contains(where: $0.1.hasPrefix) } ?? false
            if let (value, _) = found, previous[parameter.name] != nil, inferredInAnswer {
                // (Nor is that record found: it stays out of what Siri reports.)
                named.removeAll { $0.record.id == value.string }
            }
            if let (value, source) = found,
               !(previous[parameter.name] != nil && (source.hasPrefix("from earlier in the conversation") || source == Self.leftoverSource || inferredInAnswer)) {
                filledNames.append(parameter.name)
                filled.arguments[parameter.name] = value
                filled.sources[parameter.name] = source
                if source.holds("on screen:") || source.holds("Live Activity:") {
                    // (A list of them too: "pack this" fills the items with the one on screen.)
                    switch parameter.type.unwrapped {
                    case .entity(let type):
                        if let id = value.string { filled.onScreen.append(EntityReference(entity: type, id: id)) }
                    case .array(let element):
                        if case .entity(let type) = element.unwrapped {
                            for id in value.array ?? [] { if let id = id.string { filled.onScreen.append(EntityReference(entity: type, id: id)) } }
                        }
                    default:
                        break
                    }
                }
            } else if let reason = outOfRange[parameter.name], parameter.isRequired, filled.missing == nil {
                filled.missing = (parameter, reason)
            } else if previous[parameter.name] != nil, let article = articleBeforeNewRecord(parameter, in: intent, now: filled.arguments, before: previous) {
                // ("Two pints of milk", then "and a loaf too": one loaf, not two.)
                filledNames.append(parameter.name)
                filled.arguments[parameter.name] = parameter.type.unwrapped == .int ? .int(1) : .double(1)
                filled.sources[parameter.name] = "one: '\(article)', of a new thing"
            } else if let kept = previous[parameter.name] {
                filled.arguments[parameter.name] = kept
                filled.sources[parameter.name] = "kept from the earlier request"
            } else if let fallback = parameter.defaultValue {
                filled.arguments[parameter.name] = fallback
                filled.sources[parameter.name] = "the parameter's default"
            } else if parameter.isRequired, filled.missing == nil {
                filled.missing = (parameter, outOfRange[parameter.name])
            }
            if let choices = ambiguous[parameter.name], filled.missing == nil || filled.missing?.parameter.name == parameter.name {
                filled.missing = (parameter, nil)
                filled.choices = choices
            }
        }
        shiftDates(intent, &filled)
        spanDates(intent, &filled)
        if saysAsBefore { valuesAsBefore(intent, &filled) }
        for entity in readOnScreen where !filled.onScreen.contains(entity) { filled.onScreen.append(entity) }
        filled.found = named
        filled.timeOnly = timeOnly
        filled.dayOnly = dayOnly
        filled.eveningByClock = eveningByClock
        if let missing = filled.missing, missing.parameter.type.unwrapped != .string {
            // Report the first missing parameter in declaration order.
            filled.missing = intent.parameters.first { $0.isRequired && filled.arguments[$0.name] == nil }.map { ($0, outOfRange[$0.name]) } ?? missing
        }
        return filled
    }

    /// "Push it back two days", "keep it two more days", "bring it forward an
    /// hour": a length of time said with a word of moving later or earlier,
    /// that no parameter took, moves a date the request gave none: from the
    /// value the call being changed had, else from the date of the record
    /// the call acts on (its last date for an end-like parameter: Return,
    /// Until; its first otherwise).
    private mutating func shiftDates(_ intent: Intent, _ filled: inout Filled) {
        guard intent.parameters.contains(where: { $0.type.unwrapped == .date }), let (seconds, range) = shift() else { return }
        for parameter in intent.parameters where parameter.type.unwrapped == .date {
            let source = filled.sources[parameter.name]
            guard source == nil || source == "kept from the earlier request" || source == "the parameter's default" else { continue }
            var base: (instant: Double, what: String)?
            if let old = earlier[parameter.name]?.string, let instant = Format.dateInstant(old, clock: context.clock) {
                base = (instant, "the earlier value")
            } else {
                let end = isEnd(parameter)
                for other in intent.parameters {
                    guard case .entity(let type) = other.type.unwrapped, let id = filled.arguments[other.name]?.string,
                          let record = model.record(entity: type, id: id), let position = model.entityPosition(named: type) else { continue }
                    let instants = EntitySearch.instants(of: record, dateProperties: model.dateProperties[position], clock: context.clock)
                    if let instant = end ? instants.max() : instants.first {
                        base = (instant, "the date of \(type) '\(record.record.title)'")
                        break
                    }
                }
            }
            guard let base else { continue }
            mentions.use(range)
            // (Whole days keep the time of day, across a change of clocks.)
            let clock = context.clock
            let days = seconds / 86_400
            let moved = days == days.rounded() ? clock.instant(of: clock.civilDate(of: base.instant).adding(days: Int(days)), secondsOfDay: clock.secondsOfDay(of: base.instant))
                : base.instant + seconds
            filled.arguments[parameter.name] = .string(clock.format(moved))
            filled.sources[parameter.name] = "'\(span(range))' from \(base.what)"
            filled.recheckMissing(intent)
            return
        }
    }

    /// "From Monday for four nights", "tomorrow for ten days": a length of
    /// whole days (or a number of nights) after "for", that no parameter
    /// took, gives the date that ends the stay (a later-declared or end-like
    /// date parameter the request left open) as so many days after the one
    /// it starts on, keeping its time of day.
    private mutating func spanDates(_ intent: Intent, _ filled: inout Filled) {
        let dates = intent.parameters.filter { $0.type.unwrapped == .date }
        guard dates.count == 2 else { return }
        let tokens = mentions.tokens
        let length: (days: Int, range: Range<Int>)
        if let duration = mentions.durations.first(where: { mentions.isFree($0.range) && $0.range.lowerBound > 0 && tokens[$0.range.lowerBound - 1].text == "for" }),
           duration.seconds >= 86_400, duration.seconds.truncatingRemainder(dividingBy: 86_400) == 0 {
            length = (Int(duration.seconds / 86_400), duration.range)
        } else if let number = mentions.numbers.first(where: { number in
            number.range.lowerBound > 0 && tokens[number.range.lowerBound - 1].text == "for" && number.range.upperBound < tokens.count
                && ["night", "nights"].contains(tokens[number.range.upperBound].text) && mentions.isFree(number.range)
        }), let count = number.intValue, count > 0 {
            // (A night is no length of time, but a stay of so many nights ends so many days on.)
            length = (count, number.range.lowerBound..<number.range.upperBound + 1)
        } else {
            return
        }
        func open(_ parameter: Parameter) -> Bool {
            let source = filled.sources[parameter.name]
            return source == nil || source == "the parameter's default"
        }
        let (start, end) = isEnd(dates[0]) && !isEnd(dates[1]) ? (dates[1], dates[0]) : (dates[0], dates[1])
        guard open(end), !open(start), let value = filled.arguments[start.name]?.string,
              let instant = Format.dateInstant(value, clock: context.clock) else { return }
        mentions.use(length.range)
        let clock = context.clock
        let ends = clock.instant(of: clock.civilDate(of: instant).adding(days: length.days), secondsOfDay: clock.secondsOfDay(of: instant))
        filled.arguments[end.name] = .string(clock.format(ends))
        filled.sources[end.name] = "'for \(span(length.range))' after \(start.name)"
        if dayOnly.contains(start.name) { dayOnly.insert(end.name) }
        filled.recheckMissing(intent)
    }

    /// Words that move a date later, and earlier.
    static let laterWords: Set<String> = ["back", "later", "more", "extra", "another", "delay", "push", "postpone", "extend", "longer"]
    static let earlierWords: Set<String> = ["earlier", "forward", "sooner"]

    /// The free length of time a shift says, in seconds (negative for earlier), and its tokens.
    private func shift() -> (Double, Range<Int>)? {
        let tokens = mentions.tokens
        let earlierSaid = tokens.contains { Self.earlierWords.contains($0.text) }
        guard earlierSaid || tokens.contains(where: { Self.laterWords.contains($0.text) }) else { return nil }
        let sign: Double = earlierSaid ? -1 : 1
        if let duration = mentions.durations.first(where: { mentions.isFree($0.range) }) {
            return (sign * duration.seconds, duration.range)
        }
        // "two more days", "an extra hour", "another day", "one more week".
        for index in tokens.indices.dropLast() where ["more", "extra", "another"].contains(tokens[index].text) {
            guard let unit = Unit(word: tokens[index + 1].text), unit.dimension == .time, unit.factorInSeconds > 0 else { continue }
            var count = 1.0
            var start = index
            if tokens[index].text != "another", let number = mentions.numbers.first(where: { $0.range.upperBound == index }) {
                count = number.value
                start = number.range.lowerBound
            } else if index > 0, ["a", "an", "one"].contains(tokens[index - 1].text) {
                start = index - 1
            }
            let range = start..<index + 2
            guard mentions.isFree(range) else { continue }
            return (sign * count * unit.factorInSeconds, range)
        }
        return nil
    }

    /// The arguments of the call being changed, if any.
    private var earlier = JSONObject()
    /// The parameter whose question the words answer, if any.
    private var answering: String?

    /// The texts of the intent being filled that the words cue, by name (see `fill`).
    private var cuedTexts: [String: (JSONValue, String)]?

    /// Numbers outside a parameter's range, kept to say so when asking.
    private var outOfRange: [String: String] = [:]

    private mutating func value(for parameter: Parameter, in intent: Intent) -> (JSONValue, String)? {
        if let slot = slots[parameter.name] {
            if let value = valueInSlot(slot, parameter) { return value }
        }
        let type = parameter.type.unwrapped
        if case .array(let element) = type {
            return arrayValue(parameter, element: element)
        }
        return scalarValue(parameter, type: type, in: intent)
    }

    private mutating func valueInSlot(_ slot: Range<Int>, _ parameter: Parameter) -> (JSONValue, String)? {
        let tokens = Array(mentions.tokens[slot])
        switch parameter.type.unwrapped {
        case .string, .url:
            mentions.use(slot)
            return (.string(tokens.map(\.raw).joined(separator: " ")), "the phrase's ${\(parameter.name)} slot")
        default:
            // Other types: the slot's words must name a value, found like any mention within it.
            let saved = mentions.used
            let outside = TokenSet(mentions.tokens.indices).subtracting(TokenSet(slot))
            mentions.used = saved.union(outside)
            let found = scalarValue(parameter, type: parameter.type.unwrapped, in: nil)
            mentions.used = saved.union(mentions.used.subtracting(outside))
            return found.map { ($0.0, "the phrase's ${\(parameter.name)} slot: \($0.1)") }
        }
    }

    private mutating func scalarValue(_ parameter: Parameter, type: ValueType, in intent: Intent?) -> (JSONValue, String)? {
        switch type {
        case .entity(let name): return entityValue(parameter, entity: name)
        case .enumeration(let name): return enumValue(name, for: parameter)
        case .int, .double: return numberValue(parameter, integer: type == .int)
        case .date: return dateValue(parameter)
        case .duration: return durationValue(parameter)
        case .bool: return boolValue(parameter)
        case .string: return textValue(parameter, in: intent).map { Self.spelledCode($0, for: parameter) }
        case .url: return urlValue()
        case .array, .optional: return nil
        }
    }

    // MARK: Entities

    /// On-screen entities already given to a parameter.
    private var usedOnScreen: Set<EntityReference> = []
    /// On-screen entities no parameter takes whose properties gave a value
    /// ("valet this": the size of the car on screen): Siri used them too.
    private var readOnScreen: [EntityReference] = []

    /// A free number in digits that no date or unit has ("1" in "squash 1",
    /// not in "at 7 am" or "20 kg").
    private func isBareNumber(_ token: Token) -> Bool {
        token.isNumeric && mentions.isFree(token.index..<token.index + 1) && !mentions.dates.contains { $0.range.contains(token.index) }
            && !mentions.numbers.contains { $0.range.contains(token.index) && $0.unit != nil }
    }

    /// The records the call being repeated had, by parameter: of records that
    /// fit equally, the one most like it is meant.
    var likeRecords: [String: RecordModel] = [:]
    /// The call is being repeated for a new value ("same for the sauna"):
    /// what the few words left say is that value, so one word a record
    /// alone shares names it.
    var repeating = false
    /// A party's size said in another part of the request ("…and book the
    /// supper, three of us"): who comes to each step.
    var partySize: PartySize?

    struct PartySize: Sendable {
        let value: Double
        let said: String
    }

    /// Records resolved from their names: Siri found them by searching.
    var named: [RecordModel] = []
    /// Records that fit a name equally well: Siri asks which.
    var ambiguous: [String: [RecordModel]] = [:]

    /// Words before a date that make it where something goes ("move it to Friday").
    static let targetMarks: Set<String> = ["to", "until", "till", "into"]

    /// Property values that mark a record as the user's own ("Driver: You").
    static let userWords: Set<String> = ["you", "me", "mine", "yours", "myself"]

    /// Words of a parameter that is where something comes from, or goes to.
    static let sourceWords: Set<String> = ["from", "source", "origin", "pickup", "start", "sender"]
    static let targetWords: Set<String> = ["to", "destination", "target", "into", "recipient", "dropoff", "end"]

    private mutating func entityValue(_ parameter: Parameter, entity name: String) -> (JSONValue, String)? {
        if let every = everyQualified(name) {
            if every.records.count == 1 {
                named.append(every.records[0])
                return (.string(every.records[0].record.id), "the one \(name) \(every.said)")
            }
            ambiguous[parameter.name] = every.records
            return nil
        }
        var matches = mentions.records.filter { $0.record.entity == name && mentions.isFree($0.range) }
        // Two records of one type ("from my current account to my savings"):
        // a source-like parameter takes the one after "from", a target-like one the one after "to".
        if matches.count > 1 {
            let words = Set(currentTraits(parameter).titleWords + Terms.words(ofIdentifier: parameter.name).split(separator: " ").map(String.init))
            let wanted: Set<String> = !words.isDisjoint(with: Self.sourceWords) ? ["from"]
                : !words.isDisjoint(with: Self.targetWords) ? ["to", "into", "for"] : []
            if !wanted.isEmpty, let preferred = matches.first(where: { match in
                let before = mentions.tokens[max(0, match.range.lowerBound - 3)..<match.range.lowerBound].map(\.text)
                return before.last(where: { $0 == "from" || $0 == "to" || $0 == "into" || $0 == "for" }).map(wanted.contains) ?? false
            }) {
                matches = [preferred]
            } else if currentIntent?.intent.parameters.count(where: { $0.type.unwrapped == .entity(name) }) ?? 0 > 1 {
                // ("Swap the bras hinge for the chrome one": of two parameters of one type, the first said fills the first,
                // however well each name was said.)
                matches.sort { $0.range.lowerBound < $1.range.lowerBound }
            }
        }
        if let match = matches.first {
            var tied = matches.filter { $0.score == match.score && $0.range == match.range }
            var byDay = false
            // ("Book the soldering workshop on Sunday": of the workshops with that name, Sunday's.)
            // (Not of a span of days, nor of both: "book both soldering workshops this weekend".)
            if tied.count > 1, let date = mentions.dates.first(where: { $0.day != nil }), let day = date.day, let position = model.entityPosition(named: name),
               !mentions.tokens[date.range].contains(where: { $0.text == "weekend" || $0.text == "week" }),
               !mentions.tokens.contains(where: { ["both", "all", "each", "every"].contains($0.text) }) {
                let onDay = tied.filter { EntitySearch.isOn(day, $0.record, dateProperties: model.dateProperties[position], clock: context.clock) }
                if onDay.count == 1 {
                    tied = onDay
                    byDay = true
                }
            }
            // ("Fit two Roadmaster ATs to the van": of the tyres of that name, the one whose size is the van's;
            // "court 3 at the leisure centre": the one whose venue is that one.)
            var byValue = false
            if tied.count > 1 {
                let others = mentions.records.map(\.record).filter { $0.entity != name }
                let values = Set(others.flatMap(\.lowercasedValues) + others.map { $0.record.title.lowercased() })
                let sharing = tied.filter { !values.isDisjoint(with: $0.record.lowercasedValues) }
                if sharing.count == 1 {
                    tied = sharing
                    byValue = true
                }
            }
            if tied.count > 1 {
                ambiguous[parameter.name] = tied.map(\.record)
                mentions.use(match.range)
                return nil
            }
            let chosen = tied[0]
            mentions.use(chosen.range)
            named.append(chosen.record)
            return (.string(chosen.record.record.id), "named: '\(span(chosen.range))' is \(name) '\(chosen.record.record.title)'\(byDay ? ", the one on the day said" : "")\(byValue ? ", the one with a value of another record named" : "")")
        }
        // "give two of these": what is on screen, said with "this", comes before words it may share.
        if mentions.pointsAtEntity, let entity = context.onScreen.first(where: { $0.entity == name && !usedOnScreen.contains($0) }) {
            usedOnScreen.insert(entity)
            return (.string(entity.id), "on screen: \(name) '\(entity.id)'")
        }
        // "Reserve this stall on Friday": the market of the stall on screen, before a
        // market that only shares the day.
        if mentions.pointsAtEntity, case let shown = context.onScreen.filter({ $0.entity != name }).compactMap({ model.record(entity: $0.entity, id: $0.id) }),
           !shown.isEmpty, let (record, anchor) = linkedRecord(entity: name, anchors: shown) {
            readOnScreen.append(EntityReference(entity: anchor.entity, id: anchor.record.id))
            return (.string(record.record.id), "linked: the \(name) of on-screen \(anchor.entity) '\(anchor.record.title)' is '\(record.record.title)'")
        }
        // "Move his lesson to Friday" after talking of one: "his", "her" or "their" before the type's word is the one just used.
        if let position = model.entityPosition(named: name), let entity = conversation.recentEntities.first(where: { $0.entity == name }),
           mentions.tokens.indices.dropLast().contains(where: { index in
               ["his", "her", "their"].contains(mentions.tokens[index].text)
                   && model.entityTitleTerms[position].contains(Stemmer.stem(mentions.tokens[index + 1].text))
           }) {
            return (.string(entity.id), "from earlier in the conversation, said as theirs: \(name) '\(entity.id)'")
        }
        // "my ride to Union Station on Saturday": the record sharing the most words (and the day).
        // ("The woodland one is dry, move it there": "it" is the booking just talked about, not
        // the one that shares a word with the pitch.)
        if let match = recordByWords(entity: name, like: likeRecords[parameter.name], calledBy: currentTraits(parameter).titleKeywords),
           !(mentions.saysIt && conversation.earlierEntities.contains { $0.entity == name && $0.id != match.record.id }) {
            named.append(match)
            // (That number is the name's, not a count: "hire rackets for squash 1" keeps the default count.)
            for token in mentions.tokens where isBareNumber(token) && match.names.contains(where: { $0.contains(token.text) }) {
                mentions.use(token.index..<token.index + 1)
            }
            // "Move my Saturday haircut to Sunday": the day that told which one is not also the new date.
            if let position = model.entityPosition(named: name), let date = ownDay(ofEntityAt: position), mentions.isFree(date), let day = date.day,
               EntitySearch.isOn(day, match, dateProperties: model.dateProperties[position], clock: context.clock) {
                mentions.use(date)
            } else if let date = mentions.dates.first, mentions.isFree(date), mentions.dates.count > 1,
               let day = date.day, EntitySearch.isOn(day, match, dateProperties: model.dateProperties[model.entityPosition(named: name)!], clock: context.clock) {
                mentions.use(date)
            }
            let with = namedLink(of: match).map { ", linked to \($0.entity) '\($0.record.title)'" } ?? ""
            return (.string(match.record.id), "described: shares words\(mentions.dates.isEmpty ? "" : " and the day") with \(name) '\(match.record.title)'\(with)")
        }
        // "the first one": a position in the list Siri just gave.
        if let ordinal = mentions.ordinals.first(where: { mentions.isFree($0.range) }), let position = ordinal.intValue {
            let listed = conversation.listed.filter { $0.entity == name }
            if position >= 1, position <= listed.count {
                mentions.use(ordinal.range)
                return (.string(listed[position - 1].id), "item \(position) of the list Siri gave: \(name) '\(listed[position - 1].id)'")
            }
        }
        // "this one", "it": what is on screen, in a Live Activity, or just used.
        if let entity = context.onScreen.first(where: { $0.entity == name && !usedOnScreen.contains($0) }), mentions.pointsAtEntity || context.foreground {
            // One thing on screen fills one parameter ("a ride to this place" is not also from it).
            usedOnScreen.insert(entity)
            return (.string(entity.id), "on screen: \(name) '\(entity.id)'")
        }
        if let entity = context.liveActivity, entity.entity == name {
            return (.string(entity.id), "Live Activity: \(name) '\(entity.id)'")
        }
        if let entity = conversation.recentEntities.first(where: { $0.entity == name }) {
            return (.string(entity.id), "from earlier in the conversation: \(name) '\(entity.id)'")
        }
        if let (record, anchor) = linkedRecord(entity: name) {
            named.append(record)
            return (.string(record.record.id), "linked: the \(name) of \(anchor.entity) '\(anchor.record.title)' is '\(record.record.title)'")
        }
        if let record = currentRecord(entity: name) {
            named.append(record)
            return (.string(record.record.id), "the one \(name) under way or ahead: '\(record.record.title)'")
        }
        return nil
    }

    /// "Extend my rental", "I need my hire": said of the user's own or by
    /// the type's name with nothing that tells which, the one record marked
    /// as under way or ahead ("Active", "Booked"), or whose dates span now.
    private func currentRecord(entity name: String) -> RecordModel? {
        // (A day after "to" is where it goes: "move my booking to Sunday".)
        guard let position = model.entityPosition(named: name), mentions.records.isEmpty, datesNotAfterTarget().isEmpty,
              mentions.tokens.contains(where: { $0.text == "my" || $0.text == "our" })
                || !Set(mentions.freeTerms).isDisjoint(with: model.entityTitleTerms[position]) else { return nil }
        let properties = model.dateProperties[position]
        let now = context.clock.now
        let current = model.records(of: name).filter { record in
            if record.isCurrent { return true }
            let instants = EntitySearch.instants(of: record, dateProperties: properties, clock: context.clock)
            return instants.count >= 2 && instants.min()! <= now && now <= instants.max()!
        }
        return current.count == 1 ? current[0] : nil
    }

    /// The one record of a type that goes with a record the request names,
    /// or named just before: one whose property holds that record's title
    /// ("share Aiko's solo": the score whose Soloist is Aiko), or the one
    /// that record's text names ("one of my books they'd want": the book a
    /// listing asks for in return).
    private func linkedRecord(entity name: String, anchors given: [RecordModel]? = nil) -> (RecordModel, RecordModel)? {
        var anchors = given ?? mentions.records.map(\.record).filter { $0.entity != name }
        for reference in conversation.recentEntities where given == nil && reference.entity != name {
            if let record = model.record(entity: reference.entity, id: reference.id), !anchors.contains(where: { $0 === record }) { anchors.append(record) }
        }
        let candidates = model.records(of: name)
        for anchor in anchors.prefix(3) {
            let title = anchor.record.title.lowercased()
            let id = anchor.record.id.lowercased()
            var holding = candidates.filter { candidate in candidate.lowercasedValues.contains { $0 == title || $0 == id } }
            // "Casablanca this Friday": of a film's screenings, the one on the day said.
            // ("the Thursday night show": the one on a Thursday, when none is this Thursday.)
            if holding.count > 1, let date = mentions.dates.first, let day = date.day, let position = model.entityPosition(named: name) {
                let properties = model.dateProperties[position]
                var onDay = holding.filter { EntitySearch.isOn(day, $0, dateProperties: properties, clock: context.clock) }
                if onDay.isEmpty, mentions.tokens[date.range].contains(where: \.isWeekday) {
                    onDay = holding.filter { EntitySearch.weekdays(of: $0, dateProperties: properties, clock: context.clock).contains(day.weekday) }
                }
                if !onDay.isEmpty { holding = onDay }
            }
            if holding.count == 1 { return (holding[0], anchor) }
            if holding.count > 1 { return nil }
            // (Not from its notes: "Pike by the reeds" says what was caught there once.)
            // (Nor from what it had before, "Last Paddle", unless the request says to repeat it: "like last time".)
            let stated = Set(anchor.record.properties.filter { !Self.bodyStems.contains(Stemmer.stem($0.key.lowercased())) && (saysAsBefore || !Self.isEarlierValue($0.key)) }
                .compactMap { $0.value.string }.flatMap { Terms.of($0) })
            guard !stated.isEmpty else { continue }
            let named = candidates.filter { candidate in candidate.nameStemSets.contains { $0.isSubset(of: stated) } }
            if named.count == 1 { return (named[0], anchor) }
        }
        return nil
    }

    /// "Hire the kayak like last time": a value no words gave is the one a
    /// record the call uses had before (its Last Hours for Hours).
    private func valuesAsBefore(_ intent: Intent, _ filled: inout Filled) {
        let records = intent.parameters.compactMap { parameter -> RecordModel? in
            guard case .entity(let type) = parameter.type.unwrapped, let id = filled.arguments[parameter.name]?.string else { return nil }
            return model.record(entity: type, id: id)
        }
        for parameter in intent.parameters where filled.arguments[parameter.name] == nil || filled.sources[parameter.name] == "the parameter's default" {
            let wanted = Terms.words(ofIdentifier: parameter.name).lowercased()
            for record in records {
                guard let (key, value) = record.record.properties.first(where: { key, _ in
                    Self.isEarlierValue(key) && Terms.words(ofIdentifier: key).lowercased().split(separator: " ").dropFirst().joined(separator: " ") == wanted
                }) else { continue }
                let typed: JSONValue? = switch parameter.type.unwrapped {
                case .int: value.double.map { .int(Int($0.rounded())) }
                case .double: value.double.map { .double($0) }
                case .string: value.string.map { .string($0) }
                default: nil
                }
                guard let typed else { continue }
                filled.arguments[parameter.name] = typed
                filled.sources[parameter.name] = "as before: \(record.entity) '\(record.record.title)' \(key)"
                if filled.missing?.parameter.name == parameter.name { filled.missing = nil }
                break
            }
        }
        filled.missing = filled.missing ?? intent.parameters.first { $0.isRequired && filled.arguments[$0.name] == nil }.map { ($0, nil) }
    }

    /// The request asks for what was had before ("like last time", "my usual", "same again").
    private var saysAsBefore: Bool {
        mentions.tokens.contains { ["same", "usual", "again", "previous"].contains($0.text) }
            || mentions.tokens.indices.dropLast().contains { mentions.tokens[$0].text == "last" && mentions.tokens[$0 + 1].text == "time" }
    }

    /// A property that holds an earlier choice ("lastString", "previousColour").
    static func isEarlierValue(_ key: String) -> Bool {
        let words = Terms.words(ofIdentifier: key).lowercased().split(separator: " ")
        return words.first.map { ["last", "previous", "prior", "former"].contains($0) } ?? false
    }

    /// A record of another type the clause names that `record` goes with:
    /// its name is in the record's words, or its identifier a property's value.
    private func namedLink(of record: RecordModel) -> RecordModel? {
        mentions.records.lazy.map(\.record).first { self.goes(record, with: $0) }
    }

    /// How many records of other types the clause names that `record` goes with.
    private func linkCount(of record: RecordModel) -> Int {
        var seen: [RecordModel] = []
        for other in mentions.records.lazy.map(\.record) where goes(record, with: other) && !seen.contains(where: { $0 === other }) {
            seen.append(other)
        }
        return seen.count
    }

    private func goes(_ record: RecordModel, with other: RecordModel) -> Bool {
        other.entity != record.entity
            && (other.nameStemSets.contains { $0.isSubset(of: record.terms) }
                || record.lowercasedValues.contains { $0 == other.record.id.lowercased() })
    }

    /// Whether one of a record's dates is at `minutes` after midnight, or
    /// twelve hours off it ("7:30" said of a record at 07:30 or 19:30).
    /// The hours of the parts of the day.
    static let dayParts: [String: Range<Int>] = ["morning": 0..<12, "afternoon": 12..<17, "evening": 17..<24, "night": 18..<24, "tonight": 18..<24]

    /// Whether one of a record's dates is in `hours`.
    private func inPart(_ hours: Range<Int>, _ record: RecordModel, dateProperties: [String]) -> Bool {
        EntitySearch.instants(of: record, dateProperties: dateProperties, clock: context.clock).contains { hours.contains(Int(context.clock.secondsOfDay(of: $0) / 3600)) }
    }

    private func isAt(_ minutes: Int, _ record: RecordModel, dateProperties: [String]) -> Bool {
        EntitySearch.instants(of: record, dateProperties: dateProperties, clock: context.clock).contains { instant in
            Int(context.clock.secondsOfDay(of: instant) / 60) % 720 == minutes % 720
        }
    }

    /// Whether a day said can only be the day of a record of this type: the
    /// intent takes no date, and each other dated record it takes is named.
    private func saysOnlyOfThis(_ name: String) -> Bool {
        guard let intent = currentIntent?.intent, !intent.parameters.contains(where: { $0.type.unwrapped == .date }) else { return false }
        return intent.parameters.allSatisfy { parameter in
            guard case .entity(let other) = parameter.type.unwrapped, other != name,
                  let position = model.entityPosition(named: other), model.isDated[position] else { return true }
            return filledNames.contains(parameter.name)
        }
    }

    /// "Drop them off tonight, for Friday's show": a day said as a record's own, just
    /// before its type's word, is the day of that record, whatever other day
    /// the request gives.
    private func ownDay(ofEntityAt position: Int) -> DateMatch? {
        mentions.dates.first { date in
            guard date.day != nil, let last = date.range.last, mentions.tokens[last].text.hasSuffix("'s") else { return false }
            return mentions.tokens[(last + 1)...].prefix(2).contains { model.entityTitleTerms[position].contains(Stemmer.stem($0.text)) }
        }
    }

    /// The dates the clause says, but for those after "to", "until"…: where
    /// something goes, not which record ("move my booking to Sunday").
    private func datesNotAfterTarget() -> [DateMatch] {
        mentions.dates.filter { date in
            !mentions.tokens[max(0, date.range.lowerBound - 2)..<date.range.lowerBound].contains { Self.targetMarks.contains($0.text) }
        }
    }

    /// Of records a request fits equally, the one it says as written ("at
    /// Rosa's": the picnic at "Rosa's cabin", not the one Rosa goes to),
    /// else the one not over ("cancel my kayak booking": the upcoming
    /// one, not last month's, marked Completed), or over when the action or
    /// the request speaks of the past.
    /// `words`: the clause's stems that describe a record; `typeTerms`: its type's.
    /// A record one of whose names is the words said with the type's word comes first
    /// ("the Harbour one", of trips to and from the harbour: the "Harbour shuttle").
    private func breakTie(_ tied: [RecordModel], words: Set<String>, typeTerms: Set<String>) -> RecordModel? {
        let whole = tied.filter { record in
            record.names.contains { name in
                let stems = name.flatMap { Terms.of($0) }
                return stems.contains(where: words.contains) && stems.allSatisfy { words.contains($0) || typeTerms.contains($0) }
            }
        }
        if whole.count == 1 { return whole[0] }
        // "The kids' archery instructor": the intent says every lesson is for the kids; archery says which.
        let distinct = tied.map { record in words.count { record.terms.contains($0) && !model.intentStems.contains($0) } }
        if let most = distinct.max(), distinct.count(where: { $0 == most }) == 1, let position = distinct.firstIndex(of: most) {
            return tied[position]
        }
        let said = mentions.tokens.filter { mentions.isFree($0.index..<$0.index + 1) && Terms.of($0.text).contains(where: words.contains) }.map(\.text)
        let written = tied.map { record in said.count(where: record.writtenWords.contains) }
        if let most = written.max(), most > 0, written.count(where: { $0 == most }) == 1, let position = written.firstIndex(of: most) {
            return tied[position]
        }
        // (An action on what is done, "rate an activity you took part in", means the one over.)
        let description = currentIntent.map { Tokenizer.tokens($0.intent.description ?? "") } ?? []
        let pastOnes = Tense.isPast(description) || Tense.isPast(mentions.tokens)
        let meant = tied.filter { $0.isOver == pastOnes }
        if meant.count == 1 && meant.count < tied.count { return meant[0] }
        // ("An alignment on Wednesday", of Wednesday's slots: the one whose words are the action's, "Alignment rig".)
        if let action = currentIntent?.titleTerms.subtracting(model.entityTitleTerms[model.entityPosition(named: tied[0].entity) ?? 0]).subtracting(ActionVerbs.all),
           !action.isEmpty, case let suited = tied.filter({ !$0.terms.isDisjoint(with: action) }), suited.count == 1 {
            return suited[0]
        }
        // "Add ten minutes to my sauna", no day said: of the dated ones alike, the next one coming.
        guard !pastOnes, mentions.dates.isEmpty, let position = model.entityPosition(named: tied[0].entity), !model.dateProperties[position].isEmpty else { return nil }
        let now = context.clock.now
        let coming = tied.compactMap { record in
            EntitySearch.instants(of: record, dateProperties: model.dateProperties[position], clock: context.clock).filter { $0 >= now }.min().map { (record, $0) }
        }.sorted { $0.1 < $1.1 }
        return coming.count >= 1 && (coming.count == 1 || coming[0].1 < coming[1].1) ? coming[0].0 : nil
    }

    /// The one record of a type whose words (and date, when the clause gives
    /// a day) fit the clause best, with at least two shared words, or one
    /// and a day, or the type's word and a day ("tomorrow's ferry"), or one
    /// word no other record has, said with "my" or the type's word.
    /// `calledBy`: the words of the parameter's title, which name the type as the intent calls it
    /// ("Drop-off" for a Parcel): said with a day, they point at the record on it too.
    private func recordByWords(entity name: String, like: RecordModel? = nil, calledBy: Set<String> = []) -> RecordModel? {
        guard let position = model.entityPosition(named: name) else { return nil }
        let free = Set(mentions.freeTerms)
        // The intent's own title words say what to do, not which record
        // ("extend my Lucerne stay" with Extend Stay: "stay" is the action's).
        // (Nor, in a change to a call, does a case of another parameter's enum: "and make it floodlit" sets the lights.)
        let caseWords = earlier.isEmpty ? [] : mentions.enumCases.filter { match in
            mentions.isFree(match.range) && currentIntent?.intent.parameters.contains { $0.type.unwrapped == .enumeration(match.enumeration) } == true
        }.flatMap { Terms.of(mentions.tokens[$0.range]) }
        let words = free.subtracting(model.entityTitleTerms[position]).subtracting(currentIntent?.titleTerms ?? []).subtracting(caseWords)
        // (Of a list of days, each call's own: the others are taken.)
        // (A day said after "to" is where something goes, not which record, when
        // another parameter takes a day: "swap it to the Thursday show", "move it to Friday".)
        let takesOtherDay = currentIntent?.intent.parameters.contains { parameter in
            switch parameter.type.unwrapped {
            case .date: return true
            case .entity(let other): return other != name && model.entityPosition(named: other).map { model.isDated[$0] } ?? false
            default: return false
            }
        } ?? false
        let describing = !takesOtherDay ? mentions.dates : datesNotAfterTarget()
        var day = ownDay(ofEntityAt: position)?.day ?? describing.first { mentions.isFree($0.range) }?.day ?? describing.first?.day
        let saidMinutes = describing.first { $0.minutes != nil && !$0.timeIsInferred }?.minutes
        // "tomorrow's ferry": the type's own word and the day point at a record as well.
        // ("Move my Friday drop-off", with Reschedule a Drop-off: its title's word for the type too, with a day.)
        // (Or the day said can describe nothing else: "fit them at noon that Friday", for a slot, with no date to fill.)
        let typeNamed = !free.isDisjoint(with: model.entityTitleTerms[position]) || mentions.saysOne
            || (day != nil && !free.isDisjoint(with: calledBy.subtracting(Stemmer.stopWords)))
            || (day != nil && model.isDated[position] && saysOnlyOfThis(name))
        let dateProperties = model.dateProperties[position]
        // "Delete Saturday's entry" on a Wednesday: the Saturday just past, when none is ahead.
        if let future = day, future > context.clock.today, model.isDated[position],
           !model.records(of: name).contains(where: { EntitySearch.isOn(future, $0, dateProperties: dateProperties, clock: context.clock) }) {
            day = future.adding(days: -7)
        }
        // "Saturday's entry" names the record titled "Saturday, Mar 14", whatever its dates say.
        let calendarWords = !typeNamed ? [] : Set(mentions.dates.flatMap { date in mentions.tokens[date.range].filter(\.isWeekday).map { Stemmer.stem($0.text) } })
        var best: (record: RecordModel, score: Double, mineOnDay: Bool)?
        var tie = false
        var tied: [RecordModel] = []
        var onDayCount = 0
        var onDayPartCount = 0
        // The part of the day said without a time ("Tuesday morning"), as its hours.
        let dayPart = describing.first { $0.timeIsInferred && $0.minutes != nil }.flatMap { date in
            mentions.tokens[date.range].lazy.compactMap { Self.dayParts[$0.text] }.first
        }
        // "my drives": of the records on a day, the user's own ("Driver: You").
        let saysMine = mentions.tokens.contains { ["my", "mine", "our", "ours"].contains($0.text) }
        // Capitalised words no value took: a name, perhaps misspelt or only a first name ("with Lina").
        let capitalised = mentions.tokens.filter { token in
            token.raw.first?.isUppercase == true && token.text.count >= 4 && mentions.isFree(token.index..<token.index + 1) && !token.isStopWord
                && !token.isCalendarWord && !mentions.dates.contains { $0.range.contains(token.index) }
                && !ActionVerbs.all.contains(Stemmer.stem(token.text)) && !mentions.enumCases.contains { $0.range.contains(token.index) }
        }
        // "squash 1": a number said that a name has tells records with the same words apart.
        let saidNumbers = Set(mentions.tokens.filter { isBareNumber($0) }.map(\.text))
        for record in model.records(of: name) {
            var score = Double(EntitySearch.shared(record.terms, words))
            if score >= 1, !saidNumbers.isEmpty, record.names.contains(where: { $0.contains(where: saidNumbers.contains) }) { score += 1 }
            if capitalised.contains(where: { token in
                !record.terms.contains(Stemmer.stem(token.text)) && record.names.contains { $0.contains { Fuzzy.similar($0, token.text) } }
            }) { score += 1 }
            // A record of another type the clause names, that this one goes with ("my Metropolis
            // ticket": the ticket for that film). (Alone, a link is `linkedRecord`'s to find.)
            // (Each record it goes with counts: "the red canoe entry for Tom".)
            if score >= 1, case let links = linkCount(of: record), links > 0 { score += 1 + Double(links) }
            // "Tom's 7:30 entry": the time said is the time of one of its dates.
            let onDay = day.map { EntitySearch.isOn($0, record, dateProperties: dateProperties, clock: context.clock) } ?? false
            // (Or, of the type's records on the day said, the one at that time: "the 10:30 slot tomorrow".)
            if score >= 1 || (onDay && typeNamed), let minutes = saidMinutes, isAt(minutes, record, dateProperties: dateProperties) { score += 1 }
            if onDay { onDayCount += 1 }
            // ("Drop our Saturday ride": of the slots that day, the one booked, or with something in "Your Booking".)
            let mineOnDay = saysMine && onDay && (record.record.properties.contains { Self.userWords.contains($0.value.string?.lowercased() ?? "") }
                || record.isCurrent || record.record.properties.contains { key, value in
                    key.lowercased().hasPrefix("your") && !(value.string?.isEmpty ?? true) && value.bool != false
                })
            if mineOnDay { score += 0.5 }
            if !calendarWords.isEmpty, calendarWords.contains(where: record.nameStems.contains) { score += 2.5 }
            if let day, EntitySearch.isOn(day, record, dateProperties: dateProperties, clock: context.clock) {
                score += typeNamed ? 2 : 1
                // ("Tuesday morning": the slot in the morning, of Tuesday's.)
                if let part = dayPart, inPart(part, record, dateProperties: dateProperties) {
                    score += 0.5
                    onDayPartCount += 1
                }
                // The day a record starts names it before a day it ends on (a night logged by its bedtime).
                if let first = dateProperties.first, EntitySearch.isOn(day, record, dateProperties: [first], clock: context.clock) { score += 0.25 }
            }
            if score > (best?.score ?? 0) {
                best = (record, score, mineOnDay)
                tie = false
                tied = [record]
            } else if score == best?.score {
                tie = true
                tied.append(record)
            }
        }
        // "Do the same for Tomasz" after sharing a spring score:
        // of his scores, the one like the last call's (a spring one too).
        if tie, let like, var chosen = best {
            let alike = tied.map { record in record.lowercasedValues.count { like.lowercasedValues.contains($0) } }
            if let most = alike.max(), most > 0, alike.count(where: { $0 == most }) == 1, let position = alike.firstIndex(of: most) {
                chosen.record = tied[position]
                return chosen.record
            }
        }
        if tie, let chosen = breakTie(tied, words: words, typeTerms: Set(model.entityTitleTerms[position])), let score = best?.score {
            best = (chosen, score, false)
            tie = false
        }
        guard let best, !tie else { return nil }
        if best.mineOnDay { return best.record }
        // "Mark Ethan unavailable for Saturday" with no date to give: the one record on that day.
        // (Not "make it Monday", which names nothing else: that day is a new date.)
        let saysMore = mentions.tokens.contains { token in
            mentions.isFree(token.index..<token.index + 1) && !token.isStopWord && !token.isDateWord && token.index > 0
                && !ClauseReading.changeCues.contains(token.text) && !PhrasePattern.fillers.contains(token.text)
        }
        if onDayCount == 1 || (onDayPartCount == 1 && dayPart.map { inPart($0, best.record, dateProperties: dateProperties) } == true),
           let day, saysMore || !mentions.records.isEmpty, EntitySearch.isOn(day, best.record, dateProperties: dateProperties, clock: context.clock),
           currentIntent?.intent.parameters.contains(where: { $0.type.unwrapped == .date }) == false {
            return best.record
        }
        // "my camper booking", "my Lucerne stay": one word only one
        // record has, said of the user's own records or with the type's word.
        // ("my" of the words that describe it, not "on my way".)
        let typeTerms = model.entityTitleTerms[position]
        let owned = typeNamed || mentions.tokens.contains { token in
            (token.text == "my" || token.text == "our")
                && mentions.tokens[(token.index + 1)..<min(mentions.tokens.count, token.index + 4)].contains { word in
                    let stem = Stemmer.stem(word.text)
                    return best.record.terms.contains(stem) || typeTerms.contains(stem)
                }
        }
        // (Or a name said with a capital: "Tom's friend Mia" names Tom.)
        // (Not a case's name, "switch it to Welsh", nor a record another parameter took.)
        // (The first word too, when it is no word of an action: "Tom too".)
        let properName = !named.contains { $0 === best.record } && (mentions.tokens.contains { token in
            token.raw.first?.isUppercase == true && mentions.isFree(token.index..<token.index + 1) && best.record.nameStems.contains(Stemmer.stem(token.text))
                && !mentions.enumCases.contains { $0.range.contains(token.index) } && !mentions.dates.contains { $0.range.contains(token.index) }
                && (token.index > 0 || (!token.isStopWord && !ActionVerbs.all.contains(Stemmer.stem(token.text))))
        } || capitalised.contains { token in best.record.names.contains { $0.contains { Fuzzy.similar($0, token.text) } } })
        // (A time alone, "at 4 pm", says no day.)
        let saysDay = describing.contains { $0.day != nil && !$0.dayIsInferred }
        // (A day says which only of records with dates.)
        guard best.score >= 2 || (repeating && best.score >= 1 && !(saysDay && takesOtherDay)) || (best.score == 1 && (owned || properName) && (!saysDay || !model.isDated[position])) else { return nil }
        return best.record
    }

    // MARK: Enums

    private mutating func enumValue(_ name: String, for parameter: Parameter? = nil) -> (JSONValue, String)? {
        let named = mentions.enumCases.filter { $0.enumeration == name && mentions.isFree($0.range) }
        // "Swap my small for the large": of two cases, the one it is swapped for.
        if named.count > 1, Set(named.map(\.identifier)).count > 1,
           mentions.tokens.contains(where: { ActionVerbs.exchanging.contains($0.text) }),
           let target = named.first(where: { $0.range.lowerBound > 0 && ["for", "to", "into", "with"].contains(mentions.tokens[$0.range.lowerBound - 1].text)
               || ($0.range.lowerBound > 1 && ["for", "to", "into", "with"].contains(mentions.tokens[$0.range.lowerBound - 2].text)
                   && UtteranceReading.determiners.contains(mentions.tokens[$0.range.lowerBound - 1].text)) }) {
            for other in named { mentions.use(other.range) }
            return (.string(target.identifier), "named: '\(span(target.range))' is \(name).\(target.identifier), what the other is swapped for")
        }
        guard let match = named.first else {
            // "Monday morning" is a day, and the morning session too.
            if let match = mentions.enumCases.first(where: { match in
                match.enumeration == name && mentions.dates.contains { $0.range.lowerBound <= match.range.lowerBound && match.range.upperBound <= $0.range.upperBound }
            }) {
                return (.string(match.identifier), "named within the date: '\(span(match.range))' is \(name).\(match.identifier)")
            }
            return unitCase(name) ?? durationUnitCase(name) ?? refusedCase(name) ?? acceptedCase(name) ?? parameter.flatMap { onScreenCase(name, for: $0) }
        }
        mentions.use(match.range)
        return (.string(match.identifier), "named: '\(span(match.range))' is \(name).\(match.identifier)")
    }

    /// "For two weeks" with an enum of by the day or by the week: the case of
    /// the duration's unit (its count goes to the number of them, in `numberValue`).
    private func durationUnitCase(_ name: String) -> (JSONValue, String)? {
        guard let enumeration = model.app.enumeration(named: name) else { return nil }
        for duration in mentions.durations where mentions.isFree(duration.range) {
            guard let unit = Self.durationUnit(duration, mentions.tokens) else { continue }
            let cases = enumeration.cases.filter { Self.names(unit, $0) }
            if cases.count == 1 { return (.string(cases[0].identifier), "the unit of '\(span(duration.range))'") }
        }
        return nil
    }

    /// Whether a case's names say the unit ("By the week" says a week).
    static func names(_ unit: Unit, _ item: EnumType.Case) -> Bool {
        ([item.identifier, item.title] + item.synonyms).contains { name in Tokenizer.tokens(name).contains { Unit(word: $0.text) == unit } }
    }

    /// The unit of time a duration is said in ("weeks" of "two weeks"), from its last word.
    static func durationUnit(_ duration: DurationParser.Match, _ tokens: [Token]) -> Unit? {
        guard let last = duration.range.last, let unit = Unit(word: tokens[last].text), unit.dimension == .time, unit.factorInSeconds > 0 else { return nil }
        return unit
    }

    /// Words of a parameter that says whether someone comes (Available, Attending).
    static let attendanceStems = Set(["available", "availability", "attending", "attend", "coming", "going", "present"].map(Stemmer.stem))

    /// "Count me in", "count us in for the quiz on Friday": the case of an
    /// attendance-like enum (one that also has a refusing case) that says so
    /// ("In", "Going", "count me in").
    private func acceptedCase(_ name: String) -> (JSONValue, String)? {
        guard ActionVerbs.refusal(in: mentions.tokens) == nil, let enumeration = model.app.enumeration(named: name),
              let said = mentions.tokens.indices.first(where: saysIn) else { return nil }
        func first(_ item: EnumType.Case) -> [String] { ([item.title] + item.synonyms).compactMap { Tokenizer.tokens($0).first?.text } }
        let refusing = enumeration.cases.contains { item in first(item).contains { ["out", "unavailable", "absent", "no", "not"].contains($0) || ActionVerbs.refusals.contains($0) } }
        let accepting = enumeration.cases.filter { item in
            ([item.identifier.lowercased(), item.title.lowercased()] + item.synonyms.map { $0.lowercased() }).contains { ["in", "going", "attending", "available", "yes", "count me in", "i'm in"].contains($0) }
        }
        guard refusing, accepting.count == 1 else { return nil }
        return (.string(accepting[0].identifier), "'\(span(said..<said + 1))' with who comes is \(name).\(accepting[0].identifier)")
    }

    /// Whether the token at `index` is the "in" of "me … in": free, ending
    /// its phrase, with "me", "us", "I'm" or "we're" a few words before.
    private func saysIn(_ index: Int) -> Bool {
        let tokens = mentions.tokens
        guard tokens[index].text == "in", mentions.isFree(index..<index + 1) else { return false }
        if index + 1 < tokens.count {
            let next = tokens[index + 1]
            guard next.afterPause || next.isWeekday || ["for", "on", "at", "to", "this", "next", "tomorrow", "tonight"].contains(next.text) else { return false }
        }
        return tokens[max(0, index - 5)..<index].contains { ["me", "us", "i'm", "we're"].contains($0.text) }
    }

    /// "Price up a valet for this": a case no words give is the one an
    /// on-screen record's property of the parameter's name holds (the size of
    /// the car on screen).
    private mutating func onScreenCase(_ name: String, for parameter: Parameter) -> (JSONValue, String)? {
        guard mentions.pointsAtEntity, let enumeration = model.app.enumeration(named: name) else { return nil }
        let wanted = Set([Terms.words(ofIdentifier: parameter.name).lowercased(), parameter.title.lowercased()])
        for reference in context.onScreen {
            guard let record = model.record(entity: reference.entity, id: reference.id),
                  let position = model.entityPosition(named: reference.entity) else { continue }
            let properties = model.app.entities[position].properties
            for (key, value) in record.record.properties {
                guard let text = value.string?.lowercased(),
                      wanted.contains(Terms.words(ofIdentifier: key).lowercased()) || properties.first(where: { $0.name == key }).map({ wanted.contains($0.title.lowercased()) }) == true
                else { continue }
                let cases = enumeration.cases.filter { item in
                    ([item.identifier, item.title] + item.synonyms).contains { $0.lowercased() == text || Terms.words(ofIdentifier: $0).lowercased() == text }
                }
                guard cases.count == 1 else { continue }
                let used = EntityReference(entity: reference.entity, id: reference.id)
                if !readOnScreen.contains(used) { readOnScreen.append(used) }
                return (.string(cases[0].identifier), "on-screen \(reference.entity) '\(record.record.title)' has \(key) '\(value.string!)'")
            }
        }
        return nil
    }

    /// "She can't make Sunday's race": the case that says so ("Unavailable",
    /// "can't make it", "not coming").
    private func refusedCase(_ name: String) -> (JSONValue, String)? {
        guard let refusal = ActionVerbs.refusal(in: mentions.tokens), let enumeration = model.app.enumeration(named: name) else { return nil }
        let cases = enumeration.cases.filter { item in
            ([item.title] + item.synonyms).contains { caseName in
                let words = Tokenizer.tokens(caseName).map(\.text)
                return ["unavailable", "absent"].contains(words.first ?? "") || ActionVerbs.refusals.contains(words.first ?? "")
                    || (words.first == "not" && words.count == 2 && (ActionVerbs.attendVerbs.contains(words[1]) || ["coming", "going", "available", "attending"].contains(words[1])))
            }
        }
        guard cases.count == 1 else { return nil }
        return (.string(cases[0].identifier), "'\(span(refusal))' is \(name).\(cases[0].identifier)")
    }

    /// An enum of units ("lb", "kg"): the unit said with a number ("a pound and a half").
    private func unitCase(_ name: String) -> (JSONValue, String)? {
        guard let enumeration = model.app.enumeration(named: name) else { return nil }
        for number in mentions.numbers where mentions.isFree(number.range) || mentions.used.isSuperset(of: number.range) {
            guard let unit = number.unit else { continue }
            for item in enumeration.cases {
                let names = [item.identifier, item.title] + item.synonyms
                if names.contains(where: { Unit(word: $0.lowercased()) == unit }) {
                    return (.string(item.identifier), "the unit '\(unit.rawValue)' said with a number")
                }
            }
        }
        return nil
    }

    // MARK: Numbers

    /// Words of a parameter that is one side of a size.
    static let sizeStems = Set(["width", "wide", "length", "long", "height", "high", "tall", "depth", "deep"].map(Stemmer.stem))

    /// "A sixty by ninety poster", "2 x 3 m": the number said in this
    /// parameter's place, when the intent takes two or three sides of a size
    /// and the request says as many numbers joined by "by" or "x", in the
    /// order the intent declares its sides.
    private func sizeInChain(_ parameter: Parameter) -> (Double, Range<Int>)? {
        guard let intent = currentIntent?.intent, !currentTraits(parameter).titleKeywords.isDisjoint(with: Self.sizeStems) else { return nil }
        let sides = intent.parameters.filter { [.int, .double].contains($0.type.unwrapped) && !currentTraits($0).titleKeywords.isDisjoint(with: Self.sizeStems) }
        guard sides.count >= 2, let place = sides.firstIndex(where: { $0.name == parameter.name }) else { return nil }
        let numbers = mentions.numbers.sorted { $0.range.lowerBound < $1.range.lowerBound }
        let tokens = mentions.tokens
        for start in numbers.indices {
            var chain = [numbers[start]]
            var next = start + 1
            while next < numbers.count, let last = chain.last, numbers[next].range.lowerBound == last.range.upperBound + 1,
                  ["by", "x", "×"].contains(tokens[last.range.upperBound].text) {
                chain.append(numbers[next])
                next += 1
            }
            guard chain.count == sides.count, place < chain.count else { continue }
            return (chain[place].value, chain[place].range)
        }
        return nil
    }

    /// Words that introduce a count ("for four", "party of six").
    static let countWords: Set<String> = ["for", "of", "to", "make", "it", "by", "x"]

    private mutating func numberValue(_ parameter: Parameter, integer: Bool) -> (JSONValue, String)? {
        let traits = currentTraits(parameter)
        if let side = traits.scoreSide, let score = Self.scoreline(mentions.tokens), mentions.isFree(score.range) {
            let value = side == .ours ? score.ours : score.theirs
            return measured(Double(value), parameter, integer: integer, range: score.range.lowerBound..<score.range.lowerBound,
                            note: "the score '\(span(score.range))', \(side == .ours ? "ours" : "theirs")")
        }
        let tokens = mentions.tokens
        // "Sixty by ninety": of the intent's sizes (Width, Height), each takes its place in the numbers said with "by".
        if let (value, range) = sizeInChain(parameter) {
            return measured(value, parameter, integer: integer, range: range, note: "'\(span(range))', its place in a size said with 'by'")
        }
        // "A single coat" for "Coats, from 1 (a single coat) to 3": a value the description names in words.
        for named in traits.namedValues {
            if let start = find(named.words, in: tokens), mentions.isFree(start..<start + named.words.count) {
                return measured(named.value, parameter, integer: integer, range: start..<start + named.words.count,
                                note: "'\(span(start..<start + named.words.count))', as the description names \(Format.number(named.value))")
            }
        }
        // "Two hours on the fifth" for a Bench ("Bench number, from 1 to 12"): a number that says which
        // one takes the ordinal said, and leaves the count to the count.
        // (Even one a date took, "on the seventh", when the intent takes no date.)
        let takesDate = currentIntent?.intent.parameters.contains { $0.type.unwrapped == .date } ?? true
        if traits.saysWhichOne, let ordinal = (takesDate ? mentions.ordinals : mentions.allOrdinals).first(where: { mentions.isFree($0.range) }),
           let value = ordinal.intValue, parameter.range.map({ $0.contains(Double(value)) }) ?? true {
            return measured(Double(value), parameter, integer: integer, range: ordinal.range, note: "the ordinal '\(span(ordinal.range))': which one")
        }
        // "no pain at all": none of what the parameter counts.
        if let no = tokens.indices.first(where: { tokens[$0].text == "no" && $0 + 1 < tokens.count && mentions.isFree($0..<$0 + 2)
            && traits.titleKeywords.contains(Stemmer.stem(tokens[$0 + 1].text)) && !tokens[$0 + 1].isStopWord }) {
            return measured(0, parameter, integer: integer, range: no..<no + 2, note: "'no \(tokens[no + 1].text)'")
        }
        // "One of us will drive": how many of the group do what the parameter counts.
        for index in tokens.indices.dropLast(3) where tokens[index + 1].text == "of" && ["us", "them"].contains(tokens[index + 2].text)
            && mentions.isFree(index..<index + 3) {
            guard let value = NumberParser.wordValue(tokens[index].text) ?? Int(tokens[index].text),
                  tokens[(index + 3)...].prefix(3).contains(where: { !$0.isStopWord && traits.keywords.contains(Stemmer.stem($0.text)) }) else { continue }
            return measured(Double(value), parameter, integer: integer, range: index..<index + 3, note: "'\(span(index..<index + 3))' who do it")
        }
        // "For two weeks", for "How many days or weeks" beside an enum of by the day or by the week:
        // the count of the unit said, when the number's words name that unit.
        // (Its unit word may have named the enum's case already.)
        if let duration = mentions.durations.first(where: { mentions.isFree($0.range.lowerBound..<$0.range.upperBound - 1) }),
           let unit = Self.durationUnit(duration, tokens), traits.keywords.contains(Stemmer.stem(tokens[duration.range.last!].text)),
           currentIntent?.intent.parameters.contains(where: { other in
               guard case .enumeration(let name) = other.type.unwrapped, let enumeration = model.app.enumeration(named: name) else { return false }
               return enumeration.cases.contains { Self.names(unit, $0) }
           }) == true {
            let count = (duration.seconds / unit.factorInSeconds).rounded()
            return measured(count, parameter, integer: integer, range: duration.range, note: "the count of '\(span(duration.range))'")
        }
        // A number of minutes, days...: a length of time said in any unit, converted.
        if traits.measuresTime, let target = traits.unit,
           let duration = mentions.durations.first(where: { mentions.isFree($0.range) }),
           let converted = Unit.second.convert(duration.seconds, to: target) {
            return measured(converted, parameter, integer: integer, range: duration.range,
                            note: "duration '\(span(duration.range))' in \(target.rawValue)s")
        }
        // "every other day", "every other week": two of the unit between times.
        if traits.measuresTime, let target = traits.unit,
           let every = tokens.indices.dropLast(2).first(where: { tokens[$0].text == "every" && tokens[$0 + 1].text == "other" && mentions.isFree($0..<$0 + 3) }),
           let unit = Unit(word: tokens[every + 2].text), unit.dimension == .time, unit.factorInSeconds > 0,
           let converted = Unit.second.convert(2 * unit.factorInSeconds, to: target) {
            return measured(converted, parameter, integer: integer, range: every..<every + 3,
                            note: "'\(span(every..<every + 3))': two \(unit.rawValue)s")
        }
        // "from 3 to 6 pm": a length of time is the time from one said time to the next.
        if traits.measuresTime, let target = traits.unit, let (seconds, range) = timeSpan(),
           let converted = Unit.second.convert(seconds, to: target) {
            mentions.use(range)
            return measured(converted, parameter, integer: integer, range: range, note: "the time to '\(span(range))' from the time before it")
        }
        // "for a week", "a fortnight": whole days said as a length, for a count of days or nights
        // (not a rate: "three walks a day" for Walks per Day).
        if !traits.measuresTime, traits.countsDays || traits.titleKeywords.contains(Stemmer.stem("nights")),
           !parameter.title.lowercased().split(separator: " ").contains("per"),
           let duration = mentions.durations.first(where: { mentions.isFree($0.range) }),
           duration.seconds >= 86_400, duration.seconds.truncatingRemainder(dividingBy: 86_400) == 0,
           !mentions.numbers.contains(where: { $0.range.upperBound <= duration.range.lowerBound && $0.range.upperBound + 2 >= duration.range.lowerBound }) {
            return measured(duration.seconds / 86_400, parameter, integer: integer, range: duration.range,
                            note: "duration '\(span(duration.range))' in days")
        }
        // "five dinners a week", "two lessons a month": after a number, "a" or
        // "an" with a unit says "per", not one (but "a hundred" is a hundred).
        let firstNumber = mentions.numbers.map(\.range.lowerBound).min() ?? 0
        // ("My son turns nine", "a four-year-old": an age, only an age's.)
        let takesAge = traits.titleKeywords.contains { ["age", "aged", "old"].contains($0) }
            || (parameter.description ?? "").lowercased().split(separator: " ").contains { ["age", "ages", "aged", "old"].contains($0) }
        let free = mentions.numbers.filter { number in
            mentions.isFree(number.range) && !(number.range.lowerBound > firstNumber && number.value == 1 && ["a", "an"].contains(mentions.tokens[number.range.lowerBound].text))
                && (takesAge || !Self.isAge(number.range, in: tokens))
        }
        guard !free.isEmpty else {
            // "And a jar of local honey": one of what is named, for a count of things.
            if traits.titleKeywords.contains(where: Self.quantityStems.contains),
               // (Not the action's own word, "a restock of", nor a case, "a clump of".)
               let index = tokens.indices.dropLast(2).first(where: { at in
                   ["a", "an"].contains(tokens[at].text) && tokens[at + 2].text == "of" && mentions.isFree(at..<at + 3)
                       && !(currentIntent?.titleTerms.contains(Stemmer.stem(tokens[at + 1].text)) ?? false)
                       && !mentions.enumCases.contains { $0.range.contains(at + 1) } && !mentions.records.contains { $0.range.contains(at + 1) }
               }) {
                return measured(1, parameter, integer: integer, range: index..<index + 1, note: "one: '\(span(index..<index + 3))'")
            }
            // "Add another night", "an extra towel": one more of what the parameter counts.
            for index in tokens.indices.dropLast() where (tokens[index].text == "another" || tokens[index].text == "extra")
                && mentions.isFree(index..<index + 2) && traits.titleKeywords.contains(Stemmer.stem(tokens[index + 1].text)) {
                return measured(1, parameter, integer: integer, range: index..<index + 2, note: "one more: '\(span(index..<index + 2))'")
            }
            // "for Saturday and Sunday" gives a number of days its count.
            let days = mentions.listedDays(free: false)
            if traits.countsDays, days.count > 1 {
                return measured(Double(days.count), parameter, integer: integer, range: days[0].lowerBound..<days[0].lowerBound, note: "\(days.count) days listed")
            }
            // "I'll bring my sister too": one guest the speaker brings (for "Guests", or "People the member is bringing").
            if (traits.countsPeople && !traits.titleKeywords.isDisjoint(with: Self.companionStems)) || traits.keywords.contains(Stemmer.stem("bringing")),
               let bring = tokens.indices.dropLast(2).first(where: { ["bring", "bringing", "brings"].contains(tokens[$0].text) && mentions.isFree($0..<$0 + 3) }),
               ["a", "my", "one", "our"].contains(tokens[bring + 1].text), Self.personNouns.contains(tokens[bring + 2].text) {
                return measured(1, parameter, integer: integer, range: bring..<bring + 3, note: "one brought along: '\(span(bring..<bring + 3))'")
            }
            // "How much to frame this?" with a print on screen, for "Prints": one, the one pointed at.
            if let this = tokens.firstIndex(where: { ["this", "that", "it"].contains($0.text) }),
               !tokens.contains(where: { ["these", "those", "them", "all", "both"].contains($0.text) }),
               case let shown = context.onScreen.filter({ entity in
                   model.entityPosition(named: entity.entity).map { !traits.titleKeywords.isDisjoint(with: model.entityTitleTerms[$0]) } ?? false
               }), shown.count == 1 {
                return measured(1, parameter, integer: integer, range: this..<this, note: "one: the \(shown[0].entity) on screen, said as '\(tokens[this].text)'")
            }
            guard traits.countsPeople else { return nil }
            if let single = onlyMe(parameter) { return single }
            return partySize.map { (integer ? .int(Int($0.value)) : .double($0.value), "the party of another part of the request: '\($0.said)'") }
        }
        // Money in words: "four ninety-nine" is 4.99, "twelve fifty" 12.50; but "make it four twenty"
        // for an amount that was in the hundreds is 420.
        if traits.isMoney, let before = earlier[parameter.name]?.double, before >= 100 {
            for (hundreds, rest) in zip(free, free.dropFirst()) where hundreds.range.upperBound == rest.range.lowerBound
                && hundreds.unit == nil && !tokens[hundreds.range.lowerBound].isNumeric && !tokens[rest.range.lowerBound].isNumeric
                && hundreds.value >= 1 && hundreds.value <= 9 && hundreds.value == hundreds.value.rounded()
                && rest.value >= 10 && rest.value < 100 && rest.value == rest.value.rounded() {
                let range = hundreds.range.lowerBound..<rest.range.upperBound
                return measured(hundreds.value * 100 + rest.value, parameter, integer: integer, range: range,
                                note: "amount '\(span(range))' in hundreds, as the earlier one was")
            }
        }
        if !integer, traits.isMoney {
            for (whole, cents) in zip(free, free.dropFirst()) where whole.range.upperBound == cents.range.lowerBound
                && whole.unit == nil && cents.unit == nil && !mentions.tokens[cents.range.lowerBound].isNumeric
                && whole.value == whole.value.rounded() && whole.value >= 1 && whole.value < 1000
                && cents.value == cents.value.rounded() && cents.value >= 10 && cents.value < 100 {
                return measured(whole.value + cents.value / 100, parameter, integer: false, range: whole.range.lowerBound..<cents.range.upperBound,
                                note: "amount '\(span(whole.range.lowerBound..<cents.range.upperBound))' in dollars and cents")
            }
        }
        if traits.isMoney {
            // "forty euros fifty": the cents said bare after the euros.
            for (whole, cents) in zip(free, free.dropFirst()) where whole.unit?.dimension == .currency && whole.unit != .cent && cents.unit == nil
                && cents.range.lowerBound == whole.range.upperBound && !cents.isOrdinal
                && cents.value == cents.value.rounded() && cents.value >= 1 && cents.value < 100 {
                let range = whole.range.lowerBound..<cents.range.upperBound
                return measured(whole.value + cents.value / 100, parameter, integer: integer, range: range, note: "amount '\(span(range))'")
            }
            // "twelve dollars and fifty cents".
            for (whole, cents) in zip(free, free.dropFirst()) where whole.unit?.dimension == .currency && whole.unit != .cent && cents.unit == .cent
                && cents.range.lowerBound == whole.range.upperBound + 1 && tokens[whole.range.upperBound].text == "and" {
                let range = whole.range.lowerBound..<cents.range.upperBound
                return measured(whole.value + cents.value / 100, parameter, integer: integer, range: range, note: "amount '\(span(range))'")
            }
        }
        // "nineteen eighty-four" is 1984, "one oh four" 104, "nineteen oh five" 1905:
        // two numbers said as one, when only together they are a value the parameter expects.
        if let expected = traits.expected {
            for (first, second) in zip(free, free.dropFirst()) where first.unit == nil && !tokens[first.range.lowerBound].isNumeric
                && !tokens[second.range.lowerBound].isNumeric && first.value >= 1 && first.value < 100 && first.value == first.value.rounded()
                && second.value == second.value.rounded() && !expected.contains(first.value) {
                let gap = second.range.lowerBound - first.range.upperBound
                let oh = gap == 1 && ["oh", "o"].contains(tokens[first.range.upperBound].text) && second.value >= 1 && second.value <= 9
                guard (gap == 0 && second.value >= 10 && second.value < 100) || oh else { continue }
                let combined = first.value * 100 + second.value
                guard expected.contains(combined) else { continue }
                let range = first.range.lowerBound..<second.range.upperBound
                return measured(combined, parameter, integer: integer, range: range, note: "number '\(span(range))' said in two parts")
            }
        }
        let scores = free.map { numberScore($0, for: parameter) }
        let best = free.indices.max { scores[$0] < scores[$1] || (scores[$0] == scores[$1] && free[$0].range.lowerBound > free[$1].range.lowerBound) }!
        let chosen = free[best]
        // ("size child 13": a number outside the range, with no word of the parameter near it, is another value's words.)
        if let range = parameter.range, !range.contains(chosen.value), scores[best] <= 0, answering != parameter.name { return nil }
        // ("Court 2 on Friday and two coffees": a number with no word of the parameter near it, before
        // a thing this intent takes no value of, counts that thing.)
        if scores[best] <= 0, answering != parameter.name, countsUntakenThing(chosen) { return nil }
        // A number another parameter still to fill fits clearly better is that one's
        // ("two canoes" is the quantity, not the hours).
        if let intent = currentIntent?.intent, intent.parameters.contains(where: { other in
            other.name != parameter.name && !filledNames.contains(other.name) && [.int, .double].contains(other.type.unwrapped)
                && numberScore(chosen, for: other) >= scores[best] + 1.5
        }) {
            return nil
        }
        let target = traits.unit
        var value = chosen.value
        var note = "number '\(span(chosen.range))'"
        // "Me and two pals", "four colleagues and me": the speaker comes too.
        // (Not for guests, whom the speaker brings.)
        if traits.countsPeople || !traits.titleKeywords.isDisjoint(with: Self.quantityStems), traits.titleKeywords.isDisjoint(with: Self.companionStems), chosen.unit == nil,
           Self.countsSpeakerToo(chosen.range, in: tokens) {
            value += 1
            note += " and the speaker"
        }
        if let unit = chosen.unit, let target, unit != target, let converted = unit.convert(value, to: target) {
            note += " converted from \(unit.rawValue) to \(target.rawValue)"
            value = converted
        }
        return measured(value, parameter, integer: integer, range: chosen.range, note: note)
    }

    /// How well a number said fits a number parameter: next to one of its
    /// words, with a matching unit, in its range; not before a noun it does
    /// not count.
    private func numberScore(_ number: NumberMatch, for parameter: Parameter) -> Double {
        let traits = currentTraits(parameter)
        let keywords = traits.numberWords
        let titleKeywords = traits.numberTitleWords
        let target = traits.unit
        // The words of the intent's other number parameters: "two rooms" is not two guests.
        let others = currentIntent?.otherNumberWords[parameter.name] ?? []
        // Prefer a number next to one of the parameter's words, then one with a matching unit.
        var score = 0.0
        let near = (max(0, number.range.lowerBound - 2)..<min(mentions.tokens.count, number.range.upperBound + 2))
        // (Not across a pause: "fresh eighty, grey twenty" gives each its own.)
        let tokens = mentions.tokens
        var neighbours = near.filter { index in
            if number.range.contains(index) { return false }
            if index >= number.range.upperBound { return !tokens[number.range.upperBound...index].contains(where: \.afterPause) }
            return !tokens[(index + 1)...number.range.lowerBound].contains(where: \.afterPause)
        }.map { Stemmer.stem(tokens[$0].text) }
        // "a five-class pass": the word joined to the number.
        if number.range.count == 1, let dash = mentions.tokens[number.range.lowerBound].text.lastIndex(of: "-") {
            neighbours.append(Stemmer.stem(String(mentions.tokens[number.range.lowerBound].text[dash...].dropFirst())))
        }
        for stem in neighbours {
            // A word of the title counts more than one of the description.
            if titleKeywords.contains(stem) { score += 2 } else if keywords.contains(stem) { score += 1 }
        }
        // A noun right after the number says what it counts: another
        // parameter's word, or a word of none of this one's, counts something else;
        // a thing the app names ("two canoes") is a quantity's.
        if number.unit == nil, number.range.upperBound < mentions.tokens.count {
            let after = number.range.upperBound
            let next = mentions.tokens[after]
            let stem = Stemmer.stem(next.text)
            let namesThing = mentions.enumCases.contains { $0.range.contains(after) } || mentions.records.contains { $0.range.contains(after) }
            // ("six of them", "two of those": how many, not how much.)
            let ofThem = next.text == "of" && after + 1 < mentions.tokens.count && ["them", "those", "these"].contains(mentions.tokens[after + 1].text)
            if namesThing || ofThem {
                if !traits.titleKeywords.isDisjoint(with: Self.quantityStems) { score += 1.5 }
                if traits.measuresTime || (ofThem && target != nil) { score -= 2 }
            } else if !next.isStopWord, !next.isNumeric, !keywords.contains(stem), mentions.isFree(after..<after + 1), !Self.linkWords.contains(next.text) {
                score -= others.contains(stem) ? 2 : 1
            }
        }
        if let unit = number.unit, let target, unit.dimension == target.dimension { score += 2 }
        // "twelve and a half kilometres, average heart rate…": a unit of another parameter's, whatever words are near.
        if let unit = number.unit, unit.dimension != .currency, target.map({ $0.dimension != unit.dimension })
            ?? (currentIntent?.intent.parameters.contains { other in
                other.name != parameter.name && currentIntent?.traits[other.name]?.unit?.dimension == unit.dimension
            } ?? false) {
            score -= 3
        }
        if let range = parameter.range, range.contains(number.value) { score += 0.5 }
        return score
    }

    /// "All the horses at Mill Lane", "every seasonal customer": the records
    /// of the type said after "all", "every" or "each" that have a property
    /// value the words after it say (or a case's title, or another record's
    /// title), one call each. Nil unless the words narrow the type's records.
    private mutating func everyQualified(_ name: String) -> (records: [RecordModel], said: String)? {
        let tokens = mentions.tokens
        guard let position = model.entityPosition(named: name), !model.entityTitleTerms[position].isEmpty,
              let all = tokens.firstIndex(where: { ["all", "every", "each"].contains($0.text) && mentions.isFree($0.index..<$0.index + 1) }),
              let type = tokens[(all + 1)...].prefix(5).first(where: { model.entityTitleTerms[position].contains(Stemmer.stem($0.text)) })?.index
        else { return nil }
        // What is said from "all" on, as lowercase words, with the case titles and record titles it names.
        let phrase = " " + tokens[all...].map(\.text).joined(separator: " ") + " "
        var said = mentions.enumCases.filter { $0.range.lowerBound > all }.compactMap { match in
            model.app.enumeration(named: match.enumeration)?.cases.first { $0.identifier == match.identifier }?.title.lowercased()
        }
        said += mentions.records.filter { $0.record.entity != name && $0.range.lowerBound > all }.map { $0.record.record.title.lowercased() }
        let records = model.records(of: name)
        let kept = records.filter { record in
            record.lowercasedValues.contains { value in
                value.rangeOfCharacter(from: .letters) != nil && (phrase.contains(" \(value) ") || said.contains(value))
            }
        }
        guard !kept.isEmpty, kept.count < records.count else { return nil }
        mentions.use(all..<type + 1)
        // (The value's words are the type's qualifier, no other value: "at Mill Lane" is no note;
        // but another record's name is still that record's.)
        for value in Set(kept.flatMap(\.lowercasedValues)) where phrase.contains(" \(value) ") {
            let words = value.split(separator: " ").map(String.init)
            if let start = Array(tokens[all...].map(\.text)).firstRange(of: words)?.lowerBound,
               case let range = (all + start)..<(all + start + words.count), !mentions.records.contains(where: { $0.range.overlaps(range) }) {
                mentions.use(range)
            }
        }
        return (kept, "that '\(tokens[all...].prefix(8).map(\.raw).joined(separator: " "))' says")
    }

    /// Whether a record or a case of a type the intent has no parameter of
    /// starts right after the number.
    private func countsUntakenThing(_ number: NumberMatch) -> Bool {
        guard let intent = currentIntent?.intent else { return false }
        let after = number.range.upperBound
        let takes = { (name: String) in
            intent.parameters.contains { parameter in
                switch parameter.type.unwrapped {
                case .entity(let type), .array(.entity(let type)), .enumeration(let type), .array(.enumeration(let type)): type == name
                default: false
                }
            }
        }
        return mentions.records.contains { $0.range.lowerBound == after && !takes($0.record.entity) }
            || mentions.enumCases.contains { $0.range.lowerBound == after && !takes($0.enumeration) }
    }

    /// "just me", "only me", "by myself", "alone", "solo": one person.
    private mutating func onlyMe(_ parameter: Parameter) -> (JSONValue, String)? {
        let tokens = mentions.tokens
        for token in tokens where mentions.isFree(token.index..<token.index + 1) {
            let single = ["myself", "alone", "solo"].contains(token.text)
                || (token.text == "me" && token.index > 0 && ["just", "only"].contains(tokens[token.index - 1].text))
                // ("just for me".)
                || (token.text == "me" && token.index > 1 && tokens[token.index - 1].text == "for" && ["just", "only"].contains(tokens[token.index - 2].text))
            guard single else { continue }
            return measured(1, parameter, integer: parameter.type.unwrapped == .int, range: token.index..<token.index + 1, note: "one person: '\(token.raw)'")
        }
        // "with my sister and me", "my wife and I", "Sam and me": the speaker and one other.
        for index in tokens.indices.dropLast(2) where tokens[index + 1].text == "and" {
            let (left, right) = (tokens[index], tokens[index + 2])
            // ("me and a pal", "me and my sister".)
            let other: Token? = Self.speaker.contains(left.text) ? (["my", "a", "our"].contains(right.text) && index + 3 < tokens.count ? tokens[index + 3] : right)
                : Self.speaker.contains(right.text) ? left : nil
            guard let other, !Self.speaker.contains(other.text),
                  Self.personNouns.contains(other.text) || (other.raw.first?.isUppercase == true && !other.isStopWord && !model.nameWords.contains(other.text))
            else { continue }
            let range = min(index, other.index)..<max(index + 3, other.index + 1)
            guard mentions.isFree(range) else { continue }
            return measured(2, parameter, integer: parameter.type.unwrapped == .int, range: range, note: "the speaker and one other: '\(span(range))'")
        }
        // "I'm going with a friend", "we're off with my sister": the speaker and the one they go with.
        if tokens.contains(where: { UtteranceReading.clauseSubjects.contains($0.text) }) {
            for index in tokens.indices.dropLast(2) where tokens[index].text == "with" && ["a", "my", "our"].contains(tokens[index + 1].text)
                && Self.personNouns.contains(tokens[index + 2].text) && (index + 3 == tokens.count || tokens[index + 3].text != "and") {
                let range = index..<index + 3
                guard mentions.isFree(range) else { continue }
                return measured(2, parameter, integer: parameter.type.unwrapped == .int, range: range, note: "the speaker and one other: '\(span(range))'")
            }
        }
        return nil
    }

    static let speaker: Set<String> = ["me", "i", "myself"]
    /// One person someone brings along ("my sister and me").
    static let personNouns: Set<String> = ["brother", "sister", "wife", "husband", "partner", "son", "daughter", "mum", "mom", "dad", "father", "mother",
                                           "friend", "mate", "pal", "buddy", "girlfriend", "boyfriend", "fiance", "fiancé", "fiancee", "fiancée", "colleague",
                                           "boss", "grandson", "granddaughter", "nan", "gran", "grandma", "grandpa", "granddad", "uncle", "aunt", "auntie",
                                           "cousin", "niece", "nephew", "neighbour", "neighbor", "flatmate", "roommate", "kid", "child", "boy", "girl"]

    enum ScoreSide { case ours, theirs }

    /// Which side's score a number parameter holds ("Our Goals", "Points
    /// Against"); nil for any other number.
    static func scoreSide(_ parameter: Parameter) -> ScoreSide? {
        let words = Set(Tokenizer.tokens(parameter.title + " " + Terms.words(ofIdentifier: parameter.name)).map(\.text))
        guard !words.isDisjoint(with: ["goals", "goal", "points", "score", "runs", "tries", "sets", "games"]) else { return nil }
        if !words.isDisjoint(with: ["against", "their", "opponent", "opponents", "conceded", "away", "lost"]) { return .theirs }
        // ("Team Score" beside "Opponent Score", "My Score": the score of whoever reports it; "Games Won", the games it won.)
        if !words.isDisjoint(with: ["our", "for", "us", "we", "scored", "home", "my", "mine", "team", "own", "won"]) { return .ours }
        return nil
    }

    /// "We won three one", "lost 2-4", "drew one all": the two sides' scores of
    /// a result, ours first, and the words of the score; nil when there is none.
    static func scoreline(_ tokens: [Token]) -> (ours: Int, theirs: Int, range: Range<Int>)? {
        let nothing = ["nil": 0, "zero": 0, "nothing": 0, "love": 0, "oh": 0]
        func value(_ token: Token) -> Int? { nothing[token.text] ?? NumberParser.wordValue(token.text) ?? (token.isNumeric ? Int(token.text) : nil) }
        guard let verb = tokens.firstIndex(where: { ["won", "lost", "drew", "drawn", "beat", "tied", "finished", "score", "scoreline"].contains($0.text) }) else { return nil }
        for start in tokens.indices where start > verb && start <= verb + 6 {
            var first: Int?, second: Int?, end = start
            let parts = tokens[start].text.split(separator: "-")
            if parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]) {
                (first, second, end) = (a, b, start + 1)
            } else if let a = value(tokens[start]), tokens[start].text != "oh", start + 1 < tokens.count {
                var next = start + 1
                // ("four sets to one": the unit's word may come between.)
                if ["games", "sets", "points", "goals", "frames", "legs", "runs", "hoops"].contains(tokens[next].text), next + 2 < tokens.count,
                   tokens[next + 1].text == "to" { next += 1 }
                if ["to", "-"].contains(tokens[next].text), next + 1 < tokens.count { next += 1 }
                if let b = value(tokens[next]) { (first, second, end) = (a, b, next + 1) }
                else if tokens[next].text == "all" { (first, second, end) = (a, a, next + 1) }
            }
            guard let a = first, let b = second, a <= 30, b <= 30 else { continue }
            let word = tokens[verb].text
            let (ours, theirs) = word == "won" || word == "beat" ? (max(a, b), min(a, b)) : word == "lost" ? (min(a, b), max(a, b)) : (a, b)
            return (ours, theirs, start..<end)
        }
        return nil
    }

    /// "three of us", "for 6 people", "a party of three": the size of the
    /// party an utterance speaks for, nil when it says none.
    static func partySize(_ tokens: [Token]) -> PartySize? {
        for number in NumberParser.numbers(in: tokens) where number.unit == nil && number.value >= 1 && number.value <= 50 && number.value == number.value.rounded() {
            let end = number.range.upperBound
            let after = tokens[end...].prefix(2).map(\.text)
            let ofUs = after.starts(with: ["of", "us"])
            let people = after.first.map { peopleStems.contains(Stemmer.stem($0)) && $0 != "us" } ?? false
            let partyOf = number.range.lowerBound >= 2 && tokens[number.range.lowerBound - 1].text == "of" && tokens[number.range.lowerBound - 2].text == "party"
            guard ofUs || people || partyOf else { continue }
            let span = number.range.lowerBound..<(ofUs ? end + 2 : people ? end + 1 : end)
            return PartySize(value: number.value, said: tokens[span].map(\.raw).joined(separator: " "))
        }
        return nil
    }

    /// A reference or code said letter by letter and number by number ("K P forty-one oh two")
    /// is written as one ("KP4102"), for a text whose title says it is a number, reference or code.
    static func spelledCode(_ value: (JSONValue, String), for parameter: Parameter) -> (JSONValue, String) {
        let titleWords = Set((parameter.title + " " + Terms.words(ofIdentifier: parameter.name)).lowercased().split(separator: " ").map(String.init))
        guard titleWords.contains(where: codeWords.contains), let text = value.0.string else { return value }
        let pieces = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "." }).map(String.init)
        // The code is the words at the end that spell it ("the order number is K P forty-one oh two"):
        // numbers in words or digits, "oh", capital letters.
        func spells(_ piece: String) -> Bool {
            NumberParser.wordValue(piece.lowercased()) != nil || piece.lowercased() == "oh" || piece.allSatisfy { $0.isASCII && $0.isNumber }
                || (piece.count == 1 && piece.first!.isUppercase && piece.first!.isASCII)
        }
        var first = pieces.count
        while first > 0, spells(pieces[first - 1]) { first -= 1 }
        let code = pieces[first...].map { $0.lowercased() }
        var written = ""
        var spokenNumber = false
        var index = code.startIndex
        while index < code.endIndex {
            let piece = code[index]
            if piece == "oh" {
                written += "0"
                spokenNumber = true
            } else if var number = NumberParser.wordValue(piece) {
                // "forty one": the tens and the unit said apart are one number.
                if number >= 20, number % 10 == 0, index + 1 < code.endIndex, let unit = NumberParser.wordValue(code[index + 1]), unit >= 1, unit <= 9 {
                    number += unit
                    index += 1
                }
                written += String(number)
                spokenNumber = true
            } else {
                written += piece.uppercased()
            }
            index += 1
        }
        guard spokenNumber, written.count >= 3 else { return value }
        return (.string(written), value.1 + ", written as it was spelled")
    }

    static let codeWords: Set<String> = ["number", "reference", "ref", "code", "id"]

    /// Whether the number at `range` counts companions the speaker joins:
    /// "me and two pals", "myself and five others", "four colleagues and I".
    static func countsSpeakerToo(_ range: Range<Int>, in tokens: [Token]) -> Bool {
        let start = range.lowerBound, end = range.upperBound
        guard end < tokens.count, companionStems.contains(Stemmer.stem(tokens[end].text)) else { return false }
        if start >= 2, tokens[start - 1].text == "and", speaker.contains(tokens[start - 2].text) { return true }
        return end + 2 < tokens.count && tokens[end + 1].text == "and" && speaker.contains(tokens[end + 2].text)
    }

    /// Whether a number is someone's age: after "turns", "turning" or "aged",
    /// or before "years old", "-year-old".
    static func isAge(_ range: Range<Int>, in tokens: [Token]) -> Bool {
        if range.lowerBound > 0, ["turns", "turning", "turned", "aged"].contains(tokens[range.lowerBound - 1].text) { return true }
        if tokens[range.upperBound - 1].text.hasSuffix("-year-old") || tokens[range.upperBound - 1].text.hasSuffix("-year-olds") { return true }
        guard range.upperBound + 1 < tokens.count else { return false }
        return ["year", "years"].contains(tokens[range.upperBound].text) && tokens[range.upperBound + 1].text == "old"
    }

    /// The people someone brings along, counted without them.
    static let companionStems = Set(["friends", "others", "mates", "colleagues", "kids", "children", "pals", "buddies", "coworkers", "guests"].map(Stemmer.stem))

    /// Words before an amount that say what it is ("worth a dollar").
    static let amountCues: Set<String> = ["worth", "costing", "priced", "paying", "earning", "weighing", "measuring", "lasting"]

    /// Words after a number that join it to the next, not name what it counts ("124 over 79").
    static let linkWords: Set<String> = ["over", "under", "per", "out", "about", "around", "each", "and", "or", "to"]

    /// Words of a parameter that counts things (Quantity, Number of Boats).
    static let quantityStems = Set(["quantity", "count", "many", "qty"].map(Stemmer.stem))

    /// "And a brown roll as well", after a call for two of something else: the
    /// words "a"/"an" before the record that takes the place of the earlier
    /// one, for a count (Quantity) the new request gives no number for.
    private func articleBeforeNewRecord(_ parameter: Parameter, in intent: Intent, now arguments: JSONObject, before previous: JSONObject) -> String? {
        guard [.int, .double].contains(parameter.type.unwrapped), currentTraits(parameter).titleKeywords.contains(where: Self.quantityStems.contains) else { return nil }
        for other in intent.parameters {
            guard case .entity = other.type.unwrapped, let now = arguments[other.name]?.string, let was = previous[other.name]?.string, now != was,
                  let record = named.first(where: { $0.record.id == now }),
                  let match = mentions.records.first(where: { $0.record === record }), match.range.lowerBound > 0 else { continue }
            let before = mentions.tokens[match.range.lowerBound - 1].text
            if ["a", "an", "one"].contains(before) { return "\(before) \(span(match.range))" }
        }
        return nil
    }

    /// Words of a number of people, and the nouns people count themselves by.
    static let peopleStems = Set(["guest", "people", "person", "persons", "adult", "passenger", "traveler", "traveller", "attendee", "diner", "party", "rider", "us", "folks", "pax", "headcount", "team", "group", "family", "crew",
                                  "seat", "place", "spot", "ticket", "participant", "player", "visitor"].map(Stemmer.stem))

    /// The seconds from a time said to a later one after "to", "until" or
    /// "till" ("from 3 to 6 pm"), with the later one's tokens, when it is free.
    private func timeSpan() -> (Double, Range<Int>)? {
        for (earlier, later) in zip(mentions.dates, mentions.dates.dropFirst()) where mentions.isFree(later) {
            let start = later.range.lowerBound
            let before = start > 0 ? mentions.tokens[start - 1].text : ""
            guard Self.untilWords.contains(mentions.tokens[start].text) || Self.untilWords.contains(before),
                  let from = earlier.instant, let to = later.instant, to > from, to - from <= 24 * 3600 else { continue }
            return (to - from, later.range)
        }
        return nil
    }

    /// A number read from the tokens in `range`, if the parameter's range allows it.
    private mutating func measured(_ value: Double, _ parameter: Parameter, integer: Bool, range tokens: Range<Int>, note: String) -> (JSONValue, String)? {
        // "Plan 4 dinners" with guests from 10 and dinners per week to 7:
        // a number outside this parameter's range but inside another's is that one's.
        if let range = parameter.range, !range.contains(value), let intent = currentIntent?.intent,
           intent.parameters.contains(where: { other in
               other.name != parameter.name && !filledNames.contains(other.name) && other.range.map { $0.contains(value) } == true
           }) {
            return nil
        }
        mentions.use(tokens)
        // ("worth a dollar", "costing ten": the word that says what the number is, is the number's.)
        if tokens.lowerBound > 0, tokens.count > 0, Self.amountCues.contains(mentions.tokens[tokens.lowerBound - 1].text) {
            mentions.use(tokens.lowerBound - 1..<tokens.lowerBound)
        }
        if let range = parameter.range, !range.contains(value) {
            outOfRange[parameter.name] = "\(Format.number(value)) is outside \(Format.number(range.lowerBound)) to \(Format.number(range.upperBound))"
            return nil
        }
        if integer {
            return (.int(Int(value.rounded())), note)
        }
        return (.double((value * 1000).rounded() / 1000), note)
    }

    // MARK: Dates and durations

    /// Date parameters whose value had no day of its own.
    private var timeOnly: Set<String> = []
    private var eveningByClock: Set<String> = []
    /// Date parameters whose value had no time of its own.
    private var dayOnly: Set<String> = []

    /// Words of a date parameter that ends something (Return, End, Check-out).
    /// Words that say a time is in the evening.
    static let eveningWords: Set<String> = ["pm", "evening", "night", "tonight"]
    static let endDateWords: Set<String> = ["return", "end", "until", "checkout", "dropoff", "finish", "back"]
    /// Words that say a date ends something: "until Sunday", "till noon".
    static let untilWords: Set<String> = ["until", "till", "til", "through", "thru", "to"]

    /// A date where something ends (Return, Until, `endsAt`), by its title or name.
    private func isEnd(_ parameter: Parameter) -> Bool {
        let words = currentTraits(parameter).titleWords + Terms.words(ofIdentifier: parameter.name).split(separator: " ").map(String.init)
        // ("New Day", `toDate`: where a booking moves to is said after "to", like an end.)
        return words.contains { Self.endDateWords.contains($0.lowercased()) || ["new", "to"].contains($0.lowercased()) }
    }

    private mutating func dateValue(_ parameter: Parameter) -> (JSONValue, String)? {
        // "rent two until Sunday noon": a date after "until" is the end-like
        // parameter's, when the intent has one; the other date keeps its value.
        let dateParameters = currentIntent?.intent.parameters.filter { $0.type.unwrapped == .date } ?? []
        func saysUntil(_ date: DateMatch) -> Bool {
            let start = date.range.lowerBound
            if Self.untilWords.contains(mentions.tokens[start].text) || (start > 0 && Self.untilWords.contains(mentions.tokens[start - 1].text)) { return true }
            // ("…to be done by Sunday", "finish by Sunday", or "by" for a Finish By: an end too.)
            guard start > 0, mentions.tokens[start - 1].text == "by" else { return false }
            return (start > 1 && Self.endDateWords.contains(Stemmer.stem(mentions.tokens[start - 2].text)))
                || dateParameters.contains { isEnd($0) && currentTraits($0).titleWords.contains("by") }
        }
        // ("When is it due back?" "Saturday": the date answered is the asked one's.)
        if dateParameters.count > 1, dateParameters.contains(where: isEnd), answering != parameter.name {
            let free = mentions.dates.indices.filter { mentions.isFree(mentions.dates[$0]) }
            let wanted = isEnd(parameter) ? free.first(where: { saysUntil(mentions.dates[$0]) }) : free.first(where: { !saysUntil(mentions.dates[$0]) })
            // Without "until", the end is a later date said after another ("Saturday, back Sunday").
            guard let position = wanted ?? (isEnd(parameter) ? free.last.flatMap { $0 > 0 ? $0 : nil } : nil) else { return nil }
            return takeDate(position, parameter)
        }
        // ("A fitting at half nine on the Friday" with a Wedding Date beside a Fitting Time: a clock time
        // said is the time's, not the day's.)
        if answering != parameter.name, dateParameters.count > 1, Self.namesDay(parameter), !Self.namesTime(parameter),
           dateParameters.contains(where: { $0.name != parameter.name && Self.namesTime($0) }),
           mentions.dates.allSatisfy({ !mentions.isFree($0) || ($0.minutes != nil && !$0.timeIsInferred) }) {
            return nil
        }
        guard let position = mentions.dates.firstIndex(where: { mentions.isFree($0) && $0.range.lowerBound >= mentions.scene })
            ?? mentions.dates.firstIndex(where: { mentions.isFree($0) }) else {
            // "Just got off the lake, log a paddle": what was just done, today.
            if parameter.isRequired, dateParameters.count == 1, Tense.isPast(mentions.tokens), mentions.tokens.contains(where: { $0.text == "just" }) {
                return (.string(context.clock.format(context.clock.now)), "now: what was just done")
            }
            return nil
        }
        // "Saturday … 14 Mill Lane at 10 and 2 Church Walk at noon": a day and a time said apart,
        // when the utterance has other times too, are still one date for an intent with one.
        if dateParameters.count == 1, let joined = joinedDate(position, parameter) { return joined }
        return takeDate(position, parameter)
    }

    /// Whether a date parameter's title says a day ("Departure Date", "Day"), or a time ("Appointment Time", "Starts At").
    static func namesDay(_ parameter: Parameter) -> Bool {
        Tokenizer.tokens(parameter.title).contains { ["date", "day"].contains($0.text) }
    }

    static func namesTime(_ parameter: Parameter) -> Bool {
        Tokenizer.tokens(parameter.title).contains { ["time", "start", "starts", "at"].contains($0.text) }
    }

    /// The free day-only date at `position` (or the free time at it) with the
    /// one free time without a day (or day without a time) of the clause, as
    /// one value; nil when there is no such pair.
    private mutating func joinedDate(_ position: Int, _ parameter: Parameter) -> (JSONValue, String)? {
        let date = mentions.dates[position]
        let others = mentions.dates.indices.filter { $0 != position && mentions.isFree(mentions.dates[$0]) }
        let partner: Int?
        if date.minutes == nil, date.day != nil {
            partner = others.first { mentions.dates[$0].dayIsInferred && mentions.dates[$0].minutes != nil }
        } else if date.dayIsInferred, date.minutes != nil {
            partner = others.first { mentions.dates[$0].minutes == nil && mentions.dates[$0].day != nil }
        } else {
            partner = nil
        }
        guard let partner else { return nil }
        let (dayMatch, timeMatch) = date.minutes == nil ? (date, mentions.dates[partner]) : (mentions.dates[partner], date)
        guard let day = dayMatch.day, var minutes = timeMatch.minutes else { return nil }
        // (A bare 7 to 11 read as evening only because that hour had passed today is a morning on another day.)
        let said = Set(mentions.tokens[timeMatch.range].map(\.text))
        if day != context.clock.today, minutes >= 19 * 60, said.isDisjoint(with: Self.eveningWords) { minutes -= 12 * 60 }
        mentions.use(date)
        mentions.use(mentions.dates[partner])
        let instant = context.clock.instant(of: day, secondsOfDay: Double(minutes * 60))
        return (.string(context.clock.format(instant)), "date '\(span(dayMatch.range))' at '\(span(timeMatch.range))'")
    }

    private mutating func takeDate(_ position: Int, _ parameter: Parameter) -> (JSONValue, String)? {
        let date = mentions.dates[position]
        mentions.use(date)
        // ("due tomorrow", "starting Monday": the word that says what the date is, is the date's.)
        if date.range.lowerBound > 0, ["due", "starting", "ending", "until", "till", "by"].contains(mentions.tokens[date.range.lowerBound - 1].text) {
            mentions.use(date.range.lowerBound - 1..<date.range.lowerBound)
        }
        if date.dayIsInferred { timeOnly.insert(parameter.name) }
        // (Ten or eleven: seven to nine in the evening are as likely meant, "a table at 7:30".)
        if date.dayIsInferred, let minutes = date.minutes, minutes >= 22 * 60,
           mentions.tokens[date.range].allSatisfy({ !Self.eveningWords.contains($0.text) }) {
            eveningByClock.insert(parameter.name)
        }
        if date.minutes == nil { dayOnly.insert(parameter.name) }
        // Worked out with the utterance's reading, in this context's clock.
        guard let value = mentions.dateValues[position] else { return nil }
        // A time alone for a date whose description names its day ("Start of the
        // slot on parents' evening (18 June 2026…)"): that day.
        if date.dayIsInferred, let minutes = date.minutes, let day = currentTraits(parameter).writtenDay?.civilDate(near: context.clock.today) {
            let instant = context.clock.instant(of: day, secondsOfDay: Double(minutes * 60))
            return (.string(context.clock.format(instant)), "time '\(span(date.range))' on the day the parameter's description names")
        }
        // "A kids' lesson for 5 tonight": a bare hour right before a part of the day, when no
        // number parameter is left to take it ("a table for 8 tonight" is eight people).
        if date.timeIsInferred, let day = date.day, let minutes = date.minutes, date.range.lowerBound > 0,
           case let before = date.range.lowerBound - 1, mentions.isFree(before..<before + 1),
           let number = mentions.numbers.first(where: { $0.range == before..<before + 1 && $0.unit == nil }), let hour = number.intValue, hour >= 1, hour <= 12,
           currentIntent?.intent.parameters.contains(where: { [.int, .double].contains($0.type.unwrapped) && $0.isRequired && $0.defaultValue == nil && !filledNames.contains($0.name) }) == false {
            mentions.use(number.range)
            let afternoon = minutes >= 12 * 60 && hour < 12
            let instant = context.clock.instant(of: day, secondsOfDay: Double(((afternoon ? hour + 12 : hour) * 60) * 60))
            return (.string(context.clock.format(instant)), "hour '\(span(before..<date.range.upperBound))'")
        }
        // "Extend this until 1 am", a kayak tour on screen ending at noon: a time alone is on
        // the day of the record the request acts on, and for its end, the next such time after it.
        if date.dayIsInferred, let minutes = date.minutes, let record = actedOn() {
            let instants = EntitySearch.instants(of: record, dateProperties: model.dateProperties[model.entityPosition(named: record.entity)!], clock: context.clock)
            let endLike = currentTraits(parameter).titleWords.contains { Self.endDateWords.contains($0.lowercased()) }
            if let anchor = endLike ? instants.max() : instants.min() {
                var instant = context.clock.instant(of: context.clock.civilDate(of: anchor), secondsOfDay: Double(minutes * 60))
                if endLike, instant <= anchor { instant = context.clock.instant(of: context.clock.civilDate(of: anchor).adding(days: 1), secondsOfDay: Double(minutes * 60)) }
                if instant > context.clock.now {
                    return (.string(context.clock.format(instant)), "time '\(span(date.range))' on the day of \(record.entity) '\(record.record.title)'")
                }
            }
        }
        // "Move Ana's canoe to Sunday, same time": the day said at the time of what it moves (or of the value it changes).
        if date.minutes == nil, let day = date.day, mentions.tokens.indices.dropLast().contains(where: { mentions.tokens[$0].text == "same" && mentions.tokens[$0 + 1].text == "time" }),
           let time = sameTime(parameter) {
            let instant = context.clock.instant(of: day, secondsOfDay: context.clock.secondsOfDay(of: time.instant))
            return (.string(context.clock.format(instant)), "date '\(span(date.range))', the time kept from \(time.of)")
        }
        // "When did it happen?" "On June 14th": the one past; so is "since the 20th of March".
        let since = date.range.lowerBound > 0 && mentions.tokens[date.range.lowerBound - 1].text == "since"
        if currentTraits(parameter).asksPast || since, let day = date.day, day > context.clock.today,
           let earlier = Self.pastDay(day, said: mentions.tokens[date.range]) {
            let instant = context.clock.instant(of: earlier, secondsOfDay: Double((date.minutes ?? 12 * 60) * 60))
            return (.string(context.clock.format(instant)), "date '\(span(date.range))', the one past, as it happened")
        }
        return (.string(value), "date '\(span(date.range))'")
    }

    /// The record with dates this call acts on: one named, or on screen.
    /// The time "same time" keeps: of the dated record the request acts on
    /// (named, on screen or just talked about), or of the value being changed.
    private func sameTime(_ parameter: Parameter) -> (instant: Double, of: String)? {
        let recent = conversation.recentEntities.compactMap { model.record(entity: $0.entity, id: $0.id) }
        for record in [actedOn()].compactMap({ $0 }) + recent {
            guard let position = model.entityPosition(named: record.entity), model.isDated[position],
                  let first = EntitySearch.instants(of: record, dateProperties: model.dateProperties[position], clock: context.clock).first else { continue }
            return (first, "\(record.entity) '\(record.record.title)'")
        }
        if let before = earlier[parameter.name]?.string, let instant = Format.dateInstant(before, clock: context.clock) { return (instant, "before") }
        return nil
    }

    private func actedOn() -> RecordModel? {
        let onScreen = usedOnScreen.compactMap { model.record(entity: $0.entity, id: $0.id) }
        return (named + onScreen).first { record in model.entityPosition(named: record.entity).map { model.isDated[$0] } ?? false }
    }

    /// The same weekday a week before, or the same date a year before, for a
    /// day said by its weekday or its month and no year; nil otherwise ("tomorrow").
    static func pastDay(_ day: CivilDate, said tokens: ArraySlice<Token>) -> CivilDate? {
        if tokens.contains(where: { $0.text.count == 4 && Int($0.text) != nil }) { return nil }
        if tokens.contains(where: { $0.isCalendarWord && !$0.isWeekday }) {
            let earlier = CivilDate(year: day.year - 1, month: day.month, day: day.day)
            return earlier.isValid ? earlier : nil
        }
        if tokens.contains(where: \.isWeekday) { return day.adding(days: -7) }
        return nil
    }

    private mutating func durationValue(_ parameter: Parameter) -> (JSONValue, String)? {
        guard let duration = mentions.durations.first(where: { mentions.isFree($0.range) }) else { return nil }
        mentions.use(duration.range)
        return (.double(duration.seconds), "duration '\(span(duration.range))' in seconds")
    }

    // MARK: Booleans, text, URLs

    static let negations: Set<String> = ["no", "not", "don't", "dont", "without", "never", "off", "disable", "stop"]

    private mutating func boolValue(_ parameter: Parameter) -> (JSONValue, String)? {
        if currentTraits(parameter).isSwitch, let value = switchValue() { return value }
        if let value = ageValue(parameter) { return value }
        if let value = resultValue(parameter) { return value }
        // "We can't come", "he can't teach this Saturday": not available.
        if !currentTraits(parameter).titleKeywords.isDisjoint(with: Self.attendanceStems),
           let refusal = ActionVerbs.refusal(in: mentions.tokens) ?? mentions.tokens.firstIndex(where: { ActionVerbs.refusals.contains($0.text) }).map({ $0..<$0 + 1 }) {
            return (.bool(false), "'\(span(refusal))'")
        }
        // ("on repeat" for Loop, "Repeat the track until stopped": the description's verb says it too.)
        let traits = currentTraits(parameter)
        let titleKeywords = traits.describingWord.map { traits.titleKeywords.union([$0]) } ?? traits.titleKeywords
        // "someone has to sign" names Signature Required: a word may be the start of the parameter's.
        let keywords = titleKeywords.union(titleKeywords.compactMap { word in
            word.count >= 6 ? mentions.tokens.lazy.map { Stemmer.stem($0.text) }.first { $0.count >= 4 && word.hasPrefix($0) && !Stemmer.stopWords.contains($0) } : nil
        })
        // "12 guests" counts guests: a word after a number says what is
        // counted, not that a yes-or-no option is on.
        let counted = Set(mentions.numbers.map(\.range.upperBound))
        guard let position = mentions.tokens.indices.first(where: { keywords.contains(Stemmer.stem(mentions.tokens[$0].text)) && !counted.contains($0) })
                ?? Self.periodPosition(mentions.tokens, keywords: keywords) else { return stateVerbValue(parameter) }
        let before = mentions.tokens[max(0, position - 3)..<position]
        let negated = before.contains { Self.negations.contains($0.text) }
        // (Its words are no text's: "play the blackbird on repeat" plays the blackbird.)
        if position < mentions.tokens.count, !Self.negations.contains(mentions.tokens[position].text) {
            let start = position > 0 && ["on", "with"].contains(mentions.tokens[position - 1].text) ? position - 1 : position
            mentions.use(start..<position + 1)
        }
        return (.bool(!negated), "\(negated ? "negated " : "")mention of '\(mentions.tokens[position].raw)'")
    }

    /// Words of a parameter that says whether the speaker won (Won, Win, Victory).
    static let winningStems = Set(["won", "win", "victory", "winner"].map(Stemmer.stem))

    /// "We beat the Otters", "I won", "I lost to the captain", "we were beaten by the
    /// Comets": whether the speaker won, for a parameter of winning.
    private func resultValue(_ parameter: Parameter) -> (JSONValue, String)? {
        guard !currentTraits(parameter).titleKeywords.isDisjoint(with: Self.winningStems) else { return nil }
        let tokens = mentions.tokens
        for index in tokens.indices {
            let word = tokens[index].text
            let next = index + 1 < tokens.count ? tokens[index + 1].text : ""
            let negated = tokens[max(0, index - 2)..<index].contains { Self.negations.contains($0.text) || $0.text.hasSuffix("n't") }
            if ["lost", "lose", "losing"].contains(word) || (["beaten", "defeated", "beat", "thrashed"].contains(word) && next == "by") {
                return (.bool(negated), "'\(tokens[index].raw)': \(negated ? "did not lose" : "lost")")
            }
            if ["beat", "won", "win", "defeated", "thrashed"].contains(word) {
                return (.bool(!negated), "'\(tokens[index].raw)': \(negated ? "did not win" : "won")")
            }
        }
        return nil
    }

    /// "True if the passenger is aged 7 to 14" and "he's nine": an age said
    /// ("she's twelve", "aged 9", "ten years old") is in the range or not.
    private func ageValue(_ parameter: Parameter) -> (JSONValue, String)? {
        guard let ages = currentTraits(parameter).ageRange else { return nil }
        let tokens = mentions.tokens
        for number in mentions.numbers where number.unit == nil && number.value == number.value.rounded() {
            let before = number.range.lowerBound > 0 ? tokens[number.range.lowerBound - 1].text : ""
            let after = tokens[number.range.upperBound...].prefix(2).map(\.text)
            guard ["he's", "she's", "aged", "age", "is", "they're", "i'm"].contains(before) || after.starts(with: ["years", "old"]) || after.starts(with: ["year", "old"]) else { continue }
            let inRange = ages.contains(number.value)
            return (.bool(inRange), "age \(Int(number.value)), \(inRange ? "within" : "outside") \(Int(ages.lowerBound)) to \(Int(ages.upperBound))")
        }
        return nil
    }

    /// Verbs that turn something on or off.
    static let switchVerbs: Set<String> = ["turn", "switch", "flip", "power", "shut", "put", "set", "leave", "keep"]

    /// "Turn on the hall lights", "turn it off", "switch the fan back on":
    /// the particle after a verb of switching ("on Friday" is a date).
    private func switchValue() -> (JSONValue, String)? {
        let tokens = mentions.tokens
        guard let verb = tokens.firstIndex(where: { Self.switchVerbs.contains($0.text) }) else { return nil }
        for token in tokens[(verb + 1)...] where token.text == "on" || token.text == "off" {
            if token.text == "on", token.index + 1 < tokens.count, tokens[token.index + 1].isDateWord || tokens[token.index + 1].isNumeric { continue }
            return (.bool(token.text == "on"), "'\(tokens[verb].raw) … \(token.raw)'")
        }
        return nil
    }

    /// Adverbs of a period and the period they repeat in: "every day" says
    /// "daily", "each week" says "weekly".
    static let periodAdverbs: [(adverb: String, period: String)] = [
        ("daily", "day"), ("weekly", "week"), ("monthly", "month"), ("yearly", "year"), ("hourly", "hour"), ("nightly", "night"),
    ]

    /// The position of the period in "every day", "each week" when the
    /// parameter's words are its adverb ("Repeat Daily").
    static func periodPosition(_ tokens: [Token], keywords: Set<String>) -> Int? {
        for (adverb, period) in periodAdverbs where keywords.contains(Stemmer.stem(adverb)) {
            for index in tokens.indices.dropFirst() where tokens[index].text == period || tokens[index].text == period + "s" {
                let before = tokens[index - 1].text
                if before == "every" || before == "each" { return index }
            }
        }
        return nil
    }

    /// Verbs and states of opposite meaning, stemmed, each way: saying one sets
    /// a yes-or-no parameter named by the other to false.
    static let opposites: [String: Set<String>] = {
        let pairs = [("open", "close"), ("open", "shut"), ("start", "stop"), ("show", "hide"), ("include", "exclude"),
                     ("accept", "decline"), ("accept", "reject"), ("allow", "block"), ("allow", "deny"), ("keep", "release"),
                     ("pause", "resume"), ("attend", "miss"), ("attend", "skip"), ("on", "off"), ("win", "lose"), ("pass", "fail"),
                     ("public", "private"), ("visible", "hidden"), ("present", "absent"), ("confirm", "cancel"), ("arrive", "leave")]
        var table: [String: Set<String>] = [:]
        for (one, other) in pairs {
            table[Stemmer.stem(one), default: []].insert(Stemmer.stem(other))
            table[Stemmer.stem(other), default: []].insert(Stemmer.stem(one))
        }
        return table
    }()

    /// Prefixes that undo the action a verb names ("unfreeze", "unlock", "disconnect", "deactivate").
    static let undoingPrefixes = ["un", "dis", "de"]

    /// A state set or cleared by the request's verb: "Freeze my card" is
    /// `frozen: true`, "Unfreeze this card" is `frozen: false`.
    private func stateVerbValue(_ parameter: Parameter) -> (JSONValue, String)? {
        // ("Released" stems to "releas": its opposite is listed as "release".)
        let verbs = currentTraits(parameter).stateVerbs.reduce(into: Set<String>()) { $0.formUnion([$1, $1 + "e"]) }
        guard !verbs.isEmpty else { return nil }
        let counted = Set(mentions.numbers.map(\.range.upperBound))
        for (position, token) in mentions.tokens.enumerated() where !token.isStopWord && !counted.contains(position) {
            let stem = Stemmer.stem(ParameterTraits.participles[token.text] ?? token.text)
            if verbs.contains(stem) {
                return (.bool(true), "the action '\(token.raw)' sets it")
            }
            // "Close the kiln lid" for Open, "kept it" for Released.
            if let opposites = Self.opposites[stem], !opposites.isDisjoint(with: verbs) {
                return (.bool(false), "the action '\(token.raw)' is the opposite of it")
            }
            for prefix in Self.undoingPrefixes where token.text.count > prefix.count + 2 && token.text.hasPrefix(prefix) {
                if verbs.contains(Stemmer.stem(String(token.text.dropFirst(prefix.count)))) {
                    return (.bool(false), "the action '\(token.raw)' clears it")
                }
            }
        }
        return nil
    }

    /// Words after which the rest of the clause is a text value, and the
    /// kind of parameter each most often introduces.
    /// The first words of the triggers that name something ("called", "call it").
    static let namingWords: Set<String> = ["called", "titled", "named", "call", "name", "label", "title"]

    static let textTriggers: [([String], TextKind)] = [
        (["called"], .heading), (["titled"], .heading), (["named"], .heading), (["about"], .heading),
        (["call", "it"], .heading), (["name", "it"], .heading), (["label", "it"], .heading), (["title", "it"], .heading),
        (["saying"], .body), (["that", "says"], .body), (["which", "says"], .body), (["says"], .body), (["to", "say"], .body), (["to", "read"], .body),
        (["with", "the", "text"], .body), (["reading"], .body), (["that"], .body),
    ]

    /// Words of a parameter that names a place, which takes the words after "near", "in", "at".
    /// (Where something is, or at whom: "a role at Acme" names the employer as "at the park" the place.)
    static let placeWords: Set<String> = ["neighborhood", "neighbourhood", "area", "location", "place", "address", "city", "street", "destination", "where", "pickup", "venue", "region", "merchant", "store", "shop", "vendor", "payee", "business", "company", "employer", "firm", "organisation", "organization", "agency"]
    static let placeStems = Set(placeWords.map(Stemmer.stem))
    static let placePrepositions: Set<String> = ["near", "in", "at", "around", "to", "from"]

    /// `cuedOnly`: only a text the words mark as this parameter's, not the words left over.
    private mutating func textValue(_ parameter: Parameter, in intent: Intent?, cuedOnly: Bool = false) -> (JSONValue, String)? {
        if let text = mentions.quoted.first {
            mentions.quoted.removeFirst()
            // Its words are taken: no other value reads them again.
            let words = Tokenizer.tokens(text).map(\.text)
            if let start = find(words, in: mentions.tokens) { mentions.use(start..<start + words.count) }
            return (.string(text), "quoted text")
        }
        let tokens = mentions.tokens
        // "Post a notice: canoes are back on Monday": what a note says.
        if currentTraits(parameter).kind == .body, let text = mentions.afterColon {
            mentions.afterColon = nil
            let words = Tokenizer.tokens(text).map(\.text)
            if let start = find(words, in: tokens) { mentions.use(start..<start + words.count) }
            return (.string(text), "text after a colon")
        }
        // An email address for whom it goes to ("share it with sam@example.org").
        if currentTraits(parameter).isRecipients || currentTraits(parameter).isPerson, let address = mentions.emails.first,
           let at = tokens.indices.first(where: { tokens[$0].text == "@" && $0 > 0 && mentions.isFree($0 - 1..<$0) }) {
            mentions.use(at - 1..<min(tokens.count, at - 1 + Tokenizer.tokens(address).count))
            return (.string(address), "the address '\(address)'")
        }
        // A code or number ("microchip 985112003", "confirmation K7Q2"): the first free token with a digit.
        // (Of the shape of the example its description gives, when it gives one: "JB12KX" for "for example
        // TD4821X", "KD21 BXR" for "such as SK20 ABC".)
        if let shape = currentTraits(parameter).exampleShape {
            let said = mentions
            if let range = tokens.indices.lazy.compactMap({ ParameterTraits.code(shaped: shape, in: tokens, at: $0) { said.isFree($0) } }).first {
                mentions.use(range)
                let code = tokens[range].map(\.raw).joined(separator: " ")
                return (.string(code), "the code '\(code)', shaped like the description's example")
            }
        } else if currentTraits(parameter).isCode, let code = tokens.first(where: { token in
            mentions.isFree(token.index..<token.index + 1) && token.raw.count >= 3 && token.raw.contains(where: \.isNumber)
        }) {
            mentions.use(code.index..<code.index + 1)
            return (.string(code.raw), "the code '\(code.raw)'")
        }
        // The parameter's own word ("with the subject X and the body Y"),
        // up to another text parameter's word.
        let otherTexts = (intent?.parameters ?? []).filter { $0.name != parameter.name && $0.type.unwrapped == .string }
        var others = Set(otherTexts.flatMap { currentTraits($0).titleWords }.filter { !Stemmer.stopWords.contains($0) })
        // A heading stops where a body's words begin ("titled X that says Y").
        if currentTraits(parameter).kind != .body, otherTexts.contains(where: { currentTraits($0).kind == .body }) {
            others.formUnion(["that", "saying", "says", "which", "reading"])
        }
        // ("Share With": the words after "with", not after "share".)
        let titleWords = currentTraits(parameter).titleWords
        let cues = titleWords.count >= 2 && Self.cuePrepositions.contains(titleWords.last!) ? [titleWords.last!] : titleWords.filter { !Stemmer.stopWords.contains($0) }
        for word in cues {
            // ("name it Powder Hunter": past the "it".)
            if let found = find([word], in: tokens) {
                // "Put a plant up for swap": a plant, not one named "up for swap".
                if found > 0, ["a", "an", "another", "some"].contains(tokens[found - 1].text), found + 1 < tokens.count,
                   ActionVerbs.particles.contains(tokens[found + 1].text) || Self.placePrepositions.contains(tokens[found + 1].text) || tokens[found + 1].text == "for" {
                    continue
                }
                // "a sous chef role at the bistro": the words between the article and the title's word, when a
                // preposition or a pause follows it.
                if let before = wordsBefore(found), found + 1 == tokens.count || tokens[found + 1].afterPause || Self.phraseEnds.contains(tokens[found + 1].text) {
                    mentions.use(before.lowerBound..<found + 1)
                    return (.string(tokens[before].map(\.raw).joined(separator: " ")), "text before '\(word)'")
                }
                let start = found + 1 < tokens.count && ["it", "this", "them"].contains(tokens[found + 1].text) ? found + 1 : found
                // ("Search the catalog": the intent's own words are no value, nor "one" of "with the other one".)
                if let text = takeText(from: start + 1, stoppingAt: others, clauseEnds: currentTraits(parameter).kind != .body),
                   Tokenizer.tokens(text.value).contains(where: { !$0.isStopWord && !Self.genericWords.contains($0.text) && !(currentIntent?.strongTerms.contains(Stemmer.stem($0.text)) ?? false) }) {
                    mentions.use(found..<text.end)
                    return (.string(text.value), "text after '\(word)'")
                }
            }
        }
        if currentTraits(parameter).isPlace {
            if let place = placeText() { return place }
        }
        // Who made it ("Blue by Joni Mitchell"): the free words after "by", to the end of the phrase.
        if currentTraits(parameter).isCreator, let start = find(["by"], in: tokens) {
            var end = start + 1
            while end < tokens.count, mentions.isFree(end..<end + 1), !mentions.breaks.contains(end) || end == start + 1 { end += 1 }
            var words = Array(tokens[(start + 1)..<end])
            while let last = words.last, last.isStopWord { words.removeLast() }
            if !words.isEmpty {
                mentions.use(start..<(start + 1 + words.count))
                return (.string(words.map(\.raw).joined(separator: " ")), "text after 'by'")
            }
        }
        // One person it goes to ("Lend it to Sam"): the capitalised words after "to", "with" or "for".
        if currentTraits(parameter).isPerson, let name = nameAfterVerb() ?? properName(after: ["to", "with", "for"]) ?? nameAsSubject() ?? firstName() {
            return name
        }
        // The name of a person an intent adds ("Add Tom's friend Mia as a day visitor"): a capitalised
        // name, not a possessive one (Tom is someone else).
        // (Or a "full name", whatever the intent calls the person.)
        if currentTraits(parameter).kind == .heading, let intent = currentIntent,
           !intent.titleTerms.isDisjoint(with: Self.personStems) || currentTraits(parameter).isFullName,
           let found = tokens.indices.dropFirst().first(where: { mentions.isFree($0..<$0 + 1) && isCapitalisedName($0) && !tokens[$0].text.hasSuffix("'s") }),
           // ("Ola Brandt is visiting…": the first word too, when the name goes on after it and it is no verb.)
           case let start = found == 1 && mentions.isFree(0..<1) && isCapitalisedName(0) && !tokens[0].isStopWord
               && !ActionVerbs.all.contains(Stemmer.stem(tokens[0].text)) && !model.nameWords.contains(tokens[0].text) ? 0 : found,
           let name = name(from: start, cue: nil, said: "a capitalised name", ownPerson: false) {
            return name
        }
        // A reason ("for tidying her room", "because she tidied up"): the free words after "for" or "because".
        if currentTraits(parameter).isReason {
            for cue in ["because", "for"] {
                guard let start = find([cue], in: tokens), let text = takeText(from: start + 1, stoppingAt: []),
                      text.value.split(separator: " ").count >= 2 else { continue }
                mentions.use(start..<text.end)
                return (.string(text.value), "text after '\(cue)'")
            }
        }
        // The generic triggers: "called X" names a title-like parameter,
        // "saying X" a body-like one; else the first empty text parameter.
        guard let intent else { return nil }
        let texts = intent.parameters.filter { $0.type.unwrapped == .string }
        for (trigger, kind) in Self.textTriggers {
            guard let start = find(trigger, in: tokens) else { continue }
            // ("write that down": "that" is what to note, not the start of what it says.)
            if trigger == ["that"], start > 0, ActionVerbs.all.contains(Stemmer.stem(tokens[start - 1].text)) || ActionVerbs.phrasal[tokens[start - 1].text] != nil { continue }
            let preferred = texts.first { currentTraits($0).kind == kind && !filledNames.contains($0.name) }
                ?? texts.first { !filledNames.contains($0.name) && currentTraits($0).kind == nil }
                ?? texts.first { !filledNames.contains($0.name) }
            guard preferred?.name == parameter.name, let text = takeText(from: start + trigger.count, stoppingAt: kind == .body ? [] : others) else { continue }
            mentions.use(start..<text.end)
            return (.string(text.value), "text after '\(trigger.joined(separator: " "))'")
        }
        if cuedOnly { return nil }
        // A required text with no cue ("Add The Bee Sting to my list"): the longest run of
        // free words, past the leading verb, without small words at its ends.
        let isBody = currentTraits(parameter).kind == .body
        // (A verb alone says no value: "I'll bring it in on Friday" leaves what to ask.)
        if parameter.isRequired, let run = longestFreeRun(accepting: { words in
            words.contains { !$0.isStopWord && !Self.genericWords.contains($0.text) && !currentIntent!.strongTerms.contains(Stemmer.stem($0.text))
                && !Self.isVerb($0.text) }
        }),
            // (Words with no name in them name no one: "send three bottles" gives no recipient, so Siri asks.)
            // (Nor a record's: "Court 2 at Mill Road" names no dog.)
            !currentTraits(parameter).isPerson || run.range.contains(where: isPersonalName) {
            mentions.use(run.range)
            // A name keeps the case word right next to it ("my old wooden dinghy", "a fibreglass kayak").
            func takenByCase(_ position: Int) -> Bool { mentions.enumCases.contains { $0.range.contains(position) } }
            var start = isBody ? withCaseBefore(run.range.lowerBound) : run.range.lowerBound
            var end = run.range.upperBound
            // A person's text is the name the words hold ("Ines wants a class…" gives Ines).
            if currentTraits(parameter).isPerson, let first = (start..<end).first(where: isPersonalName) {
                var last = first + 1
                while last < end, isPersonalName(last) { last += 1 }
                return (.string(tokens[first..<last].map(\.raw).joined(separator: " ")), Self.leftoverSource)
            }
            if !isBody {
                while start > 0, takenByCase(start - 1) { start -= 1 }
                while end < tokens.count, takenByCase(end) { end += 1 }
                // (and the free words right after that case: "old wooden dinghy").
                if end > run.range.upperBound {
                    while end < tokens.count, mentions.isFree(end..<end + 1), !tokens[end].isStopWord, !tokens[end].afterPause { end += 1 }
                    mentions.use(run.range.upperBound..<end)
                }
            }
            return (.string(tokens[start..<end].map(\.raw).joined(separator: " ")), Self.leftoverSource)
        }
        // A required body ("tell them it's our anniversary"): the words after the last value.
        if parameter.isRequired, isBody, let last = mentions.used.max(below: tokens.count),
           let text = takeText(from: last + 1, stoppingAt: []), text.value.split(separator: " ").count >= 2 {
            mentions.use((last + 1)..<text.end)
            let start = withCaseBefore(last + 1)
            let value = start <= last ? tokens[start..<text.end].map(\.raw).joined(separator: " ") : text.value
            return (.string(value), "the words after the other values")
        }
        // "Rate the concert, four stars, the choir was lovely": an optional note takes the last
        // phrase, after a comma, when no value took a word of it (but a case it names:
        // "…, the seat came loose and it is dangerous to paddle" says how bad, and what).
        func freeOrCase(_ index: Int) -> Bool { mentions.isFree(index..<index + 1) || mentions.enumCases.contains { $0.range.contains(index) } }
        if !parameter.isRequired, isBody, let start = mentions.breaks.max(below: tokens.count), (start..<tokens.count).allSatisfy(freeOrCase),
           tokens[start...].filter({ !$0.isStopWord && mentions.isFree($0.index..<$0.index + 1) && !currentIntent!.strongTerms.contains(Stemmer.stem($0.text)) }).count >= 2 {
            mentions.use(start..<tokens.count)
            return (.string(tokens[start...].map(\.raw).joined(separator: " ")), "the last phrase, which no value took")
        }
        return nil
    }

    /// The last word of a title such as "Share With" or "Send To": the text follows it.
    static let cuePrepositions: Set<String> = ["with", "to", "for", "from", "by"]

    /// Prepositions after a parameter's word that end its phrase ("a sous chef role at…").
    static let phraseEnds: Set<String> = ["at", "for", "with", "in", "on", "from", "to", "by", "near"]

    /// The free content words right before the token at `end`, back to an
    /// article or possessive ("a sous chef" before "role"); nil when there are none.
    private func wordsBefore(_ end: Int) -> Range<Int>? {
        let tokens = mentions.tokens
        var start = end
        while start > 0, mentions.isFree(start - 1..<start), !tokens[start - 1].isStopWord, !tokens[start].afterPause,
              !ActionVerbs.all.contains(Stemmer.stem(tokens[start - 1].text)) { start -= 1 }
        guard start < end, start > 0, ["a", "an", "the", "my", "our", "this", "his", "her", "their"].contains(tokens[start - 1].text),
              // ("a lost property note for the hall" names the intent, not the item.)
              tokens[start..<end].contains(where: { !(currentIntent?.strongTerms.contains(Stemmer.stem($0.text)) ?? false) }) else { return nil }
        return start..<end
    }

    /// A description keeps the case a word named just before it, past small
    /// words ("a roach problem in my kitchen", "mice in the robe cupboard").
    private func withCaseBefore(_ start: Int) -> Int {
        let tokens = mentions.tokens
        func takenByCase(_ position: Int) -> Bool { mentions.enumCases.contains { $0.range.contains(position) } }
        var back = start
        while back > 0, tokens[back - 1].isStopWord || takenByCase(back - 1) { back -= 1 }
        while back < start, !takenByCase(back) { back += 1 }
        return back
    }

    /// Whether a number parameter says which one ("Hole number", "Table No."), not how many ("Number of Guests").
    static func saysWhichOne(_ parameter: Parameter) -> Bool {
        [parameter.title, parameter.description ?? ""].contains { text in
            let words = Tokenizer.tokens(text).map(\.text)
            return words.indices.contains { index in
                ["number", "no"].contains(words[index]) && index > 0 && !Stemmer.stopWords.contains(words[index - 1])
                    && (index + 1 == words.count || words[index + 1] != "of")
            }
        }
    }

    /// Whether a word is a verb of an action, or of coming and going ("bring", "pop").
    static func isVerb(_ word: String) -> Bool {
        let stem = Stemmer.stem(word)
        return ActionVerbs.all.contains(stem) || ActionVerbs.phrasal[word] != nil || Self.movingVerbs.contains(word)
    }

    static let movingVerbs: Set<String> = ["bring", "brought", "take", "took", "come", "came", "go", "went", "pop", "drop", "leave", "carry"]

    /// The trace's source of a text taken from the words nothing else took.
    static let leftoverSource = "the words no other value took"

    /// The longest run of free words, within one sentence, past a leading
    /// verb and without small words at its ends, of those `accepts` takes.
    private func longestFreeRun(accepting accepts: ([Token]) -> Bool = { _ in true }) -> (words: [Token], range: Range<Int>)? {
        let tokens = mentions.tokens
        var best: Range<Int>?
        var bestWeight = 0.0
        var start: Int?
        for index in 0...tokens.count {
            // (Past the request's leading verb, also after what set its scene: "…, write that down".)
            let free = index < tokens.count && mentions.isFree(index..<index + 1)
                && !((index == 0 || index == mentions.scene) && ActionVerbs.all.contains(Stemmer.stem(tokens[index].text)))
            // A run ends with its sentence, and where the request starts after what set its scene.
            let ends = !free || mentions.sentenceStarts.contains(index) || (index == mentions.scene && index > 0)
            if ends, let begin = start {
                var range = begin..<index
                // ("Tom would love a new paddle": the wish is "a new paddle".)
                // ("Donate the spare tent" for "Gear Donation": the verb of the title's noun is not its.)
                while range.count > 0, tokens[range.lowerBound].isStopWord || PhrasePattern.fillers.contains(tokens[range.lowerBound].text)
                    || (ActionVerbs.wishes.contains(tokens[range.lowerBound].text) && range.count > 2)
                    || (range.count > 2 && TurnInterpreter.nounForms(of: tokens[range.lowerBound].text).contains { currentIntent?.titleTerms.contains($0) == true }) {
                    range = (range.lowerBound + 1)..<range.upperBound
                }
                // ("two copies of spring_gala.pdf": another parameter's word and "of" before the text are not its.)
                if range.count > 2, tokens[range.lowerBound + 1].text == "of",
                   currentIntent?.parameterTitleTerms.contains(Stemmer.stem(tokens[range.lowerBound].text)) == true {
                    range = (range.lowerBound + 2)..<range.upperBound
                }
                // ("a Kestrel kite as a wish": the intent's own words at its end are not its value.)
                while range.count > 0, tokens[range.upperBound - 1].isStopWord || (range.count > 1 && (currentIntent?.strongTerms.contains(Stemmer.stem(tokens[range.upperBound - 1].text)) == true
                    || currentIntent?.parameterTitleTerms.contains(Stemmer.stem(tokens[range.upperBound - 1].text)) == true)) {
                    range = range.lowerBound..<(range.upperBound - 1)
                }
                // The run with the most words the intent does not already say ("a Kestrel kite", not "we saw one at the beach").
                let weight = Self.ownWords(tokens[range], intent: currentIntent)
                // (Of runs as good, the first: nearest the request's verb.)
                if weight > bestWeight, accepts(Array(tokens[range])) {
                    best = range
                    bestWeight = weight
                }
                start = nil
            }
            if free, start == nil { start = index }
        }
        guard let best, tokens[best].contains(where: { !$0.isStopWord }) else { return nil }
        return (Array(tokens[best]), best)
    }

    /// Forms of "have", "get" and "do" that say nothing of a value ("Tom's got a kite").
    static let haveForms: Set<String> = ["got", "gotten", "has", "had", "does", "did", "made"]

    /// How many content words of `words` the intent's title and phrases do
    /// not have, and that are no verbs of an action, a capitalised one (a
    /// name: "Wooden Spoon") counting twice and a possessive half.
    static func ownWords(_ words: ArraySlice<Token>, intent: IntentModel?) -> Double {
        words.reduce(0) { sum, word in
            let stem = Stemmer.stem(word.text)
            guard !word.isStopWord, !(intent?.strongTerms.contains(stem) ?? false), !ActionVerbs.all.contains(stem), !ActionVerbs.weak.contains(stem),
                  !Self.haveForms.contains(word.text), !Self.genericWords.contains(word.text) else { return sum }
            // (A possessive says whose it is more often than what: "Tom's got a kite".)
            if word.text.hasSuffix("'s") { return sum + 0.5 }
            return sum + (word.index > 0 && word.raw.first?.isUppercase == true && word.text != "i" ? 2 : 1)
        }
    }

    /// Words that say a thing is new or another one, not what it is called
    /// ("add a new pet" gives no name).
    static let genericWords: Set<String> = ["new", "another", "other", "more", "one", "ones", "some", "something", "thing", "item", "entry", "please"]

    enum TextKind { case heading, body }

    static let headingWords: Set<String> = ["title", "name", "subject", "heading", "label", "topic", "headline"]
    static let recipientStems = Set(["to", "recipient", "people", "person", "attendee", "contact", "guest", "member", "invitee", "email", "address", "phone", "participant"].map(Stemmer.stem) + ["to"])
    static let headingStems = Set(headingWords.map(Stemmer.stem))
    static let reasonStems = Set(["reason", "why", "occasion", "purpose", "cause"].map(Stemmer.stem))
    static let creatorStems = Set(["artist", "author", "band", "composer", "writer", "creator", "director", "performer", "maker", "designer"].map(Stemmer.stem))
    static let personStems = Set(["friend", "borrower", "person", "recipient", "guest", "buddy", "partner", "supervisor", "companion", "chaperone",
                                  "player", "swimmer", "member", "child", "kid", "student", "patient", "client", "customer", "attendee", "visitor",
                                  "contact", "participant", "teammate", "invitee", "colleague", "coworker", "neighbour", "neighbor",
                                  "passenger", "rider", "traveller", "traveler", "runner", "entrant", "camper", "tenant", "volunteer", "sitter",
                                  "carer", "pupil", "athlete", "diver", "golfer", "skier", "dancer", "skater", "learner", "trainee", "performer",
                                  "singer", "musician", "climber", "cyclist", "gymnast", "son", "daughter", "baby",
                                  // (A pet is named as a person is: "Sign Rolo up for the class".)
                                  "dog", "cat", "pet", "puppy", "horse", "pony"].map(Stemmer.stem))
    static let moneyStems = Set(["amount", "price", "cost", "fee", "fine", "payment", "total", "tip", "balance"].map(Stemmer.stem))
    static let codeStems = Set(["number", "code", "id", "identifier", "confirmation", "tracking", "reference", "pin", "serial", "barcode", "plate"].map(Stemmer.stem))
    static let bodyStems = Set(bodyWords.map(Stemmer.stem))
    static let bodyWords: Set<String> = ["body", "message", "content", "text", "note", "description", "detail", "comment", "entry", "caption", "summary"]


    /// Names of parameters filled so far in this call.
    var filledNames: [String] = []

    /// The free words from `start` to the end, or to "and the <word>" of
    /// another parameter.
    /// Words that start a clause of their own after "and" ("…and let him…", "…and she…").
    static let clauseOpeners: Set<String> = ["let", "he", "she", "they", "i", "we", "i'll", "we'll", "he'll", "she'll", "then", "also"]

    /// `clauseEnds`: a text that is no body also ends where "and" or "but"
    /// starts another clause ("share it with Meera and let her pass it on").
    private func takeText(from first: Int, stoppingAt others: Set<String>, clauseEnds: Bool = false) -> (value: String, end: Int)? {
        let tokens = mentions.tokens
        var words: [Token] = []
        var end = first
        while end < tokens.count {
            let word = tokens[end].text
            if !words.isEmpty, others.contains(word) { break }
            if clauseEnds, !words.isEmpty, word == "and" || word == "but", end + 1 < tokens.count,
               case let next = tokens[end + 1].text, Self.clauseOpeners.contains(next) || ActionVerbs.all.contains(Stemmer.stem(next)) || ActionVerbs.weak.contains(next) { break }
            if word == "and", end + 2 < tokens.count, others.contains(tokens[end + 1].text) || others.contains(tokens[end + 2].text) { break }
            if mentions.isFree(end..<end + 1) { words.append(tokens[end]) }
            end += 1
        }
        while let first = words.first, ["the", "a", "an", "is", "of", "to", "that", "for", "in", "on", "with", "by", "at", "near"].contains(first.text), words.count > 1 { words.removeFirst() }
        while let last = words.last, ["and", "the", "a", "an", "with", "to", "of"].contains(last.text), words.count > 1 { words.removeLast() }
        guard !words.isEmpty, !words.allSatisfy({ $0.isStopWord }) else { return nil }
        return (words.map(\.raw).joined(separator: " "), end)
    }

    /// The capitalised free words after one of `words` ("to Sam"), past the first word of the clause.
    private mutating func properName(after words: Set<String>) -> (JSONValue, String)? {
        for (index, token) in mentions.tokens.enumerated() where words.contains(token.text) && mentions.isFree(index..<index + 1) {
            if let name = name(from: index + 1, cue: index, said: "'\(token.text)'") { return name }
        }
        return nil
    }

    /// The capitalised words right after the request's verb ("Invite Sam to my tennis").
    private mutating func nameAfterVerb() -> (JSONValue, String)? {
        let tokens = mentions.tokens
        guard let verb = tokens.firstIndex(where: { !PhrasePattern.fillers.contains($0.text) }),
              ActionVerbs.all.contains(Stemmer.stem(tokens[verb].text)) || model.clauseVerbs.contains(Stemmer.stem(tokens[verb].text)) else { return nil }
        // (Not "Send my ETA to Ingrid": right after the verb only a name, or "my cousin Jonas".)
        return name(from: verb + 1, cue: nil, said: "the verb '\(tokens[verb].raw)'", ownPerson: false)
    }

    /// The capitalised words a clause starts with, before what they did ("Anya did a full day",
    /// "Tom scored twice"): the person it is about.
    private mutating func nameAsSubject() -> (JSONValue, String)? {
        let tokens = mentions.tokens
        guard let start = tokens.firstIndex(where: { !PhrasePattern.fillers.contains($0.text) }), !Self.isVerb(tokens[start].text) else { return nil }
        var end = start
        while isNameWord(end) { end += 1 }
        guard end > start, end < tokens.count, !tokens[end].afterPause else { return nil }
        let verb = tokens[end].text
        guard Self.didWords.contains(verb) || (verb.count > 4 && verb.hasSuffix("ed")) else { return nil }
        mentions.use(start..<end)
        return (.string(tokens[start..<end].map(\.raw).joined(separator: " ")), "name before what they did, '\(verb)'")
    }

    static let didWords: Set<String> = ["got", "had", "hit", "did", "made", "won", "lost", "took", "sank", "has", "is", "was", "needs", "wants",
                                        "can't", "cannot", "can", "won't", "will", "isn't", "wasn't", "didn't", "doesn't", "couldn't"]

    /// "Sign Rolo up for the class": the first capitalised words past the
    /// clause's first word that nothing else took, for a person's name.
    private mutating func firstName() -> (JSONValue, String)? {
        let tokens = mentions.tokens
        // (Not a word of a record the request names, which this intent does not take: "Court 2 at Mill Road".)
        guard let start = tokens.indices.dropFirst().first(where: { at in
            isNameWord(at) && isPersonalName(at) && !tokens[at].isStopWord && !ActionVerbs.all.contains(Stemmer.stem(tokens[at].text))
        })
        else { return nil }
        return name(from: start, cue: nil, said: "the first capitalised words", ownPerson: false)
    }

    /// A person's name starting at `start`: capitalised free words that are
    /// no day or month and not the app's name ("Sam"); or one's own person,
    /// lowercase ("my dad"), or the name after it ("my cousin Jonas"). The
    /// cue word at `cue`, if any, is taken with it.
    private mutating func name(from start: Int, cue: Int?, said: String, ownPerson: Bool = true) -> (JSONValue, String)? {
        let tokens = mentions.tokens
        var end = start
        while isNameWord(end) { end += 1 }
        var first = start
        if end == start, start + 1 < tokens.count, ["my", "our"].contains(tokens[start].text), mentions.isFree(start..<start + 2), !tokens[start + 1].isStopWord {
            var name = start + 2
            while isNameWord(name) { name += 1 }
            if name > start + 2 {
                first = start + 2
                end = name
            } else if ownPerson, !Self.ownPlaces.contains(tokens[start + 1].text) {
                end = start + 2
            }
        }
        guard end > start else { return nil }
        mentions.use((cue ?? start)..<end)
        // ("Pay Aoife's subs": the name, not its possessive.)
        var name = tokens[first..<end].map(\.raw).joined(separator: " ")
        if name.hasSuffix("'s") || name.hasSuffix("\u{2019}s") { name.removeLast(2) }
        return (.string(name), "name after \(said)")
    }

    /// What "my" goes with that is a place, not a person ("send it to my house").
    static let ownPlaces: Set<String> = ["house", "home", "place", "flat", "apartment", "office", "work", "door", "address", "hotel", "room", "desk"]

    /// Whether the token at `position` is capitalised as a name is: not a
    /// word such as "Can" or "The" that only starts a sentence.
    /// A free capitalised word that is no day or month and not the app's name: a word of a person's name.
    private func isNameWord(_ position: Int) -> Bool {
        position < mentions.tokens.count && mentions.isFree(position..<position + 1) && isCapitalisedName(position)
            && !mentions.tokens[position].isDateWord && !model.nameWords.contains(mentions.tokens[position].text)
    }

    private func isCapitalisedName(_ position: Int) -> Bool {
        let token = mentions.tokens[position]
        // ("I", "I'm" are the speaker, never a name.)
        guard token.raw.first?.isUppercase == true, token.text != "i", !token.text.hasPrefix("i'") else { return false }
        return !(token.isStopWord && (position == 0 || mentions.sentenceStarts.contains(position)))
    }

    /// A capitalised word that is not part of a record the request names:
    /// the one who is not a court or a hall.
    private func isPersonalName(_ position: Int) -> Bool {
        isCapitalisedName(position) && !mentions.records.contains { $0.range.contains(position) }
    }

    /// A place: the capitalised words after "near", "in", "at" ("near Union Square").
    private mutating func placeText() -> (JSONValue, String)? {
        let tokens = mentions.tokens
        for (index, token) in tokens.enumerated() where Self.placePrepositions.contains(token.text) {
            var end = index + 1
            if end < tokens.count, tokens[end].text == "the" { end += 1 }
            let first = end
            while end < tokens.count, mentions.isFree(end..<end + 1), tokens[end].raw.first?.isUppercase == true { end += 1 }
            guard end > first else { continue }
            mentions.use(index..<end)
            return (.string(tokens[first..<end].map(\.raw).joined(separator: " ")), "place after '\(token.text)'")
        }
        return nil
    }

    private func find(_ words: [String], in tokens: [Token]) -> Int? {
        guard !words.isEmpty, tokens.count >= words.count else { return nil }
        for start in 0...(tokens.count - words.count) where mentions.isFree(start..<start + words.count) {
            if (0..<words.count).allSatisfy({ tokens[start + $0].text == words[$0] }) { return start }
        }
        return nil
    }

    private mutating func urlValue() -> (JSONValue, String)? {
        guard let token = mentions.tokens.first(where: { ($0.raw.holds("://") || $0.raw.hasPrefix("www.")) && mentions.isFree($0.index..<$0.index + 1) }) else { return nil }
        mentions.use(token.index..<token.index + 1)
        return (.string(token.raw.hasPrefix("www.") ? "https://" + token.raw : token.raw), "URL '\(token.raw)'")
    }

    // MARK: Arrays

    private mutating func arrayValue(_ parameter: Parameter, element: ValueType) -> (JSONValue, String)? {
        var values: [JSONValue] = []
        var notes: [String] = []
        switch element.unwrapped {
        case .entity(let name):
            // "all my drafts": every record of the type.
            if let entity = model.entity(named: name), let all = mentions.tokens.first(where: { ["all", "every", "each"].contains($0.text) }),
               mentions.tokens.contains(where: { Stemmer.stem($0.text) == Stemmer.stem(entity.title.lowercased()) || Terms.of(entity.title).contains(Stemmer.stem($0.text)) }) {
                mentions.use(all.index..<all.index + 1)
                values = entity.records.map { .string($0.id) }
                notes.append("all \(values.count) \(name) records")
                break
            }
            for match in mentions.records where match.record.entity == name && mentions.isFree(match.range) {
                mentions.use(match.range)
                values.append(.string(match.record.record.id))
                notes.append("'\(span(match.range))'")
                named.append(match.record)
            }
            // "tell them", "share these": what is on screen or was just used.
            if values.isEmpty, mentions.pointsAtEntity, let (value, note) = entityValue(parameter, entity: name) {
                values.append(value)
                notes.append(note)
            }
        case .enumeration:
            while let (value, note) = enumValue(element.unwrapped.enumName) {
                values.append(value)
                notes.append(note)
            }
        case .string:
            // "to Sam and Alex": names after "to", split at "and" and commas, for recipients.
            if currentTraits(parameter).isRecipients, let start = find(["to"], in: mentions.tokens) {
                var end = start + 1
                while end < mentions.tokens.count, mentions.isFree(end..<end + 1), !["saying", "about", "that", "with"].contains(mentions.tokens[end].text) { end += 1 }
                let words = mentions.tokens[(start + 1)..<end]
                var current: [String] = []
                for token in words {
                    if token.text == "and" || token.text == "," {
                        if !current.isEmpty { values.append(.string(current.joined(separator: " "))) }
                        current = []
                    } else {
                        current.append(token.raw)
                    }
                }
                if !current.isEmpty { values.append(.string(current.joined(separator: " "))) }
                if !values.isEmpty {
                    mentions.use(start..<end)
                    notes.append("names after 'to'")
                }
            }
            // "and tag it weeknight", "with the labels work and urgent": the words after the parameter's own word.
            if values.isEmpty, let (words, range, word) = wordsAfterOwnWord(parameter) {
                var current: [String] = []
                for token in words {
                    if token.text == "and" {
                        if !current.isEmpty { values.append(.string(current.joined(separator: " "))) }
                        current = []
                    } else {
                        current.append(token.raw)
                    }
                }
                if !current.isEmpty { values.append(.string(current.joined(separator: " "))) }
                mentions.use(range)
                notes.append("words after '\(word)'")
            }
        default:
            if let (value, note) = scalarValue(parameter, type: element.unwrapped, in: nil) {
                values.append(value)
                notes.append(note)
            }
        }
        return values.isEmpty ? nil : (.array(values), notes.joined(separator: ", "))
    }

    /// Words that end a list of texts ("tag it weeknight in Notes").
    static let listEnds: Set<String> = ["saying", "says", "that", "about", "titled", "called", "named", "in", "to", "then", "for", "with", "on", "at"]

    /// The free words after a word of the parameter's title ("tag it X"),
    /// past "it", "as", "the"..., up to a word that ends a list.
    private func wordsAfterOwnWord(_ parameter: Parameter) -> (words: [Token], range: Range<Int>, word: String)? {
        let tokens = mentions.tokens
        let own = Set(currentTraits(parameter).titleWords.filter { !Stemmer.stopWords.contains($0) }.map(Stemmer.stem))
        guard !own.isEmpty, let start = tokens.firstIndex(where: { mentions.isFree($0.index..<$0.index + 1) && own.contains(Stemmer.stem($0.text)) }) else { return nil }
        var index = start + 1
        while index < tokens.count, ["it", "them", "as", "with", "the", "this", "these", "my", "a"].contains(tokens[index].text) { index += 1 }
        var words: [Token] = []
        while index < tokens.count, mentions.isFree(index..<index + 1), !Self.listEnds.contains(tokens[index].text) {
            words.append(tokens[index])
            index += 1
        }
        while words.last?.text == "and" { words.removeLast() }
        guard words.contains(where: { !$0.isStopWord }) else { return nil }
        return (words, start..<index, tokens[start].raw)
    }

    private func span(_ range: Range<Int>) -> String {
        mentions.tokens[range].map(\.raw).joined(separator: " ")
    }
}

extension ValueType {
    var enumName: String {
        if case .enumeration(let name) = self { return name }
        return ""
    }
}
