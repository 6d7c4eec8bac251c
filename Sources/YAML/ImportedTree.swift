import Diagnostics

/// What an importer read from an app's own files: a tree shaped like
/// app.yaml (`intents`, `entities`, `enums`, `shortcuts`, `skills`) whose
/// marks point into the files it came from (`Mark.source`), and what it could
/// not read. The app definition loader merges trees like this under the
/// app's YAML, so one set of checks serves every source.
public struct ImportedTree: Sendable {
    public var root: Node.Mapping
    public var diagnostics: [Diagnostic]

    public init(root: Node.Mapping, diagnostics: [Diagnostic] = []) {
        self.root = root
        self.diagnostics = diagnostics
    }

    /// Nothing read.
    public static let empty = ImportedTree(root: Node.Mapping([], mark: Mark(line: 1, column: 1)))
}
