/// Finds the numbers in an utterance, written in digits or in words, with
/// the unit that follows them.
///
/// Read as numbers: "4", "12", "2.5", "1,200", "-3", "1.5 million", "5k";
/// "four", "twenty five", "twenty-five", "one hundred and five", "two
/// thousand twenty six", "minus three", "two point five"; "a dozen", "two
/// dozen", "half a dozen", "a couple (of)", "a pair (of)"; "half", "a half",
/// "one and a half", "two hours and a half"; "three quarters of an hour";
/// ordinals "first" … "twentieth", "twenty-first", "1st", "22nd" (`isOrdinal`).
///
/// Not read as numbers:
/// - "a" or "an" alone ("a table"); only before a unit ("an hour", "a kilo")
///   or a count word ("a dozen", "a hundred") are they one;
/// - "a few", "several", "some" (no definite value);
/// - "one" after a determiner ("this one", "the one", "no one"), but for
///   "just the one" and "only the one";
/// - times and dates: "7:30", "7pm", "7 p.m.", "at 7", "half past 7",
///   "December 5", "the 5th", "12/5", "2026-12-05" (`DateParser` reads those;
///   relative phrases such as "in 3 days" still give their number);
/// - digits inside other tokens ("mp3", "555-1234", "3d").
///
/// A unit after the number (or a currency sign before it) is attached:
/// "160 pounds", "2.5 km", "$25", "20%", "20 °C", "half a liter". "pounds"
/// is mass; "£" money. `convert` changes units.
public enum NumberParser {
    public struct Match: Sendable, Hashable, CustomStringConvertible {
        public var value: Double
        /// The tokens of the number with its unit (and a currency sign before it).
        public var range: Range<Int>
        public var unit: Unit?
        /// "first", "2nd": a position rather than a count.
        public var isOrdinal: Bool

        public init(value: Double, range: Range<Int>, unit: Unit? = nil, isOrdinal: Bool = false) {
            self.value = value
            self.range = range
            self.unit = unit
            self.isOrdinal = isOrdinal
        }

        /// The value when it is a whole number.
        public var intValue: Int? {
            value == value.rounded() && abs(value) < 1e15 ? Int(value) : nil
        }

        public var description: String {
            "\(value)\(unit.map { " \($0.rawValue)" } ?? "")\(isOrdinal ? " (ordinal)" : "") @\(range)"
        }
    }

    /// Every number in the tokens, in order, none overlapping.
    public static func numbers(in tokens: [Token]) -> [Match] {
        var matches: [Match] = []
        guard !tokens.isEmpty else { return matches }
        let blocked = DateScanner.calendarTokens(tokens)
        var i = 0
        while i < tokens.count {
            if blocked[i] {
                i += 1
                continue
            }
            var limit = i + 1
            while limit < tokens.count && !blocked[limit] { limit += 1 }
            if let match = read(tokens, at: i, limit: limit) {
                matches.append(match)
                i = match.range.upperBound
            } else {
                i += 1
            }
        }
        return matches
    }

    /// `value` from one unit to another, each named in any spelling
    /// `Unit(word:)` knows ("pounds" to "kg", "°F" to "celsius"); nil when
    /// a name is unknown or the units measure different things.
    /// The value of a number said as one word, hyphens joined ("six", "twenty",
    /// "thirty-eight"), nil for any other word.
    public static func wordValue(_ word: String) -> Int? {
        if let value = wordValues[word] { return value }
        let parts = word.split(separator: "-")
        guard parts.count == 2, let tens = tensValues[String(parts[0])], let unit = wordValues[String(parts[1])], unit >= 1, unit <= 9 else { return nil }
        return tens + unit
    }

    /// How a number from 1 to 99 is said ("five", "thirty-eight"), nil outside that range.
    public static func spelled(_ value: Int) -> String? {
        guard value >= 1, value <= 99 else { return nil }
        if value < 20 { return Lexicon.cardinals.first { $0.1 == value }?.0 }
        guard let tens = Lexicon.tens.first(where: { $0.1 == value / 10 * 10 })?.0 else { return nil }
        return value % 10 == 0 ? tens : "\(tens)-\(Lexicon.cardinals.first { $0.1 == value % 10 }!.0)"
    }

    private static let tensValues = Dictionary(Lexicon.tens, uniquingKeysWith: { first, _ in first })
    private static let wordValues = Dictionary(Lexicon.cardinals + Lexicon.tens, uniquingKeysWith: { first, _ in first })

    public static func convert(_ value: Double, from source: String, to target: String) -> Double? {
        guard let from = Unit(word: source), let to = Unit(word: target) else { return nil }
        return from.convert(value, to: to)
    }

    // MARK: - Reading one number

    /// The number that starts at token `i` and ends before `limit`, with its unit.
    static func read(_ tokens: [Token], at i: Int, limit: Int? = nil) -> Match? {
        let limit = min(limit ?? tokens.count, tokens.count)
        guard i < limit else { return nil }
        var start = i
        var currency: Unit?
        if let unit = tokens[i].info.unit, unit.dimension == .currency, tokens[i].text.unicodeScalars.count == 1,
           i + 1 < limit {
            currency = unit
            start = i + 1
        }
        guard var match = readValue(tokens, at: start, limit: limit) else { return nil }
        match.range = i..<match.range.upperBound
        var end = match.range.upperBound
        if match.unit == nil, !match.isOrdinal, let (unit, unitEnd) = readUnit(tokens, at: end, afterNumber: true),
           unitEnd <= limit {
            // "$5 dollars" is still dollars; "$5 per hour" stays dollars.
            if currency == nil || unit.dimension == .currency {
                match.unit = unit
                end = unitEnd
            }
        }
        if match.unit != nil, end + 2 < limit, tokens[end].info.word == .and, let fraction = trailingFraction(tokens[end + 1], tokens[end + 2]) {
            match.value += fraction // "an hour and a half", "an hour and a quarter", "two hours and three quarters"
            end += 3
        }
        if match.unit == nil { match.unit = currency }
        match.range = i..<end
        return match
    }

    /// A unit at token `i` ("kg", "fl oz", "per cent", "° C", "degrees
    /// Fahrenheit") and the token after it.
    static func readUnit(_ tokens: [Token], at i: Int, afterNumber: Bool) -> (Unit, Int)? {
        // ("the oil tank is 310, day tank 40": a word after a pause is no unit of the number before it.)
        guard i < tokens.count, !(afterNumber && tokens[i].afterPause) else { return nil }
        let info = tokens[i].info
        let next = i + 1 < tokens.count ? tokens[i + 1].info.word : .none
        switch info.word {
        case .fluid:
            return next == .ounce ? (.fluidOunce, i + 2) : nil
        case .per:
            return next == .cent ? (.percent, i + 2) : nil
        case .degree:
            switch next {
            case .celsius: return (.celsius, i + 2)
            case .fahrenheit: return (.fahrenheit, i + 2)
            default: return (.degree, i + 1)
            }
        case .kilometer where next == .hour:
            return (.kilometersPerHour, i + 2)
        default:
            break
        }
        guard let unit = info.unit else { return nil }
        if !afterNumber, tokens[i].text.utf8.count == 1, unit.dimension != .currency, unit != .percent { return nil }
        return (unit, i + 1)
    }

    /// The number itself, without a unit word after it (a unit inside the
    /// token, as in "10kg" or "2h", is kept).
    static func readValue(_ tokens: [Token], at i: Int, limit: Int) -> Match? {
        let token = tokens[i]
        // ("the twenty-second of December" is a position; "a twenty-second clip" a length of time.)
        if token.hasHyphen, let (value, unit) = numberWithUnit(token.text),
           !(unit == .second && i > 0 && positionDeterminers.contains(tokens[i - 1].text) && hyphenated(token.text)?.ordinal == true) {
            return Match(value: value, range: i..<i + 1, unit: unit)
        }
        if token.hasHyphen, let value = numberBeforeWord(token.text) {
            return Match(value: value, range: i..<i + 1)
        }
        if token.isNumeric {
            return readDigits(tokens, at: i, limit: limit)
        }
        let info = token.info
        switch info.number {
        case .article:
            guard i + 1 < limit else { return nil }
            let next = tokens[i + 1].info
            switch next.number {
            case .hundred, .scale:
                return readWords(tokens, at: i + 1, limit: limit, leadingOne: true).map { rebase($0, i) }
            case .dozen:
                return counted(12, tokens, from: i, end: i + 2, limit: limit)
            case .couple, .pair:
                return counted(2, tokens, from: i, end: i + 2, limit: limit)
            case .half:
                return Match(value: 0.5, range: i..<i + 2)
            case .quarter:
                return fraction(0.25, tokens, from: i, end: i + 2, limit: limit)
            default:
                // "an hour", "a kilo", "a second"; not "a m" or "a g".
                if let unit = next.unit, tokens[i + 1].text.utf8.count > 1, unit != .degree {
                    return Match(value: 1, range: i..<i + 2, unit: unit)
                }
                return nil
            }
        case .half:
            if i + 1 < limit, tokens[i + 1].info.word == .past { return nil }
            if i + 2 < limit, tokens[i + 1].info.number == .article {
                let after = tokens[i + 2].info
                if after.number == .dozen { return Match(value: 6, range: i..<i + 3) }
                if let unit = after.unit, tokens[i + 2].text.utf8.count > 1 {
                    return Match(value: 0.5, range: i..<i + 3, unit: unit) // "half a liter", "half an hour"
                }
            }
            return Match(value: 0.5, range: i..<i + 1)
        case .quarter:
            return fraction(0.25, tokens, from: i, end: i + 1, limit: limit)
        case .dozen:
            return Match(value: 12, range: i..<i + 1)
        case .minus:
            guard i + 1 < limit, var match = readValue(tokens, at: i + 1, limit: limit), !match.isOrdinal else { return nil }
            match.value = -match.value
            match.range = i..<match.range.upperBound
            return match
        case .cardinal, .tens, .hundred, .scale:
            guard var match = readWords(tokens, at: i, limit: limit, leadingOne: false) else { return nil }
            // "this one", "the one", "no one": a pronoun, not a count.
            // ("Just the one tent": a count of one.)
            if match.value == 1, match.range.count == 1, info.word == .one, i > 0,
               determiners.contains(tokens[i - 1].text),
               !(tokens[i - 1].text == "the" && i > 1 && ["just", "only"].contains(tokens[i - 2].text)) {
                return nil
            }
            if !match.isOrdinal { match = followers(match, tokens, limit: limit) }
            return match
        default:
            if info.ordinal > 0 {
                // "a second", "per second", "every second": time, not position.
                if info.unit == .second, i > 0,
                   secondAsTime.contains(tokens[i - 1].text) {
                    return nil
                }
                return Match(value: Double(info.ordinal), range: i..<i + 1, isOrdinal: true)
            }
            if token.hasHyphen, let composite = hyphenated(token.text) {
                var match = Match(value: Double(composite.value), range: i..<i + 1, isOrdinal: composite.ordinal)
                if !match.isOrdinal, i + 1 < limit, tokens[i + 1].info.number == .scale || tokens[i + 1].info.number == .hundred {
                    // "twenty-five thousand"
                    if let rest = readWords(tokens, at: i, limit: limit, leadingOne: false) { match = rest }
                }
                return match.isOrdinal ? match : followers(match, tokens, limit: limit)
            }
            return nil
        }
    }

    /// Words before "one" that make it a pronoun ("this one").
    private static let determiners: Set<String> = [
        "this", "that", "the", "which", "any", "every", "each", "no", "some", "another", "other",
        "last", "next", "first", "right", "wrong", "same", "little", "big", "new", "old",
    ]
    /// Words before "second" that make it a unit of time ("wait a second").
    private static let secondAsTime: Set<String> = ["a", "one", "per", "each", "every", "split", "half"]

    private static func rebase(_ match: Match, _ start: Int) -> Match {
        var match = match
        match.range = start..<match.range.upperBound
        return match
    }

    /// "a dozen", "a couple of": the count, taking "of" when a unit follows it.
    private static func counted(_ value: Double, _ tokens: [Token], from start: Int, end: Int, limit: Int) -> Match {
        var end = end
        if end + 1 < limit, tokens[end].info.word == .of, readUnit(tokens, at: end + 1, afterNumber: true) != nil {
            end += 1
        }
        return Match(value: value, range: start..<end)
    }

    /// "a quarter hour", "quarter of an hour", "three quarters of a mile":
    /// only with a unit, since "a quarter" alone is a coin or a time.
    private static func fraction(_ value: Double, _ tokens: [Token], from start: Int, end: Int, limit: Int) -> Match? {
        if let (unit, unitEnd) = readUnit(tokens, at: end, afterNumber: true), unitEnd <= limit, tokens[end].text.utf8.count > 1 {
            return Match(value: value, range: start..<unitEnd, unit: unit)
        }
        if end + 2 < limit, tokens[end].info.word == .of, tokens[end + 1].info.number == .article,
           let (unit, unitEnd) = readUnit(tokens, at: end + 2, afterNumber: true), unitEnd <= limit {
            return Match(value: value, range: start..<unitEnd, unit: unit)
        }
        return nil
    }

    /// A number and its unit joined as an adjective: "fifteen-minute",
    /// "15-minute", "twenty-five-minute", "2-hour", "half-hour".
    static func numberWithUnit(_ text: String) -> (Double, Unit)? {
        guard let dash = text.lastIndex(of: "-"), dash != text.startIndex,
              let unit = Lexicon.unitWords[String(text[text.index(after: dash)...])] else { return nil }
        let number = String(text[..<dash])
        if let (value, suffix) = parseDigits(number), suffix.isEmpty { return (value, unit) }
        if number.contains("-") { return hyphenated(number).flatMap { $0.ordinal ? nil : (Double($0.value), unit) } }
        // ("a half-hour slot", "a quarter-hour break".)
        if number == "half" { return (0.5, unit) }
        if number == "quarter" { return (0.25, unit) }
        let info = Lexicon.info(number)
        guard info.number == .cardinal || info.number == .tens, info.value > 0 else { return nil }
        return (Double(info.value), unit)
    }

    /// A number joined to the noun it counts: "five-class" → 5, "3-pack" → 3
    /// (not "twenty-five", whose second half is a number too).
    static func numberBeforeWord(_ text: String) -> Double? {
        guard let dash = text.firstIndex(of: "-"), dash != text.startIndex else { return nil }
        let word = String(text[text.index(after: dash)...])
        guard !word.isEmpty, !word.contains("-"), word.first?.isLetter == true else { return nil }
        let after = Lexicon.info(word)
        guard after.number == .none, after.ordinal == 0 else { return nil }
        let number = String(text[..<dash])
        if let (value, suffix) = parseDigits(number), suffix.isEmpty { return value }
        let info = Lexicon.info(number)
        guard info.number == .cardinal || info.number == .tens, info.value > 0 else { return nil }
        return Double(info.value)
    }

    /// "twenty-five" → 25, "twenty-first" → 21st.
    static func hyphenated(_ text: String) -> (value: Int, ordinal: Bool)? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let tens = Lexicon.info(String(parts[0]))
        let unit = Lexicon.info(String(parts[1]))
        guard tens.number == .tens else { return nil }
        if unit.number == .cardinal, unit.value >= 1, unit.value <= 9 { return (tens.value + unit.value, false) }
        if unit.ordinal >= 1, unit.ordinal <= 9 { return (tens.value + Int(unit.ordinal), true) }
        return nil
    }

    /// Number words: "twenty five", "one hundred and five", "two thousand
    /// twenty six", "twenty first". Words that cannot follow each other in a
    /// number ("five six", "twenty thirty") end it.
    /// Words before a number that make "forty second" a position.
    static let positionDeterminers: Set<String> = ["the", "my", "your", "his", "her", "our", "their", "its", "this", "that", "every", "each"]

    private static func readWords(_ tokens: [Token], at i: Int, limit: Int, leadingOne: Bool) -> Match? {
        enum Last { case none, unit, teen, tens, hundred, scale }
        var total = 0
        var current = leadingOne ? 1 : 0
        var last: Last = leadingOne ? .unit : .none
        var j = i
        var ordinal = false
        var lastScale = Int.max
        loop: while j < limit {
            let token = tokens[j]
            let info = token.info
            switch info.number {
            case .cardinal:
                let v = info.value
                if v == 0 {
                    guard last == .none else { break loop }
                    j += 1
                    break loop
                }
                if v < 10 {
                    guard last == .none || last == .tens || last == .hundred || last == .scale else { break loop }
                    last = .unit
                } else {
                    guard last == .none || last == .hundred || last == .scale else { break loop }
                    last = .teen
                }
                current += v
            case .tens:
                guard last == .none || last == .hundred || last == .scale else { break loop }
                current += info.value
                last = .tens
            case .hundred:
                guard last == .none || last == .unit || last == .teen else { break loop }
                current = max(current, 1) * 100
                last = .hundred
            case .scale:
                guard last != .scale, info.value < lastScale else { break loop }
                total += max(current, 1) * info.value
                current = 0
                lastScale = info.value
                last = .scale
            default:
                if info.word == .and, last == .hundred || last == .scale, j + 1 < limit {
                    let next = tokens[j + 1].info
                    if next.number == .cardinal || next.number == .tens || (next.ordinal > 0 && next.ordinal < 100) {
                        j += 1
                        continue loop
                    }
                    if tokens[j + 1].hasHyphen, hyphenated(tokens[j + 1].text) != nil {
                        j += 1
                        continue loop
                    }
                    break loop
                }
                if info.ordinal > 0 {
                    let v = Int(info.ordinal)
                    // "forty second plank timers" is forty seconds, unless a
                    // determiner makes it a position ("the forty second episode").
                    if v == 2, last == .tens, token.text == "second", !(i > 0 && positionDeterminers.contains(tokens[i - 1].text)) {
                        break loop
                    }
                    // "twenty first", "one hundred and fifth", "hundredth".
                    if (v < 10 && (last == .tens || last == .hundred || last == .scale))
                        || (v < 100 && v >= 10 && (last == .hundred || last == .scale)) {
                        current += v
                        ordinal = true
                        j += 1
                    }
                    break loop
                }
                if token.hasHyphen, let composite = hyphenated(token.text),
                   last == .none || last == .hundred || last == .scale {
                    current += composite.value
                    j += 1
                    if composite.ordinal {
                        ordinal = true
                        break loop
                    }
                    last = .unit
                    continue loop
                }
                break loop
            }
            j += 1
        }
        guard j > i else { return nil }
        // A trailing "and" was not taken; a lone scale after "a" is fine.
        return Match(value: Double(total + current), range: i..<j, isOrdinal: ordinal)
    }

    /// "a half", "a quarter", "three quarters" after a number and its unit and "and".
    private static func trailingFraction(_ first: Token, _ second: Token) -> Double? {
        if first.info.number == .article {
            return second.info.number == .half ? 0.5 : second.info.number == .quarter && second.text == "quarter" ? 0.25 : nil
        }
        return first.text == "three" && second.text == "quarters" ? 0.75 : nil
    }

    /// What may follow a cardinal: "and a half", "point five", "dozen",
    /// "quarters".
    private static func followers(_ match: Match, _ tokens: [Token], limit: Int) -> Match {
        var match = match
        var j = match.range.upperBound
        if j + 2 < limit, tokens[j].info.word == .and, tokens[j + 1].info.number == .article, tokens[j + 2].info.number == .half {
            match.value += 0.5
            j += 3
        } else if j + 1 < limit, tokens[j].info.word == .and, tokens[j + 1].info.number == .half {
            match.value += 0.5
            j += 2
        } else if j + 1 < limit, tokens[j].info.number == .point {
            var scale = 0.1
            var k = j + 1
            // ("one point oh one two": "oh" is a zero.)
            while k < limit, (tokens[k].info.number == .cardinal && tokens[k].info.value < 10) || tokens[k].info.word == .oh {
                match.value += Double(tokens[k].info.word == .oh ? 0 : tokens[k].info.value) * scale
                scale /= 10
                k += 1
            }
            if k > j + 1 { j = k }
            // "two point five million": the scale after the fraction is the whole number's.
            while j > match.range.upperBound, j < limit, tokens[j].info.number == .scale {
                match.value *= Double(tokens[j].info.value)
                j += 1
            }
        } else if j < limit, tokens[j].info.number == .dozen {
            match.value *= 12
            j += 1
        } else if j < limit, tokens[j].info.word == .quarters {
            if let quarter = fraction(match.value / 4, tokens, from: match.range.lowerBound, end: j + 1, limit: limit) {
                return quarter
            }
            match.value /= 4
            j += 1
        }
        match.range = match.range.lowerBound..<j
        return match
    }

    /// A token that starts with a digit: "4", "2.5", "1,200", "-3", "1st",
    /// "5k", "10kg", "2h", "1h30", and "1/2" before a unit. Times ("7:30",
    /// "7pm") and dates ("12/5", "2026-12-05") are not numbers.
    private static func readDigits(_ tokens: [Token], at i: Int, limit: Int) -> Match? {
        let text = tokens[i].text
        guard let parsed = parseDigits(text) else { return nil }
        var value = parsed.value
        let suffix = parsed.suffix
        if suffix.isEmpty {
            var match = Match(value: value, range: i..<i + 1)
            var j = i + 1
            // "1.5 million", "2 thousand", "3 hundred", "2 dozen".
            while j < limit {
                let info = tokens[j].info
                if info.number == .scale || info.number == .hundred || info.number == .dozen {
                    value *= Double(info.value)
                    j += 1
                } else {
                    break
                }
            }
            match.value = value
            match.range = i..<j
            if j == i + 1, j + 2 < limit, tokens[j].info.word == .and, tokens[j + 1].info.number == .article,
               tokens[j + 2].info.number == .half {
                match.value += 0.5 // "2 and a half hours"
                match.range = i..<j + 3
            }
            return match
        }
        let first = suffix.utf8.first!
        if first == UInt8(ascii: "/") {
            // "1/2 cup": a fraction only before a unit; otherwise a date.
            guard let denominator = parseDigits(String(suffix.dropFirst())), denominator.suffix.isEmpty,
                  denominator.value > 0, value == value.rounded(),
                  readUnit(tokens, at: i + 1, afterNumber: true) != nil else { return nil }
            return Match(value: value / denominator.value, range: i..<i + 1)
        }
        guard first >= 97 && first <= 122 else { return nil } // ":", "-", "." and the like: times, dates, codes
        switch suffix {
        case "st", "nd", "rd", "th":
            guard value == value.rounded(), value >= 0 else { return nil }
            return Match(value: value, range: i..<i + 1, isOrdinal: true)
        case "k":
            return Match(value: value * 1000, range: i..<i + 1)
        case "am", "pm", "a", "p":
            return nil
        default:
            if let unit = Lexicon.unitWords[String(suffix)] {
                return Match(value: value, range: i..<i + 1, unit: unit)
            }
            // "1h30": an hour and a half.
            if suffix.utf8.first == UInt8(ascii: "h"), let minutes = Int(suffix.dropFirst()), minutes < 60 {
                return Match(value: value + Double(minutes) / 60, range: i..<i + 1, unit: .hour)
            }
            return nil
        }
    }

    /// The number at the start of `text` ("-1,200.5") and what follows it.
    static func parseDigits(_ text: String) -> (value: Double, suffix: Substring)? {
        let utf8 = text.utf8
        var index = utf8.startIndex
        var negative = false
        if index < utf8.endIndex, utf8[index] == UInt8(ascii: "-") {
            negative = true
            index = utf8.index(after: index)
        }
        var integer = 0.0
        var digits = 0
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte >= 48 && byte <= 57 {
                integer = integer * 10 + Double(byte - 48)
                digits += 1
            } else if byte == UInt8(ascii: ","), digits > 0 {
                // The tokenizer keeps a comma only before three digits.
            } else {
                break
            }
            index = utf8.index(after: index)
        }
        guard digits > 0 else { return nil }
        var value = integer
        if index < utf8.endIndex, utf8[index] == UInt8(ascii: ".") {
            let after = utf8.index(after: index)
            if after < utf8.endIndex, utf8[after] >= 48, utf8[after] <= 57 {
                var numerator = 0.0
                var denominator = 1.0
                var cursor = after
                while cursor < utf8.endIndex, utf8[cursor] >= 48, utf8[cursor] <= 57 {
                    numerator = numerator * 10 + Double(utf8[cursor] - 48)
                    denominator *= 10
                    cursor = utf8.index(after: cursor)
                }
                value += numerator / denominator
                index = cursor
            }
        }
        return (negative ? -value : value, text[index...])
    }
}
