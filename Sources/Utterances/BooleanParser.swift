/// Reads yes/no answers ("Yes please", "nope", "go ahead", "never mind")
/// and on/off requests ("turn the lights off", "enable Wi-Fi"), for
/// confirmations and Boolean parameters.
///
/// The first decisive word or phrase wins, so "No, make it 8" is no and
/// "Sure, don't worry" is yes. Hesitation ("not sure", "I don't know",
/// "maybe") before anything decisive is no answer at all.
public enum BooleanParser {
    /// true for a yes, false for a no, nil when the tokens say neither.
    public static func answer(_ tokens: [Token]) -> Bool? {
        var i = 0
        let n = tokens.count
        func text(_ k: Int) -> String { k < n ? tokens[k].text : "" }
        while i < n {
            let word = text(i)
            let next = text(i + 1)
            switch word {
            case "not":
                if next == "sure" || next == "certain" { return nil }
                if notAnswers.contains(next) { return false }
            case "don't", "dont", "do":
                if word == "do" && next == "it" { return true }
                if word == "do" && next == "not" {
                    if text(i + 2) == "know" { return nil }
                    if text(i + 2) == "cancel" || text(i + 2) == "stop" { return true }
                    return false
                }
                if word != "do" {
                    if next == "know" || (next == "really" && text(i + 2) == "know") { return nil }
                    if next == "cancel" || next == "stop" { return true }
                    return false
                }
            case "no":
                if next == "problem" || next == "worries" || next == "doubt" { return true }
                return false
            case "nope", "nah", "cancel", "stop", "negative", "abort", "nevermind", "wrong", "incorrect", "decline", "deny":
                return false
            case "never":
                if next == "mind" { return false }
            case "forget":
                if next == "it" || next == "about" { return false }
            case "maybe", "perhaps", "unsure", "dunno", "hmm":
                return nil
            case "yes", "yeah", "yea", "yep", "yup", "ya", "yah", "sure", "ok", "okay", "k", "kk", "alright",
                 "confirm", "confirmed", "correct", "affirmative", "absolutely", "definitely", "certainly",
                 "perfect", "exactly", "fine", "great", "agreed", "agree", "accept", "approve", "proceed", "y":
                return true
            case "all":
                if next == "right" { return true }
            case "right":
                if i == 0 || text(i - 1) == "that's" || text(i - 1) == "thats" || text(i - 1) == "is" { return true }
            case "go":
                if next == "ahead" || next == "for" { return true }
            case "please":
                if next == "do" || n == 1 { return true }
            case "of":
                if next == "course" { return true }
            case "sounds":
                if next == "good" || next == "great" || next == "right" { return true }
            case "that", "that's", "thats", "it":
                if next == "works" || next == "work" { return true }
            case "works":
                if next == "for" { return true }
            case "let's", "lets":
                if next == "do" || next == "go" { return true }
            case "book", "send", "order":
                if next == "it" { return true }
            default:
                break
            }
            i += 1
        }
        return nil
    }

    /// "not now", "not yet", "not really": a no.
    private static let notAnswers: Set<String> = ["now", "yet", "really", "right", "correct", "that", "quite", "today"]
    private static let switchVerbs: Set<String> = ["turn", "switch", "put", "flip", "set", "toggle", "keep", "leave", "power"]

    /// true for "on" requests, false for "off" ones, nil for neither.
    /// "on" and "off" count after turn, switch, put, flip, set, toggle,
    /// keep, leave or power (within three words: "turn the lights on"), or at
    /// the end of the utterance, so "on Friday" is no switch.
    public static func switchState(_ tokens: [Token]) -> Bool? {
        for (i, token) in tokens.enumerated() {
            switch token.text {
            case "enable", "enabled", "activate", "activated":
                return true
            case "disable", "disabled", "deactivate", "deactivated":
                return false
            case "on", "off":
                let atEnd = i == tokens.count - 1
                let afterVerb = tokens[max(0, i - 3)..<i].contains { switchVerbs.contains($0.text) }
                if atEnd || afterVerb { return token.text == "on" }
            default:
                break
            }
        }
        return nil
    }
}
