import Diagnostics
import YAML

/// Collects the warnings and errors found in one imported file, each with
/// its place and a snippet that stays short even when the file is a single
/// line of many kilobytes, as Xcode writes extract.actionsdata.
final class ProblemLog {
    /// The path as it is shown to the user.
    let shown: String
    private(set) var diagnostics: [Diagnostic] = []
    private let text: String

    init(shown: String, text: String) {
        self.shown = shown
        self.text = text
    }

    func error(_ message: String, at mark: Mark) {
        report(.error, message, at: mark)
    }

    func warning(_ message: String, at mark: Mark) {
        report(.warning, message, at: mark)
    }

    func report(_ severity: Diagnostic.Severity, _ message: String, at mark: Mark) {
        diagnostics.append(Diagnostic(
            severity, message,
            at: SourceLocation(file: shown, line: mark.line, column: mark.column),
            snippet: snippet(line: mark.line, column: mark.column)
        ))
    }

    /// The line and a caret under the column, cut to a window on long lines.
    func snippet(line: Int, column: Int) -> String {
        SourceSnippet.render(text, line: line, column: column)
    }
}
