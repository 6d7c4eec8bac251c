import Diagnostics
import YAML

/// One `SKILL.md`: the YAML front matter between `---` lines (`name`,
/// `description`) and the Markdown body after it, each with its place in
/// the file, so the bundle importer and the app definition's checks can
/// point into the file the skill's author edits.
struct SkillFile {
    /// The path the file is shown as.
    let shown: String
    /// The file's text, without a byte order mark, with `\r\n` read as `\n`.
    let text: String
    /// The number `SourceFiles` gave the file.
    let source: Int32

    /// The front matter's `name`, where its value is.
    private(set) var name: (text: String, mark: Mark)?
    /// The front matter's `description`, as a scalar node.
    private(set) var description: Node?
    /// The body, from its first line with text to its last, and where it starts.
    private(set) var body: (text: String, mark: Mark)?
    /// Where the front matter mapping starts.
    private(set) var mark: Mark
    private(set) var diagnostics: [Diagnostic] = []

    /// The keys a skill's front matter takes.
    static let keys = ["name", "description"]

    /// Reads the text of a SKILL.md shown as `shown`.
    init(text original: String, shown: String) {
        var text = original
        if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        text = text.replacingCRLF()
        self.shown = shown
        self.text = text
        let registered = text
        source = SourceFiles.register(path: shown) { registered }
        mark = Mark(line: 1, column: 1, source: source)
        read()
    }

    private mutating func read() {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first, Self.isDelimiter(first) else {
            error("SKILL.md must open with front matter: a '---' line, 'name' and 'description', and a closing '---' line", at: Mark(line: 1, column: 1))
            return
        }
        guard let close = lines.indices.dropFirst().first(where: { Self.isDelimiter(lines[$0]) }) else {
            error("the front matter opened on line 1 is never closed; end it with a '---' line", at: Mark(line: 1, column: 1))
            return
        }
        readBody(lines, after: close)

        // Parsed from its opening `---` (YAML's document start), the front
        // matter keeps the file's line numbers, in marks and in messages.
        let frontMatter = lines[..<close].joined(separator: "\n") + "\n"
        let parsed: Node?
        do {
            parsed = try YAMLParser.parse(frontMatter, file: shown)
        } catch {
            self.error("invalid YAML in the front matter: \(error.message)", at: error.mark)
            return
        }
        guard let root = parsed?.relocated(source: source) else {
            error("the front matter is empty; it needs 'name' and 'description'", at: Mark(line: 1, column: 1))
            return
        }
        guard let mapping = root.mapping else {
            error("the front matter must be a mapping with 'name' and 'description', found \(root.kindDescription)", at: root.mark)
            return
        }
        mark = mapping.mark
        for pair in mapping.pairs {
            guard let key = pair.key.scalar?.string, Self.keys.contains(key) else {
                let key = pair.key.scalar?.string ?? ""
                warning("unknown key '\(key)' in the front matter; a skill takes only 'name' and 'description'\(Suggestion.hint(for: key, in: Self.keys))", at: pair.key.mark)
                continue
            }
            guard let scalar = pair.value.scalar, !pair.value.isNull else {
                let found = pair.value.isNull ? "nothing" : pair.value.kindDescription
                error("'\(key)' must be a line of text, found \(found)", at: pair.value.isNull ? pair.key.mark : pair.value.mark)
                continue
            }
            if scalar.string.allSatisfy(\.isWhitespace) {
                error("'\(key)' is blank", at: scalar.mark)
                continue
            }
            if key == "name" {
                name = (scalar.string, scalar.mark)
            } else {
                description = .scalar(Node.Scalar(scalar.string, style: .doubleQuoted, mark: scalar.mark))
            }
        }
        if !mapping.pairs.contains(where: { $0.key.scalar?.string == "name" }) {
            error("the front matter has no 'name'; it names the skill, as its folder does", at: mapping.mark)
        }
        if !mapping.pairs.contains(where: { $0.key.scalar?.string == "description" }) {
            error("the front matter has no 'description'; Siri reads it to decide when the skill applies", at: mapping.mark)
        }
    }

    /// The lines after the closing delimiter, without blank lines around them.
    private mutating func readBody(_ lines: [Substring], after close: Int) {
        var start = close + 1
        var end = lines.count
        while start < end, lines[start].allSatisfy(\.isWhitespace) { start += 1 }
        while end > start, lines[end - 1].allSatisfy(\.isWhitespace) { end -= 1 }
        guard start < end else { return }
        body = (lines[start..<end].joined(separator: "\n"), Mark(line: start + 1, column: 1, source: source))
    }

    static func isDelimiter(_ line: Substring) -> Bool {
        line.trimmingTrailingSpaces() == "---"
    }

    mutating func error(_ message: String, at mark: Mark) {
        report(.error, message, at: mark)
    }

    mutating func warning(_ message: String, at mark: Mark) {
        report(.warning, message, at: mark)
    }

    mutating func report(_ severity: Diagnostic.Severity, _ message: String, at mark: Mark) {
        diagnostics.append(Diagnostic(
            severity, message,
            at: SourceLocation(file: shown, line: mark.line, column: mark.column),
            snippet: SourceSnippet.render(text, line: mark.line, column: mark.column)
        ))
    }
}

extension StringProtocol {
    fileprivate func trimmingTrailingSpaces() -> SubSequence {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " || self[index(before: end)] == "\t" { end = index(before: end) }
        return self[startIndex..<end]
    }
}

extension String {
    /// The text with Windows line ends (`\r\n`) as `\n`; lines and columns stay.
    fileprivate func replacingCRLF() -> String {
        guard unicodeScalars.contains("\r") else { return self }
        var result = String.UnicodeScalarView()
        var scalars = unicodeScalars.makeIterator()
        var pending: Unicode.Scalar?
        while let scalar = pending ?? scalars.next() {
            pending = nil
            if scalar == "\r", let next = scalars.next() {
                if next == "\n" {
                    result.append("\n")
                } else {
                    result.append(scalar)
                    pending = next
                }
                continue
            }
            result.append(scalar)
        }
        return String(result)
    }
}
