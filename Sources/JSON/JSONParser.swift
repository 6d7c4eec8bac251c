/// Reads JSON text into ``JSONValue``s, strictly by RFC 8259.
///
/// Hand-written rather than Foundation's `JSONSerialization`, which is slow
/// on the tens of thousands of transcript lines a benchmark writes, loses key
/// order and blurs integers with doubles. The parser scans UTF-8 bytes
/// directly and keeps an explicit stack of open arrays and objects instead of
/// recursing, so no input, however deeply nested, can overflow the native
/// stack: nesting is limited to ``maximumDepth`` levels and deeper input is an
/// error.
///
/// What it accepts is exactly one value with optional whitespace around it
/// (a leading UTF-8 byte order mark is skipped, as RFC 8259 allows). It
/// rejects comments, trailing commas, single quotes, `NaN`, leading zeros,
/// duplicate keys in an object, invalid UTF-8, lone surrogates in `\u`
/// escapes and numbers too large for a `Double`. An integer literal (no
/// fraction, no exponent) that fits `Int` becomes `.int`; any other number
/// becomes `.double` (`-0` too, as `-0.0`, so that its sign survives).
public enum JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 512

    /// Parses a whole document.
    public static func parse(_ text: String) throws(JSONError) -> JSONValue {
        var text = text
        return try text.withUTF8 { parseResult(UnsafeRawBufferPointer($0)) }.get()
    }

    /// Parses a whole document from UTF-8 bytes.
    public static func parse(_ bytes: UnsafeRawBufferPointer) throws(JSONError) -> JSONValue {
        try parseResult(bytes).get()
    }

    /// Parses a whole document from UTF-8 bytes (`[UInt8]`, `ArraySlice`, `Data`, ...).
    public static func parse(_ bytes: some Collection<UInt8>) throws(JSONError) -> JSONValue {
        if let result = bytes.withContiguousStorageIfAvailable({ parseResult(UnsafeRawBufferPointer($0)) }) {
            return try result.get()
        }
        return try Array(bytes).withUnsafeBytes { parseResult($0) }.get()
    }

    static func parseResult(_ bytes: UnsafeRawBufferPointer) -> Result<JSONValue, JSONError> {
        var reader = JSONReader()
        return reader.read(bytes, skippingByteOrderMark: true).mapError { failure in
            JSONError.locate(failure.message, at: failure.offset, in: bytes)
        }
    }
}

extension JSONValue {
    /// Parses a whole JSON document (see ``JSONParser``).
    public init(parsing text: String) throws(JSONError) {
        self = try JSONParser.parse(text)
    }

    /// Parses a whole JSON document from UTF-8 bytes (see ``JSONParser``).
    public init(parsing bytes: some Collection<UInt8>) throws(JSONError) {
        self = try JSONParser.parse(bytes)
    }
}
