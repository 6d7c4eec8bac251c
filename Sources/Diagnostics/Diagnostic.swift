/// One problem found in a user's file, printed the way compilers print them:
/// `file:line:column: error: message`, optionally followed by the source line
/// with a caret under the column.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible, Error {
    public enum Severity: String, Sendable, Hashable, Comparable {
        case error, warning, note

        private var rank: Int { self == .error ? 0 : self == .warning ? 1 : 2 }
        public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    }

    public var severity: Severity
    public var location: SourceLocation?
    public var message: String
    /// The source line and caret, already rendered; empty when unknown.
    public var snippet: String

    public init(_ severity: Severity, _ message: String, at location: SourceLocation?, snippet: String = "") {
        self.severity = severity
        self.message = message
        self.location = location
        self.snippet = snippet
    }

    public static func error(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.error, message, at: location)
    }

    public static func warning(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.warning, message, at: location)
    }

    /// The one-line form, without the snippet.
    public var description: String {
        if let location { return "\(location): \(severity.rawValue): \(message)" }
        return "\(severity.rawValue): \(message)"
    }

    /// The one-line form followed by the snippet, as printed on stderr.
    public var rendered: String {
        snippet.isEmpty ? description : description + "\n" + snippet
    }
}

extension Array where Element == Diagnostic {
    /// True when any diagnostic is an error (warnings do not stop a run).
    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// Diagnostics in file, line, column order; those without a place last.
    public func sortedByLocation() -> [Diagnostic] {
        enumerated().sorted { a, b in
            switch (a.element.location, b.element.location) {
            case let (l?, r?): return l != r ? l < r : a.offset < b.offset
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return a.offset < b.offset
            }
        }.map(\.element)
    }
}
