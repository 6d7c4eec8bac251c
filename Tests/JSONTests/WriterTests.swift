import Testing
@testable import JSON

@Suite("Writing")
struct WriterTests {
    static let compact: [(JSONValue, String)] = [
        (.null, "null"),
        (true, "true"),
        (false, "false"),
        (.int(4), "4"),
        (.int(-42), "-42"),
        (.int(Int.max), "9223372036854775807"),
        (.int(Int.min), "-9223372036854775808"),
        (.double(4), "4.0"),
        (.double(-0.0), "-0.0"),
        (.double(0.1), "0.1"),
        (.double(1e-7), "1e-07"),
        (.double(1e300), "1e+300"),
        (.double(123_456_789.125), "123456789.125"),
        (.double(.nan), "null"),
        (.double(.infinity), "null"),
        (.double(-.infinity), "null"),
        ([], "[]"),
        ([:], "{}"),
        (["a": 1, "b": [true, nil]], #"{"a":1,"b":[true,null]}"#),
        (["z": [:], "a": [[]], "m": "x"], #"{"z":{},"a":[[]],"m":"x"}"#),
    ]

    @Test("compact form", arguments: compact)
    func writesCompact(value: JSONValue, expected: String) {
        #expect(value.serialized() == expected)
        #expect(value.serializedBytes() == Array(expected.utf8))
        var string = ">"
        JSONWriter().write(value, into: &string)
        #expect(string == ">" + expected)
        var bytes: [UInt8] = [0x3E]
        JSONWriter().write(value, into: &bytes)
        #expect(bytes == [0x3E] + Array(expected.utf8))
    }

    static let escaping: [(String, String)] = [
        ("plain", #""plain""#),
        ("", #""""#),
        ("say \"hi\"", #""say \"hi\"""#),
        ("back\\slash", #""back\\slash""#),
        ("a/b", #""a/b""#),
        ("line\nbreak", #""line\nbreak""#),
        ("\t\r\u{8}\u{C}", #""\t\r\b\f""#),
        ("\u{0}\u{1}\u{1F}", #""\u0000\u0001\u001f""#),
        ("\u{7F}", "\"\u{7F}\""),
        ("é 😀 中", "\"é 😀 中\""),
        ("\u{2028}", "\"\u{2028}\""),
        ("e\u{301}", "\"e\u{301}\""),
        ("😀\"😀", "\"😀\\\"😀\""),
    ]

    @Test("string escaping", arguments: escaping)
    func escapes(text: String, expected: String) throws {
        #expect(JSONValue.string(text).serialized() == expected)
        var string = ""
        JSONWriter().write(.string(text), into: &string)
        #expect(string == expected)
        #expect(try JSONParser.parse(expected) == .string(text))
    }

    @Test("keys are escaped like strings")
    func escapesKeys() {
        let value: JSONValue = ["quote\"key": 1, "new\nline": 2]
        #expect(value.serialized() == #"{"quote\"key":1,"new\nline":2}"#)
    }

    @Test("pretty form")
    func writesPretty() {
        let value: JSONValue = [
            "name": "get_forecast",
            "arguments": ["city": "Paris", "days": 2, "units": ["metric", 1.5, nil]],
            "empty": [],
            "none": [:],
            "ok": true,
        ]
        let expected = """
            {
              "name": "get_forecast",
              "arguments": {
                "city": "Paris",
                "days": 2,
                "units": [
                  "metric",
                  1.5,
                  null
                ]
              },
              "empty": [],
              "none": {},
              "ok": true
            }
            """
        #expect(value.serialized(pretty: true) == expected)
        var string = ""
        JSONWriter(pretty: true).write(value, into: &string)
        #expect(string == expected)
    }

    @Test("pretty scalars and empty containers stay on one line")
    func prettyScalars() {
        #expect(JSONValue.int(1).serialized(pretty: true) == "1")
        #expect(JSONValue.array([]).serialized(pretty: true) == "[]")
        #expect(JSONValue.object([:]).serialized(pretty: true) == "{}")
        #expect(JSONValue.array([[]]).serialized(pretty: true) == "[\n  []\n]")
    }

    static let roundTrips: [(String, String)] = [
        (#"{ "b" : [ 1 , 2.50, -0 ], "a":{} }"#, #"{"b":[1,2.5,-0.0],"a":{}}"#),
        (#""\u00e9\ud83d\ude00\/\u001F""#, #""é😀/\u001f""#),
        ("[1e2, 1E-7, 123456789012345678901234567890]", "[100.0,1e-07,1.2345678901234568e+29]"),
        ("[true,false,null,\"\",[],{}]", #"[true,false,null,"",[],{}]"#),
        ("[9223372036854775807, -9223372036854775808, 9223372036854775808]",
         "[9223372036854775807,-9223372036854775808,9.223372036854776e+18]"),
        ("[0.1, 0.30000000000000004, 5e-324, 1.7976931348623157e308]",
         "[0.1,0.30000000000000004,5e-324,1.7976931348623157e+308]"),
        (#"{"text": "tab\there", "nested": {"deeper": {"list": [1, [2, [3]]]}}}"#,
         #"{"text":"tab\there","nested":{"deeper":{"list":[1,[2,[3]]]}}}"#),
    ]

    @Test("parse, write, parse gives the same value", arguments: roundTrips)
    func roundTrip(text: String, compact: String) throws {
        let value = try JSONParser.parse(text)
        #expect(value.serialized() == compact)
        let again = try JSONParser.parse(value.serialized())
        #expect(again == value)
        #expect(again.serialized() == compact)
        #expect(try JSONParser.parse(value.serialized(pretty: true)) == value)
        // The int/double distinction and key order survive too.
        #expect(again.serialized() == value.serialized())
    }

    @Test("ints and doubles keep their kind through a round trip")
    func numberKinds() throws {
        let value: JSONValue = [.int(4), .double(4), .double(1e20), .double(-0.0), .int(0)]
        let text = value.serialized()
        #expect(text == "[4,4.0,1e+20,-0.0,0]")
        let back = try JSONParser.parse(text)
        #expect(back == value)
        #expect(back.array?.map(\.kindDescription) == ["an integer", "a number", "a number", "a number", "an integer"])
    }
}
