/// What the parsers need to know about one lowercased word.
///
/// A word can play several parts ("second" is an ordinal and a unit, "may"
/// a month and a verb), so each part has its own field; the parsers decide
/// from the context which one applies.
struct WordInfo: Sendable, Hashable {
    enum NumberRole: UInt8, Sendable {
        case none, cardinal, tens, hundred, scale, dozen, half, quarter, couple, pair, point, minus, article
    }

    enum DateWord: UInt8, Sendable {
        case none, today, tonight, tomorrow, yesterday
        case morning, afternoon, evening, night, noon, midnight
        case weekend, week, fortnight, month, year, day
        case next, this, last, ago, now, oclock, am, pm
    }

    /// A word that says which half of the day a bare hour means ("dinner at 8").
    enum Cue: UInt8, Sendable { case none, morning, evening }

    /// Function words the parsers test for. Comparing strings that differ
    /// costs a call into the runtime each time; comparing these costs
    /// nothing, and a group ("yes", "yeah", "yep") is one case.
    enum Keyword: UInt8, Sendable {
        case none
        // Prepositions and connectors.
        case the, of, and, or, to, `in`, at, on, around, about, by, until, before, after, from, between, since,
             `for`, every, past, per, later, sharp, hyphen, ampersand, atSign, hash, oh
        // Units spelled in two words, and their parts.
        case cent, fluid, ounce, degree, celsius, fahrenheit, kilometer, hour, quarter, quarters, one
        // Answers.
        case yes, no, maybe, not, dont, `do`, it, know, cancel, never, mind, forget, sure, certain, now, yet,
             really, right, correct, that, thats, quite, today, problem, worries, doubt, all, go, ahead, please,
             course, sounds, good, great, works, work, lets, orderIt, `is`
        // Switches.
        case switchVerb, enable, disable, off
    }

    var number: NumberRole = .none
    /// The value of a cardinal, tens or scale word, or the count of a
    /// "quarters" word (3 for "three quarters" is built by the parser).
    var value: Int = 0
    /// 1 for "first" … 19, 20, 30 … 90 for "twentieth" …, 100 for "hundredth".
    var ordinal: Int8 = 0
    var month: Int8 = 0
    /// ISO weekday, 1 Monday … 7 Sunday.
    var weekday: Int8 = 0
    /// An abbreviation that is also a common word ("sat", "sun", "wed"):
    /// a weekday only after "on", "this", "next", "last" or "every".
    var weekdayNeedsCue = false
    var date: DateWord = .none
    var unit: Unit?
    var cue: Cue = .none
    var word: Keyword = .none
    var isStopWord = false

    /// "at", "on", "around", "about", "@": words that only introduce a date
    /// or time, and belong to its range.
    var isIntroducer: Bool {
        switch word {
        case .at, .on, .around, .about, .atSign: true
        default: false
        }
    }

    /// Words after which a bare number is an hour ("at 7", "until 9").
    var isTimePreposition: Bool {
        switch word {
        case .at, .atSign, .around, .about, .by, .until, .before, .after, .from, .between: true
        default: false
        }
    }
}

/// The word lists, built once: every token looks itself up here a single
/// time (`Token.info`), so the parsers compare small enums, not strings.
enum Lexicon {
    static func info(_ text: String) -> WordInfo {
        guard let first = text.utf8.first, first > 57 || first < 48 else { return WordInfo() }
        if let found = table[text] { return found }
        return misspeltWeekday(text) ?? WordInfo()
    }

    /// "Wensday", "thursady", "saterday": a word of six letters or more
    /// ending in "day", with a weekday's first letter, one edit from a
    /// weekday's name (two from a name of eight letters or more), and nearer
    /// to one weekday than to any other. ("Midday" and "mayday" are two from
    /// Monday, which allows one.)
    static func misspeltWeekday(_ text: String) -> WordInfo? {
        guard text.utf8.count >= 6, text.hasSuffix("day"), let first = text.first else { return nil }
        var best: (value: Int8, distance: Int)?
        var tied = false
        for (name, value, _) in weekdays where name.first == first && name.hasSuffix("day") {
            let allowed = name.count >= 8 ? 2 : 1
            let distance = Fuzzy.distance(text, name, limit: allowed)
            guard distance <= allowed else { continue }
            if let current = best, current.distance <= distance {
                if current.distance == distance { tied = true }
                continue
            }
            best = (value, distance)
            tied = false
        }
        guard let best, !tied else { return nil }
        var info = WordInfo()
        info.weekday = best.value
        return info
    }

    static let cardinals: [(String, Int)] = [
        ("zero", 0), ("nil", 0), ("nought", 0), ("one", 1), ("two", 2), ("three", 3), ("four", 4), ("five", 5), ("six", 6),
        ("seven", 7), ("eight", 8), ("nine", 9), ("ten", 10), ("eleven", 11), ("twelve", 12),
        ("thirteen", 13), ("fourteen", 14), ("fifteen", 15), ("sixteen", 16), ("seventeen", 17),
        ("eighteen", 18), ("nineteen", 19),
    ]

    static let tens: [(String, Int)] = [
        ("twenty", 20), ("thirty", 30), ("forty", 40), ("fourty", 40), ("fifty", 50), ("sixty", 60),
        ("seventy", 70), ("eighty", 80), ("ninety", 90),
    ]

    static let ordinals: [(String, Int8)] = [
        ("first", 1), ("second", 2), ("third", 3), ("fourth", 4), ("fifth", 5), ("sixth", 6),
        ("seventh", 7), ("eighth", 8), ("ninth", 9), ("tenth", 10), ("eleventh", 11), ("twelfth", 12),
        ("thirteenth", 13), ("fourteenth", 14), ("fifteenth", 15), ("sixteenth", 16), ("seventeenth", 17),
        ("eighteenth", 18), ("nineteenth", 19), ("twentieth", 20), ("thirtieth", 30), ("fortieth", 40),
        ("fiftieth", 50), ("sixtieth", 60), ("seventieth", 70), ("eightieth", 80), ("ninetieth", 90),
        ("hundredth", 100),
    ]

    static let months: [(String, Int8)] = [
        ("january", 1), ("jan", 1), ("february", 2), ("feb", 2), ("march", 3), ("mar", 3),
        ("april", 4), ("apr", 4), ("may", 5), ("june", 6), ("jun", 6), ("july", 7), ("jul", 7),
        ("august", 8), ("aug", 8), ("september", 9), ("sep", 9), ("sept", 9), ("october", 10),
        ("oct", 10), ("november", 11), ("nov", 11), ("december", 12), ("dec", 12),
    ]

    static let weekdays: [(String, Int8, needsCue: Bool)] = [
        ("monday", 1, false), ("mondays", 1, false), ("mon", 1, true),
        ("tuesday", 2, false), ("tuesdays", 2, false), ("tue", 2, false), ("tues", 2, false),
        ("wednesday", 3, false), ("wednesdays", 3, false), ("wed", 3, true), ("weds", 3, false),
        ("thursday", 4, false), ("thursdays", 4, false), ("thu", 4, false), ("thur", 4, false), ("thurs", 4, false),
        ("friday", 5, false), ("fridays", 5, false), ("fri", 5, false),
        ("saturday", 6, false), ("saturdays", 6, false), ("sat", 6, true),
        ("sunday", 7, false), ("sundays", 7, false), ("sun", 7, true),
    ]

    /// Date words that also name a day as possessives ("today's", "last night's", "next week's").
    static let possessiveDays: Set<WordInfo.DateWord> = [.today, .tonight, .tomorrow, .yesterday, .morning, .afternoon, .evening, .night, .weekend, .week, .month]

    static let dateWords: [(String, WordInfo.DateWord)] = [
        ("today", .today), ("tonight", .tonight), ("tonite", .tonight),
        ("tomorrow", .tomorrow), ("tomorow", .tomorrow), ("tommorow", .tomorrow), ("tommorrow", .tomorrow),
        ("tmrw", .tomorrow), ("tmr", .tomorrow), ("yesterday", .yesterday),
        ("morning", .morning), ("afternoon", .afternoon), ("evening", .evening), ("night", .night),
        ("noon", .noon), ("midday", .noon), ("midnight", .midnight),
        ("weekend", .weekend), ("week", .week), ("weeks", .week), ("fortnight", .fortnight),
        ("month", .month), ("months", .month), ("year", .year), ("years", .year),
        ("day", .day), ("days", .day),
        ("next", .next), ("this", .this), ("last", .last), ("ago", .ago), ("now", .now),
        ("o'clock", .oclock), ("oclock", .oclock), ("am", .am), ("pm", .pm),
    ]

    static let morningCues = ["morning", "breakfast", "brunch", "alarm", "wake", "am", "sunrise"]
    static let eveningCues = ["tonight", "tonite", "evening", "night", "dinner", "supper", "drinks", "table", "restaurant", "pm"]

    /// Spellings of units after a number. One-letter forms are here too
    /// ("5 g", "2 h"); `Unit.mentioned(in:)` ignores them in prose.
    static let unitWords: [String: Unit] = {
        var words: [String: Unit] = [:]
        func add(_ unit: Unit, _ spellings: [String]) {
            for spelling in spellings { words[spelling] = unit }
        }
        add(.kilogram, ["kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "kilogramme", "kilogrammes"])
        add(.gram, ["g", "gr", "gram", "grams", "gramme", "grammes"])
        add(.milligram, ["mg", "milligram", "milligrams"])
        add(.pound, ["lb", "lbs", "pound", "pounds"])
        add(.ounce, ["oz", "ounce", "ounces"])
        add(.liter, ["l", "lt", "liter", "liters", "litre", "litres"])
        add(.milliliter, ["ml", "mls", "milliliter", "milliliters", "millilitre", "millilitres"])
        add(.cup, ["cup", "cups"])
        add(.gallon, ["gal", "gals", "gallon", "gallons"])
        add(.quart, ["qt", "quart", "quarts"])
        add(.pint, ["pint", "pints"])
        add(.tablespoon, ["tbsp", "tbs", "tablespoon", "tablespoons"])
        add(.teaspoon, ["tsp", "teaspoon", "teaspoons"])
        add(.kilometer, ["km", "kms", "kilometer", "kilometers", "kilometre", "kilometres"])
        add(.meter, ["m", "meter", "meters", "metre", "metres"])
        add(.centimeter, ["cm", "centimeter", "centimeters", "centimetre", "centimetres"])
        add(.millimeter, ["mm", "millimeter", "millimeters", "millimetre", "millimetres"])
        add(.mile, ["mi", "mile", "miles"])
        add(.yard, ["yd", "yds", "yard", "yards"])
        add(.foot, ["ft", "foot", "feet"])
        add(.inch, ["inch", "inches"])
        add(.celsius, ["celsius", "centigrade"])
        add(.fahrenheit, ["fahrenheit"])
        add(.degree, ["°", "degree", "degrees", "deg"])
        add(.second, ["s", "sec", "secs", "second", "seconds"])
        add(.minute, ["min", "mins", "minute", "minutes"])
        add(.hour, ["h", "hr", "hrs", "hour", "hours"])
        add(.day, ["day", "days"])
        add(.week, ["wk", "wks", "week", "weeks"])
        add(.month, ["month", "months"])
        add(.year, ["yr", "yrs", "year", "years"])
        add(.percent, ["%", "percent", "pct"])
        add(.dollar, ["$", "usd", "dollar", "dollars", "buck", "bucks"])
        add(.euro, ["€", "eur", "euro", "euros"])
        add(.poundSterling, ["£", "gbp", "quid"])
        add(.cent, ["cent", "cents"])
        add(.kilocalorie, ["kcal", "kcals", "cal", "cals", "calorie", "calories"])
        add(.kilojoule, ["kj"])
        add(.milesPerHour, ["mph"])
        add(.kilometersPerHour, ["kph", "kmh"])
        return words
    }()

    /// Function words that carry no value of their own: articles,
    /// prepositions, pronouns, auxiliaries and the politeness of a request.
    /// Negations ("no", "not", "don't"), "off" and "like" are not here:
    /// they change what is asked.
    static let stopWords: Set<String> = [
        "a", "an", "the", "and", "or", "but", "of", "to", "in", "on", "at", "for", "with", "by", "from",
        "into", "onto", "about", "as", "up", "than", "then", "so", "if", "is", "are", "was", "were", "be",
        "been", "being", "am", "do", "does", "did", "have", "has", "had", "i", "me", "my", "mine", "myself",
        "we", "us", "our", "ours", "you", "your", "yours", "he", "him", "his", "she", "her", "hers", "it",
        "its", "they", "them", "their", "theirs", "this", "that", "these", "those", "there", "here",
        "what", "which", "who", "whom", "whose", "can", "could", "would", "should", "will", "shall", "may",
        "might", "must", "please", "pls", "plz", "hey", "hi", "hello", "siri", "just", "some", "any",
        "very", "too", "also", "let", "let's", "lets", "i'm", "i'd", "i'll", "i've", "it's", "that's",
        "what's", "there's", "we're", "we'd", "we'll", "you're", "want", "wanna", "gonna", "need", "ok",
        "okay", "um", "uh", "oh", "well", "now", "thanks", "thank",
    ]

    static let keywords: [(WordInfo.Keyword, [String])] = [
        (.the, ["the"]), (.of, ["of"]), (.and, ["and"]), (.or, ["or"]), (.to, ["to"]), (.in, ["in"]),
        (.at, ["at"]), (.around, ["around"]), (.about, ["about"]), (.by, ["by"]),
        (.until, ["until", "till", "til"]), (.before, ["before"]), (.after, ["after"]), (.from, ["from"]),
        (.between, ["between"]), (.since, ["since"]), (.for, ["for"]), (.every, ["every"]), (.past, ["past"]),
        (.per, ["per"]), (.later, ["later"]), (.sharp, ["sharp"]), (.hyphen, ["-"]), (.ampersand, ["&"]),
        (.atSign, ["@"]), (.hash, ["#"]), (.oh, ["oh", "o"]),
        (.cent, ["cent"]), (.fluid, ["fl", "fluid"]), (.ounce, ["oz", "ounce", "ounces"]),
        (.degree, ["°", "degree", "degrees", "deg"]), (.celsius, ["c", "celsius", "centigrade"]),
        (.fahrenheit, ["f", "fahrenheit"]), (.kilometer, ["km"]), (.hour, ["h", "hr"]),
        (.quarter, ["quarter"]), (.quarters, ["quarters"]), (.one, ["one"]),
        (.yes, ["yes", "yeah", "yea", "yep", "yup", "ya", "yah", "ok", "okay", "k", "kk", "alright", "confirm",
                "confirmed", "affirmative", "absolutely", "definitely", "certainly", "perfect", "exactly", "fine",
                "agreed", "agree", "accept", "approve", "proceed", "y"]),
        (.no, ["no"]),
        (.maybe, ["maybe", "perhaps", "unsure", "dunno", "hmm"]),
        (.cancel, ["nope", "nah", "cancel", "stop", "negative", "abort", "nevermind", "wrong", "incorrect",
                   "decline", "deny"]),
        (.not, ["not"]), (.dont, ["don't", "dont"]), (.do, ["do"]), (.it, ["it"]), (.know, ["know"]),
        (.never, ["never"]), (.mind, ["mind"]), (.forget, ["forget"]), (.sure, ["sure"]), (.certain, ["certain"]),
        (.now, ["now"]), (.yet, ["yet"]), (.really, ["really"]), (.right, ["right"]), (.correct, ["correct"]),
        (.that, ["that"]), (.thats, ["that's", "thats"]), (.quite, ["quite"]), (.today, ["today"]),
        (.problem, ["problem"]), (.worries, ["worries"]), (.doubt, ["doubt"]), (.all, ["all"]), (.go, ["go"]),
        (.ahead, ["ahead"]), (.please, ["please"]), (.course, ["course"]), (.sounds, ["sounds"]),
        (.good, ["good"]), (.great, ["great"]), (.works, ["works"]), (.work, ["work"]),
        (.lets, ["let's", "lets"]), (.orderIt, ["book", "send", "order"]), (.is, ["is"]),
        (.switchVerb, ["turn", "switch", "put", "flip", "set", "toggle", "keep", "leave", "power"]),
        (.enable, ["enable", "enabled", "activate", "activated"]),
        (.disable, ["disable", "disabled", "deactivate", "deactivated"]),
        (.on, ["on"]), (.off, ["off"]),
    ]

    static let table: [String: WordInfo] = {
        var table: [String: WordInfo] = [:]
        func update(_ word: String, _ change: (inout WordInfo) -> Void) {
            var info = table[word] ?? WordInfo()
            change(&info)
            table[word] = info
        }
        for (word, value) in cardinals { update(word) { $0.number = .cardinal; $0.value = value } }
        for (word, value) in tens { update(word) { $0.number = .tens; $0.value = value } }
        update("hundred") { $0.number = .hundred; $0.value = 100 }
        update("thousand") { $0.number = .scale; $0.value = 1000 }
        update("million") { $0.number = .scale; $0.value = 1_000_000 }
        update("billion") { $0.number = .scale; $0.value = 1_000_000_000 }
        update("dozen") { $0.number = .dozen; $0.value = 12 }
        update("dozens") { $0.number = .dozen; $0.value = 12 }
        update("half") { $0.number = .half }
        update("quarter") { $0.number = .quarter; $0.value = 1 }
        update("quarters") { $0.number = .quarter; $0.value = 1 }
        update("couple") { $0.number = .couple; $0.value = 2 }
        update("pair") { $0.number = .pair; $0.value = 2 }
        update("point") { $0.number = .point }
        update("minus") { $0.number = .minus }
        update("negative") { $0.number = .minus }
        update("a") { $0.number = .article; $0.value = 1 }
        update("an") { $0.number = .article; $0.value = 1 }
        // "another hour": one more, as "an hour" is one.
        update("another") { $0.number = .article; $0.value = 1 }
        for (word, value) in ordinals { update(word) { $0.ordinal = value } }
        for (word, value) in months { update(word) { $0.month = value } }
        for (word, value, needsCue) in weekdays {
            update(word) { $0.weekday = value; $0.weekdayNeedsCue = needsCue }
        }
        for (word, value) in dateWords { update(word) { $0.date = value } }
        // A day said as a possessive ("tomorrow's dinner", "Friday's flight") is that day.
        for (word, value) in dateWords where possessiveDays.contains(value) { update(word + "'s") { $0.date = value } }
        for (word, value, _) in weekdays where word.count > 4 && !word.hasSuffix("s") { update(word + "'s") { $0.weekday = value } }
        for word in morningCues { update(word) { $0.cue = .morning } }
        for word in eveningCues { update(word) { $0.cue = .evening } }
        for (word, unit) in unitWords { update(word) { $0.unit = unit } }
        for word in stopWords { update(word) { $0.isStopWord = true } }
        for (keyword, words) in keywords {
            for word in words { update(word) { $0.word = keyword } }
        }
        return table
    }()
}
