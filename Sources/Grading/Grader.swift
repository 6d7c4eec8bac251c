import JSON
import Results
import Scenarios
import Transcripts

/// Grades one run's transcript against its scenario with the semantics of
/// Apple's Siri Evaluations, as scenario-format.md states them.
///
/// Each expectation is graded only against the turn it is written on; the
/// scenario-wide `expect:` block against all turns together (turn 0).
public enum Grader {
    public static func grade(_ scenario: Scenario, _ transcript: Transcript) -> RunResult {
        var result = RunResult(run: transcript.run)
        if let error = transcript.error {
            result.error = error
            return result
        }
        for (index, turn) in scenario.turns.enumerated() {
            let actual = index < transcript.turns.count ? transcript.turns[index] : nil
            grade(turn.expectations, against: actual.map { [$0] } ?? [], turn: index + 1, into: &result)
            if let response = turn.expectations.response.nilIfEmpty {
                for check in response {
                    result.checks.append(ResponseGrader.grade(check, response: actual?.response, turn: index + 1))
                }
            }
        }
        grade(scenario.expect, against: transcript.turns, turn: 0, into: &result)
        return result
    }

    /// Grades calls, disallowed, finds, onScreen and loads against the given
    /// turns taken together (one turn, or all of them for `expect:`).
    static func grade(_ expectations: Expectations, against turns: [TranscriptTurn], turn: Int, into result: inout RunResult) {
        guard !expectations.isEmpty || !expectations.preferredSkills.isEmpty else { return }
        // Gathered only for the kinds of check present: most turns check one or two.
        if !expectations.callGroups.isEmpty || !expectations.disallowed.isEmpty {
            let invocations = turns.count == 1 ? turns[0].invocations : turns.flatMap(\.invocations)
            for group in expectations.callGroups {
                result.checks += CallGrader.grade(group, invocations: invocations, turn: turn)
            }
            for item in expectations.disallowed {
                result.checks.append(CallGrader.gradeDisallowed(item, invocations: invocations, turn: turn))
            }
        }
        if !expectations.finds.isEmpty {
            result.checks += EntityGrader.gradeFinds(expectations.finds, found: turns.flatMap(\.found), turn: turn)
        }
        if !expectations.onScreen.isEmpty {
            result.checks += EntityGrader.gradeOnScreen(expectations.onScreen, onScreen: turns.flatMap(\.onScreen), turn: turn)
        }
        let loaded = turns.flatMap(\.skills)
        for skill in expectations.requiredSkills {
            let passed = loaded.contains(skill.name)
            result.checks.append(CheckResult(
                kind: .loads, turn: turn, line: skill.line, passed: passed,
                message: passed ? "" : "expected skill '\(skill.name)' to load; loaded \(Describe.list(loaded.map { "'\($0)'" }, none: "no skills"))"
            ))
        }
        for skill in expectations.preferredSkills where !loaded.contains(skill.name) {
            result.notes.append("turn \(turn): preferred skill '\(skill.name)' was not loaded (not graded)")
        }
    }
}

extension Array {
    var nilIfEmpty: Self? { isEmpty ? nil : self }
}
