import Foundation

/// Okapi BM25 over a handful of documents (an app's intents, entity types or
/// skills): the standard ranking of a search engine, which rewards rare
/// words shared with the request and does not let long descriptions win by
/// length alone. Kept as postings (term → documents), so a query costs only
/// the documents its words appear in.
struct RelevanceIndex: Sendable {
    static let k1 = 1.2
    static let b = 0.75

    struct Posting: Sendable {
        var document: Int
        /// The term's BM25 weight in the document (idf × normalised frequency).
        var weight: Double
        /// The weight of the strongest field the term is in (a title 3, a description 1).
        var strongest: Double
    }

    private let postings: [String: [Posting]]
    let count: Int

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
            for term in counts.keys { documentFrequency[term, default: 0] += 1 }
            frequencies.append(counts)
            strongest.append(best)
            lengths.append(length)
        }
        let total = Double(documents.count)
        let average = max(1, lengths.reduce(0, +) / Double(max(1, lengths.count)))
        var postings: [String: [Posting]] = [:]
        for (document, counts) in frequencies.enumerated() {
            for (term, frequency) in counts.sorted(by: { $0.key < $1.key }) {
                let df = Double(documentFrequency[term] ?? 0)
                // Floored, so a word every intent of a small app shares still counts.
                let idf = max(0.5, log(1 + (total - df + 0.5) / (df + 0.5)))
                let norm = frequency * (Self.k1 + 1) / (frequency + Self.k1 * (1 - Self.b + Self.b * lengths[document] / average))
                postings[term, default: []].append(Posting(document: document, weight: idf * norm, strongest: strongest[document][term] ?? 0))
            }
        }
        self.postings = postings
        count = documents.count
    }

    /// The score of every document for the query terms (each distinct term once).
    func scores(_ query: [String]) -> [Double] {
        var result = [Double](repeating: 0, count: count)
        for term in Set(query) {
            for posting in postings[term] ?? [] { result[posting.document] += posting.weight }
        }
        return result
    }

    /// Scores where a group of synonyms counts as one term: each document
    /// gets the best score of any of them, so a verb with many synonyms does
    /// not outweigh the other words.
    func scores(_ query: [String], anyOf group: Set<String>) -> [Double] {
        var result = scores(query)
        guard !group.isEmpty else { return result }
        var best = [Double](repeating: 0, count: count)
        for term in group {
            for posting in postings[term] ?? [] where posting.weight > best[posting.document] { best[posting.document] = posting.weight }
        }
        for index in result.indices { result[index] += best[index] }
        return result
    }

    /// How strongly a document is about the query, whatever the other
    /// documents: each shared term counts the weight of the strongest field
    /// it is in (a title word 3, a description word 1). Ranking compares
    /// documents; evidence decides whether the best is good enough.
    func evidence(_ query: [String], in index: Int) -> Double {
        Set(query).reduce(0) { sum, term in sum + (postings[term]?.first { $0.document == index }?.strongest ?? 0) }
    }

    func evidence(_ query: [String], anyOf group: Set<String>, in index: Int) -> Double {
        evidence(query, in: index) + (group.map { term in postings[term]?.first { $0.document == index }?.strongest ?? 0 }.max() ?? 0)
    }

    /// The query's distinct terms that a document holds.
    func matchedTerms(_ query: [String], in index: Int) -> [String] {
        Set(query).filter { term in postings[term]?.contains { $0.document == index } == true }.sorted()
    }
}
