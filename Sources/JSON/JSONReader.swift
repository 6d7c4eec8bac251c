/// The byte scanner behind ``JSONParser`` and ``JSONLines``. It keeps its
/// buffers between documents, so reading many lines allocates little.
struct JSONReader {
    /// A parse error before its line and column are worked out.
    struct Failure: Error {
        var message: String
        var offset: Int

        init(_ message: String, at offset: Int) {
            self.message = message
            self.offset = offset
        }
    }

    /// An open array or object.
    private struct Frame {
        var isObject: Bool
        /// Where this container's values start in `values`.
        var valueStart: Int
        /// Where this object's keys start in `keys`.
        var keyStart: Int
        /// The keys seen, once an object has too many for a linear scan.
        var keySet: Set<String>?
    }

    private var bytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    private var end = 0
    private var i = 0
    /// The finished values of all open containers, innermost last.
    private var values: [JSONValue] = []
    /// The keys of all open objects, innermost last; one per value in an object.
    private var keys: [String] = []
    private var frames: [Frame] = []
    /// Unescaped string bytes, for strings that contain escapes.
    private var scratch: [UInt8] = []

    init() {}

    /// Reads one document filling all of `input`.
    mutating func read(_ input: UnsafeRawBufferPointer, skippingByteOrderMark: Bool) -> Result<JSONValue, Failure> {
        values.removeAll(keepingCapacity: true)
        keys.removeAll(keepingCapacity: true)
        frames.removeAll(keepingCapacity: true)
        guard input.count > 0 else { return .failure(Failure("unexpected end of input", at: 0)) }
        return input.withMemoryRebound(to: UInt8.self) { buffer in
            bytes = buffer
            end = buffer.count
            i = 0
            defer { bytes = UnsafeBufferPointer(start: nil, count: 0) }
            if skippingByteOrderMark, end >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF {
                i = 3
            }
            do throws(Failure) {
                skipWhitespace()
                let value = try readValue()
                skipWhitespace()
                guard i == end else { throw Failure("trailing characters after the value", at: i) }
                return .success(value)
            } catch {
                return .failure(error)
            }
        }
    }

    // MARK: Structure

    /// Reads a value starting at `i` (after whitespace), with everything
    /// nested in it, using `frames` as the stack.
    private mutating func readValue() throws(Failure) -> JSONValue {
        var value: JSONValue
        scan: while true {
            guard i < end else { throw Failure("unexpected end of input", at: i) }
            switch bytes[i] {
            case .quote:
                value = .string(try readString())
            case .openBrace:
                guard frames.count < JSONParser.maximumDepth else { throw tooDeep() }
                i += 1
                skipWhitespace()
                if i < end, bytes[i] == .closeBrace {
                    i += 1
                    value = .object(JSONObject())
                } else {
                    frames.append(Frame(isObject: true, valueStart: values.count, keyStart: keys.count, keySet: nil))
                    try readKey()
                    continue scan
                }
            case .openBracket:
                guard frames.count < JSONParser.maximumDepth else { throw tooDeep() }
                i += 1
                skipWhitespace()
                if i < end, bytes[i] == .closeBracket {
                    i += 1
                    value = .array([])
                } else {
                    frames.append(Frame(isObject: false, valueStart: values.count, keyStart: keys.count, keySet: nil))
                    continue scan
                }
            case .minus, .zero ... .nine:
                value = try readNumber()
            default:
                value = try readLiteral()
            }

            // A value is complete: add it to its container, then close every
            // container that ends here, or go on to the next member.
            while !frames.isEmpty {
                let top = frames.count - 1
                let isObject = frames[top].isObject
                values.append(value)
                skipWhitespace()
                guard i < end else { throw Failure("unexpected end of input", at: i) }
                let byte = bytes[i]
                if byte == .comma {
                    let comma = i
                    i += 1
                    skipWhitespace()
                    if isObject {
                        if i < end, bytes[i] == .closeBrace { throw Failure("trailing comma before '}'", at: comma) }
                        try readKey()
                    } else {
                        if i < end, bytes[i] == .closeBracket { throw Failure("trailing comma before ']'", at: comma) }
                    }
                    continue scan
                }
                if isObject {
                    guard byte == .closeBrace else { throw Failure("expected ',' or '}' after an object member", at: i) }
                    i += 1
                    let objectKeys = Self.moveTail(of: &keys, from: frames[top].keyStart, filler: "")
                    let objectValues = Self.moveTail(of: &values, from: frames[top].valueStart, filler: .null)
                    value = .object(JSONObject(uniqueKeys: objectKeys, values: objectValues))
                } else {
                    guard byte == .closeBracket else { throw Failure("expected ',' or ']' after an array element", at: i) }
                    i += 1
                    value = .array(Self.moveTail(of: &values, from: frames[top].valueStart, filler: .null))
                }
                frames.removeLast()
            }
            return value
        }
    }

    /// Removes `stack[start...]` and returns it as a new array, moving the
    /// elements rather than copying them (which would retain and release
    /// each one). The vacated slots get `filler`, a value that needs no
    /// reference counting, before the array shrinks.
    @inline(__always)
    private static func moveTail<Element>(of stack: inout [Element], from start: Int, filler: Element) -> [Element] {
        let count = stack.count - start
        // Grown by `reserveCapacity`, which the compiler specializes, rather
        // than made by `init(unsafeUninitializedCapacity:)` or
        // `init(repeating:count:)`, whose allocation is not specialized and
        // looks the storage type up in the runtime's metadata cache on every
        // call (measured: 10% of parsing).
        var tail: [Element] = []
        tail.reserveCapacity(count)
        for _ in 0..<count { tail.append(filler) }
        stack.withUnsafeMutableBufferPointer { source in
            tail.withUnsafeMutableBufferPointer { target in
                let from = source.baseAddress! + start
                target.baseAddress!.moveUpdate(from: from, count: count)
                from.initialize(repeating: filler, count: count)
            }
        }
        stack.removeLast(count)
        return tail
    }

    private func tooDeep() -> Failure {
        Failure("nesting deeper than \(JSONParser.maximumDepth) levels", at: i)
    }

    /// Reads `"key" :` and the whitespace after it, rejecting a key the
    /// innermost object already has.
    private mutating func readKey() throws(Failure) {
        guard i < end else { throw Failure("unexpected end of input", at: i) }
        guard bytes[i] == .quote else { throw Failure("expected a string key, found \(describe(at: i))", at: i) }
        let keyOffset = i
        let key = try readString()
        let top = frames.count - 1
        let start = frames[top].keyStart
        if frames[top].keySet != nil {
            guard frames[top].keySet!.insert(key).inserted else { throw duplicate(key, at: keyOffset) }
        } else {
            for k in start..<keys.count where keys[k] == key { throw duplicate(key, at: keyOffset) }
            if keys.count - start >= JSONObject.indexThreshold {
                var set = Set(keys[start...])
                set.insert(key)
                frames[top].keySet = set
            }
        }
        keys.append(key)
        skipWhitespace()
        guard i < end else { throw Failure("unexpected end of input", at: i) }
        guard bytes[i] == .colon else { throw Failure("expected ':' after an object key", at: i) }
        i += 1
        skipWhitespace()
    }

    private func duplicate(_ key: String, at offset: Int) -> Failure {
        Failure("duplicate key '\(key)'", at: offset)
    }

    @inline(__always)
    private mutating func skipWhitespace() {
        while i < end {
            let byte = bytes[i]
            guard byte <= .space, byte == .space || byte == .newline || byte == .carriageReturn || byte == .tab else {
                return
            }
            i += 1
        }
    }

    // MARK: Strings

    /// Reads a string whose opening quote is at `i`.
    private mutating func readString() throws(Failure) -> String {
        let open = i
        var j = i + 1
        // The common case: ASCII without escapes, decoded straight from the input.
        while j < end {
            let byte = bytes[j]
            if byte == .quote {
                i = j + 1
                return makeString(open + 1, j)
            }
            if byte == .backslash || byte < .space || byte >= 0x80 { break }
            j += 1
        }
        return try readStringSlowly(open: open, from: j)
    }

    /// The rest of a string with escapes, control characters or non-ASCII:
    /// validates UTF-8 and, once an escape appears, builds it in `scratch`.
    private mutating func readStringSlowly(open: Int, from position: Int) throws(Failure) -> String {
        var j = position
        var runStart = open + 1
        var escaped = false
        scratch.removeAll(keepingCapacity: true)
        while true {
            guard j < end else { throw Failure("unterminated string", at: open) }
            let byte = bytes[j]
            if byte == .quote {
                i = j + 1
                guard escaped else { return makeString(open + 1, j) }
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<j]))
                return String(decoding: scratch, as: UTF8.self)
            } else if byte == .backslash {
                escaped = true
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<j]))
                j = try readEscape(at: j, open: open)
                runStart = j
            } else if byte < .space {
                throw Failure("unescaped control character \(codePoint(UInt32(byte))) in string", at: j)
            } else if byte < 0x80 {
                j += 1
            } else {
                guard let length = utf8Length(at: j) else { throw Failure("invalid UTF-8 in string", at: j) }
                j += length
            }
        }
    }

    /// Decodes the escape whose backslash is at `j` into `scratch`; returns
    /// the position after it.
    private mutating func readEscape(at j: Int, open: Int) throws(Failure) -> Int {
        guard j + 1 < end else { throw Failure("unterminated string", at: open) }
        let unescaped: UInt8
        switch bytes[j + 1] {
        case .quote: unescaped = .quote
        case .backslash: unescaped = .backslash
        case .slash: unescaped = .slash
        case UInt8(ascii: "b"): unescaped = 0x08
        case UInt8(ascii: "f"): unescaped = 0x0C
        case UInt8(ascii: "n"): unescaped = .newline
        case UInt8(ascii: "r"): unescaped = .carriageReturn
        case UInt8(ascii: "t"): unescaped = .tab
        case UInt8(ascii: "u"):
            return try readUnicodeEscape(at: j, open: open)
        default:
            let next = j + 1
            if bytes[next] > .space && bytes[next] < 0x7F {
                throw Failure("invalid escape '\\\(Character(Unicode.Scalar(bytes[next])))'", at: j)
            }
            if bytes[next] >= 0x80, utf8Length(at: next) == nil {
                throw Failure("invalid UTF-8 in string", at: next)
            }
            throw Failure("invalid escape: '\\' followed by \(describe(at: next))", at: j)
        }
        scratch.append(unescaped)
        return j + 2
    }

    /// Decodes `\uXXXX` at `j`, with the `\uXXXX` low surrogate that must
    /// follow a high one.
    private mutating func readUnicodeEscape(at j: Int, open: Int) throws(Failure) -> Int {
        var scalar = try readHex4(at: j, open: open)
        var next = j + 6
        if scalar >= 0xD800, scalar <= 0xDBFF {
            guard next + 1 < end, bytes[next] == .backslash, bytes[next + 1] == UInt8(ascii: "u") else {
                throw unpairedSurrogate(at: j)
            }
            let low = try readHex4(at: next, open: open)
            guard low >= 0xDC00, low <= 0xDFFF else { throw unpairedSurrogate(at: j) }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            next += 6
        } else if scalar >= 0xDC00, scalar <= 0xDFFF {
            throw unpairedSurrogate(at: j)
        }
        appendUTF8(scalar)
        return next
    }

    /// The four hex digits after the `\u` at `j`.
    private func readHex4(at j: Int, open: Int) throws(Failure) -> UInt32 {
        var result: UInt32 = 0
        for k in j + 2..<j + 6 {
            guard k < end else { throw Failure("unterminated string", at: open) }
            let byte = bytes[k]
            let digit: UInt8
            switch byte {
            case .zero ... .nine: digit = byte - .zero
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw Failure("expected four hex digits after '\\u'", at: j)
            }
            result = result << 4 | UInt32(digit)
        }
        return result
    }

    private func unpairedSurrogate(at j: Int) -> Failure {
        Failure("unpaired surrogate '\(makeString(j, j + 6))'", at: j)
    }

    private mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case 0..<0x80:
            scratch.append(UInt8(scalar))
        case 0x80..<0x800:
            scratch.append(UInt8(0xC0 | scalar >> 6))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            scratch.append(UInt8(0xE0 | scalar >> 12))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        default:
            scratch.append(UInt8(0xF0 | scalar >> 18))
            scratch.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    /// The length of the well-formed UTF-8 sequence starting with a non-ASCII
    /// byte at `j` (Unicode table 3-7: no overlongs, no surrogates, nothing
    /// past U+10FFFF), or nil.
    private func utf8Length(at j: Int) -> Int? {
        @inline(__always) func byte(_ k: Int, in range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            k < end && range.contains(bytes[k])
        }
        switch bytes[j] {
        case 0xC2...0xDF:
            return byte(j + 1) ? 2 : nil
        case 0xE0:
            return byte(j + 1, in: 0xA0...0xBF) && byte(j + 2) ? 3 : nil
        case 0xE1...0xEC, 0xEE...0xEF:
            return byte(j + 1) && byte(j + 2) ? 3 : nil
        case 0xED:
            return byte(j + 1, in: 0x80...0x9F) && byte(j + 2) ? 3 : nil
        case 0xF0:
            return byte(j + 1, in: 0x90...0xBF) && byte(j + 2) && byte(j + 3) ? 4 : nil
        case 0xF1...0xF3:
            return byte(j + 1) && byte(j + 2) && byte(j + 3) ? 4 : nil
        case 0xF4:
            return byte(j + 1, in: 0x80...0x8F) && byte(j + 2) && byte(j + 3) ? 4 : nil
        default:
            return nil
        }
    }

    @inline(__always)
    private func makeString(_ from: Int, _ to: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self)
    }

    // MARK: Numbers and literals

    /// Reads a number at `i` by the JSON grammar
    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    private mutating func readNumber() throws(Failure) -> JSONValue {
        let start = i
        var j = i
        let negative = bytes[j] == .minus
        if negative { j += 1 }
        guard j < end, bytes[j].isDigit else { throw Failure("expected a digit after '-'", at: j) }
        let digitsStart = j
        if bytes[j] == .zero {
            j += 1
            if j < end, bytes[j].isDigit { throw Failure("leading zeros are not allowed in numbers", at: digitsStart) }
        } else {
            while j < end, bytes[j].isDigit { j += 1 }
        }
        let digitsEnd = j
        var integral = true
        if j < end, bytes[j] == .dot {
            integral = false
            j += 1
            guard j < end, bytes[j].isDigit else { throw Failure("expected a digit after '.'", at: j) }
            while j < end, bytes[j].isDigit { j += 1 }
        }
        if j < end, bytes[j] | 0x20 == UInt8(ascii: "e") {
            integral = false
            j += 1
            if j < end, bytes[j] == .plus || bytes[j] == .minus { j += 1 }
            guard j < end, bytes[j].isDigit else { throw Failure("expected a digit in the exponent", at: j) }
            while j < end, bytes[j].isDigit { j += 1 }
        }
        i = j

        if integral {
            if digitsEnd - digitsStart <= 18 {
                // Cannot overflow: 10^18 < Int.max.
                var magnitude = 0
                for k in digitsStart..<digitsEnd { magnitude = magnitude &* 10 &+ Int(bytes[k] &- .zero) }
                if !negative { return .int(magnitude) }
                return magnitude == 0 ? .double(-0.0) : .int(-magnitude)
            }
            // Accumulate negatively so that Int.min fits.
            var value = 0
            var fits = true
            for k in digitsStart..<digitsEnd {
                let digit = Int(bytes[k] &- .zero)
                let (shifted, overflow1) = value.multipliedReportingOverflow(by: 10)
                let (next, overflow2) = shifted.subtractingReportingOverflow(digit)
                if overflow1 || overflow2 { fits = false; break }
                value = next
            }
            if fits {
                if negative { return .int(value) }
                if value != Int.min { return .int(-value) }
            }
        }
        // Exact decimal-to-binary conversion by the standard library (strtod).
        let text = makeString(start, j)
        guard let double = Double(text), double.isFinite else {
            throw Failure("number '\(text.count > 40 ? text.prefix(40) + "..." : text)' is out of range", at: start)
        }
        return .double(double)
    }

    /// Reads `true`, `false` or `null`, or reports the word or character found.
    private mutating func readLiteral() throws(Failure) -> JSONValue {
        let start = i
        var j = i
        while j < end, bytes[j].isWordCharacter { j += 1 }
        guard j > start else { throw Failure("expected a value, found \(describe(at: start))", at: start) }
        let word = UnsafeBufferPointer(rebasing: bytes[start..<j])
        let value: JSONValue
        if word.elementsEqual("true".utf8) {
            value = .bool(true)
        } else if word.elementsEqual("false".utf8) {
            value = .bool(false)
        } else if word.elementsEqual("null".utf8) {
            value = .null
        } else {
            let text = makeString(start, min(j, start + 40))
            throw Failure("invalid literal '\(text)\(j - start > 40 ? "..." : "")'", at: start)
        }
        i = j
        return value
    }

    // MARK: Messages

    /// The character at `k` for a message: `'x'`, `U+0009` for invisible
    /// ones, `byte 0xFF` for invalid UTF-8, `end of input` past the end.
    private func describe(at k: Int) -> String {
        guard k < end else { return "end of input" }
        let byte = bytes[k]
        if byte == UInt8(ascii: "'") { return "\"'\"" }
        if byte > .space && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte < 0x80 { return codePoint(UInt32(byte)) }
        guard let length = utf8Length(at: k) else {
            return "byte 0x" + String(String(byte, radix: 16, uppercase: true))
        }
        let text = makeString(k, k + length)
        let scalar = text.unicodeScalars.first!
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator,
             .privateUse, .surrogate, .unassigned, .nonspacingMark, .enclosingMark:
            return codePoint(scalar.value)
        default:
            return "'\(text)'"
        }
    }

    private func codePoint(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
