import ActionsData
import Diagnostics
import Foundation
import SkillsBundles
import SwiftSources
import YAML

/// Reads what an app.yaml's `import:` block names (the app's Swift sources,
/// Xcode's extracted metadata, a skills bundle), so a team keeps its intents
/// where they already live and writes in YAML only what only YAML can say.
///
/// ```yaml
/// import:
///   swift: [../../app-intents]      # folders or files
///   actionsdata: ../../build/Metadata.appintents/extract.actionsdata
///   skills: Skills.skillsbundle
/// ```
///
/// Paths are relative to the app.yaml. Without `skills:`, a
/// `Skills.skillsbundle` folder beside the app.yaml is read as if named.
enum AppImports {
    static let keys = ["swift", "actionsdata", "skills"]
    static let implicitBundle = "Skills.skillsbundle"

    /// The trees read, in the order swift, actionsdata, skills; problems
    /// with the block itself go to `diagnostics`, the importers' own
    /// problems come back inside the trees.
    static func read(_ root: Node.Mapping, directory: String, diagnostics: FileDiagnostics) -> [ImportedTree] {
        var trees: [ImportedTree] = []
        let block = root["import"].flatMap { MappingReader($0, what: "'import'", diagnostics: diagnostics) }
        block?.checkKeys(keys)
        let shownDirectory = (diagnostics.path as NSString).deletingLastPathComponent

        func paths(_ key: String, kind: String, folder: Bool?) -> [(path: String, shown: String)] {
            guard let node = block?[key] else { return [] }
            let entries: [(String, Mark)]
            if node.scalar != nil {
                guard let text = MappingReader.string(node, what: "'import.\(key)'", allowEmpty: false, diagnostics: diagnostics) else { return [] }
                entries = [(text, node.mark)]
            } else {
                entries = MappingReader.strings(node, what: "'import.\(key)'", diagnostics: diagnostics) ?? []
            }
            return entries.compactMap { text, mark in
                let path = text.hasPrefix("/") ? text : (directory as NSString).appendingPathComponent(text)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                    diagnostics.error("cannot find the \(kind) '\(text)'", at: mark)
                    return nil
                }
                if let folder, folder != isDirectory.boolValue {
                    diagnostics.error("the \(kind) '\(text)' must be \(folder ? "a folder" : "a file")", at: mark)
                    return nil
                }
                return (path, text.hasPrefix("/") ? text : normalized(shownDirectory, text))
            }
        }

        let swift = paths("swift", kind: "Swift sources", folder: nil)
        if !swift.isEmpty { trees.append(SwiftIntentsImporter.read(swift)) }
        for file in paths("actionsdata", kind: "Xcode metadata", folder: false) {
            trees.append(ActionsDataImporter.read(path: file.path, shown: file.shown))
        }
        var bundles = paths("skills", kind: "skills bundle", folder: true)
        if block?["skills"] == nil {
            let beside = (directory as NSString).appendingPathComponent(implicitBundle)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: beside, isDirectory: &isDirectory), isDirectory.boolValue {
                bundles = [(beside, normalized(shownDirectory, implicitBundle))]
            }
        }
        for bundle in bundles {
            trees.append(SkillsBundleImporter.read(path: bundle.path, shown: bundle.shown))
        }
        return trees
    }

    /// `folder/relative` with `.` and `..` segments resolved where they can
    /// be, so diagnostics show `Scenarios/app-intents/Book.swift` rather than
    /// `Scenarios/Restaurant/../app-intents/Book.swift`.
    static func normalized(_ folder: String, _ relative: String) -> String {
        var parts: [Substring] = []
        for part in (folder.isEmpty ? relative : folder + "/" + relative).split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return (folder.hasPrefix("/") ? "/" : "") + (parts.isEmpty ? "." : parts.joined(separator: "/"))
    }
}
