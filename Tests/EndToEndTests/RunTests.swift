import Foundation
import JSON
import Testing

/// Full runs of the built binary on the fixture suites, with the replay
/// resolver: exit status, terminal output and the report files.
///
/// The Tally fixture (Fixtures/Tally, 3 runs, recorded.jsonl), by hand:
///
/// | scenario | runs | intents | response | allPass | status |
/// |---|---|---|---|---|---|
/// | increase | 1 2 3 pass | 3/3 | 3/3 | 3/3 | pass |
/// | twice | run 2 calls once | 2/3 | – | 2/3 | flaky |
/// | reset | increases every run; run 3 says "can't" | 0/3 | 1/3 | 0/3 | fail |
/// | add-one | run 2 is a recorded error | 2/2 | – | 2/2 | pass |
///
/// intentsAllPass 7/11, siriResponseAllPass 4/6, allPass 7/11, the other three
/// null, 1 error run. pass^k over (n, c) = (3,3), (3,2), (3,0), (2,2), k up to
/// 2: pass^1 = (1 + 2/3 + 0 + 1)/4 = 0.6667, pass^2 = (1 + 1/3 + 0 + 1)/4 =
/// 0.5833; pass@1 = 0.6667, pass@2 = (1 + 1 + 0 + 1)/4 = 0.75.
@Suite struct RunTests {
    static let tally = Harness.fixture("Tally")

    /// Runs the Tally fixture (or `suite`) with reports going to `out` in a
    /// fresh folder; returns the result and that output folder.
    func run(_ options: [String] = [], suite: String = RunTests.tally) async throws -> (Harness.Result, URL) {
        let folder = try Harness.temporaryFolder()
        let result = try await Harness.run([suite, "--output", "out"] + options, in: folder)
        return (result, folder.appendingPathComponent("out"))
    }

    func metric(_ report: JSONValue, _ name: String) -> [Int]? {
        guard let metric = report["metrics"]?[name], !metric.isNull else { return nil }
        return [metric["passed"]?.int ?? -1, metric["total"]?.int ?? -1]
    }

    func scenario(_ report: JSONValue, _ id: String) -> JSONValue? {
        report["scenarios"]?.array?.first { $0["id"]?.string == id }
    }

    func approximately(_ value: JSONValue?, _ expected: Double) -> Bool {
        guard let value = value?.double else { return false }
        return abs(value - expected) < 0.0001
    }

    @Test func fullRun() async throws {
        let (result, out) = try await run()
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("Gate: passed (2 thresholds)"), "\(result)")
        #expect(result.stdout.contains("4 scenarios × 3 runs with replay"), "\(result)")

        let report = try Harness.json(out.appendingPathComponent("report.json"))
        #expect(report["schemaVersion"]?.int == 1)
        #expect(report[path: "tool.name"]?.string == "evaluate")
        #expect(report[path: "tool.version"]?.string == "0.1.0")
        #expect(report[path: "resolver.name"]?.string == "replay")
        #expect(report["runs"]?.int == 3)
        #expect(report["scenarioCount"]?.int == 4)
        #expect(report["errors"]?.int == 1)
        #expect(report["startedAt"]?.string != nil)
        #expect(report["durationSeconds"]?.double != nil)

        #expect(metric(report, "intentsAllPass") == [7, 11])
        #expect(metric(report, "siriResponseAllPass") == [4, 6])
        #expect(metric(report, "allPass") == [7, 11])
        for name in ["foundEntitiesAllPass", "onScreenEntitiesAllPass", "skillsLoadedAllPass"] {
            #expect(report["metrics"]?[name]?.isNull == true, "\(name) should be null")
        }
        #expect(approximately(report[path: "metrics.intentsAllPass.mean"], 7.0 / 11))
        #expect(approximately(report[path: "metrics.siriResponseAllPass.mean"], 4.0 / 6))
        let ci = try #require(report[path: "metrics.allPass.ci95"]?.array?.compactMap { $0.double })
        #expect(ci.count == 2 && ci[0] < 7.0 / 11 && 7.0 / 11 < ci[1], "\(ci)")

        #expect(report["passHatK"]?.object?.keys == ["1", "2"])
        let passHat1: Double = (1 + 2.0 / 3 + 0 + 1) / 4
        let passHat2: Double = (1 + 1.0 / 3 + 0 + 1) / 4
        #expect(approximately(report[path: "passHatK.1"], passHat1))
        #expect(approximately(report[path: "passHatK.2"], passHat2))
        #expect(approximately(report[path: "passAtK.1"], passHat1))
        #expect(approximately(report[path: "passAtK.2"], 0.75))

        let statuses = report["scenarios"]?.array?.map { "\($0["id"]?.string ?? "?"): \($0["status"]?.string ?? "?")" }
        #expect(statuses == [
            "counter.yaml#increase: pass", "counter.yaml#twice: flaky",
            "counter.yaml#reset: fail", "counter.yaml#add-one: pass",
        ])
        let twice = try #require(scenario(report, "counter.yaml#twice"))
        #expect(twice["line"]?.int == 20)
        #expect(twice["file"]?.string == "counter.yaml")
        #expect(twice["passed"]?.int == 2)
        #expect(twice["runs"]?.int == 3)
        let failures = try #require(twice["failures"]?.array)
        #expect(failures.count == 1)
        #expect(failures.first?["run"]?.int == 2)
        #expect(failures.first?["turn"]?.int == 1)
        #expect(failures.first?["check"]?.string == "calls")
        #expect(failures.first?["line"]?.int == 24)
        #expect(failures.first?["message"]?.string?.isEmpty == false)
        let reset = try #require(scenario(report, "counter.yaml#reset"))
        #expect(reset["failures"]?.array?.count == 5, "3 disallowed + 2 response failures")
        #expect(reset[path: "metrics.intentsAllPass.passed"]?.int == 0)
        #expect(reset[path: "metrics.siriResponseAllPass.passed"]?.int == 1)
        #expect(reset[path: "metrics.siriResponseAllPass.total"]?.int == 3)
        #expect(report[path: "gate.passed"]?.bool == true)
        #expect(report[path: "gate.checks"]?.array?.map { $0["metric"]?.string ?? "" } == ["intentsAllPass", "errors"])

        let markdown = try Harness.read(out.appendingPathComponent("report.md"))
        #expect(markdown.contains("counter.yaml#reset"), "the failing scenario is missing from report.md")
        #expect(markdown.contains("counter.yaml#twice"), "the flaky scenario is missing from report.md")
        #expect(markdown.contains("gate passed"))

        let junit = try Harness.read(out.appendingPathComponent("junit.xml"))
        #expect(junit.components(separatedBy: "<testcase ").count - 1 == 4)
        #expect(junit.components(separatedBy: "<failure ").count - 1 == 2)
        #expect(junit.contains("name=\"counter.yaml#reset\""))
        #expect(junit.contains("type=\"fail\""))
        #expect(junit.contains("type=\"flaky\""))
        #expect(!junit.contains("<error "))
        #expect(junit.contains("classname=\"counter.yaml\""))
    }

    @Test func errorRunIsCountedApart() async throws {
        let (result, out) = try await run(["--filter", "add-one"])
        #expect(result.status == 0, "\(result)")
        // Recordings of the scenarios the filter left out are not stale.
        #expect(!result.stderr.contains("matches no scenario"), "\(result)")
        #expect(result.stdout.contains("1 error run left out of every average"), "\(result)")
        let report = try Harness.json(out.appendingPathComponent("report.json"))
        #expect(report["errors"]?.int == 1)
        #expect(metric(report, "intentsAllPass") == [2, 2])
        #expect(metric(report, "allPass") == [2, 2])
        let addOne = try #require(scenario(report, "counter.yaml#add-one"))
        #expect(addOne["status"]?.string == "pass")
        #expect(addOne["errors"]?.int == 1)
        #expect(addOne["passed"]?.int == 2)
        #expect(addOne["runErrors"]?.array?.first?["run"]?.int == 2)
        #expect(addOne["runErrors"]?.array?.first?["message"]?.string?.contains("timed out after 60 s") == true)
        #expect(report["passHatK"]?.object?.keys == ["1", "2"], "k goes up to the 2 error-free runs")
    }

    /// The command line's thresholds replace the file's; a miss is exit 1
    /// with the reason on stdout.
    @Test func commandLineGateFails() async throws {
        let (result, out) = try await run(["--gate", "intentsAllPass=0.99"])
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("Gate: FAILED"), "\(result)")
        #expect(result.stdout.contains("intentsAllPass = "), "\(result)")
        #expect(result.stdout.contains("(7/11) is below 0.99"), "\(result)")
        let report = try Harness.json(out.appendingPathComponent("report.json"))
        #expect(report[path: "gate.passed"]?.bool == false)
        #expect(report[path: "gate.checks"]?.array?.count == 1)
        #expect(report[path: "gate.checks.0.threshold"]?.double == 0.99)
        #expect(report[path: "gate.checks.0.op"]?.string == ">=")
        #expect(approximately(report[path: "gate.checks.0.value"], 7.0 / 11))
        #expect(Harness.exists(out.appendingPathComponent("junit.xml")), "reports are written when the gate fails")
    }

    struct GateCase: CustomTestStringConvertible, Sendable {
        var gates: [String]
        var status: Int32
        var testDescription: String { gates.joined(separator: " ") }
    }

    @Test(arguments: [
        GateCase(gates: ["intentsAllPass=0.6"], status: 0),
        GateCase(gates: ["intentsAllPass=0.64"], status: 1),
        GateCase(gates: ["allPass=0.63"], status: 0),
        GateCase(gates: ["passHatK.2=0.58"], status: 0),
        GateCase(gates: ["passHatK.2=0.59"], status: 1),
        GateCase(gates: ["passHatK.3=0.1"], status: 1),
        GateCase(gates: ["passAtK.2=0.75"], status: 0),
        GateCase(gates: ["errors=1"], status: 0),
        GateCase(gates: ["errors=0"], status: 1),
        GateCase(gates: ["siriResponseAllPass=0.6", "errors=1"], status: 0),
        GateCase(gates: ["siriResponseAllPass=0.6", "errors=0"], status: 1),
        GateCase(gates: ["nonsense=1"], status: 64),
        GateCase(gates: ["passHatK.0=0.5"], status: 64),
        GateCase(gates: ["intentsAllPass=high"], status: 64),
    ])
    func gateThresholds(_ gate: GateCase) async throws {
        let (result, out) = try await run(gate.gates.flatMap { ["--gate", $0] })
        #expect(result.status == gate.status, "\(result)")
        if gate.status == 64 {
            #expect(result.stdout.isEmpty)
            #expect(!Harness.exists(out), "a usage error wrote reports")
        }
    }

    /// A threshold on a metric that is null fails, and says why: from
    /// evaluate.yaml and from the command line alike.
    @Test(arguments: [false, true])
    func gateOnNullMetric(fromCommandLine: Bool) async throws {
        let suite = try Harness.copyOfFixture("Tally")
        var options: [String] = []
        if fromCommandLine {
            options = ["--gate", "foundEntitiesAllPass=0.5"]
        } else {
            try """
            runs: 3
            resolver: { replay: recorded.jsonl }
            gate:
              intentsAllPass: 0.5
              foundEntitiesAllPass: 0.5
            """.write(to: suite.appendingPathComponent("evaluate.yaml"), atomically: true, encoding: .utf8)
        }
        let (result, out) = try await run(options, suite: suite.path)
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("Gate: FAILED"), "\(result)")
        #expect(result.stdout.contains("foundEntitiesAllPass is null: no run had a finds check"), "\(result)")
        let report = try Harness.json(out.appendingPathComponent("report.json"))
        let check = report["gate"]?["checks"]?.array?.first { $0["metric"]?.string == "foundEntitiesAllPass" }
        #expect(check?["passed"]?.bool == false)
        #expect(check?["value"]?.isNull == true)
        #expect(check?["message"]?.string?.contains("is null") == true)
    }

    /// A gate in evaluate.yaml that names no metric: 65 with its location.
    @Test func unknownGateMetricInConfiguration() async throws {
        let suite = try Harness.copyOfFixture("Tally")
        try """
        runs: 3
        resolver: { replay: recorded.jsonl }
        gate:
          intentsAllPas: 0.5
        """.write(to: suite.appendingPathComponent("evaluate.yaml"), atomically: true, encoding: .utf8)
        let (result, out) = try await run([], suite: suite.path)
        #expect(result.status == 65, "\(result)")
        #expect(result.stderr.contains("evaluate.yaml:4:3: error:"), "\(result)")
        #expect(result.stderr.contains("intentsAllPas"), "\(result)")
        #expect(!Harness.exists(out))
    }

    struct FormatCase: CustomTestStringConvertible, Sendable {
        var format: String
        var files: [String]
        var testDescription: String { format }
    }

    @Test(arguments: [
        FormatCase(format: "json", files: ["report.json"]),
        FormatCase(format: "markdown", files: ["report.md"]),
        FormatCase(format: "md", files: ["report.md"]),
        FormatCase(format: "junit", files: ["junit.xml"]),
        FormatCase(format: "junit,json", files: ["junit.xml", "report.json"]),
        FormatCase(format: "json,markdown,junit", files: ["junit.xml", "report.json", "report.md"]),
    ])
    func formats(_ format: FormatCase) async throws {
        let (result, out) = try await run(["--format", format.format])
        #expect(result.status == 0, "\(result)")
        let written = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(written == format.files, "\(result)")
        for file in format.files {
            #expect(result.stdout.contains("out/\(file)"), "\(file) missing from the Reports: line: \(result)")
        }
    }

    @Test func defaultOutputIsReportsInTheCurrentFolder() async throws {
        let result = try await Harness.run([RunTests.tally])
        #expect(result.status == 0, "\(result)")
        let reports = result.folder.appendingPathComponent("Reports")
        #expect(try FileManager.default.contentsOfDirectory(atPath: reports.path).sorted() == ["junit.xml", "report.json", "report.md"])
    }

    @Test(arguments: ["-o", "--output"])
    func outputFolder(_ option: String) async throws {
        let folder = try Harness.temporaryFolder()
        let output = folder.appendingPathComponent("nested/reports folder")
        let result = try await Harness.run([RunTests.tally, option, output.path], in: folder)
        #expect(result.status == 0, "\(result)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == ["junit.xml", "report.json", "report.md"])
        #expect(!Harness.exists(folder.appendingPathComponent("Reports")), "reports also went to the default folder")
        #expect(result.stdout.contains(output.appendingPathComponent("report.json").path), "\(result)")
    }

    /// `--record` writes one JSON line per run; replaying that recording
    /// gives the same results.
    @Test func recordThenReplay() async throws {
        let folder = try Harness.temporaryFolder()
        let recording = folder.appendingPathComponent("recorded again.jsonl")
        let (first, firstOut) = try await run(["--record", recording.path])
        #expect(first.status == 0, "\(first)")
        #expect(first.stdout.contains(recording.path), "the recording is listed with the reports: \(first)")

        let lines = try Harness.read(recording).split(separator: "\n").map(String.init)
        #expect(lines.count == 12, "one line per scenario run")
        var seen: [String] = []
        for line in lines {
            let transcript = try JSONParser.parse(line)
            let id = try #require(transcript["scenario"]?.string)
            let run = try #require(transcript["run"]?.int)
            seen.append("\(id) \(run)")
            #expect(transcript["turns"]?.array != nil)
        }
        #expect(Set(seen).count == 12)
        #expect(seen.first == "counter.yaml#increase 1")
        let errorLine = try JSONParser.parse(try #require(lines.first { $0.contains("add-one") && $0.contains("timed out") }))
        #expect(errorLine["run"]?.int == 2)

        // The same suite, replaying the new recording.
        let suite = try Harness.copyOfFixture("Tally")
        try FileManager.default.removeItem(at: suite.appendingPathComponent("recorded.jsonl"))
        try """
        runs: 3
        resolver: { replay: "\(recording.path)" }
        gate:
          intentsAllPass: 0.6
          errors: 1
        """.write(to: suite.appendingPathComponent("evaluate.yaml"), atomically: true, encoding: .utf8)
        let (second, secondOut) = try await run([], suite: suite.path)
        #expect(second.status == 0, "\(second)")
        #expect(!second.stderr.contains("stale"), "\(second)")

        let a = try Harness.json(firstOut.appendingPathComponent("report.json"))
        let b = try Harness.json(secondOut.appendingPathComponent("report.json"))
        for key in ["metrics", "errors", "passHatK", "passAtK", "scenarios", "gate", "runs", "scenarioCount"] {
            #expect(a[key] == b[key], "\(key) differs after replaying the recording")
        }
    }

    /// A recording whose utterance changed is a stale recording: error runs,
    /// reported per scenario. A recording of a scenario that is gone is a
    /// warning.
    @Test func staleRecordings() async throws {
        let (result, out) = try await run(suite: Harness.fixture("Stale"))
        #expect(result.status == 0, "no gate: \(result)")
        #expect(result.stderr.contains("evaluate: warning: stale recording: 'counter.yaml#twice' in"), "\(result)")
        #expect(result.stderr.contains("matches no scenario of this suite"), "\(result)")
        #expect(result.stdout.contains("Errors (2):"), "\(result)")
        #expect(result.stdout.contains("counter.yaml#increase"), "\(result)")
        let message = "stale recording: turn 1 was recorded as \"Increase the counter in Tally\" but the scenario now says \"Please increase the counter in Tally\""
        #expect(result.stdout.components(separatedBy: message).count - 1 == 1, "the message once in the summary: \(result)")
        #expect(result.stdout.contains("counter.yaml#brand-new"), "\(result)")
        #expect(result.stdout.contains("no recording of this scenario"), "\(result)")

        let report = try Harness.json(out.appendingPathComponent("report.json"))
        #expect(report["errors"]?.int == 7, "3 stale runs, 3 runs without a recording and the recorded error run")
        let brandNew = try #require(scenario(report, "counter.yaml#brand-new"))
        #expect(brandNew["status"]?.string == "error")
        #expect(brandNew["runErrors"]?.array?.count == 3)
        #expect(brandNew["warnings"]?.array?.count == 1)
        let increase = try #require(scenario(report, "counter.yaml#increase"))
        #expect(increase["status"]?.string == "error")
        #expect(increase["errors"]?.int == 3)
        #expect(increase["runErrors"]?.array?.count == 3)
        #expect(increase["runErrors"]?.array?.allSatisfy { $0["message"]?.string?.hasPrefix("stale recording: turn 1 was recorded as") == true } == true)
        #expect(increase["warnings"]?.array?.count == 1, "the stale message once per scenario")
        #expect(report["warnings"]?.array?.contains { $0.string?.contains("'counter.yaml#twice'") == true } == true)
        // The other scenarios are graded as before.
        #expect(scenario(report, "counter.yaml#reset")?["status"]?.string == "fail")
        #expect(scenario(report, "counter.yaml#add-one")?["status"]?.string == "pass")
        #expect(metric(report, "intentsAllPass") == [2, 5])

        let junit = try Harness.read(out.appendingPathComponent("junit.xml"))
        #expect(junit.components(separatedBy: "<error ").count - 1 == 2)
        #expect(junit.contains("stale recording"))
    }

    /// A recording that cannot be read is invalid input (65), named with its
    /// line and column; nothing runs.
    @Test func brokenRecording() async throws {
        let suite = try Harness.copyOfFixture("Tally")
        let file = suite.appendingPathComponent("recorded.jsonl")
        var lines = try Harness.read(file).split(separator: "\n").map(String.init)
        lines[1] = "{\"scenario\": \"counter.yaml#increase\", \"run\": 2, \"turns\": [}"
        try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        let (result, out) = try await run([], suite: suite.path)
        #expect(result.status == 65, "\(result)")
        #expect(result.stderr.contains("recorded.jsonl:2:"), "\(result)")
        #expect(result.stderr.contains(": error: "), "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        #expect(!Harness.exists(out))
    }

    @Test func missingRecording() async throws {
        let suite = try Harness.copyOfFixture("Tally")
        try FileManager.default.removeItem(at: suite.appendingPathComponent("recorded.jsonl"))
        let (result, out) = try await run([], suite: suite.path)
        #expect(result.status == 65, "\(result)")
        #expect(result.stderr.contains("cannot read the recording"), "\(result)")
        #expect(!Harness.exists(out))
    }

    struct UnwritableCase: Sendable, CustomTestStringConvertible {
        var options: [String]
        var message: String
        var testDescription: String { options.joined(separator: " ") }
    }

    /// Reports or a recording that cannot be written are the harness
    /// failing: 70, with what went wrong in plain words.
    @Test(arguments: [
        UnwritableCase(options: ["--output", "file"], message: "evaluate: error: cannot create the folder 'file': 'file' is a file, not a folder"),
        UnwritableCase(options: ["-o", "file/x/y"], message: "evaluate: error: cannot create the folder 'file/x/y': 'file' is a file, not a folder"),
        UnwritableCase(options: ["-o", "folder"], message: "evaluate: error: cannot write 'folder/report.json': 'folder/report.json' is a folder, not a file"),
        UnwritableCase(options: ["-o", "out", "--record", "file/recorded.jsonl"],
                       message: "evaluate: error: cannot write the recording 'file/recorded.jsonl': 'file' is a file, not a folder"),
        UnwritableCase(options: ["-o", "out", "--record", "missing/recorded.jsonl"],
                       message: "evaluate: error: cannot write the recording 'missing/recorded.jsonl': the folder 'missing' does not exist"),
    ])
    func unwritableOutput(_ test: UnwritableCase) async throws {
        let folder = try Harness.temporaryFolder()
        try "not a folder".write(to: folder.appendingPathComponent("file"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("folder/report.json"), withIntermediateDirectories: true)
        let result = try await Harness.run([RunTests.tally] + test.options, in: folder)
        #expect(result.status == 70, "\(result)")
        #expect(result.stderrLines.last == test.message, "\(result)")
        #expect(!result.stderr.contains("NSCocoaErrorDomain"), "\(result)")
        #expect(!result.stderr.contains("could not be completed"), "\(result)")
    }

    /// `--runs` beyond the recorded runs: error runs that say which runs
    /// there are.
    @Test func moreRunsThanRecorded() async throws {
        let (result, out) = try await run(["--runs", "4", "--filter", "#increase"])
        #expect(result.status == 0, "\(result)")
        let report = try Harness.json(out.appendingPathComponent("report.json"))
        #expect(report["errors"]?.int == 1)
        let message = report["scenarios"]?[0]?["runErrors"]?[0]?["message"]?.string
        #expect(message == "no recording of run 4 of this scenario (recorded runs: 1, 2, 3)")
        #expect(metric(report, "allPass") == [3, 3])
    }

    @Test(arguments: ["--runs", "-n"])
    func runsTwoReplaysRunsOneAndTwo(_ option: String) async throws {
        let (result, out) = try await run([option, "2"])
        // evaluate.yaml's intentsAllPass >= 0.6 no longer holds: 4/7.
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("intentsAllPass = 0.5714 (4/7) is below 0.6"), "\(result)")
        #expect(result.stdout.contains("4 scenarios × 2 runs"), "\(result)")
        let report = try Harness.json(out.appendingPathComponent("report.json"))
        #expect(report["runs"]?.int == 2)
        // increase 2/2, twice 1/2 (run 2 fails), reset 0/2, add-one 1/1 (run 2 is the error run).
        #expect(metric(report, "intentsAllPass") == [4, 7])
        #expect(metric(report, "allPass") == [4, 7])
        #expect(metric(report, "siriResponseAllPass") == [2, 4])
        #expect(report["errors"]?.int == 1)
        let runs = report["scenarios"]?.array?.map { $0["runs"]?.int ?? 0 }
        #expect(runs == [2, 2, 2, 2])
        #expect(scenario(report, "counter.yaml#twice")?["failures"]?[0]?["run"]?.int == 2)
        #expect(report["passHatK"]?.object?.keys == ["1"])
    }

    /// Results do not depend on how many runs are in flight.
    @Test func jobsDoNotChangeResults() async throws {
        let (one, oneOut) = try await run(["--jobs", "1"])
        let (many, manyOut) = try await run(["--jobs", "8"])
        #expect(one.status == 0 && many.status == 0, "\(one)\n\(many)")
        let a = try Harness.json(oneOut.appendingPathComponent("report.json"))
        let b = try Harness.json(manyOut.appendingPathComponent("report.json"))
        for key in ["metrics", "errors", "passHatK", "passAtK", "scenarios", "gate"] {
            #expect(a[key] == b[key], "\(key) differs between --jobs 1 and --jobs 8")
        }
        let recordedOne = try Harness.temporaryFolder().appendingPathComponent("one.jsonl")
        let recordedMany = try Harness.temporaryFolder().appendingPathComponent("many.jsonl")
        _ = try await run(["--jobs", "1", "--record", recordedOne.path])
        _ = try await run(["--jobs", "8", "--record", recordedMany.path])
        // Latencies come from the recording, so the files are identical.
        #expect(try Harness.read(recordedOne) == Harness.read(recordedMany))
    }

    @Test func quietWhenTheGatePasses() async throws {
        let (result, out) = try await run(["--quiet"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        #expect(result.stderr.isEmpty, "\(result)")
        #expect(Harness.exists(out.appendingPathComponent("report.json")))
    }

    @Test(arguments: ["--quiet", "-q"])
    func quietPrintsOnlyTheFailingGate(_ option: String) async throws {
        let (result, _) = try await run([option, "--gate", "intentsAllPass=0.99"])
        #expect(result.status == 1, "\(result)")
        let lines = result.stdoutLines
        #expect(lines.first == "Gate: FAILED", "\(result)")
        #expect(lines.count == 2, "\(result)")
        #expect(lines.last?.contains("(7/11) is below 0.99") == true, "\(result)")
        #expect(result.stderr.isEmpty, "no progress with --quiet: \(result)")
    }

    /// On a pipe (CI), progress is plain lines on stderr: no carriage
    /// returns, no escape sequences; stdout has the summary only.
    @Test func progressLinesWhenNotATerminal() async throws {
        let (result, _) = try await run()
        #expect(result.status == 0, "\(result)")
        #expect(!result.stderr.contains("\r"), "\(result)")
        #expect(!result.stderr.contains("\u{1B}"), "\(result)")
        #expect(!result.stdout.contains("\r"))
        #expect(!result.stdout.contains("\u{1B}"), "no colours when stdout is not a terminal")
        let progress = result.stderrLines.filter { $0.hasPrefix("evaluate: ") && $0.contains(" runs (") }
        #expect(!progress.isEmpty, "\(result)")
        #expect(progress.count <= 11, "one line per tenth of the way: \(progress)")
        #expect(progress.last == "evaluate: 12/12 runs (100%), 4 failing, 1 error", "\(progress)")
        let completed = progress.compactMap { line in Int(line.dropFirst("evaluate: ".count).prefix { $0 != "/" }) }
        #expect(completed == completed.sorted() && Set(completed).count == completed.count, "\(progress)")
        #expect(!result.stdout.contains("runs ("), "progress went to stdout")
    }

    @Test func verboseShowsEveryRun() async throws {
        let (result, _) = try await run(["--verbose"])
        #expect(result.status == 0, "\(result)")
        let runs = result.stderrLines.filter { $0.hasPrefix("[") }
        #expect(runs.count == 12, "\(result)")
        #expect(runs.contains { $0.hasSuffix("counter.yaml#twice run 2: fail") }, "\(runs)")
        #expect(runs.contains { $0.contains("counter.yaml#add-one run 2: error: ") }, "\(runs)")
        #expect(!result.stderr.contains("\r"))
    }
}
