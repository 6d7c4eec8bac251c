/// One word, number or symbol of an utterance, as `Tokenizer` cuts it.
///
/// The parsers work on tokens rather than on the text: they compare whole
/// lowercased words (fast, and "May" cannot match inside "mayonnaise"), and
/// they report what they found as token ranges, so a caller can tell which
/// words are left over for names and other values.
public struct Token: Sendable, Hashable, CustomStringConvertible {
    /// Lowercased, with a curly apostrophe written `'` and the dots of a
    /// letter-by-letter abbreviation dropped ("p.m." is `pm`); everything
    /// else as written ("7:30", "1,200", "e-mail", "don't").
    public let text: String
    /// The spelling in the utterance ("Luca's", "P.M.").
    public let raw: String
    /// The position in the token list.
    public let index: Int
    /// Where the token is in the original string.
    public let range: Range<String.Index>
    /// What the lexicon knows about `text`, looked up once here so that no
    /// parser has to hash the word again.
    let info: WordInfo
    /// True when the token starts with a digit, or a minus sign and a digit
    /// ("4", "7:30", "2nd", "-3", "2026-12-05").
    public let isNumeric: Bool
    /// The text has a hyphen ("twenty-five", "2026-12-05").
    public let hasHyphen: Bool
    /// A comma, semicolon, colon or sentence end stands before it: "at 10,
    /// five of us" is ten o'clock, then a count.
    public let afterPause: Bool

    public init(text: String, raw: String, index: Int, range: Range<String.Index>, afterPause: Bool = false) {
        self.text = text
        self.raw = raw
        self.index = index
        self.range = range
        self.afterPause = afterPause
        var numeric = false
        var hyphen = false
        var position = 0
        for byte in text.utf8 {
            if byte == 0x2D {
                hyphen = true
            } else if position == 0 || (position == 1 && hyphen) {
                numeric = byte >= 48 && byte <= 57
            }
            position += 1
        }
        isNumeric = numeric
        hasHyphen = hyphen
        info = numeric ? WordInfo() : Lexicon.info(text)
    }

    public var description: String { text }

    /// A function word with no value of its own (`Stemmer.stopWords`),
    /// known from the lexicon look-up made once: callers need not hash the
    /// text again.
    public var isStopWord: Bool { info.isStopWord }

    /// A month or weekday name ("April", "Fri"): a date's word, even where it is also a name.
    public var isCalendarWord: Bool { info.month > 0 || info.weekday > 0 }
    /// A day of the week ("saturday", "sat").
    public var isWeekday: Bool { info.weekday > 0 }
    /// A word of a date: a month, a weekday, or "today", "tonight", "morning"…
    public var isDateWord: Bool { isCalendarWord || info.date != .none }
}

extension String {
    /// "187's" is 187: a number's possessive without its "'s"; other words as they are.
    public var withoutNumberPossessive: String {
        guard utf8.count > 2, utf8.first.map({ $0 >= 48 && $0 <= 57 }) == true, hasSuffix("'s") else { return self }
        return String(dropLast(2))
    }
}
