import Diagnostics
import Foundation
import YAML
@testable import SwiftSources

/// Where the fixtures and the sample scenarios are.
enum Paths {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}

/// The tree imported from one Swift text, shown as `Test.swift`.
func importing(_ text: String, shown: String = "Test.swift") -> ImportedTree {
    SwiftIntentsImporter.read(text: text, shown: shown)
}

extension ImportedTree {
    /// The node at a dotted path of keys and list indices: `intents.BookTable.title`, `shortcuts.0.intent`.
    func node(_ path: String) -> Node? {
        var node: Node? = .mapping(root)
        for step in path.split(separator: ".") {
            if let index = Int(step), let items = node?.sequence?.items {
                node = index < items.count ? items[index] : nil
            } else {
                node = node?.mapping?[String(step)]
            }
        }
        return node
    }

    /// The node at `path`, written compactly (see `Node.compact`); nil when absent.
    func value(_ path: String) -> String? { node(path)?.compact }

    /// The diagnostics, one line each, without snippets.
    var messages: [String] { diagnostics.map(\.description) }
}

extension Node {
    /// A compact form for comparisons: a scalar's text, `[a, b]`, `{k: v, k2: v2}`.
    var compact: String {
        switch self {
        case .scalar(let scalar): scalar.string
        case .sequence(let sequence): "[" + sequence.items.map(\.compact).joined(separator: ", ") + "]"
        case .mapping(let mapping): "{" + mapping.pairs.map { "\($0.key.compact): \($0.value.compact)" }.joined(separator: ", ") + "}"
        }
    }
}
