/// A YAML node with its position: what the loaders validate, so every problem
/// they find can point at the line and column it came from.
///
/// Aliases are resolved by the parser: an alias is a copy of its anchor's node
/// (cheap, as arrays are copy-on-write), marked where the anchor was defined.
public enum Node: Sendable, Hashable {
    case scalar(Scalar)
    case mapping(Mapping)
    case sequence(Sequence)

    /// Where the node starts.
    public var mark: Mark {
        switch self {
        case .scalar(let scalar): scalar.mark
        case .mapping(let mapping): mapping.mark
        case .sequence(let sequence): sequence.mark
        }
    }

    public var scalar: Scalar? {
        if case .scalar(let scalar) = self { return scalar }
        return nil
    }

    public var mapping: Mapping? {
        if case .mapping(let mapping) = self { return mapping }
        return nil
    }

    public var sequence: Sequence? {
        if case .sequence(let sequence) = self { return sequence }
        return nil
    }

    /// True for a plain `null`, `~` or empty scalar.
    public var isNull: Bool { scalar?.value == .null }

    /// A word for the node's kind, for messages such as "expected a mapping, found a list".
    public var kindDescription: String {
        switch self {
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .scalar(let scalar):
            switch scalar.value {
            case .null: "null"
            case .bool: "a boolean"
            case .int: "an integer"
            case .double: "a number"
            case .string: "a string"
            }
        }
    }
}

extension Node {
    /// The same tree with every mark moved into `source`, `lines` further
    /// down: for YAML or JSON read from an imported file, or from the
    /// front matter of a Markdown file.
    public func relocated(source: Int32, lines: Int = 0) -> Node {
        func move(_ mark: Mark) -> Mark { Mark(line: mark.line + lines, column: mark.column, source: source) }
        switch self {
        case .scalar(var scalar):
            scalar.mark = move(scalar.mark)
            return .scalar(scalar)
        case .mapping(var mapping):
            mapping.mark = move(mapping.mark)
            mapping.pairs = mapping.pairs.map { Mapping.Pair(key: $0.key.relocated(source: source, lines: lines), value: $0.value.relocated(source: source, lines: lines)) }
            return .mapping(mapping)
        case .sequence(var sequence):
            sequence.mark = move(sequence.mark)
            sequence.items = sequence.items.map { $0.relocated(source: source, lines: lines) }
            return .sequence(sequence)
        }
    }
}
