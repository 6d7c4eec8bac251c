/// The YAML 1.2 core schema: how a scalar's text becomes null, a boolean, an
/// integer, a float or a string.
///
/// Only untagged plain scalars are resolved by their content; quoted, literal
/// and folded scalars are strings. An explicit core tag wins over the content
/// and the style (`!!str 12` is a string, `!!int "12"` an integer). Tags are
/// understood both in the short form the parser stores (`!!int`) and in the
/// long form (`tag:yaml.org,2002:int`). Any other explicit tag, including the
/// non-specific `!`, makes the scalar a string; its tag stays on the scalar
/// for the caller to interpret.
///
/// Integers that do not fit in `Int`: decimal ones become a `.double` (they
/// also match the float pattern), octal and hexadecimal ones stay strings.
/// A core-tagged scalar whose text does not fit its tag (`!!int abc`) is a
/// string here; `YAMLParser` rejects such scalars with an error.
///
/// This runs every time `Node.Scalar.value` is read, so it checks bytes by
/// hand and allocates nothing for the common cases.
enum CoreSchema {
    static func resolve(_ scalar: Node.Scalar) -> Node.Scalar.Value {
        if let tag = scalar.tag {
            guard let kind = coreTag(tag) else { return .string(scalar.string) }
            return resolve(scalar.string, as: kind) ?? .string(scalar.string)
        }
        guard scalar.style == .plain else { return .string(scalar.string) }
        return resolvePlain(scalar.string)
    }

    /// The core tags the schema resolves.
    enum Kind: Sendable {
        case string, null, bool, int, float
    }

    /// The kind of a core scalar tag (`!!str` or `tag:yaml.org,2002:str`), nil
    /// for any other tag.
    static func coreTag(_ tag: String) -> Kind? {
        var name = Substring(tag)
        if name.hasPrefix("!!") {
            name = name.dropFirst(2)
        } else if name.hasPrefix("tag:yaml.org,2002:") {
            name = name.dropFirst(18)
        } else {
            return nil
        }
        switch name {
        case "str": return .string
        case "null": return .null
        case "bool": return .bool
        case "int": return .int
        case "float": return .float
        default: return nil
        }
    }

    /// The value of `text` under an explicit core tag, nil when the text is
    /// not a valid value of that kind.
    static func resolve(_ text: String, as kind: Kind) -> Node.Scalar.Value? {
        switch kind {
        case .string:
            return .string(text)
        case .null, .bool, .int:
            let value = resolvePlain(text)
            switch (kind, value) {
            case (.null, .null), (.bool, .bool), (.int, .int): return value
            default: return nil
            }
        case .float:
            switch resolvePlain(text) {
            case .double(let double): return .double(double)
            case .int(let int): return .double(Double(int))
            default: return nil
            }
        }
    }

    /// The value of an untagged plain scalar.
    static func resolvePlain(_ text: String) -> Node.Scalar.Value {
        var text = text
        // Native strings are contiguous, so this does not copy.
        return text.withUTF8 { resolvePlain(bytes: $0) } ?? .string(text)
    }

    /// The null, boolean or number spelt by `bytes`, nil for a string.
    static func resolvePlain(bytes: UnsafeBufferPointer<UInt8>) -> Node.Scalar.Value? {
        let count = bytes.count
        if count == 0 { return .null }
        let first = bytes[0]
        switch first {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
            return resolveNumber(bytes)
        case UInt8(ascii: "~"):
            return count == 1 ? .null : nil
        case UInt8(ascii: "n"), UInt8(ascii: "N"):
            return matches(bytes, "null", "Null", "NULL") ? .null : nil
        case UInt8(ascii: "t"), UInt8(ascii: "T"):
            return matches(bytes, "true", "True", "TRUE") ? .bool(true) : nil
        case UInt8(ascii: "f"), UInt8(ascii: "F"):
            return matches(bytes, "false", "False", "FALSE") ? .bool(false) : nil
        default:
            return nil
        }
    }

    /// True when `bytes` spell one of the three case variants of a word.
    private static func matches(
        _ bytes: UnsafeBufferPointer<UInt8>, _ lower: StaticString, _ title: StaticString, _ upper: StaticString
    ) -> Bool {
        equal(bytes, lower) || equal(bytes, title) || equal(bytes, upper)
    }

    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        guard bytes.count == word.utf8CodeUnitCount else { return false }
        let start = word.utf8Start
        for index in 0..<bytes.count where bytes[index] != start[index] { return false }
        return true
    }

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    /// Integers (`[-+]?[0-9]+`, `0o[0-7]+`, `0x[0-9a-fA-F]+`) and floats
    /// (`[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, `[-+]?\.inf`,
    /// `\.nan` in three spellings each).
    private static func resolveNumber(_ bytes: UnsafeBufferPointer<UInt8>) -> Node.Scalar.Value? {
        let count = bytes.count
        var index = 0
        var negative = false
        if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") {
            negative = bytes[0] == UInt8(ascii: "-")
            index = 1
            if count == 1 { return nil }
        }

        // .inf and .nan
        if bytes[index] == UInt8(ascii: "."), count - index == 4, !isDigit(bytes[index + 1]) {
            let word = UnsafeBufferPointer(rebasing: bytes[(index + 1)...])
            if matches(word, "inf", "Inf", "INF") { return .double(negative ? -.infinity : .infinity) }
            if index == 0, matches(word, "nan", "NaN", "NAN") { return .double(.nan) }
            return nil
        }

        // 0o and 0x, unsigned only
        if index == 0, count > 2, bytes[0] == UInt8(ascii: "0") {
            if bytes[1] == UInt8(ascii: "o") { return radixInteger(bytes, radix: 8) }
            if bytes[1] == UInt8(ascii: "x") { return radixInteger(bytes, radix: 16) }
        }

        // Decimal integer: accumulate while it fits.
        let digitsStart = index
        var value = 0
        var overflow = false
        while index < count, isDigit(bytes[index]) {
            let digit = Int(bytes[index] &- UInt8(ascii: "0"))
            if !overflow {
                let (times, o1) = value.multipliedReportingOverflow(by: 10)
                let (sum, o2) = negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
                if o1 || o2 { overflow = true } else { value = sum }
            }
            index += 1
        }
        let integerDigits = index - digitsStart
        if index == count {
            return overflow ? double(bytes) : .int(value)
        }

        // Float: fraction then exponent.
        var fractionDigits = 0
        if bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < count, isDigit(bytes[index]) {
                index += 1
                fractionDigits += 1
            }
        }
        // "." alone or "-." is not a number; "1." is.
        if integerDigits == 0 && fractionDigits == 0 { return nil }
        if index < count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
            let exponentStart = index
            while index < count, isDigit(bytes[index]) { index += 1 }
            if index == exponentStart { return nil }
        }
        guard index == count else { return nil }
        return double(bytes)
    }

    private static func double(_ bytes: UnsafeBufferPointer<UInt8>) -> Node.Scalar.Value? {
        Double(String(decoding: bytes, as: UTF8.self)).map { .double($0) }
    }

    /// `0o17` or `0x1F`; a string when it overflows `Int`.
    private static func radixInteger(_ bytes: UnsafeBufferPointer<UInt8>, radix: Int) -> Node.Scalar.Value? {
        var value = 0
        for index in 2..<bytes.count {
            let byte = bytes[index]
            let digit: Int
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Int(byte &- UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = Int(byte &- UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = Int(byte &- UInt8(ascii: "A")) + 10
            default: return nil
            }
            guard digit < radix else { return nil }
            let (times, o1) = value.multipliedReportingOverflow(by: radix)
            let (sum, o2) = times.addingReportingOverflow(digit)
            if o1 || o2 { return nil }
            value = sum
        }
        return .int(value)
    }
}
