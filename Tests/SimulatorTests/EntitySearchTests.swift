import Testing

/// Capability 5: finding entities. A question about a record by name or by
/// date finds it with its properties; records hidden from Spotlight are not
/// found; a property that needs authentication is not reported (nor
/// spoken) while the device is locked; an intent that needs authentication
/// does not run on a locked device.
struct EntitySearchTests {
    static let byName: [Row] = [
        Row(.stayfinch, "When is my Alpine Lodge booking in Stayfinch?", [
            .found("BookingEntity", "bk-2048"), .foundProperty("bk-2048", "checkIn", "2026-03-20T15:00:00+01:00"),
            .foundProperty("bk-2048", "confirmationCode", "ZX-88"), .says("March 20"),
        ]),
        Row(.beanstop, "How much is a flat white in Beanstop?", [
            .found("DrinkEntity", "flat-white"), .foundProperty("flat-white", "price", 3.2), .says("3.2"),
        ]),
        Row(.beanstop, "Is the chamomile tea caffeinated in Beanstop?", [
            .found("DrinkEntity", "chamomile"), .foundProperty("chamomile", "caffeinated", false),
        ]),
        Row(.stayfinch, "Which city is the Harbor House in, Stayfinch?", [
            .found("HotelEntity", "harbor-house"), .foundProperty("harbor-house", "city", "Hamburg"), .says("Hamburg"),
        ]),
        Row(.quillpad, "When did I write the soup recipes note in Quillpad?", [
            .found("NoteEntity", "note-recipes"), .foundProperty("note-recipes", "wordCount", 310),
        ]),
        Row(.crumbly, "How much is a cinnamon bun at Crumbly?", [
            .found("PastryEntity", "cinnamon-roll"), .foundProperty("cinnamon-roll", "price", 2.4),
        ]),
        // A word of another type's name inside the record's own name ("court") names no type.
        Row(.thistledown, "When's the court refurbishment day, Thistledown?", [.found("EventEntity", "od-courts"), .notFound("cb-sat")]),
    ]

    static let byDate: [Row] = [
        Row(.stayfinch, "Do I have a booking on March 20 in Stayfinch?", [
            .found("BookingEntity", "bk-2048"), .notFound("bk-3001"), .foundProperty("bk-2048", "checkIn", "2026-03-20T15:00:00+01:00"),
        ]),
        // Records of two types named: each said with its properties.
        Row(.choirloft, "Who is the soloist of Tomasz's Winter Carols in Choirloft?", [.found("ScoreEntity", "carols"), .says("Soloist: Tomasz")]),
        // A day written only in the records' titles.
        Row(.choirloft, "Which rehearsal is on March 21 in Choirloft?", [.found("RehearsalEntity", "r-0321"), .notFound("r-0316")]),
        Row(.stayfinch, "What's booked for April 2nd in Stayfinch?", [
            .found("BookingEntity", "bk-3001"), .notFound("bk-2048"),
        ]),
        // Hotels have no dates: the day points at the bookings, whose Hotel property speaks of them.
        Row(.stayfinch, "Which hotel am I at on March 20 in Stayfinch?", [
            .found("BookingEntity", "bk-2048"), .notFound("bk-3001"), .notFound("alpine-lodge"),
        ]),
        // A date kept as ISO 8601 text is a date.
        Row(.stayfinch, "Which stay starts on March 27 in Stayfinch?", [
            .found("StayEntity", "st-2"), .notFound("st-1"),
        ]),
        Row(.quillpad, "Which note did I write last Tuesday in Quillpad?", [
            .found("NoteEntity", "note-packing"), .notFound("note-recipes"),
        ]),
        Row(.quillpad, "Which note did I write on March 10 in Quillpad?", [
            .found("NoteEntity", "note-packing"), .notFound("note-recipes"),
        ]),
        Row(.quillpad, "What notes did I write yesterday in Quillpad?", [
            .found("NoteEntity", "note-recipes"), .notFound("note-packing"),
        ]),
    ]

    static let hidden: [Row] = [
        Row(.beanstop, "How much is the Midnight Mocha in Beanstop?", [.notFound("staff-special")]),
        Row(.quillpad, "What's in my Private Diary note in Quillpad?", [.notFound("note-diary"), .doesNotSay("900")]),
        Row(.quillpad, "Which notes did I write on March 1 in Quillpad?", [.notFound("note-diary")]),
        // Still found when it is not hidden.
        Row(.beanstop, "How much is the Cold Brew in Beanstop?", [.found("DrinkEntity", "cold-brew"), .says("4.1")]),
    ]

    static let locked: [Row] = [
        Row(.stayfinch, .locked, "What's the confirmation code of my Alpine Lodge booking in Stayfinch?", [
            .found("BookingEntity", "bk-2048"), .foundLacks("bk-2048", "confirmationCode"), .doesNotSay("ZX-88"),
            .foundProperty("bk-2048", "checkIn", "2026-03-20T15:00:00+01:00"),
        ]),
        Row(.stayfinch, "What's the confirmation code of my Alpine Lodge booking in Stayfinch?", [
            .found("BookingEntity", "bk-2048"), .foundProperty("bk-2048", "confirmationCode", "ZX-88"), .says("ZX-88"),
        ]),
        Row(.coinvault, .locked, "What's the balance of my savings in Coinvault?", [
            .found("AccountEntity", "acct-savings"), .foundLacks("acct-savings", "balance"), .doesNotSay("8000"),
            .foundProperty("acct-savings", "holder", "Robin Vale"),
        ]),
        Row(.coinvault, "What's the balance of my savings in Coinvault?", [
            .found("AccountEntity", "acct-savings"), .foundProperty("acct-savings", "balance", 8000), .says("8000"),
        ]),
    ]

    static let lockedIntents: [Row] = [
        Row(.coinvault, .locked, "Transfer 50 euros from Checking to Savings in Coinvault", [.nothingSucceeded, .says("unlock")]),
        Row(.coinvault, Situation(foreground: true, locked: true), "Move 100 euros from my current account to savings", [
            .nothingSucceeded, .says("unlock"),
        ]),
        // Unlocked, the same request runs.
        Row(.coinvault, "Transfer 50 euros from Checking to Savings in Coinvault", [
            .call("TransferMoney", .succeeded), .arg("amount", 50), .arg("source", "acct-checking"), .arg("destination", "acct-savings"),
        ]),
        // An intent that needs no authentication runs on a locked device.
        Row(.simmer, .locked, "Start a 10 minute timer in Simmer", [.call("StartTimer", .succeeded)]),
    ]

    /// Records of two types with one name: the one with the property the
    /// question asks about, whose value the answer says; "which … need …"
    /// finds the records whose yes-or-no property it names is true.
    static let byProperty: [Row] = [
        Row(.pawdock, "When does Biscuit check out? Pawdock", [
            .found("BoardingEntity", "stay-biscuit"), .notFound("biscuit"), .says("March 17"),
        ]),
        Row(.pawdock, "Which pets need a bath in Pawdock?", [
            .found("PetEntity", "biscuit"), .notFound("mochi"), .says("Biscuit"), .noInvocation,
        ]),
    ]

    /// A case of an enum the records have as a property narrows to those
    /// records, with or without the type's word.
    static let byEnumCase: [Row] = [
        Row(.driftpeak, "What's coming with Valley Vans in Driftpeak?", [
            .found("DeliveryEntity", "helmet"), .found("DeliveryEntity", "goggles"), .notFound("boot-bag"), .noInvocation,
        ]),
        Row(.driftpeak, "Which deliveries come with Alp Express in Driftpeak?", [
            .found("DeliveryEntity", "boot-bag"), .notFound("helmet"), .notFound("goggles"),
        ]),
    ]

    /// A date narrows to records dated that day, or pointing at a record
    /// dated that day (a ticket's show); "this weekend" is Saturday and Sunday.
    static let byLinkedDate: [Row] = [
        Row(.driftpeak, "Which tickets do I have this weekend in Driftpeak?", [
            .found("TicketEntity", "tk-sat"), .found("TicketEntity", "tk-sun"), .notFound("tk-fri"), .notFound("tk-later"),
        ]),
        Row(.driftpeak, "What's arriving this weekend in Driftpeak?", [
            .found("DeliveryEntity", "helmet"), .notFound("boot-bag"), .notFound("goggles"),
        ]),
    ]

    /// "When…" about a record without dates: the dated records that point
    /// at it, or (of a type that cannot) that name it.
    static let pointingAt: [Row] = [
        Row(.driftpeak, "When is DJ Hollis playing in Driftpeak?", [
            .found("ShowEntity", "show-sun"), .found("ShowEntity", "show-fri"), .notFound("show-sat"), .notFound("show-later"), .says("Sunday"),
        ]),
        Row(.driftpeak, "When is The Frostbites playing in Driftpeak?", [
            .found("ShowEntity", "show-sat"), .found("ShowEntity", "show-later"), .notFound("show-sun"),
        ]),
        Row(.driftpeak, "What time is my pickup for the airport in Driftpeak?", [
            .found("ShuttleRideEntity", "ride-airport"), .notFound("ride-hut"), .says("7:30"),
        ]),
        // A property of the record's own ("water temperature") is its own to answer, not the records that point at it.
        Row(.thistledown, "What's the water temperature in the Main Pool right now in Thistledown?", [
            .found("PoolEntity", "pool-main"), .foundProperty("pool-main", "waterTemperature", 28), .notFound("cl-lanes"),
        ]),
        // Also when a word of the record's own ("solar", its heating) is in a record that points at it.
        Row(.thistledown, "How warm is the water in the solar Main Pool, Thistledown?", [
            .found("PoolEntity", "pool-main"), .notFound("cl-solar"), .notFound("cl-lanes"),
        ]),
    ]

    /// Days and records named alike: a month word is the date's, never the
    /// April Inn; "Saturday's run log" is the log titled with that day.
    static let dayWords: [Row] = [
        Row(.stayfinch, "Which hotel am I at on April 2nd in Stayfinch?", [.found("BookingEntity", "bk-3001"), .notFound("april-inn")]),
        Row(.driftpeak, "What's in Saturday's run log in Driftpeak?", [.found("RunLogEntity", "log-sat"), .notFound("log-fri")]),
    ]

    @Test(arguments: byProperty) func foundByProperty(_ row: Row) async throws { try await check(row) }
    @Test(arguments: byName) func foundByName(_ row: Row) async throws { try await check(row) }
    @Test(arguments: byDate) func foundByDate(_ row: Row) async throws { try await check(row) }
    @Test(arguments: hidden) func hiddenInSpotlight(_ row: Row) async throws { try await check(row) }
    @Test(arguments: locked) func lockedProperties(_ row: Row) async throws { try await check(row) }
    @Test(arguments: lockedIntents) func lockedIntent(_ row: Row) async throws { try await check(row) }
    @Test(arguments: byEnumCase) func foundByEnumCase(_ row: Row) async throws { try await check(row) }
    @Test(arguments: byLinkedDate) func foundByLinkedDate(_ row: Row) async throws { try await check(row) }
    @Test(arguments: pointingAt) func foundPointingAt(_ row: Row) async throws { try await check(row) }
    @Test(arguments: dayWords) func foundByDayWord(_ row: Row) async throws { try await check(row) }
}
