import Foundation
import JSON
import Testing

/// A suite where hundreds of scenarios fail: report.md still fits a GitHub
/// comment and the terminal summary stays short, while report.json and
/// junit.xml list every scenario.
@Suite struct ReportSizeTests {
    /// `count` scenarios that the simulator fails: each says "increase" and
    /// forbids IncreaseCounterIntent, with a long name.
    func failingSuite(_ count: Int) throws -> URL {
        let folder = try Harness.temporaryFolder().appendingPathComponent("Many")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Harness.fixtures.appendingPathComponent("Tally/app.yaml"), to: folder.appendingPathComponent("app.yaml")
        )
        var yaml = "scenarios:\n"
        for index in 0..<count {
            yaml += """
                  - name: Scenario \(index) with a long name that a reviewer would rather not read \(count) times over
                    id: s\(index)
                    turns:
                      - user: Increase the counter in Tally
                        disallowed: [IncreaseCounterIntent]

                """
        }
        try yaml.write(to: folder.appendingPathComponent("many.yaml"), atomically: true, encoding: .utf8)
        try "runs: 1\n".write(to: folder.appendingPathComponent("evaluate.yaml"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func manyFailuresStayReadable() async throws {
        let count = 1_500
        let suite = try failingSuite(count)
        let verbose = try await Harness.run([suite.path, "--output", "out"], in: suite.deletingLastPathComponent())
        #expect(verbose.status == 0, "\(verbose)")
        let out = suite.deletingLastPathComponent().appendingPathComponent("out")

        let markdown = try Harness.read(out.appendingPathComponent("report.md"))
        #expect(markdown.utf8.count < 60_000, "report.md has \(markdown.utf8.count) bytes")
        let listed = markdown.split(separator: "\n").count { $0.hasPrefix("- ❌ `many.yaml#s") }
        #expect(listed > 0 && listed <= 50)
        #expect(markdown.contains("- … and \(count - listed) more failing or flaky scenarios, see report.json / junit.xml"))
        #expect(markdown.contains("**Scenarios:** \(count) (0 pass, \(count) fail, 0 flaky, 0 error)"))

        // The terminal: 20 failing scenarios and a count of the rest.
        let failing = verbose.stdoutLines.drop { $0 != "Failing (\(count)):" }.dropFirst()
        #expect(failing.count { $0.hasPrefix("  ✗ ") } == 20, "\(verbose)")
        #expect(verbose.stdout.contains("  … and \(count - 20) more; all are in out/report.json and out/junit.xml\n"), "\(verbose)")
        #expect(verbose.stdoutLines.count < 100, "\(verbose.stdoutLines.count) lines")

        // The full lists stay in report.json and junit.xml.
        let report = try Harness.json(out.appendingPathComponent("report.json"))
        #expect(report["scenarios"]?.array?.count == count)
        let junit = try Harness.read(out.appendingPathComponent("junit.xml"))
        #expect(junit.components(separatedBy: "<failure ").count - 1 == count)
    }
}
