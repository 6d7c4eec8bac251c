import YAML

/// The root of `source`, failing the test when it does not parse.
func parse(_ source: String, limits: YAMLParser.Limits = .init()) throws(YAMLError) -> Node? {
    try YAMLParser.parse(source, file: "test.yaml", limits: limits)
}

/// The error parsing `bytes` as `test.yaml`, nil when it parses.
func parseError(_ bytes: [UInt8], limits: YAMLParser.Limits = .init()) -> YAMLError? {
    do {
        _ = try YAMLParser.parse(bytes, file: "test.yaml", limits: limits)
        return nil
    } catch {
        return error
    }
}

/// The error parsing `source` as `test.yaml`, nil when it parses.
func parseError(_ source: String, limits: YAMLParser.Limits = .init()) -> YAMLError? {
    parseError(Array(source.utf8), limits: limits)
}

/// One step into a node: a mapping key or a list index.
enum Step: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible {
    case key(String)
    case index(Int)

    init(stringLiteral value: String) { self = .key(value) }
    init(integerLiteral value: Int) { self = .index(value) }

    var description: String {
        switch self {
        case .key(let key): key
        case .index(let index): String(index)
        }
    }
}

extension Node {
    /// The node at a path of mapping keys and list indices.
    func at(_ path: Step...) -> Node? { at(path: path) }

    func at(path: [Step]) -> Node? {
        var node: Node? = self
        for step in path {
            switch step {
            case .key(let key): node = node?.mapping?[key]
            case .index(let index):
                guard let items = node?.sequence?.items, items.indices.contains(index) else { return nil }
                node = items[index]
            }
        }
        return node
    }
}
