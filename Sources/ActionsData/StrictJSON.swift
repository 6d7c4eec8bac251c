import YAML

/// Finds what the YAML parser accepted but JSON does not allow (bare words,
/// single quotes, unquoted keys, tags), so a broken extract.actionsdata is
/// reported as broken instead of being read as YAML would read it.
///
/// JSON is YAML's flow style with double-quoted strings; the parser reads
/// `{"a":1 "b":2}` as a key `a` with the text `1 "b":2`. Every plain scalar
/// of real JSON is a number, `true`, `false` or `null`, and every key is a
/// double-quoted string.
enum StrictJSON {
    /// The first problems, in document order, at most `limit`.
    static func problems(in root: Node, limit: Int = 10) -> [(message: String, mark: Mark)] {
        var found: [(String, Mark)] = []
        var stack: [Node] = [root]
        while let node = stack.popLast(), found.count < limit {
            switch node {
            case .scalar(let scalar):
                if let problem = problem(scalar) { found.append((problem, scalar.mark)) }
            case .mapping(let mapping):
                if mapping.tag != nil { found.append(("invalid JSON: YAML tags are not JSON", mapping.mark)) }
                for pair in mapping.pairs.reversed() {
                    stack.append(pair.value)
                    if let key = pair.key.scalar, key.style == .doubleQuoted, key.tag == nil { continue }
                    found.append(keyProblem(pair.key))
                }
            case .sequence(let sequence):
                if sequence.tag != nil { found.append(("invalid JSON: YAML tags are not JSON", sequence.mark)) }
                stack.append(contentsOf: sequence.items.reversed())
            }
        }
        return found.sorted { $0.1 < $1.1 }.prefix(limit).map { ($0.0, $0.1) }
    }

    private static func keyProblem(_ key: Node) -> (String, Mark) {
        guard let scalar = key.scalar else {
            return ("invalid JSON: an object key must be a string, found \(key.kindDescription)", key.mark)
        }
        return ("invalid JSON: an object key must be in double quotes, found \(shown(scalar.string))", key.mark)
    }

    private static func problem(_ scalar: Node.Scalar) -> String? {
        if scalar.tag != nil { return "invalid JSON: YAML tags are not JSON" }
        switch scalar.style {
        case .doubleQuoted:
            return nil
        case .plain:
            if ["true", "false", "null"].contains(scalar.string) || isNumber(scalar.string) { return nil }
            if scalar.string.isEmpty { return "invalid JSON: expected a value" }
            return "invalid JSON: expected a string in double quotes, a number, true, false or null, found \(shown(scalar.string))"
        case .singleQuoted:
            return "invalid JSON: strings must be in double quotes, found \(shown("'" + scalar.string + "'"))"
        case .literal, .folded:
            return "invalid JSON: found a YAML block scalar"
        }
    }

    /// True for JSON's number grammar: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    static func isNumber(_ text: String) -> Bool {
        var scalars = Substring(text).unicodeScalars[...]
        func digits() -> Int {
            var count = 0
            while let first = scalars.first, ("0"..."9").contains(first) {
                scalars = scalars.dropFirst()
                count += 1
            }
            return count
        }
        if scalars.first == "-" { scalars = scalars.dropFirst() }
        if scalars.first == "0" {
            scalars = scalars.dropFirst()
        } else if digits() == 0 {
            return false
        }
        if scalars.first == "." {
            scalars = scalars.dropFirst()
            if digits() == 0 { return false }
        }
        if scalars.first == "e" || scalars.first == "E" {
            scalars = scalars.dropFirst()
            if scalars.first == "+" || scalars.first == "-" { scalars = scalars.dropFirst() }
            if digits() == 0 { return false }
        }
        return scalars.isEmpty
    }

    /// A found text in single quotes, shortened and on one line.
    private static func shown(_ text: String) -> String {
        let line = text.count > 40 ? String(text.prefix(37)) + "..." : text
        return "'" + line.map { $0.isNewline ? "\\n" : String($0) }.joined() + "'"
    }
}
