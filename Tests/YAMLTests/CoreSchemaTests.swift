import Testing
import YAML

@Suite("Core schema")
struct CoreSchemaTests {
    typealias Value = Node.Scalar.Value

    static let plain: [(String, Value)] = [
        ("", .null), ("~", .null), ("null", .null), ("Null", .null), ("NULL", .null),
        ("nULL", .string("nULL")), ("nil", .string("nil")), ("~~", .string("~~")),
        ("true", .bool(true)), ("True", .bool(true)), ("TRUE", .bool(true)),
        ("false", .bool(false)), ("False", .bool(false)), ("FALSE", .bool(false)),
        ("tRUE", .string("tRUE")), ("yes", .string("yes")), ("no", .string("no")),
        ("on", .string("on")), ("off", .string("off")), ("y", .string("y")), ("Yes", .string("Yes")),
        ("0", .int(0)), ("12", .int(12)), ("012", .int(12)), ("-7", .int(-7)), ("+7", .int(7)), ("-0", .int(0)),
        ("0o17", .int(15)), ("0x1F", .int(31)), ("0xff", .int(255)), ("0x", .string("0x")), ("0o", .string("0o")),
        ("0o8", .string("0o8")), ("0xG", .string("0xG")), ("-0x1F", .string("-0x1F")), ("1_000", .string("1_000")),
        ("9223372036854775807", .int(.max)), ("-9223372036854775808", .int(.min)),
        ("9223372036854775808", .double(9_223_372_036_854_775_808)),
        ("0x10000000000000000", .string("0x10000000000000000")),
        ("1e3", .double(1000)), ("1E+3", .double(1000)), ("1.5e-2", .double(0.015)), ("-0.5", .double(-0.5)),
        ("+.5", .double(0.5)), (".5", .double(0.5)), ("5.", .double(5)), ("1.e3", .double(1000)),
        ("3.14", .double(3.14)), (".", .string(".")), ("-", .string("-")), ("+", .string("+")), ("-.", .string("-.")),
        ("1e", .string("1e")), ("1e+", .string("1e+")), ("e3", .string("e3")), ("1.2.3", .string("1.2.3")),
        (".inf", .double(.infinity)), (".Inf", .double(.infinity)), (".INF", .double(.infinity)),
        ("+.inf", .double(.infinity)), ("-.inf", .double(-.infinity)), ("-.Inf", .double(-.infinity)),
        (".iNF", .string(".iNF")), ("inf", .string("inf")), ("-.nan", .string("-.nan")),
        ("1:30", .string("1:30")), ("2024-05-01", .string("2024-05-01")), ("hello", .string("hello")),
    ]

    @Test("plain scalars resolve by content", arguments: plain)
    func plainScalar(text: String, expected: Value) {
        #expect(Node.Scalar(text, mark: Mark(line: 1, column: 1)).value == expected)
    }

    @Test("not-a-number spellings", arguments: [".nan", ".NaN", ".NAN"])
    func nan(text: String) {
        guard case .double(let value) = Node.Scalar(text, mark: Mark(line: 1, column: 1)).value else {
            Issue.record("\(text) is not a double")
            return
        }
        #expect(value.isNaN)
    }

    @Test("quoted and block scalars are strings", arguments: [
        Node.Scalar.Style.singleQuoted, .doubleQuoted, .literal, .folded,
    ])
    func nonPlain(style: Node.Scalar.Style) {
        for text in ["true", "12", "~", "", "1e3", ".inf"] {
            #expect(Node.Scalar(text, style: style, mark: Mark(line: 1, column: 1)).value == .string(text))
        }
    }

    static let tagged: [(String, String, Node.Scalar.Style, Value)] = [
        ("!!str", "12", .plain, .string("12")),
        ("!!str", "true", .plain, .string("true")),
        ("!!str", "", .plain, .string("")),
        ("tag:yaml.org,2002:str", "~", .plain, .string("~")),
        ("!!int", "12", .doubleQuoted, .int(12)),
        ("!!int", "0x1F", .plain, .int(31)),
        ("!!float", "1", .plain, .double(1)),
        ("!!float", "\"2.5\"", .plain, .string("\"2.5\"")),
        ("tag:yaml.org,2002:float", "2.5", .singleQuoted, .double(2.5)),
        ("!!bool", "true", .singleQuoted, .bool(true)),
        ("!!null", "", .plain, .null),
        ("!!null", "~", .doubleQuoted, .null),
        ("!", "12", .plain, .string("12")),
        ("!custom", "true", .plain, .string("true")),
    ]

    @Test("explicit tags win", arguments: tagged)
    func tag(tag: String, text: String, style: Node.Scalar.Style, expected: Value) {
        #expect(Node.Scalar(text, style: style, tag: tag, mark: Mark(line: 1, column: 1)).value == expected)
    }

    static let parsed: [(String, Value)] = [
        ("yes", .string("yes")),
        ("\"true\"", .string("true")),
        ("'12'", .string("12")),
        ("0x1F", .int(31)),
        ("0o17", .int(15)),
        ("1e3", .double(1000)),
        ("~", .null),
        ("!!str 12", .string("12")),
        ("!!int '7'", .int(7)),
        ("! 12", .string("12")),
        (".inf", .double(.infinity)),
        ("-.inf", .double(-.infinity)),
        ("-0.5", .double(-0.5)),
        ("012", .int(12)),
        ("TRUE", .bool(true)),
        ("off", .string("off")),
        ("|\n  12\n", .string("12\n")),
        (">-\n  true\n", .string("true")),
    ]

    @Test("values of parsed documents", arguments: parsed)
    func parsedValue(source: String, expected: Value) throws {
        let node = try #require(try YAMLParser.parse(source, file: "test.yaml"))
        #expect(node.scalar?.value == expected)
    }

    @Test("core tags are stored in their short form")
    func shortTags() throws {
        let node = try #require(try YAMLParser.parse("a: !!str 12\nb: !local x\nc: !<tag:yaml.org,2002:int> '3'\n", file: "test.yaml"))
        let mapping = try #require(node.mapping)
        #expect(mapping["a"]?.scalar?.tag == "!!str")
        #expect(mapping["b"]?.scalar?.tag == "!local")
        #expect(mapping["c"]?.scalar?.tag == "!!int")
        #expect(mapping["c"]?.scalar?.value == .int(3))
    }

    @Test("kind descriptions follow the resolved value")
    func kinds() throws {
        let node = try #require(try YAMLParser.parse("[~, true, 1, 1.5, x, [], {}]", file: "test.yaml"))
        let kinds = try #require(node.sequence).items.map(\.kindDescription)
        #expect(kinds == ["null", "a boolean", "an integer", "a number", "a string", "a list", "a mapping"])
    }
}
