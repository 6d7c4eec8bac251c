import Testing

/// Requests whose parts are read together, with the Mendery repair café
/// app: a record named by the one word only its title has, of two records
/// of one name the one on the day said, of a day's the one at the time
/// said, "just for me", a request put after a pause ("…, could you have it
/// repaired?"), a case whose words are said apart, two parts in the order
/// said, a day ahead whatever the reason after the comma, a description's
/// "gives up", "my … shift" of a shift the words describe, "can we push…",
/// the ordinal of a numbered bench, a value a description names in
/// brackets, the person a clause starts with, a postcode, a verb that is no
/// text, "that one" with nothing on screen, and a skill whose first step
/// looks things up.
///
/// The clock of every row is Thursday 12 March 2026, 15:00 in Berlin.
struct ReadAsAWholeTests {
    static let records: [Row] = [
        // "Lighthouse" is the first word of one title, and no other record's, case's or intent's word.
        Row(.mendery, "Ask Mendery to repair the lighthouse, it flickers", [
            .call("AskForRepair", .succeeded), .arg("item", "lighthouse-lamp"), .arg("fault", "flickering"),
        ]),
        Row(.mendery, "Ask Mendery to repair the lighthuose lmap, it flickers", [.call("AskForRepair", .succeeded), .arg("item", "lighthouse-lamp")]),
        // A first word of four letters names nothing alone.
        Row(.mendery, "Ask Mendery to repair the desk, it flickers", [.call("AskForRepair", .needsInput), .noArg("item")]),
        // Two workshops called Soldering Basics: the one on the day said.
        Row(.mendery, "Book the soldering class on Sunday for two people in Mendery", [.call("ReserveWorkshop", .succeeded), .arg("session", "solder-sun"), .arg("people", 2)]),
        Row(.mendery, "Book the soldering class on Saturday for two people in Mendery", [.call("ReserveWorkshop", .succeeded), .arg("session", "solder-sat")]),
        // Of a span of days, or of both, each of them.
        Row(.mendery, "Book me into both soldering classes this weekend in Mendery, two people", [
            .calls(["ReserveWorkshop", "ReserveWorkshop"]), .anyArgOf("ReserveWorkshop", "session", "solder-sat"), .anyArgOf("ReserveWorkshop", "session", "solder-sun"),
        ]),
        // With no day, Siri asks which.
        Row(.mendery, "Book the soldering class for two people in Mendery", [.call("ReserveWorkshop", .needsInput), .noArg("session")]),
        // Of the type's records on the day said, the one at the time said ("half ten" is 10:30).
        Row(.mendery, "Book the half ten workshop on Sunday for two people in Mendery", [.call("ReserveWorkshop", .succeeded), .arg("session", "sewing-sun")]),
        Row(.mendery, "Book the 2 pm workshop on Sunday for two people in Mendery", [.call("ReserveWorkshop", .succeeded), .arg("session", "solder-sun")]),
        // "Just for me": one person.
        Row(.mendery, "Book the soldering class on Sunday in Mendery, just for me", [.call("ReserveWorkshop", .succeeded), .arg("people", 1)]),
        // Of two parameters of one type, the first said is the first, however well each name was said.
        Row(.mendery, "Swap the bras hinge for the chrome hinge in Mendery", [.call("SwapPart", .succeeded), .arg("remove", "brass-hinge"), .arg("add", "chrome-hinge")]),
        Row(.mendery, "Swap the chrome hinge for the brass hinge in Mendery", [.call("SwapPart", .succeeded), .arg("remove", "chrome-hinge"), .arg("add", "brass-hinge")]),
    ]

    @Test(arguments: records) func record(_ row: Row) async throws { try await check(row) }

    static let requests: [Row] = [
        // What is told first, then the request after a pause: the verb of the request decides.
        Row(.mendery, .showing("ItemEntity", "bakelite-radio"), "The cord on this radio is worn, could you have it repaired?", [
            .call("AskForRepair", .needsInput), .arg("item", "bakelite-radio"), .noneOf(["LogSafetyCheck"]),
        ]),
        // A case's words said apart, within the length of its name and four words more.
        Row(.mendery, .showing("ItemEntity", "bakelite-radio"), "The dial on this radio is in the red, could you have it repaired?", [
            .call("AskForRepair", .succeeded), .arg("fault", "noSignal"),
        ]),
        // A request said first is for a day ahead, whatever the reason after the comma says of the past.
        Row(.mendery, "Give up my Tuesday shift in Mendery, I caught a cold", [
            .call("FreeUpShift", .awaitingConfirmation), .arg("shift", "shift-tue-pm"),
        ]),
        Row(.mendery, "Give up my Tuesday shift in Mendery, we've still got three fixers that day", [
            .call("FreeUpShift", .awaitingConfirmation), .arg("shift", "shift-tue-pm"),
        ]),
    ]

    static let shifts: [Row] = [
        // "Gives up…" starts the description: the request's "give up" is its verb, whatever its title says.
        Row(.mendery, "Give up the Tuesday afternoon shift in Mendery", [.call("FreeUpShift", .awaitingConfirmation), .arg("shift", "shift-tue-pm")]),
        // "My" and the type's word, with words that describe one of its records: that record, not a day and a part of it.
        Row(.mendery, "Drop my Saturday morning shift in Mendery", [.call("FreeUpShift", .awaitingConfirmation), .arg("shift", "shift-sat-am"), .noneOf(["VolunteerForDay"])]),
        Row(.mendery, "Put me on the reserve list for Saturday morning in Mendery", [.call("VolunteerForDay", .succeeded), .arg("part", "morning")]),
    ]

    @Test(arguments: shifts) func shift(_ row: Row) async throws { try await check(row) }

    static let continuations: [Row] = [
        // "Can we push…" asks for the move, not whether one may.
        Row(.mendery, "Can we push my Saturday morning shift back to Tuesday in Mendery?", [
            .call("MoveShift", .succeeded), .arg("shift", "shift-sat-am"), .date("newDay", day: "2026-03-17"),
        ]),
        // A number that says which one ("Bench number") takes the ordinal, even one said as a day of the month.
        Row(.mendery, "Log two hours on the fifth in Mendery", [.call("LogBenchTime", .succeeded), .arg("bench", 5), .arg("hours", 2)]),
        Row(.mendery, "Log three hours at the 9th bench in Mendery", [.call("LogBenchTime", .succeeded), .arg("bench", 9), .arg("hours", 3)]),
        // A value the description names in brackets ("8 (a full day)"), and the fixer who did it, named first.
        Row(.mendery, "Anya did a full day at the fifth bench in Mendery", [
            .call("LogBenchTime", .succeeded), .arg("hours", 8), .arg("bench", 5), .arg("fixer", "Anya"),
        ]),
        Row(.mendery, "Log a short stint at the 9th bench in Mendery", [.call("LogBenchTime", .succeeded), .arg("hours", 1), .noArg("fixer")]),
        // A code in capitals and digits is one value: its second half ("4QT") is no number ("4 qt").
        Row(.mendery, "Plan a visit to Mendery for my radio on Friday, postcode E2 4QT", [
            .call("PlanVisit", .succeeded), .arg("postcode", "E2 4QT"), .arg("items", 1),
        ]),
        // "…and let them know": telling someone is a request of its own.
        Row(.mendery, "Move the lighthouse table lamp to the express queue and let its owner know, in Mendery", [
            .calls(["MarkUrgent", "TextOwner"]), .argOf("TextOwner", "item", "lighthouse-lamp"),
        ]),
        // A verb alone is no text value: Siri asks what is coming in.
        Row(.mendery, "Plan a visit to Mendery, I'll bring it in on Friday", [.call("PlanVisit", .needsInput), .noArg("what")]),
        // With nothing on screen, "that one" is the item just used.
        Row(.mendery, [
            Say("Ask Mendery to repair the lighthouse table lamp, it flickers", [.call("AskForRepair", .succeeded)]),
            Say("Switch that one to express as well", [.call("MarkUrgent", .succeeded), .arg("item", "lighthouse-lamp"), .noneOf(["PriceRepair"])]),
        ]),
    ]

    @Test(arguments: continuations) func followingOn(_ row: Row) async throws { try await check(row) }

    @Test(arguments: requests) func request(_ row: Row) async throws { try await check(row) }

    static let skills: [Row] = [
        // A skill's first step that only looks things up is taken, not the lookup the request's words fit…
        Row(.mendery, "I'd love to get into making things, can Mendery help me get started?", [
            .skills(["first-project"]), .calls(["ListWorkshops"]), .arg("level", "beginner"),
        ]),
        // …unless the request says an action's verb.
        Row(.mendery, "I'm new to fixing and making, can Mendery get me started and book me a workshop on Sunday?", [
            .skills(["first-project"]), .noneOf(["FindProjects"]), .call("ReserveWorkshop", .needsInput),
        ]),
    ]

    @Test(arguments: skills) func skill(_ row: Row) async throws { try await check(row) }
}
