/// JSON Lines (one compact JSON value per line), the format of transcripts.
///
/// Each line is parsed on its own so that one corrupt line (a crash mid-write,
/// a bad merge) costs only that line: callers get every line's result and
/// decide whether to stop. Errors carry the line number and byte offset in
/// the whole file, ready for a `file:line:column` diagnostic.
public enum JSONLines {
    /// One result per non-blank line, in file order, with its 1-based line
    /// number. Lines are split at `\n` (a `\r` before it is whitespace);
    /// lines of only whitespace are skipped; a UTF-8 byte order mark at the
    /// start of the file is ignored.
    public static func parse(_ bytes: [UInt8]) -> [(line: Int, result: Result<JSONValue, JSONError>)] {
        bytes.withUnsafeBytes { parse($0) }
    }

    /// The lines of `text` (as for `[UInt8]`).
    public static func parse(_ text: String) -> [(line: Int, result: Result<JSONValue, JSONError>)] {
        var text = text
        return text.withUTF8 { parse(UnsafeRawBufferPointer($0)) }
    }

    /// The lines of the UTF-8 `bytes` (as for `[UInt8]`).
    public static func parse(_ bytes: UnsafeRawBufferPointer) -> [(line: Int, result: Result<JSONValue, JSONError>)] {
        var results: [(line: Int, result: Result<JSONValue, JSONError>)] = []
        var reader = JSONReader()
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        var lineNumber = 1
        while start < bytes.count {
            let stop = endOfLine(in: bytes, from: start)
            let line = UnsafeRawBufferPointer(rebasing: bytes[start..<stop])
            if !isBlank(line) {
                let result = reader.read(line, skippingByteOrderMark: false).mapError { failure in
                    JSONError.locate(failure.message, at: failure.offset, in: line, firstLine: lineNumber, baseOffset: start)
                }
                results.append((lineNumber, result))
            }
            start = stop + 1
            lineNumber += 1
        }
        return results
    }

    /// The values of all lines, or the first line's error.
    public static func values(_ bytes: [UInt8]) throws(JSONError) -> [JSONValue] {
        var values: [JSONValue] = []
        for (_, result) in parse(bytes) { values.append(try result.get()) }
        return values
    }

    /// Appends each value in compact form followed by `\n`.
    public static func write(_ values: some Sequence<JSONValue>, into buffer: inout [UInt8]) {
        let writer = JSONWriter()
        for value in values {
            writer.write(value, into: &buffer)
            buffer.append(.newline)
        }
    }

    /// The values in compact form, each followed by `\n`.
    public static func serialized(_ values: some Sequence<JSONValue>) -> String {
        var buffer: [UInt8] = []
        write(values, into: &buffer)
        return String(decoding: buffer, as: UTF8.self)
    }

    /// The position of the first `\n` at or after `start`, or the end.
    /// Eight bytes at a time: a word has a newline when XOR with `\n\n...`
    /// leaves a zero byte, which the usual bit trick detects.
    private static func endOfLine(in bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
        let newlines: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var k = start
        while k + 8 <= bytes.count {
            let word = bytes.loadUnaligned(fromByteOffset: k, as: UInt64.self) ^ newlines
            if (word &- ones) & ~word & highs != 0 { break }
            k += 8
        }
        while k < bytes.count, bytes[k] != .newline { k += 1 }
        return k
    }

    private static func isBlank(_ line: UnsafeRawBufferPointer) -> Bool {
        for byte in line where !(byte == .space || byte == .tab || byte == .carriageReturn) { return false }
        return true
    }
}
