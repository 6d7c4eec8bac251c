import Testing

/// The last call again for something else, and values read from the words
/// around them. The rows use Thistledown (Apps+Thistledown.swift); the
/// clock is Thursday 12 March 2026, 15:00 in Berlin.
struct RepeatAndValueTests {
    static let repeats: [Row] = [
        // A day names the booking when the intent takes no date of its own.
        Row(.thistledown, [
            Say("Hire rackets for Saturday's squash in Thistledown", [.call("HireRackets", .succeeded), .arg("booking", "cb-sat")]),
            Say("Same for Sunday", [.call("HireRackets", .succeeded), .arg("booking", "cb-sun"), .arg("count", 2)]),
        ]),
        // One word a record alone shares, after "same for", names it.
        Row(.thistledown, [
            Say("Watch the pool cam for a minute in Thistledown", [.call("WatchCamera", .succeeded), .arg("camera", "cam-pool"), .arg("seconds", 60)]),
            Say("Same for the sauna", [.call("WatchCamera", .succeeded), .arg("camera", "cam-sauna"), .arg("seconds", 60)]),
        ]),
        // A name after "for" is the new text of the one text given.
        Row(.thistledown, [
            Say("Enrol Ines in Otters Beginners in Thistledown", [.call("EnrolInClass", .succeeded), .arg("childName", "Ines")]),
            Say("Do the same for Tobias", [.call("EnrolInClass", .succeeded), .arg("swimClass", "otters"), .arg("childName", "Tobias")]),
        ]),
        // Not a change: without "same", a day after a call that takes none does not pick another booking.
        Row(.thistledown, [
            Say("Hire rackets for Saturday's squash in Thistledown", [.call("HireRackets", .succeeded), .arg("booking", "cb-sat")]),
            Say("Actually, make it four", [.call("HireRackets", .succeeded), .arg("booking", "cb-sat"), .arg("count", 4)]),
        ]),
    ]

    /// A length of time said with a word of moving later or earlier moves
    /// the date of the record the call acts on, or the call's own date.
    static let shifts: [Row] = [
        Row(.thistledown, .showing("CourtBookingEntity", "cb-sat"), "Push it back two days", [
            .call("MoveCourtBooking", .succeeded), .arg("booking", "cb-sat"), .date("newTime", day: "2026-03-16", time: "10:00"),
        ]),
        Row(.thistledown, .showing("CourtBookingEntity", "cb-tue"), "Can you bring it forward an hour?", [
            .call("MoveCourtBooking", .succeeded), .date("newTime", day: "2026-03-17", time: "17:00"),
        ]),
        // An end-like date moves from the record's last date.
        Row(.thistledown, "I'd like to keep locker 12 three more days in Thistledown", [
            .call("ExtendLocker", .succeeded), .arg("locker", "locker-12"), .date("until", day: "2026-03-23", time: "21:00"),
        ]),
        Row(.thistledown, "Keep my locker an extra week in Thistledown", [.call("ExtendLocker", .succeeded), .date("until", day: "2026-03-27", time: "21:00")]),
        // With no length of time, nothing moves: Siri asks.
        Row(.thistledown, "Keep my locker longer in Thistledown", [.call("ExtendLocker", .needsInput), .noArg("until")]),
    ]

    @Test(arguments: shifts) func shift(_ row: Row) async throws { try await check(row) }

    static let spans: [Row] = [
        // A length after "for" ends what starts on the day said, so many days on.
        Row(.pitchwell, "Hire the bell tent from Saturday in Pitchwell for three nights", [
            .call("HireTent", .succeeded), .date("pickup", day: "2026-03-14"), .date("returnDate", day: "2026-03-17"),
        ]),
        Row(.pitchwell, "In Pitchwell, hire the bell tent tomorrow for ten days", [
            .call("HireTent", .succeeded), .date("pickup", day: "2026-03-13"), .date("returnDate", day: "2026-03-23"),
        ]),
        // Without "for", a number of nights says nothing of the end: Siri asks.
        Row(.pitchwell, "Hire the bell tent from tomorrow in Pitchwell, it's three nights", [.call("HireTent", .needsInput), .noArg("returnDate")]),
    ]

    @Test(arguments: spans) func span(_ row: Row) async throws { try await check(row) }

    static let values: [Row] = [
        // "another lesson": one more of what the parameter counts.
        Row(.thistledown, "Add another lesson to Otters Beginners in Thistledown", [.call("ExtendCourse", .succeeded), .arg("extraLessons", 1)]),
        // Cases said as a list, for an action with one case: one call each.
        Row(.thistledown, "Put me on the waitlist for squash and tennis in Thistledown", [
            .calls(["JoinSportWaitlist", "JoinSportWaitlist"]), .argOf("JoinSportWaitlist", "sport", "squash"), .arg("sport", "tennis"),
        ]),
        // A case of two words said the other way round, past a form of "be".
        Row(.thistledown, "Report a fault in Thistledown, the floor is so slippery by the lockers", [.call("ReportFault", .succeeded), .arg("problem", "slipperyFloor")]),
        // "and a quarter" after a unit; a unit another parameter has; "a hundred" after another number.
        Row(.thistledown, "Save a jog in Thistledown, an hour and a quarter on the clock, twelve and a half kilometres, average heart rate a hundred and fifty-two", [
            .call("SaveJog", .succeeded), .arg("length", 4500), .arg("distance", 12.5), .arg("heartRate", 152),
        ]),
        // "about seven and a half" hours is a length, not "about seven" o'clock.
        Row(.thistledown, "Log my rest in Thistledown, I got about seven and a half hours", [.call("LogRest", .succeeded), .arg("sleep", 7.5)]),
    ]

    /// A text whose description gives a code as an example takes the
    /// token of that shape, before any name; a file name keeps its
    /// underscores and extension.
    static let codes: [Row] = [
        Row(.thistledown, "Sign in JB12KX with Ottilie in Thistledown", [.call("SignInGuest", .succeeded), .arg("card", "JB12KX")]),
        Row(.thistledown, "Sign in Ottilie Brandt, pass RV7Q in Thistledown", [.call("SignInGuest", .succeeded), .arg("card", "RV7Q")]),
        Row(.thistledown, "Register my car in Thistledown, the plate is LM70 QZA", [.call("RegisterCar", .succeeded), .arg("plate", "LM70 QZA")]),
        Row(.thistledown, "Print two copies of spring_gala.pdf in Thistledown", [.call("PrintHandout", .succeeded), .arg("file", "spring_gala.pdf"), .arg("copies", 2)]),
    ]

    /// What a description says an intent does not do is no evidence for
    /// it, a weak verb ("Get") is no synonym of a strong one ("order"), and
    /// a lookup fits an order that looks nothing up less.
    static let choices: [Row] = [
        Row(.thistledown, "Order twelve team kit shirts in Thistledown", [.call("OrderKit", .succeeded), .arg("quantity", 12), .noneOf(["QuoteKit"])]),
        // An order whose verb is no verb of looking fits a lookup less; "book" someone into a class enrols them.
        Row(.thistledown, "Put Tobias in the Seals Improvers class in Thistledown", [.call("EnrolInClass", .succeeded), .arg("swimClass", "seals"), .noneOf(["FindSwimClasses"])]),
        Row(.thistledown, "Book Tobias into Seals Improvers in Thistledown", [.call("EnrolInClass", .succeeded), .arg("childName", "Tobias")]),
        // A particle after the object ("turn the intruder alarm off") turns the verb into another.
        Row(.thistledown, "Turn the intruder alarm off in Thistledown", [.call("DisarmIntruderAlarm", .succeeded), .noneOf(["ArmIntruderAlarm"])]),
        Row(.thistledown, "Switch the intruder alarm on in Thistledown", [.call("ArmIntruderAlarm", .succeeded), .noneOf(["DisarmIntruderAlarm"])]),
    ]

    /// A statement of what is or happened, before an order about "it", is
    /// the order's scene: it runs nothing itself, and names what "it" is.
    static let scenes: [Row] = [
        Row(.thistledown, "That fire door alert by the pool was only the cleaner, close it as a false alarm in Thistledown", [
            .calls(["CloseAlert"]), .arg("alert", "al-door"), .arg("falseAlarm", true),
        ]),
    ]

    /// A record is named without what its brackets add, by its number's
    /// possessive, and by a number its name has among records alike.
    static let names: [Row] = [
        Row(.thistledown, "Hire rackets for squash 1 in Thistledown", [.call("HireRackets", .succeeded), .arg("booking", "cb-tue"), .arg("count", 2)]),
        Row(.thistledown, "Renew Greta's membership in Thistledown", [.call("RenewMembership", .succeeded), .arg("member", "m-2041")]),
        Row(.thistledown, "Renew 2077's membership for six months in Thistledown", [.call("RenewMembership", .succeeded), .arg("member", "m-2077"), .arg("months", 6)]),
    ]

    /// A change to a call just made: a case of another parameter's enum names
    /// no other record; a bare hour moves what was made, with the intent that moves it.
    static let changes: [Row] = [
        Row(.thistledown, [
            Say("Move my Saturday squash to Monday at 6 pm in Thistledown", [.call("MoveCourtBooking", .succeeded), .arg("booking", "cb-sat")]),
            Say("And make it floodlit", [.call("MoveCourtBooking", .succeeded), .arg("booking", "cb-sat"), .arg("lights", "floodlit")]),
        ]),
        Row(.thistledown, [
            Say("Book a court for Friday at 5 pm in Thistledown", [.call("ReserveCourt", .succeeded)]),
            Say("Actually, make it 7", [.call("MoveCourtBooking", .succeeded), .date("newTime", day: "2026-03-13", time: "19:00")]),
        ]),
    ]

    @Test(arguments: names) func name(_ row: Row) async throws { try await check(row) }
    @Test(arguments: changes) func change(_ row: Row) async throws { try await check(row) }
    /// ...and so is what a person named first wants; a person's text is the name.
    static let wishes: [Row] = [
        Row(.thistledown, "Ines wants a swimming class again, put her in Otters Beginners in Thistledown", [
            .calls(["EnrolInClass"]), .arg("swimClass", "otters"), .arg("childName", "Ines"),
        ]),
    ]

    @Test(arguments: wishes) func wish(_ row: Row) async throws { try await check(row) }
    @Test(arguments: scenes) func scene(_ row: Row) async throws { try await check(row) }
    @Test(arguments: choices) func choice(_ row: Row) async throws { try await check(row) }
    @Test(arguments: codes) func code(_ row: Row) async throws { try await check(row) }
    @Test(arguments: values) func value(_ row: Row) async throws { try await check(row) }
    @Test(arguments: repeats) func repeatFor(_ row: Row) async throws { try await check(row) }
}
