/// Cuts an utterance into words, numbers and a few symbols.
///
/// It scans the UTF-8 bytes by hand, once: a simulator tokenizes every turn,
/// and Foundation's regular expressions and `components(separatedBy:)` cost
/// more than all the parsers together. Punctuation separates tokens except
/// where it belongs to one:
///
/// - `:` and `/` between digits ("7:30", "12/5"), `.` between digits ("2.5"),
///   `,` before a group of exactly three digits ("1,200");
/// - `-` between letters or digits ("e-mail", "twenty-five", "2026-12-05"),
///   and a minus sign before a number ("-3");
/// - an apostrophe inside a word ("don't", "o'clock", "Luca's");
/// - the dots of a letter-by-letter abbreviation ("p.m.", "e.g."), which
///   `text` drops so that "7 p.m." reads as `7`, `pm`.
///
/// Letters and digits together stay one token ("7pm", "2nd", "10kg", "mp3");
/// the parsers split them. `$ € £ ¥ % ° & @ # +` are tokens of their own.
public enum Tokenizer {
    /// The tokens of `text`, in order.
    public static func tokens(_ text: String) -> [Token] {
        if let tokens = text.utf8.withContiguousStorageIfAvailable({ scan($0, in: text) }) {
            return tokens
        }
        var copy = text
        copy.makeContiguousUTF8()
        return copy.utf8.withContiguousStorageIfAvailable { scan($0, in: copy) } ?? []
    }

    /// The texts between quotation marks ("…", “…”, ‘…’, '…', «…»), trimmed,
    /// in order: a name the user quoted is the strongest hint there is.
    /// A single quote opens only after a space or at the start, and closes
    /// only before a space, punctuation or the end, so apostrophes ("don't",
    /// "Luca's") are not quotes.
    public static func quotedSpans(_ text: String) -> [String] {
        var spans: [String] = []
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        var previous: Unicode.Scalar?
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            var closers: [Unicode.Scalar] = []
            switch scalar {
            case "\"": closers = ["\"", "\u{201D}"]
            case "\u{201C}": closers = ["\u{201D}", "\""]
            case "\u{00AB}": closers = ["\u{00BB}"]
            case "'", "\u{2018}":
                if previous == nil || previous!.properties.isWhitespace || previous == "(" || previous == "[" {
                    closers = ["'", "\u{2019}"]
                }
            default: break
            }
            guard !closers.isEmpty else {
                previous = scalar
                index = next
                continue
            }
            let single = scalar == "'" || scalar == "\u{2018}"
            var end = next
            var found: String.UnicodeScalarView.Index?
            while end < scalars.endIndex {
                let candidate = scalars[end]
                if closers.contains(candidate) {
                    let after = scalars.index(after: end)
                    if !single {
                        found = end
                        break
                    }
                    let followedByLetter = after < scalars.endIndex && isWordScalar(scalars[after])
                    let precededBySpace = end > next && scalars[scalars.index(before: end)].properties.isWhitespace
                    if !followedByLetter && !precededBySpace {
                        found = end
                        break
                    }
                }
                end = scalars.index(after: end)
            }
            if let found {
                let inner = String(scalars[next..<found]).trimmedOfSpaces
                if !inner.isEmpty { spans.append(inner) }
                previous = scalars[found]
                index = scalars.index(after: found)
            } else {
                previous = scalar
                index = next
            }
        }
        return spans
    }

    // MARK: - Scanning

    private enum Kind { case letter, digit }

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, in string: String) -> [Token] {
        var tokens: [Token] = []
        tokens.reserveCapacity(bytes.count / 4 + 2)
        var scratch: [UInt8] = []
        scratch.reserveCapacity(32)
        let count = bytes.count
        let base = string.utf8.startIndex
        var i = 0
        var previousIsWord = false
        // A comma, a semicolon, a colon or the end of a sentence since the last token.
        var paused = false

        func emit(_ start: Int, _ end: Int, _ text: String?) {
            let raw = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            let range = string.utf8.index(base, offsetBy: start)..<string.utf8.index(base, offsetBy: end)
            tokens.append(Token(text: text ?? raw, raw: raw, index: tokens.count, range: range, afterPause: paused && !tokens.isEmpty))
            paused = false
        }

        while i < count {
            let (scalar, length) = decode(bytes, i)
            let kind = classify(scalar)
            let startsNegative = scalar == 0x2D && !previousIsWord && i + 1 < count && isDigit(bytes[i + 1])
            if kind == nil && !startsNegative {
                if scalar == 0x2C || scalar == 0x3B || scalar == 0x3A || scalar == 0x2E || scalar == 0x21 || scalar == 0x3F { paused = true }
                if isSymbol(scalar) {
                    emit(i, i + length, nil)
                }
                previousIsWord = false
                i += length
                continue
            }
            // A word or number: extend it as far as it goes.
            let start = i
            var needsText = false      // text differs from raw beyond ASCII case
            var hasUpper = false
            var nonASCII = false
            var last: Kind = startsNegative ? .digit : kind!
            var letterRun = 0          // letters since the last non-letter, for abbreviations
            var digitGroup = 0         // digits since the last comma
            var abbreviation = false
            var dropDots: [Int] = []   // byte offsets of abbreviation dots
            var apostrophes: [Int] = [] // byte offsets of curly apostrophes
            var code = false           // written with an underscore: a file or code name ("cable_tie.stl")
            if startsNegative {
                i += 1
            } else {
                if scalar >= 0x80 { nonASCII = true } else if scalar >= 65 && scalar <= 90 { hasUpper = true }
                if last == .letter { letterRun = 1 } else { digitGroup = 1 }
                i += length
            }
            scanning: while i < count {
                let (c, len) = decode(bytes, i)
                if let k = classify(c) {
                    if c >= 0x80 { nonASCII = true } else if c >= 65 && c <= 90 { hasUpper = true }
                    if k == .letter {
                        letterRun = last == .letter ? letterRun + 1 : 1
                    } else {
                        digitGroup = last == .digit ? digitGroup + 1 : 1
                        letterRun = 0
                    }
                    last = k
                    i += len
                    continue
                }
                let next = i + len < count ? decode(bytes, i + len) : (0, 0)
                let nextKind = i + len < count ? classify(next.0) : nil
                switch c {
                case 0x27, 0x2019: // ' ’
                    guard nextKind == .letter else { break scanning }
                    if c == 0x2019 { apostrophes.append(i); needsText = true }
                case 0x2D, 0x2010, 0x2011: // hyphens
                    guard nextKind != nil else { break scanning }
                    if c != 0x2D { nonASCII = true }
                case 0x3A, 0x2F: // : /
                    guard last == .digit, nextKind == .digit else { break scanning }
                case 0x5F: // _ joins the parts of a name written as code
                    guard nextKind != nil else { break scanning }
                    code = true
                case 0x2E: // .
                    if last == .digit && nextKind == .digit {
                        break
                    }
                    // A file's extension: "cable_tie.stl", "notes.pdf".
                    if nextKind != nil, let ext = Self.alphanumericRun(bytes, from: i + len), code ? ext.count <= 5 : Self.fileExtensions.contains(ext) {
                        break
                    }
                    guard last == .letter, letterRun == 1 else { break scanning }
                    if nextKind == .letter {
                        // "p.m": the next letter must stand alone too.
                        let afterNext = i + len + next.1
                        let lone = afterNext >= count || classify(decode(bytes, afterNext).0) != .letter
                        guard lone else { break scanning }
                        abbreviation = true
                        dropDots.append(i)
                        needsText = true
                    } else if abbreviation {
                        // The closing dot of "p.m." belongs to the token.
                        dropDots.append(i)
                        i += len
                        break scanning
                    } else {
                        break scanning
                    }
                case 0x2C: // ,
                    guard last == .digit, digitGroup <= 3, i + 3 < count, isDigit(bytes[i + 1]), isDigit(bytes[i + 2]), isDigit(bytes[i + 3]),
                          i + 4 >= count || !isDigit(bytes[i + 4]) else { break scanning }
                default:
                    break scanning
                }
                last = nextKind ?? last
                if last == .letter { letterRun = 0 } else { digitGroup = 0 }
                i += len
            }
            previousIsWord = true
            var text: String?
            if needsText || hasUpper || nonASCII {
                scratch.removeAll(keepingCapacity: true)
                var j = start
                while j < i {
                    if dropDots.contains(j) {
                        j += 1
                    } else if apostrophes.contains(j) {
                        scratch.append(0x27)
                        j += 3
                    } else {
                        let byte = bytes[j]
                        scratch.append(byte >= 65 && byte <= 90 ? byte + 32 : byte)
                        j += 1
                    }
                }
                let built = String(decoding: scratch, as: UTF8.self)
                text = nonASCII ? built.lowercased() : built
            }
            emit(start, i, text)
        }
        return tokens
    }

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

    /// The scalar at byte offset `i` and its length in bytes (a malformed
    /// byte counts as one byte of U+FFFD).
    @inline(__always)
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int) -> (UInt32, Int) {
        let b0 = bytes[i]
        if b0 < 0x80 { return (UInt32(b0), 1) }
        let count = bytes.count
        func continuation(_ k: Int) -> UInt32? {
            guard i + k < count, bytes[i + k] & 0xC0 == 0x80 else { return nil }
            return UInt32(bytes[i + k] & 0x3F)
        }
        if b0 & 0xE0 == 0xC0, let c1 = continuation(1) {
            return ((UInt32(b0 & 0x1F) << 6) | c1, 2)
        }
        if b0 & 0xF0 == 0xE0, let c1 = continuation(1), let c2 = continuation(2) {
            return ((UInt32(b0 & 0x0F) << 12) | (c1 << 6) | c2, 3)
        }
        if b0 & 0xF8 == 0xF0, let c1 = continuation(1), let c2 = continuation(2), let c3 = continuation(3) {
            return ((UInt32(b0 & 0x07) << 18) | (c1 << 12) | (c2 << 6) | c3, 4)
        }
        return (0xFFFD, 1)
    }

    @inline(__always)
    private static func classify(_ scalar: UInt32) -> Kind? {
        if scalar < 0x80 {
            if scalar >= 97 && scalar <= 122 || scalar >= 65 && scalar <= 90 { return .letter }
            if scalar >= 48 && scalar <= 57 { return .digit }
            return nil
        }
        guard let value = Unicode.Scalar(scalar) else { return nil }
        return isWordScalar(value) ? .letter : nil
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return scalar.properties.isAlphabetic || (scalar.value >= 48 && scalar.value <= 57)
        }
        let properties = scalar.properties
        if properties.isAlphabetic { return true }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber: return true
        default: return false
        }
    }

    /// Extensions of files people name aloud or type.
    static let fileExtensions: Set<String> = [
        "stl", "3mf", "obj", "gcode", "pdf", "doc", "docx", "xls", "xlsx", "csv", "txt", "jpg", "jpeg", "png", "gif", "heic",
        "mp3", "mp4", "mov", "wav", "zip", "svg", "ppt", "pptx", "key", "pages",
    ]

    /// The lowercased ASCII letters and digits from `start` up to the next
    /// other byte, if that ends the word (nil for an empty run).
    private static func alphanumericRun(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> String? {
        var end = start
        while end < bytes.count, isDigit(bytes[end]) || (bytes[end] | 0x20 >= 97 && bytes[end] | 0x20 <= 122) { end += 1 }
        guard end > start, end == bytes.count || bytes[end] < 0x80 else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self).lowercased()
    }

    @inline(__always)
    private static func isSymbol(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x24, 0x25, 0x26, 0x40, 0x23, 0x2B, 0x20AC, 0xA3, 0xA5, 0xB0: true // $ % & @ # + € £ ¥ °
        default: false
        }
    }
}

extension String {
    /// Without leading and trailing white space.
    var trimmedOfSpaces: String {
        var slice = Substring(self)
        while slice.first?.isWhitespace == true { slice = slice.dropFirst() }
        while slice.last?.isWhitespace == true { slice = slice.dropLast() }
        return String(slice)
    }
}
