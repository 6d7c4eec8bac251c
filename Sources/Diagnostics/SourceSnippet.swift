/// Renders the line of a source text that a location points at, with a caret
/// under the column, so a reader sees the problem without opening the file.
public enum SourceSnippet {
    /// The widest line shown, in Unicode scalars: a longer line (Xcode writes
    /// a whole extract.actionsdata on one line) is cut to a window around
    /// the column, with `...` where it was cut.
    public static let width = 160

    /// The line `line` (1-based) of `text` and a caret under `column`, which
    /// counts Unicode scalars as marks do; an empty string when the line does
    /// not exist. Lines end at `\n`, with or without `\r` before it.
    public static func render(_ text: String, line: Int, column: Int) -> String {
        guard line >= 1 else { return "" }
        var current = 1
        var found: Substring.UnicodeScalarView?
        for candidate in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == line { found = candidate; break }
            current += 1
        }
        guard var source = found else { return "" }
        if source.last == "\r" { source = source.dropLast() }
        var scalars = Array(source)
        var column = column
        if scalars.count > width {
            let start = max(0, min(column - 1 - width / 2, scalars.count - width))
            let end = min(scalars.count, start + width)
            let cut = Array(scalars[start..<end])
            scalars = (start > 0 ? Array("...".unicodeScalars) : []) + cut + (end < source.count ? Array("...".unicodeScalars) : [])
            column += (start > 0 ? 3 : 0) - start
        }
        var shown = String.UnicodeScalarView()
        shown.append(contentsOf: scalars)
        let line = String(shown)
        // The caret is placed by characters, so a combining mark does not push it.
        let prefixEnd = shown.index(shown.startIndex, offsetBy: max(0, column - 1), limitedBy: shown.endIndex) ?? shown.endIndex
        let before = line[..<prefixEnd]
        let padding = before.map { $0 == "\t" ? "\t" : " " }.joined() + String(repeating: " ", count: max(0, column - 1 - scalars.count))
        return "\(line)\n\(padding)^"
    }
}
