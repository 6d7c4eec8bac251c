import Grading
import Results
import Scenarios
import Testing

@Suite("Grading a whole scenario")
struct ScenarioGradingTests {
    @Test("each expectation is graded only against its own turn")
    func ownTurnOnly() throws {
        let scenario = try Fixture.scenario(Fixture.multiTurnFile([
            "calls: [BookTable]",
            "calls: [ChangePartySize]",
        ]))
        // BookTable ran in turn 2: it does not satisfy turn 1's expectation.
        let transcript = try Fixture.transcript(["{}", invoking(call("BookTable"), call("ChangePartySize"))])
        let result = Grader.grade(scenario, transcript)
        #expect(result.checks.map(\.turn) == [1, 2])
        #expect(result.checks.map(\.passed) == [false, true])
        #expect(result.checks.map(\.line) == [8, 10])
        #expect(result.checks[0].message == "expected BookTable(); got no invocations")
    }

    @Test("a disallowed intent of turn 1 may run in turn 2")
    func disallowedOwnTurn() throws {
        let scenario = try Fixture.scenario(Fixture.multiTurnFile(["disallowed: [BookTable]", ""]))
        let result = Grader.grade(scenario, try Fixture.transcript(["{}", invoking(call("BookTable"))]))
        #expect(result.checks.map(\.passed) == [true])
        #expect(result.verdict(.intentsAllPass) == true)
    }

    @Test("scenario-wide expect: is graded against all turns together, as turn 0")
    func scenarioWide() throws {
        let scenario = try Fixture.scenario(Fixture.multiTurnFile(
            ["calls: [FindAvailableTables]", ""],
            expect: """
                calls: [FindAvailableTables, BookTable]
                disallowed: [PayDeposit]
                finds: [ReservationEntity]
                onScreen: [RestaurantEntity]
                loads: [plan-group-dinner]
                """
        ))
        let passing = try Fixture.transcript([
            #"{"invocations": [\#(call("FindAvailableTables"))], "skills": ["plan-group-dinner"]}"#,
            #"{"invocations": [\#(call("BookTable"))], "found": [{"entity": "ReservationEntity", "id": "r-1"}], "onScreen": [{"entity": "RestaurantEntity", "id": "luca-soho"}]}"#,
        ])
        let result = Grader.grade(scenario, passing)
        #expect(result.checks.map(\.turn) == [1, 0, 0, 0, 0, 0, 0])
        #expect(result.checks.map(\.kind) == [.calls, .calls, .calls, .disallowed, .finds, .onScreen, .loads])
        #expect(result.checks.allSatisfy { $0.passed }, "\(result.checks)")
        #expect(result.checks.filter { $0.turn == 0 }.map(\.line) == [7, 7, 8, 9, 10, 11])

        // PayDeposit in the last turn fails the scenario-wide disallowed check.
        let failing = try Fixture.transcript([
            invoking(call("FindAvailableTables"), call("BookTable")),
            invoking(call("PayDeposit", "{}", "awaitingConfirmation")),
        ])
        let failed = Grader.grade(scenario, failing).checks.filter { !$0.passed }
        #expect(failed.map(\.kind) == [.disallowed, .finds, .onScreen, .loads])
        #expect(failed.allSatisfy { $0.turn == 0 })
        #expect(failed.first?.message == "expected no PayDeposit(); got PayDeposit() [awaitingConfirmation]")
    }

    @Test("scenario-wide calls keep their order across turns")
    func scenarioWideOrder() throws {
        let scenario = try Fixture.scenario(Fixture.multiTurnFile(["", ""], expect: "calls: [FindAvailableTables, BookTable]"))
        let inOrder = Grader.grade(scenario, try Fixture.transcript([invoking(call("FindAvailableTables")), invoking(call("BookTable"))]))
        #expect(inOrder.checks.map(\.passed) == [true, true])
        let reversed = Grader.grade(scenario, try Fixture.transcript([invoking(call("BookTable")), invoking(call("FindAvailableTables"))]))
        #expect(reversed.checks.map(\.passed) == [true, false])
        #expect(reversed.checks.map(\.turn) == [0, 0])
        #expect(reversed.checks[1].message == "expected BookTable() after FindAvailableTables() (calls are ordered); got BookTable(), FindAvailableTables()")
    }

    @Test("a context-only turn grades nothing")
    func contextOnlyTurn() throws {
        let scenario = try Fixture.scenario(Fixture.multiTurnFile(["", "calls: [ChangePartySize]"]))
        #expect(scenario.turns[0].expectations.isEmpty)
        let result = Grader.grade(scenario, try Fixture.transcript([invoking(call("BookTable", "{}", "failed")), invoking(call("ChangePartySize"))]))
        #expect(result.checks.map(\.turn) == [2])
        #expect(result.verdict(.allPass) == true)
    }

    @Test("a scenario that grades nothing has no verdict at all")
    func gradesNothing() throws {
        let scenario = try Fixture.scenario(Fixture.multiTurnFile(["", ""]))
        let result = Grader.grade(scenario, try Fixture.transcript([invoking(call("BookTable")), "{}"]))
        #expect(result.checks.isEmpty)
        #expect(result.error == nil)
        for metric in Metric.allCases { #expect(result.verdict(metric) == nil, "\(metric)") }
    }

    @Test("a run with an error: no checks, no verdict")
    func errorRun() throws {
        let scenario = try Fixture.scenario(Fixture.multiTurnFile(["calls: [BookTable]", #"response: { contains: "x" }"#], expect: "disallowed: [PayDeposit]"))
        let transcript = try Fixture.transcript([invoking(call("PayDeposit"))], error: "the resolver timed out after 30 s")
        let result = Grader.grade(scenario, transcript)
        #expect(result.error == "the resolver timed out after 30 s")
        #expect(result.run == 1)
        #expect(result.checks.isEmpty)
        #expect(result.notes.isEmpty)
        for metric in Metric.allCases { #expect(result.verdict(metric) == nil, "\(metric)") }
    }

    @Test("a transcript with fewer turns than the scenario: the missing turns grade as empty")
    func missingTurns() throws {
        let scenario = try Fixture.scenario(Fixture.multiTurnFile([
            "calls: [BookTable]",
            """
            calls: [ChangePartySize]
            disallowed: [PayDeposit]
            finds: [ReservationEntity]
            onScreen: [RestaurantEntity]
            loads: { required: [plan-group-dinner], preferred: [other-skill] }
            response: { notContains: "deposit" }
            """,
        ]))
        let result = Grader.grade(scenario, try Fixture.transcript([invoking(call("BookTable"))]))
        #expect(result.error == nil)
        let second = result.checks.filter { $0.turn == 2 }
        #expect(second.map(\.kind) == [.calls, .disallowed, .finds, .onScreen, .loads, .response])
        #expect(second.map(\.passed) == [false, true, false, false, false, false])
        #expect(second.map(\.message) == [
            "expected ChangePartySize(); got no invocations",
            "",
            "expected to find ReservationEntity; found nothing",
            "expected Siri to use RestaurantEntity from the screen; used no on-screen entity",
            "expected skill 'plan-group-dinner' to load; loaded no skills",
            "expected the response not to contain \"deposit\"; got no response",
        ])
        #expect(result.notes == ["turn 2: preferred skill 'other-skill' was not loaded (not graded)"])
        #expect(result.verdict(.intentsAllPass) == false)
        #expect(result.verdict(.allPass) == false)
    }

    @Test("the lines of checks are the lines of their items")
    func lines() throws {
        let result = try Fixture.gradeSingleTurn(
            """
            calls:
              - FindAvailableTables
              - intent: BookTable
                params: { partySize: 4 }
            disallowed: [PayDeposit]
            response:
              - { contains: "a" }
              - { contains: "b" }
            """,
            #"{"response": "ab"}"#
        )
        #expect(result.checks.map(\.kind) == [.calls, .calls, .disallowed, .response, .response])
        #expect(result.checks.map(\.line) == [9, 10, 12, 14, 15])
    }

    @Test("grading is deterministic and keeps the run number")
    func runNumber() throws {
        let scenario = try Fixture.scenario(Fixture.singleTurnFile("calls: [BookTable]"))
        var transcript = try Fixture.transcript([invoking(call("BookTable"))])
        transcript.run = 4
        let a = Grader.grade(scenario, transcript)
        #expect(a.run == 4)
        #expect(a == Grader.grade(scenario, transcript))
    }
}

/// The per-run metric verdicts of report-format.md.
struct MetricCase: Sendable, CustomTestStringConvertible {
    var name: String
    var yaml: String
    var turn: String
    var verdicts: [Metric: Bool]

    init(_ name: String, _ yaml: String, _ turn: String, _ verdicts: [Metric: Bool]) {
        self.name = name
        self.yaml = yaml
        self.turn = turn
        self.verdicts = verdicts
    }

    var testDescription: String { name }
}

@Suite("Per-run metric verdicts")
struct MetricVerdictTests {
    static let everything = """
        calls: [BookTable]
        disallowed: [PayDeposit]
        finds: [ReservationEntity]
        onScreen: [RestaurantEntity]
        loads: [plan-group-dinner]
        response: { contains: "Booked" }
        """
    static let allGood = #"{"invocations": [\#(call("BookTable"))], "found": [{"entity": "ReservationEntity"}], "onScreen": [{"entity": "RestaurantEntity", "id": "luca-soho"}], "skills": ["plan-group-dinner"], "response": "Booked."}"#

    @Test(arguments: [
        MetricCase("calls only, passing", "calls: [BookTable]", invoking(call("BookTable")), [.intentsAllPass: true, .allPass: true]),
        MetricCase("calls only, failing", "calls: [BookTable]", "{}", [.intentsAllPass: false, .allPass: false]),
        MetricCase("disallowed only counts toward intentsAllPass", "disallowed: [PayDeposit]", invoking(call("PayDeposit")),
                   [.intentsAllPass: false, .allPass: false]),
        MetricCase("calls pass but disallowed fails", "calls: [BookTable]\ndisallowed: [PayDeposit]",
                   invoking(call("BookTable"), call("PayDeposit")), [.intentsAllPass: false, .allPass: false]),
        MetricCase("finds only", "finds: [ReservationEntity]", #"{"found": [{"entity": "ReservationEntity"}]}"#,
                   [.foundEntitiesAllPass: true, .allPass: true]),
        MetricCase("onScreen only", "onScreen: [RestaurantEntity]", "{}", [.onScreenEntitiesAllPass: false, .allPass: false]),
        MetricCase("response only", #"response: { contains: "Booked" }"#, #"{"response": "Booked."}"#,
                   [.siriResponseAllPass: true, .allPass: true]),
        MetricCase("required loads", "loads: [plan-group-dinner]", "{}", [.skillsLoadedAllPass: false, .allPass: false]),
        MetricCase("preferred loads only: nothing applies", "loads: { preferred: [plan-group-dinner] }", "{}", [:]),
        MetricCase("everything passes", everything, allGood, [
            .intentsAllPass: true, .foundEntitiesAllPass: true, .onScreenEntitiesAllPass: true,
            .siriResponseAllPass: true, .skillsLoadedAllPass: true, .allPass: true,
        ]),
        MetricCase("only the response fails", everything, allGood.replacingOccurrences(of: "Booked.", with: "Sorry."), [
            .intentsAllPass: true, .foundEntitiesAllPass: true, .onScreenEntitiesAllPass: true,
            .siriResponseAllPass: false, .skillsLoadedAllPass: true, .allPass: false,
        ]),
        MetricCase("only a disallowed call fails", everything, allGood.replacingOccurrences(of: #""invocations": ["#, with: #""invocations": [\#(call("PayDeposit")), "#), [
            .intentsAllPass: false, .foundEntitiesAllPass: true, .onScreenEntitiesAllPass: true,
            .siriResponseAllPass: true, .skillsLoadedAllPass: true, .allPass: false,
        ]),
    ])
    func verdicts(_ row: MetricCase) throws {
        let result = try Fixture.gradeSingleTurn(row.yaml, row.turn)
        for metric in Metric.allCases {
            #expect(result.verdict(metric) == row.verdicts[metric], "\(metric): \(result.checks)")
        }
    }
}
