import Grading
import Results
import Testing

/// One rule of scenario-format.md on one turn: the expectations as written
/// in the turn, what the turn of the transcript holds, and the verdict.
struct RuleCase: Sendable, CustomTestStringConvertible {
    var name: String
    var yaml: String
    var turn: String
    /// Whether every check of the turn passes.
    var pass: Bool
    /// The expected pass of each check, in the order they are graded.
    var checks: [Bool]?
    /// The exact message of the first failed check.
    var message: String?

    init(_ name: String, _ yaml: String, _ turn: String, pass: Bool, checks: [Bool]? = nil, message: String? = nil) {
        self.name = name
        self.yaml = yaml
        self.turn = turn
        self.pass = pass
        self.checks = checks
        self.message = message
    }

    var testDescription: String { name }

    func verify(kinds: Set<CheckKind>, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let result = try Fixture.gradeSingleTurn(yaml, turn, sourceLocation: sourceLocation)
        #expect(result.error == nil, sourceLocation: sourceLocation)
        #expect(!result.checks.isEmpty, "the case grades nothing", sourceLocation: sourceLocation)
        #expect(result.verdict(.allPass) == pass, "checks: \(result.checks)", sourceLocation: sourceLocation)
        if let checks {
            #expect(result.checks.map(\.passed) == checks, "checks: \(result.checks)", sourceLocation: sourceLocation)
        }
        for check in result.checks {
            #expect(kinds.contains(check.kind), "unexpected kind \(check.kind)", sourceLocation: sourceLocation)
            #expect(check.turn == 1, sourceLocation: sourceLocation)
            #expect(check.line >= 8, "the line of the check in the file", sourceLocation: sourceLocation)
            #expect(check.passed == check.message.isEmpty, "a failure explains itself, a pass says nothing: \(check)", sourceLocation: sourceLocation)
        }
        if let message {
            #expect(result.checks.first { !$0.passed }?.message == message, sourceLocation: sourceLocation)
        }
    }
}

@Suite("Calls, ordered")
struct OrderedCallsTests {
    static let cases: [RuleCase] = [
        RuleCase("exact match", "calls: [FindAvailableTables, BookTable]",
                 invoking(call("FindAvailableTables"), call("BookTable")), pass: true, checks: [true, true]),
        RuleCase("extra invocations before, between and after are allowed",
                 "calls: [FindAvailableTables, BookTable]",
                 invoking(call("SendConfirmation"), call("FindAvailableTables"), call("PayDeposit"), call("BookTable"), call("SendConfirmation")),
                 pass: true, checks: [true, true]),
        RuleCase("an extra invocation of a listed intent is allowed", "calls: [BookTable]",
                 invoking(call("BookTable"), call("BookTable")), pass: true, checks: [true]),
        RuleCase("wrong order fails the later call", "calls: [FindAvailableTables, BookTable]",
                 invoking(call("BookTable"), call("FindAvailableTables")), pass: false, checks: [true, false],
                 message: "expected BookTable() after FindAvailableTables() (calls are ordered); got BookTable(), FindAvailableTables()"),
        RuleCase("a missing call fails", "calls: [FindAvailableTables, BookTable]",
                 invoking(call("FindAvailableTables")), pass: false, checks: [true, false],
                 message: "expected BookTable(); got FindAvailableTables()"),
        RuleCase("no invocation at all", "calls: [BookTable]", "{}", pass: false, checks: [false],
                 message: "expected BookTable(); got no invocations"),
        RuleCase("a call missing in the middle does not hide the later ones",
                 "calls: [FindAvailableTables, SendConfirmation, BookTable]",
                 invoking(call("FindAvailableTables"), call("BookTable")), pass: false, checks: [true, false, true]),
        RuleCase("one invocation cannot satisfy two listed calls", "calls: [BookTable, BookTable]",
                 invoking(call("BookTable")), pass: false, checks: [true, false]),
        RuleCase("an intent listed twice needs two invocations", "calls: [BookTable, BookTable]",
                 invoking(call("BookTable"), call("BookTable")), pass: true, checks: [true, true]),
        RuleCase("order with parameters: the earlier invocation does not fit the later call",
                 """
                 calls:
                   - BookTable
                   - { intent: BookTable, params: { partySize: 4 } }
                 """,
                 invoking(call("BookTable", #"{"partySize": 4}"#), call("BookTable", #"{"partySize": 2}"#)),
                 pass: false, checks: [true, false]),
        RuleCase("order with parameters: the matching invocations in order",
                 """
                 calls:
                   - BookTable
                   - { intent: BookTable, params: { partySize: 4 } }
                 """,
                 invoking(call("BookTable", #"{"partySize": 2}"#), call("BookTable", #"{"partySize": 4}"#)),
                 pass: true, checks: [true, true]),
        RuleCase("order: the earliest fit leaves room for the later calls",
                 """
                 calls:
                   - { intent: BookTable, params: { partySize: { matches: "$0 > 1" } } }
                   - { intent: BookTable, params: { partySize: 4 } }
                 """,
                 invoking(call("BookTable", #"{"partySize": 2}"#), call("BookTable", #"{"partySize": 4}"#)),
                 pass: true, checks: [true, true]),
        RuleCase("'ordered:' is the same as a plain list (in order)", "calls: { ordered: [FindAvailableTables, BookTable] }",
                 invoking(call("FindAvailableTables"), call("BookTable")), pass: true, checks: [true, true]),
        RuleCase("'ordered:' is the same as a plain list (out of order)", "calls: { ordered: [FindAvailableTables, BookTable] }",
                 invoking(call("BookTable"), call("FindAvailableTables")), pass: false, checks: [true, false],
                 message: "expected BookTable() after FindAvailableTables() (calls are ordered); got BookTable(), FindAvailableTables()"),
        RuleCase("a single call written as a mapping is a list of one",
                 "calls: { intent: BookTable, params: { partySize: 4 } }",
                 invoking(call("BookTable", #"{"partySize": 4}"#)), pass: true, checks: [true]),
        RuleCase("ordered and unordered groups are checked each on its own: one invocation serves both",
                 """
                 calls:
                   ordered: [FindAvailableTables, BookTable]
                   unordered: [SendConfirmation, FindAvailableTables]
                 """,
                 invoking(call("FindAvailableTables"), call("BookTable"), call("SendConfirmation")),
                 pass: true, checks: [true, true, true, true]),
        RuleCase("ordered and unordered groups: a failure in one does not touch the other",
                 """
                 calls:
                   ordered: [BookTable, FindAvailableTables]
                   unordered: [SendConfirmation, FindAvailableTables]
                 """,
                 invoking(call("FindAvailableTables"), call("SendConfirmation"), call("BookTable")),
                 pass: false, checks: [true, false, true, true]),
    ]

    @Test(arguments: cases)
    func rule(_ rule: RuleCase) throws {
        try rule.verify(kinds: [.calls])
    }
}

@Suite("Calls, unordered")
struct UnorderedCallsTests {
    static let cases: [RuleCase] = [
        RuleCase("in the listed order", "calls: { unordered: [FindAvailableTables, BookTable] }",
                 invoking(call("FindAvailableTables"), call("BookTable")), pass: true, checks: [true, true]),
        RuleCase("in any order", "calls: { unordered: [FindAvailableTables, BookTable] }",
                 invoking(call("BookTable"), call("SendConfirmation"), call("FindAvailableTables")), pass: true, checks: [true, true]),
        RuleCase("a missing call fails", "calls: { unordered: [FindAvailableTables, BookTable] }",
                 invoking(call("BookTable")), pass: false, checks: [false, true],
                 message: "expected FindAvailableTables(); got BookTable()"),
        RuleCase("distinct invocations: one invocation cannot serve two calls",
                 "calls: { unordered: [BookTable, BookTable] }",
                 invoking(call("BookTable")), pass: false, checks: [true, false],
                 message: "expected BookTable() on an invocation of its own; got BookTable()"),
        RuleCase("distinct invocations: two invocations serve two calls",
                 "calls: { unordered: [BookTable, BookTable] }",
                 invoking(call("BookTable"), call("BookTable")), pass: true, checks: [true, true]),
        RuleCase("a matching exists where a greedy choice would fail",
                 """
                 calls:
                   unordered:
                     - BookTable
                     - { intent: BookTable, params: { partySize: 4 } }
                 """,
                 invoking(call("BookTable", #"{"partySize": 4}"#), call("BookTable", #"{"partySize": 2}"#)),
                 pass: true, checks: [true, true]),
        RuleCase("a three-way matching where greedy would fail",
                 """
                 calls:
                   unordered:
                     - { intent: BookTable, params: { partySize: { matches: "$0 >= 2" } } }
                     - { intent: BookTable, params: { partySize: { matches: "$0 >= 3" } } }
                     - { intent: BookTable, params: { partySize: 4 } }
                 """,
                 invoking(call("BookTable", #"{"partySize": 4}"#), call("BookTable", #"{"partySize": 3}"#), call("BookTable", #"{"partySize": 2}"#)),
                 pass: true, checks: [true, true, true]),
    ]

    @Test(arguments: cases)
    func rule(_ rule: RuleCase) throws {
        try rule.verify(kinds: [.calls])
    }
}

@Suite("Invocation outcomes")
struct OutcomeTests {
    static let cases: [RuleCase] = [
        RuleCase("default: succeeded matches", "calls: [BookTable]", invoking(call("BookTable", "{}", "succeeded")), pass: true),
        RuleCase("default: needsInput is not a call", "calls: [BookTable]", invoking(call("BookTable", "{}", "needsInput")), pass: false,
                 message: "expected BookTable(); got BookTable() [needsInput]"),
        RuleCase("default: needsInput then succeeded", "calls: [BookTable]",
                 invoking(call("BookTable", "{}", "needsInput"), call("BookTable", "{}", "succeeded")), pass: true),
        RuleCase("default: awaitingConfirmation matches", "calls: [BookTable]", invoking(call("BookTable", "{}", "awaitingConfirmation")), pass: true),
        RuleCase("default: unknown matches", "calls: [BookTable]", invoking(call("BookTable", "{}", "unknown")), pass: true),
        RuleCase("default: an outcome missing from the transcript (unreported) matches", "calls: [BookTable]",
                 invoking(call("BookTable", "{}", nil)), pass: true),
        RuleCase("default: unreported written out matches", "calls: [BookTable]", invoking(call("BookTable", "{}", "unreported")), pass: true),
        RuleCase("default: failed matches", "calls: [BookTable]", invoking(call("BookTable", "{}", "failed")), pass: true),
        RuleCase("default in an unordered group: needsInput is not a call", "calls: { unordered: [BookTable] }",
                 invoking(call("BookTable", "{}", "needsInput")), pass: false),

        RuleCase("succeeded: succeeded", "calls: [{ intent: BookTable, outcome: succeeded }]", invoking(call("BookTable", "{}", "succeeded")), pass: true),
        RuleCase("succeeded: failed", "calls: [{ intent: BookTable, outcome: succeeded }]", invoking(call("BookTable", "{}", "failed")), pass: false,
                 message: "expected BookTable() with outcome succeeded; got BookTable() [failed]"),
        RuleCase("succeeded: unreported", "calls: [{ intent: BookTable, outcome: succeeded }]", invoking(call("BookTable", "{}", nil)), pass: false),
        RuleCase("failed: failed", "calls: [{ intent: BookTable, outcome: failed }]", invoking(call("BookTable", "{}", "failed")), pass: true),
        RuleCase("failed: succeeded", "calls: [{ intent: BookTable, outcome: failed }]", invoking(call("BookTable", "{}", "succeeded")), pass: false),
        RuleCase("unknown: unknown", "calls: [{ intent: BookTable, outcome: unknown }]", invoking(call("BookTable", "{}", "unknown")), pass: true),
        RuleCase("unreported: missing outcome", "calls: [{ intent: BookTable, outcome: unreported }]", invoking(call("BookTable", "{}", nil)), pass: true),
        RuleCase("unreported: succeeded", "calls: [{ intent: BookTable, outcome: unreported }]", invoking(call("BookTable", "{}", "succeeded")), pass: false),
        RuleCase("ran: succeeded", "calls: [{ intent: BookTable, outcome: ran }]", invoking(call("BookTable", "{}", "succeeded")), pass: true),
        RuleCase("ran: failed", "calls: [{ intent: BookTable, outcome: ran }]", invoking(call("BookTable", "{}", "failed")), pass: true),
        RuleCase("ran: unknown", "calls: [{ intent: BookTable, outcome: ran }]", invoking(call("BookTable", "{}", "unknown")), pass: true),
        RuleCase("ran: awaitingConfirmation", "calls: [{ intent: BookTable, outcome: ran }]", invoking(call("BookTable", "{}", "awaitingConfirmation")), pass: false,
                 message: "expected BookTable() with outcome ran; got BookTable() [awaitingConfirmation]"),
        RuleCase("ran: unreported", "calls: [{ intent: BookTable, outcome: ran }]", invoking(call("BookTable", "{}", nil)), pass: false),
        RuleCase("ran: needsInput", "calls: [{ intent: BookTable, outcome: ran }]", invoking(call("BookTable", "{}", "needsInput")), pass: false),
        RuleCase("committed: succeeded", "calls: [{ intent: BookTable, outcome: committed }]", invoking(call("BookTable", "{}", "succeeded")), pass: true),
        RuleCase("committed: failed", "calls: [{ intent: BookTable, outcome: committed }]", invoking(call("BookTable", "{}", "failed")), pass: false),
        RuleCase("committed: unknown", "calls: [{ intent: BookTable, outcome: committed }]", invoking(call("BookTable", "{}", "unknown")), pass: false),
        RuleCase("needsInput: needsInput", "calls: [{ intent: BookTable, outcome: needsInput }]", invoking(call("BookTable", "{}", "needsInput")), pass: true),
        RuleCase("needsInput: succeeded", "calls: [{ intent: BookTable, outcome: needsInput }]", invoking(call("BookTable", "{}", "succeeded")), pass: false),
        RuleCase("awaitingConfirmation: awaitingConfirmation", "calls: [{ intent: BookTable, outcome: awaitingConfirmation }]",
                 invoking(call("BookTable", "{}", "awaitingConfirmation")), pass: true),
        RuleCase("awaitingConfirmation: succeeded", "calls: [{ intent: BookTable, outcome: awaitingConfirmation }]",
                 invoking(call("BookTable", "{}", "succeeded")), pass: false),
        RuleCase("outcome and order together: the succeeded one comes later",
                 "calls: [FindAvailableTables, { intent: BookTable, outcome: succeeded }]",
                 invoking(call("BookTable", "{}", "succeeded"), call("FindAvailableTables"), call("BookTable", "{}", "failed")),
                 pass: false, checks: [true, false]),
    ]

    @Test(arguments: cases)
    func rule(_ rule: RuleCase) throws {
        try rule.verify(kinds: [.calls])
    }
}

@Suite("Call parameters")
struct ParameterTests {
    static let cases: [RuleCase] = [
        RuleCase("parameters that are not named are not checked",
                 "calls: [{ intent: BookTable, params: { partySize: 4 } }]",
                 invoking(call("BookTable", #"{"partySize": 4, "restaurant": "bar-mercato", "note": "window", "time": "2026-12-05T19:30:00-05:00"}"#)),
                 pass: true),
        RuleCase("no params: any arguments", "calls: [BookTable]",
                 invoking(call("BookTable", #"{"partySize": 40}"#)), pass: true),
        RuleCase("an absent parameter is nil: isNil holds", "calls: [{ intent: BookTable, params: { note: { isNil: true } } }]",
                 invoking(call("BookTable", #"{"partySize": 4}"#)), pass: true),
        RuleCase("an absent parameter is nil: null too", "calls: [{ intent: BookTable, params: { note: { isNil: true } } }]",
                 invoking(call("BookTable", #"{"note": null}"#)), pass: true),
        RuleCase("an absent parameter is nil: a value does not equal it", "calls: [{ intent: BookTable, params: { partySize: 4 } }]",
                 invoking(call("BookTable", #"{"note": "x"}"#)), pass: false,
                 message: "expected BookTable(partySize: 4); got BookTable(note: \"x\")"),
        RuleCase("a bare value is equals: equal", "calls: [{ intent: BookTable, params: { partySize: 4 } }]",
                 invoking(call("BookTable", #"{"partySize": 4}"#)), pass: true),
        RuleCase("a bare value is equals: different", "calls: [{ intent: BookTable, params: { partySize: 4 } }]",
                 invoking(call("BookTable", #"{"partySize": 5}"#)), pass: false,
                 message: "expected BookTable(partySize: 4); got BookTable(partySize: 5)"),
        RuleCase("a bare value is equals: a number never equals its text", "calls: [{ intent: BookTable, params: { partySize: 4 } }]",
                 invoking(call("BookTable", #"{"partySize": "4"}"#)), pass: false),
        RuleCase("entity parameter: a bare string is the identifier", "calls: [{ intent: BookTable, params: { restaurant: luca-soho } }]",
                 invoking(call("BookTable", #"{"restaurant": "luca-soho"}"#)), pass: true),
        RuleCase("entity parameter: another identifier", "calls: [{ intent: BookTable, params: { restaurant: luca-soho } }]",
                 invoking(call("BookTable", #"{"restaurant": "bar-mercato"}"#)), pass: false,
                 message: "expected BookTable(restaurant: \"luca-soho\"); got BookTable(restaurant: \"bar-mercato\")"),
        RuleCase("entity parameter: the title is not the identifier", "calls: [{ intent: BookTable, params: { restaurant: luca-soho } }]",
                 invoking(call("BookTable", #"{"restaurant": "Luca"}"#)), pass: false),
        RuleCase("every named parameter must match", "calls: [{ intent: BookTable, params: { restaurant: luca-soho, partySize: 4 } }]",
                 invoking(call("BookTable", #"{"restaurant": "luca-soho", "partySize": 2}"#)), pass: false),
        RuleCase("the spec's example: ChangePartySize(partySize: $0 == 6)",
                 #"calls: [{ intent: ChangePartySize, params: { partySize: { matches: "$0 == 6" } } }]"#,
                 invoking(call("ChangePartySize", #"{"partySize": 5}"#)), pass: false,
                 message: "expected ChangePartySize(partySize: $0 == 6); got ChangePartySize(partySize: 5)"),
        RuleCase("a date parameter with a relative date",
                 #"calls: [{ intent: BookTable, params: { restaurant: luca-soho, partySize: 4, time: { at: "tomorrow 19:30" } } }]"#,
                 invoking(call("BookTable", #"{"restaurant": "luca-soho", "partySize": 4, "time": "2026-12-05T19:30:00-05:00"}"#)), pass: true),
    ]

    @Test(arguments: cases)
    func rule(_ rule: RuleCase) throws {
        try rule.verify(kinds: [.calls])
    }
}

@Suite("Disallowed")
struct DisallowedTests {
    static let cases: [RuleCase] = [
        RuleCase("no invocation passes", "disallowed: [BookTable]", "{}", pass: true, checks: [true]),
        RuleCase("another intent passes", "disallowed: [BookTable]", invoking(call("FindAvailableTables")), pass: true),
        RuleCase("fails on succeeded", "disallowed: [BookTable]", invoking(call("BookTable", "{}", "succeeded")), pass: false,
                 message: "expected no BookTable(); got BookTable()"),
        RuleCase("fails on awaitingConfirmation", "disallowed: [BookTable]", invoking(call("BookTable", "{}", "awaitingConfirmation")), pass: false,
                 message: "expected no BookTable(); got BookTable() [awaitingConfirmation]"),
        RuleCase("fails on unreported (no outcome in the transcript)", "disallowed: [BookTable]", invoking(call("BookTable", "{}", nil)), pass: false,
                 message: "expected no BookTable(); got BookTable() [unreported]"),
        RuleCase("fails on failed", "disallowed: [BookTable]", invoking(call("BookTable", "{}", "failed")), pass: false),
        RuleCase("fails on unknown", "disallowed: [BookTable]", invoking(call("BookTable", "{}", "unknown")), pass: false),
        RuleCase("passes on needsInput", "disallowed: [BookTable]", invoking(call("BookTable", "{}", "needsInput")), pass: true),
        RuleCase("lists only the offending invocations", "disallowed: [BookTable]",
                 invoking(call("FindAvailableTables"), call("BookTable", "{}", "needsInput"), call("BookTable", #"{"partySize": 2}"#)), pass: false,
                 message: "expected no BookTable(); got BookTable(partySize: 2)"),
        RuleCase("one check per item", "disallowed: [BookTable, PayDeposit]",
                 invoking(call("PayDeposit")), pass: false, checks: [true, false]),
        RuleCase("short form, a single name", "disallowed: PayDeposit", invoking(call("PayDeposit")), pass: false, checks: [false]),
        RuleCase("long form", "disallowed:\n  - intent: PayDeposit", invoking(call("PayDeposit")), pass: false, checks: [false]),
        RuleCase("long form, nothing ran", "disallowed:\n  - intent: PayDeposit", invoking(call("BookTable")), pass: true, checks: [true]),
        RuleCase("with params: another shape is allowed",
                 #"disallowed: [{ intent: BookTable, params: { partySize: { matches: "$0 > 12" } } }]"#,
                 invoking(call("BookTable", #"{"partySize": 4}"#)), pass: true),
        RuleCase("with params: that shape is disallowed",
                 #"disallowed: [{ intent: BookTable, params: { partySize: { matches: "$0 > 12" } } }]"#,
                 invoking(call("BookTable", #"{"partySize": 4}"#), call("BookTable", #"{"partySize": 14}"#)), pass: false,
                 message: "expected no BookTable(partySize: $0 > 12); got BookTable(partySize: 14)"),
        RuleCase("with params: absent parameter satisfies no comparison",
                 #"disallowed: [{ intent: BookTable, params: { partySize: { matches: "$0 > 12" } } }]"#,
                 invoking(call("BookTable")), pass: true),
        RuleCase("with an outcome: Siri asking is allowed", "disallowed: [{ intent: DeleteNote, outcome: succeeded }]",
                 invoking(call("DeleteNote", "{}", "awaitingConfirmation")), pass: true),
        RuleCase("with an outcome: the deletion is not", "disallowed: [{ intent: DeleteNote, outcome: succeeded }]",
                 invoking(call("DeleteNote", "{}", "awaitingConfirmation"), call("DeleteNote", "{}", "succeeded")), pass: false,
                 message: "expected no DeleteNote() with outcome succeeded; got DeleteNote()"),
        RuleCase("with an outcome group: ran counts failed", "disallowed: [{ intent: DeleteNote, outcome: ran }]",
                 invoking(call("DeleteNote", "{}", "failed")), pass: false),
        RuleCase("with an outcome group: ran does not count unreported", "disallowed: [{ intent: DeleteNote, outcome: ran }]",
                 invoking(call("DeleteNote", "{}", nil)), pass: true),
        RuleCase("with outcome needsInput: only asking counts", "disallowed: [{ intent: DeleteNote, outcome: needsInput }]",
                 invoking(call("DeleteNote", "{}", "needsInput")), pass: false),
    ]

    @Test(arguments: cases)
    func rule(_ rule: RuleCase) throws {
        try rule.verify(kinds: [.disallowed])
    }
}

@Suite("Finds")
struct FindsTests {
    static let reservation = #"{"entity": "ReservationEntity", "id": "r-1", "properties": {"restaurantName": "Luca", "partySize": 4}}"#
    static let luca = #"{"entity": "RestaurantEntity", "id": "luca-soho", "properties": {"name": "Luca"}}"#
    static let mercato = #"{"entity": "RestaurantEntity", "id": "bar-mercato", "properties": {"name": "Bar Mercato"}}"#

    static func found(_ entities: String...) -> String { #"{"found": [\#(entities.joined(separator: ", "))]}"# }

    static let cases: [RuleCase] = [
        RuleCase("type only", "finds: [ReservationEntity]", found(reservation), pass: true, checks: [true]),
        RuleCase("type only, short form", "finds: ReservationEntity", found(luca, reservation), pass: true, checks: [true]),
        RuleCase("type only, another type found", "finds: [ReservationEntity]", found(luca), pass: false,
                 message: #"expected to find ReservationEntity; found RestaurantEntity(id: "luca-soho", name: "Luca")"#),
        RuleCase("nothing found", "finds: [ReservationEntity]", "{}", pass: false,
                 message: "expected to find ReservationEntity; found nothing"),
        RuleCase("a found entity without an id matches by type", "finds: [EventEntity]",
                 found(#"{"entity": "EventEntity", "properties": {"title": "Launch"}}"#), pass: true),
        RuleCase("id: the same", "finds: [{ entity: RestaurantEntity, id: luca-soho }]", found(mercato, luca), pass: true),
        RuleCase("id: another", "finds: [{ entity: RestaurantEntity, id: luca-soho }]", found(mercato), pass: false,
                 message: #"expected to find RestaurantEntity(id: "luca-soho"); found RestaurantEntity(id: "bar-mercato", name: "Bar Mercato")"#),
        RuleCase("id: an entity without an id", "finds: [{ entity: RestaurantEntity, id: luca-soho }]",
                 found(#"{"entity": "RestaurantEntity"}"#), pass: false),
        RuleCase("where: the property matches", "finds: [{ entity: RestaurantEntity, where: { name: Luca } }]", found(mercato, luca), pass: true),
        RuleCase("where: strings are case-sensitive", "finds: [{ entity: RestaurantEntity, where: { name: luca } }]", found(luca), pass: false,
                 message: #"expected to find RestaurantEntity(name: "luca"); found RestaurantEntity(id: "luca-soho", name: "Luca")"#),
        RuleCase("where: with matchers", #"finds: [{ entity: ReservationEntity, where: { partySize: { matches: "$0 >= 2 && $0 <= 4" }, restaurantName: { contains: Lu } } }]"#,
                 found(reservation), pass: true),
        RuleCase("where: with a matcher that fails", #"finds: [{ entity: ReservationEntity, where: { partySize: { matches: "$0 > 4" } } }]"#,
                 found(reservation), pass: false),
        RuleCase("where and id together", "finds: [{ entity: RestaurantEntity, id: luca-soho, where: { name: Luca } }]", found(luca), pass: true),
        RuleCase("a property not reported counts as nil: isNil holds",
                 "finds: [{ entity: ReservationEntity, where: { notes: { isNil: true } } }]", found(reservation), pass: true),
        RuleCase("a property not reported counts as nil: a value fails",
                 "finds: [{ entity: ReservationEntity, where: { arrival: { notNil: true } } }]", found(reservation), pass: false),
        RuleCase("a property reported as null counts as nil",
                 "finds: [{ entity: ReservationEntity, where: { notes: { isNil: true } } }]",
                 found(#"{"entity": "ReservationEntity", "id": "r-2", "properties": {"notes": null}}"#), pass: true),
        RuleCase("a property not reported at all: no properties key",
                 "finds: [{ entity: RestaurantEntity, where: { name: Luca } }]", found(#"{"entity": "RestaurantEntity", "id": "luca-soho"}"#), pass: false),
        RuleCase("distinct entities: two finds of one type need two entities", "finds: [ReservationEntity, ReservationEntity]",
                 found(reservation), pass: false, checks: [true, false]),
        RuleCase("distinct entities: two entities", "finds: [ReservationEntity, ReservationEntity]",
                 found(reservation, #"{"entity": "ReservationEntity", "id": "r-2"}"#), pass: true, checks: [true, true]),
        RuleCase("distinct entities: a matching where greedy would fail",
                 "finds: [RestaurantEntity, { entity: RestaurantEntity, id: luca-soho }]", found(luca, mercato), pass: true, checks: [true, true]),
    ]

    @Test(arguments: cases)
    func rule(_ rule: RuleCase) throws {
        try rule.verify(kinds: [.finds])
    }
}

@Suite("On screen")
struct OnScreenTests {
    static func screen(_ ids: String...) -> String {
        let items = ids.map { id in
            let entity = id.hasPrefix("r-") ? "ReservationEntity" : "RestaurantEntity"
            return #"{"entity": "\#(entity)", "id": "\#(id)"}"#
        }
        return #"{"onScreen": [\#(items.joined(separator: ", "))]}"#
    }

    static let cases: [RuleCase] = [
        RuleCase("type only", "onScreen: [RestaurantEntity]", screen("bar-mercato"), pass: true, checks: [true]),
        RuleCase("type only, another type", "onScreen: [RestaurantEntity]", screen("r-1"), pass: false,
                 message: #"expected Siri to use RestaurantEntity from the screen; used ReservationEntity(id: "r-1")"#),
        RuleCase("type and id", "onScreen: [{ entity: RestaurantEntity, id: luca-soho }]", screen("luca-soho"), pass: true),
        RuleCase("type and another id", "onScreen: [{ entity: RestaurantEntity, id: luca-soho }]", screen("bar-mercato"), pass: false,
                 message: #"expected Siri to use RestaurantEntity(id: "luca-soho") from the screen; used RestaurantEntity(id: "bar-mercato")"#),
        RuleCase("nothing taken from the screen", "onScreen: [{ entity: RestaurantEntity, id: luca-soho }]", "{}", pass: false,
                 message: #"expected Siri to use RestaurantEntity(id: "luca-soho") from the screen; used no on-screen entity"#),
        RuleCase("a found entity is not an on-screen one", "onScreen: [RestaurantEntity]",
                 #"{"found": [{"entity": "RestaurantEntity", "id": "luca-soho"}]}"#, pass: false),
        RuleCase("distinct: two items need two entities", "onScreen: [RestaurantEntity, { entity: RestaurantEntity, id: luca-soho }]",
                 screen("luca-soho"), pass: false, checks: [true, false]),
        RuleCase("distinct: two entities, matched where greedy would fail",
                 "onScreen: [RestaurantEntity, { entity: RestaurantEntity, id: luca-soho }]",
                 screen("luca-soho", "bar-mercato"), pass: true, checks: [true, true]),
    ]

    @Test(arguments: cases)
    func rule(_ rule: RuleCase) throws {
        try rule.verify(kinds: [.onScreen])
    }
}

@Suite("Loads")
struct LoadsTests {
    static let cases: [RuleCase] = [
        RuleCase("required, loaded", "loads: [plan-group-dinner]", #"{"skills": ["plan-group-dinner"]}"#, pass: true, checks: [true]),
        RuleCase("required, short form", "loads: plan-group-dinner", #"{"skills": ["other-skill", "plan-group-dinner"]}"#, pass: true, checks: [true]),
        RuleCase("required, not loaded", "loads: [plan-group-dinner]", "{}", pass: false,
                 message: "expected skill 'plan-group-dinner' to load; loaded no skills"),
        RuleCase("required, another loaded", "loads: [plan-group-dinner]", #"{"skills": ["other-skill"]}"#, pass: false,
                 message: "expected skill 'plan-group-dinner' to load; loaded 'other-skill'"),
        RuleCase("required in the long form", "loads: { required: [plan-group-dinner] }", #"{"skills": ["plan-group-dinner"]}"#, pass: true),
        RuleCase("mixed: only the required one is graded (loaded)", "loads: { required: [plan-group-dinner], preferred: [other-skill] }",
                 #"{"skills": ["plan-group-dinner"]}"#, pass: true, checks: [true]),
        RuleCase("mixed: only the required one is graded (not loaded)", "loads: { required: [plan-group-dinner], preferred: [other-skill] }",
                 #"{"skills": ["other-skill"]}"#, pass: false, checks: [false]),
    ]

    @Test(arguments: cases)
    func rule(_ rule: RuleCase) throws {
        try rule.verify(kinds: [.loads])
    }

    @Test("preferred skills are never graded, and a note says when one did not load")
    func preferredNotLoaded() throws {
        let result = try Fixture.gradeSingleTurn("loads: { preferred: [other-skill] }", "{}")
        #expect(result.checks.isEmpty)
        #expect(result.notes == ["turn 1: preferred skill 'other-skill' was not loaded (not graded)"])
        #expect(result.verdict(.skillsLoadedAllPass) == nil)
        #expect(result.verdict(.allPass) == nil)
    }

    @Test("a preferred skill that loaded leaves no note")
    func preferredLoaded() throws {
        let result = try Fixture.gradeSingleTurn("loads: { preferred: [other-skill] }", #"{"skills": ["other-skill"]}"#)
        #expect(result.checks.isEmpty)
        #expect(result.notes.isEmpty)
    }

    @Test("mixed: the required one is graded, the preferred one noted")
    func mixedNotes() throws {
        let result = try Fixture.gradeSingleTurn("loads: { required: [plan-group-dinner], preferred: [other-skill] }", #"{"skills": ["plan-group-dinner"]}"#)
        #expect(result.checks.map(\.passed) == [true])
        #expect(result.notes == ["turn 1: preferred skill 'other-skill' was not loaded (not graded)"])
        #expect(result.verdict(.skillsLoadedAllPass) == true)
    }
}

@Suite("Response")
struct ResponseTests {
    static func says(_ text: String) -> String { #"{"response": "\#(text)"}"# }

    static let cases: [RuleCase] = [
        RuleCase("contains", #"response: { contains: "7:30" }"#, says("Booked Luca for 4 tomorrow at 7:30 PM."), pass: true),
        RuleCase("contains is case-sensitive by default", #"response: { contains: "booked" }"#, says("Booked Luca."), pass: false,
                 message: #"expected the response to contain "booked"; got "Booked Luca.""#),
        RuleCase("contains with caseSensitive: false", #"response: { contains: "booked", caseSensitive: false }"#, says("Booked Luca."), pass: true),
        RuleCase("contains with caseSensitive: false, absent", #"response: { contains: "cancelled", caseSensitive: false }"#, says("Booked Luca."), pass: false,
                 message: #"expected the response to contain "cancelled" (ignoring case); got "Booked Luca.""#),
        RuleCase("contains is a plain substring, not a pattern", #"response: { contains: "4." }"#, says("for 42"), pass: false),
        RuleCase("notContains, absent", #"response: { notContains: "deposit" }"#, says("Booked Luca."), pass: true),
        RuleCase("notContains, present", #"response: { notContains: "deposit" }"#, says("A deposit is due."), pass: false,
                 message: #"expected the response not to contain "deposit"; got "A deposit is due.""#),
        RuleCase("notContains is case-sensitive by default", #"response: { notContains: "deposit" }"#, says("Deposit due."), pass: true),
        RuleCase("notContains with caseSensitive: false", #"response: { notContains: "deposit", caseSensitive: false }"#, says("Deposit due."), pass: false),
        RuleCase("matches a regular expression", #"response: { matches: "[0-9]+ guests" }"#, says("A table for 4 guests at 7:30."), pass: true),
        RuleCase("matches is unanchored", #"response: { matches: "guests" }"#, says("A table for 4 guests at 7:30."), pass: true),
        RuleCase("matches, no match", #"response: { matches: "[0-9]+ guests" }"#, says("A table for four guests."), pass: false,
                 message: #"expected the response to match /[0-9]+ guests/; got "A table for four guests.""#),
        RuleCase("matches with anchors", #"response: { matches: "^Booked" }"#, says("I Booked it."), pass: false),
        RuleCase("matches is case-sensitive by default", #"response: { matches: "booked" }"#, says("Booked."), pass: false),
        RuleCase("matches with caseSensitive: false", #"response: { matches: "booked", caseSensitive: false }"#, says("Booked."), pass: true),
        RuleCase("all checks must hold",
                 """
                 response:
                   - { contains: "Luca" }
                   - { contains: "booked", caseSensitive: false }
                   - { notContains: "deposit" }
                   - { matches: "[0-9]+ guests" }
                 """,
                 says("Booked Luca for 4 guests, no deposit."), pass: false, checks: [true, true, false, true]),
        RuleCase("all checks hold",
                 """
                 response:
                   - { contains: "Luca" }
                   - { notContains: "deposit" }
                 """,
                 says("Booked Luca."), pass: true, checks: [true, true]),
        RuleCase("no response text fails every check, even notContains",
                 """
                 response:
                   - { contains: "Luca" }
                   - { notContains: "deposit" }
                   - { matches: ".*" }
                 """,
                 "{}", pass: false, checks: [false, false, false],
                 message: #"expected the response to contain "Luca"; got no response"#),
        RuleCase("a null response is no response", #"response: { notContains: "deposit" }"#, #"{"response": null}"#, pass: false,
                 message: #"expected the response not to contain "deposit"; got no response"#),
        RuleCase("an empty response is no response (an empty key may be left out)", #"response: { notContains: "deposit" }"#, says(""), pass: false,
                 message: #"expected the response not to contain "deposit"; got no response"#),
    ]

    @Test(arguments: cases)
    func rule(_ rule: RuleCase) throws {
        try rule.verify(kinds: [.response])
    }
}
