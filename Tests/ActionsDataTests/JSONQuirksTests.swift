import Testing
import YAML
@testable import ActionsData

/// Valid JSON that libyaml would refuse or misread on its own, and files of
/// the size and shape real apps have.
@Suite("JSON as real writers write it")
struct JSONQuirksTests {
    static func action(_ title: String, then rest: String = "") -> String {
        #"{"actions":{"A":{"title":{"key":"\#(title)"}\#(rest)}}}"#
    }

    static func title(_ tree: ImportedTree) -> Node.Scalar? {
        node(tree.root, "intents", "A", "title")?.scalar
    }

    static let escapes: [(String, String)] = [
        (#"a\/b"#, "a/b"),
        (#"caf\u00e9 \u4e2d"#, "café 中"),
        (#"\ud83d\ude00 party"#, "😀 party"),
        (#"\uD83C\uDF7D\uFE0F"#, "🍽️"),
        (#"quote \" and \\ud83d"#, #"quote " and \ud83d"#),
        (#"tab\tnew\nline"#, "tab\tnew\nline"),
        ("raw é 😀 \u{2028} sep", "raw é 😀 \u{2028} sep"),
    ]

    @Test("escapes mean what JSON says", arguments: escapes)
    func escape(json: String, text: String) {
        let tree = importing(Self.action(json))
        #expect(tree.diagnostics.isEmpty)
        #expect(Self.title(tree)?.string == text)
    }

    /// Text before `"openAppWhenRun"` on the same line: the mark after it
    /// must still count the file's characters.
    static let columns: [String] = [
        #"\ud83d\ude00"#,
        #"\ud83d\ude00\ud83d\ude00 and \ud83c\udf7d"#,
        "\u{2028}\u{2029}\u{85}",
        #"\ud83d\ude00 "# + "\u{2028}" + #" \\u1234"#,
    ]

    @Test("marks after rewritten escapes point into the file", arguments: columns)
    func columnsAfterEscapes(title: String) throws {
        let text = Self.action(title, then: #","openAppWhenRun":true"#)
        let tree = importing(text)
        let value = try #require(node(tree.root, "intents", "A", "openAppWhenRun"))
        let expected = try #require(place(of: #"true}"#, in: text))
        #expect(value.mark.line == expected.line && value.mark.column == expected.column)
    }

    @Test("a lone surrogate is read as U+FFFD, with a warning at it")
    func loneSurrogate() {
        let tree = importing(Self.action(#"bad \ud83d here"#))
        #expect(Self.title(tree)?.string == "bad \u{FFFD} here")
        #expect(lines(tree.diagnostics) == ["test.actionsdata:1:38: warning: a lone UTF-16 surrogate escape is not a character; it is read as U+FFFD"])
    }

    @Test("tabs, CRLF line ends and a byte order mark")
    func whiteSpace() throws {
        let text = "\u{FEFF}{\r\n\t\"actions\" : {\r\n\t\t\"A\" : {\r\n\t\t\t\"title\" : {\"key\" : \"A\"},\r\n\t\t\t\"openAppWhenRun\" : nope\r\n\t\t}\r\n\t}\r\n}\r\n"
        let tree = importing(text)
        #expect(tree.diagnostics.map(\.rendered) == [
            "test.actionsdata:5:23: error: invalid JSON: unexpected word 'nope'; strings must be in double quotes\n\t\t\t\"openAppWhenRun\" : nope\n\t\t\t                   ^",
        ])
        let fixed = importing(text.replacingOccurrences(of: "nope", with: "true"))
        #expect(fixed.diagnostics.isEmpty)
        #expect(keyMark(fixed.root, ["intents"], "A")?.description == "3:3")
        #expect(node(fixed.root, "intents", "A", "title")?.mark.description == "4:23")
        #expect(node(fixed.root, "intents", "A", "openAppWhenRun")?.mark.description == "5:23")
    }

    @Test("a large file: thousands of actions on one line")
    func large() throws {
        let count = 3_000
        let parameter = #"{"capabilities":0,"isOptional":false,"name":"count","title":{"alternatives":[],"key":"Count"},"valueType":{"primitive":{"wrapper":{"typeIdentifier":2}}}}"#
        let actions = (0..<count).map { index in
            #""Action\#(index)":{"identifier":"Action\#(index)","title":{"alternatives":[],"key":"Action \#(index) \/ \u00e9"},"openAppWhenRun":false,"parameters":[\#(parameter)]}"#
        }
        let text = #"{"actions":{"# + actions.joined(separator: ",") + #"},"version":1}"#
        #expect(text.utf8.count > 600_000)
        let tree = importing(text)
        #expect(tree.diagnostics.isEmpty)
        let intents = try #require(node(tree.root, "intents")?.mapping)
        #expect(intents.pairs.count == count)
        let last = try #require(intents["Action2999"])
        #expect(yaml(.mapping(Node.Mapping([Node.Mapping.Pair(key: .scalar(Node.Scalar("A", mark: Mark(line: 1, column: 1))), value: last)], mark: last.mark))) == """

            A:
              title: "Action 2999 / é"
              openAppWhenRun: false
              parameters:
                "count":
                  title: "Count"
                  type: "Int"
            """)
        let expected = try #require(place(of: #""Action2999":{"#, in: text))
        #expect(intents.pair("Action2999")?.key.mark.column == expected.column)
    }
}
