import Testing
import AppDefinitions
@testable import Simulator
import Utterances

/// Values that come from what the request points at or says in passing,
/// with the Kettlewick sports club app: the venue of the court on screen,
/// the strings of the racket on screen and "this" as one racket, "count me
/// in" for an attendance case, "we beat…" and "we lost to…" for a Won
/// parameter, a day said as a record's own ("Sunday's fixture") beside
/// another day, a misspelt weekday, "my <class>" as the person's session of
/// that class, "who" and "how much" answered with a person and a price, a
/// child's or a dog's name (and a record's words as no one's name), sizes
/// said with "by", "half-hour", "and a … too" as one, "all the courts at
/// <venue>" as one call per court of that venue, a number before a
/// thing the intent takes nothing of as that thing's count, and games won
/// and lost from a score with the unit's word.
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
        // "Who" asks for a person's property, "how much" for a price, whatever their titles.
        Row(.kettlewick, "Who's taking my spin class in Kettlewick?", [.found("SessionEntity", "spin-sat"), .says("Ola Fenwright")]),
        Row(.kettlewick, "How much is Spin Express in Kettlewick?", [.found("CourseEntity", "spin"), .says("12.5")]),
    ]

    @Test(arguments: ownSessions) func ownSession(_ row: Row) async throws { try await check(row) }

    static let valuesInTheirWords: [Row] = [
        // A child's or a pet's name: the capitalised words, not the verb around them nor a possessive.
        Row(.kettlewick, "Pay Niamh's junior subs in Kettlewick", [.call("PayJuniorSubs", .succeeded), .arg("junior", "Niamh")]),
        Row(.kettlewick, "Take Rolo to the dog kennel on Saturday in Kettlewick", [.call("LeaveDog", .succeeded), .arg("dog", "Rolo")]),
        // A record's words are no name: with nothing else to name the dog, no kennel is booked.
        Row(.kettlewick, "Sort out a practice evening in Kettlewick on Friday, Mill Road court 2, ninety minutes, plus a flat white", [
            .argOf("HireCourt", "court", "mill-2"), .argOf("BuyAtBar", "item", "flat-white"), .noneOf(["LeaveDog"]),
        ]),
        // Sizes said with "by", in the order the intent declares its sides.
        Row(.kettlewick, "Order a banner ninety by sixty centimetres in Kettlewick", [.call("OrderBanner", .succeeded), .arg("widthCm", 90), .arg("heightCm", 60)]),
        Row(.kettlewick, "Order a 60 x 90 cm banner in Kettlewick", [.call("OrderBanner", .succeeded), .arg("widthCm", 60), .arg("heightCm", 90)]),
        // "Half-hour" is thirty minutes.
        Row(.kettlewick, "Book Mill Road court 2 at Mill Road Hall for a half-hour on Saturday in Kettlewick", [.call("HireCourt", .succeeded), .arg("minutes", 30)]),
        // Of two records of one name, the one with a value another record said has.
        Row(.kettlewick, "Book court 3 at Quarrytop Centre on Friday in Kettlewick", [.call("HireCourt", .succeeded), .arg("court", "quarry-3")]),
        Row(.kettlewick, "Book court 3 at Mill Road Hall on Friday in Kettlewick", [.call("HireCourt", .succeeded), .arg("court", "mill-3")]),
        Row(.kettlewick, "Book court 3 on Friday in Kettlewick", [.call("HireCourt", .needsInput), .noArg("court")]),
        // "All the courts at…": each court the venue's words describe, one call each; with no words to narrow them, no call per court.
        Row(.kettlewick, "Book all the courts at Quarrytop Centre on Friday in Kettlewick", [
            .calls(["HireCourt", "HireCourt"]), .argOf("HireCourt", "court", "quarry-1"), .arg("court", "quarry-3"),
        ]),
        Row(.kettlewick, "Book every court at Mill Road Hall for Saturday in Kettlewick", [
            .calls(["HireCourt", "HireCourt"]), .argOf("HireCourt", "court", "mill-2"), .arg("court", "mill-3"),
        ]),
        Row(.kettlewick, "Book all the courts on Friday in Kettlewick", [.onlyCalls(["HireCourt"]), .noArg("court")]),
        // A number before a thing the intent takes nothing of counts that thing, not the court's minutes;
        // with the parameter's word after it ("rackets"), it is the parameter's.
        Row(.kettlewick, "Book Mill Road court 2 for Friday in Kettlewick and two ginger beers", [.call("HireCourt", .succeeded), .arg("minutes", 60)]),
        Row(.kettlewick, "In Kettlewick, how much to restring two Carbon 100 rackets with polyester?", [.call("QuoteRestring", .succeeded), .arg("rackets", 2)]),
        // The plural of a name with a digit is that name.
        Row(.kettlewick, "Get two Fizz K9s from the bar in Kettlewick", [.call("BuyAtBar", .succeeded), .arg("item", "fizz-k9"), .arg("quantity", 2)]),
        // A value a description names with "is" ("a full basket is 100"), and "a basket" too; the longest first.
        Row(.kettlewick, "Book the ball machine at 10 on Saturday with a basket in Kettlewick", [.call("BookBallMachine", .succeeded), .arg("balls", 100)]),
        Row(.kettlewick, "Kettlewick: Mill Road court 2 at Mill Road Hall, Saturday, a session and a half", [.call("HireCourt", .succeeded), .arg("minutes", 90)]),
        // With no date to fill and nothing else dated, the day and time said are the slot's.
        Row(.kettlewick, "Book the ball machine at 10 on Saturday in Kettlewick", [.call("BookBallMachine", .succeeded), .arg("slot", "sat-10")]),
        // Of the day's slots, the one whose words are the action's.
        Row(.kettlewick, "Book the ball machine on Saturday in Kettlewick", [.call("BookBallMachine", .succeeded), .arg("slot", "sat-11")]),
        // Of a Date and a Time, a clock time said is the Time's; the day asked for next is the Date's.
        Row(.kettlewick, [
            Say("Book a visitor trial in Kettlewick for tomorrow, 10 am", [.call("BookVisitorTrial", .needsInput), .date("time", day: "2026-03-13", time: "10:00"), .noArg("arrival")]),
            Say("I get there on Wednesday", [.call("BookVisitorTrial", .succeeded), .date("arrival", day: "2026-03-18")]),
        ]),
        // "And a … too" after two of something: one of the new thing.
        Row(.kettlewick, [
            Say("Get two ginger beers from the bar in Kettlewick", [.call("BuyAtBar", .succeeded), .arg("quantity", 2)]),
            Say("And a coffee too", [.call("BuyAtBar", .succeeded), .arg("item", "flat-white"), .arg("quantity", 1)]),
        ]),
    ]

    @Test(arguments: valuesInTheirWords) func inTheirWords(_ row: Row) async throws { try await check(row) }

    /// A score said with the unit's word between ("four sets to one"), ours first by the result's verb.
    @Test(arguments: [
        ("we lost to the Voles by three frames to two", 2, 3),
        ("we won it five legs to three", 5, 3),
        ("we beat them four sets to one", 4, 1),
        ("we lost 2-4", 2, 4),
    ])
    func scoreline(_ text: String, _ ours: Int, _ theirs: Int) throws {
        let score = try #require(ParameterFiller.scoreline(Tokenizer.tokens(text)))
        #expect(score.ours == ours)
        #expect(score.theirs == theirs)
    }

    /// A description's pointer to another tool ("use Reserve Table…") is no evidence for this one.
    @Test func descriptionsPointingElsewhere() {
        let terms = Terms.affirmed("Only lists free times: use Reserve Table once the guest picks one.")
        #expect(terms.contains(Stemmer.stem("free")))
        #expect(!terms.contains(Stemmer.stem("reserve")))
        #expect(!terms.contains(Stemmer.stem("table")))
        #expect(Terms.affirmed("Uses your Club Card to pay.").contains(Stemmer.stem("card")))
    }

    /// "Games Won" is ours and "Games Lost" theirs, as "Goals For" and "Goals Against" are.
    @Test(arguments: [("Games Won", ParameterFiller.ScoreSide.ours), ("Games Lost", .theirs), ("Goals Against", .theirs), ("Team Score", .ours)])
    func scoreSide(_ title: String, _ side: ParameterFiller.ScoreSide) {
        #expect(ParameterFiller.scoreSide(Parameter(name: "count", title: title, type: .int)) == side)
    }
}
