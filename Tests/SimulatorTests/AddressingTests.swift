import Testing

/// Capability 1: which app is addressed. The app's name or a synonym, the
/// app in the foreground, a Live Activity, or the app named earlier in the
/// conversation; otherwise nothing runs and the response says so.
struct AddressingTests {
    static let rows: [Row] = [
        // Named.
        Row(.glowhaus, "Set the kitchen to 30 percent in Glowhaus", [
            .call("SetBrightness", .succeeded), .arg("room", "kitchen"), .arg("level", 30), .traceApp("named"),
        ]),
        // A synonym of the name.
        Row(.glowhaus, "Set the kitchen to 30 percent in Glow House", [
            .call("SetBrightness", .succeeded), .arg("room", "kitchen"), .arg("level", 30), .traceApp("Glow House"),
        ]),
        Row(.stayfinch, "Book the Seaview Inn for 2 guests tomorrow at 3 pm with Stay Finch", [
            .call("BookRoom", .succeeded), .arg("hotel", "seaview-inn"), .traceApp("Stay Finch"),
        ]),
        // In the foreground, not named.
        Row(.glowhaus, .foreground, "Set the kitchen to 30 percent", [
            .call("SetBrightness", .succeeded), .arg("room", "kitchen"), .arg("level", 30), .traceApp("foreground"),
        ]),
        Row(.simmer, .foreground, "Start a 10 minute timer", [
            .call("StartTimer", .succeeded), .arg("length", 600), .traceApp("foreground"),
        ]),
        // A Live Activity, not named, not in the foreground.
        Row(.beanstop, .liveActivity("OrderEntity", "order-41"), "Cancel it", [
            .call("CancelOrder", .awaitingConfirmation), .arg("order", "order-41"), .traceApp("Live Activity"),
        ]),
        Row(.stayfinch, .liveActivity("BookingEntity", "bk-2048"), "Change it to 5 guests", [
            .call("ChangeGuests", .succeeded), .arg("booking", "bk-2048"), .arg("guests", 5), .traceApp("Live Activity"),
        ]),
        // Named earlier in the conversation.
        Row(.glowhaus, [
            Say("Set the kitchen to 30 percent in Glowhaus", [.call("SetBrightness", .succeeded)]),
            Say("Set the bedroom to 10 percent", [
                .call("SetBrightness", .succeeded), .arg("room", "bedroom"), .arg("level", 10), .traceApp("earlier"),
            ]),
        ]),
        Row(.quillpad, [
            Say("Create a note called Ideas in Quillpad", [.call("CreateNote", .succeeded), .arg("title", "Ideas")]),
            Say("Create a note called Errands", [.call("CreateNote", .succeeded), .arg("title", "Errands"), .traceApp("earlier")]),
        ]),
        // Not addressed: nothing runs, and the response says which app is unclear.
        Row(.glowhaus, "Set the kitchen to 30 percent", [.noInvocation, .says("which app"), .traceApp("not addressed")]),
        Row(.simmer, "Start a 10 minute timer", [.noInvocation, .says("which app"), .traceApp("not addressed")]),
        Row(.quillpad, "Create a note called Errands", [.noInvocation, .says("which app"), .traceApp("not addressed")]),
        Row(.coinvault, "Transfer 50 euros", [.noInvocation, .says("which app"), .traceApp("not addressed")]),
        Row(.beanstop, "Order a large coffee", [.noInvocation, .says("which app"), .traceApp("not addressed")]),
        // A record hidden from Spotlight, or of a type that is not indexed, does not lead to its app.
        Row(.beanstop, "Order 2 cups of Midnight Mocha", [.noInvocation, .says("which app"), .traceApp("not addressed")]),
        Row(.crumbly, "Order 3 croissants", [.noInvocation, .says("which app"), .traceApp("not addressed")]),
    ]

    @Test(arguments: rows)
    func addressed(_ row: Row) async throws {
        try await check(row)
    }
}
