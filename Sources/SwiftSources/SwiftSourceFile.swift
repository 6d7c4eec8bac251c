import Diagnostics
import YAML

/// One Swift file being imported, read into tokens and declarations, with
/// the number `SourceFiles` gave it: what marks and diagnostics need to
/// point back into it.
public struct SwiftSourceFile: Sendable {
    /// The path as the user sees it.
    public let shown: String
    public let text: String
    /// The file's number for `Mark.source`.
    public let source: Int32
    /// Where the file comes in the sorted input, for ordering.
    public let order: Int
    public let tokens: [SwiftToken]
    public let declarations: [SwiftTypeDeclaration]
    /// What the lexer and the parser found wrong.
    public let problems: [SwiftSyntaxProblem]
    /// Where each line starts, in `text.unicodeScalars`.
    private let lineStarts: [String.UnicodeScalarView.Index]

    /// Reads `text`; `source` is its number from `SourceFiles.register`.
    public init(shown: String, text: String, source: Int32, order: Int) {
        self.shown = shown
        self.text = text
        self.source = source
        self.order = order
        let lexed = SwiftLexer.tokenize(text)
        let parsed = SwiftDeclarationParser.parse(lexed.tokens)
        tokens = lexed.tokens
        declarations = parsed.declarations
        problems = lexed.problems + parsed.problems
        var starts = [text.unicodeScalars.startIndex]
        var index = text.unicodeScalars.startIndex
        while index < text.unicodeScalars.endIndex {
            let scalar = text.unicodeScalars[index]
            index = text.unicodeScalars.index(after: index)
            if scalar == "\n" || (scalar == "\r" && (index == text.unicodeScalars.endIndex || text.unicodeScalars[index] != "\n")) {
                starts.append(index)
            }
        }
        lineStarts = starts
    }

    /// Where `token` starts, as a mark into this file.
    public func mark(_ token: SwiftToken) -> Mark {
        Mark(line: token.line, column: token.column, source: source)
    }

    /// A diagnostic at `line`:`column` of this file, with the line and a caret.
    public func diagnostic(_ severity: Diagnostic.Severity, _ message: String, line: Int, column: Int) -> Diagnostic {
        Diagnostic(severity, message, at: SourceLocation(file: shown, line: line, column: column), snippet: snippet(line: line, column: column))
    }

    /// A diagnostic at `token`.
    public func diagnostic(_ severity: Diagnostic.Severity, _ message: String, at token: SwiftToken) -> Diagnostic {
        diagnostic(severity, message, line: token.line, column: token.column)
    }

    /// Where `token` is, as `file:line:column` for messages.
    public func place(_ token: SwiftToken) -> String {
        "\(shown):\(token.line):\(token.column)"
    }

    /// The line and caret, cut from the line alone so that many diagnostics
    /// in a large file stay cheap.
    private func snippet(line: Int, column: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : text.unicodeScalars.endIndex
        while end > start, ["\n", "\r"].contains(text.unicodeScalars[text.unicodeScalars.index(before: end)]) {
            end = text.unicodeScalars.index(before: end)
        }
        return SourceSnippet.render(String(text.unicodeScalars[start..<end]), line: 1, column: column)
    }
}
