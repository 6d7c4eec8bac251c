/// A JSON value, as read from transcripts, records files and written to
/// report.json.
///
/// Integers and doubles are separate cases because the files we read rely on
/// the difference (a count of `3` is not a score of `3.0`) and a value read
/// and written back must keep it: the parser makes `.int` of an integer
/// literal that fits in `Int` and `.double` of anything else, and the writer
/// always gives a double a fraction or an exponent (`4.0`, `1e+20`).
///
/// Equality is the synthesized, structural one: `.int(4) != .double(4.0)`.
/// That keeps `==` and `hash(into:)` consistent and makes the round trip
/// testable exactly. Use ``numericallyEquals(_:)`` to compare by numeric value
/// (as a grader comparing an expected argument to an actual one should).
/// Objects compare without regard to key order (see ``JSONObject``), and
/// `.double(.nan)` is not equal to itself (the parser never produces it).
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The integer, also from a double with an integral value that fits `Int`
    /// (`3.0` gives 3, `3.5` and `1e300` give nil).
    public var int: Int? {
        switch self {
        case .int(let value): return value
        case .double(let value): return JSONValue.exactInt(value)
        default: return nil
        }
    }

    /// `Int(exactly:)` without its libm calls (`rint`, `floor`, ...), which
    /// would oblige every client of this module to link libm.
    static func exactInt(_ value: Double) -> Int? {
        guard value >= -0x1p63, value < 0x1p63 else { return nil }  // also rejects NaN
        let truncated = Int(value)
        return Double(truncated) == value ? truncated : nil
    }

    /// The number as a double, also from an int (rounded beyond 2^53).
    public var double: Double? {
        switch self {
        case .double(let value): return value
        case .int(let value): return Double(value)
        default: return nil
        }
    }

    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var array: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    public var object: JSONObject? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// The member `key` of an object; nil for a missing key or a non-object.
    public subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    /// The element at `index` of an array; nil when out of range or not an array.
    public subscript(index: Int) -> JSONValue? {
        if case .array(let array) = self, array.indices.contains(index) { return array[index] }
        return nil
    }

    /// The kind of value in words, for messages such as "expected a string,
    /// found an array": "null", "a boolean", "an integer", "a number",
    /// "a string", "an array", "an object".
    public var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .int: return "an integer"
        case .double: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// Equality that compares numbers by value, so `.int(4)` matches
    /// `.double(4.0)`, recursively through arrays and objects. An int and a
    /// double are equal only when the double is exactly that integer.
    public func numericallyEquals(_ other: JSONValue) -> Bool {
        switch (self, other) {
        case let (.int(a), .double(b)), let (.double(b), .int(a)):
            return JSONValue.exactInt(b) == a
        case let (.array(a), .array(b)):
            guard a.count == b.count else { return false }
            for i in a.indices where !a[i].numericallyEquals(b[i]) { return false }
            return true
        case let (.object(a), .object(b)):
            guard a.count == b.count else { return false }
            for (key, value) in a {
                guard let match = b[key], value.numericallyEquals(match) else { return false }
            }
            return true
        default:
            return self == other
        }
    }
}

extension JSONValue: ExpressibleByNilLiteral {
    public init(nilLiteral: ()) { self = .null }
}

extension JSONValue: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) { self = .int(value) }
}

extension JSONValue: ExpressibleByFloatLiteral {
    public init(floatLiteral value: Double) { self = .double(value) }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) { self = .string(value) }
}

extension JSONValue: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
    /// An object in the written order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(elements))
    }
}

extension JSONValue: CustomStringConvertible {
    /// The compact JSON text, so test failures and logs show values as JSON.
    public var description: String { serialized() }
}
