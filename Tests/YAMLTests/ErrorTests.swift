import Diagnostics
import Testing
import YAML

@Suite("Errors")
struct ErrorTests {
    /// Full texts as users see them: `file:line:column: error: message`, the
    /// source line and a caret.
    static let syntax: [(String, String)] = [
        ("a: b: c\n", """
            test.yaml:1:5: error: mapping values are not allowed in this context
            a: b: c
                ^
            """),
        ("a:\n  b: 1\n c: 2\n", """
            test.yaml:3:2: error: did not find expected key while parsing a block mapping that started at line 1, column 1
             c: 2
             ^
            """),
        ("key: [a, {b: c}]\n  x: 1\n", """
            test.yaml:2:3: error: did not find expected key while parsing a block mapping that started at line 1, column 1
              x: 1
              ^
            """),
        ("k: [a, b\nz: 1\n", """
            test.yaml:2:2: error: did not find expected ',' or ']' while parsing a flow sequence that started at line 1, column 4
            z: 1
             ^
            """),
        ("a: \"x\n", """
            test.yaml:2:1: error: found unexpected end of stream while scanning a quoted scalar that started at line 1, column 4
            """),
        ("a: @x\n", """
            test.yaml:1:4: error: found character '@' that cannot start any token
            a: @x
               ^
            """),
        ("a: \"\\q\"\n", """
            test.yaml:1:5: error: found unknown escape character while parsing a quoted scalar that started at line 1, column 4
            a: "\\q"
                ^
            """),
        ("- a\nb: 1\n", """
            test.yaml:2:1: error: did not find expected '-' indicator while parsing a block collection that started at line 1, column 1
            b: 1
            ^
            """),
        ("a: 1\n---\nb: 2\n", """
            test.yaml:2:1: error: expected a single document, found a second one; put it in its own file
            ---
            ^
            """),
        ("a: 1\n...\n---\n", """
            test.yaml:3:1: error: expected a single document, found a second one; put it in its own file
            ---
            ^
            """),
        ("n: !!int abc\n", """
            test.yaml:1:4: error: value 'abc' does not match its tag '!!int'
            n: !!int abc
               ^
            """),
        ("b: !!bool yes\n", """
            test.yaml:1:4: error: value 'yes' does not match its tag '!!bool'
            b: !!bool yes
               ^
            """),
        ("a: &anchor 1\nb: *anchr\n", """
            test.yaml:2:4: error: undefined alias 'anchr'; did you mean 'anchor'?
            b: *anchr
               ^
            """),
        ("a: *nothing\n", """
            test.yaml:1:4: error: undefined alias 'nothing'
            a: *nothing
               ^
            """),
        ("a: &a [1, *a]\n", """
            test.yaml:1:11: error: alias 'a' is used inside the node it refers to
            a: &a [1, *a]
                      ^
            """),
        ("a: x\u{1}y\n", """
            test.yaml:1:5: error: control character U+0001 is not allowed
            a: x\u{1}y
                ^
            """),
    ]

    @Test("syntax errors", arguments: syntax)
    func syntaxError(source: String, expected: String) throws {
        let error = try #require(parseError(source))
        #expect(error.description == expected)
        #expect(error.diagnostic.rendered == expected)
    }

    @Test("the error as a diagnostic")
    func diagnostic() throws {
        let error = try #require(parseError("a: b: c\n"))
        #expect(error.file == "test.yaml")
        #expect(error.mark == Mark(line: 1, column: 5))
        #expect(error.message == "mapping values are not allowed in this context")
        #expect(error.snippet == "a: b: c\n    ^")
        let diagnostic = error.diagnostic
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location == SourceLocation(file: "test.yaml", line: 1, column: 5))
        #expect(diagnostic.message == error.message)
        #expect(diagnostic.snippet == error.snippet)
        #expect(diagnostic.description == "test.yaml:1:5: error: mapping values are not allowed in this context")
    }

    @Test("the text overload reports the same errors")
    func textOverload() {
        do {
            _ = try YAMLParser.parse("a: b: c\n", file: "other.yaml")
            Issue.record("expected an error")
        } catch {
            #expect(error.mark == Mark(line: 1, column: 5))
            #expect(error.file == "other.yaml")
        }
    }

    static let duplicates: [(String, Int, Int, String)] = [
        ("name: a\nage: 1\nname: b\n", 3, 1, "duplicate key 'name'; first at line 1"),
        ("top:\n  x: 1\n  y: 2\n  x: 3\n", 4, 3, "duplicate key 'x'; first at line 2"),
        ("{a: 1, b: 2, a: 3}", 1, 14, "duplicate key 'a'; first at line 1, column 2"),
        ("1: a\n'1': b\n", 2, 1, "duplicate key '1'; first at line 1"),
        ("- k: 1\n  k: 2\n", 2, 3, "duplicate key 'k'; first at line 1"),
        ("key: &k key\n*k : 2\n", 2, 1, "duplicate key 'key'; first at line 1"),
    ]

    @Test("duplicate keys are errors at the second key", arguments: duplicates)
    func duplicateKey(source: String, line: Int, column: Int, message: String) throws {
        let error = try #require(parseError(source))
        #expect(error.message == message)
        #expect(error.mark == Mark(line: line, column: column))
    }

    @Test("duplicate keys in a large mapping")
    func duplicateKeyInLargeMapping() throws {
        let source = (1...40).map { "key\($0): \($0)" }.joined(separator: "\n") + "\nkey17: again\n"
        let error = try #require(parseError(source))
        #expect(error.description == """
            test.yaml:41:1: error: duplicate key 'key17'; first at line 17
            key17: again
            ^
            """)
    }

    @Test("the same key in different mappings is fine")
    func sameKeyElsewhere() throws {
        #expect(try parse("a: {x: 1}\nb: {x: 2}\nc:\n  - x: 1\n  - x: 2\n") != nil)
    }

    static let tabs: [(String, Int, Int)] = [
        ("a:\n\tb: 1\n", 2, 1),
        ("a:\n  b:\n  \tc: 1\n", 3, 3),
        ("a: b\n\tc\n", 2, 1),
        ("a: |\n  x\n\ty\n", 3, 1),
        ("- a\n-\tb\n", 2, 2),
        ("\t# comment\na: 1\n", 1, 1),
    ]

    @Test("tabs in indentation are errors at the tab", arguments: tabs)
    func tab(source: String, line: Int, column: Int) throws {
        let error = try #require(parseError(source))
        #expect(error.message == "tabs are not allowed in indentation; indent with spaces")
        #expect(error.mark == Mark(line: line, column: column))
    }

    @Test("a tab in indentation, in full")
    func tabText() throws {
        let error = try #require(parseError("name: x\nturns:\n\t- a\n"))
        #expect(error.description == """
            test.yaml:3:1: error: tabs are not allowed in indentation; indent with spaces
            \t- a
            ^
            """)
    }

    @Test("tabs elsewhere are fine", arguments: [
        "a:\tb\n", "a: 'x\ty'\n", "a: \"x\n\ty\"\n", "[a,\n\tb]\n", "a: |\n  x\n  \ty\n", "a: b # c\td\n",
    ])
    func tabsAllowed(source: String) throws {
        #expect(try parse(source) != nil)
    }

    static let utf8: [([UInt8], Int, Int, Int)] = [
        ([0xFF], 0, 1, 1),
        (Array("a: 1\nb: é".utf8) + [0xFF], 10, 2, 5),
        (Array("a: ü".utf8) + [0xC3], 5, 1, 5),
        (Array("k: ".utf8) + [0xC0, 0x80], 3, 1, 4),
        (Array("k: ".utf8) + [0xED, 0xA0, 0x80], 3, 1, 4),
        (Array("k: ".utf8) + [0xF4, 0x90, 0x80, 0x80], 3, 1, 4),
        (Array("k: ".utf8) + [0xE2, 0x28, 0xA1], 3, 1, 4),
        (Array("k: abcdefghijklmnop\nl: ".utf8) + [0x80], 23, 2, 4),
        ([0xEF, 0xBB, 0xBF] + Array("a: 1\n".utf8) + [0xFE], 8, 2, 1),
        (Array("a: 1\r\nb: 2\rc: ".utf8) + [0xFF], 14, 3, 4),
    ]

    @Test("invalid UTF-8 is an error at the first bad byte", arguments: utf8)
    func invalidUTF8(bytes: [UInt8], offset: Int, line: Int, column: Int) throws {
        let error = try #require(parseError(bytes))
        #expect(error.message == "invalid UTF-8 at byte offset \(offset); save the file as UTF-8")
        #expect(error.mark == Mark(line: line, column: column))
    }

    @Test("invalid UTF-8, in full")
    func invalidUTF8Text() throws {
        let error = try #require(parseError(Array("name: x\nnote: caf".utf8) + [0xE9, 0x0A]))
        #expect(error.description == """
            test.yaml:2:10: error: invalid UTF-8 at byte offset 17; save the file as UTF-8
            note: caf\u{FFFD}
                     ^
            """)
    }

    @Test("valid multi-byte UTF-8 parses", arguments: ["é", "€", "😀", "日本語", "a\u{301}"])
    func validUTF8(text: String) throws {
        let node = try #require(try YAMLParser.parse(Array("k: \(text)\n".utf8), file: "test.yaml"))
        #expect(node.at("k")?.scalar?.string == text)
    }

    @Test("a very long line is cut around the caret in the snippet")
    func longLine() throws {
        let source = "k: [" + String(repeating: "a, ", count: 200) + "@]\n"
        let error = try #require(parseError(source))
        #expect(error.mark == Mark(line: 1, column: 605))
        let lines = error.snippet.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].count <= 166)
        #expect(lines[0].hasPrefix("...") && lines[0].hasSuffix("@]"))
        #expect(lines[0].dropFirst(lines[1].count - 1).first == "@")
    }
}
