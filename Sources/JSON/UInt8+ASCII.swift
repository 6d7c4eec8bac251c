/// The bytes of JSON's syntax by name, so the scanner and the writer read as
/// the grammar does rather than as hex.
extension UInt8 {
    static let tab = UInt8(ascii: "\t")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let quote = UInt8(ascii: "\"")
    static let plus = UInt8(ascii: "+")
    static let comma = UInt8(ascii: ",")
    static let minus = UInt8(ascii: "-")
    static let dot = UInt8(ascii: ".")
    static let slash = UInt8(ascii: "/")
    static let zero = UInt8(ascii: "0")
    static let nine = UInt8(ascii: "9")
    static let colon = UInt8(ascii: ":")
    static let openBracket = UInt8(ascii: "[")
    static let backslash = UInt8(ascii: "\\")
    static let closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")

    @inline(__always) var isDigit: Bool { self &- .zero < 10 }

    /// Letters, digits and `_`: what a mistyped literal (`True`, `NaN`) is made of.
    var isWordCharacter: Bool {
        (self | 0x20 >= UInt8(ascii: "a") && self | 0x20 <= UInt8(ascii: "z")) || isDigit || self == UInt8(ascii: "_")
    }
}
