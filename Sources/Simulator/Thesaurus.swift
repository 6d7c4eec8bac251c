import Utterances

/// Everyday nouns that people use for one another ("my kids" for the
/// children, "the result" for the scores, "the line" for the queue), so a
/// request in other words than the app's still reaches its intent, at less
/// weight than its own words (`RelevanceIndex.ranking`). General English
/// only: nothing here names an app, and verbs are `ActionVerbs`' business
/// (no word here may stem to a verb: "teacher" would be "teach").
enum Thesaurus {
    static let groups: [[String]] = [
        ["result", "score", "scoreline"],
        ["kid", "child", "children", "youngster"],
        ["booking", "reservation"],
        ["appointment", "booking", "visit"],
        ["guest", "visitor", "visit"],
        ["queue", "line", "waitlist"],
        ["spot", "place", "location", "site"],
        ["trip", "journey", "outing"],
        ["car", "vehicle", "auto"],
        ["photo", "picture", "pic", "image"],
        ["doctor", "physician", "gp"],
        ["money", "cash", "funds"],
        ["bill", "invoice"],
        ["price", "cost", "fee", "charge", "rate"],
        ["dish", "meal", "food"],
        ["drink", "beverage"],
        ["house", "home"],
        ["flat", "apartment", "unit"],
        ["shop", "store"],
        ["gift", "present"],
        ["lesson", "class", "session"],
        ["instructor", "tutor", "coach"],
        ["pet", "animal"],
        ["dog", "puppy", "pup", "pooch"],
        ["cat", "kitten", "kitty"],
        ["alert", "notification", "warning"],
        ["problem", "issue", "fault"],
        ["repair", "fix"],
        ["code", "pin", "passcode", "password"],
        ["delivery", "shipment", "parcel", "package"],
        ["ticket", "pass"],
        ["friend", "mate", "buddy", "pal"],
        ["mom", "mum", "mother"],
        ["dad", "father"],
        ["details", "info", "information"],
        ["bike", "bicycle", "cycle"],
        ["flight", "plane"],
        ["film", "movie"],
        ["song", "track", "tune"],
        ["show", "performance", "gig", "concert"],
        ["game", "match", "fixture"],
        ["team", "squad", "side"],
        ["job", "role", "position", "vacancy"],
        ["staff", "employee", "worker"],
        ["event", "occasion", "party"],
        ["dinner", "supper"],
        ["garden", "yard"],
        ["rubbish", "trash", "garbage", "waste"],
        ["bathroom", "toilet", "loo", "restroom", "washroom"],
        ["holiday", "vacation"],
        ["medicine", "medication", "meds"],
        ["email", "mail"],
        ["phone", "mobile", "cell"],
        ["discount", "coupon", "voucher", "promo"],
        ["account", "profile"],
        ["trainers", "sneakers"],
        ["sofa", "couch", "settee"],
        ["fridge", "refrigerator"],
        ["mark", "grade"],
        ["exam", "test"],
        ["homework", "assignment"],
        ["note", "memo"],
        ["list", "checklist"],
        ["stop", "station"],
        ["entry", "record", "log"],
        ["reading", "measurement", "level"],
        ["status", "progress", "news", "happening"],
    ]

    /// For each stemmed word, the stems of its other words.
    static let related: [String: Set<String>] = {
        var table: [String: Set<String>] = [:]
        for group in groups {
            let stems = Set(group.map(Stemmer.stem))
            for stem in stems { table[stem, default: []].formUnion(stems.subtracting([stem])) }
        }
        return table
    }()

    /// How much a word's synonym counts against the word itself.
    static let weight = 0.5
}
