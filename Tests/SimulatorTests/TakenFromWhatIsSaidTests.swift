import Testing

/// Values that come from what the request points at or says in passing,
/// with the Kettlewick sports club app: the venue of the court on screen,
/// the strings of the racket on screen and "this" as one racket, "count me
/// in" for an attendance case, "we beat…" and "we lost to…" for a Won
/// parameter, a day said as a record's own ("Sunday's fixture") beside
/// another day, a misspelt weekday, and "my <class>" as the person's session
/// of that class.
///
/// The clock of every row is Thursday 12 March 2026, 15:00 in Berlin.
struct TakenFromWhatIsSaidTests {
    static let onScreen: [Row] = [
        // The venue no words name is the one the court on screen belongs to.
        Row(.kettlewick, .showing("CourtEntity", "quarry-1"), "Book this court for Sunday", [
            .call("HireCourt", .succeeded), .arg("venue", "quarrytop"), .arg("court", "quarry-1"), .date("day", day: "2026-03-15"),
        ]),
        // A case no words give is the on-screen record's property of the parameter's name; "this" is one racket.
        Row(.kettlewick, .showing("RacketEntity", "carbon-100"), "How much to restring this?", [
            .call("QuoteRestring", .succeeded), .arg("strings", "polyester"), .arg("rackets", 1), .onScreen("RacketEntity", "carbon-100"),
        ]),
        Row(.kettlewick, .showing("RacketEntity", "junior-25"), "How much to restring this?", [.call("QuoteRestring", .succeeded), .arg("strings", "syntheticGut")]),
        // Words that name the value come first.
        Row(.kettlewick, .showing("RacketEntity", "carbon-100"), "How much to restring this with synthetic gut?", [.call("QuoteRestring", .succeeded), .arg("strings", "syntheticGut")]),
        // Nothing on screen: Siri asks.
        Row(.kettlewick, .foreground, "How much to restring a racket with poly?", [.call("QuoteRestring", .needsInput), .noArg("rackets")]),
    ]

    @Test(arguments: onScreen) func fromTheScreen(_ row: Row) async throws { try await check(row) }

    static let saidInPassing: [Row] = [
        // "Me … in" says the attending case of an enum that also has a refusing one.
        Row(.kettlewick, "Mark us in for Saturday's fixture in Kettlewick", [.call("MarkAvailability", .succeeded), .arg("fixture", "fx-sat"), .arg("status", "in")]),
        Row(.kettlewick, "Mark me and my flatmate in for Sunday's fixture in Kettlewick", [.call("MarkAvailability", .succeeded), .arg("fixture", "fx-sun"), .arg("status", "in")]),
        Row(.kettlewick, "In Kettlewick, set me as in for Saturday's fixture", [.call("MarkAvailability", .succeeded), .arg("status", "in")]),
        // (Nor is "out" an "in".)
        Row(.kettlewick, "Mark us out for Sunday's fixture in Kettlewick", [.call("MarkAvailability", .succeeded), .arg("status", "out")]),
        // A result said: won or lost, and the intent that records it.
        Row(.kettlewick, "In Kettlewick, we beat the Voles", [.call("LogMatchResult", .succeeded), .arg("opponent", "voles"), .arg("won", true)]),
        Row(.kettlewick, "In Kettlewick, we lost to the Lynxes", [.call("LogMatchResult", .succeeded), .arg("opponent", "lynxes"), .arg("won", false)]),
        Row(.kettlewick, "Log our result in Kettlewick, we were beaten by the Lynxes", [.call("LogMatchResult", .succeeded), .arg("won", false)]),
        Row(.kettlewick, "Log our result in Kettlewick, we didn't win against the Voles", [.call("LogMatchResult", .succeeded), .arg("won", false)]),
        // A day said as a record's own is that record's day; the other day is the time.
        Row(.kettlewick, "Book a kit drop-off at 7 pm tonight for Sunday's fixture in Kettlewick", [
            .call("BookKitDropOff", .succeeded), .arg("fixture", "fx-sun"), .date("time", day: "2026-03-12", time: "19:00"),
        ]),
        Row(.kettlewick, "Book a kit drop-off for Saturday's fixture at 9 am tomorrow in Kettlewick", [
            .call("BookKitDropOff", .succeeded), .arg("fixture", "fx-sat"), .date("time", day: "2026-03-13", time: "09:00"),
        ]),
        // A weekday misspelt.
        Row(.kettlewick, "Book Mill Road court 2 at Mill Road Hall on Satuday in Kettlewick", [.call("HireCourt", .succeeded), .date("day", day: "2026-03-14")]),
        Row(.kettlewick, "Book Mill Road court 2 at Mill Road Hall on Wensday in Kettlewick", [.call("HireCourt", .succeeded), .date("day", day: "2026-03-18")]),
    ]

    @Test(arguments: saidInPassing) func inPassing(_ row: Row) async throws { try await check(row) }

    static let ownSessions: [Row] = [
        // "My" and a class of the timetable: the person's session of it, which says the room.
        Row(.kettlewick, "Which room is my Dusk Yoga class in, in Kettlewick?", [.found("SessionEntity", "yoga-fri"), .says("Studio 2"), .noneOf(["HireCourt"])]),
        // Said by a synonym, with the day: the session whose title writes the class's name.
        Row(.kettlewick, "Kettlewick, what hour is my yoga class this Friday?", [.found("SessionEntity", "yoga-fri")]),
        Row(.kettlewick, "Who's coaching my spin class in Kettlewick?", [.found("SessionEntity", "spin-sat"), .says("Ola Fenwright")]),
    ]

    @Test(arguments: ownSessions) func ownSession(_ row: Row) async throws { try await check(row) }
}
