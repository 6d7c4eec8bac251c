import Testing

/// Capability 4: conversations. A missing required value is asked for with
/// the parameter's requestValueDialog and the next turn fills it; an intent
/// that is destructive or needs confirmation waits for "yes" or "no";
/// "make it six" changes the last call (through the intent that takes its
/// result, when there is one); "this one" is the entity on screen, and
/// using it reports it in `onScreen`.
struct ConversationTests {
    static let missingValues: [Row] = [
        Row(.stayfinch, [
            Say("Book the Seaview Inn tomorrow at noon in Stayfinch", [
                .call("BookRoom", .needsInput), .arg("hotel", "seaview-inn"), .noArg("guests"), .saysExactly("How many guests are staying?"),
            ]),
            Say("three", [
                .call("BookRoom", .succeeded), .arg("hotel", "seaview-inn"), .arg("guests", 3),
                .date("checkIn", day: "2026-03-13", time: "12:00"),
            ]),
        ]),
        Row(.stayfinch, [
            Say("Book a room for 2 guests on Friday in Stayfinch", [
                .call("BookRoom", .needsInput), .noArg("hotel"), .saysExactly("Which hotel?"),
            ]),
            Say("The Alpine Lodge", [
                .call("BookRoom", .succeeded), .arg("hotel", "alpine-lodge"), .arg("guests", 2), .date("checkIn", day: "2026-03-13"),
            ]),
        ]),
        Row(.stayfinch, [
            Say("Book the Harbor House for 4 guests in Stayfinch", [.call("BookRoom", .needsInput), .saysExactly("When do you arrive?")]),
            Say("Saturday at 2 pm", [.call("BookRoom", .succeeded), .arg("guests", 4), .date("checkIn", day: "2026-03-14", time: "14:00")]),
        ]),
        Row(.quillpad, [
            Say("Create a note in Quillpad", [.call("CreateNote", .needsInput), .saysExactly("What should the note be called?")]),
            Say("Weekend errands", [.call("CreateNote", .succeeded), .arg("title", "Weekend errands")]),
        ]),
        Row(.simmer, [
            Say("Start a timer in Simmer", [.call("StartTimer", .needsInput), .saysExactly("For how long?")]),
            Say("12 minutes", [.call("StartTimer", .succeeded), .arg("length", 720)]),
        ]),
        Row(.glowhaus, [
            Say("Set the kitchen brightness in Glowhaus", [.call("SetBrightness", .needsInput), .saysExactly("How bright, in percent?")]),
            Say("sixty", [.call("SetBrightness", .succeeded), .arg("room", "kitchen"), .arg("level", 60)]),
        ]),
        Row(.crumbly, [
            Say("Order croissants from Crumbly", [.call("OrderPastries", .needsInput), .saysExactly("How many would you like?")]),
            Say("a dozen", [.call("OrderPastries", .succeeded), .arg("pastry", "croissant"), .arg("count", 12)]),
        ]),
        // "Never mind" drops the question.
        Row(.stayfinch, [
            Say("Book the Seaview Inn tomorrow at noon in Stayfinch", [.call("BookRoom", .needsInput)]),
            Say("Never mind", [.nothingSucceeded]),
        ]),
        // An answer out of range is asked for again, then accepted.
        Row(.crumbly, [
            Say("Order croissants from Crumbly", [.call("OrderPastries", .needsInput), .says("How many would you like?")]),
            Say("100", [.call("OrderPastries", .needsInput), .noArg("count"), .says("How many would you like?")]),
            Say("a dozen", [.call("OrderPastries", .succeeded), .arg("pastry", "croissant"), .arg("count", 12)]),
        ]),
    ]

    static let confirmations: [Row] = [
        Row(.quillpad, [
            Say("Delete my Soup Recipes note in Quillpad", [.call("DeleteNote", .awaitingConfirmation), .arg("note", "note-recipes"), .responds]),
            Say("Yes", [.call("DeleteNote", .succeeded), .arg("note", "note-recipes")]),
        ]),
        Row(.quillpad, [
            Say("Delete my Soup Recipes note in Quillpad", [.call("DeleteNote", .awaitingConfirmation)]),
            Say("No", [.nothingSucceeded, .responds]),
        ]),
        Row(.stayfinch, [
            Say("Cancel my Alpine Lodge booking in Stayfinch", [.call("CancelBooking", .awaitingConfirmation), .arg("booking", "bk-2048")]),
            Say("Yes, go ahead", [.call("CancelBooking", .succeeded), .arg("booking", "bk-2048")]),
        ]),
        Row(.stayfinch, [
            Say("Cancel my Alpine Lodge booking in Stayfinch", [.call("CancelBooking", .awaitingConfirmation)]),
            Say("No, keep it", [.nothingSucceeded, .responds]),
        ]),
        Row(.beanstop, .liveActivity("OrderEntity", "order-41"), [
            Say("Cancel my order", [.call("CancelOrder", .awaitingConfirmation), .arg("order", "order-41")]),
            Say("Sure", [.call("CancelOrder", .succeeded), .arg("order", "order-41")]),
        ]),
        Row(.beanstop, .liveActivity("OrderEntity", "order-41"), [
            Say("Cancel my order", [.call("CancelOrder", .awaitingConfirmation)]),
            Say("Nope", [.nothingSucceeded, .responds]),
        ]),
        // A value asked for first, then the confirmation.
        Row(.quillpad, [
            Say("Delete a note in Quillpad", [.call("DeleteNote", .needsInput), .noArg("note")]),
            Say("The packing list", [.call("DeleteNote", .awaitingConfirmation), .arg("note", "note-packing")]),
            Say("Yes", [.call("DeleteNote", .succeeded), .arg("note", "note-packing")]),
        ]),
    ]

    static let followUps: [Row] = [
        // The intent that takes the previous call's result.
        Row(.beanstop, [
            Say("Order 2 cups of oat latte from Beanstop", [.call("OrderDrink", .succeeded), .arg("cups", 2)]),
            Say("Make it six", [.call("ChangeCups", .succeeded), .argIsPreviousResult("order"), .arg("cups", 6), .trace("follow-up")]),
        ]),
        Row(.stayfinch, [
            Say("Book the Seaview Inn for 2 guests tomorrow at 3 pm in Stayfinch", [.call("BookRoom", .succeeded), .arg("guests", 2)]),
            Say("Make it 5", [.call("ChangeGuests", .succeeded), .argIsPreviousResult("booking"), .arg("guests", 5)]),
        ]),
        Row(.stayfinch, [
            Say("Book the Seaview Inn for 2 guests tomorrow at 3 pm in Stayfinch", [.call("BookRoom", .succeeded)]),
            Say("Make it four guests", [.call("ChangeGuests", .succeeded), .argIsPreviousResult("booking"), .arg("guests", 4)]),
        ]),
        // No intent takes the result: the same call again with the new value.
        Row(.crumbly, [
            Say("Order four croissants from Crumbly", [.call("OrderPastries", .succeeded), .arg("count", 4)]),
            Say("Make it six", [.call("OrderPastries", .succeeded), .arg("pastry", "croissant"), .arg("count", 6), .trace("follow-up")]),
        ]),
        Row(.glowhaus, [
            Say("Set the kitchen to 30 percent in Glowhaus", [.call("SetBrightness", .succeeded)]),
            Say("Make it 70", [.call("SetBrightness", .succeeded), .arg("room", "kitchen"), .arg("level", 70)]),
        ]),
        Row(.simmer, [
            Say("Preheat the oven to 180 degrees at 6 pm in Simmer", [.call("PreheatOven", .succeeded), .date("start", day: "2026-03-12", time: "18:00")]),
            Say("Change it to 8 pm", [
                .call("PreheatOven", .succeeded), .arg("temperature", 180), .date("start", day: "2026-03-12", time: "20:00"),
            ]),
        ]),
        Row(.stayfinch, [
            Say("Book the Seaview Inn for 2 guests on Saturday in Stayfinch", [.call("BookRoom", .succeeded), .date("checkIn", day: "2026-03-14")]),
            Say("Actually, Sunday", [.call("BookRoom", .succeeded), .arg("hotel", "seaview-inn"), .arg("guests", 2), .date("checkIn", day: "2026-03-15")]),
        ]),
        // With a Live Activity showing the order, no call before it.
        Row(.beanstop, .liveActivity("OrderEntity", "order-41"), "Make it three", [
            .call("ChangeCups", .succeeded), .arg("order", "order-41"), .arg("cups", 3),
        ]),
    ]

    /// A change to a call Siri has not run yet (it asked to confirm) is made
    /// to that call; after a call ran, an intent whose title names the
    /// parameter changed ("Change Treat Count") makes the change, else the
    /// call runs again with the new value.
    static let changes: [Row] = [
        // An intent that changes what the last call made (it makes the same
        // type) though it takes none; again for "and ... it".
        Row(.latchkey, [
            Say("Issue a guest code for Dana Reyes in Latchkey", [.call("IssueGuestCode", .succeeded), .arg("validHours", 4)]),
            Say("Actually, make it single use", [.call("ChangeGuestCode", .succeeded), .arg("singleUse", true)]),
            Say("And keep it valid for eight hours", [.call("ChangeGuestCode", .succeeded), .arg("validHours", 8)]),
        ]),
        Row(.latchkey, [
            Say("Issue a guest code for Pat Olsen in Latchkey", [.call("IssueGuestCode", .succeeded)]),
            Say("And make it valid for two hours", [.call("ChangeGuestCode", .succeeded), .arg("validHours", 2)]),
        ]),
        Row(.pawdock, [
            Say("Book grooming for Biscuit on Friday in Pawdock", [.call("BookGrooming", .awaitingConfirmation)]),
            Say("Actually, make it Saturday", [
                .call("BookGrooming", .awaitingConfirmation), .arg("pet", "biscuit"), .date("date", day: "2026-03-14"),
            ]),
            Say("Yes", [.call("BookGrooming", .succeeded), .date("date", day: "2026-03-14")]),
        ]),
        Row(.pawdock, [
            Say("Give Biscuit 2 treats in Pawdock", [.call("GiveTreats", .succeeded), .arg("count", 2)]),
            Say("Actually, make it three", [.call("ChangeTreatCount", .succeeded), .arg("pet", "biscuit"), .arg("count", 3)]),
        ]),
        Row(.pawdock, [
            Say("Give Biscuit 2 treats in Pawdock", [.call("GiveTreats", .succeeded), .arg("count", 2)]),
            Say("Actually, make it Mochi", [.call("GiveTreats", .succeeded), .arg("pet", "mochi"), .arg("count", 2)]),
        ]),
    ]

    static let onScreen: [Row] = [
        Row(.beanstop, .showing("DrinkEntity", "cold-brew"), "Order 2 cups of this one", [
            .call("OrderDrink", .succeeded), .arg("drink", "cold-brew"), .arg("cups", 2), .onScreen("DrinkEntity", "cold-brew"),
        ]),
        Row(.quillpad, .showing("NoteEntity", "note-recipes"), "Pin this", [
            .call("PinNote", .succeeded), .arg("note", "note-recipes"), .onScreen("NoteEntity", "note-recipes"),
        ]),
        Row(.quillpad, .showing("NoteEntity", "note-packing"), [
            Say("Delete this note", [.call("DeleteNote", .awaitingConfirmation), .arg("note", "note-packing"), .onScreen("NoteEntity", "note-packing")]),
            Say("Yes", [.call("DeleteNote", .succeeded), .arg("note", "note-packing")]),
        ]),
        Row(.stayfinch, .showing("HotelEntity", "harbor-house"), "Book this one for 2 guests on Friday", [
            .call("BookRoom", .succeeded), .arg("hotel", "harbor-house"), .onScreen("HotelEntity", "harbor-house"),
        ]),
        // "it" after a call: the entity just used.
        Row(.quillpad, [
            Say("Pin Soup Recipes in Quillpad", [.call("PinNote", .succeeded)]),
            Say("Now delete it", [.call("DeleteNote", .awaitingConfirmation), .arg("note", "note-recipes")]),
        ]),
    ]

    /// An answer fills the parameter Siri asked for before any other: "Just
    /// the two of us" is the number of people, not the nights or hours; "Six
    /// thirty tomorrow morning" is the date, not a number.
    /// "Do the same for Tomasz": of his scores, the one like the one just shared.
    static let sameForAnother: [Row] = [
        Row(.choirloft, [
            Say("Share the Requiem in Choirloft", [.call("ShareScore", .succeeded), .arg("score", "requiem")]),
            Say("Do the same for Tomasz", [.call("ShareScore", .succeeded), .arg("score", "messiah")]),
        ]),
    ]

    /// An answer that is another parameter's value ("40 euros" to "What
    /// was it for?") fills that one, and the question stands.
    static let answersOfAnother: [Row] = [
        Row(.choirloft, [
            Say("Log an expense in Choirloft", [.call("LogChoirExpense", .needsInput), .saysExactly("What was it for?")]),
            Say("40 euros", [.call("LogChoirExpense", .needsInput), .arg("amount", 40), .noArg("title"), .saysExactly("What was it for?")]),
        ]),
    ]

    static let answers: [Row] = [
        Row(.stayfinch, [
            Say("Book the Seaview Inn tomorrow at noon in Stayfinch", [.call("BookRoom", .needsInput), .saysExactly("How many guests are staying?")]),
            Say("Just the two of us", [.call("BookRoom", .succeeded), .arg("guests", 2), .arg("nights", 1), .date("checkIn", day: "2026-03-13", time: "12:00")]),
        ]),
        Row(.driftpeak, [
            Say("Book a lesson with Ines Berger tomorrow at 10 am in Driftpeak", [.call("BookLesson", .needsInput), .saysExactly("How many people?")]),
            Say("Just the two of us", [.call("BookLesson", .succeeded), .arg("people", 2), .arg("hours", 1)]),
        ]),
        Row(.driftpeak, [
            Say("Book a lesson with Ines Berger for two people in Driftpeak", [.call("BookLesson", .needsInput), .saysExactly("What time?")]),
            Say("Six thirty tomorrow morning", [
                .call("BookLesson", .succeeded), .date("date", day: "2026-03-13", time: "06:30"), .arg("people", 2), .arg("hours", 1),
            ]),
        ]),
        // With the number of people still missing, the time's numbers are not taken as it.
        Row(.driftpeak, [
            Say("Book a lesson with Ines Berger in Driftpeak", [.call("BookLesson", .needsInput), .saysExactly("What time?")]),
            Say("Six thirty tomorrow morning", [
                .call("BookLesson", .needsInput), .date("date", day: "2026-03-13", time: "06:30"), .noArg("people"), .arg("hours", 1),
                .saysExactly("How many people?"),
            ]),
            Say("Three", [.call("BookLesson", .succeeded), .arg("people", 3), .date("date", day: "2026-03-13", time: "06:30")]),
        ]),
    ]

    /// The last call again with one new value: "Same for…", "Do that for …
    /// too", "Do the same for…" (an order, not a question), "What about…?"
    /// after a lookup, "And in a…?" after a lookup; words nothing else takes
    /// do not replace the text the last call had.
    static let repeatsLast: [Row] = [
        Row(.crumbly, [
            Say("Order four croissants from Crumbly", [.call("OrderPastries", .succeeded), .arg("count", 4)]),
            Say("Same for the cinnamon rolls", [.call("OrderPastries", .succeeded), .arg("pastry", "cinnamon-roll"), .arg("count", 4)]),
        ]),
        Row(.driftpeak, [
            Say("Rent 2 single sleds for 3 hours on Saturday at 1pm in Driftpeak", [.call("RentSleds", .succeeded), .arg("sled", "single")]),
            Say("Same for the double sleds", [
                .call("RentSleds", .succeeded), .arg("sled", "double"), .arg("quantity", 2), .arg("hours", 3), .date("start", day: "2026-03-14", time: "13:00"),
            ]),
        ]),
        Row(.pawdock, [
            Say("Walk Biscuit for an hour in Pawdock", [.call("WalkDog", .succeeded), .arg("pet", "biscuit")]),
            Say("Do that for Mochi too", [.call("WalkDog", .succeeded), .arg("pet", "mochi"), .arg("minutes", 60)]),
        ]),
        Row(.driftpeak, [
            Say("Award Ella three stars in Driftpeak", [.call("AwardStars", .succeeded), .arg("kid", "ella")]),
            Say("Do that for Noah too", [.call("AwardStars", .succeeded), .arg("kid", "noah"), .arg("stars", 3), .saysExactly("Noah got 3 stars.")]),
        ]),
        Row(.pawdock, [
            Say("Give Biscuit 2 treats in Pawdock", [.call("GiveTreats", .succeeded), .arg("pet", "biscuit")]),
            Say("Do the same for Mochi", [.call("GiveTreats", .succeeded), .arg("pet", "mochi"), .arg("count", 2)]),
        ]),
        Row(.latchkey, [
            Say("Show Dana Reyes's visitor pass in Latchkey", [.call("ShowVisitorPass", .succeeded), .arg("visitor", "dana")]),
            Say("What about Pat Olsen?", [.call("ShowVisitorPass", .succeeded), .arg("visitor", "pat")]),
        ]),
        Row(.driftpeak, [
            Say("Show Ines Berger's schedule in Driftpeak", [.call("ShowInstructorSchedule", .succeeded), .arg("instructor", "ines")]),
            Say("What about Marco Lenz?", [.call("ShowInstructorSchedule", .succeeded), .arg("instructor", "marco")]),
        ]),
        Row(.driftpeak, [
            Say("What does a shuttle to the Airport cost in Driftpeak?", [.call("EstimateShuttleFare", .succeeded), .arg("vehicle", "van")]),
            Say("And in a snowcat?", [.call("EstimateShuttleFare", .succeeded), .arg("vehicle", "snowcat"), .arg("destination", "airport")]),
        ]),
        Row(.glowhaus, [
            Say("Set the reading scene in the bedroom in Glowhaus", [.call("SetScene", .succeeded), .arg("room", "bedroom")]),
            Say("And in the kitchen", [.call("SetScene", .succeeded), .arg("room", "kitchen"), .arg("scene", "reading")]),
        ]),
        // A question never repeats an action: only a lookup is asked again.
        Row(.glowhaus, [
            Say("Set the reading scene in the bedroom in Glowhaus", [.call("SetScene", .succeeded)]),
            Say("And in the kitchen?", [.noInvocation]),
        ]),
        // "from the kids school" is no new message: the earlier one is sent again.
        Row(.driftpeak, [
            Say("Message Ines Berger that I'm running late in Driftpeak", [.call("MessageInstructor", .succeeded), .arg("message", "I'm running late")]),
            Say("Do the same with Marco Lenz from the kids school", [
                .call("MessageInstructor", .succeeded), .arg("instructor", "marco"), .arg("message", "I'm running late"),
            ]),
        ]),
    ]

    @Test(arguments: missingValues) func missingValue(_ row: Row) async throws { try await check(row) }
    @Test(arguments: confirmations) func confirmation(_ row: Row) async throws { try await check(row) }
    @Test(arguments: followUps) func followUp(_ row: Row) async throws { try await check(row) }
    @Test(arguments: changes) func change(_ row: Row) async throws { try await check(row) }
    @Test(arguments: onScreen) func thisOne(_ row: Row) async throws { try await check(row) }
    @Test(arguments: answers) func answerFillsAsked(_ row: Row) async throws { try await check(row) }
    @Test(arguments: answersOfAnother) func answerOfAnother(_ row: Row) async throws { try await check(row) }
    @Test(arguments: sameForAnother) func sameForOther(_ row: Row) async throws { try await check(row) }
    @Test(arguments: repeatsLast) func repeatLast(_ row: Row) async throws { try await check(row) }
}
