import Testing
@testable import JSON

@Suite("Parsing")
struct ParserTests {
    static let valid: [(String, JSONValue)] = [
        ("null", .null),
        ("true", .bool(true)),
        ("false", .bool(false)),
        ("0", .int(0)),
        ("-12", .int(-12)),
        ("1.5", .double(1.5)),
        ("-0.25e-2", .double(-0.0025)),
        ("1E+2", .double(100)),
        ("\"\"", .string("")),
        ("\"plain\"", .string("plain")),
        (#""\"\\\/\b\f\n\r\t""#, .string("\"\\/\u{8}\u{C}\n\r\t")),
        (#""\u00e9\u0000\u001F""#, .string("é\u{0}\u{1F}")),
        ("\"é 😀 中\"", .string("é 😀 中")),
        ("[]", .array([])),
        ("{}", .object([:])),
        (" \t\r\n[1, 2.5, \"x\", null] \n", .array([.int(1), .double(2.5), .string("x"), .null])),
        (#"{"a": {"b": [{}, []]}, "c": false}"#, ["a": ["b": [.object([:]), .array([])]], "c": false]),
        ("\u{FEFF}{\"bom\": 1}", ["bom": 1]),
        (#"[[[["deep"]]]]"#, [[[["deep"]]]]),
    ]

    @Test("valid documents", arguments: valid)
    func parsesValidDocument(text: String, expected: JSONValue) throws {
        #expect(try JSONParser.parse(text) == expected)
        #expect(try JSONParser.parse(Array(text.utf8)) == expected)
        let viaRaw = try Array(text.utf8).withUnsafeBytes { try JSONParser.parse($0) }
        #expect(viaRaw == expected)
    }

    static let invalid: [(String, String)] = [
        ("", "1:1: unexpected end of input"),
        ("  \n ", "2:2: unexpected end of input"),
        ("[1, 2", "1:6: unexpected end of input"),
        ("[", "1:2: unexpected end of input"),
        (#"{"a""#, "1:5: unexpected end of input"),
        (#"{"a":"#, "1:6: unexpected end of input"),
        (#"{"a": 1 "b": 2}"#, "1:9: expected ',' or '}' after an object member"),
        ("[1 2]", "1:4: expected ',' or ']' after an array element"),
        (#"{"a" 1}"#, "1:6: expected ':' after an object key"),
        ("{a: 1}", "1:2: expected a string key, found 'a'"),
        ("[1,]", "1:3: trailing comma before ']'"),
        (#"{"a":1,}"#, "1:7: trailing comma before '}'"),
        ("[}", "1:2: expected a value, found '}'"),
        ("\"abc", "1:1: unterminated string"),
        (#"["abc\"]"#, "1:2: unterminated string"),
        (#""\q""#, #"1:2: invalid escape '\q'"#),
        (#""\ ""#, #"1:2: invalid escape: '\' followed by U+0020"#),
        (#""\u12G4""#, #"1:2: expected four hex digits after '\u'"#),
        (#""\ud800""#, #"1:2: unpaired surrogate '\ud800'"#),
        (#""\uDC00x""#, #"1:2: unpaired surrogate '\uDC00'"#),
        (#""x\ud800\u0041""#, #"1:3: unpaired surrogate '\ud800'"#),
        ("\"a\u{1}b\"", "1:3: unescaped control character U+0001 in string"),
        ("\"line\nbreak\"", "1:6: unescaped control character U+000A in string"),
        ("01", "1:1: leading zeros are not allowed in numbers"),
        ("-01", "1:2: leading zeros are not allowed in numbers"),
        ("-", "1:2: expected a digit after '-'"),
        ("-x", "1:2: expected a digit after '-'"),
        ("1.", "1:3: expected a digit after '.'"),
        ("1.e5", "1:3: expected a digit after '.'"),
        ("1e+", "1:4: expected a digit in the exponent"),
        ("+1", "1:1: expected a value, found '+'"),
        (".5", "1:1: expected a value, found '.'"),
        ("1e400", "1:1: number '1e400' is out of range"),
        ("-1e400", "1:1: number '-1e400' is out of range"),
        ("True", "1:1: invalid literal 'True'"),
        ("nul", "1:1: invalid literal 'nul'"),
        ("[NaN]", "1:2: invalid literal 'NaN'"),
        ("truex", "1:1: invalid literal 'truex'"),
        ("'a'", #"1:1: expected a value, found "'""#),
        ("// note\n1", "1:1: expected a value, found '/'"),
        ("\u{0}", "1:1: expected a value, found U+0000"),
        ("[1] x", "1:5: trailing characters after the value"),
        ("1 2", "1:3: trailing characters after the value"),
        ("{} {}", "1:4: trailing characters after the value"),
        (#"{"run": 1, "run": 2}"#, "1:12: duplicate key 'run'"),
        (#"{"a": {"run": 1}, "b": {"x": 1, "run": 2, "run": 3}}"#, "1:43: duplicate key 'run'"),
        ("[\n  1,\n  2\n  3\n]", "4:3: expected ',' or ']' after an array element"),
        ("{\n\t\"a\": tru\n}", "2:7: invalid literal 'tru'"),
        ("\"éé\" x", "1:6: trailing characters after the value"),
        ("[\"é\", é]", "1:7: expected a value, found 'é'"),
        ("[1,\r\n 2,\r\n ]", "2:3: trailing comma before ']'"),
    ]

    @Test("invalid documents", arguments: invalid)
    func rejectsInvalidDocument(text: String, expected: String) {
        #expect(throws: JSONError.self) { try JSONParser.parse(text) }
        do {
            _ = try JSONParser.parse(text)
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test("the error records line, column and byte offset")
    func errorFields() {
        #expect(throws: JSONError(message: "expected ',' or ']' after an array element", line: 2, column: 6, offset: 11)) {
            try JSONParser.parse("[1,\n\"éé\" x]")
        }
    }

    static let invalidUTF8: [([UInt8], String)] = [
        ([0x22, 0xFF, 0x22], "1:2: invalid UTF-8 in string"),
        ([0x22, 0x61, 0xC0, 0xAF, 0x22], "1:3: invalid UTF-8 in string"),  // overlong '/'
        ([0x22, 0xED, 0xA0, 0x80, 0x22], "1:2: invalid UTF-8 in string"),  // encoded surrogate
        ([0x22, 0xE2, 0x82, 0x22], "1:2: invalid UTF-8 in string"),  // truncated '€'
        ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], "1:2: invalid UTF-8 in string"),  // past U+10FFFF
        ([0x22, 0x80, 0x22], "1:2: invalid UTF-8 in string"),  // lone continuation
        ([0x22, 0x5C, 0xFF, 0x22], "1:3: invalid UTF-8 in string"),  // after a backslash
        ([0x5B, 0xFF, 0x5D], "1:2: expected a value, found byte 0xFF"),
    ]

    @Test("invalid UTF-8 is an error", arguments: invalidUTF8)
    func rejectsInvalidUTF8(bytes: [UInt8], expected: String) {
        do {
            let value = try JSONParser.parse(bytes)
            Issue.record("parsed \(value)")
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test("valid multi-byte UTF-8 of every length")
    func acceptsValidUTF8() throws {
        let bytes: [UInt8] = [0x22, 0x24, 0xC2, 0xA2, 0xE2, 0x82, 0xAC, 0xF0, 0x90, 0x8D, 0x88, 0x22]
        #expect(try JSONParser.parse(bytes) == "$¢€𐍈")
    }

    // MARK: Numbers

    static let numbers: [(String, JSONValue)] = [
        ("4", .int(4)),
        ("4.0", .double(4.0)),
        ("1e2", .double(100)),
        ("-7", .int(-7)),
        ("123456789012345678", .int(123_456_789_012_345_678)),
        ("9223372036854775807", .int(Int.max)),
        ("-9223372036854775808", .int(Int.min)),
        ("9223372036854775808", .double(9_223_372_036_854_775_808.0)),
        ("-9223372036854775809", .double(-9_223_372_036_854_775_809.0)),
        ("123456789012345678901234567890", .double(1.2345678901234568e29)),
        ("0.1", .double(0.1)),
        ("2.2250738585072014e-308", .double(2.2250738585072014e-308)),
        ("5e-324", .double(.leastNonzeroMagnitude)),
        ("1e-400", .double(0)),
        ("1.7976931348623157e308", .double(1.7976931348623157e308)),
    ]

    @Test("ints and doubles", arguments: numbers)
    func parsesNumber(text: String, expected: JSONValue) throws {
        let value = try JSONParser.parse(text)
        #expect(value == expected)
        #expect(value.kindDescription == expected.kindDescription)
    }

    @Test("-0 is a double with its sign")
    func negativeZero() throws {
        let value = try JSONParser.parse("-0")
        guard case .double(let zero) = value else {
            Issue.record("expected a double, got \(value)")
            return
        }
        #expect(zero == 0 && zero.sign == .minus)
        #expect(value.int == 0)
        #expect(value.serialized() == "-0.0")
        #expect(try JSONParser.parse("0") == .int(0))
    }

    @Test("doubles are converted exactly (shortest round trip)")
    func exactDoubles() throws {
        for text in ["0.1", "0.30000000000000004", "1.0000000000000002", "9007199254740993.0", "3.141592653589793"] {
            let value = try #require(try JSONParser.parse(text).double)
            #expect(value == Double(text)!)
        }
    }

    // MARK: Strings

    static let surrogates: [(String, String)] = [
        (#""\ud83d\ude00""#, "😀"),
        (#""\uD83D\uDE00""#, "😀"),
        (#""\ud834\udd1e""#, "𝄞"),
        (#""a\uDBFF\uDFFFz""#, "a\u{10FFFF}z"),
        (#""\u0041\u00e9\u4e2d""#, "Aé中"),
    ]

    @Test("\\u escapes and surrogate pairs", arguments: surrogates)
    func decodesSurrogatePair(text: String, expected: String) throws {
        #expect(try JSONParser.parse(text) == .string(expected))
    }

    @Test("a lone surrogate is an error")
    func loneSurrogates() {
        for text in [#""\ud83d""#, #""\ude00""#, #""\ud83d\ud83d""#, #""\ud83dx""#, #""\ud83d\n""#] {
            #expect(throws: JSONError.self, "\(text)") { try JSONParser.parse(text) }
        }
    }

    // MARK: Structure

    @Test("keys keep the document's order")
    func keyOrder() throws {
        let value = try JSONParser.parse(#"{"zeta": 1, "alpha": 2, "mid": 3}"#)
        #expect(value.object?.keys == ["zeta", "alpha", "mid"])
    }

    @Test("duplicate keys are found in large objects too")
    func duplicateKeyInLargeObject() {
        let members = (0..<40).map { "\"k\($0)\": \($0)" } + ["\"k3\": 0"]
        let text = "{" + members.joined(separator: ", ") + "}"
        do {
            _ = try JSONParser.parse(text)
            Issue.record("no error")
        } catch {
            #expect(error.message == "duplicate key 'k3'")
            #expect(error.offset == text.utf8.count - 8)
        }
        let unique = "{" + (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ") + "}"
        #expect((try? JSONParser.parse(unique))?.object?.count == 40)
    }

    @Test("512 levels of nesting parse, 513 do not")
    func depthLimit() throws {
        let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(try JSONParser.parse(deepest).array != nil)
        let objects = String(repeating: #"{"a":"#, count: 512) + "1" + String(repeating: "}", count: 512)
        #expect(try JSONParser.parse(objects)["a"] != nil)

        let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(throws: JSONError(message: "nesting deeper than 512 levels", line: 1, column: 513, offset: 512)) {
            try JSONParser.parse(tooDeep)
        }
    }

    @Test("a million '[' is an error, not a crash")
    func millionBrackets() {
        let text = String(repeating: "[", count: 1_000_000)
        #expect(throws: JSONError(message: "nesting deeper than 512 levels", line: 1, column: 513, offset: 512)) {
            try JSONParser.parse(text)
        }
        let mixed = String(repeating: #"{"a":["#, count: 200_000)
        #expect(throws: JSONError.self) { try JSONParser.parse(mixed) }
    }

    @Test("JSONValue(parsing:) parses like JSONParser")
    func valueInitializer() throws {
        #expect(try JSONValue(parsing: #"{"a":[1]}"#) == ["a": [1]])
        #expect(try JSONValue(parsing: Array("[true]".utf8)) == [true])
        #expect(throws: JSONError.self) { try JSONValue(parsing: "[") }
    }
}
