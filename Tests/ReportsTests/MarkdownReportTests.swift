import Metrics
import Results
import Testing
@testable import Reports

struct MarkdownReportTests {
    static let text = MarkdownReport.text(Fixtures.report())

    @Test func titleGivesTheGateResult() {
        #expect(Self.text.hasPrefix("## ❌ Intent evaluation: gate failed (1 of 1 check)\n"))
        let passing = MarkdownReport.text(Fixtures.report(gate: [GateThreshold(target: .metric(.intentsAllPass), min: 0.9)]))
        #expect(passing.hasPrefix("## ✅ Intent evaluation: gate passed\n"))
        let none = MarkdownReport.text(Fixtures.report(gate: []))
        #expect(none.hasPrefix("## ✅ Intent evaluation: no gate thresholds\n"))
        #expect(!none.contains("### Gate"))
    }

    static let expectedLines = [
        "**Resolver:** `replay` · **Runs:** 5 per scenario · **Scenarios:** 12 (9 pass, 0 fail, 3 flaky, 0 error) · **Error runs:** 0 · **Time:** 1.9 s",
        // 45/50 with Wilson [0.7864, 0.9565].
        "| intentsAllPass | 90.0% | 45/50 | 78.6% – 95.7% |",
        "| foundEntitiesAllPass | 100.0% | 10/10 | 72.2% – 100.0% |",
        "| onScreenEntitiesAllPass | — | — | no run had an onScreen check |",
        "| allPass | 85.0% | 51/60 | 73.9% – 91.9% |",
        "| k | 1 | 2 | 3 | 4 | 5 |",
        "| pass^k (all k runs pass) | 85.0% | 80.0% | 78.3% | 76.7% | 75.0% |",
        "| pass@k (some run of k passes) | 85.0% | 90.0% | 93.3% | 96.7% | 100.0% |",
        "- ⚠️ `Dinewell/booking.yaml#book-then-resize`: **flaky**, 4/5 runs passed · *Book, then change the party size without naming the app*",
        "  - run 3, turn 2, `Dinewell/booking.yaml:17` (calls): expected ChangePartySize(partySize: $0 == 6); got ChangePartySize(partySize: 5)",
        "| ❌ | intentsAllPass | >= 0.95 | 0.9 | intentsAllPass = 0.9 (45/50) is below 0.95 |",
    ]

    @Test(arguments: expectedLines)
    func containsLine(_ line: String) {
        #expect(Self.text.split(separator: "\n").contains(Substring(line)))
    }

    @Test func showsOnlyTheFirstThreeFailuresOfAScenario() {
        // cancel fails runs 2–5: three shown, one left to report.json.
        #expect(Self.text.contains("  - run 4, turn 1, `Dinewell/booking.yaml:33` (calls): expected CancelReservation; got nothing"))
        #expect(!Self.text.contains("  - run 5, turn 1, `Dinewell/booking.yaml:33`"))
        #expect(Self.text.contains("  - … and 1 more failure in report.json"))
    }

    @Test func passingScenariosAreNotListed() {
        #expect(!Self.text.contains("count-1"))
    }

    @Test func escapesPipesAndNewlinesInCellsAndItems() {
        var results = Fixtures.results
        results[0].runs[2].checks[1].message = "expected a|b\ngot <nil>"
        results.append(ScenarioResult(id: "E/e.yaml#broken", name: "x", file: "E/e.yaml", line: 1, tags: [],
                                      runs: [RunResult(run: 1, error: "exit 1 | stderr:\r\nboom")]))
        var report = Fixtures.report(gate: [], summary: EvaluationSummary(results))
        report.resolver = ResolverInfo(name: "command", settings: [.init("command", "python3 a|b.py")])
        let text = MarkdownReport.text(report)
        #expect(text.contains("(calls): expected a\\|b<br>got &lt;nil>"))
        #expect(text.contains("- 💥 `E/e.yaml#broken`: **error**, no run completed\n  - run 1: exit 1 \\| stderr:<br>boom\n"))
        #expect(text.contains("(command: `python3 a\\|b.py`)"))
        // Every table row still has its cells: no raw pipe or newline leaked.
        for line in text.split(separator: "\n") where line.hasPrefix("|") {
            #expect(line.hasSuffix("|"))
        }
    }

    static let escapes: [(String, String)] = [
        ("a|b", "a\\|b"),
        ("line\nnext", "line<br>next"),
        ("crlf\r\nnext", "crlf<br>next"),
        ("<Entity> & co", "&lt;Entity> &amp; co"),
        ("*bold* _it_ `code` [link]", "\\*bold\\* \\_it\\_ \\`code\\` \\[link\\]"),
        ("back\\slash", "back\\\\slash"),
        ("$0 == 6 >= 5", "$0 == 6 >= 5"),
    ]

    @Test(arguments: escapes)
    func markdownText(_ input: String, _ expected: String) {
        #expect(Markdown.text(input) == expected)
    }

    @Test(arguments: [
        ("Dinewell/a.yaml#x", "`Dinewell/a.yaml#x`"),
        ("a`b", "``a`b``"),
        ("`a", "`` `a ``"),
        ("a|b\nc", "`a\\|b c`"),
    ])
    func markdownCode(_ input: String, _ expected: String) {
        #expect(Markdown.code(input) == expected)
    }

    @Test func noPassKWithoutGradedRuns() {
        let summary = EvaluationSummary([ScenarioResult(id: "a#a", name: "a", file: "a", line: 1, tags: [], runs: [RunResult(run: 1, error: "x")])])
        let text = MarkdownReport.text(Fixtures.report(gate: [], summary: summary))
        #expect(text.contains("No scenario had an error-free run that graded anything."))
        #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"))
    }
}
