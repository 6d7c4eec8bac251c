import Diagnostics
import Foundation
import YAML

/// Reads the App Intents declarations of an app's Swift files (intents,
/// entities, enums and App Shortcuts) into a tree shaped like app.yaml, so
/// an app can be evaluated from the Swift it ships instead of a hand-copied
/// description.
///
/// The files are read with a real lexer and a small declaration parser, not
/// line patterns: comments, strings and `#if` blocks do not fool it, and a
/// type's extensions in other files count. What it recognises but cannot
/// translate is a warning at its place; broken Swift is an error; no input
/// makes it crash or loop.
public enum SwiftIntentsImporter {
    /// The most problems reported for one file's syntax; the rest are counted.
    public static let maxSyntaxProblemsPerFile = 20

    /// Reads every `.swift` file at `roots` (files, or folders searched
    /// recursively); `shown` is each root's path as the user sees it.
    public static func read(_ roots: [(path: String, shown: String)]) -> ImportedTree {
        var diagnostics: [Diagnostic] = []
        var found: [(path: String, shown: String)] = []
        for root in roots {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
                diagnostics.append(.error("cannot read the Swift sources '\(root.shown)': no such file or folder", at: nil))
                continue
            }
            if isDirectory.boolValue {
                found += swiftFiles(in: root.path, shown: root.shown)
            } else {
                found.append(root)
            }
        }
        // A file named twice (itself and inside a folder) is read once.
        var seen: Set<String> = []
        found = found.filter { seen.insert(URL(fileURLWithPath: $0.path).standardizedFileURL.resolvingSymlinksInPath().path).inserted }
        var files: [SwiftSourceFile] = []
        for (order, file) in found.enumerated() {
            guard let data = FileManager.default.contents(atPath: file.path) else {
                diagnostics.append(.error("cannot read the Swift file '\(file.shown)'", at: nil))
                continue
            }
            let bytes = [UInt8](data)
            let (swift, problems) = load(text: String(decoding: bytes, as: UTF8.self), shown: file.shown, order: order)
            if String(validating: bytes, as: UTF8.self) == nil {
                diagnostics.append(swift.diagnostic(.warning, "the file is not valid UTF-8; the invalid bytes are read as U+FFFD", line: 1, column: 1))
            }
            diagnostics += problems
            files.append(swift)
        }
        var translator = AppIntentsTranslator(catalog: SwiftTypeCatalog(files: files))
        let root = translator.translate()
        return ImportedTree(root: root, diagnostics: diagnostics + translator.diagnostics)
    }

    /// Reads Swift source text given directly, as if it were a file shown as
    /// `shown`: for tests and for tools that hold the text already.
    public static func read(text: String, shown: String) -> ImportedTree {
        let (swift, problems) = load(text: text, shown: shown, order: 0)
        var translator = AppIntentsTranslator(catalog: SwiftTypeCatalog(files: [swift]))
        let root = translator.translate()
        return ImportedTree(root: root, diagnostics: problems + translator.diagnostics)
    }

    /// Registers, lexes and parses one file; its syntax problems, at most
    /// `maxSyntaxProblemsPerFile` of them and a note counting the rest.
    private static func load(text: String, shown: String, order: Int) -> (SwiftSourceFile, [Diagnostic]) {
        let source = SourceFiles.register(path: shown, text: { text })
        let swift = SwiftSourceFile(shown: shown, text: text, source: source, order: order)
        var diagnostics = swift.problems.prefix(maxSyntaxProblemsPerFile).map {
            swift.diagnostic($0.severity, $0.message, line: $0.line, column: $0.column)
        }
        if swift.problems.count > maxSyntaxProblemsPerFile {
            let last = swift.problems[maxSyntaxProblemsPerFile - 1]
            diagnostics.append(swift.diagnostic(
                .note, "\(swift.problems.count - maxSyntaxProblemsPerFile) more problems in this file are not shown",
                line: last.line, column: last.column
            ))
        }
        return (swift, diagnostics)
    }

    /// The `.swift` files under `folder`, sorted by their path inside it.
    /// Hidden folders (`.build`, `.git`) are skipped and symbolic links to
    /// folders are not followed, so a link cycle cannot loop.
    static func swiftFiles(in folder: String, shown: String) -> [(path: String, shown: String)] {
        var files: [(relative: String, path: String)] = []
        var pending = [""]
        let manager = FileManager.default
        while let relative = pending.popLast() {
            let directory = relative.isEmpty ? folder : (folder as NSString).appendingPathComponent(relative)
            guard let names = try? manager.contentsOfDirectory(atPath: directory) else { continue }
            for name in names where !name.hasPrefix(".") {
                let childRelative = relative.isEmpty ? name : relative + "/" + name
                let path = (directory as NSString).appendingPathComponent(name)
                guard let attributes = try? manager.attributesOfItem(atPath: path), let type = attributes[.type] as? FileAttributeType else { continue }
                if type == .typeDirectory {
                    pending.append(childRelative)
                } else if name.hasSuffix(".swift"), type == .typeRegular || (type == .typeSymbolicLink && !isDirectory(path)) {
                    files.append((childRelative, path))
                }
            }
        }
        let prefix = shown.hasSuffix("/") ? shown : shown + "/"
        return files.sorted { $0.relative < $1.relative }.map { ($0.path, prefix + $0.relative) }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
