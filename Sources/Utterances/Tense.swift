/// Tells whether an utterance reports something already done ("I watered
/// the fern on Sunday", "we took the pills on Monday", "I've fed the cat"),
/// so that a weekday or a date it names is the one just past, not the next.
///
/// The rule is small and predictable: a subject ("I", "we", "he", "she",
/// "they", "you"), perhaps an adverb ("just", "already", "also", "finally"),
/// then a past-tense verb: a regular one ending in "ed" (not "need", "feed",
/// "speed"...), a common irregular one ("took", "ate", "gave", "went"...),
/// or "I've", "we've", "I have" and a verb, but not "I've got" (having, not
/// a past event). Requests ("remind me to water
/// it on Sunday") and questions about the future have none.
public enum Tense {
    /// Whether the tokens report a past event.
    public static func isPast(_ tokens: [Token]) -> Bool {
        // "Just had a kingfisher zip past": a report with its subject left out.
        if tokens.count > 1, ["just", "already"].contains(tokens[0].text), isPastVerb(tokens[1].text) { return true }
        var index = 0
        while index < tokens.count {
            let word = tokens[index].text
            // ("I've got three seats" has them now; "I've got to go" is to come.)
            // ("We've still got three seats" has them too.)
            if perfects.contains(word) {
                var next = index + 1
                while next < tokens.count, adverbs.contains(tokens[next].text) || tokens[next].text == "still" { next += 1 }
                if next >= tokens.count || tokens[next].text != "got" { return true }
            }
            if subjects.contains(word) {
                var next = index + 1
                while next < tokens.count, adverbs.contains(tokens[next].text) { next += 1 }
                if next < tokens.count {
                    let verb = tokens[next].text
                    if isPastVerb(verb) { return true }
                    if verb == "have" || verb == "had", next + 1 < tokens.count, tokens[next + 1].text != "got" || verb == "had",
                       isPastVerb(tokens[next + 1].text) { return true }
                }
            }
            index += 1
        }
        return false
    }

    /// Whether a word is a verb in the past tense.
    static func isPastVerb(_ word: String) -> Bool {
        if irregular.contains(word) { return true }
        guard word.count > 3, word.hasSuffix("ed"), !word.hasSuffix("eed"), !word.contains("'") else { return false }
        return !notPast.contains(word)
    }

    static let subjects: Set<String> = ["i", "we", "he", "she", "they", "you", "it", "someone", "somebody"]
    static let perfects: Set<String> = ["i've", "we've", "they've", "you've"]
    static let adverbs: Set<String> = ["just", "already", "also", "finally", "only", "actually", "really", "both", "all", "then", "last", "recently"]
    /// Words ending in "ed" that are not past-tense verbs after a subject.
    static let notPast: Set<String> = ["need", "bed", "red", "shed", "wed"]
    /// Common irregular past forms people say about what they did.
    static let irregular: Set<String> = [
        "took", "ate", "drank", "gave", "went", "did", "had", "was", "were", "got", "ran", "made", "bought", "fed",
        "slept", "wrote", "saw", "came", "left", "spent", "paid", "brought", "caught", "drove", "flew", "forgot",
        "found", "lost", "met", "rode", "sat", "swam", "threw", "woke", "wore", "won", "sent", "sold", "told",
        "taught", "built", "kept", "began", "grew", "dug", "hung", "fell", "held", "heard", "knew", "lent",
        "spun", "stood", "stuck", "swept", "understood", "withdrew", "tore", "broke", "stole", "blew", "froze", "struck",
        "shook", "bit", "hit", "burst", "split", "sank", "hurt", "cut", "shut",
    ]
}
