import Diagnostics

/// Reads the keys of one YAML mapping with type checks, reporting each problem
/// with its location instead of stopping at the first one.
///
/// Call `checkKeys` with the keys the mapping may hold, so a misspelt key is
/// an error with a suggestion rather than silently ignored.
public struct MappingReader {
    public let mapping: Node.Mapping
    public let diagnostics: FileDiagnostics
    /// What the mapping is, for messages ("intent 'BookTable'"); made only
    /// when a message needs it, as most mappings have no problem.
    private let describe: () -> String
    public var what: String { describe() }

    /// Nil (with an error reported) when `node` is not a mapping.
    public init?(_ node: Node, what: @autoclosure @escaping () -> String, diagnostics: FileDiagnostics) {
        guard let mapping = node.mapping else {
            diagnostics.error("expected a mapping for \(what()), found \(node.kindDescription)", at: node.mark)
            return nil
        }
        self.mapping = mapping
        self.diagnostics = diagnostics
        self.describe = what
    }

    public var mark: Mark { mapping.mark }

    public subscript(key: String) -> Node? { mapping[key] }

    public func has(_ key: String) -> Bool { mapping[key] != nil }

    /// Reports every key not in `known` (and every key that is not a string).
    public func checkKeys(_ known: [String]) {
        for pair in mapping.pairs {
            guard let key = pair.key.scalar, pair.key.scalar?.value != .null else {
                diagnostics.error("keys in \(what) must be strings", at: pair.key.mark)
                continue
            }
            if !known.contains(key.string) {
                diagnostics.error(
                    "unknown key '\(key.string)' in \(what)\(Suggestion.hint(for: key.string, in: known))",
                    at: pair.key.mark
                )
            }
        }
    }

    /// Reports a missing required key at the mapping.
    @discardableResult
    public func require(_ key: String) -> Node? {
        guard let node = mapping[key] else {
            diagnostics.error("\(what) is missing the required key '\(key)'", at: mapping.mark)
            return nil
        }
        return node
    }

    public func string(_ key: String, required: Bool = false, allowEmpty: Bool = true) -> String? {
        guard let node = required ? require(key) : mapping[key] else { return nil }
        return Self.string(node, what: "'\(key)' of \(what)", allowEmpty: allowEmpty, diagnostics: diagnostics)
    }

    public func bool(_ key: String) -> Bool? {
        guard let node = mapping[key] else { return nil }
        guard case .bool(let value)? = node.scalar?.value else {
            diagnostics.error("expected true or false for '\(key)' of \(what), found \(node.kindDescription)\(Self.quoted(node))", at: node.mark)
            return nil
        }
        return value
    }

    public func int(_ key: String) -> Int? {
        guard let node = mapping[key] else { return nil }
        guard case .int(let value)? = node.scalar?.value else {
            diagnostics.error("expected a whole number for '\(key)' of \(what), found \(node.kindDescription)\(Self.quoted(node))", at: node.mark)
            return nil
        }
        return value
    }

    public func double(_ key: String) -> Double? {
        guard let node = mapping[key] else { return nil }
        return Self.double(node, what: "'\(key)' of \(what)", diagnostics: diagnostics)
    }

    /// A list of strings; a single string is accepted as a list of one.
    public func strings(_ key: String) -> [(String, Mark)]? {
        guard let node = mapping[key] else { return nil }
        return Self.strings(node, what: "'\(key)' of \(what)", diagnostics: diagnostics)
    }

    // MARK: Single nodes

    public static func string(_ node: Node, what: @autoclosure () -> String, allowEmpty: Bool = true, diagnostics: FileDiagnostics) -> String? {
        guard let scalar = node.scalar, scalar.value != .null else {
            diagnostics.error("expected a string for \(what()), found \(node.kindDescription)", at: node.mark)
            return nil
        }
        if !allowEmpty, isBlank(scalar.string) {
            diagnostics.error("\(what()) must not be blank", at: node.mark)
            return nil
        }
        return scalar.string
    }

    public static func double(_ node: Node, what: @autoclosure () -> String, diagnostics: FileDiagnostics) -> Double? {
        switch node.scalar?.value {
        case .int(let value)?: return Double(value)
        case .double(let value)?: return value
        default:
            diagnostics.error("expected a number for \(what()), found \(node.kindDescription)\(quoted(node))", at: node.mark)
            return nil
        }
    }

    public static func strings(_ node: Node, what: @autoclosure () -> String, diagnostics: FileDiagnostics) -> [(String, Mark)]? {
        if let scalar = node.scalar, scalar.value != .null {
            return [(scalar.string, scalar.mark)]
        }
        guard let items = node.sequence?.items else {
            diagnostics.error("expected a list of strings for \(what()), found \(node.kindDescription)", at: node.mark)
            return nil
        }
        return items.compactMap { item in
            string(item, what: "an item of \(what())", diagnostics: diagnostics).map { ($0, item.mark) }
        }
    }

    /// True for an empty or all-whitespace text (checked without Unicode
    /// property tables when the first character settles it).
    public static func isBlank(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                if scalar != " " && scalar != "\t" && scalar != "\n" && scalar != "\r" { return false }
            } else if !scalar.properties.isWhitespace {
                return false
            }
        }
        return true
    }

    /// ` 'text'` for a scalar, to show what was found; empty otherwise.
    public static func quoted(_ node: Node) -> String {
        guard let scalar = node.scalar, scalar.value != .null else { return "" }
        return " '\(scalar.string)'"
    }
}
