import Metrics
import Results

/// The short summary printed at the end of a run: the headline metrics, the
/// failing, flaky and error scenarios with their first failure, the gate, and
/// where the reports are. Plain text, for a terminal or a CI log, and short
/// however large the suite: at most ``ReportLimits/terminalFailing`` failing,
/// ``ReportLimits/terminalFlaky`` flaky and ``ReportLimits/terminalErrors``
/// error scenarios are listed, worst first, then how many more there are.
public enum TerminalSummary {
    /// Failure messages shown per scenario; the reports have them all.
    public static let failuresShown = 2

    /// `color` wraps verdicts in ANSI colours (only for a terminal).
    public static func text(_ report: Report, reports: [String], color: Bool = false) -> String {
        let paint = Paint(enabled: color)
        let summary = report.summary
        var lines: [String] = []
        var resolver = report.resolver.name
        if !report.resolver.settings.isEmpty {
            resolver += " (" + report.resolver.settings.map { "\($0.key): \(ReportLimits.shortened($0.value, to: ReportLimits.settingCharacters))" }.joined(separator: ", ") + ")"
        }
        lines.append("")
        lines.append("\(summary.scenarios.count) scenario\(summary.scenarios.count == 1 ? "" : "s") × \(report.runs) run\(report.runs == 1 ? "" : "s") with \(resolver) in \(NumberText.fixed(report.durationSeconds, places: 2)) s")
        lines.append("")
        lines.append(pad("metric", 26) + pad("mean", 8, right: true) + pad("passed", 11, right: true) + "   95% interval")
        for metric in Metric.allCases {
            guard let value = summary.metric(metric) else {
                lines.append(pad(metric.rawValue, 26) + pad("n/a", 8, right: true))
                continue
            }
            lines.append(
                pad(metric.rawValue, 26) + pad(NumberText.percent(value.mean), 8, right: true)
                    + pad("\(value.passed)/\(value.total)", 11, right: true)
                    + "   \(NumberText.percent(value.ci95.low))–\(NumberText.percent(value.ci95.high))"
            )
        }
        if summary.maxK > 0 {
            let hat = (1...summary.maxK).map { "k=\($0) \(NumberText.fixed(summary.passHatK[$0 - 1], places: 2))" }.joined(separator: "  ")
            lines.append("pass^k    \(hat)")
        }
        if summary.errors > 0 {
            lines.append("\(summary.errors) error run\(summary.errors == 1 ? "" : "s") left out of every average")
        }
        let full = reports.filter { $0.hasSuffix("report.json") || $0.hasSuffix("junit.xml") }
        let sections = [
            ("Failing", ScenarioStatus.fail, paint.red("✗"), ReportLimits.terminalFailing),
            ("Flaky", .flaky, paint.yellow("~"), ReportLimits.terminalFlaky),
            ("Errors", .error, paint.red("!"), ReportLimits.terminalErrors),
        ]
        for (title, status, mark, limit) in sections {
            let scenarios = summary.scenarios.filter { $0.status == status }
            guard !scenarios.isEmpty else { continue }
            lines.append("")
            lines.append("\(title) (\(scenarios.count)):")
            for scenario in ReportLimits.worstFirst(scenarios).prefix(limit) {
                lines.append("  \(mark) \(scenario.id)  \(scenario.passed)/\(scenario.errorFreeRuns) passed\(scenario.errors > 0 ? ", \(scenario.errors) error run\(scenario.errors == 1 ? "" : "s")" : "")")
                for failure in scenario.failures.prefix(failuresShown) {
                    let turn = failure.turn == 0 ? "expect" : "turn \(failure.turn)"
                    lines.append("      \(scenario.file):\(failure.line): run \(failure.run), \(turn): \(ReportLimits.shortened(failure.message))")
                }
                if status == .error, let error = scenario.runErrors.first {
                    lines.append("      run \(error.run): \(ReportLimits.shortened(error.message))")
                }
                // A stale recording's message is already the run error shown above.
                for warning in scenario.warnings.prefix(failuresShown) where !(status == .error && warning == scenario.runErrors.first?.message) {
                    lines.append("      warning: \(ReportLimits.shortened(warning))")
                }
            }
            let more = scenarios.count - limit
            if more > 0 {
                let pointer = full.isEmpty ? "" : "; all are in \(full.joined(separator: " and "))"
                lines.append("  … and \(more) more\(pointer)")
            }
        }
        lines.append("")
        lines.append(contentsOf: gateLines(report.gate, color: color))
        if !reports.isEmpty { lines.append("Reports: \(reports.joined(separator: ", "))") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The gate's verdict and each threshold that did not hold.
    public static func gateLines(_ gate: GateResult, color: Bool = false) -> [String] {
        let paint = Paint(enabled: color)
        guard !gate.checks.isEmpty else { return ["Gate: no thresholds"] }
        if gate.passed { return ["Gate: \(paint.green("passed")) (\(gate.checks.count) threshold\(gate.checks.count == 1 ? "" : "s"))"] }
        return ["Gate: \(paint.red("FAILED"))"] + gate.failures.map { "  \(paint.red("✗")) \($0.message)" }
    }

    /// ANSI colours, or plain text when disabled.
    struct Paint {
        var enabled: Bool
        func red(_ text: String) -> String { wrap(text, 31) }
        func green(_ text: String) -> String { wrap(text, 32) }
        func yellow(_ text: String) -> String { wrap(text, 33) }
        private func wrap(_ text: String, _ code: Int) -> String { enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
    }

    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }
}
