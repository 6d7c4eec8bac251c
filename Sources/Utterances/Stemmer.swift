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
        let count = word.utf8.count
        // A stack buffer: the simulator stems every word of every turn.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count + 2) { buffer -> String in
            var letters = Letters(buffer.baseAddress!, 0)
            var changed = false
            for byte in word.utf8 {
                if byte >= 0x80 || (byte >= 48 && byte <= 57) { return word.lowercased() }
                if byte >= 65 && byte <= 90 {
                    letters.append(byte + 32)
                    changed = true
                } else {
                    letters.append(byte)
                }
            }
            let lowered = changed ? letters.string : word
            guard count > 3 else { return lowered }
            // Irregular plurals end in s, n, e, t or h ("children", "feet").
            switch letters.last {
            case 115, 110, 101, 116, 104:
                if let irregular = irregulars[lowered] { return irregular }
            default:
                break
            }
            stripPlural(&letters, lowered)
            let afterPlural = letters.count
            stripSuffix(&letters)
            // No rule applies: the rules only ever shorten a word.
            if letters.count == count { return lowered }
            // A word the rules would spoil ("evening", "hundred", "news").
            if keep.contains(lowered) { return lowered }
            if afterPlural != count {
                let singular = String(decoding: UnsafeBufferPointer(start: letters.base, count: afterPlural), as: UTF8.self)
                if keep.contains(singular) { return singular }
            }
            return letters.string
        }
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

    /// The word being stemmed: lowercase ASCII letters in a buffer.
    struct Letters {
        let base: UnsafeMutablePointer<UInt8>
        var count: Int

        init(_ base: UnsafeMutablePointer<UInt8>, _ count: Int) {
            self.base = base
            self.count = count
        }

        subscript(_ i: Int) -> UInt8 { base[i] }
        var last: UInt8 { count > 0 ? base[count - 1] : 0 }
        var string: String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }

        mutating func append(_ byte: UInt8) {
            base[count] = byte
            count += 1
        }

        mutating func removeLast(_ k: Int = 1) { count -= k }

        func ends(_ suffix: StaticString) -> Bool {
            let length = suffix.utf8CodeUnitCount
            guard count >= length else { return false }
            let start = suffix.utf8Start
            for k in 0..<length where base[count - length + k] != start[k] { return false }
            return true
        }

        func isVowel(_ i: Int) -> Bool {
            switch base[i] {
            case 97, 101, 105, 111, 117: return true     // a e i o u
            case 121: return i > 0 && !isVowel(i - 1)     // y after a consonant
            default: return false
            }
        }

        func hasVowel(upTo end: Int) -> Bool {
            for i in 0..<end where isVowel(i) { return true }
            return false
        }

        /// Porter's measure of the first `end` letters: the number of
        /// vowel-consonant sequences.
        func measure(upTo end: Int) -> Int {
            var m = 0
            var sawVowel = false
            for i in 0..<end {
                if isVowel(i) {
                    sawVowel = true
                } else if sawVowel {
                    m += 1
                    sawVowel = false
                }
            }
            return m
        }

        /// Consonant-vowel-consonant at the end, the last not w, x or y ("hop", "mak").
        var endsShortSyllable: Bool {
            guard count >= 3 else { return false }
            let last = base[count - 1]
            return !isVowel(count - 1) && isVowel(count - 2) && !isVowel(count - 3)
                && last != 119 && last != 120 && last != 121
        }
    }

    private static func stripPlural(_ letters: inout Letters, _ word: String) {
        if letters.ends("'s") { letters.removeLast(2); return }
        if letters.last == 39 { letters.removeLast(); return } // parents'
        guard letters.last == 115, letters.count > 3 else { return } // s
        if letters.ends("ies") {
            if letters.count <= 4 || ieNouns.contains(word) {
                letters.removeLast()
            } else {
                letters.removeLast(3)
                letters.append(121) // y
            }
            return
        }
        if letters.ends("sses") || letters.ends("xes") || letters.ends("ches") || letters.ends("shes") || letters.ends("zzes") {
            letters.removeLast(2)
            return
        }
        if letters.ends("ss") || letters.ends("us") || letters.ends("is") { return }
        letters.removeLast()
    }

    private static func stripSuffix(_ letters: inout Letters) {
        if letters.ends("ing") {
            stripVerbEnding(&letters, 3)
        } else if letters.ends("eed") {
            // agreed → agree, but need, speed and feed stay.
            if letters.measure(upTo: letters.count - 3) > 0 { letters.removeLast() }
        } else if letters.ends("ied") && letters.count > 4 {
            letters.removeLast(3)
            letters.append(121)
        } else if letters.ends("ed") {
            stripVerbEnding(&letters, 2)
        } else if letters.ends("er") {
            stripAgent(&letters)
        } else if letters.ends("ly") {
            stripAdverb(&letters)
        }
    }

    private static func stripVerbEnding(_ letters: inout Letters, _ length: Int) {
        let stemLength = letters.count - length
        guard stemLength >= 3, letters.hasVowel(upTo: stemLength) else { return }
        letters.removeLast(length)
        let n = letters.count
        let last = letters[n - 1]
        if n >= 4, last == letters[n - 2], !letters.isVowel(n - 1), last != 108, last != 115, last != 122 {
            letters.removeLast() // stopping → stop, but calling, missing, buzzing keep theirs
        } else if letters.measure(upTo: n) == 1, letters.endsShortSyllable {
            letters.append(101) // making → make
        }
    }

    /// -er after a stem that reads as a verb: two vowels and a consonant
    /// (speak, clean, heat), "nd", "ck", "sh", "ch", "rk", "ll", or a
    /// vowel and "y" (play, buy).
    private static func stripAgent(_ letters: inout Letters) {
        guard letters.count >= 6 else { return }
        let n = letters.count - 2
        let a = letters[n - 2], b = letters[n - 1]
        let verbLike: Bool
        if letters.isVowel(n - 3) && letters.isVowel(n - 2) && !letters.isVowel(n - 1) && b != 114 && b != 119 {
            verbLike = true
        } else if b == 121 && letters.isVowel(n - 2) {
            verbLike = true
        } else {
            switch (a, b) {
            case (110, 100), (99, 107), (115, 104), (99, 104), (114, 107), (108, 108): verbLike = true // nd ck sh ch rk ll
            default: verbLike = false
            }
        }
        if verbLike { letters.removeLast(2) }
    }

    private static func stripAdverb(_ letters: inout Letters) {
        let n = letters.count
        if letters.ends("ily") && n >= 7 {
            letters.removeLast(3)
            letters.append(121) // happily → happy
        } else if letters.ends("ally") && n >= 6 {
            letters.removeLast(2) // really → real, finally → final
        } else if letters.ends("ully") && n >= 7 {
            letters.removeLast(2) // carefully → careful
        } else if n >= 6 {
            switch letters[n - 3] {
            case 108, 112, 98, 102, 97, 105, 111, 117: return // l p b f and vowels other than e: family, supply, assembly
            default: letters.removeLast(2)
            }
        }
    }
}
