import Testing

/// Answers that keep what the call had, polite requests, parts of the day
/// inside a case's name, the party of a call carried to another intent, and
/// questions and records narrowed by the day and the part of it. The rows
/// use Brackenfold (Apps+Brackenfold.swift); the clock is Thursday 12 March
/// 2026, 15:00 in Berlin.
struct AnswerAndNarrowingTests {
    /// An answer names only what Siri asked for: a record that goes with
    /// the answer (the canoe kept on rack 4) does not replace the one the
    /// call already had, and is not reported as found.
    static let answers: [Row] = [
        Row(.brackenfold, [
            Say("Move canoe C-12 in Brackenfold", [.call("MoveCanoe", .needsInput), .arg("canoe", "canoe-c12")]),
            Say("Onto boathouse rack 4", [.call("MoveCanoe", .succeeded), .arg("canoe", "canoe-c12"), .arg("rack", "rack-4"), .notFound("canoe-c30")]),
        ]),
    ]

    /// A text Siri asked for is the whole answer, even when a case's name
    /// in it sets another parameter.
    static let texts: [Row] = [
        Row(.brackenfold, [
            Say("Add a note for Pitch 7 in Brackenfold", [.call("AddPitchNote", .needsInput)]),
            Say("She gets hay fever near the long grass", [
                .call("AddPitchNote", .succeeded), .arg("details", "She gets hay fever near the long grass"), .arg("kind", "allergy"),
            ]),
        ]),
    ]

    /// A record matched by its synonym ("Stratos") owns the words of its
    /// name beside it ("Dagger"): they name no record of another type. What
    /// a record had last time (Last Paddle, Last Hours) is used only when
    /// the request asks for it again.
    static let earlier: [Row] = [
        Row(.brackenfold, "Hire the Dagger Stratos in Brackenfold, two hours", [.call("HireKayak", .needsInput), .arg("kayak", "kayak-stratos"), .noArg("paddle")]),
        Row(.brackenfold, "Hire the Stratos like last time in Brackenfold", [
            .call("HireKayak", .succeeded), .arg("paddle", "paddle-sprint"), .arg("hours", 3),
        ]),
        Row(.brackenfold, "Hire the Tribe with the carbon sprint paddle in Brackenfold, two hours", [
            .call("HireKayak", .succeeded), .arg("kayak", "kayak-tribe"), .arg("paddle", "paddle-sprint"), .arg("hours", 2),
        ]),
    ]

    /// "No" to a confirmation cancels; what follows it ("move…") is a
    /// request of its own, about the same record.
    static let declines: [Row] = [
        Row(.brackenfold, [
            Say("Cancel the Birch Cabin stay in Brackenfold", [.call("CancelCabinStay", .awaitingConfirmation)]),
            Say("Nope, I'll keep it, move the arrival to Sunday instead", [
                .onlyCalls(["MoveCabinArrival"]), .call("MoveCabinArrival", .succeeded), .arg("stay", "stay-birch"), .date("arrival", day: "2026-03-15"),
            ]),
        ]),
        Row(.brackenfold, [
            Say("Cancel the Birch Cabin stay in Brackenfold", [.call("CancelCabinStay", .awaitingConfirmation)]),
            Say("No, leave it", [.noInvocation, .says("won't")]),
        ]),
    ]

    /// A full name is the capitalised name, not the words around it; an
    /// age said decides a yes-or-no parameter whose description gives an
    /// age range.
    static let people: [Row] = [
        Row(.brackenfold, "Add my cousin Greta Lind to the Pitch 7 stay on Saturday in Brackenfold", [
            .call("AddToStay", .succeeded), .arg("stay", "stay-sat"), .arg("name", "Greta Lind"), .arg("isChild", false),
        ]),
        Row(.brackenfold, "Add my niece Ada Lind to the Pitch 7 stay on Monday in Brackenfold, she's eleven", [
            .call("AddToStay", .succeeded), .arg("name", "Ada Lind"), .arg("isChild", true),
        ]),
        // Someone visiting is a guest; a name that starts the sentence is still the whole name.
        Row(.brackenfold, "Ola Brandt is visiting us on Saturday, let the gate know in Brackenfold", [
            .call("SignInGuest", .succeeded), .arg("name", "Ola Brandt"), .date("day", day: "2026-03-14"),
        ]),
        Row(.brackenfold, "Add Joakim Sund to the Pitch 7 stay on Monday in Brackenfold, he is 40 years old", [
            .call("AddToStay", .succeeded), .arg("name", "Joakim Sund"), .arg("isChild", false),
        ]),
    ]

    /// A sentence that asks for nothing, before one that asks ("Fit in…",
    /// a verb and its particle), is the scene: its words say when, not which
    /// action. The party one part gives is every part's.
    static let parts: [Row] = [
        Row(.brackenfold, "Saturday is our last night in Brackenfold and the warden wants the pitch clear by nine. Fit in a sunset paddle and book the lakeside supper, three of us", [
            .onlyCalls(["BookPaddleTour", "BookSupper"]), .argOf("BookPaddleTour", "people", 3), .argOf("BookPaddleTour", "tour", "sunset"),
            .argOf("BookSupper", "guests", 3), .argOf("BookSupper", "setting", "lakeside"),
        ]),
        Row(.brackenfold, "Pencil in a sunset paddle for Sunday in Brackenfold, two people", [.call("BookPaddleTour", .succeeded), .arg("people", 2)]),
    ]

    /// A result's score goes to each side by the verb ("won" puts the
    /// larger score on ours); "more" time asks to extend; "take me there"
    /// asks the way to what is on screen.
    static let everyday: [Row] = [
        Row(.brackenfold, "We won three one in the park football in Brackenfold", [.call("RecordFootballResult", .succeeded), .arg("ourGoals", 3), .arg("theirGoals", 1)]),
        Row(.brackenfold, "We lost 2-4 at football in Brackenfold", [.call("RecordFootballResult", .succeeded), .arg("ourGoals", 2), .arg("theirGoals", 4)]),
        Row(.brackenfold, "Football in Brackenfold: we drew one all", [.call("RecordFootballResult", .succeeded), .arg("ourGoals", 1), .arg("theirGoals", 1)]),
        Row(.brackenfold, .liveActivity("SpaSlotEntity", "spa-thu"), "Give me ten more minutes", [.call("ExtendSpaSlot", .succeeded), .arg("slot", "spa-thu"), .arg("minutes", 10)]),
        Row(.brackenfold, .showing("PitchEntity", "pitch-9"), "Take me there", [.call("DirectionsToPitch", .succeeded), .arg("pitch", "pitch-9")]),
    ]

    /// An optional note is the last phrase, even when a case is said in it;
    /// a yes-or-no is named by its description's verb too, and its words
    /// are no text's.
    static let described: [Row] = [
        Row(.brackenfold, .showing("KayakEntity", "kayak-tribe"), "Log damage on this kayak, the seat came loose and it is dangerous to paddle", [
            .call("ReportKayakDamage", .succeeded), .arg("severity", "unsafe"), .arg("details", "the seat came loose and it is dangerous to paddle"),
        ]),
        Row(.brackenfold, "Play the blackbird on repeat in Brackenfold", [.call("PlayBirdsong", .succeeded), .arg("loop", true), .arg("bird", "blackbird")]),
        Row(.brackenfold, "Play the blackbird in Brackenfold", [.call("PlayBirdsong", .succeeded), .arg("loop", false)]),
        // A size is said without its unit ("24x36" for "24x36 in").
        Row(.brackenfold, "Print the park map at 24x36 for me in Brackenfold", [.call("PrintParkMap", .succeeded), .arg("size", "poster")]),
        // A verb no list knows whose noun the title has ("donate", "Gear Donation") says which, and is no text.
        Row(.brackenfold, "We would love to donate a spare tent to Brackenfold", [.call("DonateGear", .succeeded), .arg("item", "spare tent")]),
        // "Track it" fits "Start Recording a Walk" (the verb started), and what begins now is started, not kept for later.
        Row(.brackenfold, "Setting off round the Heron Loop now, please track it in Brackenfold", [.call("StartTrailWalk", .succeeded), .noneOf(["SaveTrail"])]),
        Row(.brackenfold, "Keep the Beech Ridge Path for another day in Brackenfold", [.call("SaveTrail", .succeeded), .noneOf(["StartTrailWalk"])]),
    ]

    /// "What about the blue one?": the case only one of whose names has the
    /// word; "and the next post": the number that says which, one up.
    static let another: [Row] = [
        Row(.brackenfold, [
            Say("When is the black bin emptied in Brackenfold?", [.call("FindBinDay", .succeeded), .arg("bin", "general")]),
            Say("What about the blue one?", [.call("FindBinDay", .succeeded), .arg("bin", "recycling")]),
        ]),
        Row(.brackenfold, [
            Say("Play trail post twelve in Brackenfold", [.call("PlayTrailAudio", .succeeded), .arg("post", 12)]),
            Say("And the next post", [.call("PlayTrailAudio", .succeeded), .arg("post", 13)]),
        ]),
    ]

    /// A word that says what a value is ("worth two dollars", "due
    /// tomorrow") is the value's, not a text's.
    static let cues: [Row] = [
        Row(.brackenfold, "Add a camp chore worth two dollars, due tomorrow, in Brackenfold", [.call("AddCampChore", .needsInput), .noArg("chore"), .arg("reward", 2)]),
        Row(.brackenfold, "Add a camp chore in Brackenfold, sweep the jetty, worth two dollars", [.call("AddCampChore", .succeeded), .arg("chore", "sweep the jetty")]),
    ]

    /// "Finish by Sunday" is the end (a Finish By), not the start; a
    /// parameter's word after a comma (", split by chore") says how, in the
    /// same call.
    static let ends: [Row] = [
        Row(.brackenfold, "Make a chore rota in Brackenfold, everything to finish by Sunday, split by chore", [
            .calls(["MakeChoreRota"]), .date("finishBy", day: "2026-03-15"), .noArg("start"), .arg("split", "byChore"),
        ]),
        Row(.brackenfold, "Make a chore rota in Brackenfold starting Friday", [.call("MakeChoreRota", .succeeded), .date("start", day: "2026-03-13"), .noArg("finishBy")]),
    ]

    /// Whole days said as a length count the nights; a number of nights is itself.
    static let nights: [Row] = [
        Row(.brackenfold, "Book a cabin in Brackenfold, arriving Saturday, for a week", [.call("BookCabin", .succeeded), .arg("nights", 7)]),
        Row(.brackenfold, "Book a cabin in Brackenfold, arriving Saturday, for two weeks", [.call("BookCabin", .succeeded), .arg("nights", 14)]),
        Row(.brackenfold, "Book a cabin in Brackenfold, arriving Saturday, for three nights", [.call("BookCabin", .succeeded), .arg("nights", 3)]),
    ]

    /// "Can we do…" asks for the thing, question mark or not; "one of us"
    /// is one of a group, not a count; a part of the day that starts a
    /// case's name is the case's, and the day before it stays a date.
    static let requests: [Row] = [
        Row(.brackenfold, "Can we do the sunset paddle on Sunday for three in Brackenfold?", [
            .call("BookPaddleTour", .succeeded), .arg("tour", "sunset"), .date("date", day: "2026-03-15"), .arg("people", 3),
        ]),
        Row(.brackenfold, "Can we do Sunday's morning paddle in Brackenfold? Just the two of us.", [
            .call("BookPaddleTour", .succeeded), .arg("tour", "morning"), .date("date", day: "2026-03-15"), .arg("people", 2),
        ]),
        Row(.brackenfold, "Book the lakeside supper tonight for four in Brackenfold, one of us is vegan", [
            .call("BookSupper", .succeeded), .arg("guests", 4),
        ]),
        // (Not a group: "one" alone is still a count.)
        Row(.brackenfold, "Book the lakeside supper tonight for one in Brackenfold", [.call("BookSupper", .succeeded), .arg("guests", 1)]),
    ]

    /// "The same four on the sunset paddle": a case only another intent
    /// takes asks for that intent, with the same party; "the same" without
    /// one is still the last call again.
    static let carried: [Row] = [
        Row(.brackenfold, [
            Say("Book the campfire supper tonight for four in Brackenfold", [.call("BookSupper", .succeeded)]),
            Say("And put all four on the sunset paddle after it", [.call("BookPaddleTour", .succeeded), .arg("tour", "sunset"), .arg("people", 4), .noneOf(["BookSupper"])]),
        ]),
        Row(.brackenfold, [
            Say("Book the campfire supper tonight for four in Brackenfold", [.call("BookSupper", .succeeded)]),
            Say("Same again tomorrow", [.call("BookSupper", .succeeded), .arg("setting", "campfire"), .date("date", day: "2026-03-13")]),
        ]),
    ]

    /// A question narrowed by a day that only the records' text writes
    /// ("Mon 16 Mar"), and by the part of the day said with it.
    static let narrowing: [Row] = [
        Row(.brackenfold, "How many campers are on Pitch 7 on Monday in Brackenfold?", [.found("StayEntity", "stay-mon"), .notFound("stay-sat"), .says("5")]),
        Row(.brackenfold, "Who's leading the activity tomorrow morning in Brackenfold?", [.found("ActivityEntity", "act-yoga"), .notFound("act-archery"), .says("Hanne")]),
        Row(.brackenfold, "Who's leading tomorrow evening's activity in Brackenfold?", [.found("ActivityEntity", "act-stars"), .notFound("act-yoga")]),
        // (No part of the day: every activity of the day.)
        Row(.brackenfold, "What activities are on tomorrow in Brackenfold?", [.found("ActivityEntity", "act-yoga"), .found("ActivityEntity", "act-archery")]),
    ]

    /// "That rack", after finding a canoe kept on Rack 4: the rack the record
    /// just found names.
    static let held: [Row] = [
        Row(.brackenfold, [
            Say("Where is canoe C-30 kept in Brackenfold?", [.found("CanoeEntity", "canoe-c30")]),
            Say("What else is on that rack?", [.found("RackEntity", "rack-4"), .notFound("rack-2"), .noInvocation]),
        ]),
    ]

    /// Of records alike, with no day said, the next one coming, not one
    /// over; with a day said, that day's.
    static let nextOne: [Row] = [
        Row(.brackenfold, "Add ten minutes to my sauna in Brackenfold", [.call("ExtendSpaSlot", .succeeded), .arg("slot", "spa-thu"), .arg("minutes", 10)]),
        Row(.brackenfold, "Add ten minutes to tomorrow's sauna in Brackenfold", [.call("ExtendSpaSlot", .succeeded), .arg("slot", "spa-fri")]),
        // "The Friday yoga": one word and the day describe a record said to exist, for the intent that takes it.
        Row(.brackenfold, .foreground, "Cancel the Friday yoga", [.call("CancelActivity", .succeeded), .arg("activity", "act-yoga"), .noneOf(["StopActivityReminder"])]),
        Row(.brackenfold, .foreground, "Stop the yoga reminders", [.call("StopActivityReminder", .needsInput), .arg("kind", "yoga")]),
        // An everyday word for the type (a reservation, of bookings): the next of its records.
        Row(.stayfinch, "What day is my next reservation with Stayfinch?", [.found("BookingEntity", "bk-2048"), .notFound("bk-3001"), .notFound("st-1"), .noInvocation]),
        Row(.stayfinch, "What day is my next Stayfinch rental?", [.notFound("bk-2048"), .notFound("bk-3001"), .noInvocation]),
    ]

    @Test(arguments: answers) func answer(_ row: Row) async throws { try await check(row) }
    @Test(arguments: texts) func text(_ row: Row) async throws { try await check(row) }
    @Test(arguments: ends) func end(_ row: Row) async throws { try await check(row) }
    @Test(arguments: held) func heldRecord(_ row: Row) async throws { try await check(row) }
    @Test(arguments: cues) func cue(_ row: Row) async throws { try await check(row) }
    @Test(arguments: described) func describedValue(_ row: Row) async throws { try await check(row) }
    @Test(arguments: everyday) func everydayWords(_ row: Row) async throws { try await check(row) }
    @Test(arguments: another) func anotherOne(_ row: Row) async throws { try await check(row) }
    @Test(arguments: parts) func part(_ row: Row) async throws { try await check(row) }
    @Test(arguments: people) func person(_ row: Row) async throws { try await check(row) }
    @Test(arguments: earlier) func asBefore(_ row: Row) async throws { try await check(row) }
    @Test(arguments: declines) func decline(_ row: Row) async throws { try await check(row) }
    @Test(arguments: nights) func night(_ row: Row) async throws { try await check(row) }
    @Test(arguments: requests) func request(_ row: Row) async throws { try await check(row) }
    @Test(arguments: carried) func carry(_ row: Row) async throws { try await check(row) }
    @Test(arguments: narrowing) func narrow(_ row: Row) async throws { try await check(row) }
    @Test(arguments: nextOne) func next(_ row: Row) async throws { try await check(row) }
}
