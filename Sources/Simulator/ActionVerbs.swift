import Utterances

/// Groups of English verbs that ask for the same kind of action, so "record
/// my weight" reaches "Log Weight" and "reset the counter" does not reach
/// "Increase Counter". General English only: nothing here names an app.
enum ActionVerbs {
    static let groups: [Set<String>] = [
        ["increase", "increment", "add", "raise", "bump", "up", "boost", "plus", "extend", "lengthen", "prolong"],
        ["add", "append", "attach", "insert", "include", "put", "place", "stick", "throw", "pop"],
        ["decrease", "decrement", "lower", "reduce", "subtract", "minus", "drop"],
        ["delete", "remove", "erase", "discard", "trash", "clear", "drop", "undo", "scrap"],
        ["create", "make", "new", "add", "start", "compose", "write", "draft", "begin", "set", "jot", "arrange", "organize", "organise", "file", "submit", "lodge", "open"],
        ["book", "reserve", "schedule", "request", "hail", "call", "send", "dispatch", "arrange", "organize", "organise"],
        ["collect", "pickup", "fetch", "retrieve"],
        ["find", "search", "look", "show", "list", "get", "check", "browse", "see", "view", "lookup", "any"],
        ["send", "message", "text", "tell", "email", "write", "notify", "ping", "contact"],
        ["notify", "alert", "remind"],
        ["cancel", "abort", "call", "stop", "end", "drop", "scrap", "scratch"],
        ["change", "update", "modify", "edit", "set", "adjust", "move", "switch", "make", "resize", "reschedule", "correct", "amend"],
        ["postpone", "delay", "push", "snooze", "defer", "reschedule", "move", "shift"],
        ["remind"],
        ["order", "buy", "get", "purchase", "want", "checkout", "place"],
        ["log", "record", "track", "add", "save", "note", "enter", "write", "jot", "put"],
        // (A result said is one to record: "we beat the Otters three nil".)
        ["record", "log", "beat", "defeated"],
        ["play", "start", "listen"],
        ["open", "show", "view", "go", "launch", "display"],
        ["reset", "restart", "zero", "clear"],
        ["withdraw", "leave", "quit", "resign", "pull", "drop"],
        ["pay", "settle", "tip", "checkout"],
        ["start", "begin", "launch", "kick", "run"],
        ["stop", "end", "finish", "pause", "halt"],
        ["check", "visit", "contact", "catch", "reach", "ping", "call"],
        ["rate", "review", "score"],
        ["share", "send", "forward"],
        ["turn", "switch", "set", "toggle", "put"],
        ["signup", "rsvp", "register", "enroll", "enrol", "attend", "subscribe", "book"],
        exchanging,
        ["miss", "skip", "absence", "absent", "excuse"],
        ["deactivate", "disarm", "disable", "turn", "switch", "set"],
        ["activate", "arm", "enable", "turn", "switch", "set"],
        ["navigate", "direction", "directions", "route"],
        ["repair", "fix", "mend"],
    ]

    /// Verbs of giving one thing for another ("swap my small for the large").
    static let exchanging: Set<String> = ["exchange", "swap", "trade", "replace", "switch"]

    /// Words of the groups that are only verbs, never the nouns of a title
    /// ("remind" is in "Reminder"; "schedule", "order", "alert" are nouns too).
    static let verbOnly: Set<String> = Set(["remind", "notify", "cancel", "withdraw", "log"].map(Stemmer.stem))

    /// Verbs that change something that exists ("Change Reservation").
    static let changeVerbs: Set<String> = Set(["change", "update", "modify", "edit", "adjust", "amend", "switch", "reschedule", "move", "correct"].map(Stemmer.stem))

    /// Words of the groups that are no verbs in a sentence ("a new kettle").
    static let notVerbs: Set<String> = ["new", "up", "plus", "minus", "any", "note", "text", "zero"]

    /// Verbs that undo, end or take away: a request with one never means an
    /// intent whose title's verb makes, starts or adds, nor the other way round.
    static let undoing: Set<String> = Set([
        "cancel", "delete", "remove", "erase", "discard", "trash", "clear", "drop", "undo", "scrap", "withdraw", "leave",
        "quit", "resign", "stop", "end", "finish", "pause", "halt", "abort", "decrease", "decrement", "lower", "reduce",
        "subtract", "minus", "reset", "restart", "zero", "miss", "skip", "refund", "return", "unsubscribe", "disarm",
        "close", "retire", "dump", "forfeit", "release", "unpair", "void", "revoke", "deactivate", "disable", "mute",
    ].map(Stemmer.stem))

    /// Verbs of `undoing` that mean nothing else ("drop off", "leave a note" and "finish a ride" do).
    static let alwaysUndoing: Set<String> = Set([
        "cancel", "delete", "remove", "erase", "withdraw", "unsubscribe", "refund", "revoke", "void", "discard", "trash", "undo", "abort", "forfeit",
    ].map(Stemmer.stem))

    /// Verbs that move something that exists to another time, and verbs that
    /// make something new: "move my Friday booking to Saturday" never books another.
    static let moving: Set<String> = Set(["move", "reschedule", "postpone", "delay", "push", "shift", "defer"].map(Stemmer.stem))
    static let making: Set<String> = Set(["book", "reserve", "create", "order", "buy", "purchase", "add", "log", "record", "make", "register", "signup", "new"].map(Stemmer.stem))

    /// Whether a request's verb and an intent's title verb are of opposite
    /// kinds: one undoes and the other does not (see `undoing`), or one moves
    /// what exists and the other makes something new.
    static func opposed(_ verb: String, _ other: String?) -> Bool {
        guard let other else { return false }
        if moving.contains(verb), making.contains(other) { return true }
        return undoing.contains(verb) != undoing.contains(other)
    }

    /// Every verb of any group.
    static let all: Set<String> = groups.reduce(into: Set<String>()) { $0.formUnion($1) }

    /// Verbs too general to choose an intent by ("get me a ride", "make a
    /// note"): the words after them decide.
    static let weak: Set<String> = ["get", "make", "do", "have", "go", "take", "give", "let"]

    /// Particles that make a phrasal verb ("check in", "sign up", "log out"),
    /// whose meaning is not the bare verb's.
    static let particles: Set<String> = ["in", "out", "up", "down", "back", "over", "off", "on", "away"]

    /// Object pronouns that may stand between a verb and its particle ("check me in").
    static let objectPronouns: Set<String> = ["me", "us", "him", "her", "it", "them", "you"]

    /// Whether the request's leading verb `verb`, at `position`, is said with
    /// `particle`, directly or past an object pronoun ("check in", "check me in").
    static func hasParticle(_ tokens: [Token], after position: Int, _ particle: String) -> Bool {
        var next = position + 1
        if next < tokens.count, objectPronouns.contains(tokens[next].text) { next += 1 }
        // ("pick them both up")
        if next > position + 1, next < tokens.count, ["all", "both"].contains(tokens[next].text) { next += 1 }
        if next < tokens.count && tokens[next].text == particle { return true }
        // "turn the intruder alarm off", "sign Tobias up": an object of a few words between, the particle
        // ending the phrase (not "up to", "off to").
        guard ["off", "on", "up", "out", "down"].contains(particle), next == position + 1 else { return false }
        for gap in 1...3 where position + gap + 1 < tokens.count {
            let at = position + gap + 1
            guard tokens[at].text == particle, !tokens[(position + 1)..<at].contains(where: { $0.afterPause || all.contains($0.text) }) else { continue }
            return at + 1 == tokens.count || tokens[at + 1].afterPause || !["to", "for", "of", "with", "the"].contains(tokens[at + 1].text)
        }
        return false
    }

    /// Counts of people said in words ("three of us").
    static let smallCounts: Set<String> = ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "both", "all"]

    /// Where the words after people said as an object end ("me", "us",
    /// "three of us", "the two of us"), nil when they are no people.
    static func people(_ tokens: [Token], from start: Int) -> Int? {
        guard start < tokens.count else { return nil }
        if objectPronouns.contains(tokens[start].text), tokens[start].text != "it" { return start + 1 }
        var index = start
        if tokens[index].text == "the" { index += 1 }
        guard index + 2 < tokens.count, tokens[index].isNumeric || smallCounts.contains(tokens[index].text), tokens[index + 1].text == "of",
              ["us", "them"].contains(tokens[index + 2].text) else { return nil }
        return index + 3
    }

    /// Words of wanting before the verb of the request ("I want to", "I'd like to", "I need to").
    static let wishes: Set<String> = ["want", "wanna", "like", "would", "i'd", "we'd", "love", "need"]

    /// Verbs that say little on their own before a noun of an action ("put
    /// in a request", "place an order", "make a booking"): the noun says what.
    static let lightVerbs: Set<String> = ["put", "place", "make", "submit", "send", "file", "lodge", "do", "get", "raise"]

    /// Light verbs that only place something somewhere ("put my audit
    /// in", "lodge a pledge"): the noun after them says the action.
    static let placingVerbs: Set<String> = ["put", "place", "make", "lodge", "raise", "file"]

    /// Prepositions that end the noun phrase after a verb ("the boiler audit | in for Monday").
    static let phraseEnds: Set<String> = ["in", "into", "for", "on", "at", "to", "with", "from", "of", "by", "about", "through"]

    /// The verb of the head noun of the phrase after the verb at `position`
    /// (its last noun that one intent acts on, past a particle: "put in a
    /// pledge"), when it has one.
    static func headNounVerb(_ tokens: [Token], after position: Int, nounVerbs: [String: String]) -> String? {
        var index = position + 1
        while index < tokens.count, particles.contains(tokens[index].text) { index += 1 }
        var meant: String?
        while index < tokens.count, index <= position + 6, !phraseEnds.contains(tokens[index].text), index == position + 1 || !tokens[index].afterPause {
            if let verb = nounVerbs[Stemmer.stem(tokens[index].text)] { meant = verb }
            index += 1
        }
        return meant
    }

    /// Nouns of an action, by the verb that does it.
    static let actionNouns: [String: String] = [
        "request": "request", "booking": "book", "reservation": "reserve", "appointment": "book", "order": "order",
        "payment": "pay", "purchase": "buy", "donation": "donate", "complaint": "report", "report": "report",
        "transfer": "transfer", "refund": "refund", "cancellation": "cancel", "exchange": "exchange", "swap": "swap",
        "return": "return", "claim": "claim", "deposit": "deposit", "withdrawal": "withdraw", "delivery": "deliver",
    ]

    /// Particles and phrases that turn a verb into another ("sign me up",
    /// "throw it out", "count me in"), by the verb they mean.
    static let phrasal: [String: [String: String]] = [
        "sign": ["up": "signup"],
        "count": ["in": "signup"],
        "throw": ["out": "discard", "away": "discard"],
        "toss": ["out": "discard", "away": "discard"],
        "chuck": ["out": "discard", "away": "discard"],
        "get": ["rid": "delete"],
        "swap": ["out": "exchange"],
        "trade": ["in": "exchange"],
        "give": ["up": "withdraw"],
        "pull": ["up": "show"],
        "bring": ["forward": "move"],
        "turn": ["off": "deactivate", "on": "activate"],
        "switch": ["off": "deactivate", "on": "activate"],
        "fit": ["in": "book"],
        "squeeze": ["in": "book"],
        "pencil": ["in": "book"],
        "pick": ["up": "collect"],
        "drop": ["out": "withdraw"],
    ]

    /// "Let her know", "let its owner know": to tell someone, said of a
    /// pronoun or a possessive and its noun (not of a name, which may be the
    /// app's own: "Let Mendery know that Anya is covering" tells the app).
    static func letsKnow(_ tokens: [Token], at position: Int) -> Bool {
        guard tokens[position].text == "let", position + 2 < tokens.count else { return false }
        let object = tokens[position + 1].text
        if ["me", "us", "her", "him", "them"].contains(object), tokens[position + 2].text == "know" { return true }
        return ["its", "their", "his", "her"].contains(object) && position + 3 < tokens.count && tokens[position + 3].text == "know"
    }

    /// The speaker before the verb ("I'll take…", "let's book…").
    static let speakers: Set<String> = ["i", "i'll", "we'll", "let's", "lets"]

    /// Words that answer what Siri said before a request starts ("Great, I'll collect it Friday").
    static let acknowledgements: Set<String> = ["great", "thanks", "thank", "lovely", "perfect", "cool", "right", "alright", "yeah", "sure", "oh", "so", "well", "ah", "brilliant", "excellent", "nice", "good"]

    /// Verbs that have something done by someone else ("get the curtains replaced").
    static let causatives: Set<String> = ["get", "have", "need"]

    /// The verb of a past participle a few words after `position`, past an
    /// object ("get the stage curtains replaced", "have the gutters cleaned"),
    /// when it ends the clause or comes before a time or a preposition.
    static func participle(_ tokens: [Token], after position: Int, appVerbs: Set<String>) -> String? {
        // ("I have booked…" is no causative: an object comes first.)
        guard position + 2 < tokens.count, !tokens[position + 1].text.hasSuffix("ed") else { return nil }
        for index in (position + 2)..<min(tokens.count, position + 9) {
            let word = tokens[index].text
            guard word.count > 4, word.hasSuffix("ed"), !tokens[index].afterPause else { continue }
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            // (Or a particle, for a verb of the app's own: "pegged down", not "turned over".)
            let particle = next.map { !$0.afterPause && !$0.isStopWord && particles.contains($0.text) } ?? false
            guard next == nil || next!.afterPause || next!.isDateWord || next!.isNumeric || next!.isStopWord || particle else { continue }
            // ("changed" stems to "chang", "pegged" to "pegg": the verb may be the stem with its "e", or one consonant.)
            let stem = Stemmer.stem(word)
            let single = stem.count > 2 && stem.last == stem.dropLast().last ? [String(stem.dropLast())] : []
            for verb in [stem, stem + "e"] + single where (particle ? appVerbs.contains(verb) : all.contains(verb) || appVerbs.contains(verb)) && !weak.contains(verb) {
                // ("I need two bags dropped at the meadow pitch": delivered.)
                if verb == "drop", let next, ["at", "off", "round", "over"].contains(next.text) { return "deliver" }
                return verb
            }
        }
        return nil
    }

    /// Words that say one cannot or will not, and the verbs of going to
    /// something after them: together, to miss it.
    static let refusals: Set<String> = ["can't", "cannot", "won't", "couldn't", "wouldn't"]
    static let attendVerbs: Set<String> = ["make", "come", "attend", "go", "join", "do"]

    /// Where "can't make", "won't be able to come", "cannot attend" is said:
    /// not going to something.
    static func refusal(in tokens: [Token]) -> Range<Int>? {
        for (position, token) in tokens.enumerated() where refusals.contains(token.text)
            || (token.text == "can" && position + 1 < tokens.count && tokens[position + 1].text == "not") {
            var end = position + 1
            while end < tokens.count, end < position + 6, ["not", "be", "able", "to"].contains(tokens[end].text) { end += 1 }
            if end < tokens.count, attendVerbs.contains(tokens[end].text) { return position..<end + 1 }
        }
        return nil
    }

    /// Title verbs that only record or pass on an action the rest of the title
    /// names ("Log Absence", "Mark Attendance").
    static let recordingVerbs: Set<String> = ["log", "mark", "record", "report", "note", "submit", "register", "enter", "file"]

    /// Verbs that ask Siri to look for something ("Find me a large robe"): only
    /// lookups may run for them, as for a question.
    static let searchVerbs: Set<String> = ["find", "search", "look", "browse", "lookup"]

    /// Verbs of looking something up or bringing it up, stemmed.
    static let lookingVerbs: Set<String> = Set(["find", "search", "look", "show", "list", "get", "check", "browse", "see", "view", "lookup", "any",
                                                "open", "display", "tell", "give", "what", "when", "which", "compare", "estimate", "price", "quote", "plan"].map(Stemmer.stem))

    /// The verb a title starts with, stemmed, read as a phrasal verb where
    /// it is one ("Sign Up for a Shift" is "signup").
    static func titleVerb(_ words: [String]) -> String? {
        guard let first = words.first else { return nil }
        if words.count > 1, let meant = phrasal[first]?[words[1]] { return meant }
        return Stemmer.stem(first)
    }

    /// The verbs that mean the same as `verb` (itself included).
    static func synonyms(of verb: String) -> Set<String> {
        TextCache.shared.synonyms(of: verb)
    }

    static func computeSynonyms(of verb: String) -> Set<String> {
        var result: Set<String> = [verb]
        // (A weak verb is no synonym of a strong one: "order" is not "Get Quote".)
        let strong = !weak.contains(verb)
        for group in groups where group.contains(verb) { result.formUnion(strong ? group.subtracting(weak) : group) }
        return result
    }

    /// The action verb a request starts with, past fillers ("please", "can
    /// you", "hey Siri"), stemmed; nil for a question or no known verb.
    /// `appVerbs`: the app's own verbs (of its intents' descriptions) count too.
    /// `nounVerbs`: the verb of the intent that alone acts on a noun (`AppModel.nounVerbs`).
    /// `titleVerbs`: the first words of the app's titles, which a participle may be ("…boarded up").
    static func leading(_ tokens: [Token], appVerbs: Set<String> = [], nounVerbs: [String: String] = [:], titleVerbs: Set<String> = []) -> String? {
        for (position, token) in tokens.enumerated() {
            if PhrasePattern.fillers.contains(token.text) || speakers.contains(token.text) || acknowledgements.contains(token.text) { continue }
            // "I want to log…", "I'd like to book…": the verb after "to" says what.
            let next = position + 1 < tokens.count ? tokens[position + 1].text : ""
            // ("We'd love to book Ana's stay": the speakers before a wish.)
            if ["we", "we'd", "i'd"].contains(token.text), wishes.contains(next) || ["like", "must", "should", "have"].contains(next) { continue }
            if wishes.contains(token.text), next == "to" || next == "like" { continue }
            // "Check out my order": to pay for it.
            if token.text == "check", hasParticle(tokens, after: position, "out") { return "checkout" }
            // "Drop two bags off at the pitch": to deliver them, not to cancel.
            if Stemmer.stem(token.text) == "drop", ["at", "off", "round", "over"].contains(next) || hasParticle(tokens, after: position, "off") { return "deliver" }
            // "Pull me out of the tournament": to withdraw.
            if token.text == "pull", hasParticle(tokens, after: position, "out") { return "withdraw" }
            // "Sign me up for…", "throw out the mash", "get rid of…".
            if let particles = phrasal[token.text], let meant = particles.first(where: { hasParticle(tokens, after: position, $0.key) })?.value {
                return meant
            }
            // "Put me down for tomorrow's shift", "put the two of us down for…", "…, put the two of us down": to sign up.
            // ("Put us on the waitlist" names what it joins: the words decide.)
            if token.text == "put", let object = people(tokens, from: position + 1), object < tokens.count,
               tokens[object].text == "down", object + 1 == tokens.count || ["in", "on", "with"].contains(tokens[object + 1].text)
                || tokens[object...].prefix(4).contains(where: { $0.text == "for" }) {
                return "signup"
            }
            // "Put two of us on the island trip", "put us on the waitlist": what it names decides.
            if token.text == "put", let object = people(tokens, from: position + 1), object < tokens.count,
               ["on", "onto", "in", "into"].contains(tokens[object].text) {
                return nil
            }
            // "Take Aiko off my favourites": to remove her; "take Sam out of camp": to withdraw.
            if token.text == "take", let off = tokens[(position + 1)...].prefix(5).first(where: { $0.text == "off" || $0.text == "out" }),
               off.index + 1 < tokens.count {
                let after = tokens[off.index + 1].text
                if off.text == "off", after == "my" || after == "our" { return "remove" }
                // ("Take us off Saturday's work party": to withdraw us.)
                if off.text == "off", off.index == position + 2, ["me", "us"].contains(tokens[position + 1].text) { return "withdraw" }
                if off.text == "out", after == "of" { return "withdraw" }
            }
            // "Keep my rental two more days": to extend it.
            // ("Give me ten more minutes", "I need another hour": to extend too.)
            if ["keep", "give", "need", "want", "get"].contains(token.text), tokens[(position + 1)...].contains(where: { ["more", "longer", "extra", "another"].contains($0.text) }) {
                return "extend"
            }
            // "Take me there", "get us there": to be shown the way.
            if token.text == "take" || token.text == "get", position + 2 < tokens.count, ["me", "us"].contains(next), tokens[position + 2].text == "there" {
                return "navigate"
            }
            // "Get the stage curtains replaced", "have my car washed": the participle's verb.
            if causatives.contains(token.text), let meant = participle(tokens, after: position, appVerbs: appVerbs.union(titleVerbs)) { return meant }
            // "Put in a request for…", "place an order": the noun's verb.
            if lightVerbs.contains(token.text) || token.text == "made" || token.text == "sent",
               let noun = tokens[(position + 1)...].prefix(4).first(where: { !["in", "a", "an", "my", "the", "new", "another", "me", "us", "through"].contains($0.text) }),
               let meant = actionNouns[noun.text], all.contains(meant) || appVerbs.contains(meant) {
                return meant
            }
            // "Put in a pledge for…", "put the boiler audit in for Monday": the noun one intent acts on says which.
            if placingVerbs.contains(token.text), !nounVerbs.isEmpty, let meant = headNounVerb(tokens, after: position, nounVerbs: nounVerbs) {
                return meant
            }
            // "I can't make the archery taster", "we won't be able to come": to miss it.
            if refusals.contains(token.text) || token.text == "can", refusal(in: tokens)?.lowerBound == position { return "miss" }
            // "Let me know when…": to be told, as a notification.
            // ("Let its owner know": to tell them.)
            if letsKnow(tokens, at: position) { return "notify" }
            // "Ask Movers to push my move", "use Choirloft to tell…": the verb after "to".
            if token.text == "ask" || token.text == "tell" || token.text == "use", let to = tokens[(position + 1)...].prefix(4).firstIndex(where: { $0.text == "to" }) {
                return leading(Array(tokens[(to + 1)...]), appVerbs: appVerbs, nounVerbs: nounVerbs, titleVerbs: titleVerbs)
            }
            if token.text == "to", position > 0, wishes.contains(tokens[position - 1].text) { continue }
            if token.text == "like", position > 0, ["would", "i'd", "we'd"].contains(tokens[position - 1].text), next == "to" { continue }
            let stem = Stemmer.stem(token.text)
            return (all.contains(stem) || appVerbs.contains(stem)) && !weak.contains(stem) ? stem : nil
        }
        return nil
    }
}
