import Diagnostics

/// How the app advisor (`evaluate app lint`, `evaluate app diff`) prints its
/// findings: as lines for people, or as one JSON document for tools (an
/// editor, a CI annotation step). The run's reports have their own
/// `ReportFormat`.
public enum OutputFormat: String, Sendable, Hashable, CaseIterable {
    case text
    case json

    /// The message for a name that is not a format, with a suggestion when
    /// it is near one.
    static func unknownMessage(for name: String) -> String {
        let names = allCases.map(\.rawValue)
        if let close = Suggestion.closest(to: name, in: names) {
            return "unknown format '\(name)'; did you mean '\(close)'?"
        }
        return "unknown format '\(name)'; expected \(names.joined(separator: " or "))"
    }
}
