import AppDefinitions
import Foundation
import JSON

/// Searches an entity type's records by words, as `find_entities` answers a
/// model: the records whose id, title, subtitle, synonyms, metadata or text
/// properties contain the query's words, best first.
///
/// Matching is deliberately plain (lowercase words, a word matching another
/// it starts, so "Fri" finds "Friday"): the search stands in for the app's
/// own query, and what is evaluated is whether the model searches for the
/// right thing, not how clever the search is.
enum EntitySearch {
    /// The most records one search returns.
    static let limit = 10

    /// Words that say nothing about which record is meant.
    static let stopWords: Set<String> = [
        "a", "an", "the", "my", "me", "i", "our", "us", "your", "this", "that", "these", "those", "on", "in", "at",
        "for", "of", "to", "and", "or", "with", "is", "are", "was", "what", "which", "when", "where", "who", "any",
        "all", "some", "find", "show", "list", "get", "please",
    ]

    static func words(_ text: String) -> [String] {
        text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    /// The records matching `query`; every record (up to the limit) for a
    /// query with no meaningful word.
    static func search(_ query: String, in entity: EntityType) -> [Record] {
        let terms = words(query).filter { !stopWords.contains($0) }
        guard !terms.isEmpty else { return Array(entity.records.prefix(limit)) }
        let phrase = words(query).joined(separator: " ")
        var scored: [(record: Record, score: Int, position: Int)] = []
        for (position, record) in entity.records.enumerated() {
            let haystack = Set(searchableText(record).flatMap(words))
            var score = 0
            for term in terms where haystack.contains(where: { matches(term, $0) }) { score += 2 }
            let names = ([record.title] + record.synonyms).map { words($0).joined(separator: " ") }
            if names.contains(phrase) { score += 3 }
            if score > 0 { scored.append((record, score, position)) }
        }
        scored.sort { $0.score != $1.score ? $0.score > $1.score : $0.position < $1.position }
        return scored.prefix(limit).map(\.record)
    }

    /// A query word matches a record word that it equals, or that starts the
    /// other when both have at least three letters.
    static func matches(_ term: String, _ word: String) -> Bool {
        if term == word { return true }
        guard term.count >= 3, word.count >= 3 else { return false }
        return word.hasPrefix(term) || term.hasPrefix(word)
    }

    static func searchableText(_ record: Record) -> [String] {
        var texts = [record.id, record.title] + record.synonyms + record.metadata.values.sorted()
        if let subtitle = record.subtitle { texts.append(subtitle) }
        for (_, value) in record.properties {
            if case .string(let text) = value { texts.append(text) }
        }
        return texts
    }
}
