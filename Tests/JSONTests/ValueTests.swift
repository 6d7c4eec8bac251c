import Diagnostics
import Testing
@testable import JSON

@Suite("Values and objects")
struct ValueTests {
    @Test("accessors")
    func accessors() {
        let value: JSONValue = ["s": "x", "i": 3, "d": 2.5, "b": true, "n": nil, "a": [1, 2], "o": ["k": 1]]
        #expect(value["s"]?.string == "x")
        #expect(value["i"]?.int == 3)
        #expect(value["i"]?.double == 3.0)
        #expect(value["d"]?.double == 2.5)
        #expect(value["d"]?.int == nil)
        #expect(value["b"]?.bool == true)
        #expect(value["n"]?.isNull == true)
        #expect(value["a"]?.array == [1, 2])
        #expect(value["a"]?[1] == 2)
        #expect(value["a"]?[2] == nil)
        #expect(value["o"]?.object == ["k": 1])
        #expect(value["o"]?["k"] == 1)
        #expect(value["missing"] == nil)
        #expect(value["s"]?["x"] == nil)
        #expect(value["s"]?.int == nil)
        #expect(value.isNull == false)
    }

    static let integralDoubles: [(Double, Int?)] = [
        (3.0, 3), (-0.0, 0), (3.5, nil), (-2.0, -2), (1e300, nil), (.nan, nil), (.infinity, nil),
        (-9_223_372_036_854_775_808.0, Int.min), (9_223_372_036_854_775_808.0, nil),
    ]

    @Test("int from a double only when it is integral and fits", arguments: integralDoubles)
    func intFromDouble(double: Double, expected: Int?) {
        #expect(JSONValue.double(double).int == expected)
    }

    @Test("int and double are different values; numericallyEquals compares numbers")
    func equality() {
        #expect(JSONValue.int(4) != .double(4.0))
        #expect(JSONValue.int(4).numericallyEquals(.double(4.0)))
        #expect(JSONValue.double(4.0).numericallyEquals(.int(4)))
        #expect(!JSONValue.int(4).numericallyEquals(.double(4.5)))
        #expect(!JSONValue.int(4).numericallyEquals(.string("4")))
        let a: JSONValue = ["x": [1, 2.0], "y": ["z": 3]]
        let b: JSONValue = ["y": ["z": 3.0], "x": [1.0, 2]]
        #expect(a != b)
        #expect(a.numericallyEquals(b))
        #expect(!a.numericallyEquals(["x": [1, 2], "y": ["z": 4]]))
        #expect(!a.numericallyEquals(["x": [1, 2]]))
        #expect(Set<JSONValue>([.int(1), .double(1), .int(1)]).count == 2)
    }

    @Test("literals")
    func literals() {
        let value: JSONValue = ["b": 1, "a": 2.5, "c": [true, nil, "s"]]
        #expect(value.object?.keys == ["b", "a", "c"])
        #expect(value["a"] == .double(2.5))
        #expect(value["c"] == .array([.bool(true), .null, .string("s")]))
        let name = "x"
        let interpolated: JSONValue = "name \(name)"
        #expect(interpolated == .string("name x"))
    }

    @Test("description is the compact JSON")
    func description() {
        let value: JSONValue = ["a": [1, "b"]]
        #expect(value.description == #"{"a":[1,"b"]}"#)
        #expect(value.object?.description == #"{"a":[1,"b"]}"#)
    }

    // MARK: JSONObject

    @Test("setting a key replaces in place, appends new keys, nil removes")
    func objectSubscript() {
        var object: JSONObject = ["a": 1, "b": 2, "c": 3]
        object["b"] = "two"
        #expect(object.keys == ["a", "b", "c"])
        #expect(object["b"] == "two")
        object["d"] = 4
        #expect(object.keys == ["a", "b", "c", "d"])
        object["a"] = nil
        #expect(object.keys == ["b", "c", "d"])
        #expect(object["a"] == nil)
        object["n"] = .null
        #expect(object["n"] == .null)
        #expect(object.contains(key: "n"))
        #expect(object.removeValue(forKey: "c") == 3)
        #expect(object.removeValue(forKey: "zz") == nil)
        #expect(object.count == 3)
        #expect(!object.isEmpty)
        #expect(JSONObject().isEmpty)
        #expect(Array(object.map(\.key)) == ["b", "d", "n"])
        #expect(object.values == ["two", 4, nil])
    }

    @Test("initializers keep order; a repeated key keeps its first place and last value")
    func objectInitializers() {
        let fromPairs = JSONObject([("z", 1), ("a", 2), ("z", 3)])
        #expect(fromPairs.keys == ["z", "a"])
        #expect(fromPairs["z"] == 3)
        let fromKeyValuePairs = JSONObject(["q": 1, "p": 2] as KeyValuePairs<String, JSONValue>)
        #expect(fromKeyValuePairs.keys == ["q", "p"])
    }

    @Test("object equality and hashing ignore key order")
    func objectEquality() {
        let a: JSONObject = ["x": 1, "y": [2]]
        let b: JSONObject = ["y": [2], "x": 1]
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != ["x": 1, "y": [3]])
        #expect(a != ["x": 1])
        #expect(a != ["x": 1, "z": [2]])
        #expect(Set([JSONValue.object(a), .object(b)]).count == 1)
    }

    @Test("large objects keep working through their index")
    func largeObject() {
        var object = JSONObject()
        for n in 0..<100 { object["k\(n)"] = .int(n) }
        #expect(object.count == 100)
        #expect(object["k57"] == 57)
        object["k57"] = "changed"
        #expect(object.position(of: "k57") == 57)
        object["k10"] = nil
        #expect(object.position(of: "k57") == 56)
        #expect(object["k11"] == 11)
        for n in 0..<95 { object["k\(n)"] = nil }
        #expect(object.keys == ["k95", "k96", "k97", "k98", "k99"])
        #expect(object["k98"] == 98)
        object["new"] = true
        #expect(object.keys.last == "new")

        let parsed = try? JSONParser.parse("{" + (0..<30).map { "\"k\($0)\":\($0)" }.joined(separator: ",") + "}")
        #expect(parsed?["k29"] == 29)
        #expect(parsed?["k30"] == nil)
    }

    // MARK: Errors

    @Test("errors render as line:column: message and become diagnostics")
    func errorRendering() throws {
        let source = "{\n  \"a\": tru\n}"
        do {
            _ = try JSONParser.parse(source)
            Issue.record("no error")
        } catch {
            #expect(error.description == "2:8: invalid literal 'tru'")
            #expect(error.location(file: "app.json") == SourceLocation(file: "app.json", line: 2, column: 8))
            let diagnostic = error.diagnostic(file: "app.json", source: source)
            #expect(diagnostic.description == "app.json:2:8: error: invalid literal 'tru'")
            #expect(diagnostic.rendered == "app.json:2:8: error: invalid literal 'tru'\n  \"a\": tru\n       ^")
        }
    }
}
