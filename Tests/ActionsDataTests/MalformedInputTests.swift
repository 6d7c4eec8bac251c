import Diagnostics
import Testing
import YAML
@testable import ActionsData

@Suite("Broken JSON")
struct MalformedInputTests {
    /// Input, and the diagnostic as printed (without its snippet). Each is an
    /// error that stops the import: nothing is read from a broken file.
    static let cases: [(String, String)] = [
        (#"{"actions": {"#, "test.actionsdata:1:14: error: invalid JSON: expected a value"),
        ("{\"actions\":\n  [1,\n   2,\n", "test.actionsdata:3:6: error: invalid JSON: expected a value"),
        (#"{"a":[1,2}"#, "test.actionsdata:1:10: error: invalid JSON: did not find expected ',' or ']' while parsing an array that started at line 1, column 6"),
        (#"{"a" 1}"#, "test.actionsdata:1:6: error: invalid JSON: did not find expected ',' or '}' while parsing an object that started at line 1, column 1"),
        (#"{"a": "unterminated}"#, "test.actionsdata:1:21: error: invalid JSON: found unexpected end of stream while scanning a string that started at line 1, column 7"),
        (#"{"a": "\q"}"#, "test.actionsdata:1:8: error: invalid JSON: found unknown escape character while parsing a string that started at line 1, column 7"),
        (#"{"a":"x"} {"b":1}"#, "test.actionsdata:1:11: error: invalid JSON: unexpected text after the end of the JSON value"),
        (#"{"a":1,"a":2}"#, "test.actionsdata:1:8: error: invalid JSON: duplicate key 'a'; first at line 1, column 2"),
        // What YAML accepts but JSON does not.
        (#"{"a":1 "b":2}"#, #"test.actionsdata:1:6: error: invalid JSON: expected a string in double quotes, a number, true, false or null, found '1 "b":2'"#),
        (#"{a: 1}"#, "test.actionsdata:1:2: error: invalid JSON: an object key must be in double quotes, found 'a'"),
        (#"{"a": tru}"#, "test.actionsdata:1:7: error: invalid JSON: expected a string in double quotes, a number, true, false or null, found 'tru'"),
        (#"{"a": nope}"#, "test.actionsdata:1:7: error: invalid JSON: unexpected word 'nope'; strings must be in double quotes"),
        (#"{"a": 01}"#, "test.actionsdata:1:7: error: invalid JSON: expected a string in double quotes, a number, true, false or null, found '01'"),
        (#"{"a": }"#, "test.actionsdata:1:7: error: invalid JSON: expected a value"),
        (#"[1 2]"#, "test.actionsdata:1:2: error: invalid JSON: expected a string in double quotes, a number, true, false or null, found '1 2'"),
        (#"{'a': 1}"#, "test.actionsdata:1:2: error: invalid JSON: strings must be in double quotes"),
        (#"{"a":1,}"#, "test.actionsdata:1:7: error: invalid JSON: a comma before '}'"),
        (#"{"a":[1,]}"#, "test.actionsdata:1:8: error: invalid JSON: a comma before ']'"),
        ("# made by hand\n{}", "test.actionsdata:1:1: error: invalid JSON: comments are not JSON"),
        (#"{"a": &x 1, "b": *x}"#, "test.actionsdata:1:7: error: invalid JSON: YAML anchors and aliases are not JSON"),
        (#"{"a": !!str x}"#, "test.actionsdata:1:7: error: invalid JSON: YAML tags are not JSON"),
        (#"{"😀": [1, 2, x]}"#, "test.actionsdata:1:14: error: invalid JSON: unexpected word 'x'; strings must be in double quotes"),
        // Columns after a surrogate pair count the characters of the file.
        (#"{"a": "\ud83d\ude00", "b": [1,]}"#, "test.actionsdata:1:30: error: invalid JSON: a comma before ']'"),
        (#"{"a": "\ud83d\ude00", "b": 1 2}"#, "test.actionsdata:1:28: error: invalid JSON: expected a string in double quotes, a number, true, false or null, found '1 2'"),
        // Not an object, or nothing.
        (#"[]"#, "test.actionsdata:1:1: error: expected a JSON object at the top of the file, found a list"),
        (#""actions""#, "test.actionsdata:1:1: error: expected a JSON object at the top of the file, found a string"),
        ("", "test.actionsdata:1:1: error: the file is empty; Xcode writes a JSON object here"),
        ("  \n\n", "test.actionsdata:1:1: error: the file is empty; Xcode writes a JSON object here"),
    ]

    @Test("broken JSON is an error at its place", arguments: cases)
    func broken(input: String, expected: String) {
        let tree = importing(input)
        #expect(lines(tree.diagnostics) == [expected])
        #expect(tree.root.pairs.isEmpty)
        #expect(tree.diagnostics.allSatisfy { $0.severity == .error })
    }

    @Test("the snippet shows the line with a caret under the problem")
    func snippet() {
        let tree = importing("{\n  \"actions\": {\n    \"A\": {\"title\": nope}\n  }\n}\n")
        #expect(tree.diagnostics.map(\.rendered) == [
            """
            test.actionsdata:3:20: error: invalid JSON: unexpected word 'nope'; strings must be in double quotes
                "A": {"title": nope}
                               ^
            """,
        ])
    }

    @Test("bytes that are not UTF-8 are an error at the first bad byte")
    func invalidUTF8() {
        let tree = ActionsDataImporter.read(bytes: Array(#"{"a": ""#.utf8) + [0xFF] + Array(#""}"#.utf8), shown: "bad.actionsdata")
        #expect(lines(tree.diagnostics) == ["bad.actionsdata:1:8: error: invalid UTF-8 at byte offset 7; save the file as UTF-8"])
    }

    @Test("a long line is cut around the problem in the snippet")
    func longLine() throws {
        let padding = String(repeating: #""k":"v","#, count: 400)
        let text = "{" + padding + #""bad": nope}"#
        let tree = importing(text)
        let diagnostic = try #require(tree.diagnostics.first)
        #expect(diagnostic.description == "test.actionsdata:1:3209: error: invalid JSON: unexpected word 'nope'; strings must be in double quotes")
        let snippet = diagnostic.snippet.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(snippet.count == 2)
        #expect(snippet[0].count <= SourceSnippet.width + 6)
        #expect(snippet[0].hasPrefix("...") && snippet[0].hasSuffix(#""bad": nope}"#))
        // The caret is under the start of nope.
        let caret = try #require(snippet[1].firstIndex(of: "^"))
        let column = snippet[1].distance(from: snippet[1].startIndex, to: caret)
        #expect(Array(snippet[0])[column] == "n")
    }
}
