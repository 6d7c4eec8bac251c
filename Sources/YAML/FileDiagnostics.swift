import Diagnostics

/// Collects the problems found in one source file, each with its location and
/// a snippet of the line, so loaders can report every problem and go on.
///
/// One collector serves one file on one task; it is a class so that the small
/// readers that walk the file can share it without threading it through.
public final class FileDiagnostics {
    /// The path as it is shown to the user.
    public let path: String
    /// The file's text, used for snippets.
    public let text: String
    public private(set) var diagnostics: [Diagnostic] = []

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    public var hasErrors: Bool { diagnostics.hasErrors }

    public func location(_ mark: Mark) -> SourceLocation {
        SourceLocation(file: path, line: mark.line, column: mark.column)
    }

    public func error(_ message: String, at mark: Mark) {
        report(.error, message, at: mark)
    }

    public func warning(_ message: String, at mark: Mark) {
        report(.warning, message, at: mark)
    }

    public func report(_ severity: Diagnostic.Severity, _ message: String, at mark: Mark) {
        diagnostics.append(Diagnostic(
            severity, message, at: location(mark),
            snippet: SourceSnippet.render(text, line: mark.line, column: mark.column)
        ))
    }

    /// Adds a diagnostic made elsewhere (for example by the parser).
    public func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }
}
