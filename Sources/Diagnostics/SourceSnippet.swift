/// Renders the line of a source text that a location points at, with a caret
/// under the column, so a reader sees the problem without opening the file.
public enum SourceSnippet {
    /// The line `line` (1-based) of `text` and a caret under `column`, or an
    /// empty string when the line does not exist.
    public static func render(_ text: String, line: Int, column: Int) -> String {
        guard line >= 1 else { return "" }
        var current = 1
        var found: Substring?
        for candidate in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == line { found = candidate; break }
            current += 1
        }
        guard var source = found else { return "" }
        if source.hasSuffix("\r") { source = source.dropLast() }
        // Tabs keep their width so the caret lines up under them.
        let prefix = source.prefix(max(0, column - 1)).map { $0 == "\t" ? "\t" : " " }.joined()
        return "\(source)\n\(prefix)^"
    }
}
