import YAML

/// Builds one mapping of the imported tree, key by key, so the translator
/// writes `title`, `parameters`... in app.yaml's order with the marks of the
/// Swift source they were read from.
struct MappingBuilder {
    private(set) var pairs: [Node.Mapping.Pair] = []
    let mark: Mark

    init(at mark: Mark) {
        self.mark = mark
    }

    var isEmpty: Bool { pairs.isEmpty }

    /// Adds `key: value`; the key is marked where the value is, unless `keyMark` says otherwise.
    mutating func add(_ key: String, _ value: Node, keyMark: Mark? = nil) {
        pairs.append(Node.Mapping.Pair(key: .scalar(Node.Scalar(key, mark: keyMark ?? value.mark)), value: value))
    }

    func has(_ key: String) -> Bool {
        pairs.contains { $0.key.scalar?.string == key }
    }

    var node: Node { .mapping(Node.Mapping(pairs, mark: mark)) }

    /// A text scalar: double-quoted, so `yes` or `12` stay strings.
    static func text(_ value: String, at mark: Mark) -> Node {
        .scalar(Node.Scalar(value, style: .doubleQuoted, mark: mark))
    }

    /// A plain scalar, for numbers and booleans.
    static func plain(_ value: String, at mark: Mark) -> Node {
        .scalar(Node.Scalar(value, mark: mark))
    }

    static func bool(_ value: Bool, at mark: Mark) -> Node {
        plain(value ? "true" : "false", at: mark)
    }
}
