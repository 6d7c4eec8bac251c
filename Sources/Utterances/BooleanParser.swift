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
        let n = tokens.count
        func word(_ k: Int) -> WordInfo.Keyword { k >= 0 && k < n ? tokens[k].info.word : .none }
        for i in 0..<n {
            let next = word(i + 1)
            switch tokens[i].info.word {
            case .not:
                if next == .sure || next == .certain { return nil }
                switch next {
                case .now, .yet, .really, .right, .correct, .that, .quite, .today: return false
                default: break
                }
            case .do:
                if next == .it { return true }
                if next == .not {
                    if word(i + 2) == .know { return nil }
                    return word(i + 2) == .cancel
                }
            case .dont:
                if next == .know || (next == .really && word(i + 2) == .know) { return nil }
                return next == .cancel // "don't cancel" keeps it
            case .no:
                return next == .problem || next == .worries || next == .doubt
            case .cancel:
                return false
            case .never:
                if next == .mind { return false }
            case .forget:
                if next == .it || next == .about { return false }
            case .maybe:
                return nil
            case .yes, .sure, .correct, .great:
                return true
            case .all:
                if next == .right { return true }
            case .right:
                let before = word(i - 1)
                if i == 0 || before == .thats || before == .is { return true }
            case .go:
                if next == .ahead || next == .for { return true }
            case .please:
                if next == .do || n == 1 { return true }
            case .of:
                if next == .course { return true }
            case .sounds:
                if next == .good || next == .great || next == .right { return true }
            case .that, .thats, .it:
                if next == .works || next == .work { return true }
            case .works:
                if next == .for { return true }
            case .lets:
                if next == .do || next == .go { return true }
            case .orderIt:
                if next == .it { return true }
            default:
                break
            }
        }
        return nil
    }

    /// true for "on" requests, false for "off" ones, nil for neither.
    /// "on" and "off" count after turn, switch, put, flip, set, toggle,
    /// keep, leave or power (within three words: "turn the lights on"), or at
    /// the end of the utterance, so "on Friday" is no switch.
    public static func switchState(_ tokens: [Token]) -> Bool? {
        for (i, token) in tokens.enumerated() {
            switch token.info.word {
            case .enable:
                return true
            case .disable:
                return false
            case .on, .off:
                let atEnd = i == tokens.count - 1
                let afterVerb = tokens[max(0, i - 3)..<i].contains { $0.info.word == .switchVerb }
                if atEnd || afterVerb { return token.info.word == .on }
            default:
                break
            }
        }
        return nil
    }
}
