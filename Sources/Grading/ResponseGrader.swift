import Results
import Scenarios

/// Grades `response` checks against the turn's response text.
enum ResponseGrader {
    /// A turn with no response text fails every response check, even
    /// `notContains`: there was nothing to check. An empty response is no
    /// response text (transcript-format.md: an empty key may be left out).
    static func grade(_ check: ResponseCheck, response: String?, turn: Int) -> CheckResult {
        let expected: String
        switch check.kind {
        case .contains: expected = "the response to contain \"\(check.text)\""
        case .notContains: expected = "the response not to contain \"\(check.text)\""
        case .matches: expected = "the response to match /\(check.text)/"
        }
        let suffix = check.caseSensitive ? "" : " (ignoring case)"
        guard let response, !response.isEmpty else {
            return CheckResult(kind: .response, turn: turn, line: check.line, passed: false, message: "expected \(expected)\(suffix); got no response")
        }
        let passed: Bool
        switch check.kind {
        case .contains: passed = contains(response, check.text, caseSensitive: check.caseSensitive)
        case .notContains: passed = !contains(response, check.text, caseSensitive: check.caseSensitive)
        case .matches: passed = check.pattern?.matches(response) ?? false
        }
        return CheckResult(
            kind: .response, turn: turn, line: check.line, passed: passed,
            message: passed ? "" : "expected \(expected)\(suffix); got \"\(response)\""
        )
    }

    /// Plain substring matching, as `SiriResponse.Text.contains` does.
    static func contains(_ text: String, _ part: String, caseSensitive: Bool) -> Bool {
        if caseSensitive { return text.contains(part) }
        return text.lowercased().contains(part.lowercased())
    }
}
