import Foundation
import AppDefinitions
import Utterances

/// What the simulator knows of one app, computed once per app definition:
/// the words of its name, a relevance index over its intents, entity types
/// and skills, its App Shortcut phrases as patterns, and its records' names.
/// It reads only the app definition, so it works for any app.
final class AppModel: Sendable {
    let app: AppDefinition
    /// The app's name and synonyms as lowercased word lists.
    let names: [[String]]
    let intents: [IntentModel]
    /// Intents Siri may choose by meaning: the tools (`tool: true`) and schema
    /// intents, or every intent when the app marks none. Others run only
    /// through their App Shortcut phrases.
    let chosenByMeaning: [Int]
    let intentIndex: RelevanceIndex
    let phrases: [PhrasePattern]
    let records: [RecordModel]
    let entityIndex: RelevanceIndex
    let skillIndex: RelevanceIndex
    let skillTerms: [Set<String>]
    /// Words that start a new request after "and" or a comma: the first words
    /// of the intents' titles and the action verbs, less the most general.
    let clauseVerbs: Set<String>
    /// Every word of a record's or an enum case's name, for a quick look
    /// before matching names in an utterance.
    let nameVocabulary: Set<String>
    /// The same words by their first letter, for typo-tolerant lookups.
    let vocabularyByLetter: [Character: [String]]
    /// Name words an utterance's word stands for, remembered per word.
    private let nameWordMemo = NameWordMemo()

    /// The name words a word of an utterance is, or nearly is (a small typo).
    func nameWords(for word: String) -> [String] {
        if let known = nameWordMemo.get(word) { return known }
        let words = nameVocabulary.contains(word) ? [word] : (vocabularyByLetter[word.first ?? " "] ?? []).filter { Fuzzy.similar($0, word) }
        nameWordMemo.set(word, words)
        return words
    }
    /// The words of the app's name and synonyms.
    let nameWords: Set<String>
    /// The traits of every parameter, by intent identifier and parameter name.
    let traits: [String: [String: ParameterTraits]]
    /// Every enum case's names (title, identifier words, synonyms) as word lists.
    let enumNames: [(enumeration: String, identifier: String, words: [String])]

    init(_ app: AppDefinition) {
        self.app = app
        names = ([app.name] + app.synonyms).map { Tokenizer.tokens($0).map(\.text) }.filter { !$0.isEmpty }
        intents = app.intents.map { IntentModel($0, app: app) }
        let marked = app.intents.indices.filter { app.intents[$0].tool || app.intents[$0].schema != nil }
        chosenByMeaning = marked.isEmpty ? Array(app.intents.indices) : marked
        intentIndex = RelevanceIndex(intents.map(\.fields))
        phrases = app.shortcuts.flatMap { shortcut in
            shortcut.phrases.compactMap { phrase in
                app.intents.firstIndex { $0.identifier == shortcut.intent }.map { PhrasePattern(phrase, intent: $0) }
            }
        }
        records = app.entities.flatMap { entity in entity.records.map { RecordModel($0, entity: entity) } }
        entityIndex = RelevanceIndex(app.entities.map { entity in
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
        skillIndex = RelevanceIndex(app.skills.map { [(Terms.of($0.description), 1), (Terms.of(Terms.words(ofIdentifier: $0.name)), 2)] })
        skillTerms = app.skills.map { Set(Terms.of($0.description) + Terms.of(Terms.words(ofIdentifier: $0.name))) }
        clauseVerbs = Set(app.intents.compactMap { Tokenizer.tokens($0.title).first.map { Stemmer.stem($0.text) } }).union(ActionVerbs.all)
            .subtracting(["up", "set", "make", "get", "go", "put", "any", "new", "note", "text", "call", "end", "run", "see"])
        enumNames = app.enums.flatMap { enumeration in
            enumeration.cases.flatMap { item in
                ([item.title, Terms.words(ofIdentifier: item.identifier)] + item.synonyms).map {
                    (enumeration.identifier, item.identifier, Tokenizer.tokens($0).map(\.text))
                }.filter { !$0.2.isEmpty }
            }
        }
        traits = Dictionary(uniqueKeysWithValues: app.intents.map { intent in
            (intent.identifier, Dictionary(uniqueKeysWithValues: intent.parameters.map { ($0.name, ParameterTraits($0)) }))
        })
        nameVocabulary = Set(records.flatMap { $0.names.flatMap { $0 } } + enumNames.flatMap(\.words))
        vocabularyByLetter = Dictionary(grouping: nameVocabulary.sorted(), by: { $0.first ?? " " })
        nameWords = Set(names.flatMap { $0 })
    }

    func entity(named name: String) -> EntityType? { app.entity(named: name) }

    /// The traits of a parameter (worked out on the spot for one the app does not declare).
    func traits(_ intent: Intent, _ parameter: Parameter) -> ParameterTraits {
        traits[intent.identifier]?[parameter.name] ?? ParameterTraits(parameter)
    }
}

/// An intent with what the simulator derives from its text.
struct IntentModel: Sendable {
    let intent: Intent
    /// The fields of its relevance document.
    let fields: [(terms: [String], weight: Double)]
    /// The stemmed words of its title.
    let titleTerms: Set<String>
    /// Only looks things up (its title starts with find, search, list, show,
    /// get, check, look...): safe to run for a question.
    let isLookup: Bool
    /// The action verb its title starts with ("book" for "Book a Table"), if any.
    let verb: String?
    /// Terms of its title, identifier and phrases.
    let strongTerms: Set<String>

    static let lookupVerbs: Set<String> = [
        "find", "search", "list", "show", "get", "check", "look", "view", "see", "browse", "lookup",
        "query", "read", "fetch", "display", "count", "what", "which", "when", "where", "who", "how",
    ]

    init(_ intent: Intent, app: AppDefinition) {
        self.intent = intent
        var fields: [(terms: [String], weight: Double)] = [
            (Terms.of(intent.title), 3),
            (Terms.of(Terms.words(ofIdentifier: intent.identifier)), 2),
            (Terms.of(intent.description ?? ""), 1),
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
        self.fields = fields
        titleTerms = Set(Terms.of(intent.title))
        let firstWord = Tokenizer.tokens(intent.title).first.map { Stemmer.stem($0.text) } ?? ""
        isLookup = Self.lookupVerbs.contains(firstWord) && !intent.destructive && !intent.needsConfirmation
        verb = ActionVerbs.all.contains(firstWord) ? firstWord : nil
        var strong = Set(Terms.of(intent.title) + Terms.of(Terms.words(ofIdentifier: intent.identifier)))
        for shortcut in app.shortcuts where shortcut.intent == intent.identifier {
            for phrase in shortcut.phrases { strong.formUnion(Terms.of(phrase.replacingSlots())) }
        }
        strongTerms = strong
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
struct RecordModel: Sendable {
    let entity: String
    let record: Record
    /// The title and synonyms, lowercased words.
    let names: [[String]]
    /// Terms of its title, subtitle, synonyms and text properties, for search.
    let terms: Set<String>

    init(_ record: Record, entity: EntityType) {
        self.entity = entity.identifier
        self.record = record
        names = ([record.title] + record.synonyms).map { Tokenizer.tokens($0).map(\.text) }.filter { !$0.isEmpty }
        var text = ([record.title, record.subtitle ?? ""] + record.synonyms).joined(separator: " ")
        for (_, value) in record.properties {
            if let string = value.string { text += " " + string }
        }
        terms = Set(Terms.of(text))
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

/// A word → name words memo shared by the runs of one app.
private final class NameWordMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var words: [String: [String]] = [:]

    func get(_ word: String) -> [String]? { lock.withLock { words[word] } }
    func set(_ word: String, _ value: [String]) { lock.withLock { words[word] = value } }
}
