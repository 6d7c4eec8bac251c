/// Escaping for text placed in GitHub-flavoured Markdown, so that messages
/// full of `$0 == 6`, `<nil>` and `a|b` render as written.
enum Markdown {
    /// Text for a table cell or a list item: Markdown punctuation escaped
    /// with a backslash, `<` and `&` as entities (GitHub would take
    /// `<Entity>` for an HTML tag and hide it, and `&lt;` for `<`), `|`
    /// escaped so it cannot end a cell, and line breaks as `<br>` so the row
    /// or item stays on one line. `>` stays: it only quotes at the start of
    /// a line, and these texts never start one.
    static func text(_ string: String) -> String {
        var result = ""
        var previousWasCR = false
        for character in string.unicodeScalars {
            defer { previousWasCR = character == "\r" }
            switch character {
            case "\\", "`", "*", "_", "~", "[", "]", "|", "#":
                result += "\\" + String(character)
            case "<": result += "&lt;"
            case "&": result += "&amp;"
            case "\r": result += "<br>"
            case "\n": if !previousWasCR { result += "<br>" }
            case "\u{2028}", "\u{2029}": result += "<br>"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// A code span for identifiers and paths: a fence longer than any run of
    /// backticks inside, line breaks as spaces and `|` escaped (GitHub reads
    /// a bare `|` inside a code span in a table as a cell border).
    static func code(_ string: String) -> String {
        var content = ""
        var longestRun = 0, run = 0
        for character in string.unicodeScalars {
            if character == "`" { run += 1; longestRun = max(longestRun, run) } else { run = 0 }
            switch character {
            case "\r", "\n", "\u{2028}", "\u{2029}": content += " "
            case "|": content += "\\|"
            default: content.unicodeScalars.append(character)
            }
        }
        let fence = String(repeating: "`", count: longestRun + 1)
        let padding = content.hasPrefix("`") || content.hasSuffix("`") ? " " : ""
        return fence + padding + content + padding + fence
    }

    /// A table row from cells already escaped.
    static func row(_ cells: [String]) -> String {
        "| " + cells.joined(separator: " | ") + " |"
    }
}
