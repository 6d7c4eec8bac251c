import Testing
import Utterances
@testable import Simulator

/// Answers to Siri's questions, and what a loaded skill's steps make of a
/// request. The rows use Pitchwell (Apps+Pitchwell.swift); the clock is
/// Thursday 12 March 2026, 15:00 in Berlin.
struct AnswerAndSkillStepTests {
    /// The answer to a question fills the value asked for: a day answered to
    /// "When is it due back?" is the return day, not the other day;
    /// "just the one" is a count of one.
    static let answers: [Row] = [
        Row(.pitchwell, [
            Say("Hire the bell tent from tomorrow in Pitchwell", [.call("HireTent", .needsInput), .date("pickup", day: "2026-03-13")]),
            Say("We're returning it Sunday", [.call("HireTent", .succeeded), .date("pickup", day: "2026-03-13"), .date("returnDate", day: "2026-03-15")]),
        ]),
        Row(.pitchwell, [
            Say("Book the lakeshore pitch in Pitchwell", [.call("BookPitch", .needsInput)]),
            Say("Just the one person, thanks", [.call("BookPitch", .succeeded), .arg("people", 1)]),
        ]),
    ]

    @Test(arguments: answers)
    func answered(_ row: Row) async throws {
        try await check(row)
    }

    /// A skill whose every tool waits for the person's choice only looks up
    /// what it says to look up; the choice in the next turn runs the step it
    /// waited for, and "it" is what was looked up.
    static let waiting: [Row] = [
        Row(.pitchwell, [
            Say("Ana's pitch is flooded, can you sort her out in Pitchwell?", [
                .skills(["rehouse-flooded-campers"]), .noInvocation, .found("BookingEntity", "bk-ana"),
            ]),
            Say("Woodland it is", [.call("MoveBooking", .succeeded), .arg("booking", "bk-ana"), .arg("pitch", "pitch-wood")]),
        ]),
        Row(.pitchwell, [
            Say("Ana's pitch is flooded, can you sort her out in Pitchwell?", [.noInvocation]),
            Say("The woodland one is dry, move it there", [.call("MoveBooking", .succeeded), .arg("booking", "bk-ana"), .arg("pitch", "pitch-wood")]),
        ]),
        // A request that says what to do is done, skill or not.
        Row(.pitchwell, "Ana's pitch is flooded, cancel her stay in Pitchwell", [.call("CancelCampingStay", .awaitingConfirmation), .arg("booking", "bk-ana")]),
    ]

    @Test(arguments: waiting)
    func waitsForChoice(_ row: Row) async throws {
        try await check(row)
    }

    /// A value the request leaves out is what the skill says it is: the
    /// records its line about the request names (one call each), or those
    /// of "each occupied pitch" in the step's sentence. A lookup of a record
    /// of its own type speaks of that record alone, once.
    static let skillValues: [Row] = [
        Row(.pitchwell, "We're going wild swimming on Saturday, what gear should we hire from Pitchwell?", [
            .skills(["kit-out-a-trip"]), .onlyCalls(["CheckGear"]), .anyArgOf("CheckGear", "gear", "gear-wetsuit"), .anyArgOf("CheckGear", "gear", "gear-float"),
            .notFound("gear-torch"), .saysExactly("Here's what I found: Wetsuit. Here's what I found: Tow float."),
        ]),
        Row(.pitchwell, "A storm's due tonight, get all the pitches checked in Pitchwell", [
            .skills(["storm-night"]), .anyArgOf("BookFireCheck", "pitch", "pitch-lake"), .anyArgOf("BookFireCheck", "pitch", "pitch-meadow"),
            .notFound("pitch-wood"),
        ]),
    ]

    @Test(arguments: skillValues)
    func valuesFromSkill(_ row: Row) async throws {
        try await check(row)
    }

    /// A bare hour that is evening only because its morning has passed today
    /// is the morning on another day; a case's words said apart name it; a
    /// later part with no verb that names a case the call just made left at
    /// its default is that call's.
    static let values: [Row] = [
        Row(.pitchwell, [
            Say("What canoe times are there on Monday in Pitchwell?", [.call("FindCanoeTimes", .succeeded)]),
            Say("Book me the ten o'clock canoe", [.call("BookCanoe", .succeeded), .date("start", day: "2026-03-16", time: "10:00")]),
        ]),
        // (Seven to nine stay in the evening: "a table at 7:30".)
        Row(.pitchwell, [
            Say("What canoe times are there on Monday in Pitchwell?", [.call("FindCanoeTimes", .succeeded)]),
            Say("Book me the eight o'clock canoe", [.call("BookCanoe", .succeeded), .date("start", day: "2026-03-16", time: "20:00")]),
        ]),
        Row(.pitchwell, "Book a canoe for ten o'clock in Pitchwell", [.call("BookCanoe", .succeeded), .date("start", day: "2026-03-12", time: "22:00")]),
        Row(.pitchwell, "The tap at the sink keeps leaking, Pitchwell", [.call("FlagSiteIssue", .succeeded), .arg("problem", "leakingTap")]),
        Row(.pitchwell, "Pitchwell, our power has died out on the meadow pitch", [.call("FlagSiteIssue", .succeeded), .arg("problem", "noPower"), .arg("pitch", "pitch-meadow")]),
        Row(.pitchwell, "Flag a power cut at the meadow pitch in Pitchwell, and we need a warden straight away", [
            .calls(["FlagSiteIssue"]), .arg("problem", "noPower"), .arg("urgency", "urgent"),
        ]),
    ]

    @Test(arguments: values)
    func spokenValues(_ row: Row) async throws {
        try await check(row)
    }

    /// "My sister and me", "my wife and I": the speaker and one other; "drop
    /// two bags off at…" delivers them (it cancels nothing); "two seats on
    /// the sunrise paddle" books them on the outing of the trip named.
    static let people: [Row] = [
        Row(.pitchwell, "Book the lakeshore pitch for my sister and me in Pitchwell", [.call("BookPitch", .succeeded), .arg("people", 2)]),
        Row(.pitchwell, "Pitchwell, the woodland pitch for my wife and I", [.call("BookPitch", .succeeded), .arg("people", 2)]),
        Row(.pitchwell, "Pitchwell, drop two bags off at Ana's pitch", [.onlyCalls(["BuyFirewood"]), .call("BuyFirewood", .succeeded), .arg("bags", 2)]),
        Row(.pitchwell, "I need two bags dropped at the meadow pitch, Pitchwell", [.onlyCalls(["BuyFirewood"]), .arg("pitch", "pitch-meadow")]),
        Row(.pitchwell, "Pitchwell, two seats on the sunrise paddle on Saturday please", [
            .call("BookTripSeats", .succeeded), .arg("outing", "out-sunrise-sat"), .arg("seats", 2),
        ]),
    ]

    /// A tool that books a slot takes the one of the day said, and of that
    /// day's, the one in the part of the day said.
    static let slots: [Row] = [
        Row(.pitchwell, "Book the family shower for Saturday morning in Pitchwell", [.call("BookShower", .succeeded), .arg("slot", "shower-sat-am")]),
        Row(.pitchwell, "Book the family shower for Saturday evening in Pitchwell", [.call("BookShower", .succeeded), .arg("slot", "shower-sat-pm")]),
        Row(.pitchwell, "Book the family shower for Sunday in Pitchwell", [.call("BookShower", .succeeded), .arg("slot", "shower-sun-am")]),
        // (One call a day; "it" in the same request does not make the second day's the first's.)
        Row(.pitchwell, "Pitchwell, book the family shower for Saturday evening and Sunday, we need it both days", [
            .anyArgOf("BookShower", "slot", "shower-sat-pm"), .anyArgOf("BookShower", "slot", "shower-sun-am"),
        ]),
        // (Saturday alone has two: Siri asks which.)
        Row(.pitchwell, "Book the family shower for Saturday in Pitchwell", [.call("BookShower", .needsInput)]),
    ]

    @Test(arguments: slots)
    func slotByDayPart(_ row: Row) async throws {
        try await check(row)
    }

    /// "Both" of two records that fit is each of them; euros then cents said
    /// bare; "same time" keeps the time of what is moved; a list filled from
    /// the screen reports what it used.
    static let more: [Row] = [
        Row(.pitchwell, "Check both lights for Saturday in Pitchwell", [
            .anyArgOf("CheckGear", "gear", "gear-torch"), .anyArgOf("CheckGear", "gear", "gear-lantern"), .nothingNeedsInput,
        ]),
        Row(.pitchwell, "Check the light for Saturday in Pitchwell", [.call("CheckGear", .needsInput), .says("Which one")]),
        Row(.pitchwell, "Pitchwell, record shop takings of forty euros fifty", [.call("RecordTakings", .succeeded), .arg("takings", 40.5)]),
        Row(.pitchwell, "Move Ana's canoe to Sunday, same time, in Pitchwell", [
            .call("MoveCanoeBooking", .succeeded), .date("newStart", day: "2026-03-15", time: "09:30"),
        ]),
        Row(.pitchwell, .showing("GearEntity", "gear-torch"), "Put this on the packing list", [
            .call("PackList", .succeeded), .onScreen("GearEntity", "gear-torch"),
        ]),
    ]

    @Test(arguments: more)
    func eachAndSame(_ row: Row) async throws {
        try await check(row)
    }

    /// "A jar of local honey" is one, not the count before; "pick them both
    /// up" is the collection; "me and a pal" are two seats.
    static let orders: [Row] = [
        Row(.pitchwell, [
            Say("Order three bottles of milk from the Pitchwell shop", [.call("OrderFromShop", .succeeded), .arg("quantity", 3)]),
            Say("And a jar of local honey", [.call("OrderFromShop", .succeeded), .arg("item", "item-honey"), .arg("quantity", 1)]),
            Say("I'll pick them both up Friday at nine", [.call("ArrangeShopCollection", .succeeded), .date("time", day: "2026-03-13", time: "09:00")]),
        ]),
        Row(.pitchwell, "Pitchwell, seats on the sunrise paddle on Saturday for me and a pal", [.call("BookTripSeats", .succeeded), .arg("seats", 2)]),
    ]

    @Test(arguments: orders)
    func shopOrders(_ row: Row) async throws {
        try await check(row)
    }

    /// A number after "turns" or before "years old" is an age.
    @Test(arguments: [
        ("my son turns nine next week", "nine", true),
        ("a party for a six year old", "six", true),
        ("nine of us next week", "nine", false),
        ("we turn up at seven", "seven", false),
    ])
    func ages(text: String, number: String, isAge: Bool) throws {
        let tokens = Tokenizer.tokens(text)
        let at = try #require(tokens.firstIndex { $0.text == number })
        #expect(ParameterFiller.isAge(at..<at + 1, in: tokens) == isAge)
    }

    /// A "no" that keeps things as they are ends the question; a name's
    /// number said in words names it.
    static let keeping: [Row] = [
        Row(.pitchwell, [
            Say("Hire the bell tent from tomorrow in Pitchwell", [.call("HireTent", .needsInput)]),
            Say("Wait, no, just leave it", [.noInvocation, .saysExactly("OK.")]),
        ]),
        Row(.pitchwell, [
            Say("Book a pitch for two people in Pitchwell", [.call("BookPitch", .needsInput)]),
            Say("Plot thirteen, orchard field", [.call("BookPitch", .succeeded), .arg("pitch", "pitch-13")]),
        ]),
    ]

    /// Numbers read out after their words each go to their own, not to the
    /// word past a pause.
    static let readings: [Row] = [
        Row(.pitchwell, "Pitchwell, record tank levels: fresh eighty, grey twenty", [.call("RecordTankLevels", .succeeded), .arg("fresh", 80), .arg("grey", 20)]),
        Row(.pitchwell, "Record tank levels in Pitchwell, grey thirty, fresh ninety", [.call("RecordTankLevels", .succeeded), .arg("fresh", 90), .arg("grey", 30)]),
    ]

    /// "Drop out of" and "take me off" withdraw, never join.
    static let leaving: [Row] = [
        Row(.pitchwell, "Pitchwell, sorry, we must drop out of the work party", [.onlyCalls(["LeaveWorkParty"]), .call("LeaveWorkParty", .awaitingConfirmation)]),
        Row(.pitchwell, "Pitchwell, take us off Saturday's work party", [.onlyCalls(["LeaveWorkParty"]), .call("LeaveWorkParty", .awaitingConfirmation)]),
    ]

    /// A follow-up that says a word only another title has is that tool's,
    /// not the last call again.
    @Test(arguments: [
        Row(.pitchwell, .showing("PitchEntity", "pitch-meadow"), [
            Say("Flag a leaking tap on this one", [.call("FlagSiteIssue", .succeeded)]),
            Say("And pencil their shower session in for Saturday morning", [.onlyCalls(["BookShower"]), .arg("slot", "shower-sat-am")]),
        ]),
    ])
    func followUpForAnotherTitle(_ row: Row) async throws {
        try await check(row)
    }

    /// "We'd love to book…": the verb after the speakers' wish is the request's.
    @Test(arguments: [
        Row(.pitchwell, "Pitchwell, we'd love to book Ana's stay for the woodland pitch", [.onlyCalls(["BookPitch"]), .arg("pitch", "pitch-wood")]),
    ])
    func wishOfSpeakers(_ row: Row) async throws {
        try await check(row)
    }

    @Test(arguments: leaving)
    func withdrawing(_ row: Row) async throws {
        try await check(row)
    }

    @Test(arguments: readings)
    func readingsInTurn(_ row: Row) async throws {
        try await check(row)
    }

    /// A day still missing is the day of the dated record the last call took.
    @Test(arguments: [
        Row(.pitchwell, [
            Say("Pitchwell, two seats on the sunrise paddle on Saturday please", [.call("BookTripSeats", .succeeded)]),
            Say("And hire a wetsuit for me", [.call("HireGear", .succeeded), .date("day", day: "2026-03-14")]),
        ]),
    ])
    func dayOfLastRecord(_ row: Row) async throws {
        try await check(row)
    }

    @Test(arguments: keeping)
    func keepingAndNumberedNames(_ row: Row) async throws {
        try await check(row)
    }

    /// What is told comes first and the request after a pause, by the
    /// speaker: its verb, a title's own ("…I need it pegged down"), is the
    /// request's.
    @Test(arguments: [
        ("Pitchwell, the wind got up overnight, I need the dome pegged down", "peg"),
        ("Pitchwell, the wind got up overnight", nil),
    ] as [(String, String?)])
    func verbAfterPause(utterance: String, verb: String?) throws {
        let model = AppModel(App.pitchwell.definition)
        let reading = model.reading(of: utterance, clock: Situation.plain.context.clock)
        #expect(reading.clauses.last?.ranking(model: model).verb == verb)
    }

    @Test(arguments: people)
    func peopleAndVerbs(_ row: Row) async throws {
        try await check(row)
    }

    /// A word of the intents misspelt by one letter still counts for them
    /// ("inspecton"); another form of a word or its spelling of another
    /// form ("practise") is no slip.
    @Test(arguments: [
        ("firewod", ["firewood"]),
        ("firewoood", ["firewood"]),
        ("delivres", ["deliver"]),
        // (A word of the intents, or a form of one, is meant as said.)
        ("delivers", [String]()),
        ("deliver", [String]()),
        ("advise", [String]()),
        ("advive", ["advice"]),
        // (Five letters or fewer, or two slips, are too many to guess from.)
        ("pitsh", [String]()),
        ("fierwod", [String]()),
    ])
    func misspeltIntentWord(word: String, meant: [String]) {
        let model = AppModel(App.pitchwell.definition)
        #expect(model.intentWords(misspeltAs: word) == meant)
    }
}
