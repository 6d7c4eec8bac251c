import Diagnostics
import JSON

/// One piece of advice from the app advisor (`evaluate app lint`, `evaluate
/// app diff`): where, how bad, what is wrong and what to do about it, so a
/// person can fix it without reading the documentation first and a tool can
/// annotate the line.
public struct Finding: Sendable, Hashable, CustomStringConvertible {
    /// The rule that found it (`tool-description`, `intent-removed`), nil for
    /// a problem the loader reported that no rule explains.
    public var rule: String?
    public var severity: Diagnostic.Severity
    /// Nil only when the loader could not say where.
    public var location: SourceLocation?
    public var message: String
    /// What to do, as an imperative sentence; nil when there is no advice
    /// beyond the message.
    public var fix: String?
    /// The source line and a caret, already rendered; empty when unknown.
    public var snippet: String

    public init(rule: String?, severity: Diagnostic.Severity, location: SourceLocation?, message: String, fix: String? = nil, snippet: String = "") {
        self.rule = rule
        self.severity = severity
        self.location = location
        self.message = message
        self.fix = fix
        self.snippet = snippet
    }

    /// A finding of `rule` made from a loader diagnostic, keeping its place,
    /// severity, message and snippet.
    init(rule: String?, diagnostic: Diagnostic, fix: String?) {
        self.init(rule: rule, severity: diagnostic.severity, location: diagnostic.location, message: diagnostic.message, fix: fix, snippet: diagnostic.snippet)
    }

    /// `file:line:column: warning: message [rule]`, the line compilers print.
    public var description: String {
        let text = message + (rule.map { " [\($0)]" } ?? "")
        return Diagnostic(severity, text, at: location).description
    }

    /// The finding as printed: its line, the source line with a caret, and
    /// the fix as a note at the same place (the way compilers print fix-its),
    /// so every line keeps the `file:line:column: severity:` form.
    public var rendered: String {
        var lines = [description]
        if !snippet.isEmpty { lines.append(snippet) }
        if let fix { lines.append(Diagnostic(.note, "fix: " + fix, at: location).description) }
        return lines.joined(separator: "\n")
    }

    /// The finding for `--format json`.
    public var json: JSONValue {
        var object = JSONObject()
        object["rule"] = rule.map { .string($0) } ?? .null
        object["severity"] = .string(severity.rawValue)
        object["file"] = location.map { .string($0.file) } ?? .null
        object["line"] = location.map { .int($0.line) } ?? .null
        object["column"] = location.map { .int($0.column) } ?? .null
        object["message"] = .string(message)
        object["fix"] = fix.map { .string($0) } ?? .null
        return .object(object)
    }
}

extension Array where Element == Finding {
    /// In file, line and column order (findings without a place last), then
    /// errors before warnings before notes; stable otherwise.
    public func sortedByLocation() -> [Finding] {
        enumerated().sorted { a, b in
            switch (a.element.location, b.element.location) {
            case let (l?, r?) where l != r: return l < r
            case (.some, nil): return true
            case (nil, .some): return false
            default:
                if a.element.severity != b.element.severity { return a.element.severity < b.element.severity }
                return a.offset < b.offset
            }
        }.map(\.element)
    }

    public var errorCount: Int { count { $0.severity == .error } }
    public var warningCount: Int { count { $0.severity == .warning } }
}
