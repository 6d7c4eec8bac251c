import Testing

/// Requests read the way people mean them, with the Quaystone club app: a
/// result said as "beat them seven to four", a parcel asked after with
/// "where's", a question of which records can do something, "the fern
/// valley one", a number inside a name, the speaker and a friend, "one of
/// us is driving", a child's first name, a trip moved "to Sunday", a
/// condition that is no cancellation, and "to my house", which names no one.
///
/// The clock of every row is Thursday 12 March 2026, 15:00 in Berlin.
struct SaidAsMeantTests {
    static let results: [Row] = [
        // A team and its opponent are two values of one call, not a list of two.
        Row(.quaystone, "Report that the Otters beat the Herons seven to four in Quaystone", [
            .calls(["ReportResult"]), .arg("team", "otters"), .arg("opponent", "herons"), .arg("teamScore", 7), .arg("opponentScore", 4),
        ]),
        // Numbers past twelve, and for "lost" the lower score is the team's own.
        Row(.quaystone, "Report that the Otters lost to the Voles fifteen to twelve in Quaystone", [
            .calls(["ReportResult"]), .arg("teamScore", 12), .arg("opponentScore", 15),
        ]),
    ]

    @Test(arguments: results) func result(_ row: Row) async throws { try await check(row) }

    static let questions: [Row] = [
        // "Track a Parcel" only tells where a parcel is: a lookup a question runs.
        Row(.quaystone, .foreground, "Where's my winter jacket parcel?", [.call("TrackParcel", .succeeded), .arg("parcel", "p-101")]),
        // "Which venues can you…" asks to choose among them: no lookup of the one whose subtitle shares a word.
        Row(.quaystone, "Which Quaystone venues can you reach only by boat?", [
            .found("VenueEntity", "gull-rock"), .found("VenueEntity", "puffin-isle"), .notFound("fern-valley"), .noInvocation,
        ]),
        // A person's first name names them; the type's word is their record's own property.
        Row(.quaystone, .foreground, "Which locker is Priti in?", [.found("MemberEntity", "priti-anand"), .notFound("locker-12"), .noInvocation]),
        // "Check In Member" acts: a question never runs it.
        Row(.quaystone, "Which locker is Priti Anand in, Quaystone?", [.found("MemberEntity", "priti-anand"), .noneOf(["CheckInMember"])]),
        // "Find them a substitute": to get them one, not to look one up.
        Row(.quaystone, [
            Say("How are the Herons doing in Quaystone?", [.found("TeamEntity", "herons")]),
            Say("Find them a substitute goalkeeper for Monday", [.call("RequestSubstitute", .succeeded), .arg("team", "herons"), .arg("position", "goalkeeper")]),
        ]),
        // "Can you book…" is still a request.
        Row(.quaystone, "Can you book Fern Valley on Saturday for two riders in Quaystone?", [.call("BookOuting", .succeeded), .arg("riders", 2)]),
    ]

    @Test(arguments: questions) func question(_ row: Row) async throws { try await check(row) }

    static let counts: [Row] = [
        // "The fern valley one" answers which venue; it is no count of one.
        Row(.quaystone, [
            Say("Book a trip in Quaystone for three riders on Saturday", [.call("BookOuting", .needsInput)]),
            Say("The fern valley one", [.call("BookOuting", .succeeded), .arg("venue", "fern-valley"), .arg("riders", 3)]),
        ]),
        // The number in "the 25 piece set" is the hamper's name, not how many.
        Row(.quaystone, "Send the 25 piece set to Maya in Quaystone", [.call("SendHamper", .succeeded), .arg("hamper", "picnic-25"), .arg("quantity", 1)]),
        Row(.quaystone, "I'm going to Fern Valley on Saturday with a friend, book it in Quaystone", [.call("BookOuting", .succeeded), .arg("riders", 2)]),
        // "13" is no quantity from 1 to 10: with no word of the quantity near it, it is the size's.
        Row(.quaystone, "Order a jersey in Quaystone, size junior 13", [.call("OrderJersey", .succeeded), .arg("size", "junior 13"), .arg("quantity", 1)]),
        // "For two weeks" beside "by the day or by the week": the unit is the period, its count the length.
        Row(.quaystone, "Hire Locker 3 for two weeks starting Monday in Quaystone", [.call("HireLocker", .succeeded), .arg("period", "week"), .arg("length", 2)]),
        Row(.quaystone, "Hire Locker 3 for three days from next Monday in Quaystone", [.call("HireLocker", .succeeded), .arg("period", "day"), .arg("length", 3)]),
        // "I'll bring my sister too": one more the member brings.
        Row(.quaystone, "Book the Sunday Morning Ride in Quaystone, I'll bring my sister too", [.call("JoinRide", .succeeded), .arg("extra", 1)]),
        Row(.quaystone, "Book Gull Rock on Saturday for four riders, one of us will drive, in Quaystone", [
            .call("BookOuting", .succeeded), .arg("riders", 4), .arg("drivers", 1),
        ]),
    ]

    @Test(arguments: counts) func count(_ row: Row) async throws { try await check(row) }

    static let people: [Row] = [
        // "First name of the child…": a person's name, whatever the title calls them.
        Row(.quaystone, "Book Fern Valley on Saturday for Amelie, two riders, in Quaystone", [
            .call("BookOuting", .succeeded), .arg("child", "Amelie"), .arg("riders", 2),
        ]),
        Row(.quaystone, "Send a seed tin to Maya in Quaystone", [.call("SendHamper", .succeeded), .arg("recipient", "Maya")]),
        Row(.quaystone, "Send a seed tin to my mum in Quaystone", [.call("SendHamper", .succeeded), .arg("recipient", "my mum")]),
        // "My house" is where, not who: Siri asks who it is for.
        Row(.quaystone, "Send a seed tin to my house in Quaystone", [.call("SendHamper", .needsInput), .noArg("recipient")]),
    ]

    @Test(arguments: people) func person(_ row: Row) async throws { try await check(row) }

    static let changes: [Row] = [
        // "Move the outing to Sunday" after booking: the tool that moves trips, Sunday its new day.
        Row(.quaystone, [
            Say("Book Fern Valley for two riders tomorrow in Quaystone", [.call("BookOuting", .succeeded)]),
            Say("Actually, could you move the outing to Sunday?", [
                .call("MoveOuting", .succeeded), .date("toDay", day: "2026-03-15"), .date("fromDay", day: "2026-03-13"),
            ]),
        ]),
        // "My Friday drop-off": the intent's word for the type, with a day, names the parcel due then; the day after "to" is the new one.
        Row(.quaystone, "Move my Friday drop-off to Monday evening at 6:30 in Quaystone", [
            .call("MoveDropOff", .succeeded), .arg("parcel", "p-101"), .date("newTime", day: "2026-03-16", time: "18:30"),
        ]),
        // "Our Saturday ride": of Saturday's slots, the one with something in Your Booking; "drop" gives it up.
        Row(.quaystone, "Drop our Saturday ride in Quaystone", [.call("GiveUpRide", .awaitingConfirmation), .arg("slot", "sat-pm")]),
        // A wish on a condition is no cancellation, though "weather" is in Cancel a Trip's description.
        Row(.quaystone, "We're hoping to head out on Sunday if the weather holds, can you sort it in Quaystone?", [.noneOf(["CancelOuting"])]),
        Row(.quaystone, "If the weather turns, cancel Saturday's trip in Quaystone", [.call("CancelOuting", .awaitingConfirmation)]),
    ]

    @Test(arguments: changes) func change(_ row: Row) async throws { try await check(row) }
}
