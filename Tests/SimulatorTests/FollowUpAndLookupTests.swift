import Testing

/// Follow-ups that open with another tool's verb or speak of "his" job,
/// the speaker counted in a party, a day said for a tool with nowhere to
/// put it, lookups narrowed by every value and acted on in the same
/// request, clause cuts, case names said in words, swaps, and a collection
/// after a status question. The rows use Spokewell (Apps+Spokewell.swift);
/// the clock is Thursday 12 March 2026, 15:00 in Berlin.
struct FollowUpAndLookupTests {
    /// "To the 16th" is a day of the month, as "on the 16th" is.
    static let days: [Row] = [
        Row(.spokewell, "Move Ines's tune-up to the 16th in Spokewell", [
            .call("MoveWorkshopJob", .succeeded), .arg("job", "job-ines"), .date("newDay", day: "2026-03-16"),
        ]),
    ]

    /// "Me and two pals" are three bikes; the speaker is no guest they bring.
    static let parties: [Row] = [
        Row(.spokewell, "Me and two pals want to hire road bikes in Spokewell", [.call("HireBikes", .succeeded), .arg("quantity", 3)]),
        Row(.spokewell, "Put me and two pals on the Sunday coffee ride in Spokewell", [.call("JoinGroupRide", .succeeded), .arg("guests", 2)]),
    ]

    /// A follow-up that opens with another tool's verb calls that tool; one
    /// that speaks of "his" job means the one just talked about.
    static let followUps: [Row] = [
        Row(.spokewell, [
            Say("Spokewell, how is Ines's tune-up going?", [.call("CheckJobStatus", .succeeded)]),
            Say("And cancel Tomas's brake bleed as well", [.onlyCalls(["CancelWorkshopJob"]), .call("CancelWorkshopJob", .awaitingConfirmation), .arg("job", "job-tomas")]),
        ]),
        Row(.spokewell, [
            Say("What's the status of Tomas's brake bleed in Spokewell?", [.call("CheckJobStatus", .succeeded), .arg("job", "job-tomas")]),
            Say("OK, and shift his service to Sunday at eleven", [
                .call("MoveWorkshopJob", .succeeded), .arg("job", "job-tomas"), .date("newDay", day: "2026-03-15", time: "11:00"),
            ]),
        ]),
        // What is happening is the status; picking it up is the collection.
        Row(.spokewell, [
            Say("What's happening with Ines's tune-up in Spokewell?", [.call("CheckJobStatus", .succeeded), .arg("job", "job-ines")]),
            Say("Lovely, I'll pick the bike up Friday at five", [
                .call("ArrangeBikePickup", .succeeded), .arg("job", "job-ines"), .date("pickup", day: "2026-03-13", time: "17:00"),
            ]),
        ]),
    ]

    /// A day and time said weigh against a tool that has nowhere to put
    /// them, when another takes them; without one, the tool for now.
    static let later: [Row] = [
        Row(.spokewell, "Spokewell, a mechanic by video for Friday 8:30 am", [.onlyCalls(["BookMechanicVisit"]), .date("time", day: "2026-03-13", time: "08:30")]),
        Row(.spokewell, "Connect me to a mechanic in Spokewell", [.onlyCalls(["ConnectMechanic"])]),
        // The request's own verb, not a synonym another title starts with ("send").
        Row(.spokewell, "Spokewell, please book the black fixie for a tune-up", [.call("BookWorkshopSlot", .needsInput), .arg("bike", "bike-fixie"), .arg("kind", "tuneUp")]),
    ]

    /// Each value of a lookup narrows what it returns ("gravel" and
    /// "medium", not either), and what it found is what the next part of
    /// the request acts on.
    static let lookups: [Row] = [
        Row(.spokewell, "In Spokewell, look up a gravel bike, size medium, and put it aside", [
            .calls(["FindHireBikes", "HoldHireBike"]), .found("HireBikeEntity", "hire-gravel-m"), .notFound("hire-road-m"),
            .call("HoldHireBike", .succeeded), .arg("bike", "hire-gravel-m"),
        ]),
        Row(.spokewell, "Spokewell, find a medium road bike and hold whichever is free", [
            .calls(["FindHireBikes", "HoldHireBike"]), .call("HoldHireBike", .succeeded), .arg("bike", "hire-road-m"),
        ]),
    ]

    /// "Then" before a comma means "in that case", and a participle after
    /// a comma says how the request before is done: neither cuts it in two.
    static let cuts: [Row] = [
        Row(.spokewell, "Hire bikes then, two gravel ones in Spokewell", [
            .onlyCalls(["HireBikes"]), .call("HireBikes", .succeeded), .arg("kind", "gravel"), .arg("quantity", 2),
        ]),
        Row(.spokewell, "In Spokewell, reschedule Ines's tune-up to Monday, moving it to 9:15 am", [
            .onlyCalls(["MoveWorkshopJob"]), .date("newDay", day: "2026-03-16", time: "09:15"),
        ]),
    ]

    /// A case's numbers said in words name it ("twenty-four inch"); of two
    /// cases named in a swap, the one it is swapped for.
    static let cases: [Row] = [
        Row(.spokewell, "Spokewell, change my wheels to twenty-four inch wheels", [.call("ChangeWheelSize", .succeeded), .arg("size", "w24")]),
        Row(.spokewell, "Swap my small wheels for the twenty inch wheels in Spokewell", [.call("ChangeWheelSize", .succeeded), .arg("size", "w20")]),
    ]

    /// A record's number said in two parts ("one twelve" is 112), and a
    /// reference spelled letter by letter and number by number, written as one.
    static let spelled: [Row] = [
        Row(.spokewell, "Open locker one twelve in Spokewell", [.call("OpenLocker", .succeeded), .arg("locker", "locker-112")]),
        Row(.spokewell, "Open locker twelve in Spokewell", [.call("OpenLocker", .succeeded), .arg("locker", "locker-12")]),
        Row(.spokewell, "Spokewell, where is my parts order? The order number is B K fifty-one oh seven", [
            .call("CheckPartsOrder", .succeeded), .arg("orderNumber", "BK5107"),
        ]),
    ]

    /// A question names a property by its description's words ("parts and
    /// labour" for the Estimate): the answer speaks it first.
    static let asked: [Row] = [
        Row(.spokewell, "What will the parts and labour come to for Ines's tune-up in Spokewell?", [.says("Estimate: €85")]),
    ]

    @Test(arguments: asked) func askedProperty(_ row: Row) async throws { try await check(row) }
    @Test(arguments: spelled) func spelledOut(_ row: Row) async throws { try await check(row) }
    @Test(arguments: days) func day(_ row: Row) async throws { try await check(row) }
    @Test(arguments: parties) func party(_ row: Row) async throws { try await check(row) }
    @Test(arguments: followUps) func followUp(_ row: Row) async throws { try await check(row) }
    @Test(arguments: later) func forLater(_ row: Row) async throws { try await check(row) }
    @Test(arguments: lookups) func lookup(_ row: Row) async throws { try await check(row) }
    @Test(arguments: cuts) func cut(_ row: Row) async throws { try await check(row) }
    @Test(arguments: cases) func namedCase(_ row: Row) async throws { try await check(row) }
}
