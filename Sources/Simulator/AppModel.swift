import Foundation
import AppDefinitions
import Dates
import Utterances

/// What the simulator knows of one app, computed once per app definition:
/// the words of its name, a relevance index over its intents, entity types
/// and skills, its App Shortcut phrases as patterns, and its records' names.
/// It reads only the app definition, so it works for any app.
///
/// Everything a turn would otherwise work out again from the app's own text
/// (names prepared for matching, terms of titles, which records a word can
/// name) is worked out here: a turn then spends its time on the utterance.
final class AppModel: Sendable {
    let app: AppDefinition
    /// The app's name and synonyms as lowercased word lists.
    let names: [[String]]
    /// The same, prepared for matching.
    let namePhrases: [Fuzzy.Phrase]
    let intents: [IntentModel]
    /// Intents Siri may choose by meaning: the tools (`tool: true`) and schema
    /// intents, or every intent when the app marks none. Others run only
    /// through their App Shortcut phrases.
    let chosenByMeaning: [Int]
    let intentIndex: RelevanceIndex
    let phrases: [PhrasePattern]
    let records: [RecordModel]
    /// By record, the first word of its title when that word alone names it (see `init`).
    /// `capitalised`: it names the record only when said with a capital (a person's first name).
    let leadingNames: [(words: [String], phrase: Fuzzy.Phrase, capitalised: Bool)?]
    let entityIndex: RelevanceIndex
    let skillIndex: RelevanceIndex
    let skillTerms: [Set<String>]
    /// The terms of each skill and of its body: what a loaded skill speaks of.
    let skillWords: [Set<String>]
    /// What each skill's steps call and forbid.
    let skillSteps: [SkillSteps]
    /// Words that start a new request after "and" or a comma: the first words
    /// of the intents' titles and the action verbs, less the most general.
    let clauseVerbs: Set<String>
    /// Stems of every parameter's title: "…and remind me two days before"
    /// gives a booking's Reminder, not a request of its own.
    let parameterTitleStems: Set<String>
    /// How many intents take a record of each entity type.
    let intentsTaking: [String: Int]
    /// The verbs the intents' descriptions start with (`IntentModel.descriptionVerb`).
    let descriptionVerbs: Set<String>
    /// The first words of the intents' titles, stemmed.
    let titleVerbs: Set<String>
    /// The words of what one intent alone acts on ("audit" of Schedule
    /// Audit), by the verb that acts on it: after a light verb ("put the
    /// boiler audit in for Monday", "put in a pledge") the noun says the
    /// action. The noun itself when the title's verb is light too ("Make a Pledge").
    let nounVerbs: [String: String]
    /// The one tool that acts on each noun of the titles (see `nounVerbs`),
    /// for a list of tasks named by their nouns ("new curtains, an audit and a notice").
    let nounIntents: [String: Int]
    /// Stems of every intent's title words.
    let titleStems: Set<String>
    /// Every word of a record's or an enum case's name, for a quick look
    /// before matching names in an utterance.
    let nameVocabulary: Set<String>
    /// The same words by their stem ("scale" and "scales").
    let vocabularyByStem: [String: [String]]
    /// The same words by their first letter, for typo-tolerant lookups.
    let vocabularyByLetter: [Character: [String]]
    /// What an utterance's word can stand for, remembered per word.
    private let wordMemo = WordMemo()
    /// The records whose names have a name word, by that word (positions in `records`, in order).
    private let recordsByNameWord: [String: [Int]]
    /// The enum case names that have a name word, by that word (positions in `enumNames`, in order).
    private let enumNamesByNameWord: [String: [Int]]

    /// Utterances already read, by text and clock.
    private let readingMemo = ReadingMemo()

    /// What an utterance says to this app at this clock, read once: the
    /// runs of a scenario say the same words.
    func reading(of utterance: String, clock: ZonedClock) -> UtteranceReading {
        let key = ReadingMemo.Key(text: ExactText(utterance), now: clock.now, zone: clock.timeZone.identifier)
        if let known = readingMemo.get(key) { return known }
        let reading = UtteranceReading(utterance, model: self, clock: clock)
        readingMemo.set(key, reading)
        return reading
    }

    /// What a word of an utterance can stand for: the name words it is or
    /// nearly is, the records and enum case names those words are in, and
    /// whether it is or nearly is a word of the app's name.
    func facts(_ word: String) -> WordFacts {
        if let known = wordMemo.get(word) { return known }
        // "Aiko's attendance": a possessive names what its word names.
        let base = word.count > 3 && word.hasSuffix("'s") ? String(word.dropLast(2)) : word
        let exact = nameVocabulary.contains(base)
        var words = exact ? [base] : (vocabularyByLetter[base.first ?? " "] ?? []).filter { Fuzzy.similar($0, base) }
        // A word the app's intents use, or a verb, is meant as written: no slip for
        // another ("file a claim" is not "fire"), though a plural still names.
        if words.count > 0, words != [base], intentWords.contains(base) || ActionVerbs.all.contains(Stemmer.stem(base)) {
            let stem = Stemmer.stem(base)
            words = words.filter { Stemmer.stem($0) == stem }
        }
        var records = Set<Int>()
        var enums = Set<Int>()
        for name in words {
            records.formUnion(recordsByNameWord[name] ?? [])
            enums.formUnion(enumNamesByNameWord[name] ?? [])
        }
        // A word some record's name has exactly may still be another's plural ("scales" of "Scale").
        if exact {
            for name in vocabularyByStem[Stemmer.stem(base)] ?? [] where name != base { records.formUnion(recordsByNameWord[name] ?? []) }
        }
        let nearAppName = nameWords.contains(word) || nameWords.contains { $0.first == word.first && Fuzzy.similar($0, word) }
        let facts = WordFacts(nameWords: words, records: records.sorted(), enumNames: enums.sorted(), nearAppName: nearAppName)
        wordMemo.set(word, facts)
        return facts
    }

    /// Units a size ends with ("5x7 in", "30 cm").
    /// A name's numbers from 1 to 99 said in words ("5-gallon" → "five gallon"), nil when it has none.
    static func spokenNumbers(_ words: [String]) -> [String]? {
        var changed = false
        let spoken = words.flatMap { word -> [String] in
            let digits = word.prefix { $0.isASCII && $0.isNumber }
            let rest = word.dropFirst(digits.count)
            guard let said = Int(digits).flatMap(NumberParser.spelled), rest.isEmpty || rest.first == "-" else { return [word] }
            changed = true
            return [said] + (rest.count > 1 ? [String(rest.dropFirst())] : [])
        }
        return changed ? spoken : nil
    }

    static let sizeUnits: Set<String> = ["in", "inch", "inches", "cm", "mm", "ft"]

    /// Every word of the intents' titles, descriptions and parameters, lowercased.
    let intentWords: Set<String>
    /// Their stems: words that say what the app does, not which record.
    let intentStems: Set<String>
    /// Those of five letters or more, by first letter: what a misspelt word of a request may be.
    let intentWordsByLetter: [Character: [String]]

    /// The stems of the words of the intents that a word of six letters or
    /// more misspells by one letter ("inspecton": inspection, inspector),
    /// when it is no word of theirs or of the records' names and they are
    /// one word's forms (five letters or more in common at the start).
    func intentWords(misspeltAs word: String) -> [String] {
        guard word.count >= 6, word.allSatisfy(\.isLetter), !intentWords.contains(word), !nameVocabulary.contains(word),
              !intentStems.contains(Stemmer.stem(word)), let first = word.first else { return [] }
        // (Not another form of it, "practise" of "practised", nor its spelling of another form: "practise" is
        // the verb of "practice", "organise" of "organize".)
        let near = (intentWordsByLetter[first] ?? []).filter { other in
            abs(other.count - word.count) <= 1 && Fuzzy.distance(other, word, limit: 1) == 1 && !Self.isSpellingVariant(other, word)
                && !other.hasPrefix(word) && !word.hasPrefix(other)
        }
        guard let one = near.first, near.allSatisfy({ $0.commonPrefix(with: one).count >= 5 }) else { return [] }
        return Array(Set(near.map(Stemmer.stem))).sorted()
    }

    /// Whether two words of one length differ only by an "s" written for a "c" or a "z".
    static func isSpellingVariant(_ a: String, _ b: String) -> Bool {
        guard a.count == b.count else { return false }
        let differences = zip(a, b).filter { $0 != $1 }
        return differences.count == 1 && differences.allSatisfy { Set([$0.0, $0.1]) == ["s", "c"] || Set([$0.0, $0.1]) == ["s", "z"] }
    }

    /// The words of the app's name and synonyms.
    let nameWords: Set<String>
    /// Every enum case's names (title, identifier words, synonyms) as word lists.
    let enumNames: [EnumName]
    /// Case names that are a verb and its particle written as one word
    /// ("Pumpout", "Pickup"), by that verb's stem and particle: "pump the
    /// red canoe out" names them.
    let phrasalCases: [(verb: String, particle: String, name: EnumName)]
    /// The titles and synonyms of every enum case, each prepared for matching.
    let enumCasePhrases: [Fuzzy.Phrase]
    /// The titles and synonyms of each enum's cases, prepared, by enum identifier.
    private let casePhrasesByEnum: [String: [Fuzzy.Phrase]]

    /// The titles and synonyms of an enum's cases, prepared for matching, in order.
    func casePhrases(of enumeration: String) -> [Fuzzy.Phrase] { casePhrasesByEnum[enumeration] ?? [] }

    /// The names of the records Siri finds in Spotlight (indexed types, not
    /// hidden), prepared for matching: naming one addresses the app.
    let spotlightNames: [(record: Int, phrase: Fuzzy.Phrase)]
    /// Per entity type: the terms of its title and of its identifier's words.
    let entityTitleTerms: [[String]]
    let entityIdentifierTerms: [[String]]
    /// Positions in `app.entities` by identifier (the first of a name).
    private let entityPositions: [String: Int]
    /// Record titles by entity type and record identifier (the first of an identifier).
    private let recordTitles: [String: [String: String]]
    /// Enum case titles by enum and case identifier (the first of an identifier).
    private let caseTitles: [String: [String: String]]
    /// The records of each entity type, in order.
    private let recordsByEntity: [String: [RecordModel]]
    /// Per entity type, per property: the terms of its title and name.
    let propertyTerms: [[Set<String>]]
    /// The terms of each property's description ("What the parts and labour come to"): what a question may ask by.
    let propertyDescriptionTerms: [[Set<String>]]
    /// Per entity type: the names of its date properties, and of text
    /// properties every record fills with an ISO 8601 date ("arrives":
    /// "2026-03-27T14:00:00+01:00"), as apps often keep dates as text.
    let dateProperties: [[String]]
    /// Per entity type: whether its records have dates, in a property or
    /// written in their words (most of them), so a day can pick one.
    let isDated: [Bool]
    /// Whether a tool Siri may choose takes a day (`IntentModel.takesDay`).
    let aToolTakesDay: Bool

    /// The title of a record, as `app.entity(named:)?.record(id:)?.title` finds it.
    func recordTitle(entity: String, id: String) -> String? { recordTitles[entity]?[id] }

    /// The title of an enum case, as `app.enumeration(named:)?.cases.first { … }?.title` finds it.
    func caseTitle(enumeration: String, id: String) -> String? { caseTitles[enumeration]?[id] }

    /// The records of an entity type, in order.
    func records(of entity: String) -> [RecordModel] { recordsByEntity[entity] ?? [] }

    /// Whether some record of type `entity` holds `record`'s identifier or
    /// title as a property (a performance whose Production is "hamlet").
    func linksTo(_ record: RecordModel, from entity: String) -> Bool {
        guard record.entity != entity else { return false }
        let id = record.record.id.lowercased()
        let title = record.record.title.lowercased()
        return records(of: entity).contains { candidate in candidate.lowercasedValues.contains { $0 == id || $0 == title } }
    }

    /// The record of a type with an identifier.
    func record(entity: String, id: String) -> RecordModel? { records(of: entity).first { $0.record.id == id } }

    /// The phrasal verbs the app's intent titles start with ("Check In",
    /// "Sign Up"), as stemmed verb and particle: "check me in" asks for that
    /// action, not for any synonym of "check".
    let phrasalVerbs: Set<[String]>

    /// The records Siri can find in Spotlight (not `hideInSpotlight`), in order.
    let searchable: [RecordModel]
    /// The same, by entity type.
    private let searchableByEntity: [String: [RecordModel]]

    /// The records of an entity type Siri can find in Spotlight, in order.
    func searchable(of entity: String) -> [RecordModel] { searchableByEntity[entity] ?? [] }

    init(_ app: AppDefinition) {
        self.app = app
        names = ([app.name] + app.synonyms).map { Tokenizer.tokens($0).map(\.text) }.filter { !$0.isEmpty }
        namePhrases = names.map { Fuzzy.Phrase($0) }
        var positions: [String: Int] = [:]
        for (index, entity) in app.entities.enumerated() where positions[entity.identifier] == nil { positions[entity.identifier] = index }
        entityPositions = positions
        var titles: [String: [String: String]] = [:]
        for (name, position) in positions {
            var byID: [String: String] = [:]
            for record in app.entities[position].records where byID[record.id] == nil { byID[record.id] = record.title }
            titles[name] = byID
        }
        recordTitles = titles
        var cases: [String: [String: String]] = [:]
        for enumeration in app.enums where cases[enumeration.identifier] == nil {
            var byID: [String: String] = [:]
            for item in enumeration.cases where byID[item.identifier] == nil { byID[item.identifier] = item.title }
            cases[enumeration.identifier] = byID
        }
        caseTitles = cases
        dateProperties = app.entities.map { entity in
            entity.properties.filter { property in
                if property.type.unwrapped == .date { return true }
                guard property.type.unwrapped == .string else { return false }
                let values = entity.records.compactMap { $0.properties[property.name]?.string }
                return !values.isEmpty && values.allSatisfy { ISODate.parseDateTime($0) != nil || ISODate.parseDay($0) != nil }
            }.map(\.name)
        }
        propertyTerms = app.entities.map { entity in
            entity.properties.map { Set(TextCache.shared.terms($0.title + " " + Terms.words(ofIdentifier: $0.name))) }
        }
        propertyDescriptionTerms = app.entities.map { entity in
            entity.properties.map { Set(TextCache.shared.terms($0.description ?? "")) }
        }
        let marked = app.intents.indices.filter { app.intents[$0].tool || app.intents[$0].schema != nil }
        chosenByMeaning = marked.isEmpty ? Array(app.intents.indices) : marked
        phrases = app.shortcuts.flatMap { shortcut in
            shortcut.phrases.compactMap { phrase in
                app.intents.firstIndex { $0.identifier == shortcut.intent }.map { PhrasePattern(phrase, intent: $0) }
            }
        }
        let records = app.entities.flatMap { entity in entity.records.map { RecordModel($0, entity: entity) } }
        self.records = records
        recordsByEntity = Dictionary(grouping: records, by: \.entity)
        isDated = app.entities.indices.map { [dateProperties, recordsByEntity] position in
            let records = recordsByEntity[app.entities[position].identifier] ?? []
            return !dateProperties[position].isEmpty || (!records.isEmpty && records.count(where: { $0.writtenDay != nil }) * 2 >= records.count)
        }
        searchable = records.filter { !$0.record.hideInSpotlight }
        searchableByEntity = Dictionary(grouping: searchable, by: \.entity)
        let entityIndex = RelevanceIndex(app.entities.map { entity in
            var fields: [(terms: [String], weight: Double)] = [
                (Terms.of(entity.title), 3), (Terms.of(Terms.words(ofIdentifier: entity.identifier)), 2),
                (Terms.of(entity.description ?? ""), 1),
            ]
            for property in entity.properties {
                fields.append((Terms.of(property.title), 1))
                fields.append((Terms.of(property.description ?? ""), 0.5))
            }
            return fields
        })
        self.entityIndex = entityIndex
        let datedEntities = Set(app.entities.indices.filter { [isDated] in isDated[$0] }.map { app.entities[$0].identifier })
        let intents = app.intents.map { IntentModel($0, app: app, entityIndex: entityIndex, datedEntities: datedEntities) }
        self.intents = intents
        aToolTakesDay = chosenByMeaning.contains { intents[$0].takesDay }
        intentIndex = RelevanceIndex(intents.map(\.fields))
        entityTitleTerms = app.entities.map { TextCache.shared.terms($0.title) }
        entityIdentifierTerms = app.entities.map { TextCache.shared.terms(Terms.words(ofIdentifier: $0.identifier)) }
        skillIndex = RelevanceIndex(app.skills.map { [(Terms.of($0.description), 1), (Terms.of(Terms.words(ofIdentifier: $0.name)), 2)] })
        let skillTerms = app.skills.map { Set(Terms.of($0.description) + Terms.of(Terms.words(ofIdentifier: $0.name))) }
        self.skillTerms = skillTerms
        skillWords = app.skills.indices.map { skillTerms[$0].union(TextCache.shared.terms(app.skills[$0].body)) }
        skillSteps = app.skills.map { SkillSteps($0, intents: app.intents, entities: app.entities) }
        phrasalVerbs = Set(app.intents.compactMap { intent -> [String]? in
            let words = Tokenizer.tokens(intent.title).map(\.text)
            guard words.count >= 2, ActionVerbs.particles.contains(words[1]) else { return nil }
            return [Stemmer.stem(words[0]), words[1]]
        })
        parameterTitleStems = Set(app.intents.flatMap { $0.parameters.flatMap { Terms.of($0.title) } })
        titleStems = Set(app.intents.flatMap { Terms.of($0.title) })
        descriptionVerbs = Set(intents.compactMap(\.descriptionVerb))
        titleVerbs = Set(intents.compactMap(\.titleFirstWord))
        var owners: [String: [Int]] = [:]
        for index in chosenByMeaning where !app.intents[index].destructive {
            for noun in intents[index].objectTerms { owners[noun, default: []].append(index) }
        }
        // (Of a lookup and an action on one thing: the action, "a notice" posting one.)
        var lookups = Set<Int>()
        for (index, intent) in intents.enumerated() where intent.isLookup { lookups.insert(index) }
        self.nounIntents = owners.compactMapValues { found in
            let acting = found.filter { !lookups.contains($0) }
            return found.count == 1 ? found[0] : acting.count == 1 ? acting[0] : nil
        }
        var nounIntents: [String: [IntentModel]] = [:]
        for intent in intents where !intent.isLookup && (intent.verb != nil || intent.titleFirstWord.map(ActionVerbs.lightVerbs.contains) == true) {
            for noun in intent.objectTerms { nounIntents[noun, default: []].append(intent) }
        }
        nounVerbs = nounIntents.compactMapValues { owners in
            guard owners.count == 1, let verb = owners[0].titleFirstWord else { return nil }
            return ActionVerbs.lightVerbs.contains(verb) || ActionVerbs.weak.contains(verb) ? nil : verb
        }.merging(nounIntents.compactMap { noun, owners in
            owners.count == 1 && owners[0].titleFirstWord.map { ActionVerbs.lightVerbs.contains($0) || ActionVerbs.weak.contains($0) } == true ? (noun, noun) : nil
        }, uniquingKeysWith: { first, _ in first })
        intentsTaking = intents.reduce(into: [:]) { counts, intent in
            for type in Set(intent.entityParameterTypes) { counts[type, default: 0] += 1 }
        }
        clauseVerbs = Set(intents.compactMap(\.titleFirstWord)).union(descriptionVerbs).union(ActionVerbs.all)
            .subtracting(["up", "set", "make", "get", "go", "put", "any", "new", "note", "text", "call", "end", "run", "see", "next", "last", "first"])
        enumNames = app.enums.flatMap { enumeration in
            enumeration.cases.flatMap { item in
                ([item.title, Terms.words(ofIdentifier: item.identifier)] + item.synonyms).flatMap { name -> [EnumName] in
                    let words = Tokenizer.tokens(name).map(\.text)
                    // ("5x7 in" is said "5x7": a size without its unit.)
                    let unitless = words.count >= 2 && Self.sizeUnits.contains(words[words.count - 1]) && words[words.count - 2].contains(where: \.isNumber)
                    // ("20-Litre Tub" is said "twenty litre tub".)
                    let spoken = Self.spokenNumbers(words)
                    return ([words] + (unitless ? [Array(words.dropLast())] : []) + (spoken.map { [$0] } ?? []))
                        .map { EnumName(enumeration: enumeration.identifier, identifier: item.identifier, words: $0) }
                }.filter { !$0.words.isEmpty }
            }
        }
        phrasalCases = enumNames.compactMap { name in
            guard name.words.count == 1, let particle = ActionVerbs.particles.first(where: { name.words[0].hasSuffix($0) }),
                  name.words[0].count >= particle.count + 3 else { return nil }
            return (Stemmer.stem(String(name.words[0].dropLast(particle.count))), particle, name)
        }
        var byEnum: [String: [Fuzzy.Phrase]] = [:]
        var allCases: [Fuzzy.Phrase] = []
        for enumeration in app.enums {
            let phrases = enumeration.cases.flatMap { item in ([item.title] + item.synonyms).map { Fuzzy.Phrase($0) } }
            allCases += phrases
            if byEnum[enumeration.identifier] == nil { byEnum[enumeration.identifier] = phrases }
        }
        enumCasePhrases = allCases
        casePhrasesByEnum = byEnum
        nameVocabulary = Set(records.flatMap { $0.names.flatMap { $0 } } + enumNames.flatMap(\.words))
        intentWords = Set(app.intents.flatMap { intent in
            ([intent.title, intent.description ?? ""] + intent.parameters.flatMap { [$0.title, $0.description ?? ""] })
                .flatMap { Tokenizer.tokens($0).map(\.text) }
        })
        intentStems = Set(intentWords.map(Stemmer.stem))
        intentWordsByLetter = Dictionary(grouping: intentWords.filter { $0.count >= 5 && $0.allSatisfy(\.isLetter) }.sorted(), by: { $0.first ?? " " })
        vocabularyByLetter = Dictionary(grouping: nameVocabulary.sorted(), by: { $0.first ?? " " })
        vocabularyByStem = Dictionary(grouping: nameVocabulary.sorted(), by: Stemmer.stem)
        nameWords = Set(names.flatMap { $0 })
        var recordsByWord: [String: [Int]] = [:]
        for (index, record) in records.enumerated() {
            for word in Set(record.names.flatMap { $0 }) { recordsByWord[word, default: []].append(index) }
        }
        recordsByNameWord = recordsByWord
        // ("Which locker is Priti in?" names the member "Priti Anand": the first name of a person's
        // record, a capitalised title of two words or more, names it on its own too, when no other
        // record's names have it.)
        let personTypes = Set(app.entities.filter { entity in
            !Set(Terms.of(entity.title)).isDisjoint(with: ParameterFiller.personStems.union(Self.personTypeStems))
        }.map(\.identifier))
        var enumsByWord: [String: [Int]] = [:]
        for (index, name) in enumNames.enumerated() {
            for word in Set(name.words) { enumsByWord[word, default: []].append(index) }
        }
        // ("Repair the lighthuose lmap" names "Lighthouse table lamp": of any type, the first word
        // of a title, of five letters or more, that no other record, case or intent has and that is no
        // word of a day or an action, names it on its own, capital or not.)
        let typeWords = Set(app.entities.flatMap { Tokenizer.tokens($0.title).map(\.text) })
        let intentVocabulary = intentWords
        leadingNames = records.map { record in
            let title = Tokenizer.tokens(record.record.title)
            guard title.count >= 2, let first = title.first, !first.isStopWord, !first.isNumeric, recordsByWord[first.text]?.count == 1,
                  !record.names.contains([first.text]) else { return nil }
            if personTypes.contains(record.entity), title.allSatisfy({ $0.raw.first?.isUppercase == true }), first.text.count >= 3 {
                return ([first.text], Fuzzy.Phrase([first.text]), true)
            }
            guard first.text.count >= 5, first.text.allSatisfy(\.isLetter), !first.isDateWord, enumsByWord[first.text] == nil,
                  !intentVocabulary.contains(first.text), !typeWords.contains(first.text), !ActionVerbs.all.contains(Stemmer.stem(first.text)) else { return nil }
            return ([first.text], Fuzzy.Phrase([first.text]), false)
        }
        enumNamesByNameWord = enumsByWord
        var spotlight: [(record: Int, phrase: Fuzzy.Phrase)] = []
        for (index, record) in records.enumerated() where !record.record.hideInSpotlight && positions[record.entity].map({ app.entities[$0].indexed }) == true {
            for name in record.names where name.count > 1 || !Stemmer.stopWords.contains(name[0]) {
                spotlight.append((index, Fuzzy.Phrase(name)))
            }
        }
        spotlightNames = spotlight
    }

    /// Words of entity types whose records are people, besides the people a parameter names.
    static let personTypeStems = Set(["teacher", "instructor", "coach", "artist", "dentist", "doctor", "therapist", "stylist", "barber", "tutor",
                                      "nurse", "driver", "staff", "chef", "vet", "groomer", "walker", "trainer", "owner", "notary", "technician",
                                      "ringer", "guide", "host", "resident", "employee", "worker", "agent", "mentor", "parent"].map(Stemmer.stem))

    func entity(named name: String) -> EntityType? {
        entityPositions[name].map { app.entities[$0] }
    }

    /// The position of an entity type in `app.entities`.
    func entityPosition(named name: String) -> Int? { entityPositions[name] }
}

/// What a word of an utterance can stand for in one app (see `AppModel.facts`).
struct WordFacts: Sendable {
    /// The name words it is, or nearly is.
    let nameWords: [String]
    /// Records with one of those words in a name, by position, in order.
    let records: [Int]
    /// Enum case names with one of those words, by position, in order.
    let enumNames: [Int]
    /// It is, or nearly is, a word of the app's name or a synonym.
    let nearAppName: Bool
}

/// One name of an enum case (its title, identifier words or a synonym).
struct EnumName: Sendable {
    let enumeration: String
    let identifier: String
    let words: [String]
    /// The name prepared for matching.
    let phrase: Fuzzy.Phrase
    /// One word too common to name a value on its own.
    let isWeak: Bool

    init(enumeration: String, identifier: String, words: [String]) {
        self.enumeration = enumeration
        self.identifier = identifier
        self.words = words
        phrase = Fuzzy.Phrase(words)
        isWeak = words.count == 1 && Mentions.weakWords.contains(words[0])
    }
}

/// An intent with what the simulator derives from its text.
final class IntentModel: Sendable {
    /// Title words that say nothing of what an intent acts on.
    static let genericTitleWords: Set<String> = Set(["availability", "available", "detail", "details", "status", "info", "new", "my", "estimate"].map(Stemmer.stem))

    let intent: Intent
    /// The fields of its relevance document.
    let fields: [(terms: [String], weight: Double)]
    /// The stemmed words of its title.
    let titleTerms: Set<String>
    /// Its title's words past the verb: what it acts on ("desk" of "Check Desk Availability").
    let objectTerms: Set<String>
    /// For each number parameter, the title keywords of the intent's other
    /// number parameters ("two beds" is not two guests).
    let otherNumberWords: [String: Set<String>]
    /// Only looks things up (its title starts with find, search, list, show,
    /// get, check, look...): safe to run for a question.
    let isLookup: Bool
    /// The action verb its title starts with ("book" for "Book a Table"), if any.
    let verb: String?
    /// Whether it takes a day: a date parameter, a record that has one, or a text that may say it.
    let takesDay: Bool
    /// Its title's first word, stemmed, verb or not.
    let titleFirstWord: String?
    /// Its title's last word, stemmed: the noun of the action when a title
    /// names one ("Request a Date Change").
    let titleLastWord: String?
    /// The verb its description starts with, stemmed ("put" of "Puts a score
    /// in the choir's shared folder"): the app's own word for the action too.
    let descriptionVerb: String?
    /// Terms of its title, identifier and phrases.
    let strongTerms: Set<String>
    /// Terms of its parameters' titles.
    let parameterTitleTerms: Set<String>
    /// The entity type a lookup returns: its declared result, else the type
    /// its title and description are about.
    let lookupResultType: String?
    /// The entity types of its parameters (looking through optionals, not arrays).
    let entityParameterTypes: [String]
    /// The traits of its parameters, by name.
    let traits: [String: ParameterTraits]
    /// Its parameters in the order they are filled: text last, as text takes
    /// the words the others leave.
    let fillOrder: [Parameter]
    /// What kind of value each parameter takes, for counting the values a request gives.
    let fitKinds: [FitKind]

    /// The kind of value a parameter takes (an array's element, looking
    /// through the parameter's own optional).
    enum FitKind: Sendable {
        case number, date, duration, string, other
        /// A text that names what is made (Name, Title): "called X" gives it.
        case name
        /// A number that is a length of time (`minutes`): a number or a duration.
        case timeNumber
        /// An array of entities: each record named is a value.
        case entities(String)
        case entity(String)
        case enumeration(String)
    }
    /// Its dialog cut at its `{parameter}` placeholders; nil without a dialog.
    let dialogPieces: [DialogPiece]?
    /// The first word of the type of the entity it returns ("reservation" of
    /// `ReservationEntity`), which starts the identifiers of its results.
    let resultPrefix: String

    /// A piece of a dialog: text as written, or a placeholder's parameter name.
    enum DialogPiece: Sendable {
        case text(String)
        case value(String)
    }

    /// Last words of a title that names information to look up.
    static let informationWords: Set<String> = Set(["report", "average", "summary", "status", "forecast", "balance", "history", "stats", "statistics", "overview", "details", "info", "day", "total", "conditions", "times", "hours", "level", "score", "progress", "schedule", "weather"].map(Stemmer.stem))

    /// The verb a description starts with, past an adverb ("Permanently
    /// deletes…"): a word in the third person ("Puts", "Refills"), stemmed.
    static func descriptionVerb(_ description: String?) -> String? {
        guard let description else { return nil }
        var tokens = Tokenizer.tokens(description)[...]
        if let first = tokens.first, first.text.hasSuffix("ly") { tokens = tokens.dropFirst() }
        guard let word = tokens.first?.text, word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("'s"),
              !notDescriptionVerbs.contains(word) else { return nil }
        let stem = Stemmer.stem(word)
        // ("Gives up one of your shifts": the verb and its particle, as a request says them.)
        if let particle = tokens.dropFirst().first?.text, let meant = ActionVerbs.phrasal[stem]?[particle] { return meant }
        return stem == word || stem.count < 3 ? nil : stem
    }

    /// Verbs of a description that make or change something: its intent is no
    /// lookup, whatever its title's first word.
    static let makingVerbs: Set<String> = Set(["put", "add", "create", "post", "publish", "offer", "sell", "submit", "send", "book", "reserve", "delete", "remove", "record", "log", "save", "make", "order", "buy", "pay", "cancel", "start", "set", "change", "update", "move"].map(Stemmer.stem))

    /// Words that start descriptions and end in "s" but are no verbs.
    static let notDescriptionVerbs: Set<String> = ["this", "these", "those", "yours", "ours", "theirs", "always", "perhaps", "sometimes", "various", "news", "status", "plus", "lets", "thus", "hours", "minutes", "days", "weeks"]

    static let lookupVerbs: Set<String> = [
        "find", "search", "list", "show", "get", "check", "look", "view", "see", "browse", "lookup",
        "query", "read", "fetch", "display", "count", "what", "which", "when", "where", "who", "how",
        "estimate", "calculate", "compare", "preview", "explore", "discover", "suggest", "recommend",
    ]

    init(_ intent: Intent, app: AppDefinition, entityIndex: RelevanceIndex, datedEntities: Set<String>) {
        self.intent = intent
        takesDay = intent.parameters.contains { parameter in
            switch parameter.type.unwrapped {
            case .date, .string: return true
            case .entity(let name): return datedEntities.contains(name)
            default: return false
            }
        }
        var fields: [(terms: [String], weight: Double)] = [
            (Terms.of(intent.title), 3),
            (Terms.of(Terms.words(ofIdentifier: intent.identifier)), 2),
            (Terms.affirmed(intent.description ?? ""), 1),
        ]
        for parameter in intent.parameters {
            fields.append((Terms.of(parameter.title), 1))
            fields.append((Terms.of(Terms.words(ofIdentifier: parameter.name)), 0.5))
            fields.append((Terms.of(parameter.description ?? ""), 0.5))
            fields.append((Self.valueTerms(parameter.type.unwrapped, app: app), 0.5))
        }
        for shortcut in app.shortcuts where shortcut.intent == intent.identifier {
            for phrase in shortcut.phrases {
                fields.append((Terms.of(phrase.replacingSlots()), 1))
            }
        }
        let firstWord = ActionVerbs.titleVerb(Tokenizer.tokens(intent.title).map(\.text)) ?? ""
        // "Sign Up for a Class" is found by "signup" and its synonyms ("register").
        if !firstWord.isEmpty, !Terms.of(intent.title).contains(firstWord) { fields.append(([firstWord], 3)) }
        self.fields = fields
        titleTerms = Set(Terms.of(intent.title))
        // A title that names information, not an action ("Snow Report", "Next Bin Day"), looks it up too.
        let lastWord = Tokenizer.tokens(intent.title).last.map { Stemmer.stem($0.text) } ?? ""
        let namesInformation = !ActionVerbs.all.contains(firstWord) && Self.informationWords.contains(lastWord)
        descriptionVerb = Self.descriptionVerb(intent.description)
        // ("List Robe", which "Puts a spare robe up for loan", makes something: no lookup.)
        let makes = descriptionVerb.map(Self.makingVerbs.contains) ?? false
        // ("Track an Order" tells where a thing is; "Track a Run", with values to keep, logs one.)
        let tracks = ["track", "trace", "locate"].contains(firstWord) && intent.parameters.allSatisfy { if case .entity = $0.type.unwrapped { true } else { false } }
        // ("Check In Guest" and "Check Out Guest" act: only a check of something looks it up.)
        let titleWords = Tokenizer.tokens(intent.title).map(\.text)
        let checksInOrOut = titleWords.count > 1 && titleWords[0] == "check" && ["in", "out"].contains(titleWords[1])
        isLookup = (Self.lookupVerbs.contains(firstWord) || namesInformation || tracks) && !checksInOrOut && !intent.destructive && !intent.needsConfirmation && !makes
        verb = ActionVerbs.all.contains(firstWord) ? firstWord : nil
        titleFirstWord = firstWord.isEmpty ? nil : firstWord
        titleLastWord = lastWord.isEmpty ? nil : lastWord
        objectTerms = titleTerms.subtracting([firstWord]).subtracting(Self.genericTitleWords)
        var strong = Set(Terms.of(intent.title) + Terms.of(Terms.words(ofIdentifier: intent.identifier)))
        for shortcut in app.shortcuts where shortcut.intent == intent.identifier {
            for phrase in shortcut.phrases { strong.formUnion(Terms.of(phrase.replacingSlots())) }
        }
        strongTerms = strong
        parameterTitleTerms = Set(intent.parameters.flatMap { Terms.of($0.title) })
        if case .entity(let type)? = intent.result?.unwrapped.arrayElement ?? intent.result?.unwrapped {
            lookupResultType = type
        } else {
            let scores = entityIndex.scores(TextCache.shared.terms(intent.title + " " + (intent.description ?? "")))
            if let best = scores.indices.max(by: { scores[$0] < scores[$1] }), scores[best] > 0 {
                lookupResultType = app.entities[best].identifier
            } else {
                lookupResultType = nil
            }
        }
        entityParameterTypes = intent.parameters.compactMap { parameter in
            if case .entity(let name) = parameter.type.unwrapped { return name }
            return nil
        }
        traits = Dictionary(uniqueKeysWithValues: intent.parameters.map { ($0.name, ParameterTraits($0)) })
        let numbers = intent.parameters.filter { $0.type.unwrapped == .int || $0.type.unwrapped == .double }
        otherNumberWords = Dictionary(uniqueKeysWithValues: numbers.map { [traits] parameter in
            (parameter.name, numbers.reduce(into: Set<String>()) { if $1.name != parameter.name { $0.formUnion(traits[$1.name]?.titleKeywords ?? []) } })
        })
        // Text last, and of text, what a cue word introduces ("by", "to") before the words that are left.
        let texts = intent.parameters.filter { $0.type.unwrapped == .string }
        // (Codes first of all: "VK3XYZ" is the callsign, not the operator's name.)
        let codes = texts.filter { [traits] in traits[$0.name]?.exampleShape != nil }
        let cued = texts.filter { [traits] in traits[$0.name]?.exampleShape == nil && (traits[$0.name]?.isCreator == true || traits[$0.name]?.isPerson == true) }
        fillOrder = intent.parameters.filter { $0.type.unwrapped != .string } + codes + cued
            + texts.filter { name in !cued.contains { $0.name == name.name } && !codes.contains { $0.name == name.name } }
        fitKinds = intent.parameters.map { [traits] parameter in
            let type = parameter.type.unwrapped
            if case .entity(let name)? = type.arrayElement?.unwrapped { return .entities(name) }
            switch type.arrayElement ?? type {
            case .int, .double: return traits[parameter.name]?.measuresTime == true ? .timeNumber : .number
            case .date: return .date
            case .duration: return .duration
            case .entity(let name): return .entity(name)
            case .enumeration(let name): return .enumeration(name)
            case .string: return traits[parameter.name]?.kind == .heading ? .name : .string
            default: return .other
            }
        }
        if let dialog = intent.dialog, !dialog.isEmpty {
            var pieces: [DialogPiece] = []
            var rest = Substring(dialog)
            while let open = rest.firstIndex(of: "{") {
                pieces.append(.text(String(rest[..<open])))
                rest = rest[rest.index(after: open)...]
                guard let close = rest.firstIndex(of: "}") else { pieces.append(.text("{")); break }
                pieces.append(.value(String(rest[..<close])))
                rest = rest[rest.index(after: close)...]
            }
            pieces.append(.text(String(rest)))
            dialogPieces = pieces
        } else {
            dialogPieces = nil
        }
        if case .entity(let type)? = intent.result?.unwrapped {
            resultPrefix = String(Terms.words(ofIdentifier: type).split(separator: " ").first ?? "result")
        } else {
            resultPrefix = "result"
        }
    }

    /// The names and synonyms of the values a parameter of this type takes.
    static func valueTerms(_ type: ValueType, app: AppDefinition) -> [String] {
        switch type {
        case .enumeration(let name):
            guard let enumeration = app.enumeration(named: name) else { return [] }
            return enumeration.cases.flatMap { Terms.of(([$0.title] + $0.synonyms).joined(separator: " ")) }
                + Terms.of(enumeration.title)
        case .entity(let name):
            guard let entity = app.entity(named: name) else { return [] }
            return Terms.of(entity.title) + entity.records.prefix(200).flatMap { Terms.of(([$0.title] + $0.synonyms).joined(separator: " ")) }
        case .array(let element), .optional(let element):
            return valueTerms(element, app: app)
        default:
            return []
        }
    }
}

/// A record with its names as word lists, for finding it in an utterance.
final class RecordModel: Sendable {
    let entity: String
    let record: Record
    /// The title and synonyms, lowercased words.
    let names: [[String]]
    /// The names prepared for matching.
    let namePhrases: [Fuzzy.Phrase]
    /// The names that can name the record on their own (not one weak word
    /// such as "any"), prepared for matching.
    let candidateNames: [(words: [String], phrase: Fuzzy.Phrase)]
    /// Terms of its title, subtitle, synonyms and text properties, for search.
    let terms: Set<String>
    /// The stems of its names' words.
    let nameStems: [String]
    /// The day its title, subtitle or a text property writes ("Sat 15 May"), if any.
    let writtenDay: WrittenDay?
    /// Its text properties' values, lowercased: how records name one
    /// another (see `ParameterFiller.linkedRecord`).
    let lowercasedValues: [String]
    /// The stems of its text properties' words, and of each of its names.
    let valueStems: Set<String>
    let nameStemSets: [Set<String>]
    /// The words of its title, subtitle, synonyms and text properties as
    /// written, lowercased: the exact form said tells records apart that
    /// share a stem ("at Rosa's" is the picnic at "Rosa's cabin", not the
    /// one Rosa goes to).
    let writtenWords: Set<String>
    /// A property says it is over ("Completed", "Cancelled", "Returned"):
    /// of two records a request fits equally, the one still going on is meant.
    let isOver: Bool
    /// A property says it is under way or ahead ("Active", "Booked", "Upcoming").
    let isCurrent: Bool

    /// Values of a status that say a record is over, or still going on.
    static let overWords: Set<String> = ["completed", "complete", "cancelled", "canceled", "returned", "expired", "declined",
                                         "closed", "finished", "done", "past", "archived", "refunded", "resolved", "collected", "used"]
    static let currentWords: Set<String> = ["active", "ongoing", "in progress", "current", "booked", "confirmed", "upcoming",
                                            "scheduled", "in use", "checked in", "underway", "live"]

    init(_ record: Record, entity: EntityType) {
        self.entity = entity.identifier
        self.record = record
        let spelled = ([record.title] + record.synonyms).map { Tokenizer.tokens($0) }.filter { !$0.isEmpty }
        // "my rooibos tea" names "Rooibos Tea 12 oz": a name without the amount it ends with;
        // "Daisy" names "Daisy (101)": a name without what its brackets add.
        let unbracketed = ([record.title] + record.synonyms).compactMap(Self.withoutBrackets).map { Tokenizer.tokens($0).map(\.text) }
        let written = spelled.map { $0.map(\.text) }
        // ("Plot thirteen, orchard field" names "Plot 13, Orchard field": its numbers said in words, in a name of two words or more.)
        let spoken = written.filter { $0.count >= 2 }.compactMap(AppModel.spokenNumbers)
        names = written + spelled.compactMap(Self.withoutAmount) + unbracketed.filter { !$0.isEmpty } + spoken
        let phrases = names.map { Fuzzy.Phrase($0) }
        namePhrases = phrases
        candidateNames = zip(names, phrases).filter { !($0.0.count == 1 && Mentions.weakWords.contains($0.0[0])) }.map { ($0.0, $0.1) }
        var text = ([record.title, record.subtitle ?? ""] + record.synonyms).joined(separator: " ")
        for (_, value) in record.properties {
            if let string = value.string { text += " " + string }
        }
        terms = Set(Terms.of(text))
        nameStems = names.flatMap { $0.map(Stemmer.stem) }
        writtenDay = ([record.title, record.subtitle ?? ""] + record.properties.compactMap { $0.value.string }).lazy.compactMap(WrittenDay.first(in:)).first
        lowercasedValues = record.properties.compactMap { $0.value.string?.lowercased() }
        valueStems = Set(record.properties.compactMap { $0.value.string }.flatMap { Terms.of($0) })
        nameStemSets = ([record.title] + record.synonyms).map { Set(Terms.of($0)) }.filter { !$0.isEmpty }
        writtenWords = Set(Tokenizer.tokens(text).map(\.text))
        isOver = lowercasedValues.contains(where: Self.overWords.contains)
        isCurrent = lowercasedValues.contains(where: Self.currentWords.contains)
    }
}

extension RecordModel {
    /// The words of a name before the amount it ends with ("Rooibos Tea 12 oz",
    /// "Cough Syrup 250 mg/5 mL"), nil for a name that does not end with one.
    /// Two records that differ only in their amounts then share a name, and
    /// Siri asks which.
    /// Units of a dose or a pack that no conversion needs ("50 mcg", "30 ct").
    static let amountWords: Set<String> = ["mcg", "µg", "iu", "ct", "pk", "pcs", "tabs", "caps"]

    /// A name without a part in brackets ("Daisy (101)", "Studio (upstairs)"),
    /// nil for a name with none.
    static func withoutBrackets(_ name: String) -> String? {
        guard let open = name.firstIndex(of: "("), let close = name[open...].firstIndex(of: ")") else { return nil }
        let rest = String(name[..<open]) + String(name[name.index(after: close)...])
        return rest.contains(where: \.isLetter) ? rest : nil
    }

    static func withoutAmount(_ tokens: [Token]) -> [String]? {
        // (An amount has a unit: "Invoice 1036" and "Room 12" are no names without their number.)
        guard let start = tokens.firstIndex(where: \.isNumeric), start > 0,
              tokens[start...].contains(where: { Unit(word: $0.text) != nil || amountWords.contains($0.text) }),
              tokens[start...].allSatisfy({ $0.isNumeric || Unit(word: $0.text) != nil || $0.text.utf8.count <= 3 }) else { return nil }
        return tokens[..<start].map(\.text)
    }
}

extension String {
    /// The phrase with `${...}` slots removed, for its words alone.
    func replacingSlots() -> String {
        var result = ""
        var rest = Substring(self)
        while let start = rest.range(of: "${") {
            result += rest[..<start.lowerBound]
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "}") else { break }
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }
}

/// A word → facts memo shared by the runs of one app.
private final class WordMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var facts: [String: WordFacts] = [:]

    func get(_ word: String) -> WordFacts? { lock.withLock { facts[word] } }
    func set(_ word: String, _ value: WordFacts) { lock.withLock { facts[word] = value } }
}

/// Utterance readings by text (byte for byte) and clock, shared by the runs of one app.
private final class ReadingMemo: @unchecked Sendable {
    struct Key: Hashable {
        let text: ExactText
        let now: Double
        let zone: String
    }

    /// Past this many readings the memo starts again, so a huge suite does not grow it without end.
    static let limit = 20_000

    private let lock = NSLock()
    private var readings: [Key: UtteranceReading] = [:]

    func get(_ key: Key) -> UtteranceReading? { lock.withLock { readings[key] } }

    func set(_ key: Key, _ value: UtteranceReading) {
        lock.withLock {
            if readings.count >= Self.limit { readings.removeAll() }
            readings[key] = value
        }
    }
}
