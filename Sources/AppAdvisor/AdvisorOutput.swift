import Diagnostics
import JSON

/// The text `evaluate app lint` and `evaluate app diff` print: findings one
/// after another in compiler form with a closing count for people, or one
/// JSON document for tools (`--format json`). Kept here, beside the
/// findings, so tests can pin it without running the command.
public enum AdvisorOutput {
    // MARK: Lint

    /// Every finding (with `quiet`, only errors), then `N errors and M
    /// warnings in PATH` or `no findings in PATH`.
    public static func lintText(_ result: AppLinter.Result, app path: String, quiet: Bool = false) -> String {
        let shown = result.findings.filter { !quiet || $0.severity == .error }
        var text = shown.map { $0.rendered + "\n" }.joined()
        text += lintSummary(result, app: path) + "\n"
        return text
    }

    public static func lintSummary(_ result: AppLinter.Result, app path: String) -> String {
        let errors = result.findings.errorCount
        let warnings = result.findings.warningCount
        if errors == 0 && warnings == 0 { return "no findings in \(path)" }
        return "\(counted(errors, "error")) and \(counted(warnings, "warning")) in \(path)"
    }

    /// `{"app": ..., "valid": ..., "errors": ..., "warnings": ..., "findings": [...]}`.
    public static func lintJSON(_ result: AppLinter.Result, app path: String) -> String {
        var object = JSONObject()
        object["app"] = .string(path)
        object["valid"] = .bool(!result.invalid)
        object["errors"] = .int(result.findings.errorCount)
        object["warnings"] = .int(result.findings.warningCount)
        object["findings"] = .array(result.findings.map(\.json))
        return JSONValue.object(object).serialized(pretty: true) + "\n"
    }

    // MARK: Diff

    /// Every change (with `quiet`, only the breaking ones), then a count.
    public static func diffText(_ changes: [Finding], quiet: Bool = false) -> String {
        let shown = changes.filter { !quiet || AppDiff.kind(of: $0) == .breaking }
        return shown.map { $0.rendered + "\n" }.joined() + diffSummary(changes) + "\n"
    }

    /// `2 breaking changes for saved shortcuts, 1 harmless change, 3
    /// additions`, or `nothing breaks saved shortcuts (...)`.
    public static func diffSummary(_ changes: [Finding]) -> String {
        let breaking = changes.count { AppDiff.kind(of: $0) == .breaking }
        let harmless = changes.count { AppDiff.kind(of: $0) == .harmless }
        let additions = changes.count { AppDiff.kind(of: $0) == .addition }
        let rest = "\(counted(harmless, "harmless change")), \(counted(additions, "addition"))"
        return breaking == 0
            ? "nothing breaks saved shortcuts (\(rest))"
            : "\(counted(breaking, "breaking change")) for saved shortcuts, \(rest)"
    }

    /// `{"old": ..., "new": ..., "breaking": ..., "harmless": ..., "additions": ..., "changes": [...]}`,
    /// each change a finding with its `kind`.
    public static func diffJSON(_ changes: [Finding], old: String, new: String) -> String {
        var object = JSONObject()
        object["old"] = .string(old)
        object["new"] = .string(new)
        for kind in [DiffRule.Kind.breaking, .harmless] {
            object[kind.rawValue] = .int(changes.count { AppDiff.kind(of: $0) == kind })
        }
        object["additions"] = .int(changes.count { AppDiff.kind(of: $0) == .addition })
        object["changes"] = .array(changes.map { change in
            guard case .object(var fields) = change.json else { return change.json }
            fields["kind"] = AppDiff.kind(of: change).map { .string($0.rawValue) } ?? .null
            return .object(fields)
        })
        return JSONValue.object(object).serialized(pretty: true) + "\n"
    }

    /// `1 error`, `2 errors`, `0 additions`.
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
