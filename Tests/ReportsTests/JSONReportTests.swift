import JSON
import Metrics
import Results
import Testing
@testable import Reports

struct JSONReportTests {
    /// report.json of the fixture, written and parsed back.
    static func parsed(_ report: Report = Fixtures.report()) throws -> JSONObject {
        let text = JSONReport.text(report)
        #expect(text.hasSuffix("}\n"))
        return try #require(try JSONParser.parse(text).object)
    }

    @Test func requiredKeysInTheSpecOrder() throws {
        let object = try Self.parsed()
        #expect(object.keys == [
            "schemaVersion", "tool", "startedAt", "durationSeconds", "resolver", "runs", "scenarioCount",
            "metrics", "errors", "passHatK", "passAtK", "scenarios", "gate", "warnings",
        ])
    }

    static let headline: [(String, JSONValue)] = [
        ("schemaVersion", 1),
        ("tool", ["name": "evaluate", "version": "0.1.0"]),
        ("startedAt", "2026-12-01T10:00:00Z"),
        ("durationSeconds", 1.9),
        ("resolver", ["name": "replay"]),
        ("runs", 5),
        ("scenarioCount", 12),
        ("errors", 0),
        ("warnings", []),
    ]

    @Test(arguments: headline)
    func headlineValues(_ key: String, _ expected: JSONValue) throws {
        #expect(try Self.parsed()[key] == expected)
    }

    static let metrics: [(String, JSONValue)] = [
        // 45/50 = 0.9, Wilson [0.7864, 0.9565] rounded to 4 decimals.
        ("intentsAllPass", ["mean": 0.9, "passed": 45, "total": 50, "ci95": [0.7864, 0.9565]]),
        // 10/10, Wilson [0.7225, 1.0].
        ("foundEntitiesAllPass", ["mean": 1.0, "passed": 10, "total": 10, "ci95": [0.7225, 1.0]]),
        ("onScreenEntitiesAllPass", nil),
        ("siriResponseAllPass", ["mean": 0.2, "passed": 1, "total": 5, "ci95": [0.0362, 0.6245]]),
        ("skillsLoadedAllPass", nil),
        // 51/60 = 0.85, Wilson [0.7389, 0.919].
        ("allPass", ["mean": 0.85, "passed": 51, "total": 60, "ci95": [0.7389, 0.919]]),
    ]

    @Test(arguments: metrics)
    func metric(_ name: String, _ expected: JSONValue) throws {
        let metrics = try #require(try Self.parsed()["metrics"]?.object)
        #expect(metrics.keys == Metric.allCases.map(\.rawValue))
        #expect(metrics[name] == expected)
        if let object = metrics[name]?.object { #expect(object.keys == ["mean", "passed", "total", "ci95"]) }
    }

    @Test func passKTablesAreKeyedByK() throws {
        let object = try Self.parsed()
        // Values from the Fixtures comment, rounded to 4 decimals.
        #expect(object["passHatK"] == ["1": 0.85, "2": 0.8, "3": 0.7833, "4": 0.7667, "5": 0.75])
        #expect(object["passAtK"] == ["1": 0.85, "2": 0.9, "3": 0.9333, "4": 0.9667, "5": 1.0])
        #expect(object["passHatK"]?.object?.keys == ["1", "2", "3", "4", "5"])
    }

    /// The scenario of report-format.md's example, verbatim.
    static let exampleScenario = """
        {"id": "Dinewell/booking.yaml#book-then-resize",
         "name": "Book, then change the party size without naming the app",
         "file": "Dinewell/booking.yaml", "line": 9,
         "tags": ["booking", "smoke"],
         "status": "flaky", "runs": 5, "passed": 4, "errors": 0,
         "metrics": {"intentsAllPass": {"passed": 4, "total": 5}},
         "failures": [
           {"run": 3, "turn": 2, "check": "calls", "line": 17,
            "message": "expected ChangePartySize(partySize: $0 == 6); got ChangePartySize(partySize: 5)"}
         ]}
        """

    @Test func scenarioMatchesTheSpecExample() throws {
        let expected = try #require(try JSONParser.parse(Self.exampleScenario).object)
        let scenarios = try #require(try Self.parsed()["scenarios"]?.array)
        #expect(scenarios.count == 12)
        let first = try #require(scenarios.first?.object)
        #expect(first.keys == expected.keys)
        for key in expected.keys {
            #expect(first[key] == expected[key], "key \(key)")
        }
        #expect(first["failures"]?[0]?.object?.keys == ["run", "turn", "check", "line", "message"])
    }

    @Test func scenarioMetricsListOnlyApplicableAppleMetrics() throws {
        let scenarios = try #require(try Self.parsed()["scenarios"]?.array)
        // greeting: calls pass 5/5, response 1/5.
        #expect(scenarios[2]["metrics"] == ["intentsAllPass": ["passed": 5, "total": 5], "siriResponseAllPass": ["passed": 1, "total": 5]])
        #expect(scenarios[2]["status"] == "flaky")
        #expect(scenarios[2]["passed"] == 1)
    }

    @Test func gateMatchesTheSpecExample() throws {
        let gate = try #require(try Self.parsed()["gate"]?.object)
        #expect(gate.keys == ["passed", "checks"])
        #expect(gate["passed"] == false)
        let check = try #require(gate["checks"]?[0]?.object)
        let expected: JSONObject = ["metric": "intentsAllPass", "op": ">=", "threshold": 0.95, "value": 0.9, "passed": false]
        #expect(Array(check.keys.prefix(5)) == expected.keys)
        for key in expected.keys { #expect(check[key] == expected[key], "key \(key)") }
        #expect(check["lowerBound"] == false)
        #expect(check["message"] == "intentsAllPass = 0.9 (45/50) is below 0.95")
    }

    @Test func nullGateValueAndErrorCounts() throws {
        let report = Fixtures.report(gate: [
            GateThreshold(target: .metric(.onScreenEntitiesAllPass), min: 0.5),
            GateThreshold(target: .errors, min: 3),
        ])
        let checks = try #require(try Self.parsed(report)["gate"]?["checks"]?.array)
        #expect(checks[0]["value"] == .null)
        #expect(checks[1]["op"] == "<=")
        #expect(checks[1]["threshold"] == 3)
        #expect(checks[1]["value"] == 0)
    }

    @Test func resolverSettingsErrorsWarningsAndNotes() throws {
        let results = [
            ScenarioResult(id: "a.yaml#x", name: "x", file: "a.yaml", line: 3, tags: [], runs: [
                RunResult(run: 1, error: "resolver exited with status 2"),
                RunResult(run: 2, checks: [CheckResult(kind: .loads, turn: 1, line: 5, passed: true)], notes: ["preferred skill 'tips' not loaded"]),
            ], warnings: ["recording is stale"]),
        ]
        var report = Fixtures.report(gate: [], summary: EvaluationSummary(results))
        report.resolver = ResolverInfo(name: "openai", settings: [.init("model", "gpt-4o"), .init("baseURL", "http://localhost:11434/v1")])
        report.warnings = ["2 recordings are stale"]
        let object = try Self.parsed(report)
        #expect(object["resolver"] == ["name": "openai", "model": "gpt-4o", "baseURL": "http://localhost:11434/v1"])
        #expect(object["resolver"]?.object?.keys == ["name", "model", "baseURL"])
        #expect(object["errors"] == 1)
        #expect(object["warnings"] == ["2 recordings are stale"])
        #expect(object["passHatK"] == ["1": 1.0])
        #expect(object["metrics"]?["skillsLoadedAllPass"] == ["mean": 1.0, "passed": 1, "total": 1, "ci95": [0.2065, 1.0]])
        let scenario = try #require(object["scenarios"]?[0])
        #expect(scenario["status"] == "pass")
        #expect(scenario["errors"] == 1)
        #expect(scenario["runErrors"] == [["run": 1, "message": "resolver exited with status 2"]])
        #expect(scenario["warnings"] == ["recording is stale"])
        #expect(scenario["notes"] == ["preferred skill 'tips' not loaded"])
        #expect(scenario["failures"] == [])
    }

    /// Resolver settings come as text; report.json gives numbers and booleans
    /// as such, and leaves the rest as written.
    @Test(arguments: [
        ("3", JSONValue.int(3)),
        ("0", .int(0)),
        ("-1", .int(-1)),
        ("0.2", .double(0.2)),
        ("1e3", .double(1000)),
        ("true", .bool(true)),
        ("false", .bool(false)),
        ("60 s", .string("60 s")),
        ("gpt-4o", .string("gpt-4o")),
        ("007", .string("007")),
        (" 3", .string(" 3")),
        ("3 ", .string("3 ")),
        ("1.", .string("1.")),
        ("True", .string("True")),
        ("", .string("")),
        ("Scenarios/a.jsonl, Scenarios/b.jsonl", .string("Scenarios/a.jsonl, Scenarios/b.jsonl")),
    ])
    func resolverSettingTypes(_ text: String, _ expected: JSONValue) throws {
        var report = Fixtures.report()
        report.resolver = ResolverInfo(name: "command", settings: [.init("setting", text)])
        let object = try Self.parsed(report)
        #expect(object["resolver"]?["setting"] == expected)
    }

    /// The command resolver's settings as it shows them, with processes and
    /// seed as numbers in report.json.
    @Test func commandResolverSettings() throws {
        var report = Fixtures.report()
        report.resolver = ResolverInfo(name: "command", settings: [
            .init("program", "python3 resolver.py"), .init("processes", "3"), .init("seed", "0"), .init("timeout", "60 s"),
        ])
        let object = try Self.parsed(report)
        #expect(object["resolver"] == ["name": "command", "program": "python3 resolver.py", "processes": 3, "seed": 0, "timeout": "60 s"])
    }
}
