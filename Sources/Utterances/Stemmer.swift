/// Light English stemming, so that "tables" finds "table" and "booking"
/// finds "book" when a simulator matches an utterance against intent names,
/// phrases and entity names.
///
/// It is deliberately conservative: a wrong merge ("number" with "numb")
/// makes two different things match, which is worse than a missed one, and
/// `Fuzzy.similar` already forgives a letter. So it removes, at most, one
/// plural or possessive ending and then one of -ing, -ed, -er, -ly, each
/// under rules that keep the common nouns intact:
///
/// - plurals: tables → table, dishes → dish, boxes → box, berries → berry,
///   glasses → glass, potatoes → potato, knives → knife, children → child;
///   words in -ss, -us, -is, -ous keep their s (glass, bus, this, famous);
/// - -ing / -ed with a vowel left: booking, booked → book; stopping → stop;
///   making → make, rated → rate (Porter's short-syllable rule); need and
///   speed keep their -ed;
/// - -er only after a stem that reads as a verb ("reminder" → "remind",
///   "speaker" → "speak", "player" → "play"), so "number", "water" and
///   "dinner" stay;
/// - -ly from six letters up: quickly → quick, weekly → week, really →
///   real, happily → happy; "family", "supply" and "only" stay.
///
/// Words with digits or non-ASCII letters are returned lowercased as given.
public enum Stemmer {
    public static func stem(_ word: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(word.utf8.count + 1)
        for byte in word.utf8 {
            if byte >= 0x80 || (byte >= 48 && byte <= 57) { return word.lowercased() }
            bytes.append(byte >= 65 && byte <= 90 ? byte + 32 : byte)
        }
        if bytes.count <= 3 { return String(decoding: bytes, as: UTF8.self) }
        let lowered = String(decoding: bytes, as: UTF8.self)
        if let irregular = irregulars[lowered] { return irregular }
        if keep.contains(lowered) { return lowered }
        stripPlural(&bytes, lowered)
        if bytes.count != lowered.utf8.count, keep.contains(String(decoding: bytes, as: UTF8.self)) {
            return String(decoding: bytes, as: UTF8.self)
        }
        stripSuffix(&bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Words that carry no value of their own (articles, prepositions,
    /// pronouns, auxiliaries, "please", "hey Siri"). Negations, "off" and
    /// "like" are not stop words: they change the request.
    public static var stopWords: Set<String> { Lexicon.stopWords }

    // MARK: - Rules

    private static let irregulars: [String: String] = [
        "children": "child", "men": "man", "women": "woman", "people": "person", "feet": "foot",
        "teeth": "tooth", "mice": "mouse", "geese": "goose", "knives": "knife", "wives": "wife",
        "halves": "half", "loaves": "loaf", "shelves": "shelf", "wolves": "wolf", "calves": "calf",
        "thieves": "thief", "scarves": "scarf", "elves": "elf", "potatoes": "potato", "tomatoes": "tomato",
        "heroes": "hero", "echoes": "echo", "volcanoes": "volcano", "mosquitoes": "mosquito",
        "dominoes": "domino", "mangoes": "mango", "tornadoes": "tornado", "goes": "go", "does": "do",
        "aches": "ache", "headaches": "headache", "caches": "cache", "niches": "niche",
    ]

    /// Left as they are: not plurals, or -ing/-ed/-er/-ly words whose stem
    /// would merge with an unrelated word.
    private static let keep: Set<String> = [
        "news", "series", "species", "always", "perhaps", "christmas", "atlas", "canvas", "alias", "bias",
        "texas", "vegas", "whereas", "pancreas", "chaos", "kudos", "cosmos", "lens", "thanks", "physics",
        "morning", "evening", "during", "nothing", "something", "anything", "everything", "ceiling",
        "wedding", "pudding", "sterling", "herring", "string", "spring", "hundred", "kindred", "sacred",
        "wicked", "naked", "wonder", "thunder", "lavender", "coriander", "gender", "tender", "cylinder",
        "remainder", "weather", "heather", "theater", "sweater", "career",
    ]

    /// Plurals in -ies whose singular ends in -ie.
    private static let ieNouns: Set<String> = [
        "movies", "cookies", "calories", "brownies", "smoothies", "selfies", "hoodies", "zombies", "pies",
        "ties", "lies", "dies", "veggies", "rookies", "goalies", "prairies", "genies", "budgies", "newbies",
        "freebies", "sweeties", "pixies", "birdies", "bookies", "cuties", "hippies", "junkies", "groupies",
        "techies", "foodies", "indies", "collies", "aussies", "lingeries",
    ]

    private static func ends(_ bytes: [UInt8], _ suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        guard bytes.count >= count else { return false }
        let start = suffix.utf8Start
        for k in 0..<count where bytes[bytes.count - count + k] != start[k] { return false }
        return true
    }

    private static func isVowel(_ bytes: [UInt8], _ i: Int) -> Bool {
        switch bytes[i] {
        case 97, 101, 105, 111, 117: return true        // a e i o u
        case 121: return i > 0 && !isVowel(bytes, i - 1) // y after a consonant
        default: return false
        }
    }

    private static func hasVowel(_ bytes: [UInt8], upTo end: Int) -> Bool {
        for i in 0..<end where isVowel(bytes, i) { return true }
        return false
    }

    /// Porter's measure: the number of vowel-consonant sequences.
    private static func measure(_ bytes: [UInt8]) -> Int {
        var m = 0
        var sawVowel = false
        for i in bytes.indices {
            if isVowel(bytes, i) {
                sawVowel = true
            } else if sawVowel {
                m += 1
                sawVowel = false
            }
        }
        return m
    }

    /// Consonant-vowel-consonant at the end, the last not w, x or y ("hop", "mak").
    private static func endsShortSyllable(_ bytes: [UInt8]) -> Bool {
        let n = bytes.count
        guard n >= 3 else { return false }
        let last = bytes[n - 1]
        return !isVowel(bytes, n - 1) && isVowel(bytes, n - 2) && !isVowel(bytes, n - 3)
            && last != 119 && last != 120 && last != 121
    }

    private static func stripPlural(_ bytes: inout [UInt8], _ word: String) {
        if ends(bytes, "'s") { bytes.removeLast(2); return }
        if bytes.last == 39 { bytes.removeLast(); return } // parents'
        guard bytes.last == 115, bytes.count > 3 else { return } // s
        if ends(bytes, "ies") {
            if ieNouns.contains(word) || bytes.count <= 4 {
                bytes.removeLast()
            } else {
                bytes.removeLast(3)
                bytes.append(121) // y
            }
            return
        }
        if ends(bytes, "sses") || ends(bytes, "xes") || ends(bytes, "ches") || ends(bytes, "shes") || ends(bytes, "zzes") {
            bytes.removeLast(2)
            return
        }
        if ends(bytes, "ss") || ends(bytes, "us") || ends(bytes, "is") || ends(bytes, "'s") { return }
        bytes.removeLast()
    }

    private static func stripSuffix(_ bytes: inout [UInt8]) {
        if ends(bytes, "ing") {
            stripVerbEnding(&bytes, 3)
        } else if ends(bytes, "eed") {
            // agreed → agree, but need, speed and feed stay.
            if measure(Array(bytes.dropLast(3))) > 0 { bytes.removeLast() }
        } else if ends(bytes, "ied") && bytes.count > 4 {
            bytes.removeLast(3)
            bytes.append(121)
        } else if ends(bytes, "ed") {
            stripVerbEnding(&bytes, 2)
        } else if ends(bytes, "er") {
            stripAgent(&bytes)
        } else if ends(bytes, "ly") {
            stripAdverb(&bytes)
        }
    }

    private static func stripVerbEnding(_ bytes: inout [UInt8], _ length: Int) {
        let stemLength = bytes.count - length
        guard stemLength >= 3, hasVowel(bytes, upTo: stemLength) else { return }
        bytes.removeLast(length)
        let n = bytes.count
        let last = bytes[n - 1]
        if n >= 4, last == bytes[n - 2], !isVowel(bytes, n - 1), last != 108, last != 115, last != 122 {
            bytes.removeLast() // stopping → stop, but calling, missing, buzzing keep theirs
        } else if measure(bytes) == 1, endsShortSyllable(bytes) {
            bytes.append(101) // making → make
        }
    }

    /// -er after a stem that reads as a verb: two vowels and a consonant
    /// (speak, clean, heat), "nd", "ck", "sh", "ch", "rk", "ll", or a
    /// vowel and "y" (play, buy).
    private static func stripAgent(_ bytes: inout [UInt8]) {
        guard bytes.count >= 6 else { return }
        let stem = Array(bytes.dropLast(2))
        let n = stem.count
        let a = stem[n - 2], b = stem[n - 1]
        let verbLike: Bool
        if isVowel(stem, n - 3) && isVowel(stem, n - 2) && !isVowel(stem, n - 1) && b != 114 && b != 119 {
            verbLike = true
        } else if b == 121 && isVowel(stem, n - 2) {
            verbLike = true
        } else {
            switch (a, b) {
            case (110, 100), (99, 107), (115, 104), (99, 104), (114, 107), (108, 108): verbLike = true // nd ck sh ch rk ll
            default: verbLike = false
            }
        }
        if verbLike { bytes = stem }
    }

    private static func stripAdverb(_ bytes: inout [UInt8]) {
        let n = bytes.count
        if ends(bytes, "ily") && n >= 7 {
            bytes.removeLast(3)
            bytes.append(121) // happily → happy
        } else if ends(bytes, "ally") && n >= 6 {
            bytes.removeLast(2) // really → real, finally → final
        } else if ends(bytes, "ully") && n >= 7 {
            bytes.removeLast(2) // carefully → careful
        } else if n >= 6 {
            switch bytes[n - 3] {
            case 108, 112, 98, 102, 97, 105, 111, 117: return // l p b f and vowels other than e: family, supply, assembly
            default: bytes.removeLast(2)
            }
        }
    }
}
