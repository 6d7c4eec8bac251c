import YAML

/// Builds one mapping of the imported tree, key by key, in the order the
/// keys are added, so the translator reads like the app.yaml it produces.
struct TreeBuilder {
    private(set) var pairs: [Node.Mapping.Pair] = []
    let mark: Mark

    init(at mark: Mark) {
        self.mark = mark
    }

    var isEmpty: Bool { pairs.isEmpty }

    /// The mapping built so far.
    var node: Node { .mapping(Node.Mapping(pairs, mark: mark)) }

    /// Adds `key: value` when there is a value; `key` is a fixed app.yaml key
    /// (plain), marked at `keyMark` or else where the value is.
    mutating func add(_ key: String, _ value: Node?, keyMark: Mark? = nil) {
        guard let value else { return }
        pairs.append(Node.Mapping.Pair(key: Self.plain(key, at: keyMark ?? value.mark), value: value))
    }

    /// Adds `name: value` for a declared name (an intent, a parameter),
    /// double-quoted so any spelling stays a string, marked at `mark`.
    mutating func add(name: String, at mark: Mark, _ value: Node) {
        pairs.append(Node.Mapping.Pair(key: Self.text(name, at: mark), value: value))
    }

    /// True when a name was added already.
    func has(_ name: String) -> Bool {
        pairs.contains { $0.key.scalar?.string == name }
    }

    /// A text value: double-quoted, so `yes`, `12` and `null` stay strings.
    static func text(_ string: String, at mark: Mark) -> Node {
        .scalar(Node.Scalar(string, style: .doubleQuoted, mark: mark))
    }

    /// A boolean or number, or a fixed key.
    static func plain(_ string: String, at mark: Mark) -> Node {
        .scalar(Node.Scalar(string, style: .plain, mark: mark))
    }

    static func list(_ items: [Node], at mark: Mark) -> Node {
        .sequence(Node.Sequence(items, mark: mark))
    }
}
