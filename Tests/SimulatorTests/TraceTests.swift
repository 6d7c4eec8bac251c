import Testing

/// Capability 8: explanation. Every turn has a `trace` object (checked by
/// every row of every table); it says how the app was addressed and, when an
/// intent runs, how it was chosen and where its values came from.
struct TraceTests {
    static let rows: [Row] = [
        Row(.quillpad, "Pin Soup Recipes in Quillpad", [
            .traceApp("Quillpad"), .trace("PinNote"), .trace("Pin ${note} in ${applicationName}"), .trace("Soup Recipes"),
        ]),
        Row(.stayfinch, "Book a room at the Harbor House for 2 guests tomorrow at 4 pm in Stayfinch", [
            .traceApp("Stayfinch"), .trace("BookRoom"), .trace("relevance"), .trace("Harbor House"), .trace("tomorrow at 4 pm"),
        ]),
        Row(.glowhaus, .foreground, "Set the kitchen to 30 percent", [.traceApp("foreground"), .trace("SetBrightness"), .trace("30")]),
        Row(.beanstop, .liveActivity("OrderEntity", "order-41"), "Cancel it", [
            .traceApp("Live Activity"), .trace("CancelOrder"), .trace("order-41"),
        ]),
        Row(.glowhaus, [
            Say("Set the kitchen to 30 percent in Glowhaus", [.traceApp("Glowhaus")]),
            Say("Make it 70", [.traceApp("earlier"), .trace("follow-up"), .trace("SetBrightness")]),
        ]),
        Row(.glowhaus, "Set the kitchen to 30 percent", [.traceApp("not addressed")]),
        Row(.glowhaus, "Play some jazz in Glowhaus", [.traceApp("Glowhaus"), .trace("abstain")]),
        Row(.stayfinch, [
            Say("Book the Seaview Inn tomorrow at noon in Stayfinch", [.trace("needsInput"), .trace("guests")]),
            Say("three", [.trace("BookRoom"), .trace("guests")]),
        ]),
        Row(.coinvault, .locked, "Transfer 50 euros from Checking to Savings in Coinvault", [.trace("locked")]),
        Row(.stayfinch, "Plan a weekend getaway for four of us in Stayfinch", [.trace("plan-weekend-getaway")]),
    ]

    @Test(arguments: rows)
    func explained(_ row: Row) async throws {
        try await check(row)
    }
}
