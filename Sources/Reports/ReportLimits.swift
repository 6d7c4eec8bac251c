import Metrics

/// Keeps the reports meant for people short however large the suite, so that
/// report.md fits a pull request comment and the terminal summary fits a
/// screen: they list the worst scenarios, then count the rest, which
/// report.json and junit.xml always list in full.
public enum ReportLimits {
    /// report.md stays under this many bytes of UTF-8, and so under as many
    /// characters: GitHub takes at most 65,536 characters in a pull request
    /// comment and 1 MiB in a job summary.
    public static let markdownBytes = 60_000
    /// Failing and flaky scenarios that report.md lists at most, worst first.
    public static let markdownScenarios = 50
    /// Scenarios with error runs that report.md lists at most.
    public static let markdownErrors = 20
    /// Warnings that report.md lists at most.
    public static let markdownWarnings = 20

    /// Failing scenarios that the terminal summary lists at most.
    public static let terminalFailing = 20
    /// Flaky scenarios that the terminal summary lists at most.
    public static let terminalFlaky = 10
    /// Scenarios with no error-free run that the terminal summary lists at most.
    public static let terminalErrors = 10

    /// Characters of one failure, error or warning message shown in report.md
    /// or on the terminal; a resolver's answer can be pages long.
    public static let messageCharacters = 400
    /// Characters of a resolver setting shown in a heading (a replay of many
    /// recording files lists them all).
    public static let settingCharacters = 100

    /// The scenarios ordered worst first: `fail` before `flaky` before the
    /// rest, then the lowest share of passing error-free runs, then the most
    /// failing runs, then the order they were loaded in.
    public static func worstFirst(_ scenarios: [ScenarioSummary]) -> [ScenarioSummary] {
        func rank(_ status: ScenarioStatus) -> Int {
            switch status {
            case .fail: 0
            case .flaky: 1
            case .error: 2
            case .pass: 3
            }
        }
        return scenarios.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            if rank(x.status) != rank(y.status) { return rank(x.status) < rank(y.status) }
            // passed/runs compared without division: x.p / x.n < y.p / y.n.
            let left = x.passed * max(y.errorFreeRuns, 1), right = y.passed * max(x.errorFreeRuns, 1)
            if left != right { return left < right }
            let (xFailed, yFailed) = (x.errorFreeRuns - x.passed, y.errorFreeRuns - y.passed)
            if xFailed != yFailed { return xFailed > yFailed }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// The scenarios with error runs, those with no error-free run first, then
    /// the most error runs, then the order they were loaded in.
    public static func mostErrorsFirst(_ scenarios: [ScenarioSummary]) -> [ScenarioSummary] {
        scenarios.enumerated().filter { $0.element.errors > 0 }.sorted { a, b in
            let (x, y) = (a.element, b.element)
            if (x.status == .error) != (y.status == .error) { return x.status == .error }
            if x.errors != y.errors { return x.errors > y.errors }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// `text` cut to `limit` characters, ending in `…` when it was cut.
    public static func shortened(_ text: String, to limit: Int = messageCharacters) -> String {
        guard text.count > limit else { return text }
        return String(text.prefix(max(0, limit - 1))) + "…"
    }
}
