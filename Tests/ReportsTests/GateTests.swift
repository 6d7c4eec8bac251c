import Metrics
import Results
import Testing
@testable import Reports

struct GateTests {
    struct Case: Sendable, CustomStringConvertible {
        var threshold: GateThreshold
        var passed: Bool
        var value: Double?
        var message: String
        var description: String { threshold.description }
    }

    /// Against `Fixtures.summary`: intentsAllPass 45/50 = 0.9 with interval
    /// [0.7864, 0.9565]; pass^k up to k = 5; no error runs.
    static let cases: [Case] = [
        Case(threshold: GateThreshold(target: .metric(.intentsAllPass), min: 0.9), passed: true, value: 0.9,
             message: "intentsAllPass = 0.9 (45/50) >= 0.9"),
        Case(threshold: GateThreshold(target: .metric(.intentsAllPass), min: 0.95), passed: false, value: 0.9,
             message: "intentsAllPass = 0.9 (45/50) is below 0.95"),
        // Lower bound: Wilson low of 45/50 is 0.7864 (see WilsonIntervalTests).
        Case(threshold: GateThreshold(target: .metric(.intentsAllPass), min: 0.78, lowerBound: true), passed: true, value: 0.7863977,
             message: "intentsAllPass lower bound = 0.7864 (95% interval of 45/50) >= 0.78"),
        Case(threshold: GateThreshold(target: .metric(.intentsAllPass), min: 0.8, lowerBound: true), passed: false, value: 0.7863977,
             message: "intentsAllPass lower bound = 0.7864 (95% interval of 45/50) is below 0.8"),
        Case(threshold: GateThreshold(target: .metric(.onScreenEntitiesAllPass), min: 0.5), passed: false, value: nil,
             message: "onScreenEntitiesAllPass is null: no run had an onScreen check"),
        Case(threshold: GateThreshold(target: .metric(.skillsLoadedAllPass), min: 0), passed: false, value: nil,
             message: "skillsLoadedAllPass is null: no run had a required loads check"),
        // pass^2 = 0.8, pass@2 = 0.9 (see Fixtures).
        Case(threshold: GateThreshold(target: .passHatK(2), min: 0.8), passed: true, value: 0.8,
             message: "passHatK.2 = 0.8 >= 0.8"),
        Case(threshold: GateThreshold(target: .passHatK(5), min: 0.8), passed: false, value: 0.75,
             message: "passHatK.5 = 0.75 is below 0.8"),
        Case(threshold: GateThreshold(target: .passAtK(2), min: 0.9), passed: true, value: 0.9,
             message: "passAtK.2 = 0.9 >= 0.9"),
        Case(threshold: GateThreshold(target: .passHatK(6), min: 0.5), passed: false, value: nil,
             message: "passHatK.6 is not available: k goes up to 5, the fewest graded runs of any scenario"),
        Case(threshold: GateThreshold(target: .errors, min: 0), passed: true, value: 0,
             message: "errors = 0 <= 0"),
    ]

    @Test(arguments: cases)
    func check(_ c: Case) {
        let check = Gate.check(c.threshold, on: Fixtures.summary)
        #expect(check.passed == c.passed)
        #expect(check.message == c.message)
        switch (check.value, c.value) {
        case let (value?, expected?): #expect(abs(value - expected) < 1e-6)
        case (nil, nil): break
        default: Issue.record("value \(String(describing: check.value)), expected \(String(describing: c.value))")
        }
    }

    @Test(arguments: [(">=", GateThreshold.Target.metric(.allPass)), (">=", .passHatK(1)), (">=", .passAtK(1)), ("<=", .errors)])
    func operators(_ op: String, _ target: GateThreshold.Target) {
        #expect(Gate.check(GateThreshold(target: target, min: 0), on: Fixtures.summary).op == op)
    }

    static let withErrors = EvaluationSummary([
        ScenarioResult(id: "a.yaml#x", name: "x", file: "a.yaml", line: 1, tags: [], runs: [
            RunResult(run: 1, error: "timeout"),
            RunResult(run: 2, error: "timeout"),
        ]),
    ])

    @Test(arguments: [(1.0, false, "errors = 2 is above the maximum 1"), (2.0, true, "errors = 2 <= 2")])
    func errorsAreAMaximum(_ max: Double, _ passed: Bool, _ message: String) {
        let check = Gate.check(GateThreshold(target: .errors, min: max), on: Self.withErrors)
        #expect(check.passed == passed)
        #expect(check.message == message)
        #expect(check.value == 2)
    }

    @Test func nullMetricSaysErrorRunsWereLeftOut() {
        let check = Gate.check(GateThreshold(target: .metric(.intentsAllPass), min: 0.9), on: Self.withErrors)
        #expect(!check.passed)
        #expect(check.message == "intentsAllPass is null: no run had a calls or disallowed check (2 error runs left out)")
        let k = Gate.check(GateThreshold(target: .passAtK(1), min: 0.9), on: Self.withErrors)
        #expect(k.message == "passAtK.1 is not available: no scenario had an error-free run that graded anything")
    }

    @Test func resultPassesOnlyWhenEveryCheckHolds() {
        let holds = GateThreshold(target: .metric(.allPass), min: 0.8)
        let fails = GateThreshold(target: .metric(.allPass), min: 0.9)
        #expect(Gate.evaluate([], on: Fixtures.summary).passed)
        #expect(Gate.evaluate([], on: Fixtures.summary).exitStatus == 0)
        #expect(Gate.evaluate([holds], on: Fixtures.summary).passed)
        let mixed = Gate.evaluate([holds, fails], on: Fixtures.summary)
        #expect(!mixed.passed)
        #expect(mixed.exitStatus == 1)
        #expect(mixed.checks.map(\.passed) == [true, false])
        #expect(mixed.failures.map(\.threshold) == [fails])
    }

    @Test func roundingNoiseDoesNotFailAThreshold() {
        // 0.1 + 0.2 = 0.30000000000000004 and 0.7 − 0.4 = 0.29999999999999993:
        // a pass^k of 0.29999999999999993 must hold against 0.3.
        let summary = EvaluationSummary([
            ScenarioResult(id: "a#a", name: "a", file: "a", line: 1, tags: [], runs: (1...10).map {
                RunResult(run: $0, checks: [CheckResult(kind: .calls, turn: 1, line: 1, passed: $0 <= 3)])
            }),
        ])
        #expect(Gate.check(GateThreshold(target: .passHatK(1), min: 0.7 - 0.4), on: summary).passed)
    }
}
