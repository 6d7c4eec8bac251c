import JSON
import YAML

/// Writes an app definition as app.yaml text, so people can see the one
/// definition `evaluate` works with once imports are merged (`evaluate app
/// show`), and so a definition read from Swift or Xcode metadata can become a
/// plain app.yaml.
///
/// The text loads back to an equal model (marks and the path aside), and the
/// same model always gives the same text:
///
/// - Keys come in the order of app-format.md; intents, parameters, entities
///   and the rest in the model's order; record metadata sorted by key.
/// - Only what differs from the loader's defaults is written: `tool: false`,
///   `authentication: alwaysAllowed` and empty lists are left out.
/// - A string is plain when YAML 1.2 (and, for safety, YAML 1.1) reads it
///   back as that very string; otherwise it is double-quoted with escapes.
///   So `"yes"`, `"null"`, `"12"`, `" padded"`, `"a: b"`, `"#tag"` and text
///   with line breaks are quoted.
/// - Records are written inline, with their properties, even when they came
///   from a `records: { file: ... }` catalog.
/// - Skill bodies are block literals (`|`), with the chomping and
///   indentation indicators their text needs; a body a literal cannot hold
///   (control characters) is double-quoted instead.
public enum AppDefinitionWriter {
    /// The app.yaml text of `app`, ending in a newline.
    public static func yaml(_ app: AppDefinition) -> String {
        var root: [(String, Tree)] = []
        var header: [(String, Tree)] = [("name", .scalar(scalar(app.name)))]
        if let bundle = app.bundleIdentifier { header.append(("bundleIdentifier", .scalar(scalar(bundle)))) }
        if !app.synonyms.isEmpty { header.append(("synonyms", strings(app.synonyms))) }
        root.append(("app", .mapping(header)))
        if !app.intents.isEmpty { root.append(("intents", .mapping(app.intents.map { ($0.identifier, tree($0)) }))) }
        if !app.entities.isEmpty { root.append(("entities", .mapping(app.entities.map { ($0.identifier, tree($0)) }))) }
        if !app.enums.isEmpty { root.append(("enums", .mapping(app.enums.map { ($0.identifier, tree($0)) }))) }
        if !app.shortcuts.isEmpty { root.append(("shortcuts", .sequence(app.shortcuts.map(tree)))) }
        if !app.skills.isEmpty { root.append(("skills", .mapping(app.skills.map { ($0.name, tree($0)) }))) }

        var lines: [String] = []
        for (index, (key, value)) in root.enumerated() {
            if index > 0 { lines.append("") }
            emit(key: key, value, indent: 0, into: &lines)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Model to tree

    /// A YAML node ready to print: scalars are already rendered text.
    private indirect enum Tree {
        case scalar(String)
        /// A block literal (`|`) holding this text.
        case literal(String)
        case sequence([Tree])
        case mapping([(String, Tree)])
    }

    private static func strings(_ values: [String]) -> Tree {
        .sequence(values.map { .scalar(scalar($0)) })
    }

    private static func tree(_ intent: Intent) -> Tree {
        var pairs: [(String, Tree)] = [("title", .scalar(scalar(intent.title)))]
        if let description = intent.description { pairs.append(("description", .scalar(scalar(description)))) }
        if intent.tool { pairs.append(("tool", .scalar("true"))) }
        if let schema = intent.schema { pairs.append(("schema", .scalar(scalar(schema)))) }
        if intent.openAppWhenRun { pairs.append(("openAppWhenRun", .scalar("true"))) }
        if intent.needsConfirmation { pairs.append(("needsConfirmation", .scalar("true"))) }
        if intent.authentication != .alwaysAllowed { pairs.append(("authentication", .scalar(intent.authentication.rawValue))) }
        if intent.destructive { pairs.append(("destructive", .scalar("true"))) }
        if !intent.parameters.isEmpty {
            pairs.append(("parameters", .mapping(intent.parameters.map { ($0.name, tree($0)) })))
        }
        if let result = intent.result { pairs.append(("result", .scalar(scalar(result.description)))) }
        if let dialog = intent.dialog { pairs.append(("dialog", .scalar(scalar(dialog)))) }
        return .mapping(pairs)
    }

    private static func tree(_ parameter: Parameter) -> Tree {
        var pairs: [(String, Tree)] = [("title", .scalar(scalar(parameter.title)))]
        if let description = parameter.description { pairs.append(("description", .scalar(scalar(description)))) }
        pairs.append(("type", .scalar(scalar(parameter.type.description))))
        if let range = parameter.range {
            pairs.append(("range", .scalar("[\(number(range.lowerBound)), \(number(range.upperBound))]")))
        }
        if let value = parameter.defaultValue { pairs.append(("default", tree(value))) }
        if let dialog = parameter.requestValueDialog { pairs.append(("requestValueDialog", .scalar(scalar(dialog)))) }
        return .mapping(pairs)
    }

    private static func tree(_ entity: EntityType) -> Tree {
        var pairs: [(String, Tree)] = [("title", .scalar(scalar(entity.title)))]
        if let description = entity.description { pairs.append(("description", .scalar(scalar(description)))) }
        if entity.indexed { pairs.append(("indexed", .scalar("true"))) }
        if entity.authentication != .alwaysAllowed { pairs.append(("authentication", .scalar(entity.authentication.rawValue))) }
        if !entity.properties.isEmpty {
            pairs.append(("properties", .mapping(entity.properties.map { property in
                var pairs: [(String, Tree)] = [("title", .scalar(scalar(property.title)))]
                if let description = property.description { pairs.append(("description", .scalar(scalar(description)))) }
                pairs.append(("type", .scalar(scalar(property.type.description))))
                if let authentication = property.authentication { pairs.append(("authentication", .scalar(authentication.rawValue))) }
                return (property.name, .mapping(pairs))
            })))
        }
        if !entity.records.isEmpty { pairs.append(("records", .sequence(entity.records.map(tree)))) }
        return .mapping(pairs)
    }

    private static func tree(_ record: Record) -> Tree {
        var pairs: [(String, Tree)] = [("id", .scalar(scalar(record.id))), ("title", .scalar(scalar(record.title)))]
        if let subtitle = record.subtitle { pairs.append(("subtitle", .scalar(scalar(subtitle)))) }
        if !record.synonyms.isEmpty { pairs.append(("synonyms", strings(record.synonyms))) }
        if !record.metadata.isEmpty {
            pairs.append(("metadata", .mapping(record.metadata.sorted { $0.key < $1.key }.map { ($0.key, .scalar(scalar($0.value))) })))
        }
        if record.hideInSpotlight { pairs.append(("hideInSpotlight", .scalar("true"))) }
        if !record.properties.isEmpty { pairs.append(("properties", tree(.object(record.properties)))) }
        return .mapping(pairs)
    }

    private static func tree(_ enumeration: EnumType) -> Tree {
        let cases: [(String, Tree)] = enumeration.cases.map { item in
            guard !item.synonyms.isEmpty else { return (item.identifier, .scalar(scalar(item.title))) }
            return (item.identifier, .mapping([("title", .scalar(scalar(item.title))), ("synonyms", strings(item.synonyms))]))
        }
        return .mapping([("title", .scalar(scalar(enumeration.title))), ("cases", .mapping(cases))])
    }

    private static func tree(_ shortcut: Shortcut) -> Tree {
        var pairs: [(String, Tree)] = [("intent", .scalar(scalar(shortcut.intent))), ("phrases", strings(shortcut.phrases))]
        if let title = shortcut.shortTitle { pairs.append(("shortTitle", .scalar(scalar(title)))) }
        if let image = shortcut.systemImageName { pairs.append(("systemImageName", .scalar(scalar(image)))) }
        return .mapping(pairs)
    }

    private static func tree(_ skill: Skill) -> Tree {
        var pairs: [(String, Tree)] = [("description", .scalar(scalar(skill.description)))]
        if !skill.body.isEmpty {
            pairs.append(("body", literalFits(skill.body) ? .literal(skill.body) : .scalar(doubleQuoted(skill.body))))
        }
        return .mapping(pairs)
    }

    /// A JSON value (a default, a record's properties) as YAML that reads
    /// back as the same value: an int stays an int, a double keeps a
    /// fraction or an exponent.
    private static func tree(_ value: JSONValue) -> Tree {
        switch value {
        case .null: return .scalar("null")
        case .bool(let flag): return .scalar(flag ? "true" : "false")
        case .int(let number): return .scalar(String(number))
        case .double(let number): return .scalar(double(number))
        case .string(let text): return .scalar(scalar(text))
        case .array(let items): return items.isEmpty ? .scalar("[]") : .sequence(items.map(tree))
        case .object(let object): return object.isEmpty ? .scalar("{}") : .mapping(object.map { ($0.key, tree($0.value)) })
        }
    }

    // MARK: Tree to lines

    private static func emit(key: String, _ value: Tree, indent: Int, into lines: inout [String]) {
        let head = String(repeating: " ", count: indent) + scalar(key) + ":"
        switch value {
        case .scalar(let text):
            lines.append(head + " " + text)
        case .literal(let text):
            literal(text, head: head, indent: indent + 2, into: &lines)
        case .sequence(let items):
            guard !items.isEmpty else { lines.append(head + " []"); return }
            lines.append(head)
            for item in items { emit(item: item, indent: indent + 2, into: &lines) }
        case .mapping(let pairs):
            guard !pairs.isEmpty else { lines.append(head + " {}"); return }
            lines.append(head)
            for (key, value) in pairs { emit(key: key, value, indent: indent + 2, into: &lines) }
        }
    }

    /// One `- item`; a nested mapping or sequence starts on the dash line.
    private static func emit(item: Tree, indent: Int, into lines: inout [String]) {
        let dash = String(repeating: " ", count: indent) + "- "
        var nested: [String] = []
        switch item {
        case .scalar(let text):
            lines.append(dash + text)
            return
        case .literal(let text):
            // Never produced: literals are only mapping values. Quote, to stay valid.
            lines.append(dash + doubleQuoted(text))
            return
        case .sequence(let items):
            guard !items.isEmpty else { lines.append(dash + "[]"); return }
            for inner in items { emit(item: inner, indent: indent + 2, into: &nested) }
        case .mapping(let pairs):
            guard !pairs.isEmpty else { lines.append(dash + "{}"); return }
            for (key, value) in pairs { emit(key: key, value, indent: indent + 2, into: &nested) }
        }
        nested[0] = dash + nested[0].dropFirst(indent + 2)
        lines += nested
    }

    /// `key: |` and the text indented below it. Chomping: `-` for no final
    /// line break, none for one, `+` for more. An indentation indicator when
    /// the first line that is not blank starts with a space or a tab, or a
    /// blank line before it holds spaces: YAML would otherwise take those
    /// for indentation.
    private static func literal(_ text: String, head: String, indent: Int, into lines: inout [String]) {
        var rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var breaks = 0
        while rows.count > 1, rows.last == "" {
            rows.removeLast()
            breaks += 1
        }
        let chomping = breaks == 0 ? "-" : breaks == 1 ? "" : "+"
        var needsIndicator = false
        for row in rows {
            if row.first == " " || row.first == "\t" { needsIndicator = true }
            if row.contains(where: { $0 != " " && $0 != "\t" }) { break }
        }
        lines.append(head + " |" + (needsIndicator ? "2" : "") + chomping)
        let padding = String(repeating: " ", count: indent)
        for row in rows { lines.append(row.isEmpty ? "" : padding + row) }
        // Kept final line breaks beyond the first are empty lines of the literal.
        for _ in 0..<max(0, breaks - 1) { lines.append("") }
    }

    /// Whether a block literal can hold `text` exactly: it needs something
    /// to show, and no character a literal cannot carry.
    private static func literalFits(_ text: String) -> Bool {
        guard text.contains(where: { !$0.isWhitespace }) else { return false }
        return !text.unicodeScalars.contains { scalar in
            scalar != "\n" && scalar != "\t" && needsEscape(scalar)
        }
    }

    // MARK: Scalars

    /// `text` as a YAML scalar in block context (a value or a key): plain
    /// when that reads back as the same string, double-quoted otherwise.
    public static func scalar(_ text: String) -> String {
        isPlainSafe(text) ? text : doubleQuoted(text)
    }

    /// The words YAML 1.1 reads as booleans; YAML 1.2 does not, but other
    /// tools that read the file might.
    private static let yaml11Words: Set<String> = [
        "y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO", "on", "On", "ON", "off", "Off", "OFF",
    ]

    /// Characters that cannot start a plain scalar (or that would make it
    /// something else: a tag, an anchor, an alias, a comment, a flow node).
    private static let indicators: Set<Character> = [
        "-", "?", ":", ",", "[", "]", "{", "}", "#", "&", "*", "!", "|", ">", "'", "\"", "%", "@", "`",
    ]

    static func isPlainSafe(_ text: String) -> Bool {
        guard let first = text.first, let last = text.last else { return false }
        if indicators.contains(first) || first == " " || last == " " || last == ":" { return false }
        if yaml11Words.contains(text) { return false }
        // Anything that resolves to null, a boolean or a number.
        guard case .string = Node.Scalar(text, style: .plain, mark: Mark(line: 1, column: 1)).value else { return false }
        // Number-like words YAML 1.1 reads as numbers (`1_000`, `1:30`, `0b1`).
        if first.isNumber || first == "+" || first == ".", !text.contains(" ") { return false }
        if text.contains(": ") || text.contains(" #") { return false }
        return !text.unicodeScalars.contains { $0 == "\t" || needsEscape($0) }
    }

    /// Characters a plain or literal scalar cannot carry as they are:
    /// control characters, YAML's other line breaks and the byte order mark.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF: true
        default: false
        }
    }

    /// `"text"` with YAML's escapes.
    static func doubleQuoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\0": result += "\\0"
            case "\u{85}": result += "\\N"
            case "\u{2028}": result += "\\L"
            case "\u{2029}": result += "\\P"
            default:
                if needsEscape(scalar) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += scalar.value <= 0xFF
                        ? "\\x" + String(repeating: "0", count: 2 - hex.count) + hex
                        : "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A range bound as written: `12`, not `12.0`.
    private static func number(_ value: Double) -> String {
        if value.isNaN { return ".nan" }
        if value.isInfinite { return value < 0 ? "-.inf" : ".inf" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// A double that reads back as a double: `4.0`, `1e+20`, `.inf`.
    private static func double(_ value: Double) -> String {
        if value.isNaN { return ".nan" }
        if value.isInfinite { return value < 0 ? "-.inf" : ".inf" }
        return String(value)
    }
}
