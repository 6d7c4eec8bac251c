import Results
import Testing
@testable import Metrics

struct ScenarioSummaryTests {
    struct StatusCase: Sendable, CustomStringConvertible {
        var label: String
        var runs: [RunResult]
        var status: ScenarioStatus
        var passed: Int
        var errors: Int
        var description: String { label }
    }

    static let statusCases: [StatusCase] = [
        StatusCase(label: "every run passes", runs: Fixtures.runs(n: 5, c: 5), status: .pass, passed: 5, errors: 0),
        StatusCase(label: "no run passes", runs: Fixtures.runs(n: 5, c: 0), status: .fail, passed: 0, errors: 0),
        StatusCase(label: "some runs pass", runs: Fixtures.runs(n: 5, c: 4), status: .flaky, passed: 4, errors: 0),
        StatusCase(label: "one pass in five", runs: Fixtures.runs(n: 5, c: 1), status: .flaky, passed: 1, errors: 0),
        StatusCase(label: "only error runs", runs: Fixtures.runs(n: 0, c: 0, errors: 3), status: .error, passed: 0, errors: 3),
        // Error runs get no verdict: the status comes from the other runs.
        StatusCase(label: "passes and errors", runs: Fixtures.runs(n: 2, c: 2, errors: 3), status: .pass, passed: 2, errors: 3),
        StatusCase(label: "failures and errors", runs: Fixtures.runs(n: 1, c: 0, errors: 4), status: .fail, passed: 0, errors: 4),
        StatusCase(label: "grades nothing", runs: [RunResult(run: 1), RunResult(run: 2)], status: .pass, passed: 2, errors: 0),
        StatusCase(label: "no runs at all", runs: [], status: .error, passed: 0, errors: 0),
    ]

    @Test(arguments: statusCases)
    func status(_ c: StatusCase) {
        let summary = ScenarioSummary(Fixtures.scenario("s", c.runs))
        #expect(summary.status == c.status)
        #expect(summary.passed == c.passed)
        #expect(summary.errors == c.errors)
        #expect(summary.runs == c.runs.count)
    }

    @Test func metricsCountOnlyApplicableErrorFreeRuns() {
        let runs = [
            RunResult(run: 1, checks: [
                CheckResult(kind: .calls, turn: 1, line: 5, passed: true),
                CheckResult(kind: .finds, turn: 1, line: 8, passed: false, message: "expected ReservationEntity; found none"),
            ]),
            RunResult(run: 2, checks: [
                CheckResult(kind: .calls, turn: 1, line: 5, passed: true),
                CheckResult(kind: .finds, turn: 1, line: 8, passed: true),
            ]),
            RunResult(run: 3, error: "timeout", checks: []),
        ]
        let summary = ScenarioSummary(Fixtures.scenario("s", runs))
        #expect(summary.metric(.intentsAllPass) == MetricCount(passed: 2, total: 2))
        #expect(summary.metric(.foundEntitiesAllPass) == MetricCount(passed: 1, total: 2))
        #expect(summary.metric(.allPass) == MetricCount(passed: 1, total: 2))
        #expect(summary.metric(.onScreenEntitiesAllPass) == nil)
        #expect(summary.metric(.siriResponseAllPass) == nil)
        #expect(summary.metric(.skillsLoadedAllPass) == nil)
        #expect(summary.status == .flaky)
        #expect((summary.gradedRuns, summary.gradedPassed) == (2, 1))
        #expect(summary.runErrors == [RunError(run: 3, message: "timeout")])
    }

    @Test func failuresAreListedInRunOrderWithTheirPlace() {
        let runs = [
            RunResult(run: 1, checks: [CheckResult(kind: .calls, turn: 1, line: 12, passed: true)]),
            RunResult(run: 2, checks: [
                CheckResult(kind: .disallowed, turn: 0, line: 7, passed: false, message: "PayDeposit ran"),
                CheckResult(kind: .calls, turn: 2, line: 17, passed: false, message: "expected ChangePartySize"),
            ]),
            RunResult(run: 3, checks: [CheckResult(kind: .response, turn: 1, line: 20, passed: false, message: "no '7:30'")]),
        ]
        let summary = ScenarioSummary(Fixtures.scenario("s", runs))
        #expect(summary.failures == [
            CheckFailure(run: 2, turn: 0, check: .disallowed, line: 7, message: "PayDeposit ran"),
            CheckFailure(run: 2, turn: 2, check: .calls, line: 17, message: "expected ChangePartySize"),
            CheckFailure(run: 3, turn: 1, check: .response, line: 20, message: "no '7:30'"),
        ])
    }

    @Test func notesAreKeptOnceInOrder() {
        let runs = [
            RunResult(run: 1, notes: ["preferred skill 'b' not loaded", "preferred skill 'a' not loaded"]),
            RunResult(run: 2, notes: ["preferred skill 'a' not loaded"]),
        ]
        let summary = ScenarioSummary(Fixtures.scenario("s", runs))
        #expect(summary.notes == ["preferred skill 'b' not loaded", "preferred skill 'a' not loaded"])
    }
}
