import Testing
@testable import SwiftSources

/// A token as `kind:text@line:column`; a string shows its segments, an
/// interpolation its tokens: `str:Hi \(id:name@1:7)@1:1`.
func render(_ token: SwiftToken) -> String {
    let kind = switch token.kind {
    case .identifier: "id"
    case .keyword: "kw"
    case .number: "num"
    case .string: "str"
    case .punctuation: "p"
    case .operator: "op"
    case .directive: "dir"
    case .poundIdentifier: "pound"
    case .regex: "regex"
    }
    var text = token.text
    if token.kind == .string {
        text = token.segments.map { segment in
            switch segment {
            case .text(let piece): piece
            case .interpolation(let tokens, _, _): "\\(" + tokens.map(render).joined(separator: " ") + ")"
            }
        }.joined()
    } else if token.kind == .directive, !token.condition.isEmpty {
        text += "(\(token.condition))"
    }
    return "\(kind):\(text)@\(token.line):\(token.column)"
}

@Suite("Swift lexer")
struct SwiftLexerTests {
    static let tokenized: [(String, [String])] = [
        ("struct A: AppIntent {}", ["kw:struct@1:1", "id:A@1:8", "p::@1:9", "id:AppIntent@1:11", "p:{@1:21", "p:}@1:22"]),
        ("// struct Fake: AppIntent {\nlet x = 1", ["kw:let@2:1", "id:x@2:5", "op:=@2:7", "num:1@2:9"]),
        ("/* a /* b */ c */ x", ["id:x@1:19"]),
        ("/* struct Fake: AppIntent {\n */ }", ["p:}@2:5"]),
        (#""{ \"q\" }" }"#, [#"str:{ "q" }@1:1"#, "p:}@1:13"]),
        (
            #""Booked \(restaurant.name) for \(partySize).""#,
            [#"str:Booked \(id:restaurant@1:11 p:.@1:21 id:name@1:22) for \(id:partySize@1:34).@1:1"#]
        ),
        (#""a \("b \(c)")""#, [#"str:a \(str:b \(id:c@1:11)@1:6)@1:1"#]),
        (#""\(f(x))" y"#, [#"str:\(id:f@1:4 p:(@1:5 id:x@1:6 p:)@1:7)@1:1"#, "id:y@1:11"]),
        ("let s = \"\"\"\n    Hello\n      World \\\n    again\n    \"\"\"\nx", ["kw:let@1:1", "id:s@1:5", "op:=@1:7", "str:Hello\n  World again@1:9", "id:x@6:1"]),
        ("\"\"\"\n  a \\(b)\n\n  c\n  \"\"\"", ["str:a \\(id:b@2:7)\n\nc@1:1"]),
        (##"#"a \(x) "b" \#(y)"# z"##, [#"str:a \(x) "b" \(id:y@1:17)@1:1"#, "id:z@1:22"]),
        ("#if os(iOS) // phone\nstruct A {}\n#elseif DEBUG\n#else\n#endif", [
            "dir:#if(os(iOS))@1:1", "kw:struct@2:1", "id:A@2:8", "p:{@2:10", "p:}@2:11", "dir:#elseif(DEBUG)@3:1", "dir:#else@4:1", "dir:#endif@5:1",
        ]),
        ("let caf\u{E9} = \"\u{E9}\"; x", ["kw:let@1:1", "id:caf\u{E9}@1:5", "op:=@1:10", "str:\u{E9}@1:12", "p:;@1:15", "id:x@1:17"]),
        ("func f() -> Int { $0 }", ["kw:func@1:1", "id:f@1:6", "p:(@1:7", "p:)@1:8", "p:->@1:10", "id:Int@1:13", "p:{@1:17", "id:$0@1:19", "p:}@1:22"]),
        ("let `default` = a.$b", ["kw:let@1:1", "id:default@1:5", "op:=@1:15", "id:a@1:17", "p:.@1:18", "id:$b@1:19"]),
        ("1_000.5e3 0x1F 1...12", ["num:1_000.5e3@1:1", "num:0x1F@1:11", "num:1@1:16", "p:.@1:17", "p:.@1:18", "p:.@1:19", "num:12@1:20"]),
        (#"@Parameter(title: "Guests")"#, ["p:@@1:1", "id:Parameter@1:2", "p:(@1:11", "id:title@1:12", "p::@1:17", "str:Guests@1:19", "p:)@1:27"]),
        (#""Book \(\.$restaurant) in \(.applicationName)""#, [
            #"str:Book \(p:\@1:9 p:.@1:10 id:$restaurant@1:11) in \(p:.@1:29 id:applicationName@1:30)@1:1"#,
        ]),
        ("let a\r\nlet b", ["kw:let@1:1", "id:a@1:5", "kw:let@2:1", "id:b@2:5"]),
        ("x = #/a\"b/# + y", ["id:x@1:1", "op:=@1:3", "regex:#/a\"b/#@1:5", "op:+@1:13", "id:y@1:15"]),
        ("let r = /\\{\"[/]\\}/\n}", ["kw:let@1:1", "id:r@1:5", "op:=@1:7", "regex:/\\{\"[/]\\}/@1:9", "p:}@2:1"]),
        ("a = b / c / d", ["id:a@1:1", "op:=@1:3", "id:b@1:5", "op:/@1:7", "id:c@1:9", "op:/@1:11", "id:d@1:13"]),
        ("f(x) /y/ 2", ["id:f@1:1", "p:(@1:2", "id:x@1:3", "p:)@1:4", "op:/@1:6", "id:y@1:7", "op:/@1:8", "num:2@1:10"]),
        ("x = / a/", ["id:x@1:1", "op:=@1:3", "op:/@1:5", "id:a@1:7", "op:/@1:8"]),
        ("#available(iOS 18, *) a=-1", ["pound:#available@1:1", "p:(@1:11", "id:iOS@1:12", "num:18@1:16", "p:,@1:18", "op:*@1:20", "p:)@1:21", "id:a@1:23", "op:=-@1:24", "num:1@1:26"]),
        ("x /* c */y//z\nw", ["id:x@1:1", "id:y@1:10", "id:w@2:1"]),
        ("\u{FEFF}struct", ["kw:struct@1:1"]),
        ("a \u{2265} b\u{A0}\u{1F355}", ["id:a@1:1", "op:\u{2265}@1:3", "id:b@1:5", "id:\u{1F355}@1:7"]),
    ]

    @Test("tokens, with their text and 1-based positions", arguments: tokenized)
    func tokens(source: String, expected: [String]) {
        let (tokens, problems) = SwiftLexer.tokenize(source)
        #expect(tokens.map(render) == expected)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("a token knows whether a line break comes before it")
    func lineStarts() {
        let (tokens, _) = SwiftLexer.tokenize("a b\n  c /* \n */ d // e\nf")
        #expect(tokens.map(\.startsLine) == [true, false, true, true, true])
    }

    @Test("a token ends where its last character ends")
    func ends() {
        let (tokens, _) = SwiftLexer.tokenize("let s = \"\"\"\n  ab\n  \"\"\" x")
        #expect(tokens[3].kind == .string)
        #expect((tokens[3].endLine, tokens[3].endColumn) == (3, 6))
        #expect((tokens[4].line, tokens[4].column) == (3, 7))
    }

    static let brokenSources: [(String, [String])] = [
        ("let s = \"abc\nlet t = 1", ["1:9: error: unterminated string literal: the closing '\"' is missing on this line"]),
        ("/* never closed", ["1:1: error: unterminated comment: '/*' is never closed by '*/'"]),
        ("a /* /* */ b", ["1:3: error: unterminated comment: '/*' is never closed by '*/'"]),
        ("let s = \"\"\"\nabc", ["1:9: error: unterminated string literal: the closing '\"\"\"' is missing"]),
        (#"x = "\q""#, [#"1:6: error: invalid escape sequence '\q' in a string literal"#]),
        ("x = \"\\(foo\nbar", ["1:5: error: unterminated string literal: the closing '\"' is missing on this line"]),
        ("x = \"\\(foo", ["1:6: error: unterminated string interpolation: '\\(' is never closed by ')'", "1:5: error: unterminated string literal: the closing '\"' is missing on this line"]),
        ("a\u{1}b", ["1:2: error: unexpected character 'U+1' in Swift source"]),
        ("a\u{FFFD}b", ["1:2: error: unexpected character 'U+FFFD' in Swift source"]),
        ("s = \"\"\"\n    a\n  b\n    \"\"\"", ["3:1: error: this line of a multi-line string literal is indented less than its closing '\"\"\"'"]),
        ("s = \"\"\"abc\n\"\"\"", ["1:8: error: a multi-line string literal's content must begin on a new line after '\"\"\"'"]),
        ("s = \"\"\"\nabc\"\"\"", ["2:4: error: a multi-line string literal's closing '\"\"\"' must begin on a new line"]),
        ("`abc", ["1:1: error: unterminated '`' around an identifier"]),
        (#"x = "\u{ZZ}""#, [#"1:6: error: invalid unicode escape in a string literal; write \u{...} with 1 to 8 hexadecimal digits"#]),
    ]

    @Test("broken input is reported where it starts", arguments: brokenSources)
    func problems(source: String, expected: [String]) {
        let (_, problems) = SwiftLexer.tokenize(source)
        #expect(problems.map(\.description) == expected)
    }

    @Test("an unterminated string ends at its line, and lexing goes on after it")
    func recovery() {
        let (tokens, _) = SwiftLexer.tokenize("let s = \"abc {\nstruct A: AppIntent {}")
        #expect(tokens.map(render).suffix(6) == ["kw:struct@2:1", "id:A@2:8", "p::@2:9", "id:AppIntent@2:11", "p:{@2:21", "p:}@2:22"])
        #expect(tokens[3].isTerminated == false)
    }

    @Test("interpolations nested past the limit are reported, not followed")
    func nesting() {
        let depth = SwiftLexer.maxInterpolationDepth + 4
        let source = String(repeating: "\"\\(", count: depth) + "x" + String(repeating: ")\"", count: depth)
        let (_, problems) = SwiftLexer.tokenize(source)
        #expect(problems.contains { $0.message == "string interpolations are nested too deeply" })
    }
}
