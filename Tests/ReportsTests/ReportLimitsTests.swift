import Metrics
import Results
import Testing
@testable import Reports

/// report.md must fit a GitHub comment and the terminal summary a screen,
/// however many scenarios fail: the worst are listed, the rest counted.
struct ReportLimitsTests {
    /// A suite with this many scenarios of each kind; every failing and flaky
    /// run fails four checks, with messages of `messageLength` characters.
    struct Shape: Sendable, CustomTestStringConvertible {
        var failing = 0
        var flaky = 0
        var errors = 0
        var warnings = 0
        var messageLength = 150
        var testDescription: String { "\(failing) failing, \(flaky) flaky, \(errors) error, \(warnings) warned, messages of \(messageLength)" }

        var results: [ScenarioResult] {
            let message = "expected BookTable(partySize: 4); got " + String(repeating: "x", count: max(0, messageLength - 38))
            func failingRun(_ run: Int) -> RunResult {
                RunResult(run: run, checks: (1...4).map { CheckResult(kind: .calls, turn: $0, line: 10 + $0, passed: false, message: message) })
            }
            func passingRun(_ run: Int) -> RunResult {
                RunResult(run: run, checks: [CheckResult(kind: .calls, turn: 1, line: 11, passed: true)])
            }
            var results: [ScenarioResult] = []
            for i in 0..<failing {
                results.append(ScenarioResult(id: "f.yaml#fail-\(i)", name: "Failing \(i)", file: "f.yaml", line: i + 1, tags: [], runs: (1...5).map(failingRun)))
            }
            for i in 0..<flaky {
                // 1 to 4 of 5 runs pass.
                let passes = 1 + i % 4
                results.append(ScenarioResult(id: "k.yaml#flaky-\(i)", name: "Flaky \(i)", file: "k.yaml", line: i + 1, tags: [],
                                              runs: (1...5).map { $0 <= passes ? passingRun($0) : failingRun($0) }))
            }
            for i in 0..<errors {
                results.append(ScenarioResult(id: "e.yaml#error-\(i)", name: "Error \(i)", file: "e.yaml", line: i + 1, tags: [],
                                              runs: (1...5).map { RunResult(run: $0, error: "turn 1: " + message) }))
            }
            for i in 0..<warnings {
                results.append(ScenarioResult(id: "w.yaml#warned-\(i)", name: "Warned \(i)", file: "w.yaml", line: i + 1, tags: [],
                                              runs: (1...5).map(passingRun), warnings: ["stale recording: " + message]))
            }
            return results
        }

        var report: Report {
            Fixtures.report(gate: [GateThreshold(target: .metric(.allPass), min: 0.9), GateThreshold(target: .errors, min: 0)],
                            summary: EvaluationSummary(results))
        }
    }

    /// The lines of a section of report.md, from its heading to the next.
    static func section(_ title: String, of text: String) -> [Substring] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: Substring(title)) else { return [] }
        let rest = lines[(start + 1)...]
        let end = rest.firstIndex { $0.hasPrefix("### ") } ?? lines.endIndex
        return Array(lines[(start + 1)..<end])
    }

    /// How many a list shows and how many its last line says are left out.
    static func counts(_ lines: [Substring], entry: (Substring) -> Bool) -> (shown: Int, more: Int) {
        let shown = lines.count(where: entry)
        let more = lines.last { $0.hasPrefix("- … and ") }.flatMap { Int($0.dropFirst("- … and ".count).prefix { $0.isNumber }) } ?? 0
        return (shown, more)
    }

    static let shapes = [
        Shape(failing: 3, flaky: 2, errors: 1, warnings: 1),
        Shape(failing: 10_000),
        Shape(flaky: 10_000),
        Shape(failing: 4_000, flaky: 4_000, errors: 1_000, warnings: 1_000),
        Shape(failing: 60, errors: 30, warnings: 30, messageLength: 20_000),
        Shape(errors: 10_000),
        Shape(warnings: 10_000),
    ]

    /// Under the limit, with the headline and the gate, and every failing,
    /// flaky and error scenario either listed or counted.
    @Test(arguments: shapes)
    func markdownFitsAComment(_ shape: Shape) {
        let report = shape.report
        let text = MarkdownReport.text(report)
        #expect(text.utf8.count < ReportLimits.markdownBytes)
        #expect(text.utf8.count < 65_536 && text.count < 65_536)
        #expect(text.hasPrefix("## ❌ Intent evaluation: gate failed") || text.hasPrefix("## ✅ Intent evaluation: gate passed"))
        #expect(text.contains("| allPass |"))
        #expect(text.contains("### Gate"))

        let problems = Self.counts(Self.section("### Failing and flaky scenarios", of: text)) { $0.hasPrefix("- ❌ ") || $0.hasPrefix("- ⚠️ `") }
        #expect(problems.shown + problems.more == shape.failing + shape.flaky)
        #expect(problems.shown <= ReportLimits.markdownScenarios)
        if shape.failing + shape.flaky > ReportLimits.markdownScenarios {
            #expect(text.contains("- … and \(problems.more) more failing or flaky scenarios, see report.json / junit.xml"))
        }
        let errors = Self.counts(Self.section("### Errors", of: text)) { $0.hasPrefix("- 💥 ") }
        #expect(errors.shown + errors.more == shape.errors)
        #expect(errors.shown <= ReportLimits.markdownErrors)
        let warnings = Self.counts(Self.section("### Warnings", of: text)) { $0.hasPrefix("- ⚠️ ") }
        #expect(warnings.shown + warnings.more == shape.warnings)
        #expect(warnings.shown <= ReportLimits.markdownWarnings)
        // Some of each kind are shown, whatever the others take.
        if shape.failing + shape.flaky > 0 { #expect(problems.shown > 0) }
        if shape.errors > 0 { #expect(errors.shown > 0) }
        if shape.warnings > 0 { #expect(warnings.shown > 0) }
    }

    /// A small suite is listed in full, with no count of the rest.
    @Test func smallSuiteIsListedInFull() {
        let text = MarkdownReport.text(Shape(failing: 3, flaky: 2, errors: 1, warnings: 1).report)
        #expect(!text.contains("more failing or flaky"))
        #expect(!text.contains("with error runs, see"))
        for id in ["f.yaml#fail-0", "f.yaml#fail-2", "k.yaml#flaky-1", "e.yaml#error-0", "w.yaml#warned-0"] {
            #expect(text.contains("`\(id)`"), "\(id) is missing")
        }
    }

    /// A tight limit still gives a valid report that counts what it leaves out.
    @Test(arguments: [4_000, 8_000, 20_000])
    func tighterLimits(_ limit: Int) {
        let text = MarkdownReport.text(Shape(failing: 500, flaky: 500, errors: 100, warnings: 100).report, limit: limit)
        #expect(text.utf8.count <= limit)
        #expect(text.contains("### Gate"))
        #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"))
    }

    /// Failure messages are cut, so that one long answer cannot crowd out the
    /// other scenarios.
    @Test func longMessagesAreCut() {
        let text = MarkdownReport.text(Shape(failing: 2, messageLength: 50_000).report)
        let longest = text.split(separator: "\n").map(\.count).max() ?? 0
        #expect(longest < ReportLimits.messageCharacters + 200)
        #expect(text.contains("xxx…"))
    }

    static let ordering: [(String, [(status: ScenarioStatus, passed: Int, runs: Int)], [Int])] = [
        ("fail before flaky before the rest", [(.pass, 5, 5), (.flaky, 4, 5), (.fail, 0, 5), (.error, 0, 0)], [2, 1, 3, 0]),
        ("lowest pass rate first", [(.flaky, 4, 5), (.flaky, 1, 5), (.flaky, 2, 3), (.flaky, 1, 4)], [1, 3, 2, 0]),
        ("more failed runs first, then load order", [(.fail, 0, 3), (.fail, 0, 5), (.fail, 0, 3), (.flaky, 2, 4), (.flaky, 1, 2)], [1, 0, 2, 3, 4]),
    ]

    @Test(arguments: ordering)
    func worstFirst(_ name: String, _ scenarios: [(status: ScenarioStatus, passed: Int, runs: Int)], _ expected: [Int]) {
        let summaries = scenarios.enumerated().map { index, shape in
            var summary = ScenarioSummary(ScenarioResult(id: "\(index)", name: "", file: "a.yaml", line: 1, tags: [], runs: []))
            summary.status = shape.status
            summary.passed = shape.passed
            summary.runs = shape.runs
            return summary
        }
        #expect(ReportLimits.worstFirst(summaries).map(\.id) == expected.map(String.init), "\(name)")
    }

    @Test(arguments: [
        ("short", 10, "short"),
        ("exactly ten", 11, "exactly ten"),
        ("a bit too long", 10, "a bit too…"),
        ("ünïcödé ✓✓✓", 8, "ünïcödé…"),
    ])
    func shortened(_ text: String, _ limit: Int, _ expected: String) {
        #expect(ReportLimits.shortened(text, to: limit) == expected)
    }

    struct TerminalCase: Sendable, CustomTestStringConvertible {
        var shape: Shape
        /// Listed under Failing, Flaky and Errors.
        var shown: [Int]
        var testDescription: String { shape.testDescription }
    }

    /// The terminal summary lists at most 20 failing, 10 flaky and 10 error
    /// scenarios, worst first, then says how many more there are and where.
    @Test(arguments: [
        TerminalCase(shape: Shape(failing: 3, flaky: 2, errors: 1), shown: [3, 2, 1]),
        TerminalCase(shape: Shape(failing: 20, flaky: 10, errors: 10), shown: [20, 10, 10]),
        TerminalCase(shape: Shape(failing: 100, flaky: 50, errors: 30), shown: [20, 10, 10]),
        TerminalCase(shape: Shape(failing: 10_000), shown: [20, 0, 0]),
    ])
    func terminalSummaryIsShort(_ test: TerminalCase) throws {
        let text = TerminalSummary.text(test.shape.report, reports: ["out/report.json", "out/report.md", "out/junit.xml"])
        let lines = text.split(separator: "\n")
        let totals = [test.shape.failing, test.shape.flaky, test.shape.errors]
        for (index, (title, mark)) in [("Failing", "✗"), ("Flaky", "~"), ("Errors", "!")].enumerated() {
            guard totals[index] > 0 else {
                #expect(!lines.contains { $0.hasPrefix("\(title) (") })
                continue
            }
            let start = try #require(lines.firstIndex(of: Substring("\(title) (\(totals[index])):")))
            let section = lines[(start + 1)...].prefix { $0.hasPrefix("  ") }
            #expect(section.count { $0.hasPrefix("  \(mark) ") } == test.shown[index], "\(title)")
            let more = totals[index] - test.shown[index]
            if more > 0 {
                #expect(section.last == Substring("  … and \(more) more; all are in out/report.json and out/junit.xml"), "\(title)")
            } else {
                #expect(!section.contains { $0.contains("… and") }, "\(title)")
            }
        }
        // Each listed scenario takes at most three lines (its two first failures).
        #expect(lines.count < 30 + 3 * 40)
    }

    /// Without report.json or junit.xml written, the count stands alone.
    @Test func terminalCountWithoutReports() {
        let text = TerminalSummary.text(Shape(failing: 25).report, reports: [])
        #expect(text.contains("\n  … and 5 more\n"))
    }
}
