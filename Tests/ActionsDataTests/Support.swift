import Diagnostics
import Foundation
import YAML
@testable import ActionsData

/// The fixtures folder beside this file.
let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

func fixture(_ name: String) -> String { fixtures + "/" + name }

/// Reads JSON text as an extract.actionsdata shown as `test.actionsdata`.
func importing(_ text: String, shown: String = "test.actionsdata") -> ImportedTree {
    ActionsDataImporter.read(bytes: Array(text.utf8), shown: shown)
}

/// The tree as block YAML, double-quoted scalars in quotes, so one string
/// comparison pins the whole translation (keys, order, styles).
func yaml(_ node: Node, indent: String = "") -> String {
    switch node {
    case .scalar(let scalar):
        return scalar.style == .doubleQuoted ? "\"\(scalar.string)\"" : scalar.string
    case .sequence(let sequence):
        if sequence.items.allSatisfy({ $0.scalar != nil }) {
            return "[" + sequence.items.map { yaml($0) }.joined(separator: ", ") + "]"
        }
        return sequence.items.map { item in
            let body = yaml(item, indent: indent + "  ")
            let first = "\n" + indent + "  "
            return "\n" + indent + "- " + (body.hasPrefix(first) ? String(body.dropFirst(first.count)) : body)
        }.joined()
    case .mapping(let mapping):
        return mapping.pairs.map { pair in
            let value = yaml(pair.value, indent: indent + "  ")
            let key = yaml(pair.key)
            return "\n\(indent)\(key):" + (value.hasPrefix("\n") ? value : " " + value)
        }.joined()
    }
}

func yaml(_ mapping: Node.Mapping) -> String {
    String(yaml(.mapping(mapping)).dropFirst())
}

/// The node at a path of keys (strings) and indexes (ints).
func node(_ root: Node.Mapping, _ path: Any...) -> Node? {
    var current: Node? = .mapping(root)
    for step in path {
        if let key = step as? String {
            current = current?.mapping?[key]
        } else if let index = step as? Int, let items = current?.sequence?.items, items.indices.contains(index) {
            current = items[index]
        } else {
            return nil
        }
    }
    return current
}

/// The mark of the key `key` in the mapping at `path`.
func keyMark(_ root: Node.Mapping, _ path: [Any], _ key: String) -> Mark? {
    var current: Node? = .mapping(root)
    for step in path {
        if let name = step as? String { current = current?.mapping?[name] }
        else if let index = step as? Int { current = current?.sequence?.items[index] }
    }
    return current?.mapping?.pair(key)?.key.mark
}

/// Where `needle` starts in `text` (its `occurrence`-th match, from 1),
/// as the line and the column in Unicode scalars that marks use.
func place(of needle: String, in text: String, occurrence: Int = 1) -> (line: Int, column: Int)? {
    var searchStart = text.startIndex
    var found: Range<String.Index>?
    for _ in 0..<occurrence {
        guard let range = text.range(of: needle, range: searchStart..<text.endIndex) else { return nil }
        found = range
        searchStart = range.upperBound
    }
    guard let start = found?.lowerBound else { return nil }
    let before = text[..<start]
    let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
    return (line, text[lineStart..<start].unicodeScalars.count + 1)
}

/// Diagnostics as printed, first line only.
func lines(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map(\.description)
}
