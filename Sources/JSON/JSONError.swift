import Diagnostics

/// Why a JSON text could not be read, and where: enough for the
/// `file:line:column: error: message` lines users see, so a broken transcript
/// or records file can be fixed without guessing.
public struct JSONError: Error, Sendable, Hashable, CustomStringConvertible {
    /// 1-based line; for ``JSONLines`` the line in the whole file.
    public var line: Int
    /// 1-based column, counted in characters of the line (not bytes), as an
    /// editor shows it.
    public var column: Int
    /// 0-based byte offset into the input; for ``JSONLines`` into the whole file.
    public var offset: Int
    /// What is wrong, lowercase, without position (e.g. "unterminated string").
    public var message: String

    public init(message: String, line: Int, column: Int, offset: Int) {
        self.message = message
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `line:column: message`.
    public var description: String { "\(line):\(column): \(message)" }

    /// The place of the error in `file`.
    public func location(file: String) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    /// The error as a diagnostic for `file`; pass the file's text as `source`
    /// to show the offending line with a caret under the column.
    public func diagnostic(file: String, source: String? = nil) -> Diagnostic {
        let snippet = source.map { SourceSnippet.render($0, line: line, column: column) } ?? ""
        return Diagnostic(.error, message, at: location(file: file), snippet: snippet)
    }
}

extension JSONError {
    /// Finds the line and column of byte `offset` in `bytes` (whose first byte
    /// is on line `firstLine`). Done only once an error is found, so the
    /// parser's hot loop need not track lines.
    static func locate(
        _ message: String, at offset: Int, in bytes: UnsafeRawBufferPointer,
        firstLine: Int = 1, baseOffset: Int = 0
    ) -> JSONError {
        let offset = min(max(offset, 0), bytes.count)
        var line = firstLine
        var lineStart = 0
        for i in 0..<offset where bytes[i] == UInt8(ascii: "\n") {
            line += 1
            lineStart = i + 1
        }
        let prefix = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[lineStart..<offset]), as: UTF8.self)
        return JSONError(message: message, line: line, column: prefix.count + 1, offset: baseOffset + offset)
    }
}
