import Testing

/// Capability 7: responses. The intent's dialog with each `{param}` filled
/// with its value as a person would say it: records and enum cases by
/// their titles, numbers without a needless ".0", dates relative to today.
struct ResponseTests {
    static let rows: [Row] = [
        Row(.glowhaus, "Dim the lounge to forty percent in Glowhaus", [.saysExactly("The Living Room lights are at 40 percent.")]),
        Row(.glowhaus, "Cinema mode in the bedroom with Glowhaus", [.saysExactly("Movie Night is on in the Bedroom.")]),
        Row(.beanstop, "Order 2 venti flat whites from Beanstop", [.saysExactly("Ordered 2 Large Flat White.")]),
        Row(.quillpad, "Pin Soup Recipes in Quillpad", [.saysExactly("Pinned Soup Recipes.")]),
        Row(.quillpad, "Jot down renew the passport in Quillpad", [.saysExactly("Created the note renew the passport.")]),
        Row(.crumbly, "Order a dozen cinnamon buns from Crumbly", [.saysExactly("Ordered 12 of Cinnamon Roll.")]),
        Row(.simmer, "Start a 10 minute timer in Simmer", [.saysExactly("Timer set for 10 minutes.")]),
        Row(.sipwell, "Log half a liter of water in Sipwell", [.saysExactly("Logged 500 ml.")]),
        Row(.coinvault, "Transfer 50 euros from Checking to Savings in Coinvault", [.saysExactly("Moved 50 euros to Savings.")]),
        Row(.stayfinch, "Book the Alpine Lodge for 3 guests tomorrow at 7:30 pm in Stayfinch", [
            .says("Alpine Lodge"), .says("3 guests"), .says("tomorrow"), .says("7:30"), .doesNotSay("alpine-lodge"), .doesNotSay("2026-"),
        ]),
        // Questions for confirmation name the record by its title.
        Row(.quillpad, "Delete my Soup Recipes note in Quillpad", [.call("DeleteNote", .awaitingConfirmation), .says("Soup Recipes"), .says("?")]),
        // After a conversation, the dialog of the call that ran.
        Row(.beanstop, [
            Say("Order 2 cups of oat latte from Beanstop", [.saysExactly("Ordered 2 Medium Oat Latte.")]),
            Say("Make it six", [.saysExactly("Your order is now 6 cups.")]),
        ]),
    ]

    /// A request Siri cannot place is not answered with "Sorry…" when
    /// another request of the same turn ran; alone, it is.
    static let unplaced: [Row] = [
        Row(.crumbly, "Order 4 croissants from Crumbly and book a flight to Rome", [
            .call("OrderPastries", .succeeded), .saysExactly("Ordered 4 of Croissant."), .doesNotSay("Sorry"),
        ]),
        Row(.driftpeak, "Award Ella three stars and play some jazz in Driftpeak", [
            .call("AwardStars", .succeeded), .saysExactly("Ella got 3 stars."), .doesNotSay("Sorry"),
        ]),
        Row(.crumbly, "Book a flight to Rome in Crumbly", [.noInvocation, .says("Sorry")]),
        Row(.driftpeak, "Play some jazz in Driftpeak", [.noInvocation, .says("Sorry")]),
    ]

    @Test(arguments: unplaced)
    func unplacedRequest(_ row: Row) async throws {
        try await check(row)
    }

    @Test(arguments: rows)
    func dialog(_ row: Row) async throws {
        try await check(row)
    }
}
