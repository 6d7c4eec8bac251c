import Metrics
import Results

/// Writes report.md for the reviewer of a pull request: the gate's verdict
/// first, then the headline metrics with how sure they are, pass^k, what
/// failed and why, and the gate's checks. Readable as a GitHub comment or a
/// CI job summary, so it uses only tables, lists and headings.
public enum MarkdownReport {
    /// How many failure messages a failing or flaky scenario shows; the rest
    /// are in report.json and junit.xml.
    public static let failuresShown = 3

    /// The text of report.md, ending with a newline.
    public static func text(_ report: Report) -> String {
        var lines: [String] = []
        lines += title(report)
        lines += metrics(report.summary)
        lines += passK(report.summary)
        lines += problems(report.summary)
        lines += errors(report.summary)
        lines += gate(report.gate)
        lines += warnings(report)
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }

    static func title(_ report: Report) -> [String] {
        let summary = report.summary
        let verdict: String
        if report.gate.checks.isEmpty {
            verdict = "✅ Intent evaluation: no gate thresholds"
        } else if report.gate.passed {
            verdict = "✅ Intent evaluation: gate passed"
        } else {
            let failed = report.gate.failures.count
            verdict = "❌ Intent evaluation: gate failed (\(failed) of \(report.gate.checks.count) \(report.gate.checks.count == 1 ? "check" : "checks"))"
        }
        var resolver = Markdown.code(report.resolver.name)
        if !report.resolver.settings.isEmpty {
            resolver += " (" + report.resolver.settings.map { "\(Markdown.text($0.key)): \(Markdown.code($0.value))" }.joined(separator: ", ") + ")"
        }
        let statuses = ScenarioStatus.allCases.map { "\(summary.count($0)) \($0.rawValue)" }.joined(separator: ", ")
        return [
            "## \(verdict)",
            "",
            "**Resolver:** \(resolver) · **Runs:** \(report.runs) per scenario · "
                + "**Scenarios:** \(summary.scenarios.count) (\(statuses)) · "
                + "**Error runs:** \(summary.errors) · **Time:** \(NumberText.fixed(report.durationSeconds, places: 1)) s",
            "",
        ]
    }

    static func metrics(_ summary: EvaluationSummary) -> [String] {
        var lines = [
            "### Metrics",
            "",
            Markdown.row(["Metric", "Mean", "Passed", "95% interval"]),
            "|---|---:|---:|---|",
        ]
        for metric in Metric.allCases {
            if let result = summary.metric(metric) {
                lines.append(Markdown.row([
                    metric.rawValue,
                    NumberText.percent(result.mean),
                    "\(result.passed)/\(result.total)",
                    "\(NumberText.percent(result.ci95.low)) – \(NumberText.percent(result.ci95.high))",
                ]))
            } else {
                lines.append(Markdown.row([metric.rawValue, "—", "—", "no run had \(Gate.applicability(of: metric))"]))
            }
        }
        lines += ["", "Means are over error-free runs; error runs are counted apart.", ""]
        return lines
    }

    static func passK(_ summary: EvaluationSummary) -> [String] {
        guard summary.maxK > 0 else {
            return ["### pass^k", "", "No scenario had an error-free run that graded anything.", ""]
        }
        let ks = Array(1...summary.maxK)
        return [
            "### pass^k and pass@k",
            "",
            Markdown.row(["k"] + ks.map(String.init)),
            "|---|" + String(repeating: "---:|", count: ks.count),
            Markdown.row(["pass^k (all k runs pass)"] + summary.passHatK.map(NumberText.percent)),
            Markdown.row(["pass@k (some run of k passes)"] + summary.passAtK.map(NumberText.percent)),
            "",
            "Over \(summary.passKScenarioCount) \(summary.passKScenarioCount == 1 ? "scenario" : "scenarios"); "
                + "k goes up to the fewest error-free runs of any scenario.",
            "",
        ]
    }

    static func problems(_ summary: EvaluationSummary) -> [String] {
        let failing = summary.scenarios.filter(\.status.isFailure)
        guard !failing.isEmpty else { return [] }
        var lines = ["### Failing and flaky scenarios", ""]
        for scenario in failing {
            let icon = scenario.status == .fail ? "❌" : "⚠️"
            var heading = "- \(icon) \(Markdown.code(scenario.id)): **\(scenario.status.rawValue)**, "
                + "\(scenario.passed)/\(scenario.errorFreeRuns) runs passed"
            if scenario.errors > 0 { heading += " (\(scenario.errors) error \(scenario.errors == 1 ? "run" : "runs") left out)" }
            if !scenario.name.isEmpty { heading += " · *\(Markdown.text(scenario.name))*" }
            lines.append(heading)
            for failure in scenario.failures.prefix(failuresShown) {
                let place = Markdown.code("\(scenario.file):\(failure.line)")
                let turn = failure.turn == 0 ? "scenario-wide" : "turn \(failure.turn)"
                lines.append("  - run \(failure.run), \(turn), \(place) (\(failure.check.rawValue)): \(Markdown.text(failure.message))")
            }
            let more = scenario.failures.count - failuresShown
            if more > 0 { lines.append("  - … and \(more) more \(more == 1 ? "failure" : "failures") in report.json") }
        }
        lines.append("")
        return lines
    }

    static func errors(_ summary: EvaluationSummary) -> [String] {
        let errored = summary.errored
        let partial = summary.scenarios.filter { $0.status != .error && $0.errors > 0 }
        guard !errored.isEmpty || !partial.isEmpty else { return [] }
        var lines = ["### Errors", ""]
        for scenario in errored + partial {
            let label = scenario.status == .error
                ? "**error**, no run completed"
                : "\(scenario.errors) of \(scenario.runs) runs ended in an error"
            lines.append("- 💥 \(Markdown.code(scenario.id)): \(label)")
            for error in scenario.runErrors.prefix(failuresShown) {
                lines.append("  - run \(error.run): \(Markdown.text(error.message))")
            }
            let more = scenario.runErrors.count - failuresShown
            if more > 0 { lines.append("  - … and \(more) more") }
        }
        lines.append("")
        return lines
    }

    static func gate(_ gate: GateResult) -> [String] {
        guard !gate.checks.isEmpty else { return [] }
        var lines = [
            "### Gate",
            "",
            Markdown.row(["", "Check", "Threshold", "Value", "Why"]),
            "|---|---|---:|---:|---|",
        ]
        for check in gate.checks {
            let name = check.threshold.lowerBound ? "\(check.metric) (lower bound)" : check.metric
            lines.append(Markdown.row([
                check.passed ? "✅" : "❌",
                Markdown.text(name),
                "\(Markdown.text(check.op)) \(NumberText.plain(check.threshold.min))",
                check.value.map { NumberText.plain($0) } ?? "—",
                Markdown.text(check.message),
            ]))
        }
        lines.append("")
        return lines
    }

    static func warnings(_ report: Report) -> [String] {
        var items = report.warnings.map { "- ⚠️ \(Markdown.text($0))" }
        for scenario in report.summary.scenarios {
            items += scenario.warnings.map { "- ⚠️ \(Markdown.code(scenario.id)): \(Markdown.text($0))" }
        }
        guard !items.isEmpty else { return [] }
        return ["### Warnings", ""] + items + [""]
    }
}
