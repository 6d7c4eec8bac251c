import Testing

/// How people put a request rather than an intent's title: phrasal verbs
/// and light verbs ("sign me up", "put in a request"), records named
/// through another record ("two for Casablanca this Friday"), names said
/// without their size, switches, numbers said with a parameter's word, and
/// follow-ups that change a value without deleting anything.
/// The rows use Cloverhall (Apps+Clover.swift); the clock is Thursday
/// 12 March 2026, 15:00 in Berlin.
struct EverydayWordingTests {
    /// Verbs that say the action with a particle, a light verb and a noun,
    /// or "can I…".
    static let verbs: [Row] = [
        Row(.cloverhall, "Sign me up for pottery in Cloverhall", [.call("SignUpForClass", .succeeded), .arg("course", "pottery")]),
        Row(.cloverhall, "Put me down for Tuesday Yoga in Cloverhall", [.call("SignUpForClass", .succeeded), .arg("course", "yoga-tue"), .noneOf(["FindCentreClasses"])]),
        Row(.cloverhall, "Put three of us on the waitlist for pottery in Cloverhall", [.call("JoinClassWaitlist", .succeeded), .arg("course", "pottery"), .arg("people", 3)]),
        Row(.cloverhall, "Take me out of the pottery class in Cloverhall", [.call("LeaveClass", .awaitingConfirmation), .arg("course", "pottery")]),
        Row(.cloverhall, "Throw out the blue umbrella in Cloverhall", [.call("DiscardLostItem", .awaitingConfirmation), .arg("item", "umbrella")]),
        Row(.cloverhall, "Can you put in a request for Moon River in Cloverhall?", [.call("RequestDiscoSong", .succeeded)]),
        Row(.cloverhall, "I need to keep my locker two more days in Cloverhall", [.call("ExtendLocker", .succeeded), .arg("days", 2)]),
        Row(.cloverhall, "Cloverhall, can I get two tickets for Casablanca on Saturday?", [.call("BuyFilmTickets", .succeeded), .arg("screening", "casablanca-0314"), .arg("quantity", 2)]),
        // What is on screen, that only one action takes, brings that action in whatever the verb.
        Row(.cloverhall, .showing("DrinkEntity", "cocoa"), "Send this to me at 4 pm", [
            .call("OrderDrink", .succeeded), .arg("drink", "cocoa"), .onScreen("DrinkEntity", "cocoa"), .noneOf(["RequestDiscoSong"]),
        ], knownIssue: "'send' is a synonym of 'request', a word of Request a Song's title, which outweighs the drink on screen"),
    ]

    /// A record named through the record it goes with, and the day said.
    static let linkedRecords: [Row] = [
        Row(.cloverhall, "Get me two tickets for Casablanca this Friday in Cloverhall", [
            .call("BuyFilmTickets", .succeeded), .arg("screening", "casablanca-0313"), .arg("quantity", 2), .trace("linked"),
        ]),
        // "the Thursday show" is the new screening (the one on a Thursday), not which ticket.
        Row(.cloverhall, "Swap my Metropolis ticket to the Thursday show in Cloverhall", [
            .call("ExchangeTicket", .succeeded), .arg("ticket", "t-metropolis"), .arg("newScreening", "metropolis-0319"),
        ]),
    ]

    /// Values said the everyday way.
    static let values: [Row] = [
        // A name without the size it ends with; a pickup that "happens" is still to come.
        Row(.cloverhall, "Order my rooibos tea for Saturday at 10 am in Cloverhall", [
            .call("OrderDrink", .succeeded), .arg("drink", "rooibos"), .date("pickup", day: "2026-03-14", time: "10:00"),
        ]),
        Row(.cloverhall, "Turn off the hall lights in Cloverhall", [.call("SetHallLights", .succeeded), .arg("on", false)]),
        Row(.cloverhall, "Turn the hall lights on in Cloverhall", [.call("SetHallLights", .succeeded), .arg("on", true)]),
        Row(.cloverhall, "Set the heating to 21 degrees in Cloverhall", [.call("SetHallTemperature", .succeeded), .arg("temperature", 21), .noneOf(["SetHallThermostatMode"])]),
        Row(.cloverhall, "I want to do forty lengths a week in Cloverhall", [.call("SetSwimGoal", .succeeded), .arg("lengths", 40)]),
        // "The pottery one" names a class; "one" counts nothing.
        Row(.cloverhall, [
            Say("Sign me up for a class in Cloverhall", [.call("SignUpForClass", .needsInput), .saysExactly("Which class?")]),
            Say("The pottery one", [.call("SignUpForClass", .succeeded), .arg("course", "pottery"), .arg("guests", 0)]),
        ]),
    ]

    /// A change to what was just done changes it: it neither deletes it nor
    /// runs an action that takes no new value.
    static let changes: [Row] = [
        Row(.cloverhall, [
            Say("Remind me about pottery on Friday at 8 pm in Cloverhall", [.call("SetClassReminder", .succeeded)]),
            Say("Actually, make it Saturday", [.call("SetClassReminder", .succeeded), .date("time", day: "2026-03-14", time: "20:00"), .noneOf(["DeleteReminder"])]),
        ]),
        Row(.cloverhall, .liveActivity("RoomBookingEntity", "room-2"), "Give me twenty more minutes", [
            .call("ExtendRoomBooking", .succeeded), .arg("booking", "room-2"), .arg("minutes", 20), .noneOf(["EmailBookingReceipt"]),
        ]),
    ]

    @Test(arguments: verbs) func verb(_ row: Row) async throws { try await check(row) }
    @Test(arguments: linkedRecords) func linkedRecord(_ row: Row) async throws { try await check(row) }
    @Test(arguments: values) func value(_ row: Row) async throws { try await check(row) }
    @Test(arguments: changes) func change(_ row: Row) async throws { try await check(row) }
}
