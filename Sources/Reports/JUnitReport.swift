import Metrics
import Results

/// Writes junit.xml so that any CI system shows the scenarios as tests
/// without extra tools: one `<testsuite>` per scenario file, one
/// `<testcase>` per scenario, `<failure>` for `fail` and `flaky` (type says
/// which) and `<error>` for `error`.
///
/// Every failure message goes into the element's text, one per line, with
/// its run, turn and line; the `message` attribute holds a one-line summary
/// and the first failure, which is what most CI pages show. Run errors of a
/// scenario that still had error-free runs, warnings and notes go to
/// `<system-out>`. A scenario's time comes from `Report.scenarioDurations`,
/// 0 when not measured.
public enum JUnitReport {
    /// The text of junit.xml, ending with a newline.
    public static func text(_ report: Report) -> String {
        let scenarios = report.summary.scenarios
        var files: [String] = []
        var byFile: [String: [ScenarioSummary]] = [:]
        for scenario in scenarios {
            if byFile[scenario.file] == nil { files.append(scenario.file) }
            byFile[scenario.file, default: []].append(scenario)
        }

        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        lines.append("<testsuites name=\"\(XML.attribute(report.toolName))\" tests=\"\(scenarios.count)\""
            + " failures=\"\(scenarios.count { $0.status.isFailure })\" errors=\"\(scenarios.count { $0.status == .error })\""
            + " time=\"\(NumberText.fixed(report.durationSeconds, places: 3))\" timestamp=\"\(XML.attribute(report.startedAtText))\">")
        for file in files {
            let suite = byFile[file]!
            let time = suite.reduce(0.0) { $0 + (report.scenarioDurations[$1.id] ?? 0) }
            lines.append("  <testsuite name=\"\(XML.attribute(file))\" tests=\"\(suite.count)\""
                + " failures=\"\(suite.count { $0.status.isFailure })\" errors=\"\(suite.count { $0.status == .error })\""
                + " skipped=\"0\" time=\"\(NumberText.fixed(time, places: 3))\" timestamp=\"\(XML.attribute(report.startedAtText))\">")
            for scenario in suite {
                lines += testcase(scenario, time: report.scenarioDurations[scenario.id] ?? 0)
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    static func testcase(_ scenario: ScenarioSummary, time: Double) -> [String] {
        let open = "    <testcase classname=\"\(XML.attribute(scenario.file))\" name=\"\(XML.attribute(scenario.id))\""
            + " time=\"\(NumberText.fixed(time, places: 3))\""
        var body: [String] = []
        switch scenario.status {
        case .fail, .flaky:
            var summary = "\(scenario.status.rawValue): \(scenario.passed) of \(scenario.errorFreeRuns) runs passed"
            if let first = scenario.failures.first { summary += "; \(describe(first))" }
            let text = scenario.failures.map(describe).joined(separator: "\n")
            body.append("      <failure message=\"\(XML.attribute(summary))\" type=\"\(scenario.status.rawValue)\">\(XML.text(text))</failure>")
        case .error:
            var summary = "no run completed: \(scenario.errors) error \(scenario.errors == 1 ? "run" : "runs")"
            if let first = scenario.runErrors.first { summary += "; run \(first.run): \(first.message)" }
            let text = scenario.runErrors.map { "run \($0.run): \($0.message)" }.joined(separator: "\n")
            body.append("      <error message=\"\(XML.attribute(summary))\" type=\"error\">\(XML.text(text))</error>")
        case .pass:
            break
        }
        var output: [String] = []
        if scenario.status != .error {
            output += scenario.runErrors.map { "error in run \($0.run): \($0.message)" }
        }
        output += scenario.warnings.map { "warning: \($0)" }
        output += scenario.notes.map { "note: \($0)" }
        if !output.isEmpty {
            body.append("      <system-out>\(XML.text(output.joined(separator: "\n")))</system-out>")
        }
        if body.isEmpty { return [open + "/>"] }
        return [open + ">"] + body + ["    </testcase>"]
    }

    /// `run 3, turn 2, line 17 (calls): expected …`; turn 0 is the
    /// scenario-wide `expect:` block.
    static func describe(_ failure: CheckFailure) -> String {
        let turn = failure.turn == 0 ? "scenario-wide" : "turn \(failure.turn)"
        return "run \(failure.run), \(turn), line \(failure.line) (\(failure.check.rawValue)): \(failure.message)"
    }
}
