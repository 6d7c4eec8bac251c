import Diagnostics
import Foundation
import YAML

/// Reads a `Skills.skillsbundle` folder, the Xcode resource that holds an
/// app's skills, so the skills an app ships are evaluated as they are
/// written rather than copied into app.yaml.
///
/// The layout Apple asks for: `Skills/<name>/SKILL.md`, one folder per
/// skill holding only its SKILL.md, which opens with YAML front matter
/// (`name`, matching the folder, and `description`) followed by the
/// Markdown body. The result is `skills: { <name>: { description, body } }`
/// with marks in each SKILL.md.
///
/// This importer checks what only a bundle can get wrong: the folders, the
/// front matter, the name against its folder, names unique in the bundle.
/// The rules every skill follows wherever it is written (name spelling,
/// one-line description, lengths) are checked once, by the app definition
/// loader, on the merged result, pointing into the SKILL.md all the same.
public enum SkillsBundleImporter {
    /// The folder inside the bundle that holds one folder per skill.
    public static let skillsFolder = "Skills"
    /// The one file a skill folder holds.
    public static let skillFile = "SKILL.md"
    /// Finder's folder settings, which macOS writes into any folder it shows.
    static let ignored: Set<String> = [".DS_Store"]

    /// Reads the bundle at `path`, shown to the user as `shown`.
    public static func read(path: String, shown: String) -> ImportedTree {
        let shownBundle = shown.hasSuffix("/") ? String(shown.dropLast()) : shown
        var diagnostics: [Diagnostic] = []
        let root = Mark(line: 1, column: 1)
        func folderError(_ message: String, _ shownPath: String) {
            diagnostics.append(Diagnostic(.error, message, at: SourceLocation(file: shownPath, line: 1, column: 1)))
        }

        guard isFolder(path) else {
            return ImportedTree(root: Node.Mapping([], mark: root), diagnostics: [.error("cannot read the skills bundle '\(shownBundle)'", at: nil)])
        }
        let skillsPath = path + "/" + skillsFolder
        guard entries(of: path).contains(skillsFolder), isFolder(skillsPath) else {
            folderError("the skills bundle has no '\(skillsFolder)' folder; each skill goes in \(skillsFolder)/<name>/\(skillFile)", shownBundle)
            return ImportedTree(root: Node.Mapping([], mark: root), diagnostics: diagnostics)
        }

        var skills: [Node.Mapping.Pair] = []
        var places: [String: String] = [:]
        for folder in entries(of: skillsPath) {
            let folderPath = skillsPath + "/" + folder
            let shownFolder = shownBundle + "/" + skillsFolder + "/" + folder
            guard isFolder(folderPath) else {
                folderError("'\(folder)' is not a skill folder; the \(skillsFolder) folder holds one folder per skill, each with its \(skillFile)", shownFolder)
                continue
            }
            let contents = entries(of: folderPath)
            // `skill.md` is the file misnamed, not a second file.
            let misnamed = contents.contains(skillFile) ? nil : contents.first { $0.lowercased() == skillFile.lowercased() }
            for other in contents where other != skillFile && other != misnamed {
                let what = isFolder(folderPath + "/" + other) ? "the folder" : "the file"
                folderError("skill folder '\(folder)' holds \(what) '\(other)'; a skill folder holds only its \(skillFile), no scripts or reference files", shownFolder + "/" + other)
            }
            if let misnamed {
                folderError("the skill's file must be named \(skillFile), found '\(misnamed)'", shownFolder + "/" + misnamed)
                continue
            }
            guard contents.contains(skillFile) else {
                folderError("skill folder '\(folder)' has no \(skillFile)", shownFolder)
                continue
            }
            let filePath = folderPath + "/" + skillFile
            let shownFile = shownFolder + "/" + skillFile
            guard !isFolder(filePath), let data = FileManager.default.contents(atPath: filePath) else {
                folderError("'\(skillFile)' in skill folder '\(folder)' cannot be read as a file", shownFile)
                continue
            }
            let text = String(decoding: data, as: UTF8.self)
            guard text.utf8.elementsEqual(data) else {
                folderError("\(skillFile) of skill folder '\(folder)' is not valid UTF-8; save it as UTF-8", shownFile)
                continue
            }
            var file = SkillFile(text: text, shown: shownFile)
            if let name = file.name, name.text != folder {
                file.error("the name '\(name.text)' does not match the skill's folder '\(folder)'; a skill's folder is named after it", at: name.mark)
            }
            if let name = file.name, let other = places[name.text] {
                file.error("the skill name '\(name.text)' is used twice in the bundle; the first is at \(other)", at: name.mark)
                diagnostics += file.diagnostics
                continue
            }
            diagnostics += file.diagnostics
            guard let name = file.name, let description = file.description else { continue }
            places[name.text] = "\(shownFile):\(name.mark.line):\(name.mark.column)"
            var skill: [Node.Mapping.Pair] = [
                Node.Mapping.Pair(key: .scalar(Node.Scalar("description", mark: description.mark)), value: description),
            ]
            if let body = file.body {
                skill.append(Node.Mapping.Pair(
                    key: .scalar(Node.Scalar("body", mark: body.mark)),
                    value: .scalar(Node.Scalar(body.text, style: .doubleQuoted, mark: body.mark))
                ))
            }
            skills.append(Node.Mapping.Pair(
                key: .scalar(Node.Scalar(name.text, style: .doubleQuoted, mark: name.mark)),
                value: .mapping(Node.Mapping(skill, mark: file.mark))
            ))
        }

        guard let first = skills.first else {
            return ImportedTree(root: Node.Mapping([], mark: root), diagnostics: diagnostics)
        }
        let section = Node.Mapping.Pair(
            key: .scalar(Node.Scalar("skills", mark: first.key.mark)),
            value: .mapping(Node.Mapping(skills, mark: first.key.mark))
        )
        return ImportedTree(root: Node.Mapping([section], mark: root), diagnostics: diagnostics)
    }

    /// The names in a folder, sorted, without Finder's settings files.
    static func entries(of path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { !ignored.contains($0) }.sorted()
    }

    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
