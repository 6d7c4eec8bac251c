import AppDefinitions
import Dates
import JSON
import Scenarios
import Transcripts
import Utterances

/// Finds the app's records a question is about, as Siri finds entities in
/// Spotlight: records named in the question, else records of the entity type
/// the question's words fit best, narrowed by a date it mentions and by the
/// words they share. Records hidden from Spotlight are never found.
struct EntitySearch {
    let model: AppModel
    let context: ScenarioContext

    static let limit = 5

    struct Results {
        var records: [RecordModel] = []
        var how = ""
    }

    func find(tokens: [Token], mentions: Mentions, terms: [String]) -> Results {
        let named = mentions.records.filter { !$0.record.record.hideInSpotlight }
        let scores = model.entityIndex.scores(terms)
        var top = scores.indices.max(by: { scores[$0] < scores[$1] || (scores[$0] == scores[$1] && $0 > $1) }).flatMap { scores[$0] > 0 ? $0 : nil }
        // The question names a type of entity ("my Hana reservation"): a record
        // of another type named in it only narrows the search.
        let termSet = Set(terms)
        // (Not by a word of the record's own name: "the court refurbishment day" names the event, not a court.)
        let outsideNames = termSet.subtracting(named.flatMap { Terms.of(mentions.tokens[$0.range]) })
        let typeNamed = top.map { index in
            model.entityTitleTerms[index].contains(where: outsideNames.contains) || model.entityIdentifierTerms[index].contains(where: outsideNames.contains)
        } ?? false
        // ("Which locker is Priti in?": the type's word is the title of a text property of the record
        // named, which answers it; not of one that holds a record of that type, "Dentist: dr-chen".)
        let namedHasIt: Bool = {
            guard let best = named.first, let top, let position = model.entityPosition(named: best.record.entity) else { return false }
            let typeTerms = model.entityTitleTerms[top].filter(outsideNames.contains)
            let others = Set(model.records(of: model.app.entities[top].identifier).flatMap { [$0.record.id.lowercased(), $0.record.title.lowercased()] })
            return model.app.entities[position].properties.contains { property in
                guard Terms.of(property.title).count == 1, let term = Terms.of(property.title).first, typeTerms.contains(term),
                      let value = best.record.record.properties[property.name]?.string else { return false }
                return !others.contains(value.lowercased())
            }
        }()
        if let best = named.first, !(typeNamed && !namedHasIt && top.map { model.app.entities[$0].identifier } != best.record.entity) {
            var seen = Set<String>()
            var records = named.filter { $0.score >= best.score * 0.8 && seen.insert($0.record.entity + "#" + $0.record.record.id).inserted }.map(\.record)
            // Records of several types with one name ("When does Biscuit check out?": the pet and
            // its boarding stay): the type with a property the question names.
            var how = "named in the request"
            if Set(records.map(\.entity)).count > 1 {
                let asked = records.map { record in
                    model.entityPosition(named: record.entity).map { position in
                        model.propertyTerms[position].map { Self.shared($0, termSet) }.max() ?? 0
                    } ?? 0
                }
                if let most = asked.max(), most > 0 {
                    records = zip(records, asked).filter { $0.1 == most }.map(\.0)
                    how += ", with a property the question names"
                }
            }
            // "When is Nora Vale playing?", "When did Ada last eat?", "Any warnings for
            // the lake house?": a question about what happens to a record is answered
            // by the dated records that point at it (her concerts, her meals, the
            // house's alerts), when it asks when (and not of the record's own
            // dates) or names words of those records.
            if records.count == 1, let record = records.first, let position = model.entityPosition(named: record.entity) {
                let match = named.first { $0.record.entity == record.entity && $0.record.record.id == record.record.id }
                let spoken = match.map { Set(Terms.of(mentions.tokens[$0.range].map(\.raw).joined(separator: " "))) } ?? []
                // (A name said with a slip, a word none of its names has, stands for the record's title.)
                let slipped = match.map { mentions.tokens[$0.range].contains { !$0.isStopWord && !record.nameStems.contains(Stemmer.stem($0.text)) } } ?? false
                let said = slipped ? Set(Terms.of(record.record.title)) : spoken
                // (Said by a synonym, "my spin class": the records that point at it write its title.)
                var pointing = pointingAt(record, saidAs: said)
                if pointing.isEmpty, !slipped { pointing = pointingAt(record, saidAs: Set(Terms.of(record.record.title))) }
                let rest = termSet.subtracting(said).subtracting(record.nameStems).subtracting(Self.orderWords)
                let ownDates = model.dateProperties[position].compactMap { name in model.app.entities[position].properties.firstIndex { $0.name == name } }
                let asksOwnDate = ownDates.contains { !model.propertyTerms[position][$0].isDisjoint(with: rest) }
                // Words of the pointing records, or of their type, that are not the named record's own.
                var own = Set(model.entityTitleTerms[position])
                for terms in model.propertyTerms[position] { own.formUnion(terms) }
                // ("How warm is the solar Main Pool?": a word of the named record's own, with a
                // property of its own asked, is no word of the records that point at it.)
                let asksOwnProperty = model.propertyTerms[position].indices.contains { !ownDates.contains($0) && !model.propertyTerms[position][$0].isDisjoint(with: rest) }
                let asked = rest.subtracting(own).subtracting(asksOwnProperty ? record.terms : [])
                let typeWords = Set(pointing.map(\.entity)).reduce(into: Set<String>()) { words, name in
                    guard let index = model.entityPosition(named: name) else { return }
                    words.formUnion(model.entityTitleTerms[index])
                    for terms in model.propertyTerms[index] { words.formUnion(terms) }
                }
                let byWords = pointing.filter { !$0.terms.isDisjoint(with: asked) }
                let namesThem = !byWords.isEmpty || !typeWords.isDisjoint(with: asked)
                // ("How much did I pay for sun cream last week?": a day said of a record
                // with no dates of its own is the day of the records that point at it.)
                let saysDay = !mentions.dates.isEmpty && model.dateProperties[position].isEmpty
                // ("Which room is my Evening Yoga in?": said as the person's own, a record of the
                // catalogue is their booking of it.)
                let saysOwn = model.dateProperties[position].isEmpty && match.map { $0.range.lowerBound > 0 && ["my", "our"].contains(mentions.tokens[$0.range.lowerBound - 1].text) } ?? false
                // ("What's the water temperature in the Main Pool right now?": a property of its own, not its closures.)
                if !pointing.isEmpty, !asksOwnProperty || !byWords.isEmpty || Self.asksWhen(tokens), (Self.asksWhen(tokens) && !asksOwnDate) || namesThem || saysDay || saysOwn {
                    var chosen = byWords.isEmpty ? pointing : byWords
                    if saysDay, let day = mentions.dates.compactMap(\.day).first {
                        chosen = near(day, chosen)
                    }
                    chosen = latestOrNext(chosen, tokens: tokens)
                    return Results(records: Array(chosen.prefix(Self.limit)), how: "the dated records that name \(record.entity) '\(record.record.id)'")
                }
            }
            return Results(records: Array(records.prefix(Self.limit)), how: how)
        }
        // The entity on screen or in a Live Activity, when the question is about its type.
        if let top, named.isEmpty {
            let type = model.app.entities[top].identifier
            if let shown = (context.liveActivity.map { [$0] } ?? []) .first(where: { $0.entity == type }) ?? context.onScreen.first(where: { $0.entity == type }),
               let record = model.records.first(where: { $0.entity == type && $0.record.id == shown.id }) {
                return Results(records: [record], how: "the \(type) on screen or in the Live Activity")
            }
        }
        // No type fits the words: the records that share the most words with them.
        if top == nil {
            let scored = model.searchable.map { ($0, Self.shared($0.terms, termSet)) }
            // One word will do when it is a name ("anything by Nina Simone"): capitalised past the first word.
            let names = Set(tokens.dropFirst().filter { $0.raw.first?.isUppercase == true && !$0.isStopWord }.map { Stemmer.stem($0.text) })
            if let most = scored.map(\.1).max(), most >= 2 || (most == 1 && scored.contains { $0.1 == 1 && !$0.0.terms.isDisjoint(with: names) }) {
                let sharing = scored.filter { $0.1 == most && (most >= 2 || !$0.0.terms.isDisjoint(with: names)) }
                return Results(records: Array(sharing.map(\.0).prefix(Self.limit)), how: "sharing \(most) word\(most == 1 ? "" : "s") with the request")
            }
        }
        // "When's my next haircut?": no type fits, but the question asks when or
        // for the next or last one: the dated records sharing a word, the next or last of them.
        if top == nil, Self.asksWhen(tokens) || !termSet.isDisjoint(with: Self.orderWords) {
            // The dated type whose records share the most words; of all its records, the next or last.
            let words = termSet.subtracting(Self.orderWords)
            let types = model.app.entities.indices.filter { model.isDated[$0] }.map { index in
                (index, model.searchable(of: model.app.entities[index].identifier).reduce(0) { $0 + Self.shared($1.terms, words) })
            }
            if let best = types.max(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 > $1.0) }), best.1 > 0 {
                let entity = model.app.entities[best.0].identifier
                let chosen = latestOrNext(model.searchable(of: entity), tokens: tokens)
                return Results(records: Array(chosen.prefix(Self.limit)), how: "\(entity) records, whose words the question shares")
            }
            // ("When's my next appointment?" of bookings: the one dated type an everyday word of the question stands for.)
            let related = words.reduce(into: Set<String>()) { $0.formUnion(Thesaurus.related[$1] ?? []) }
            let standsFor = types.map(\.0).filter { model.entityTitleTerms[$0].contains(where: related.contains) }
            if standsFor.count == 1 {
                let entity = model.app.entities[standsFor[0]].identifier
                let chosen = latestOrNext(model.searchable(of: entity), tokens: tokens)
                return Results(records: Array(chosen.prefix(Self.limit)), how: "\(entity) records, which a word of the question stands for")
            }
        }
        // No words fit, but a date was said: the entity with dates; or a case of
        // an enum that one entity has as a property ("What's coming by courier?").
        if top == nil, !mentions.dates.isEmpty {
            top = model.app.entities.firstIndex { $0.properties.contains { $0.type.unwrapped == .date } }
        }
        if top == nil, let match = mentions.enumCases.first {
            let having = model.app.entities.indices.filter { model.app.entities[$0].properties.contains { $0.type.unwrapped == .enumeration(match.enumeration) } }
            if having.count == 1 { top = having[0] }
        }
        guard let top else { return Results() }
        // "Which hotel am I at on March 20?": hotels have no dates, so the day
        // points at the dated records that speak of them (bookings, with a
        // Hotel property) on that day.
        if let day = mentions.dates.compactMap(\.day).first, !model.isDated[top] {
            for index in model.app.entities.indices where index != top && model.isDated[index] {
                let speaksOf = model.propertyTerms[index].contains { !$0.isDisjoint(with: termSet) }
                    || model.entityTitleTerms[top].contains { term in model.propertyTerms[index].contains { $0.contains(term) } }
                guard speaksOf else { continue }
                let onDay = byDayPart(model.searchable(of: model.app.entities[index].identifier).filter { Self.isOn(day, $0, dateProperties: model.dateProperties[index], clock: context.clock) }, mentions: mentions)
                if !onDay.isEmpty {
                    return Results(records: Array(onDay.prefix(Self.limit)), how: "\(model.app.entities[index].identifier) on \(day), as \(model.app.entities[top].identifier) has no dates")
                }
            }
        }
        let entity = model.app.entities[top]
        var candidates = model.searchable(of: entity.identifier)
        var how = "\(entity.identifier) fits the words (relevance \(TurnInterpreter.rounded(scores[top])))"
        // Names of other records said in the question narrow by shared words.
        let namedWords = Set(named.flatMap { $0.record.nameStems })
        if !namedWords.isEmpty {
            let narrowed = candidates.filter { !$0.terms.isDisjoint(with: namedWords) }
            if !narrowed.isEmpty {
                candidates = narrowed
                how += ", naming \(named.first!.record.record.title)"
            }
        }
        // A yes-or-no property the question names ("Which pets need a bath?":
        // Needs Bath) narrows to the records where it is true.
        var words = termSet.subtracting(model.entityTitleTerms[top]).subtracting(model.entityIdentifierTerms[top])
        var flag: (index: Int, shared: Int)?
        for (index, property) in entity.properties.enumerated() where property.type.unwrapped == .bool {
            let terms = model.propertyTerms[top][index]
            let shared = Self.shared(terms, words)
            if shared > (flag?.shared ?? 0) { flag = (index, shared) }
        }
        if let flag {
            let property = entity.properties[flag.index]
            candidates = candidates.filter { $0.record.properties[property.name]?.bool == true }
            how += ", where \(property.title) is true"
            words.subtract(model.propertyTerms[top][flag.index])
        }
        // A case of an enum the records have as a property ("What's coming by
        // courier?": the shipments whose carrier is the courier) narrows to those records.
        for match in mentions.enumCases {
            guard let property = entity.properties.first(where: { $0.type.unwrapped == .enumeration(match.enumeration) }) else { continue }
            let narrowed = candidates.filter { $0.record.properties[property.name]?.string == match.identifier }
            if !narrowed.isEmpty {
                candidates = narrowed
                how += ", where \(property.title) is \(match.identifier)"
                words.subtract(TextCache.shared.terms(mentions.tokens[match.range].map(\.raw).joined(separator: " ")))
            }
        }
        // A date in the question narrows to records with a date on that day
        // (or on a record they point at: a ticket's concert), both days of a weekend.
        let dateProperties = model.dateProperties[top]
        let linked = datedLinks(of: entity)
        if flag == nil, let date = mentions.dates.first(where: { $0.day != nil }), let day = date.day, model.isDated[top] || !linked.isEmpty {
            let clock = context.clock
            let weekend = mentions.tokens[date.range].contains { $0.text == "weekend" }
            func on(_ day: CivilDate) -> [RecordModel] {
                let days = weekend ? [day, day.adding(days: 1)] : [day]
                return candidates.filter { record in
                    days.contains { Self.isOn($0, record, dateProperties: dateProperties, clock: clock) }
                        || linked.contains { property, target in
                            guard let id = record.record.properties[property]?.string,
                                  let other = model.records(of: target.identifier).first(where: { $0.record.id == id }),
                                  let position = model.entityPosition(named: target.identifier) else { return false }
                            return days.contains { Self.isOn($0, other, dateProperties: model.dateProperties[position], clock: clock) }
                        }
                }
            }
            // "How was I on Sunday?" asks about the Sunday just past when the next one has nothing.
            let next = on(day)
            // A future day with nothing on it: the same weekday just past, or the date a year before.
            var previous: [RecordModel] = []
            if next.isEmpty, day > clock.today {
                previous = on(day.adding(days: -7))
                if previous.isEmpty { previous = on(CivilDate(year: day.year - 1, month: day.month, day: min(day.day, CivilDate.daysIn(month: day.month, year: day.year - 1)))) }
            }
            candidates = byDayPart(next.isEmpty ? previous : next, mentions: mentions)
            how += next.isEmpty && !previous.isEmpty ? ", on the \(day) just past" : ", on \(day)"
        }
        // Words the records share with the question narrow further.
        let overlaps = candidates.map { Self.shared($0.terms, words) }
        if let most = overlaps.max(), most > 0 {
            candidates = zip(candidates, overlaps).filter { $0.1 == most }.map(\.0)
            how += ", sharing \(most) word\(most == 1 ? "" : "s")"
        }
        return Results(records: Array(candidates.prefix(Self.limit)), how: how)
    }

    /// "last", "latest", "most recent": the one record of `records` with the
    /// latest date before now; "next", "upcoming": the soonest after now;
    /// else all of them.
    private func latestOrNext(_ records: [RecordModel], tokens: [Token]) -> [RecordModel] {
        let words = Set(tokens.map(\.text))
        let latest = !words.isDisjoint(with: ["last", "latest", "recent", "lately"])
        let next = !words.isDisjoint(with: ["next", "upcoming", "soonest"])
        guard latest != next, records.count > 1 else { return records }
        let clock = context.clock
        let now = clock.now
        func date(_ record: RecordModel) -> Double? {
            guard let position = model.entityPosition(named: record.entity) else { return nil }
            return model.dateProperties[position].lazy.compactMap { record.record.properties[$0]?.string.flatMap { Format.dateInstant($0, clock: clock) } }.first
                ?? record.writtenDay?.civilDate(near: clock.today).map { clock.instant(of: $0, secondsOfDay: 12 * 3600) }
        }
        let dated = records.compactMap { record in date(record).map { (record, $0) } }
        let pick = latest ? dated.filter { $0.1 <= now }.max { $0.1 < $1.1 } : dated.filter { $0.1 > now }.min { $0.1 < $1.1 }
        return pick.map { [$0.0] } ?? records
    }

    /// "tomorrow morning": of several records on the day, those whose words
    /// have the part of the day the question said (a Morning visit), if any.
    private func byDayPart(_ records: [RecordModel], mentions: Mentions) -> [RecordModel] {
        guard records.count > 1, let date = mentions.dates.first(where: { $0.day != nil }),
              let part = mentions.tokens[date.range].lazy.map({ $0.text.hasSuffix("'s") ? String($0.text.dropLast(2)) : $0.text }).first(where: Mentions.dayParts.contains)
        else { return records }
        let stem = Stemmer.stem(part)
        let having = records.filter { $0.terms.contains(stem) }
        return having.isEmpty ? records : having
    }

    /// The records on `day`, else those within a week of it, else all of them.
    private func near(_ day: CivilDate, _ records: [RecordModel]) -> [RecordModel] {
        let dated = records.compactMap { record -> (RecordModel, Int)? in
            guard let position = model.entityPosition(named: record.entity) else { return nil }
            // (A day written in its text counts too: "Sat 21 Nov".)
            let written = record.writtenDay?.civilDate(near: context.clock.today).map { [$0] } ?? []
            let days = (Self.instants(of: record, dateProperties: model.dateProperties[position], clock: context.clock).map(context.clock.civilDate(of:)) + written)
                .map { abs($0.daysSinceEpoch - day.daysSinceEpoch) }
            return days.min().map { (record, $0) }
        }
        let onDay = dated.filter { $0.1 == 0 }.map(\.0)
        if !onDay.isEmpty { return onDay }
        let inWeek = dated.filter { $0.1 <= 7 }.map(\.0)
        return inWeek.isEmpty ? records : inWeek
    }

    /// Words that ask for the latest or the next of several records, not what they say.
    static let orderWords: Set<String> = Set(["last", "latest", "recent", "lately", "next", "upcoming", "soonest"].map(Stemmer.stem))

    /// "When…", "what time…", "what day…".
    static func asksWhen(_ tokens: [Token]) -> Bool {
        tokens.indices.contains { index in
            let word = tokens[index].text
            return word == "when" || word == "when's"
                || (word == "what" && index + 1 < tokens.count && ["time", "day", "date"].contains(tokens[index + 1].text))
        }
    }

    /// The properties of an entity that point at records with dates, and the
    /// entity they point at ("Concert" of a ticket).
    private func datedLinks(of entity: EntityType) -> [(String, EntityType)] {
        entity.properties.compactMap { property in
            guard case .entity(let name) = property.type.unwrapped, let position = model.entityPosition(named: name),
                  model.isDated[position] else { return nil }
            return (property.name, model.app.entities[position])
        }
    }

    /// The searchable records with dates whose properties point at `record`,
    /// or, of types that cannot point at it, that have the words it was said
    /// with ("my pickup for the station": the ride to the station).
    private func pointingAt(_ record: RecordModel, saidAs words: Set<String>) -> [RecordModel] {
        model.app.entities.indices.flatMap { position -> [RecordModel] in
            let entity = model.app.entities[position]
            guard entity.identifier != record.entity, model.isDated[position] else { return [] }
            let links = entity.properties.filter { $0.type.unwrapped == .entity(record.entity) }.map(\.name)
            let records = model.searchable(of: entity.identifier)
            if links.isEmpty {
                guard !words.isEmpty else { return [] }
                return records.filter { words.isSubset(of: $0.terms) }
            }
            return records.filter { other in links.contains { other.record.properties[$0]?.string == record.record.id } }
        }
    }

    /// The records a lookup intent returns for its arguments: those whose
    /// words include the words of its enum and text arguments, else all.
    func results(of type: String, for arguments: JSONObject, intent: Intent) -> [RecordModel] {
        let records = model.searchable(of: type)
        // Each value narrows what the one before left ("a linen shirt from the nineties, size small": both),
        // unless no record has it.
        var narrowed = records
        // (Not by the type's own words: "Gravel bike" narrows hire bikes by "gravel".)
        let typeWords = model.entityPosition(named: type).map { Set(model.entityTitleTerms[$0]) } ?? []
        func narrow(by words: Set<String>) {
            let words = words.subtracting(typeWords)
            guard !words.isEmpty else { return }
            let kept = narrowed.filter { !$0.terms.isDisjoint(with: words) }
            if !kept.isEmpty { narrowed = kept }
        }
        for parameter in intent.parameters {
            guard let value = arguments[parameter.name] else { continue }
            switch parameter.type.unwrapped {
            case .string:
                narrow(by: Set(Terms.of(value.string ?? "")))
            case .enumeration(let name):
                if let item = model.app.enumeration(named: name)?.cases.first(where: { $0.identifier == value.string }) {
                    narrow(by: Set(TextCache.shared.terms(([item.title] + item.synonyms).joined(separator: " "))))
                }
            case .entity:
                // Records that point at the argument ("the items of the weekend list").
                // (By its id, or by its title or a synonym: a kennel whose Town is "LDS" is in Leeds.)
                if let id = value.string {
                    // (A record of the type itself is what is looked up: "is the wetsuit free?")
                    if case .entity(let other) = parameter.type.unwrapped, other == type {
                        let itself = narrowed.filter { $0.record.id == id }
                        if !itself.isEmpty { narrowed = itself }
                        continue
                    }
                    let linked = records.filter { record in record.record.properties.contains { $0.value.string == id } }
                    if !linked.isEmpty { return Array(linked.prefix(Self.limit)) }
                    if case .entity(let other) = parameter.type.unwrapped, let target = model.record(entity: other, id: id) {
                        let names = Set(([target.record.title] + target.record.synonyms).map { $0.lowercased() })
                        let named = narrowed.filter { $0.lowercasedValues.contains(where: names.contains) }
                        if !named.isEmpty { narrowed = named }
                    }
                }
            default:
                break
            }
        }
        return Array(narrowed.prefix(Self.limit))
    }

    /// Whether one of a record's date properties falls on `day`.
    static func isOn(_ day: CivilDate, _ record: RecordModel, dateProperties: [String], clock: ZonedClock) -> Bool {
        dateProperties.contains { property in
            guard let text = record.record.properties[property]?.string, let instant = Format.dateInstant(text, clock: clock) else { return false }
            return clock.civilDate(of: instant) == day
        } || (record.writtenDay.map { $0.month == day.month && $0.day == day.day && $0.civilDate(near: clock.today) == day } ?? false)
    }

    /// The instants of a record's date properties, in their order.
    static func instants(of record: RecordModel, dateProperties: [String], clock: ZonedClock) -> [Double] {
        dateProperties.compactMap { record.record.properties[$0]?.string.flatMap { Format.dateInstant($0, clock: clock) } }
    }

    /// The weekdays of a record's dates (1 is Monday, as `CivilDate.weekday`).
    static func weekdays(of record: RecordModel, dateProperties: [String], clock: ZonedClock) -> [Int] {
        instants(of: record, dateProperties: dateProperties, clock: clock).map { clock.civilDate(of: $0).weekday }
            + (record.writtenDay.flatMap { $0.civilDate(near: clock.today) }.map { [$0.weekday] } ?? [])
    }

    /// How many words two sets share (the size of their intersection).
    static func shared(_ terms: Set<String>, _ words: Set<String>) -> Int {
        var count = 0
        for word in words where terms.contains(word) { count += 1 }
        return count
    }

    func notes(_ results: Results) -> [String] {
        results.records.isEmpty ? [] : ["found \(results.records.map { "\($0.entity) '\($0.record.id)'" }.joined(separator: ", ")): \(results.how)"]
    }

    /// Properties marked as needing authentication are not reported (nor
    /// spoken) while the device is locked.
    func visibleProperties(_ record: RecordModel) -> JSONObject {
        // Unlocked, every property is said (the loop below would copy them all).
        guard context.locked, let entity = model.entity(named: record.entity) else { return record.record.properties }
        if context.locked, entity.authentication.needsUnlock { return JSONObject() }
        var properties = JSONObject()
        for (key, value) in record.record.properties {
            if context.locked, entity.property(named: key)?.authentication?.needsUnlock == true { continue }
            properties[key] = value
        }
        return properties
    }

    func found(_ record: RecordModel) -> FoundEntity {
        FoundEntity(entity: record.entity, id: record.record.id, properties: visibleProperties(record))
    }

    /// An answer from the records' titles and properties: dates first, as
    /// questions about content are most often "when".
    /// `asking`: the question's words; properties they name are said first.
    func answer(_ results: Results, asking words: Set<String>) -> String {
        let app = model.app
        if results.records.count == 1, let record = results.records.first { return describe(record, asking: words) }
        // Records of different types ("Noah's headphones": the goal and the child): each with what it says.
        if (2...3).contains(results.records.count), Set(results.records.map(\.entity)).count == results.records.count {
            return results.records.map { describe($0, asking: words) }.joined(separator: " ")
        }
        let titles = results.records.map(\.record.title)
        let type = model.entity(named: results.records.first?.entity ?? "")?.title.lowercased() ?? "results"
        return "I found \(results.records.count) in \(app.name) (\(type)): \(Format.list(titles))."
    }

    /// Words a question's form stands for: "how much" asks a price or an
    /// amount, "who" a person (added to the question's words for `describe`).
    static func askedKinds(_ tokens: [Token]) -> Set<String> {
        var kinds: Set<String> = []
        for (index, token) in tokens.enumerated() {
            if token.text == "how", index + 1 < tokens.count, tokens[index + 1].text == "much" { kinds.formUnion(moneyStems) }
            if ["who", "who's", "whos", "whose", "whom"].contains(token.text) { kinds.formUnion(personStems) }
        }
        return kinds
    }

    static let moneyStems = Set(["price", "cost", "fee", "amount", "total", "charge", "rate", "paid", "euro", "dollar", "pound"].map(Stemmer.stem))
    static let personStems = Set(["who", "engineer", "trainer", "coach", "instructor", "teacher", "tutor", "technician", "driver", "stylist",
                                   "leader", "dentist", "doctor", "clinician", "therapist", "guide", "host", "umpire", "referee", "captain",
                                   "assigned", "with"].map(Stemmer.stem))

    /// One record as said: its title, then its properties, those the question's words name first.
    func describe(_ record: RecordModel, asking words: Set<String>) -> String {
        guard let position = model.entityPosition(named: record.entity) else { return record.record.title + "." }
        let entity = model.app.entities[position]
        let properties = visibleProperties(record)
        // A property the question names by its title, then by its description ("what will the parts come to"), then dates.
        let ranks = entity.properties.indices.map { index in
            !model.propertyTerms[position][index].isDisjoint(with: words) ? 0
                : !model.propertyDescriptionTerms[position][index].isDisjoint(with: words) ? 1
                : entity.properties[index].type.unwrapped == .date ? 2 : 3
        }
        let ordered = entity.properties.indices.sorted { (ranks[$0], $0) < (ranks[$1], $1) }.map { entity.properties[$0] }
        let spoken = ordered.compactMap { property -> String? in
            guard let value = properties[property.name], !value.isNull else { return nil }
            if case .bool(let flag) = value { return flag ? property.title.lowercased() : "not \(property.title.lowercased())" }
            return "\(property.title): \(Format.value(value, type: property.type, app: model, clock: context.clock, spelled: true))"
        }.prefix(4)
        var text = record.record.title
        if !spoken.isEmpty { text += ". " + spoken.joined(separator: "; ") }
        if properties.count < record.record.properties.count { text += ". Unlock your device for more" }
        return text + "."
    }
}
