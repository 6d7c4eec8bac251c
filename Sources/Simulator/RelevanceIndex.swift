/// Okapi BM25 over a handful of documents (an app's intents, entity types or
/// skills): the standard ranking of a search engine, which rewards rare
/// words shared with the request and does not let long descriptions win by
/// length alone.
struct RelevanceIndex: Sendable {
    static let k1 = 1.2
    static let b = 0.75

    /// Term frequencies per document.
    private let documents: [[String: Double]]
    /// The weight of the strongest field each term appears in, per document.
    private let strongest: [[String: Double]]
    private let lengths: [Double]
    private let averageLength: Double
    private let documentFrequency: [String: Int]

    /// One document per entry, each a list of (terms, weight): a title's
    /// terms can count more than a description's.
    init(_ documents: [[(terms: [String], weight: Double)]]) {
        var frequencies: [[String: Double]] = []
        var strongest: [[String: Double]] = []
        var lengths: [Double] = []
        var documentFrequency: [String: Int] = [:]
        for fields in documents {
            var counts: [String: Double] = [:]
            var best: [String: Double] = [:]
            var length = 0.0
            for field in fields {
                for term in field.terms {
                    counts[term, default: 0] += field.weight
                    best[term] = max(best[term] ?? 0, field.weight)
                    length += field.weight
                }
            }
            strongest.append(best)
            for term in counts.keys { documentFrequency[term, default: 0] += 1 }
            frequencies.append(counts)
            lengths.append(length)
        }
        self.documents = frequencies
        self.strongest = strongest
        self.lengths = lengths
        averageLength = max(1, lengths.reduce(0, +) / Double(max(1, lengths.count)))
        self.documentFrequency = documentFrequency
    }

    var count: Int { documents.count }

    /// The score of every document for the query terms (each distinct term once).
    func scores(_ query: [String]) -> [Double] {
        let terms = Set(query)
        let total = Double(documents.count)
        return documents.indices.map { index in
            var score = 0.0
            for term in terms {
                guard let frequency = documents[index][term], frequency > 0 else { continue }
                let df = Double(documentFrequency[term] ?? 0)
                // Floored, so a word every intent of a small app shares still counts.
                let idf = max(0.5, log(1 + (total - df + 0.5) / (df + 0.5)))
                let norm = frequency * (Self.k1 + 1) / (frequency + Self.k1 * (1 - Self.b + Self.b * lengths[index] / averageLength))
                score += idf * norm
            }
            return score
        }
    }

    /// Scores where a group of synonyms counts as one term: each document
    /// gets the best score of any of them, so a verb with many synonyms does
    /// not outweigh the other words.
    func scores(_ query: [String], anyOf group: Set<String>) -> [Double] {
        var result = scores(query)
        guard !group.isEmpty else { return result }
        var best = [Double](repeating: 0, count: documents.count)
        for term in group {
            for (index, value) in scores([term]).enumerated() where value > best[index] { best[index] = value }
        }
        for index in result.indices { result[index] += best[index] }
        return result
    }

    func evidence(_ query: [String], anyOf group: Set<String>, in index: Int) -> Double {
        evidence(query, in: index) + (group.map { strongest[index][$0] ?? 0 }.max() ?? 0)
    }

    /// How strongly a document is about the query, whatever the other
    /// documents: each shared term counts the weight of the strongest field
    /// it is in (a title word 3, a description word 1). Ranking compares
    /// documents; evidence decides whether the best is good enough.
    func evidence(_ query: [String], in index: Int) -> Double {
        Set(query).reduce(0) { $0 + (strongest[index][$1] ?? 0) }
    }

    /// How many of the query's distinct terms a document holds.
    func matchedTerms(_ query: [String], in index: Int) -> [String] {
        Set(query).filter { documents[index][$0] != nil }.sorted()
    }
}

import Foundation
