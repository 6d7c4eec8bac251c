import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Metrics
import Results
import Testing
@testable import Reports

struct JUnitReportTests {
    static let text = JUnitReport.text(Fixtures.report())

    @Test func suitesPerFileWithCounts() {
        let lines = Self.text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        #expect(lines[1] == "<testsuites name=\"evaluate\" tests=\"12\" failures=\"3\" errors=\"0\" time=\"1.900\" timestamp=\"2026-12-01T10:00:00Z\">")
        #expect(lines.contains("  <testsuite name=\"Dinewell/booking.yaml\" tests=\"3\" failures=\"3\" errors=\"0\" skipped=\"0\" time=\"0.000\" timestamp=\"2026-12-01T10:00:00Z\">"))
        #expect(lines.contains("  <testsuite name=\"Counter/counter.yaml\" tests=\"7\" failures=\"0\" errors=\"0\" skipped=\"0\" time=\"0.000\" timestamp=\"2026-12-01T10:00:00Z\">"))
        #expect(lines.contains("    <testcase classname=\"Counter/counter.yaml\" name=\"Counter/counter.yaml#count-1\" time=\"0.000\"/>"))
        #expect(lines.last == "</testsuites>")
    }

    @Test func flakyScenarioFailsWithEveryMessage() {
        let expected = """
                <testcase classname="Dinewell/booking.yaml" name="Dinewell/booking.yaml#cancel" time="0.000">
                  <failure message="flaky: 1 of 5 runs passed; run 2, turn 1, line 33 (calls): expected CancelReservation; got nothing" type="flaky">\
            run 2, turn 1, line 33 (calls): expected CancelReservation; got nothing
            run 3, turn 1, line 33 (calls): expected CancelReservation; got nothing
            run 4, turn 1, line 33 (calls): expected CancelReservation; got nothing
            run 5, turn 1, line 33 (calls): expected CancelReservation; got nothing</failure>
                </testcase>
            """
        #expect(Self.text.contains(expected))
    }

    static let hostile = "a & b < c > d \"e\" 'f'\tg\nh\u{0}\u{1}\u{8}\u{B}\u{C}\u{1F}\u{FFFE}i 🍝"

    static func hostileReport() -> Report {
        let results = [
            ScenarioResult(id: "x.yaml#fail", name: "f", file: "x.yaml", line: 1, tags: [], runs: [
                RunResult(run: 1, checks: [CheckResult(kind: .response, turn: 0, line: 4, passed: false, message: hostile)]),
            ]),
            ScenarioResult(id: "x.yaml#error<&>", name: "e", file: "x.yaml", line: 9, tags: [], runs: [
                RunResult(run: 1, error: hostile),
            ]),
        ]
        var report = Fixtures.report(gate: [], summary: EvaluationSummary(results))
        report.scenarioDurations = ["x.yaml#fail": 0.25, "x.yaml#error<&>": 1.5]
        return report
    }

    @Test func failAndErrorElementsAreEscaped() {
        let text = JUnitReport.text(Self.hostileReport())
        let escapedAttribute = "a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;&#9;g&#10;hi 🍝"
        let escapedText = "a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;\tg\nhi 🍝"
        #expect(text.contains("<testsuite name=\"x.yaml\" tests=\"2\" failures=\"1\" errors=\"1\" skipped=\"0\" time=\"1.750\""))
        #expect(text.contains("<testcase classname=\"x.yaml\" name=\"x.yaml#fail\" time=\"0.250\">"))
        #expect(text.contains("<failure message=\"fail: 0 of 1 runs passed; run 1, scenario-wide, line 4 (response): \(escapedAttribute)\" type=\"fail\">"
            + "run 1, scenario-wide, line 4 (response): \(escapedText)</failure>"))
        #expect(text.contains("<testcase classname=\"x.yaml\" name=\"x.yaml#error&lt;&amp;&gt;\" time=\"1.500\">"))
        #expect(text.contains("<error message=\"no run completed: 1 error run; run 1: \(escapedAttribute)\" type=\"error\">run 1: \(escapedText)</error>"))
        #expect(!text.unicodeScalars.contains { !XML.isAllowed($0) })
    }

    static let escapes: [(String, String, String)] = [
        ("plain", "plain", "plain"),
        ("&<>\"'", "&amp;&lt;&gt;&quot;&apos;", "&amp;&lt;&gt;&quot;&apos;"),
        ("tab\tnl\ncr\r", "tab&#9;nl&#10;cr&#13;", "tab\tnl\ncr&#13;"),
        ("bell\u{7}esc\u{1B}del\u{7F}", "bellescdel\u{7F}", "bellescdel\u{7F}"),
        ("\u{FFFF}\u{FFFD}", "\u{FFFD}", "\u{FFFD}"),
    ]

    @Test(arguments: escapes)
    func xmlEscaping(_ input: String, _ attribute: String, _ text: String) {
        #expect(XML.attribute(input) == attribute)
        #expect(XML.text(input) == text)
    }

    @Test(arguments: [false, true])
    func wellFormed(_ hostile: Bool) throws {
        let text = JUnitReport.text(hostile ? Self.hostileReport() : Fixtures.report())
        let delegate = Collector()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = delegate
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
        #expect(delegate.elements.first == "testsuites")
        if hostile {
            #expect(delegate.failureMessages.first?.hasSuffix("a & b < c > d \"e\" 'f'\tg\nhi 🍝") == true)
        }
    }

    final class Collector: NSObject, XMLParserDelegate, @unchecked Sendable {
        var elements: [String] = []
        var failureMessages: [String] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            elements.append(name)
            if name == "failure", let message = attributes["message"] { failureMessages.append(message) }
        }
    }
}
