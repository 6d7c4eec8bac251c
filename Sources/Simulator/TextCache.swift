import Foundation
import Utterances

/// Remembers the terms of the app definition's texts (titles,
/// descriptions, value names), which every turn consults: working them out
/// again per turn cost more than the rest of the turn.
final class TextCache: @unchecked Sendable {
    static let shared = TextCache()

    private let lock = NSLock()
    private var terms: [String: [String]] = [:]
    private var synonyms: [String: Set<String>] = [:]
    private var identifiers: [String: String] = [:]

    func identifierWords(_ identifier: String) -> String {
        if let cached = lock.withLock({ identifiers[identifier] }) { return cached }
        let value = Terms.computeWords(ofIdentifier: identifier)
        lock.withLock { identifiers[identifier] = value }
        return value
    }

    func terms(_ text: String) -> [String] {
        if let cached = lock.withLock({ terms[text] }) { return cached }
        let value = Terms.of(text)
        lock.withLock { terms[text] = value }
        return value
    }

    func synonyms(of verb: String) -> Set<String> {
        if let cached = lock.withLock({ synonyms[verb] }) { return cached }
        let value = ActionVerbs.computeSynonyms(of: verb)
        lock.withLock { synonyms[verb] = value }
        return value
    }
}
