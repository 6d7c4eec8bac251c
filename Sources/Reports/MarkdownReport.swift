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

    /// The text of report.md, ending with a newline, under `limit` bytes of
    /// UTF-8 (``ReportLimits/markdownBytes``) however many scenarios failed:
    /// the headline, metrics, pass^k and gate always, then as many of the
    /// worst failing, flaky and error scenarios and of the warnings as fit,
    /// each list ending with how many more report.json and junit.xml hold.
    public static func text(_ report: Report, limit: Int = ReportLimits.markdownBytes) -> String {
        let summary = report.summary
        let head = title(report) + metrics(summary) + passK(summary)
        let gateLines = gate(report.gate)
        var lists = [
            problems(summary),
            errors(summary),
            warnings(report),
        ]
        // What the lists may take: the rest of the limit, with room for the
        // line breaks that join the parts.
        let budget = limit - size(head) - size(gateLines) - 4
        let shares = share(budget, among: lists.map(\.wanted), minimum: [0.7, 0.2, 0.1])
        for index in lists.indices { lists[index].budget = shares[index] }
        var lines = head + lists[0].lines + lists[1].lines + gateLines + lists[2].lines
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Bytes of lines joined by newlines, each with its newline.
    static func size(_ lines: [String]) -> Int {
        lines.reduce(0) { $0 + $1.utf8.count + 1 }
    }

    /// Splits `budget` bytes between lists that want `wanted` bytes each:
    /// everything when it all fits; otherwise each gets at least its share
    /// `minimum` of the budget (or what it wants, if less), and what one
    /// leaves goes to the next in order.
    static func share(_ budget: Int, among wanted: [Int], minimum: [Double]) -> [Int] {
        let budget = max(0, budget)
        if wanted.reduce(0, +) <= budget { return wanted }
        var shares = zip(wanted, minimum).map { min($0, Int(Double(budget) * $1)) }
        var left = budget - shares.reduce(0, +)
        for index in shares.indices where left > 0 {
            let more = min(left, wanted[index] - shares[index])
            shares[index] += more
            left -= more
        }
        return shares
    }

    /// A section that lists one entry per scenario or warning, cut to a
    /// budget: entries in order while they fit, then a line that counts the
    /// rest.
    struct Listing {
        var heading: [String]
        /// The entries that may be shown (at most the count limit), each as
        /// its lines.
        var entries: [[String]]
        /// How many there are in all, shown or not.
        var total: Int
        /// The last line when some are left out, given how many.
        var more: (Int) -> String
        /// Bytes the section may take; all it wants unless cut.
        var budget = Int.max

        /// Bytes of the whole section with every entry that may be shown.
        var wanted: Int {
            guard total > 0 else { return 0 }
            let left = total - entries.count
            return size(heading) + entries.reduce(0) { $0 + size($1) } + (left > 0 ? size([more(left)]) : 0) + 1
        }

        var lines: [String] {
            guard total > 0 else { return [] }
            var lines = heading
            var used = size(heading) + 1
            var shown = 0
            for entry in entries {
                // Room for this entry and for the line that counts the rest.
                let rest = total - shown - 1
                let needed = size(entry) + (rest > 0 ? size([more(rest)]) : 0)
                guard used + needed <= budget else { break }
                lines += entry
                used += size(entry)
                shown += 1
            }
            if shown == 0, size(heading) + size([more(total)]) + 1 > budget { return [] }
            if shown < total { lines.append(more(total - shown)) }
            lines.append("")
            return lines
        }
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
            resolver += " (" + report.resolver.settings.map { "\(Markdown.text($0.key)): \(Markdown.code(ReportLimits.shortened($0.value, to: ReportLimits.settingCharacters)))" }.joined(separator: ", ") + ")"
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

    /// The failing and flaky scenarios, worst first, each with its first
    /// failures.
    static func problems(_ summary: EvaluationSummary) -> Listing {
        let failing = summary.scenarios.filter(\.status.isFailure)
        let shown = ReportLimits.worstFirst(failing).prefix(ReportLimits.markdownScenarios)
        return Listing(
            heading: ["### Failing and flaky scenarios", ""],
            entries: shown.map(problem),
            total: failing.count,
            more: { "- … and \($0) more failing or flaky \($0 == 1 ? "scenario" : "scenarios"), see report.json / junit.xml" }
        )
    }

    static func problem(_ scenario: ScenarioSummary) -> [String] {
        let icon = scenario.status == .fail ? "❌" : "⚠️"
        var heading = "- \(icon) \(Markdown.code(scenario.id)): **\(scenario.status.rawValue)**, "
            + "\(scenario.passed)/\(scenario.errorFreeRuns) runs passed"
        if scenario.errors > 0 { heading += " (\(scenario.errors) error \(scenario.errors == 1 ? "run" : "runs") left out)" }
        if !scenario.name.isEmpty { heading += " · *\(Markdown.text(ReportLimits.shortened(scenario.name, to: 200)))*" }
        var lines = [heading]
        for failure in scenario.failures.prefix(failuresShown) {
            let place = Markdown.code("\(scenario.file):\(failure.line)")
            let turn = failure.turn == 0 ? "scenario-wide" : "turn \(failure.turn)"
            lines.append("  - run \(failure.run), \(turn), \(place) (\(failure.check.rawValue)): \(Markdown.text(ReportLimits.shortened(failure.message)))")
        }
        let more = scenario.failures.count - failuresShown
        if more > 0 { lines.append("  - … and \(more) more \(more == 1 ? "failure" : "failures") in report.json") }
        return lines
    }

    /// The scenarios with error runs, those that completed no run first.
    static func errors(_ summary: EvaluationSummary) -> Listing {
        let errored = ReportLimits.mostErrorsFirst(summary.scenarios)
        return Listing(
            heading: ["### Errors", ""],
            entries: errored.prefix(ReportLimits.markdownErrors).map(error),
            total: errored.count,
            more: { "- … and \($0) more \($0 == 1 ? "scenario" : "scenarios") with error runs, see report.json / junit.xml" }
        )
    }

    static func error(_ scenario: ScenarioSummary) -> [String] {
        let label = scenario.status == .error
            ? "**error**, no run completed"
            : "\(scenario.errors) of \(scenario.runs) runs ended in an error"
        var lines = ["- 💥 \(Markdown.code(scenario.id)): \(label)"]
        for error in scenario.runErrors.prefix(failuresShown) {
            lines.append("  - run \(error.run): \(Markdown.text(ReportLimits.shortened(error.message)))")
        }
        let more = scenario.runErrors.count - failuresShown
        if more > 0 { lines.append("  - … and \(more) more") }
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

    static func warnings(_ report: Report) -> Listing {
        var items = report.warnings.prefix(ReportLimits.markdownWarnings).map { ["- ⚠️ \(Markdown.text(ReportLimits.shortened($0)))"] }
        var total = report.warnings.count
        for scenario in report.summary.scenarios {
            total += scenario.warnings.count
            for warning in scenario.warnings where items.count < ReportLimits.markdownWarnings {
                items.append(["- ⚠️ \(Markdown.code(scenario.id)): \(Markdown.text(ReportLimits.shortened(warning)))"])
            }
        }
        return Listing(
            heading: ["### Warnings", ""],
            entries: items,
            total: total,
            more: { "- … and \($0) more \($0 == 1 ? "warning" : "warnings"), see report.json" }
        )
    }
}
