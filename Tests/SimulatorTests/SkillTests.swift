import AppDefinitions
import Testing
@testable import Simulator

/// Capability 6: skills. A multi-step request loads the skill whose
/// description fits it (and not the others); an unrelated request loads none.
struct SkillTests {
    static let rows: [Row] = [
        Row(.stayfinch, "Plan a weekend getaway for four of us in Stayfinch", [.skills(["plan-weekend-getaway"])]),
        Row(.stayfinch, "Help me organize a weekend trip for the group, find a hotel and then book a room, in Stayfinch", [
            .skills(["plan-weekend-getaway"]),
        ]),
        Row(.stayfinch, "Help me put together an expense report with the receipts of my past stays in Stayfinch", [
            .skills(["expense-report"]),
        ]),
        Row(.stayfinch, "Collect my receipts and then export an expense report in Stayfinch", [.skills(["expense-report"])]),
        // Unrelated or single-step requests load none.
        Row(.stayfinch, "Book the Seaview Inn for 2 guests on Friday in Stayfinch", [.skills([])]),
        Row(.stayfinch, "What's the weather in Stayfinch?", [.skills([])]),
        Row(.stayfinch, "Which city is the Harbor House in, Stayfinch?", [.skills([])]),
        // A request that runs what a skill's steps call is that skill's task.
        Row(.choirloft, "Book a practice room for tomorrow at 7 pm and share the Messiah Choruses in Choirloft", [
            .calls(["BookPracticeRoom", "ShareScore"]), .skills(["prepare-concert-week"]),
        ]),
        Row(.choirloft, "Book a practice room for tomorrow at 7 pm in Choirloft", [.skills([])]),
        // A skill that fits starts with its first step, and keeps a step that waits for the person's choice.
        Row(.choirloft, "Plan a warm-up evening for tomorrow at 7 pm in Choirloft", [
            .skills(["plan-warm-up-evening"]), .calls(["CheckRoomAvailability"]), .noneOf(["BookPracticeRoom", "SetPartReminder"]),
        ]),
        // …unless the person already says so.
        Row(.choirloft, "Plan a warm-up evening for tomorrow in Choirloft, and book the practice room at 7 pm", [
            .calls(["CheckRoomAvailability", "BookPracticeRoom"]), .date("start", day: "2026-03-13", time: "19:00"),
        ]),
        // Next steps take a number their sentence says with the parameter's word ("hire 4 rackets").
        Row(.thistledown, "Get my match day ready in Thistledown: move my Saturday squash to Sunday at 10 am", [
            .skills(["plan-match-day"]), .calls(["MoveCourtBooking", "HireRackets"]), .arg("booking", "cb-sat"), .arg("count", 4),
        ]),
        // A sentence that names no tool says what the next step's values are ("Reviving a bike is a Deep Service").
        Row(.quaystone, "Get my Raleigh rolling again, in Quaystone", [
            .skills(["revive-a-bike"]), .call("ReserveBench", .succeeded), .arg("level", "deep"), .noneOf(["CheckServiceStatus"]),
        ]),
        // A bare count in a step ("order two brake pads") is the quantity of the call it names.
        Row(.quaystone, "Get my Raleigh rolling again with new brake pads, in Quaystone", [
            .argOf("OrderSpare", "spare", "brake-pads"), .argOf("OrderSpare", "quantity", 2),
        ]),
        // The day a skill's first step is for ("Use the find open places tool for tonight"), when the request says none.
        Row(.quaystone, "Three riders just turned up unbooked. Can you help in Quaystone?", [
            .skills(["walk-up-riders"]), .call("FindOpenPlaces", .succeeded), .date("day", day: "2026-03-12"), .arg("riders", 3),
        ]),
        // The steps a request gives every value for all run, whichever of them it names first.
        Row(.kettlewick, "It's a practice evening in Kettlewick on Friday, so a flat white and a kennel for Oddsock, and Mill Road court 2 too", [
            .skills(["practice-evening"]), .argOf("BuyAtBar", "item", "flat-white"), .argOf("LeaveDog", "dog", "Oddsock"), .argOf("HireCourt", "court", "mill-2"),
        ]),
        // An app without skills never loads one.
        Row(.glowhaus, "Plan a movie night in the lounge and then dim the kitchen in Glowhaus", [.skills([])]),
    ]

    @Test(arguments: rows)
    func loaded(_ row: Row) async throws {
        try await check(row)
    }

    /// What a body's sentences call and forbid: a "not" forbids only the
    /// tool of its own clause, and one that "then", "and" or "but" starts
    /// after a comma is a step again; a title's verb with its other words
    /// close after, in any order, names it ("Check availability of the
    /// gear"); two titles named at one word ("do not book pitches or fire
    /// checks") read the same words before them.
    @Test(arguments: [
        (App.thistledown, "Pick a camera that is not in use, then use the watch a camera tool.", ["WatchCamera"], [String]()),
        (App.thistledown, "Pick a camera that is not in use and use the watch a camera tool.", [], ["WatchCamera"]),
        (App.thistledown, "Never use the hire rackets tool, but use the watch a camera tool.", ["WatchCamera"], ["HireRackets"]),
        (App.thistledown, "Don't use the hire rackets tool, and don't use the watch a camera tool.", [], ["HireRackets", "WatchCamera"]),
        (App.pitchwell, "Check availability of the gear for the day.", ["CheckGear"], []),
        (App.pitchwell, "Do not book pitches or fire checks.", [], ["BookPitch", "BookFireCheck"]),
    ])
    func stepsOfABody(app: App, body: String, calls: [String], forbidden: [String]) {
        let definition = app.definition
        let steps = SkillSteps(Skill(name: "check", description: "Checks.", body: body), intents: definition.intents)
        #expect(steps.order.map { definition.intents[$0].identifier } == calls)
        #expect(Set(steps.forbidden.map { definition.intents[$0].identifier }) == Set(forbidden))
    }

    /// "Only then" is the next step in order; "only" alone keeps a step for
    /// the person's choice.
    @Test(arguments: [
        ("Use the ask for a repair tool first, and only then use the move to the express queue tool.", ["AskForRepair", "MarkUrgent"], [String]()),
        ("Use the ask for a repair tool first. Only use the move to the express queue tool once the person asks.", ["AskForRepair"], ["MarkUrgent"]),
    ])
    func onlyThen(body: String, calls: [String], awaiting: [String]) {
        let definition = App.mendery.definition
        let steps = SkillSteps(Skill(name: "check", description: "Checks.", body: body), intents: definition.intents)
        #expect(steps.order.map { definition.intents[$0].identifier } == calls)
        #expect(Set(steps.awaitingChoice.map { definition.intents[$0].identifier }) == Set(awaiting))
    }

    /// "Don't move it until they choose; then use the move tool" keeps the
    /// step for the person's choice, and "Look up the bookings" names what
    /// to search.
    @Test func waitingSentenceAndLookup() throws {
        let app = App.pitchwell.definition
        let steps = SkillSteps(try #require(app.skills.first), intents: app.intents, entities: app.entities)
        let position = { (identifier: String) in app.intents.firstIndex { $0.identifier == identifier }! }
        #expect(steps.order.isEmpty)
        #expect(steps.awaitingChoice == [position("MoveBooking")])
        #expect(steps.forbidden == [position("CancelCampingStay")])
        #expect(steps.lookedUp.map { app.entities[$0].identifier } == ["BookingEntity"])
    }

    /// A step names its intent by the title's first words ("the move court
    /// tool" for Move a Court Booking), and is one to propose only when the
    /// body tells Siri to offer it ("Offer to watch a camera"), not when
    /// the person asks ("If they ask for more locker time, use…").
    @Test func offeredSteps() throws {
        let app = App.thistledown.definition
        let steps = SkillSteps(try #require(app.skills.first { $0.name == "plan-match-day" }), intents: app.intents)
        let position = { (identifier: String) in app.intents.firstIndex { $0.identifier == identifier }! }
        #expect(steps.order == [position("MoveCourtBooking"), position("HireRackets"), position("ExtendLocker")])
        #expect(steps.awaitingChoice == [position("WatchCamera")])
    }
}
