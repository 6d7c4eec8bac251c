import Foundation
import Testing
@testable import SwiftSources

/// A small deterministic generator (SplitMix64), so random input is the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("Broken and hostile input")
struct RobustnessTests {
    static let hostile: [(String, String)] = [
        ("100k open braces", String(repeating: "{", count: 100_000)),
        ("20k close braces", String(repeating: "}", count: 20_000)),
        ("20k parentheses", "struct A: AppIntent { static let title = " + String(repeating: "(", count: 20_000)),
        ("20k brackets", "struct A: AppIntent { @Parameter(title: \"x\") var x: " + String(repeating: "[", count: 20_000)),
        ("20k generics", "struct A: AppIntent { @Parameter(title: \"x\") var x: " + String(repeating: "Array<", count: 20_000)),
        ("20k quotes", String(repeating: "\"", count: 20_000)),
        ("nested interpolations", String(repeating: "\"\\(", count: 5_000)),
        ("unclosed interpolations on many lines", String(repeating: "let s = \"\\(a\n", count: 5_000)),
        ("20k comment openers", String(repeating: "/*", count: 20_000)),
        ("unterminated multi-line string", "struct A: AppIntent {\n    static let title = \"\"\"\n    Book\n"),
        ("2k #if", String(repeating: "#if X\nstruct A: AppIntent {}\n", count: 2_000)),
        ("20k attributes", String(repeating: "@", count: 20_000)),
        ("2k type headers", String(repeating: "struct A: AppIntent {", count: 2_000)),
        ("regex openers", String(repeating: "#/a", count: 5_000) + "\n" + String(repeating: "#/\n", count: 5_000)),
        ("raw string hashes", String(repeating: "#", count: 20_000) + "\"abc"),
        ("20k backticks", String(repeating: "`", count: 20_000)),
        ("20k struct keywords", String(repeating: "struct ", count: 20_000)),
        ("static var storm", "enum E: AppEnum {" + String(repeating: "static var caseDisplayRepresentations = [", count: 5_000)),
        ("parameter storm", "struct A: AppIntent {\n" + String(repeating: "@Parameter(title: \"x\", default: [[[[[\n", count: 5_000)),
        ("dialog storm", "struct A: AppIntent { func perform() { " + String(repeating: ".result(dialog: ", count: 5_000) + "} }"),
        ("shortcut storm", "struct S: AppShortcutsProvider { static var appShortcuts: [AppShortcut] { " + String(repeating: "AppShortcut(", count: 5_000) + "} }"),
        ("confirmation storm", "struct A: AppIntent { func perform() { " + String(repeating: "requestConfirmation(", count: 5_000) + "} }"),
        ("long member path", "struct A: AppIntent { static let title = " + Array(repeating: "a", count: 20_000).joined(separator: ".") + " }"),
        ("empty", ""),
        ("only a BOM", "\u{FEFF}"),
        ("NUL bytes", String(repeating: "\0", count: 1_000) + "struct A: AppIntent { static let title: LocalizedStringResource = \"A\" }"),
        ("lone carriage returns", "struct A: AppIntent {\r static let title: LocalizedStringResource = \"A\"\r}\r"),
    ]

    @Test("returns, with every diagnostic at a real place of the text", arguments: hostile)
    func survives(name: String, source: String) {
        let tree = importing(source)
        let lines = source.unicodeScalars.reduce(1) { $0 + ($1 == "\n" || $1 == "\r" ? 1 : 0) }
        for diagnostic in tree.diagnostics {
            #expect(diagnostic.location.map { $0.line >= 1 && $0.line <= lines && $0.column >= 1 } == true, "\(diagnostic)")
            #expect(diagnostic.message.count < 400, "\(diagnostic.message.prefix(200))")
        }
        #expect(tree.diagnostics.count <= SwiftIntentsImporter.maxSyntaxProblemsPerFile + AppIntentsTranslator.maxDiagnosticsPerFile + 2)
    }

    @Test("100k open braces are one error at the first unclosed brace")
    func openBraces() {
        #expect(importing(String(repeating: "{", count: 100_000)).messages == ["Test.swift:1:1: error: '{' is never closed by '}'"])
    }

    @Test("many problems in one file are cut short, with a note counting the rest")
    func cap() {
        let tree = importing(String(repeating: "}", count: 1_000))
        #expect(tree.diagnostics.count == SwiftIntentsImporter.maxSyntaxProblemsPerFile + 1)
        #expect(tree.messages.first == "Test.swift:1:1: error: unexpected '}' with no '{' to close")
        #expect(tree.messages.last == "Test.swift:1:20: note: 980 more problems in this file are not shown")
    }

    @Test("a declaration after broken code is still read")
    func recovery() {
        let tree = importing("""
            let broken = "never closed
            /* a comment that is closed */ }
            struct A: AppIntent {
                static let title: LocalizedStringResource = "A"
            }
            """)
        #expect(tree.value("intents.A.title") == "A")
        #expect(tree.messages == [
            "Test.swift:1:14: error: unterminated string literal: the closing '\"' is missing on this line",
            "Test.swift:2:32: error: unexpected '}' with no '{' to close",
        ])
    }

    @Test("random bytes and random Swift-like text, 200 inputs", arguments: 0..<4)
    func random(seed: UInt64) {
        var generator = SeededGenerator(state: seed)
        let vocabulary = [
            "struct", "enum", "extension", "AppIntent", "AppEnum", "AppEntity", "AppShortcutsProvider", "{", "}", "(", ")", "[", "]",
            "\"", "\\(", "\"\"\"", "#\"", "\"#", "#if", "#else", "#endif", "@Parameter", "@AppIntent", "/*", "*/", "//", "\n", ":", ",",
            "static", "let", "var", "title", "=", ".", "AppShortcut", "perform", "func", "->", "ReturnsValue", "<", ">", ".result",
            "dialog", "case", "caseDisplayRepresentations", "`", "$", "\\", "1", "x", " ",
        ]
        for _ in 0..<50 {
            let text: String
            if Bool.random(using: &generator) {
                let bytes = (0..<2_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
                text = String(decoding: bytes, as: UTF8.self)
            } else {
                text = (0..<1_000).map { _ in vocabulary.randomElement(using: &generator)! }.joined(separator: " ")
            }
            let tree = importing(text)
            #expect(tree.diagnostics.allSatisfy { $0.location.map { $0.line >= 1 && $0.column >= 1 } ?? ($0.severity == .note) })
        }
    }

    @Test("a file that is not UTF-8 is read, with a warning")
    func notUTF8() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("SwiftSourcesTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var bytes = Array("struct A: AppIntent { static let title: LocalizedStringResource = \"Caf".utf8)
        bytes += [0xE9] + Array("\" }\n".utf8)
        try Data(bytes).write(to: folder.appendingPathComponent("A.swift"))
        let tree = SwiftIntentsImporter.read([(folder.path, "App")])
        #expect(tree.messages == ["App/A.swift:1:1: warning: the file is not valid UTF-8; the invalid bytes are read as U+FFFD"])
        #expect(tree.value("intents.A.title") == "Caf\u{FFFD}")
    }
}
