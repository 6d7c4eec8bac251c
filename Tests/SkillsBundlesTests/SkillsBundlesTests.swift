import Diagnostics
import Foundation
import Testing
import YAML
@testable import SkillsBundles

let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

/// Reads a fixture bundle, shown by its name.
func bundle(_ name: String) -> ImportedTree {
    SkillsBundleImporter.read(path: fixtures + "/" + name, shown: name)
}

/// The skills of a tree: name, then each key of the skill with its value's mark.
func skills(_ tree: ImportedTree) -> [String: [String: (String, Mark)]] {
    var result: [String: [String: (String, Mark)]] = [:]
    for pair in tree.root["skills"]?.mapping?.pairs ?? [] {
        var keys: [String: (String, Mark)] = [:]
        for key in pair.value.mapping?.pairs ?? [] {
            keys[key.key.scalar?.string ?? ""] = (key.value.scalar?.string ?? "", key.value.mark)
        }
        result[pair.key.scalar?.string ?? ""] = keys
    }
    return result
}

@Suite("Reading a Skills.skillsbundle")
struct SkillsBundlesTests {
    @Test("each skill becomes a name with its description and body")
    func good() throws {
        let tree = bundle("Good.skillsbundle")
        #expect(tree.diagnostics.isEmpty)
        let section = try #require(tree.root["skills"]?.mapping)
        // In folder order, sorted.
        #expect(section.pairs.map { $0.key.scalar?.string } == ["change-booking", "front-matter-only", "plan-group-dinner"])
        let found = skills(tree)
        let dinner = try #require(found["plan-group-dinner"])
        #expect(dinner["description"]?.0 == "Finds and books a table for a group dinner in Dinewell when the person gives a group size, a rough time, and preferences such as seating or neighborhood.")
        #expect(dinner["body"]?.0 == """
            Search before you book. Use the find available tables tool first, and
            only use the book a table tool after the person picks a restaurant
            and a time from the results.

            For groups larger than 12, don't book. Explain that Dinewell restaurants
            take large parties by phone, and offer to open the restaurant's page.

            Never offer to pay a deposit. Deposits are handled in the app.
            """)
        // Quoted YAML, and blank lines around the body dropped.
        let change = try #require(found["change-booking"])
        #expect(change["description"]?.0 == #"Changes an upcoming Dinewell booking: party size, time or seating. Use it when the person says "make it six" or "move it to 8"."#)
        #expect(change["body"]?.0 == "## Steps\n\n1. Find the booking the person means; if there are several, ask which.\n2. Change one thing at a time, and say what changed.")
        #expect(change["body"]?.1.line == 6)
        // A folded description; no body, no body key.
        let only = try #require(found["front-matter-only"])
        #expect(only["description"]?.0 == "Says which Dinewell tool to use for a takeaway order.")
        #expect(only["body"] == nil)
    }

    @Test("marks point into each SKILL.md: the name's value, the description's, the body's first line")
    func marks() throws {
        let tree = bundle("Good.skillsbundle")
        let section = try #require(tree.root["skills"]?.mapping)
        let pair = try #require(section.pair("plan-group-dinner"))
        let shown = "Good.skillsbundle/Skills/plan-group-dinner/SKILL.md"
        #expect(SourceFiles.path(pair.key.mark.source) == shown)
        #expect(SourceFiles.text(pair.key.mark.source)?.hasPrefix("---\nname: plan-group-dinner\n") == true)
        #expect(pair.key.mark.description == "2:7")
        let skill = try #require(pair.value.mapping)
        #expect(skill["description"]?.mark.description == "3:14")
        #expect(skill["description"]?.scalar?.style == .doubleQuoted)
        #expect(skill["body"]?.mark.description == "5:1")
        #expect(skill["body"]?.scalar?.style == .doubleQuoted)
        #expect(Set([pair.key.mark.source, skill["description"]!.mark.source, skill["body"]!.mark.source]).count == 1)
        // Each SKILL.md is its own file.
        let other = try #require(section.pair("change-booking"))
        #expect(SourceFiles.path(other.key.mark.source) == "Good.skillsbundle/Skills/change-booking/SKILL.md")
    }

    /// One bundle per broken rule: the diagnostics as printed, and the
    /// skills that are still read.
    static let broken: [(String, [String], [String])] = [
        ("NoSkillsFolder.skillsbundle", [
            "NoSkillsFolder.skillsbundle:1:1: error: the skills bundle has no 'Skills' folder; each skill goes in Skills/<name>/SKILL.md",
        ], []),
        ("FileInSkills.skillsbundle", [
            "FileInSkills.skillsbundle/Skills/README.md:1:1: error: 'README.md' is not a skill folder; the Skills folder holds one folder per skill, each with its SKILL.md",
        ], ["plan-group-dinner"]),
        ("NoSkillFile.skillsbundle", [
            "NoSkillFile.skillsbundle/Skills/notes-only/notes.md:1:1: error: skill folder 'notes-only' holds the file 'notes.md'; a skill folder holds only its SKILL.md, no scripts or reference files",
            "NoSkillFile.skillsbundle/Skills/notes-only:1:1: error: skill folder 'notes-only' has no SKILL.md",
        ], []),
        ("MissingSkillFile.skillsbundle", [
            "MissingSkillFile.skillsbundle/Skills/lowercase/skill.md:1:1: error: the skill's file must be named SKILL.md, found 'skill.md'",
        ], []),
        ("ExtraFile.skillsbundle", [
            "ExtraFile.skillsbundle/Skills/with-script/helper.py:1:1: error: skill folder 'with-script' holds the file 'helper.py'; a skill folder holds only its SKILL.md, no scripts or reference files",
        ], ["with-script"]),
        ("Subfolder.skillsbundle", [
            "Subfolder.skillsbundle/Skills/with-folder/references:1:1: error: skill folder 'with-folder' holds the folder 'references'; a skill folder holds only its SKILL.md, no scripts or reference files",
        ], ["with-folder"]),
        ("NoFrontMatter.skillsbundle", [
            "NoFrontMatter.skillsbundle/Skills/no-front-matter/SKILL.md:1:1: error: SKILL.md must open with front matter: a '---' line, 'name' and 'description', and a closing '---' line",
        ], []),
        ("UnclosedFrontMatter.skillsbundle", [
            "UnclosedFrontMatter.skillsbundle/Skills/unclosed/SKILL.md:1:1: error: the front matter opened on line 1 is never closed; end it with a '---' line",
        ], []),
        ("EmptyFrontMatter.skillsbundle", [
            "EmptyFrontMatter.skillsbundle/Skills/empty/SKILL.md:1:1: error: the front matter is empty; it needs 'name' and 'description'",
        ], []),
        ("BadYAML.skillsbundle", [
            "BadYAML.skillsbundle/Skills/bad-yaml/SKILL.md:3:27: error: invalid YAML in the front matter: mapping values are not allowed in this context",
        ], []),
        ("NotAMapping.skillsbundle", [
            "NotAMapping.skillsbundle/Skills/listed/SKILL.md:2:1: error: the front matter must be a mapping with 'name' and 'description', found a list",
        ], []),
        ("MissingName.skillsbundle", [
            "MissingName.skillsbundle/Skills/missing-name/SKILL.md:2:1: error: the front matter has no 'name'; it names the skill, as its folder does",
        ], []),
        ("NameNotText.skillsbundle", [
            "NameNotText.skillsbundle/Skills/name-list/SKILL.md:2:7: error: 'name' must be a line of text, found a list",
        ], []),
        ("NameMismatch.skillsbundle", [
            "NameMismatch.skillsbundle/Skills/book-table/SKILL.md:2:7: error: the name 'book-a-table' does not match the skill's folder 'book-table'; a skill's folder is named after it",
        ], ["book-a-table"]),
        ("MissingDescription.skillsbundle", [
            "MissingDescription.skillsbundle/Skills/no-description/SKILL.md:2:1: error: the front matter has no 'description'; Siri reads it to decide when the skill applies",
        ], []),
        ("BlankDescription.skillsbundle", [
            "BlankDescription.skillsbundle/Skills/blank-description/SKILL.md:3:14: error: 'description' is blank",
        ], []),
        ("DuplicateNames.skillsbundle", [
            "DuplicateNames.skillsbundle/Skills/dinner-copy/SKILL.md:2:7: error: the name 'dinner' does not match the skill's folder 'dinner-copy'; a skill's folder is named after it",
            "DuplicateNames.skillsbundle/Skills/dinner-copy/SKILL.md:2:7: error: the skill name 'dinner' is used twice in the bundle; the first is at DuplicateNames.skillsbundle/Skills/dinner/SKILL.md:2:7",
        ], ["dinner"]),
        ("UnknownKey.skillsbundle", [
            "UnknownKey.skillsbundle/Skills/licensed/SKILL.md:4:1: warning: unknown key 'license' in the front matter; a skill takes only 'name' and 'description'",
            "UnknownKey.skillsbundle/Skills/licensed/SKILL.md:5:1: warning: unknown key 'descripton' in the front matter; a skill takes only 'name' and 'description'; did you mean 'description'?",
        ], ["licensed"]),
    ]

    @Test("every broken rule is reported at its file, line and column", arguments: broken)
    func brokenRule(name: String, expected: [String], read: [String]) {
        let tree = bundle(name)
        #expect(tree.diagnostics.map(\.description) == expected)
        #expect((tree.root["skills"]?.mapping?.pairs ?? []).compactMap { $0.key.scalar?.string } == read)
    }

    @Test("a problem inside SKILL.md shows its line")
    func snippet() {
        let tree = bundle("BadYAML.skillsbundle")
        #expect(tree.diagnostics.map(\.snippet) == ["description: Books a table: then pays\n                          ^"])
    }

    @Test("the rules every skill follows are left to the app definition loader, with marks in SKILL.md")
    func sharedRules() throws {
        // The name breaks the spelling rule and the description is two lines:
        // the loader reports both on the merged tree, at these marks.
        let tree = bundle("LeftToTheLoader.skillsbundle")
        #expect(tree.diagnostics.isEmpty)
        let pair = try #require(tree.root["skills"]?.mapping?.pair("Plan_Dinner"))
        #expect(pair.key.mark.description == "2:7")
        #expect(SourceFiles.path(pair.key.mark.source) == "LeftToTheLoader.skillsbundle/Skills/Plan_Dinner/SKILL.md")
        #expect(pair.value.mapping?["description"]?.scalar?.string == "Two\nlines.\n")
        #expect(pair.value.mapping?["description"]?.mark.description == "3:14")
    }

    @Test("a bundle that is not there is an error naming it")
    func missing() {
        let tree = SkillsBundleImporter.read(path: fixtures + "/Missing.skillsbundle", shown: "app/Missing.skillsbundle")
        #expect(tree.diagnostics.map(\.description) == ["error: cannot read the skills bundle 'app/Missing.skillsbundle'"])
        #expect(tree.root.pairs.isEmpty)
    }

    @Test("Finder's .DS_Store files are not skills, nor extra files")
    func finderFiles() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("skills-\(UUID().uuidString).skillsbundle").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Skills/tidy", withIntermediateDirectories: true)
        for path in ["/.DS_Store", "/Skills/.DS_Store", "/Skills/tidy/.DS_Store"] {
            #expect(FileManager.default.createFile(atPath: root + path, contents: Data([0, 0, 0, 1])))
        }
        #expect(FileManager.default.createFile(atPath: root + "/Skills/tidy/SKILL.md", contents: Data("---\nname: tidy\ndescription: Keeps tidy.\n---\n".utf8)))
        let tree = SkillsBundleImporter.read(path: root, shown: "Tidy.skillsbundle/")
        #expect(tree.diagnostics.isEmpty)
        #expect(skills(tree).keys.sorted() == ["tidy"])
    }
}

@Suite("Reading one SKILL.md")
struct SkillFileTests {
    @Test("Windows line ends and a byte order mark keep lines and columns")
    func lineEnds() throws {
        let file = SkillFile(text: "\u{FEFF}---\r\nname: crlf\r\ndescription: Written on Windows.\r\n---\r\n\r\nFirst line.\r\nSecond line.\r\n", shown: "crlf/SKILL.md")
        #expect(file.diagnostics.isEmpty)
        #expect(file.name?.text == "crlf")
        #expect(file.name?.mark.description == "2:7")
        #expect(file.description?.scalar?.string == "Written on Windows.")
        #expect(file.body?.text == "First line.\nSecond line.")
        #expect(file.body?.mark.description == "6:1")
    }

    static let frontMatterErrors: [(String, String)] = [
        ("---\nname: a\nname: b\ndescription: d\n---\n", "x/SKILL.md:3:1: error: invalid YAML in the front matter: duplicate key 'name'; first at line 2"),
        ("---\nname: a\ndescription: \"open\n---\n", "x/SKILL.md:4:1: error: invalid YAML in the front matter: found unexpected end of stream while scanning a quoted scalar that started at line 3, column 14"),
        ("---\nname: a\ndescription:\n---\n", "x/SKILL.md:3:1: error: 'description' must be a line of text, found nothing"),
        ("---\nname: a\ndescription: [d]\n---\n", "x/SKILL.md:3:14: error: 'description' must be a line of text, found a list"),
        ("Intro\n---\nname: a\n---\n", "x/SKILL.md:1:1: error: SKILL.md must open with front matter: a '---' line, 'name' and 'description', and a closing '---' line"),
        ("", "x/SKILL.md:1:1: error: SKILL.md must open with front matter: a '---' line, 'name' and 'description', and a closing '---' line"),
    ]

    @Test("YAML errors in the front matter are at the file's line", arguments: frontMatterErrors)
    func frontMatter(text: String, expected: String) {
        let file = SkillFile(text: text, shown: "x/SKILL.md")
        #expect(file.diagnostics.map(\.description) == [expected])
    }

    @Test("delimiters may carry trailing spaces; a '---' in the body is body text")
    func delimiters() {
        let file = SkillFile(text: "---  \nname: a\ndescription: d\n---\t\nOne\n---\nTwo\n", shown: "x/SKILL.md")
        #expect(file.diagnostics.isEmpty)
        #expect(file.body?.text == "One\n---\nTwo")
    }
}
