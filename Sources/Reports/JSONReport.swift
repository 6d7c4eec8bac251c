import JSON
import Metrics
import Results

/// Writes report.json, the machine-readable report of report-format.md, with
/// its required keys in the order the spec shows them.
///
/// Rates and interval ends are rounded to 4 decimals and durations to
/// milliseconds: more digits carry no information at these sample sizes and
/// make diffs of reports noisy. Resolver settings that are numbers or
/// booleans are written as such. Keys beyond the spec's: `warnings` at the
/// top; `lowerBound` and `message` on gate checks; on a scenario, `warnings`,
/// `notes` and `runErrors` (`[{run, message}]`) when not empty.
public enum JSONReport {
    /// The version of the report layout; bumped when a key changes meaning.
    public static let schemaVersion = 1

    /// The report as a JSON value.
    public static func value(_ report: Report) -> JSONValue {
        let summary = report.summary
        var resolver: JSONObject = ["name": .string(report.resolver.name)]
        for setting in report.resolver.settings where setting.key != "name" {
            resolver[setting.key] = value(setting: setting.value)
        }
        var metrics = JSONObject()
        for metric in Metric.allCases {
            metrics[metric.rawValue] = summary.metric(metric).map(value) ?? .null
        }
        let object: JSONObject = [
            "schemaVersion": .int(schemaVersion),
            "tool": ["name": .string(report.toolName), "version": .string(report.toolVersion)],
            "startedAt": .string(report.startedAtText),
            "durationSeconds": .double(NumberText.rounded(report.durationSeconds, places: 3)),
            "resolver": .object(resolver),
            "runs": .int(report.runs),
            "scenarioCount": .int(summary.scenarios.count),
            "metrics": .object(metrics),
            "errors": .int(summary.errors),
            "passHatK": kTable(summary.passHatK),
            "passAtK": kTable(summary.passAtK),
            "scenarios": .array(summary.scenarios.map(value)),
            "gate": value(report.gate),
            "warnings": .array(report.warnings.map(JSONValue.string)),
        ]
        return .object(object)
    }

    /// A resolver setting as JSON: a number when its text is a JSON number
    /// (`3`, `0.2`), a boolean when it is `true` or `false`, otherwise the
    /// text (`60 s`, `gpt-4o`). Resolvers give their settings as text, for
    /// the summary; report.json's readers should not have to parse `"3"`.
    static func value(setting text: String) -> JSONValue {
        guard let first = text.utf8.first, let last = text.utf8.last,
              first == UInt8(ascii: "-") || first == UInt8(ascii: "t") || first == UInt8(ascii: "f") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
              (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(last) || last == UInt8(ascii: "e")
        else { return .string(text) }
        switch try? JSONParser.parse(text) {
        case .int(let number)?: return .int(number)
        case .double(let number)? where number.isFinite: return .double(number)
        case .bool(let flag)?: return .bool(flag)
        default: return .string(text)
        }
    }

    /// The text of report.json: indented, ending with a newline.
    public static func text(_ report: Report) -> String {
        value(report).serialized(pretty: true) + "\n"
    }

    static func value(_ metric: MetricSummary) -> JSONValue {
        [
            "mean": .double(NumberText.rounded(metric.mean)),
            "passed": .int(metric.passed),
            "total": .int(metric.total),
            "ci95": [.double(NumberText.rounded(metric.ci95.low)), .double(NumberText.rounded(metric.ci95.high))],
        ]
    }

    /// `{"1": v1, "2": v2, ...}`: keyed by k as text, since JSON keys are
    /// strings and a reader should not have to remember that index 0 is k = 1.
    static func kTable(_ values: [Double]) -> JSONValue {
        var object = JSONObject()
        for (index, value) in values.enumerated() {
            object[String(index + 1)] = .double(NumberText.rounded(value))
        }
        return .object(object)
    }

    static func value(_ scenario: ScenarioSummary) -> JSONValue {
        var metrics = JSONObject()
        // allPass is the scenario's own `passed` out of its error-free runs,
        // so only the five Apple metrics are listed, as in the spec's example.
        for metric in Metric.allCases where metric != .allPass {
            if let count = scenario.metric(metric) {
                metrics[metric.rawValue] = ["passed": .int(count.passed), "total": .int(count.total)]
            }
        }
        var object: JSONObject = [
            "id": .string(scenario.id),
            "name": .string(scenario.name),
            "file": .string(scenario.file),
            "line": .int(scenario.line),
            "tags": .array(scenario.tags.map(JSONValue.string)),
            "status": .string(scenario.status.rawValue),
            "runs": .int(scenario.runs),
            "passed": .int(scenario.passed),
            "errors": .int(scenario.errors),
            "metrics": .object(metrics),
            "failures": .array(scenario.failures.map { failure in
                [
                    "run": .int(failure.run),
                    "turn": .int(failure.turn),
                    "check": .string(failure.check.rawValue),
                    "line": .int(failure.line),
                    "message": .string(failure.message),
                ]
            }),
        ]
        if !scenario.runErrors.isEmpty {
            object["runErrors"] = .array(scenario.runErrors.map { ["run": .int($0.run), "message": .string($0.message)] })
        }
        if !scenario.warnings.isEmpty { object["warnings"] = .array(scenario.warnings.map(JSONValue.string)) }
        if !scenario.notes.isEmpty { object["notes"] = .array(scenario.notes.map(JSONValue.string)) }
        return .object(object)
    }

    /// A count as an integer when it is one.
    static func count(_ value: Double) -> JSONValue {
        Int(exactly: value).map(JSONValue.int) ?? .double(value)
    }

    static func value(_ gate: GateResult) -> JSONValue {
        [
            "passed": .bool(gate.passed),
            "checks": .array(gate.checks.map { check in
                let isCount = check.threshold.target == .errors
                let threshold: JSONValue = isCount ? count(check.threshold.min) : .double(check.threshold.min)
                let value: JSONValue = check.value.map { isCount ? count($0) : .double(NumberText.rounded($0)) } ?? .null
                return [
                    "metric": .string(check.metric),
                    "op": .string(check.op),
                    "threshold": threshold,
                    "value": value,
                    "passed": .bool(check.passed),
                    "lowerBound": .bool(check.threshold.lowerBound),
                    "message": .string(check.message),
                ]
            }),
        ]
    }
}
