/// Writes ``JSONValue``s as JSON text, straight into a byte buffer or a
/// string, so that writing tens of thousands of transcript lines builds no
/// intermediate strings.
///
/// The compact form has no spaces at all (`{"a":1,"b":[true,null]}`), one
/// value per line in JSON Lines. The pretty form, for files people read
/// (report.json), indents by two spaces, writes `"key": value` and keeps
/// empty containers on one line as `[]` and `{}`; it ends without a newline.
///
/// The output parses back to an equal value:
/// - keys are written in the object's order;
/// - a double always has a fraction or an exponent (`4.0`, `1e-05`), in the
///   shortest form that reads back exactly, so it stays a double; an int is
///   plain digits. A non-finite double, which JSON cannot express, is `null`;
/// - strings escape `"`, `\` and control characters (`\n`, `\t`, `\r`, `\b`,
///   `\f`, others as `\u00XX`); `/` and non-ASCII are written as they are,
///   in UTF-8.
public struct JSONWriter: Sendable {
    public var pretty: Bool

    public init(pretty: Bool = false) {
        self.pretty = pretty
    }

    /// Appends the text of `value` to `buffer` as UTF-8.
    public func write(_ value: JSONValue, into buffer: inout [UInt8]) {
        emit(value, into: &buffer, depth: 0)
    }

    /// Appends the text of `value` to `string`.
    public func write(_ value: JSONValue, into string: inout String) {
        emit(value, into: &string, depth: 0)
    }

    /// The text of `value`.
    public func string(_ value: JSONValue) -> String {
        String(decoding: bytes(value), as: UTF8.self)
    }

    /// The text of `value` as UTF-8.
    public func bytes(_ value: JSONValue) -> [UInt8] {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(128)
        write(value, into: &buffer)
        return buffer
    }

    private func emit<Output: JSONOutput>(_ value: JSONValue, into out: inout Output, depth: Int) {
        switch value {
        case .null:
            out.appendASCII("null")
        case .bool(let flag):
            out.appendASCII(flag ? "true" : "false")
        case .int(let number):
            out.appendInt(number)
        case .double(let number):
            if number.isFinite {
                out.appendText(number.description)
            } else {
                out.appendASCII("null")
            }
        case .string(let text):
            emitString(text, into: &out)
        case .array(let elements):
            guard !elements.isEmpty else { return out.appendASCII("[]") }
            out.appendByte(.openBracket)
            for (n, element) in elements.enumerated() {
                if n > 0 { out.appendByte(.comma) }
                if pretty { newline(into: &out, depth: depth + 1) }
                emit(element, into: &out, depth: depth + 1)
            }
            if pretty { newline(into: &out, depth: depth) }
            out.appendByte(.closeBracket)
        case .object(let object):
            guard !object.isEmpty else { return out.appendASCII("{}") }
            out.appendByte(.openBrace)
            for n in 0..<object.count {
                if n > 0 { out.appendByte(.comma) }
                if pretty { newline(into: &out, depth: depth + 1) }
                emitString(object.keys[n], into: &out)
                out.appendByte(.colon)
                if pretty { out.appendByte(.space) }
                emit(object.values[n], into: &out, depth: depth + 1)
            }
            if pretty { newline(into: &out, depth: depth) }
            out.appendByte(.closeBrace)
        }
    }

    private func newline<Output: JSONOutput>(into out: inout Output, depth: Int) {
        out.appendByte(.newline)
        for _ in 0..<depth * 2 { out.appendByte(.space) }
    }

    /// Writes a quoted string, copying runs that need no escape in one go.
    private func emitString<Output: JSONOutput>(_ text: String, into out: inout Output) {
        out.appendByte(.quote)
        let original = text
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            for k in 0..<utf8.count {
                let byte = utf8[k]
                guard byte < .space || byte == .quote || byte == .backslash else { continue }
                if runStart < k { out.appendUTF8(utf8, runStart..<k, of: original) }
                runStart = k + 1
                out.appendByte(.backslash)
                switch byte {
                case .quote: out.appendByte(.quote)
                case .backslash: out.appendByte(.backslash)
                case .newline: out.appendByte(UInt8(ascii: "n"))
                case .tab: out.appendByte(UInt8(ascii: "t"))
                case .carriageReturn: out.appendByte(UInt8(ascii: "r"))
                case 0x08: out.appendByte(UInt8(ascii: "b"))
                case 0x0C: out.appendByte(UInt8(ascii: "f"))
                default:
                    out.appendASCII("u00")
                    out.appendByte(hexDigits[Int(byte >> 4)])
                    out.appendByte(hexDigits[Int(byte & 0xF)])
                }
            }
            if runStart < utf8.count { out.appendUTF8(utf8, runStart..<utf8.count, of: original) }
        }
        out.appendByte(.quote)
    }
}

private let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

extension JSONValue {
    /// The JSON text of the value, compact unless `pretty` (see ``JSONWriter``).
    public func serialized(pretty: Bool = false) -> String {
        JSONWriter(pretty: pretty).string(self)
    }

    /// The JSON text of the value as UTF-8 (see ``JSONWriter``).
    public func serializedBytes(pretty: Bool = false) -> [UInt8] {
        JSONWriter(pretty: pretty).bytes(self)
    }
}

/// Where ``JSONWriter`` writes: a byte buffer or a string.
protocol JSONOutput {
    mutating func appendByte(_ byte: UInt8)
    mutating func appendASCII(_ text: StaticString)
    mutating func appendText(_ text: String)
    mutating func appendInt(_ number: Int)
    /// Appends `utf8[range]`, which is valid UTF-8 cut at ASCII bytes of `string`.
    mutating func appendUTF8(_ utf8: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, of string: String)
}

extension Array: JSONOutput where Element == UInt8 {
    @inline(__always)
    mutating func appendByte(_ byte: UInt8) { append(byte) }

    mutating func appendASCII(_ text: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func appendText(_ text: String) { append(contentsOf: text.utf8) }

    mutating func appendInt(_ number: Int) {
        if number >= 0 && number < 10 { return append(UInt8(truncatingIfNeeded: number) &+ .zero) }
        // Digits into a fixed buffer, backwards; the magnitude as UInt so Int.min works.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var magnitude = number.magnitude
            var k = 20
            repeat {
                k -= 1
                digits[k] = UInt8(truncatingIfNeeded: magnitude % 10) &+ .zero
                magnitude /= 10
            } while magnitude > 0
            if number < 0 { append(.minus) }
            append(contentsOf: UnsafeBufferPointer(rebasing: digits[k..<20]))
        }
    }

    mutating func appendUTF8(_ utf8: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, of string: String) {
        append(contentsOf: UnsafeBufferPointer(rebasing: utf8[range]))
    }
}

extension String: JSONOutput {
    mutating func appendByte(_ byte: UInt8) { unicodeScalars.append(Unicode.Scalar(byte)) }
    mutating func appendASCII(_ text: StaticString) { append(text.description) }
    mutating func appendText(_ text: String) { append(text) }
    mutating func appendInt(_ number: Int) { append(number.description) }

    mutating func appendUTF8(_ utf8: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, of string: String) {
        if range.count == utf8.count { return append(string) }
        let view = string.utf8
        let from = view.index(view.startIndex, offsetBy: range.lowerBound)
        let to = view.index(from, offsetBy: range.count)
        append(contentsOf: string[from..<to])
    }
}
