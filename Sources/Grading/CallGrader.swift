import JSON
import Results
import Scenarios
import Transcripts

/// Grades `calls` and `disallowed` against a turn's invocations.
enum CallGrader {
    /// Whether an invocation satisfies a call expectation: same intent, an
    /// outcome the expectation accepts, and every named parameter matching.
    static func matches(_ call: CallExpectation, _ invocation: Invocation) -> Bool {
        invocation.intent == call.intent
            && call.outcomes.contains(invocation.outcome)
            && call.params.allSatisfy { $0.matcher.matches(invocation.arguments[$0.name]) }
    }

    /// One check per listed call. Ordered groups match distinct invocations
    /// in the listed order, with any extra invocations allowed around them
    /// (Apple: Calls does not catch extra calls); unordered groups match
    /// distinct invocations in any order.
    static func grade(_ group: CallGroup, invocations: [Invocation], turn: Int) -> [CheckResult] {
        group.ordered ? gradeOrdered(group.calls, invocations, turn: turn) : gradeUnordered(group.calls, invocations, turn: turn)
    }

    private static func gradeOrdered(_ calls: [CallExpectation], _ invocations: [Invocation], turn: Int) -> [CheckResult] {
        // Greedy earliest matching finds an in-order assignment whenever one exists.
        var next = 0
        // The last listed call that matched, which a later one must follow.
        var previous: CallExpectation?
        return calls.map { call in
            if let index = invocations[next...].firstIndex(where: { matches(call, $0) }) {
                next = index + 1
                previous = call
                return CheckResult(kind: .calls, turn: turn, line: call.line, passed: true)
            }
            var message = "expected \(Describe.call(call))"
            if let previous, invocations[..<next].contains(where: { matches(call, $0) }) {
                message += " after \(Describe.call(previous)) (calls are ordered)"
            }
            return CheckResult(kind: .calls, turn: turn, line: call.line, passed: false, message: message + "; got \(Describe.invocations(invocations))")
        }
    }

    private static func gradeUnordered(_ calls: [CallExpectation], _ invocations: [Invocation], turn: Int) -> [CheckResult] {
        let assignment = BipartiteMatching.match(calls.count, invocations.count) { matches(calls[$0], invocations[$1]) }
        return calls.enumerated().map { index, call in
            if assignment[index] != nil {
                return CheckResult(kind: .calls, turn: turn, line: call.line, passed: true)
            }
            let alone = invocations.contains { matches(call, $0) }
            let message = "expected \(Describe.call(call))\(alone ? " on an invocation of its own" : ""); got \(Describe.invocations(invocations))"
            return CheckResult(kind: .calls, turn: turn, line: call.line, passed: false, message: message)
        }
    }

    /// Fails when any invocation of the intent (with matching parameters,
    /// where given) has an outcome the item counts: by default any outcome
    /// but `needsInput`, so a call Siri asked to confirm, or one with no
    /// reported outcome, is caught too.
    static func gradeDisallowed(_ item: CallExpectation, invocations: [Invocation], turn: Int) -> CheckResult {
        let offending = invocations.filter { matches(item, $0) }
        guard !offending.isEmpty else {
            return CheckResult(kind: .disallowed, turn: turn, line: item.line, passed: true)
        }
        return CheckResult(
            kind: .disallowed, turn: turn, line: item.line, passed: false,
            message: "expected no \(Describe.call(item)); got \(Describe.invocations(offending))"
        )
    }
}
