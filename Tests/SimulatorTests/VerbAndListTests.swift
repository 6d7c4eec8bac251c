import Testing

/// Requests whose verb is not the intent's own, and lists whose values are
/// said item by item. A verb of another kind than the title's only weighs
/// against an intent; one that undoes never runs an intent that makes, nor
/// the other way round. The rows use Hollowmere (Apps+Hollowmere.swift);
/// the clock is Thursday 12 March 2026, 15:00 in Berlin.
struct VerbAndListTests {
    static let verbs: [Row] = [
        // "record" is not "submit", but the score sheet is what the words name.
        Row(.hollowmere, "Record the score sheet for the Ashby game in Hollowmere, 212 runs", [
            .call("FileScoreSheet", .succeeded), .arg("fixture", "fx-ashby"), .arg("runs", 212),
        ]),
        // Two verbs that only record are alike, and "result" is another word for the score.
        Row(.hollowmere, "Log the result of the Corley game in Hollowmere, 180 runs", [.call("FileScoreSheet", .succeeded), .arg("fixture", "fx-corley"), .arg("runs", 180)]),
        // A title's last word can be the action ("Request a Date Change" for "move"); a title verb
        // no group knows still undoes ("Forfeit the Game" is never a move).
        Row(.hollowmere, "Move the Ashby game to Sunday in Hollowmere", [
            .call("AskToRearrange", .succeeded), .arg("fixture", "fx-ashby"), .date("date", day: "2026-03-15"), .noneOf(["ConcedeGame"]),
        ]),
        // Verbs that undo: never the booking, always the cancellation or leaving.
        Row(.hollowmere, "Scrap the yoga booking in Hollowmere", [.call("CancelHallBooking", .awaitingConfirmation), .arg("booking", "hb-yoga"), .noneOf(["BookHall"])]),
        Row(.hollowmere, "Drop the quiz night in Hollowmere", [.call("CancelHallBooking", .awaitingConfirmation), .arg("booking", "hb-quiz"), .noneOf(["BookHall"])]),
        Row(.hollowmere, "Give up my place on the tea rota in Hollowmere", [.call("LeaveRota", .awaitingConfirmation), .arg("rota", "rota-tea")]),
        Row(.hollowmere, "Pull me from the locking up rota in Hollowmere", [.call("LeaveRota", .awaitingConfirmation), .arg("rota", "rota-lock")]),
        // Moving what exists never makes another: "move" never books an annexe, even one only booking takes.
        Row(.hollowmere, [
            Say("Book Church Walk for ten people on Friday at 6 pm in Hollowmere", [.call("BookAnnexe", .succeeded)]),
            Say("Move the Church Walk booking to Saturday at 4 pm", [.call("RescheduleAnnexe", .succeeded), .noneOf(["BookAnnexe"])]),
        ]),
        // A yes-or-no state set by its opposite.
        Row(.hollowmere, "Close the kiln lid in Hollowmere", [.call("SetKilnLid", .succeeded), .arg("open", false)]),
        Row(.hollowmere, "Open the kiln lid in Hollowmere", [.call("SetKilnLid", .succeeded), .arg("open", true)]),
        // Work someone else does: the participle says what ("get … replaced").
        Row(.hollowmere, "Get the stage curtains replaced tomorrow in Hollowmere", [
            .call("ReplaceFitting", .succeeded), .date("date", day: "2026-03-13"), .noneOf(["OrderCurtains"]),
        ]),
        Row(.hollowmere, "Order curtains for the stage in Hollowmere", [.call("OrderCurtains", .succeeded)]),
        // The app's name first is no word of the request ("In Hollowmere, record…" still has its verb).
        Row(.hollowmere, "In Hollowmere, record the score sheet for the Ashby game, 212 runs", [.call("FileScoreSheet", .succeeded), .arg("runs", 212)]),
        Row(.hollowmere, "In Hollowmere, get the stage curtains replaced on Monday", [.call("ReplaceFitting", .succeeded), .date("date", day: "2026-03-16")]),
        // "starting now" is this moment.
        Row(.hollowmere, "Run the boiler for three hours starting now in Hollowmere", [
            .call("RunBoiler", .succeeded), .date("start", day: "2026-03-12", time: "15:00"), .arg("hours", 3),
        ]),
    ]

    static let changes: [Row] = [
        // A change to what was just booked: the intent that reschedules it, at the same time.
        Row(.hollowmere, [
            Say("Book Church Walk for 12 people tomorrow at 11:30 in Hollowmere", [.call("BookAnnexe", .succeeded), .arg("annexe", "church-walk")]),
            Say("Actually, move it to Sunday, same time", [.call("RescheduleAnnexe", .succeeded), .arg("annexe", "church-walk"), .date("newTime", day: "2026-03-15", time: "11:30")]),
        ]),
        // A day and a time apart, the app's name between them; then a correction of what was logged.
        Row(.hollowmere, [
            Say("Log yesterday's hire by the choir in Hollowmere, from 3 pm for four hours", [
                .call("LogHire", .succeeded), .date("start", day: "2026-03-11", time: "15:00"), .arg("hours", 4),
            ]),
            Say("Actually, it was five hours", [.call("CorrectLastHire", .succeeded), .arg("hours", 5), .noneOf(["LogHire"])]),
        ]),
        // An amount in the hundreds changed in two words: "four twenty" is 420, not 4.20 or sixty of something.
        Row(.hollowmere, [
            Say("Pledge two hundred and twenty for Omar in Hollowmere", [.call("MakePledge", .succeeded), .arg("amount", 220)]),
            Say("Actually, make it four twenty", [.call("MakePledge", .succeeded), .arg("amount", 420), .arg("donor", "omar")]),
        ]),
        // A name said with a letter doubled or not, and another slip ("Anelli" for Anneli).
        Row(.hollowmere, "Pledge ten for Anelli in Hollowmere", [.call("MakePledge", .succeeded), .arg("donor", "anneli"), .arg("amount", 10)]),
        // The number a record's title starts with is the record's, not a count.
        Row(.hollowmere, "Book 14 Mill Lane on Friday at 5 pm in Hollowmere", [.call("BookAnnexe", .needsInput), .arg("annexe", "mill-lane"), .noArg("people")]),
        // After a light verb, the noun one intent acts on names the action.
        Row(.hollowmere, "Put in a pledge for Omar in Hollowmere", [.call("MakePledge", .needsInput), .arg("donor", "omar"), .noneOf(["AddToNewsletter"])]),
        Row(.hollowmere, "Put the boiler audit in for Monday in Hollowmere", [.call("ScheduleAudit", .succeeded), .date("date", day: "2026-03-16")]),
        // "and" with a new subject starts a request of its own.
        Row(.hollowmere, "Book Church Walk for eight people on Friday at 6 pm in Hollowmere and I'd like the boiler running for three hours starting now", [
            .calls(["BookAnnexe", "RunBoiler"]), .arg("hours", 3),
        ]),
        // A later part that gives the call just made a value under its parameter's own word is that call's.
        Row(.hollowmere, "Pledge fifty for Omar in Hollowmere and add twenty matched", [
            .calls(["MakePledge"]), .arg("amount", 50), .arg("matched", 20),
        ]),
        // A part with no action of its own gives a case to the call before it.
        Row(.hollowmere, "Post a notice about the jumble sale in Hollowmere, and ping me right away if anyone replies", [
            .call("PostNotice", .succeeded), .arg("replies", "instant"),
        ]),
    ]

    /// Several texts: each the words cue takes its words first, the rest takes what is left.
    static let texts: [Row] = [
        Row(.hollowmere, "Log lost property in Hollowmere, two blue umbrellas found by the stage door", [
            .call("LogLostProperty", .succeeded), .arg("item", "blue umbrellas"), .arg("count", 2), .arg("foundAt", "stage door"),
        ]),
        Row(.hollowmere, "List a sous chef role at the Old Forge in Hollowmere", [
            .call("ListJob", .succeeded), .arg("role", "sous chef"), .arg("employer", "Old Forge"),
        ]),
    ]

    /// Texts and states the words give without naming them.
    static let unnamed: [Row] = [
        // An optional note takes the last phrase, after a comma, when no value took a word of it.
        Row(.hollowmere, "Rate the concert in Hollowmere, four stars, the choir was lovely", [
            .call("RateConcert", .succeeded), .arg("stars", 4), .arg("notes", "the choir was lovely"),
        ]),
        // A text that is no body ends where "and" starts another clause.
        Row(.hollowmere, "Share the flyer in Hollowmere with Meera and let her pass it on", [.call("ShareFlyer", .succeeded), .arg("shareWith", "Meera")]),
        // "from 3 to 6 pm" is a start and a length.
        Row(.hollowmere, "Hire the studio in Hollowmere tomorrow from 3 to 6 pm", [
            .call("HireStudio", .succeeded), .date("start", day: "2026-03-13", time: "15:00"), .arg("hours", 3),
        ]),
        // The intent's own words are no value of its text.
        Row(.hollowmere, "Search the noticeboard in Hollowmere", [.call("SearchNotices", .needsInput)]),
        // "kept" is the opposite of Released.
        Row(.hollowmere, "Close lost property for the red scarf in Hollowmere, we kept it", [.call("ReturnLostProperty", .succeeded), .arg("released", false)]),
    ]

    static let lists: [Row] = [
        // Each item takes the values said after it, up to the comma or "and" before the next.
        Row(.hollowmere, "In Hollowmere, Meera gave twenty, Omar gave fifteen and the Hendersons gave fifty", [
            .calls(["RecordDonation", "RecordDonation", "RecordDonation"]), .argOf("RecordDonation", "donor", "meera"),
            .argOf("RecordDonation", "amount", 20), .arg("donor", "hendersons"), .arg("amount", 50),
        ]),
        // An item with nothing after it shares the next one's values.
        Row(.hollowmere, "In Hollowmere, Meera and Omar gave ten each", [
            .calls(["RecordDonation", "RecordDonation"]), .argOf("RecordDonation", "amount", 10), .arg("donor", "omar"), .arg("amount", 10),
        ]),
        // Each item its own time, the day said once before them.
        Row(.hollowmere, "Book for Saturday in Hollowmere: Mill Lane at 10 for six people and Church Walk at 2 pm for eight people", [
            .calls(["BookAnnexe", "BookAnnexe"]), .argOf("BookAnnexe", "annexe", "mill-lane"), .argOf("BookAnnexe", "people", 6), .argOf("BookAnnexe", "time", "2026-03-14T10:00:00+01:00"),
            .arg("annexe", "church-walk"), .arg("people", 8), .date("time", day: "2026-03-14", time: "14:00"),
        ]),
        // A list of things, each what another tool acts on, with no verb of its own: each tool.
        Row(.hollowmere, "For Saturday in Hollowmere, sort out new curtains for the stage, an audit on Monday and a notice", [
            .onlyCalls(["OrderCurtains", "ScheduleAudit", "PostNotice"]), .argOf("PostNotice", "replies", "daily"),
            .argOf("ScheduleAudit", "date", "2026-03-16T12:00:00+01:00"), .trace("each another tool's"),
        ]),
        // Several items on several days: each item on each day.
        Row(.hollowmere, "Meera and Omar pledged five each on Tuesday and Wednesday in Hollowmere", [
            .calls(["MakePledge", "MakePledge", "MakePledge", "MakePledge"]), .argOf("MakePledge", "donor", "meera"), .arg("donor", "omar"),
            .arg("amount", 5), .date("date", day: "2026-03-18"),
        ]),
        // A word too common to name a case alone names it as what someone is ("is in", "is out").
        Row(.hollowmere, "For the tea rota in Hollowmere, Meera is in but Omar is out", [
            .calls(["SetRotaStatus", "SetRotaStatus"]), .argOf("SetRotaStatus", "status", "on"), .arg("donor", "omar"), .arg("status", "off"),
        ]),
        // Readings said case by case, the number after its case.
        Row(.hollowmere, "Log the tanks in Hollowmere: rainwater is 40 and heating oil is 310", [
            .calls(["LogTankLevel", "LogTankLevel"]), .argOf("LogTankLevel", "tank", "rain"), .argOf("LogTankLevel", "litres", 40),
            .arg("tank", "oil"), .arg("litres", 310),
        ]),
    ]

    @Test(arguments: verbs) func verb(_ row: Row) async throws { try await check(row) }
    @Test(arguments: lists) func list(_ row: Row) async throws { try await check(row) }
    @Test(arguments: changes) func change(_ row: Row) async throws { try await check(row) }
    @Test(arguments: texts) func text(_ row: Row) async throws { try await check(row) }
    @Test(arguments: unnamed) func unnamedValue(_ row: Row) async throws { try await check(row) }
}
