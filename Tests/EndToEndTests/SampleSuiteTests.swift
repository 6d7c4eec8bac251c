import Foundation
import JSON
import Testing

/// The sample suites of Scenarios/, replayed from their recordings, against
/// the figures that Scripts/make-sample-recordings.py computed
/// (Scenarios/README.md).
@Suite struct SampleSuiteTests {
    func metric(_ report: JSONValue, _ name: String) -> [Int]? {
        guard let metric = report["metrics"]?[name], !metric.isNull else { return nil }
        return [metric["passed"]?.int ?? -1, metric["total"]?.int ?? -1]
    }

    func approximately(_ value: JSONValue?, _ expected: Double) -> Bool {
        guard let value = value?.double else { return false }
        return abs(value - expected) < 0.00005
    }

    @Test func allSamples() async throws {
        let folder = try Harness.temporaryFolder()
        let result = try await Harness.run([Harness.samples, "--config", Harness.samples + "/replay.evaluate.yaml", "--output", "out"], in: folder)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("Gate: passed (6 thresholds)"), "\(result)")
        #expect(!result.stderr.contains("stale"), "\(result)")
        #expect(!result.stderr.contains("warning"), "\(result)")

        let report = try Harness.json(folder.appendingPathComponent("out/report.json"))
        #expect(report["scenarioCount"]?.int == 43)
        #expect(report["runs"]?.int == 5)
        #expect(report["errors"]?.int == 1)
        #expect(metric(report, "intentsAllPass") == [180, 214])
        #expect(metric(report, "foundEntitiesAllPass") == [41, 44])
        #expect(metric(report, "onScreenEntitiesAllPass") == [9, 10])
        #expect(metric(report, "siriResponseAllPass") == [102, 114])
        #expect(metric(report, "skillsLoadedAllPass") == [9, 10])
        #expect(metric(report, "allPass") == [177, 214])
        #expect(approximately(report[path: "metrics.allPass.ci95.0"], 0.7708))
        #expect(approximately(report[path: "metrics.allPass.ci95.1"], 0.8719))
        #expect(report["passHatK"]?.object?.keys == ["1", "2", "3", "4"])
        for (k, value) in [("1", 0.8279), ("2", 0.7558), ("3", 0.6907), ("4", 0.6326)] {
            #expect(approximately(report["passHatK"]?[k], value), "pass^\(k)")
        }
        for (k, value) in [("1", 0.8279), ("2", 0.9000), ("3", 0.9070), ("4", 0.9070)] {
            #expect(approximately(report["passAtK"]?[k], value), "pass@\(k)")
        }
        let statuses = report["scenarios"]?.array?.compactMap { $0["status"]?.string } ?? []
        #expect(statuses.count { $0 == "pass" } == 25)
        #expect(statuses.count { $0 == "flaky" } == 14)
        #expect(statuses.count { $0 == "fail" } == 4)
        #expect(statuses.count { $0 == "error" } == 0)
        let delete = report["scenarios"]?.array?.first { $0["id"]?.string == "Mail/drafts.yaml#delete-release-notes" }
        #expect(delete?["errors"]?.int == 1)
        #expect(delete?["runErrors"]?[0]?["run"]?.int == 3)
        #expect(report["warnings"]?.array?.isEmpty == true)
    }

    /// A sub-folder of the samples: recorded ids are relative to Scenarios/,
    /// and replay matches them by their trailing path components.
    @Test func dinewellAlone() async throws {
        let folder = try Harness.temporaryFolder()
        let result = try await Harness.run([Harness.samples + "/Dinewell", "--config", Harness.samples + "/Dinewell/replay.evaluate.yaml", "--output", "out"], in: folder)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("Gate: passed (4 thresholds)"), "\(result)")
        #expect(!result.stderr.contains("stale"), "\(result)")
        #expect(!result.stdout.contains("stale"), "\(result)")
        let report = try Harness.json(folder.appendingPathComponent("out/report.json"))
        #expect(report["errors"]?.int == 0)
        #expect(metric(report, "intentsAllPass") == [64, 80])
        #expect(metric(report, "skillsLoadedAllPass") == [9, 10])
        #expect(metric(report, "allPass") == [62, 80])
        let scenarios = report["scenarios"]?.array ?? []
        #expect(scenarios.count == 16)
        #expect(scenarios.allSatisfy { $0["status"]?.string != "error" })
        #expect(scenarios.allSatisfy { $0["id"]?.string?.hasPrefix("Dinewell/") == false })
        #expect(report["warnings"]?.array?.isEmpty == true)
    }

    /// Every app folder replays on its own with its own replay configuration.
    @Test(arguments: ["Counter", "Restaurant", "Mail", "WeighIn", "Howbee"])
    func appAlone(_ app: String) async throws {
        let folder = try Harness.temporaryFolder()
        let result = try await Harness.run([Harness.samples + "/" + app, "--config", Harness.samples + "/" + app + "/replay.evaluate.yaml", "--output", "out"], in: folder)
        #expect(result.status == 0, "\(result)")
        #expect(!result.stderr.contains("stale"), "\(result)")
        let report = try Harness.json(folder.appendingPathComponent("out/report.json"))
        #expect(report["scenarios"]?.array?.allSatisfy { $0["status"]?.string != "error" } == true)
    }

    /// The default configuration runs the simulator: the gate holds, and two
    /// evaluations record the same transcripts, byte for byte.
    @Test func simulatorIsTheDefaultAndDeterministic() async throws {
        let folder = try Harness.temporaryFolder()
        let first = try await Harness.run([Harness.samples, "--output", "one", "--record", "one.jsonl"], in: folder)
        #expect(first.status == 0, "\(first)")
        #expect(first.stdout.contains("with simulator"), "\(first)")
        #expect(first.stdout.contains("Gate: passed"), "\(first)")
        let second = try await Harness.run([Harness.samples, "--output", "two", "--record", "two.jsonl", "--jobs", "1"], in: folder)
        #expect(second.status == 0, "\(second)")
        let one = try Data(contentsOf: folder.appendingPathComponent("one.jsonl"))
        let two = try Data(contentsOf: folder.appendingPathComponent("two.jsonl"))
        #expect(!one.isEmpty)
        #expect(one == two)
        let report = try Harness.json(folder.appendingPathComponent("one/report.json"))
        let statuses = report["scenarios"]?.array?.compactMap { $0["status"]?.string } ?? []
        #expect(!statuses.contains("flaky"))
        #expect(!statuses.contains("error"))
    }
}
