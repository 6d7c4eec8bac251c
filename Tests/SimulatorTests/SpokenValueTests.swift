import Testing

/// Values said the way people say them: numbers in two parts ("nineteen
/// eighty-four", "one oh four"), dollars and cents, an hour with its part
/// of the day, a message after a colon, an email address, a case named by
/// denying another, a group's size; and requests said around the intent's
/// words: missing something, taking someone out of a list, a hyphenated
/// word that a record writes apart.
/// The rows use Tarnwick and Galeway (Apps+Tarn.swift); the clock is
/// Thursday 12 March 2026, 15:00 in Berlin.
struct SpokenValueTests {
    static let values: [Row] = [
        // Only together are the two numbers a year, or a frequency the description expects.
        Row(.tarnwick, "Register my boat Kestrel, built nineteen eighty-four, in Tarnwick", [.call("RegisterBoat", .succeeded), .arg("yearBuilt", 1984)]),
        Row(.tarnwick, "Register my boat Kestrel, built nineteen oh five, in Tarnwick", [.call("RegisterBoat", .succeeded), .arg("yearBuilt", 1905)]),
        // What follows "called" is the name, whatever case it has a word of.
        Row(.tarnwick, "Register a wooden boat in Tarnwick called Wooden Spoon", [.call("RegisterBoat", .succeeded), .arg("hull", "wooden"), .arg("name", "Wooden Spoon")]),
        // A name keeps the case word next to it; a possessive says whose, not what.
        Row(.tarnwick, "Register my old wooden dinghy in Tarnwick", [.call("RegisterBoat", .succeeded), .arg("hull", "wooden"), .arg("name", "old wooden dinghy")]),
        Row(.tarnwick, "Register Ann's fibreglass kayak in Tarnwick", [.call("RegisterBoat", .succeeded), .arg("hull", "fibreglass"), .arg("name", "fibreglass kayak")]),
        Row(.tarnwick, "Tune the lodge radio to one oh four in Tarnwick", [.call("TuneLodgeRadio", .succeeded), .arg("frequency", 104)]),
        Row(.tarnwick, "Pay the kiosk bill, twelve dollars and fifty cents, in Tarnwick", [.call("PayKioskBill", .succeeded), .arg("amount", 12.5)]),
        Row(.tarnwick, "Post a notice in Tarnwick: canoes are back on Monday", [.call("PostNotice", .succeeded), .arg("message", "canoes are back on Monday")]),
        Row(.tarnwick, "Share the Harbour shuttle with sam@example.org in Tarnwick", [.call("ShareTripDetails", .succeeded), .arg("trip", "sh-1"), .arg("recipient", "sam@example.org")]),
        // "isn't urgent" names the case called "not urgent", not Urgent.
        Row(.tarnwick, "Report a dripping tap in Tarnwick, it isn't urgent", [.call("ReportCabinProblem", .succeeded), .arg("urgency", "routine")]),
        Row(.tarnwick, "Report a dripping tap in Tarnwick, it's urgent", [.call("ReportCabinProblem", .succeeded), .arg("urgency", "urgent")]),
        // "six by six" is a size, not six o'clock.
        Row(.tarnwick, "Reserve a six by six pitch starting Monday in Tarnwick", [
            .call("ReservePitch", .succeeded), .arg("size", "small"), .date("start", day: "2026-03-16"),
        ]),
        // "can't come", "can't make Sunday's race": not attending, the case that says so.
        Row(.tarnwick, "Answer the barbecue invite in Tarnwick, we can't come", [.call("AnswerInvite", .succeeded), .arg("attending", false)]),
        Row(.tarnwick, "Answer the barbecue invite in Tarnwick, we'll be there", [.call("AnswerInvite", .succeeded), .arg("attending", true)]),
        Row(.tarnwick, "Set Ann's crew status in Tarnwick, she can't make Sunday's race", [.call("SetCrewStatus", .succeeded), .arg("paddler", "ann"), .arg("status", "out")]),
        // "since" a day with no year: the one past.
        Row(.tarnwick, "Show my kiosk spending since the 20th of March in Tarnwick", [.call("ShowKioskSpending", .succeeded), .date("since", day: "2025-03-20")]),
        // What was just done, with no day said: today.
        Row(.tarnwick, "Just got off the lake, log a paddle in the red canoe in Tarnwick", [.call("LogPaddle", .succeeded), .arg("boat", "canoe"), .date("date", day: "2026-03-12")]),
        // Not able to, whatever the verb: not available.
        Row(.tarnwick, "Update Omar's availability in Tarnwick, he can't teach this Saturday", [
            .call("SetInstructorAvailability", .succeeded), .arg("instructor", "omar"), .arg("available", false), .date("date", day: "2026-03-14"),
        ]),
        // A case named by a verb and its particle apart ("Pumpout").
        Row(.tarnwick, "Ask the marina to pump the red canoe out in Tarnwick", [.call("RequestBoatService", .succeeded), .arg("boat", "canoe"), .arg("service", "pumpout")]),
        // Two days listed: the first starts, both count.
        Row(.tarnwick, "Hire bikes for Saturday and Sunday in Tarnwick", [
            .call("HireBikes", .succeeded), .date("start", day: "2026-03-14"), .arg("days", 2),
        ]),
        // Cases each counted: one call per case.
        Row(.tarnwick, "Hire bikes on Saturday for two grown-ups and three children in Tarnwick", [
            .calls(["HireBikes", "HireBikes"]), .argOf("HireBikes", "kind", "adult"), .argOf("HireBikes", "quantity", 2),
            .arg("kind", "child"), .arg("quantity", 3), .date("start", day: "2026-03-14"),
        ]),
        // A bare hour before "tonight", when no number parameter is left to take it; else the count.
        Row(.tarnwick, "Book a kids' lesson with Omar for 5 tonight in Tarnwick", [.call("BookKidsLesson", .succeeded), .date("time", day: "2026-03-12", time: "17:00")]),
        Row(.tarnwick, "Book canoes for 8 tonight in Tarnwick", [.call("BookCanoes", .succeeded), .arg("people", 8)]),
        // A family of four is four people, not four minutes.
        Row(.tarnwick, "Book canoes for my family of four in Tarnwick", [.call("BookCanoes", .succeeded), .arg("people", 4), .arg("minutes", 60)]),
        Row(.tarnwick, [
            Say("Book canoes for four people tomorrow at 3 pm in Tarnwick", [.call("BookCanoes", .succeeded), .date("start", day: "2026-03-13", time: "15:00")]),
            Say("Actually make it 9 in the morning", [.call("BookCanoes", .succeeded), .date("start", day: "2026-03-13", time: "09:00")]),
        ]),
    ]

    static let requests: [Row] = [
        Row(.tarnwick, "I can't make the archery taster, tell Tarnwick", [.call("LogAbsence", .succeeded), .arg("booking", "archery")]),
        Row(.tarnwick, "Take Ann out of the paddlers in Tarnwick", [.call("RemovePaddler", .awaitingConfirmation), .arg("paddler", "ann"), .noneOf(["WithdrawFromRegatta"])]),
        Row(.tarnwick, "Take me out of the regatta in Tarnwick", [.call("WithdrawFromRegatta", .succeeded), .noneOf(["RemovePaddler"])]),
        Row(.tarnwick, "Who at Tarnwick teaches kite-surfing?", [.found("InstructorEntity", "lena"), .noInvocation]),
        // A day said of a record with no dates: the records that point at it, on or near that day.
        Row(.tarnwick, "How much did I pay for sun cream last week in Tarnwick?", [.found("KioskPurchaseEntity", "buy-0304"), .notFound("buy-0210"), .noInvocation]),
        // Little evidence, but one intent well ahead of every other: that one.
        Row(.tarnwick, "Water is dripping through the roof in Tarnwick, it's an emergency", [.call("ReportCabinProblem", .succeeded), .arg("urgency", "urgent")]),
        Row(.tarnwick, "The roof leaks in Tarnwick", [.noInvocation]),
        // "Put us on…" says no action: what it names decides.
        Row(.tarnwick, "Put the two of us on the Harbour shuttle in Tarnwick", [.call("BookShuttleSeat", .succeeded), .arg("trip", "sh-1"), .noneOf(["LogPaddle", "RecordCatch"])]),
        // What was told, then the request as a verb and "it", "that", "us": the told part is its scene.
        Row(.tarnwick, "We're bringing two friends to the regatta, put the two of us down in Tarnwick", [.call("EnterRegatta", .succeeded), .arg("guests", 2)]),
        Row(.tarnwick, "Tom would love a new paddle, write that down in Tarnwick", [.call("NoteWish", .succeeded), .arg("person", "tom"), .arg("wish", "new paddle")]),
        Row(.tarnwick, "I'm not going to the lake picnic after all, cancel it in Tarnwick", [.call("CancelPicnic", .awaitingConfirmation), .arg("picnic", "lake-picnic")]),
        // Of the words no value took, those the intent does not say, a name counting more.
        Row(.tarnwick, "Note a Kestrel kite as a wish for Ann in Tarnwick, we saw one at the beach", [.call("NoteWish", .succeeded), .arg("wish", "Kestrel kite")]),
        // "Show me…" a record an intent opens runs that intent; it is no question.
        Row(.tarnwick, "Show me Lena's classes in Tarnwick", [.call("OpenInstructorProfile", .succeeded), .arg("instructor", "lena")]),
        // A request a skill guides: "set up…", "what should we…";
        // a question mark before the app's name still asks.
        Row(.tarnwick, "Set up a lake day with a picnic for the Okafor family in Tarnwick", [.skills(["plan-lake-day"])]),
        Row(.tarnwick, "The kids want a lake day with canoes, what should we do? Tarnwick", [.skills(["plan-lake-day"]), .nothingSucceeded]),
        Row(.tarnwick, "Book canoes for four people in Tarnwick", [.skills([])]),
        // A step of the loaded skill names the value the request leaves out; "get" after
        // a comma names no intent ("Get Weather Summary").
        // Its next steps run too, each with the value its sentence names, but not one only to offer.
        Row(.galeway, "A gale is coming tonight, get the marina ready in Galeway", [
            .skills(["gale-drill"]), .calls(["SetStormShutters", "SetDockLights"]), .argOf("SetStormShutters", "mode", "closed"),
            .arg("mode", "amber"), .noneOf(["GetWindReport", "MoveBoatToBerth"]),
        ]),
        // A next step takes its sentence's value over a word of the request ("back to normal").
        Row(.galeway, "A gale is coming, get the marina ready in Galeway until things are back to normal", [
            .calls(["SetStormShutters", "SetDockLights"]), .arg("mode", "amber"),
        ]),
        // Three words of a skill's description, said on their own, load it too.
        Row(.tarnwick, "Our family wants canoes and a picnic by the lake on Sunday in Tarnwick", [.skills(["plan-lake-day"])]),
        // Telling what happened deletes nothing.
        Row(.tarnwick, "We had the lake picnic at the jetty in Tarnwick", [.noneOf(["CancelPicnic"])]),
        // A new person's name is the capitalised name that is not someone's possessive.
        Row(.tarnwick, "Add Tom's friend Mia as a day visitor in Tarnwick", [.call("AddDayVisitor", .succeeded), .arg("name", "Mia"), .arg("host", "tom")]),
        // A spot's notes do not say what was caught; "six of them" is how many, not how heavy.
        Row(.tarnwick, [
            Say("Log a catch at Reed Bay in Tarnwick", [.call("RecordCatch", .needsInput), .arg("spot", "reed-bay"), .saysExactly("Which fish?")]),
            Say("Zander, about six of them", [.call("RecordCatch", .succeeded), .arg("fish", "zander"), .arg("count", 6), .noArg("weight")]),
        ]),
    ]

    @Test(arguments: values) func value(_ row: Row) async throws { try await check(row) }
    @Test(arguments: requests) func request(_ row: Row) async throws { try await check(row) }
}
