import Diagnostics

/// Collects the problems found in one source file, each with its location and
/// a snippet of the line, so loaders can report every problem and go on.
///
/// One collector serves one file on one task; it is a class so that the small
/// readers that walk the file can share it without threading it through.
public final class FileDiagnostics {
    /// The path as it is shown to the user.
    public let path: String
    public private(set) var diagnostics: [Diagnostic] = []
    /// Makes the file's text for snippets, only once a problem needs it:
    /// most files have none, and decoding every file would cost time.
    private let makeText: () -> String
    private lazy var text: String = makeText()

    public init(path: String, text: @autoclosure @escaping () -> String) {
        self.path = path
        makeText = text
    }

    /// For a file read as bytes.
    public convenience init(path: String, bytes: [UInt8]) {
        self.init(path: path, text: String(decoding: bytes, as: UTF8.self))
    }

    public var hasErrors: Bool { diagnostics.hasErrors }

    /// The text of a line (1-based), for placing a caret inside a scalar.
    public func line(_ number: Int) -> Substring? {
        var current = 1
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == number { return line }
            current += 1
        }
        return nil
    }

    /// Where `mark` is: in this file, or in the imported file it names.
    public func location(_ mark: Mark) -> SourceLocation {
        SourceFiles.location(mark, in: path)
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
            snippet: SourceSnippet.render(mark.source == 0 ? text : SourceFiles.text(mark.source) ?? "", line: mark.line, column: mark.column)
        ))
    }

    /// Adds a diagnostic made elsewhere (for example by the parser).
    public func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }
}
