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
            for posting in postings(of: term) { result[posting.document] += posting.weight }
        }
        return result
    }

    /// The postings of a term, or of the noun an adjective in -y is made
    /// from when only that is indexed ("windy" finds "wind", "foggy" "fog").
    private func postings(of term: String) -> [Posting] {
        if let found = postings[term] { return found }
        guard term.utf8.count >= 5, term.hasSuffix("i") || term.hasSuffix("y") else { return [] }
        var base = term.dropLast()
        if let last = base.last, base.dropLast().last == last, !"aeiou".contains(last) { base = base.dropLast() }
        return postings[String(base)] ?? []
    }

    /// What ranking reads for one query, for every document at once.
    struct Ranking: Sendable {
        /// The BM25 score of each document, where a group of synonyms counts
        /// as one term: a document gets the best score of any of them, so a
        /// verb with many synonyms does not outweigh the other words.
        var scores: [Double]
        /// How strongly each document is about the query, whatever the other
        /// documents: each shared term counts the weight of the strongest
        /// field it is in (a title word 3, a description word 1), and the
        /// group its best. Ranking compares documents; evidence decides
        /// whether the best is good enough.
        var evidence: [Double]
        /// The distinct terms of the query and the group each document holds, sorted.
        var matched: [[String]]
    }

    /// The scores, evidence and matched terms of every document for a query
    /// and a group of synonyms, from one look-up of each term. `related`: for
    /// a term, other words for it (`Thesaurus`), which count `relatedWeight`
    /// of their weight in a document that lacks the term itself.
    func ranking(_ query: [String], anyOf group: Set<String>, related: [String: Set<String>] = [:], relatedWeight: Double = 0) -> Ranking {
        var result = Ranking(
            scores: [Double](repeating: 0, count: count), evidence: [Double](repeating: 0, count: count),
            matched: [[String]](repeating: [], count: count)
        )
        var seen = Set<String>()
        var holds = [Bool](repeating: false, count: count)
        for term in query where seen.insert(term).inserted {
            let own = postings(of: term)
            for posting in own {
                result.scores[posting.document] += posting.weight
                result.evidence[posting.document] += posting.strongest
                result.matched[posting.document].append(term)
            }
            guard let others = related[term] else { continue }
            for posting in own { holds[posting.document] = true }
            var best: [Int: (weight: Double, strongest: Double, word: String)] = [:]
            for other in others.sorted() {
                for posting in postings[other] ?? [] where !holds[posting.document] {
                    if posting.weight > best[posting.document]?.weight ?? 0 { best[posting.document] = (posting.weight, posting.strongest, other) }
                }
            }
            for (document, match) in best {
                result.scores[document] += relatedWeight * match.weight
                result.evidence[document] += relatedWeight * match.strongest
                result.matched[document].append("\(term)~\(match.word)")
            }
            for posting in own { holds[posting.document] = false }
        }
        if !group.isEmpty {
            var best = [Double](repeating: 0, count: count)
            var strongest = [Double](repeating: 0, count: count)
            for term in group {
                let isNew = !seen.contains(term)
                for posting in postings[term] ?? [] {
                    if posting.weight > best[posting.document] { best[posting.document] = posting.weight }
                    if posting.strongest > strongest[posting.document] { strongest[posting.document] = posting.strongest }
                    if isNew { result.matched[posting.document].append(term) }
                }
            }
            for index in 0..<count {
                result.scores[index] += best[index]
                result.evidence[index] += strongest[index]
            }
        }
        for index in 0..<count where result.matched[index].count > 1 { result.matched[index].sort() }
        return result
    }
}
