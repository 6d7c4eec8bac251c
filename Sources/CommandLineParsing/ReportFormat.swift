import Diagnostics

/// A kind of report `evaluate` writes. Shared by the command line, the
/// configuration file and the report writers, so the names agree everywhere.
public enum ReportFormat: String, Sendable, Hashable, CaseIterable {
    case json
    case markdown
    case junit

    /// Other spellings accepted for a format. `md` is what the file extension
    /// and most people call markdown, so refusing it would only annoy.
    public static let aliases: [String: ReportFormat] = ["md": .markdown]

    /// The format a name stands for, by its name or an alias; exact, lowercase.
    public init?(name: String) {
        if let format = ReportFormat(rawValue: name) {
            self = format
        } else if let format = ReportFormat.aliases[name] {
            self = format
        } else {
            return nil
        }
    }

    /// "json, markdown or junit", for messages and help.
    static var namesInProse: String {
        let names = allCases.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }

    /// The message for a name that is not a format: a suggestion when it is
    /// near one (`jsno`, `JSON`), the whole list otherwise.
    static func unknownMessage(for name: String) -> String {
        let candidates = allCases.map(\.rawValue) + aliases.keys.sorted()
        if let close = Suggestion.closest(to: name, in: candidates) {
            let suggested = ReportFormat(name: close)?.rawValue ?? close
            return "unknown format '\(name)'; did you mean '\(suggested)'?"
        }
        return "unknown format '\(name)'; expected \(namesInProse)"
    }
}
