import Diagnostics

/// A YAML file that cannot be read: a syntax error, invalid UTF-8, a tab in
/// indentation, a duplicate key, an undefined alias or a document over the
/// parser's limits, with the place it was found.
public struct YAMLError: Error, Sendable, Hashable, CustomStringConvertible {
    public var file: String
    /// Where the problem is, 1-based.
    public var mark: Mark
    /// What is wrong: lowercase, no trailing period, names in single quotes.
    public var message: String
    /// The source line and a caret under the column; empty when unknown.
    public var snippet: String

    public init(file: String, mark: Mark, message: String, snippet: String = "") {
        self.file = file
        self.mark = mark
        self.message = message
        self.snippet = snippet
    }

    /// The error as a diagnostic, to be reported with the others of a run.
    public var diagnostic: Diagnostic {
        Diagnostic(
            .error,
            message,
            at: SourceLocation(file: file, line: mark.line, column: mark.column),
            snippet: snippet
        )
    }

    /// `file:line:column: error: message`, then the snippet.
    public var description: String { diagnostic.rendered }
}
