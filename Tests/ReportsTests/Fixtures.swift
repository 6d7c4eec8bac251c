import Foundation
import Metrics
import Results
@testable import Reports

/// An evaluation shaped after the example of report-format.md: 12 scenarios,
/// 5 runs each, no errors.
///
/// - `Dinewell/booking.yaml#book-then-resize`: calls checks, run 3 fails
///   (turn 2, line 17), so 4/5 and flaky, as in the example.
/// - `Dinewell/booking.yaml#cancel`: calls, passes 1 of 5 (flaky).
/// - `Dinewell/booking.yaml#greeting`: calls pass in all 5 runs, a response
///   check fails in runs 2–5, so allPass 1/5 (flaky).
/// - 7 more calls scenarios in `Counter/counter.yaml`, all pass.
/// - 2 finds scenarios in `Dinewell/search.yaml`, all pass.
///
/// intentsAllPass: 4 + 1 + 5 + 35 = 45 of 10·5 = 50 → 0.9.
/// foundEntitiesAllPass: 10/10. allPass: 4 + 1 + 1 + 35 + 10 = 51 of 60 → 0.85.
/// c per scenario: 4, 1, 1 and nine 5s.
/// pass^1 = 51/60 = 0.85; pass^2 = (3/5 + 0 + 0 + 9)/12 = 0.8;
/// pass^3 = (2/5 + 9)/12 = 0.78333; pass^4 = (1/5 + 9)/12 = 0.76667; pass^5 = 9/12 = 0.75.
/// pass@1 = 0.85; pass@2 = (1 + 0.4 + 0.4 + 9)/12 = 0.9 (c = 1: 1 − C(4,2)/C(5,2) = 0.4);
/// pass@3 = (1 + 0.6 + 0.6 + 9)/12 = 0.93333; pass@4 = (1 + 0.8 + 0.8 + 9)/12 = 0.96667; pass@5 = 1.
enum Fixtures {
    static let resizeMessage = "expected ChangePartySize(partySize: $0 == 6); got ChangePartySize(partySize: 5)"

    static func callsRun(_ run: Int, passes: Bool, line: Int = 12) -> RunResult {
        RunResult(run: run, checks: [
            CheckResult(kind: .calls, turn: 1, line: 12, passed: true),
            CheckResult(kind: .calls, turn: 2, line: line, passed: passes, message: passes ? "" : resizeMessage),
        ])
    }

    static let results: [ScenarioResult] = {
        var results: [ScenarioResult] = []
        results.append(ScenarioResult(
            id: "Dinewell/booking.yaml#book-then-resize",
            name: "Book, then change the party size without naming the app",
            file: "Dinewell/booking.yaml", line: 9, tags: ["booking", "smoke"],
            runs: (1...5).map { callsRun($0, passes: $0 != 3, line: 17) }))
        results.append(ScenarioResult(
            id: "Dinewell/booking.yaml#cancel", name: "Cancel", file: "Dinewell/booking.yaml", line: 30, tags: ["booking"],
            runs: (1...5).map { RunResult(run: $0, checks: [
                CheckResult(kind: .calls, turn: 1, line: 33, passed: $0 == 1, message: $0 == 1 ? "" : "expected CancelReservation; got nothing"),
            ]) }))
        results.append(ScenarioResult(
            id: "Dinewell/booking.yaml#greeting", name: "Greeting", file: "Dinewell/booking.yaml", line: 40, tags: [],
            runs: (1...5).map { RunResult(run: $0, checks: [
                CheckResult(kind: .calls, turn: 1, line: 43, passed: true),
                CheckResult(kind: .response, turn: 1, line: 44, passed: $0 == 1, message: $0 == 1 ? "" : "response lacks 'Luca'"),
            ]) }))
        for i in 1...7 {
            results.append(ScenarioResult(
                id: "Counter/counter.yaml#count-\(i)", name: "Count \(i)", file: "Counter/counter.yaml", line: i * 10, tags: [],
                runs: (1...5).map { RunResult(run: $0, checks: [CheckResult(kind: .calls, turn: 1, line: i * 10 + 2, passed: true)]) }))
        }
        for i in 1...2 {
            results.append(ScenarioResult(
                id: "Dinewell/search.yaml#find-\(i)", name: "Find \(i)", file: "Dinewell/search.yaml", line: i * 10, tags: [],
                runs: (1...5).map { RunResult(run: $0, checks: [CheckResult(kind: .finds, turn: 1, line: i * 10 + 2, passed: true)]) }))
        }
        return results
    }()

    static let summary = EvaluationSummary(results)

    static let startedAt = try! Date("2026-12-01T10:00:00Z", strategy: .iso8601)

    static func report(gate thresholds: [GateThreshold] = [GateThreshold(target: .metric(.intentsAllPass), min: 0.95)],
                       summary: EvaluationSummary = summary) -> Report {
        Report(
            toolName: "evaluate", toolVersion: "0.1.0", startedAt: startedAt, durationSeconds: 1.9,
            resolver: ResolverInfo(name: "replay"), runs: 5, summary: summary,
            gate: Gate.evaluate(thresholds, on: summary))
    }
}
