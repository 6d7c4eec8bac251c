import AppDefinitions
import Diagnostics
import Foundation
import Testing
@testable import AppAdvisor

/// One change `evaluate app diff` must report.
struct ExpectedChange: Sendable, Equatable, CustomStringConvertible {
    var rule: DiffRule
    /// "old" or "new": which definition the change points into.
    var file: String
    var line: Int
    var column: Int
    var message: String

    init(_ rule: DiffRule, _ file: String, _ line: Int, _ column: Int, _ message: String) {
        self.rule = rule
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    init?(_ finding: Finding) {
        guard let rule = finding.rule.flatMap(DiffRule.init(rawValue:)), let location = finding.location else { return nil }
        self.init(rule, String(location.file.prefix { $0 != "/" }), location.line, location.column, finding.message)
    }

    var description: String { "\(file):\(line):\(column): \(message) [\(rule.rawValue)]" }
}

/// An old and a new app definition, and every change between them.
struct DiffCase: Sendable, CustomTestStringConvertible {
    var name: String
    var old: String
    var new: String
    var expected: [ExpectedChange]
    var testDescription: String { name }

    init(_ name: String, old: String = AppDiffTests.base, new: String, _ expected: [ExpectedChange]) {
        self.name = name
        self.old = old
        self.new = new
        self.expected = expected
    }
}

@Suite struct AppDiffTests {
    static let base = """
        app:
          name: Dinewell
        intents:
          BookTable:
            title: Book a Table
            description: Reserves a table.
            tool: true
            parameters:
              restaurant: { title: Restaurant, description: The restaurant to book, type: RestaurantEntity }
              partySize: { title: Guests, description: Number of guests, type: Int, range: [1, 12] }
              seating: { title: Seating, description: Where to sit, type: Seating, default: any }
              note: { title: Note, description: Anything else, type: String? }
          CancelBooking:
            title: Cancel Booking
            description: Cancels a reservation.
            parameters:
              reservation: { title: Reservation, description: The reservation to cancel, type: ReservationEntity }
        entities:
          RestaurantEntity:
            title: Restaurant
            records: [{ id: luca, title: Luca }]
          ReservationEntity:
            title: Reservation
            records: [{ id: r1, title: Luca at 7 }]
        enums:
          Seating:
            title: Seating
            cases:
              any: No preference
              indoor: Indoors
              outdoor: Outdoors

        """

    /// The base with each `(text, replacement)` applied; each text must occur.
    static func edited(_ replacements: (String, String)...) -> String {
        var text = base
        for (from, to) in replacements {
            precondition(text.contains(from), "'\(from)' is not in the base")
            text = text.replacingOccurrences(of: from, with: to)
        }
        return text
    }

    static let cancelBooking = """
          CancelBooking:
            title: Cancel Booking
            description: Cancels a reservation.
            parameters:
              reservation: { title: Reservation, description: The reservation to cancel, type: ReservationEntity }

        """
    static let note = "      note: { title: Note, description: Anything else, type: String? }\n"

    static let cases: [DiffCase] = [
        DiffCase("unchanged", new: base, []),
        DiffCase("intent removed", new: edited((cancelBooking, "")), [
            ExpectedChange(.intentRemoved, "old", 13, 3, "intent 'CancelBooking' was removed; saved shortcuts that run it will stop working"),
        ]),
        DiffCase("intent renamed, same title", new: edited(("  BookTable:", "  ReserveTable:")), [
            ExpectedChange(
                .intentRenamed, "new", 4, 3,
                "intent 'BookTable' renamed to 'ReserveTable'? (same title 'Book a Table'); saved shortcuts that run 'BookTable' will stop working"),
        ]),
        DiffCase(
            "intent renamed, same parameters",
            new: edited(("  CancelBooking:\n    title: Cancel Booking", "  CancelReservation:\n    title: Cancel Reservation")), [
                ExpectedChange(
                    .intentRenamed, "new", 13, 3,
                    "intent 'CancelBooking' renamed to 'CancelReservation'? (the same parameters); saved shortcuts that run 'CancelBooking' will stop working"),
            ]),
        DiffCase(
            "intent removed, another added",
            new: edited((cancelBooking, "  PayDeposit:\n    title: Pay Deposit\n    description: Pays the deposit.\n")), [
                ExpectedChange(.intentRemoved, "old", 13, 3, "intent 'CancelBooking' was removed; saved shortcuts that run it will stop working"),
                ExpectedChange(.intentAdded, "new", 13, 3, "intent 'PayDeposit' was added"),
            ]),
        DiffCase("parameter removed", new: edited((note, "")), [
            ExpectedChange(
                .parameterRemoved, "old", 12, 7,
                "parameter 'note' of intent 'BookTable' was removed; saved shortcuts lose the value they stored for it"),
        ]),
        DiffCase("parameter renamed", new: edited(("partySize: { title: Guests", "guests: { title: Guests")), [
            ExpectedChange(
                .parameterRenamed, "new", 10, 7,
                "parameter 'partySize' of intent 'BookTable' renamed to 'guests'?; saved shortcuts lose the value they stored for 'partySize'"),
        ]),
        DiffCase("parameter retyped", new: edited(("type: Int, range", "type: Double, range")), [
            ExpectedChange(
                .parameterRetyped, "new", 10, 7,
                "the type of parameter 'partySize' of intent 'BookTable' changed from Int to Double; the values saved shortcuts stored no longer fit"),
        ]),
        DiffCase("optional parameter made required", new: edited(("type: String? }", "type: String }")), [
            ExpectedChange(
                .parameterRequired, "new", 12, 7,
                "parameter 'note' of intent 'BookTable' is now required (it was optional); saved shortcuts that left it empty will stop and ask for it"),
        ]),
        DiffCase("default removed", new: edited((", default: any }", " }")), [
            ExpectedChange(
                .parameterRequired, "new", 11, 7,
                "parameter 'seating' of intent 'BookTable' is now required (its default was removed); saved shortcuts that left it empty will stop and ask for it"),
        ]),
        DiffCase("parameter made optional", new: edited(("type: Int, range", "type: Int?, range")), []),
        DiffCase(
            "required parameter added",
            new: edited((note, note + "      time: { title: Arrival, description: When the party arrives, type: Date }\n")), [
                ExpectedChange(
                    .requiredParameterAdded, "new", 13, 7,
                    "intent 'BookTable' has a new required parameter 'time'; saved shortcuts have no value for it, so they will stop and ask"),
            ]),
        DiffCase(
            "optional parameter added",
            new: edited((note, note + "      time: { title: Arrival, description: When the party arrives, type: Date? }\n")), [
                ExpectedChange(.parameterAdded, "new", 13, 7, "parameter 'time' was added to intent 'BookTable'"),
            ]),
        DiffCase("range narrowed", new: edited(("range: [1, 12]", "range: [1, 8]")), [
            ExpectedChange(
                .rangeNarrowed, "new", 10, 7,
                "the range of parameter 'partySize' of intent 'BookTable' narrowed from 1 to 12 to 1 to 8; values saved shortcuts stored outside it are refused"),
        ]),
        DiffCase("range widened", new: edited(("range: [1, 12]", "range: [1, 20]")), []),
        DiffCase("enum case removed", new: edited(("      outdoor: Outdoors\n", "")), [
            ExpectedChange(
                .enumCaseRemoved, "old", 26, 3, "case 'outdoor' of enum 'Seating' was removed; saved shortcuts that chose it will stop working"),
        ]),
        DiffCase("enum case renamed", new: edited(("outdoor: Outdoors", "outside: Outdoors")), [
            ExpectedChange(
                .enumCaseRenamed, "new", 26, 3,
                "case 'outdoor' of enum 'Seating' renamed to 'outside'? (same title 'Outdoors'); saved shortcuts that chose it will stop working"),
        ]),
        DiffCase("enum case retitled and one added", new: edited(("      outdoor: Outdoors\n", "      outdoor: Outside\n      bar: At the bar\n")), [
            ExpectedChange(.titleChanged, "new", 26, 3, "the title of case 'outdoor' of enum 'Seating' changed from 'Outdoors' to 'Outside'"),
            ExpectedChange(.enumCaseAdded, "new", 26, 3, "case 'bar' was added to enum 'Seating'"),
        ]),
        DiffCase(
            "entity removed that a parameter used",
            new: edited(
                ("type: ReservationEntity }", "type: String }"),
                ("  ReservationEntity:\n    title: Reservation\n    records: [{ id: r1, title: Luca at 7 }]\n", "")), [
                    ExpectedChange(
                        .parameterRetyped, "new", 17, 7,
                        "the type of parameter 'reservation' of intent 'CancelBooking' changed from ReservationEntity to String; the values saved shortcuts stored no longer fit"),
                    ExpectedChange(
                        .typeRemoved, "old", 22, 3,
                        "entity 'ReservationEntity' was removed; saved shortcuts stored values of it for CancelBooking.reservation"),
                ]),
        DiffCase("entity renamed", new: edited(("ReservationEntity", "BookingEntity")), [
            ExpectedChange(
                .parameterRetyped, "new", 17, 7,
                "the type of parameter 'reservation' of intent 'CancelBooking' changed from ReservationEntity to BookingEntity; the values saved shortcuts stored no longer fit"),
            ExpectedChange(
                .typeRenamed, "new", 22, 3,
                "entity 'ReservationEntity' renamed to 'BookingEntity'? (same title 'Reservation'); saved shortcuts stored values of 'ReservationEntity' for CancelBooking.reservation"),
        ]),
        DiffCase("unused enum removed", old: base + "  Mood:\n    title: Mood\n    cases:\n      calm: Calm\n", new: base, [
            ExpectedChange(.unusedTypeRemoved, "old", 32, 3, "enum 'Mood' was removed; no intent parameter used it"),
        ]),
        DiffCase(
            "titles and descriptions changed",
            new: edited(
                ("title: Book a Table", "title: Reserve a Table"), ("description: Reserves a table.", "description: Reserves a table at a restaurant."),
                ("partySize: { title: Guests", "partySize: { title: Party Size")), [
                    ExpectedChange(.titleChanged, "new", 4, 3, "the title of intent 'BookTable' changed from 'Book a Table' to 'Reserve a Table'"),
                    ExpectedChange(.descriptionChanged, "new", 4, 3, "the description of intent 'BookTable' changed"),
                    ExpectedChange(.titleChanged, "new", 10, 7, "the title of parameter 'partySize' of intent 'BookTable' changed from 'Guests' to 'Party Size'"),
                ]),
        DiffCase(
            "entity added",
            new: edited(("records: [{ id: r1, title: Luca at 7 }]\n", "records: [{ id: r1, title: Luca at 7 }]\n  TableEntity:\n    title: Table\n    records: [{ id: t1, title: Table 1 }]\n")), [
                ExpectedChange(.typeAdded, "new", 25, 3, "entity 'TableEntity' was added"),
            ]),
    ]

    @Test(arguments: cases)
    func reportsTheChanges(_ testCase: DiffCase) throws {
        let (old, oldProblems) = Fixtures.app(testCase.old, as: "old/app.yaml")
        let (new, newProblems) = Fixtures.app(testCase.new, as: "new/app.yaml")
        #expect(!oldProblems.hasErrors, "\(oldProblems)")
        #expect(!newProblems.hasErrors, "\(newProblems)")
        let changes = AppDiff.changes(from: try #require(old), to: try #require(new))
        #expect(changes.compactMap(ExpectedChange.init) == testCase.expected)
        #expect(changes.count == testCase.expected.count)
        for change in changes where AppDiff.kind(of: change) == .breaking {
            #expect(change.severity == .error)
            #expect(change.fix != nil, "a breaking change says how to avoid it: \(change)")
        }
    }

    @Test func everyRuleIsExercised() {
        let covered = Set(Self.cases.flatMap { $0.expected.map(\.rule) })
        #expect(covered == Set(DiffRule.allCases))
    }

    @Test func summaryCountsEachKind() throws {
        let (old, _) = Fixtures.app(Self.base, as: "old/app.yaml")
        let (new, _) = Fixtures.app(Self.edited((Self.note, ""), ("title: Book a Table", "title: Reserve a Table")), as: "new/app.yaml")
        let changes = AppDiff.changes(from: try #require(old), to: try #require(new))
        #expect(AdvisorOutput.diffSummary(changes) == "1 breaking change for saved shortcuts, 1 harmless change, 0 additions")
        #expect(AdvisorOutput.diffSummary([]) == "nothing breaks saved shortcuts (0 harmless changes, 0 additions)")
        let text = AdvisorOutput.diffText(changes, quiet: true)
        #expect(!text.contains("title-changed"), "quiet shows only what breaks")
        #expect(text.contains("old/app.yaml:12:7: error: parameter 'note' of intent 'BookTable' was removed"))
        #expect(text.contains("old/app.yaml:12:7: note: fix: keep 'note'"))
    }
}
