/// Escaping for the text and attribute values of junit.xml.
///
/// Besides the five markup characters, characters that XML 1.0 forbids
/// (controls other than tab, newline and carriage return, and U+FFFE,
/// U+FFFF) are dropped: a resolver's output can contain them, and one of
/// them makes the whole file unreadable to a CI system.
enum XML {
    /// Text content: `& < > " '` as entities.
    static func text(_ string: String) -> String {
        escape(string, inAttribute: false)
    }

    /// An attribute value (to be put between double quotes): as `text`, and
    /// tab, newline and carriage return as character references, which a
    /// parser would otherwise normalise to spaces.
    static func attribute(_ string: String) -> String {
        escape(string, inAttribute: true)
    }

    /// Whether XML 1.0 allows the character in a document.
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    private static func escape(_ string: String, inAttribute: Bool) -> String {
        var result = ""
        result.reserveCapacity(string.utf8.count)
        for scalar in string.unicodeScalars where isAllowed(scalar) {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t" where inAttribute: result += "&#9;"
            case "\n" where inAttribute: result += "&#10;"
            case "\r": result += "&#13;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
