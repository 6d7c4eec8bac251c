import Diagnostics

/// A problem the lexer or the declaration parser found in one file, kept
/// with its 1-based place so the importer can report it against the path
/// the user sees.
public struct SwiftSyntaxProblem: Sendable, Hashable, CustomStringConvertible {
    public var severity: Diagnostic.Severity
    public var message: String
    public var line: Int
    public var column: Int

    public init(_ severity: Diagnostic.Severity, _ message: String, line: Int, column: Int) {
        self.severity = severity
        self.message = message
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column): \(severity.rawValue): \(message)" }
}
