/// Splits Swift source into tokens, so that declarations are read from what
/// the compiler would see and never from comments, the inside of strings or
/// the way lines happen to be laid out.
///
/// - Comments (`//` and nested `/* /* */ */`) and whitespace are skipped; a
///   token records whether a line break came before it.
/// - String literals (`"..."`, `"""..."""`, raw `#"..."#`) become one token
///   with their text (escapes resolved, multi-line indentation removed) and
///   their `\(...)` interpolations kept as nested token lists.
/// - `#if`, `#elseif`, `#else` and `#endif` become directive tokens; the
///   declaration parser reads every branch.
/// - Broken input (an unterminated string or comment, a stray character) is
///   reported as a problem with its place; lexing always goes on and always
///   ends, and nesting of interpolations is bounded.
public struct SwiftLexer {
    /// The deepest nesting of string interpolations (`"\("\(...)")"`) read.
    public static let maxInterpolationDepth = 16

    /// The words Swift reserves; contextual words are identifiers.
    public static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "as", "Any", "false", "is", "nil", "self", "Self", "super",
        "throws", "true", "try",
    ]

    /// The tokens of `text` and the problems found on the way.
    public static func tokenize(_ text: String) -> (tokens: [SwiftToken], problems: [SwiftSyntaxProblem]) {
        var lexer = SwiftLexer(text)
        let (tokens, _) = lexer.lexTokens(.file, depth: 0)
        return (tokens, lexer.problems)
    }

    private enum Mode: Equatable {
        case file
        /// Inside `\(`: ends at the matching `)`; a line break ends a
        /// single-line string's interpolation (the string is unterminated).
        case interpolation(singleLine: Bool)
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1
    private var problems: [SwiftSyntaxProblem] = []
    private var sawLineBreak = true
    /// Where a search for the end of a multi-line regex literal with this
    /// many `#`s found none, so broken input is not searched again and again.
    private var regexSearchFailed: [Int: Range<Int>] = [:]

    private init(_ text: String) {
        var scalars = Array(text.unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        self.scalars = scalars
    }

    // MARK: Reading scalars

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        let position = index + offset
        return position < scalars.count ? scalars[position] : nil
    }

    private mutating func advance() {
        let scalar = scalars[index]
        index += 1
        if scalar == "\n" || (scalar == "\r" && peek() != "\n") {
            line += 1
            column = 1
        } else {
            column += 1
        }
    }

    private static func isLineBreak(_ scalar: Unicode.Scalar?) -> Bool { scalar == "\n" || scalar == "\r" }

    private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar == "$" || (scalar.value > 0x7F ? scalar.properties.isXIDStart : (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)))
    }

    private static func isIdentifierContinue(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || ("0"..."9").contains(scalar) || (scalar.value > 0x7F && scalar.properties.isXIDContinue)
    }

    private static let operatorScalars: Set<Unicode.Scalar> = ["+", "-", "*", "/", "%", "=", "|", "^", "~"]
    private static let punctuationScalars: Set<Unicode.Scalar> = [
        "(", ")", "[", "]", "{", "}", ",", ":", ";", ".", "@", "?", "!", "<", ">", "&", "\\", "'",
    ]

    private func text(from start: Int) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[start..<index])
        return String(view)
    }

    private mutating func problem(_ message: String, line: Int, column: Int) {
        problems.append(SwiftSyntaxProblem(.error, message, line: line, column: column))
    }

    // MARK: Tokens

    /// Reads tokens until the end of the input or, in an interpolation, its
    /// closing `)`. `closed` is false when an interpolation was not closed.
    private mutating func lexTokens(_ mode: Mode, depth: Int) -> (tokens: [SwiftToken], closed: Bool) {
        var tokens: [SwiftToken] = []
        var parentheses = 0
        while true {
            guard skipTrivia(stopAtLineBreak: mode == .interpolation(singleLine: true)) else { return (tokens, false) }
            guard let scalar = peek() else { return (tokens, mode == .file) }
            let startsLine = sawLineBreak
            sawLineBreak = false
            let (startLine, startColumn, start) = (line, column, index)
            func make(_ kind: SwiftToken.Kind, _ text: String? = nil) -> SwiftToken {
                SwiftToken(
                    kind, text ?? self.text(from: start), line: startLine, column: startColumn,
                    endLine: line, endColumn: column, startsLine: startsLine
                )
            }
            switch scalar {
            case "\"":
                var token = lexString(hashes: 0, start: start, line: startLine, column: startColumn, depth: depth)
                token.startsLine = startsLine
                tokens.append(token)
            case "#":
                tokens.append(lexPound(start: start, line: startLine, column: startColumn, startsLine: startsLine, depth: depth))
            case "`":
                advance()
                let nameStart = index
                while let next = peek(), Self.isIdentifierContinue(next) { advance() }
                if peek() == "`", index > nameStart {
                    let name = text(from: nameStart)
                    advance()
                    var token = make(.identifier, name)
                    token.isEscaped = true
                    tokens.append(token)
                } else {
                    problem("unterminated '`' around an identifier", line: startLine, column: startColumn)
                    index = nameStart
                    column = startColumn + 1
                    tokens.append(make(.punctuation, "`"))
                }
            case "(":
                advance()
                parentheses += 1
                tokens.append(make(.punctuation))
            case ")":
                advance()
                if case .interpolation = mode, parentheses == 0 { return (tokens, true) }
                parentheses = max(0, parentheses - 1)
                tokens.append(make(.punctuation))
            case "-" where peek(1) == ">":
                advance()
                advance()
                tokens.append(make(.punctuation))
            case _ where Self.punctuationScalars.contains(scalar):
                advance()
                tokens.append(make(.punctuation))
            case "/" where bareRegexEnd(after: tokens.last) != nil:
                let end = bareRegexEnd(after: tokens.last) ?? index
                while index < end { advance() }
                tokens.append(make(.regex))
            case _ where Self.operatorScalars.contains(scalar):
                advance()
                while let next = peek(), Self.operatorScalars.contains(next) {
                    if next == "/", peek(1) == "/" || peek(1) == "*" { break }
                    advance()
                }
                tokens.append(make(.operator))
            case "0"..."9":
                lexNumber()
                tokens.append(make(.number))
            case _ where Self.isIdentifierStart(scalar):
                advance()
                while let next = peek(), Self.isIdentifierContinue(next) { advance() }
                let word = text(from: start)
                tokens.append(make(Self.keywords.contains(word) ? .keyword : .identifier, word))
            default:
                advance()
                if scalar.value > 0x7F, scalar.value != 0xFFFD, scalar.properties.generalCategory != .control {
                    // Unicode operator characters (`≥`) and emoji names are Swift too.
                    tokens.append(make(scalar.properties.isEmoji ? .identifier : .operator))
                } else {
                    let shown = "U+" + String(scalar.value, radix: 16, uppercase: true)
                    problem("unexpected character '\(shown)' in Swift source", line: startLine, column: startColumn)
                }
            }
        }
    }

    /// Skips whitespace and comments; false when a line break was reached
    /// and `stopAtLineBreak` asked to stop there (it is not consumed).
    private mutating func skipTrivia(stopAtLineBreak: Bool) -> Bool {
        while let scalar = peek() {
            switch scalar {
            case " ", "\t", "\u{0B}", "\u{0C}", "\0":
                advance()
            case _ where scalar.value > 0x7F && scalar.properties.isWhitespace:
                advance()
            case "\n", "\r":
                if stopAtLineBreak { return false }
                advance()
                sawLineBreak = true
            case "/" where peek(1) == "/":
                while let next = peek(), !Self.isLineBreak(next) { advance() }
            case "/" where peek(1) == "*":
                let (startLine, startColumn) = (line, column)
                advance()
                advance()
                var depth = 1
                while depth > 0 {
                    guard let next = peek() else {
                        problem("unterminated comment: '/*' is never closed by '*/'", line: startLine, column: startColumn)
                        return true
                    }
                    if next == "/", peek(1) == "*" {
                        advance()
                        advance()
                        depth += 1
                    } else if next == "*", peek(1) == "/" {
                        advance()
                        advance()
                        depth -= 1
                    } else {
                        if Self.isLineBreak(next) { sawLineBreak = true }
                        advance()
                    }
                }
            default:
                return true
            }
        }
        return true
    }

    /// A number as written, including digit separators, fractions,
    /// exponents and hexadecimal, octal or binary prefixes.
    private mutating func lexNumber() {
        let isHex = peek() == "0" && (peek(1) == "x" || peek(1) == "X")
        func isDigit(_ scalar: Unicode.Scalar?) -> Bool {
            guard let scalar else { return false }
            return ("0"..."9").contains(scalar) || (isHex && (("a"..."f").contains(scalar) || ("A"..."F").contains(scalar)))
        }
        advance()
        if isHex || peek() == "o" || peek() == "b" { advance() }
        while let next = peek(), isDigit(next) || next == "_" { advance() }
        if peek() == ".", isDigit(peek(1)) {
            advance()
            while let next = peek(), isDigit(next) || next == "_" { advance() }
        }
        let exponents: Set<Unicode.Scalar> = isHex ? ["p", "P"] : ["e", "E"]
        if let next = peek(), exponents.contains(next) {
            let sign = peek(1) == "+" || peek(1) == "-" ? 1 : 0
            if let digit = peek(1 + sign), ("0"..."9").contains(digit) {
                for _ in 0...(sign + 1) { advance() }
                while let next = peek(), ("0"..."9").contains(next) || next == "_" { advance() }
            }
        }
        // Letters glued to a number (`12abc`) stay part of it, as the compiler reads them.
        while let next = peek(), Self.isIdentifierContinue(next), next != "$" { advance() }
    }

    /// `#if` and the other directives, `#name`, raw strings `#"..."#` and
    /// extended regex literals `#/.../#`.
    private mutating func lexPound(start: Int, line startLine: Int, column startColumn: Int, startsLine: Bool, depth: Int) -> SwiftToken {
        var hashes = 0
        while peek(hashes) == "#" { hashes += 1 }
        if peek(hashes) == "\"" {
            for _ in 0..<hashes { advance() }
            var token = lexString(hashes: hashes, start: start, line: startLine, column: startColumn, depth: depth)
            token.startsLine = startsLine
            return token
        }
        if peek(hashes) == "/", let end = regexEnd(hashes: hashes) {
            while index < end { advance() }
            return SwiftToken(.regex, text(from: start), line: startLine, column: startColumn, endLine: line, endColumn: column, startsLine: startsLine)
        }
        advance()
        guard hashes == 1, let first = peek(), Self.isIdentifierStart(first) else {
            return SwiftToken(.punctuation, "#", line: startLine, column: startColumn, startsLine: startsLine)
        }
        while let next = peek(), Self.isIdentifierContinue(next) { advance() }
        let word = text(from: start)
        guard ["#if", "#elseif", "#else", "#endif"].contains(word) else {
            return SwiftToken(.poundIdentifier, word, line: startLine, column: startColumn, endLine: line, endColumn: column, startsLine: startsLine)
        }
        let (endLine, endColumn) = (line, column)
        let conditionStart = index
        while let next = peek(), !Self.isLineBreak(next) {
            if next == "/", peek(1) == "/" || peek(1) == "*" { break }
            advance()
        }
        let condition = text(from: conditionStart).trimmingCharacters(in: [" ", "\t"])
        return SwiftToken(
            .directive, word, line: startLine, column: startColumn, endLine: endLine, endColumn: endColumn,
            startsLine: startsLine, condition: condition
        )
    }

    /// The index just after the `/#` that closes an extended regex literal
    /// starting at `index + hashes`, or nil when there is none.
    private mutating func regexEnd(hashes: Int) -> Int? {
        let start = index + hashes + 1
        // A search that found no end from an earlier place finds none from here either.
        if let failed = regexSearchFailed[hashes], failed.contains(start) { return nil }
        // `#/` at the end of a line opens a multi-line regex; otherwise it ends on its line.
        let multiline = start < scalars.count && Self.isLineBreak(scalars[start])
        var position = start
        while position < scalars.count {
            if !multiline, Self.isLineBreak(scalars[position]) { break }
            if scalars[position] == "/" {
                var count = 0
                while count < hashes, position + 1 + count < scalars.count, scalars[position + 1 + count] == "#" { count += 1 }
                if count == hashes { return position + 1 + hashes }
            }
            position += 1
        }
        regexSearchFailed[hashes] = start..<position
        return nil
    }

    /// The index just after the closing `/` of a bare regex literal
    /// (`/[a-z]+/`) starting at `index`, or nil when the `/` is division or
    /// another operator. As in Swift, a regex starts where an expression
    /// can (not after a value), does not begin or end with a space, and
    /// ends on its line; it is looked for over at most 500 characters.
    private func bareRegexEnd(after previous: SwiftToken?) -> Int? {
        guard let next = peek(1), ![" ", "\t", "\n", "\r", "/", "*", "="].contains(next) else { return nil }
        if let previous {
            switch previous.kind {
            case .identifier, .number, .string, .regex, .poundIdentifier:
                return nil
            case .keyword where ["self", "Self", "super", "true", "false", "nil"].contains(previous.text):
                return nil
            case .punctuation where [")", "]", "}", ">", "?", "!"].contains(previous.text):
                return nil
            default:
                break
            }
        }
        var position = index + 1
        var classes = 0
        while position < scalars.count, position < index + 500 {
            let scalar = scalars[position]
            if Self.isLineBreak(scalar) { return nil }
            if scalar == "\\" {
                position += 2
                continue
            }
            if scalar == "[" { classes += 1 }
            if scalar == "]", classes > 0 { classes -= 1 }
            if scalar == "/", classes == 0 {
                return scalars[position - 1] == " " || scalars[position - 1] == "\t" ? nil : position + 1
            }
            position += 1
        }
        return nil
    }

    // MARK: Strings

    /// A piece of a string literal before multi-line indentation is removed.
    private enum Piece {
        case text(String)
        /// A line of a multi-line literal begins; `lineBreak` is false for
        /// the first line and after a `\` line continuation.
        case lineStart(indentation: String, lineBreak: Bool, line: Int)
        case interpolation([SwiftToken], line: Int, column: Int)
    }

    /// A string literal whose opening quote is at `index` (after `hashes`
    /// `#`s, already read from `start`).
    private mutating func lexString(hashes: Int, start: Int, line startLine: Int, column startColumn: Int, depth: Int) -> SwiftToken {
        let multiline = peek(1) == "\"" && peek(2) == "\""
        advance()
        if multiline {
            advance()
            advance()
        }
        var pieces: [Piece] = []
        var buffer = ""
        var terminated = false
        var closingOnOwnLine = false
        func flush() {
            if !buffer.isEmpty { pieces.append(.text(buffer)) }
            buffer = ""
        }
        func readIndentation() -> String {
            var indentation = ""
            while let next = peek(), next == " " || next == "\t" {
                indentation.unicodeScalars.append(next)
                advance()
            }
            return indentation
        }
        func hashesFollow(at offset: Int) -> Bool {
            (0..<hashes).allSatisfy { peek(offset + $0) == "#" }
        }

        if multiline {
            _ = readIndentation()
            if Self.isLineBreak(peek()) {
                let breakLine = line
                advance()
                pieces.append(.lineStart(indentation: readIndentation(), lineBreak: false, line: breakLine + 1))
            } else if peek() != nil {
                problem("a multi-line string literal's content must begin on a new line after '\"\"\"'", line: line, column: column)
            }
        }

        while true {
            guard let scalar = peek() else {
                problem("unterminated string literal: the closing \(multiline ? "'\"\"\"'" : "'\"'") is missing", line: startLine, column: startColumn)
                break
            }
            if Self.isLineBreak(scalar) {
                if !multiline {
                    problem("unterminated string literal: the closing '\"' is missing on this line", line: startLine, column: startColumn)
                    break
                }
                flush()
                advance()
                pieces.append(.lineStart(indentation: readIndentation(), lineBreak: true, line: line))
                continue
            }
            if scalar == "\"", !multiline || (peek(1) == "\"" && peek(2) == "\""), hashesFollow(at: multiline ? 3 : 1) {
                if multiline {
                    closingOnOwnLine = buffer.isEmpty && { if case .lineStart? = pieces.last { return true } else { return false } }()
                    if !closingOnOwnLine {
                        problem("a multi-line string literal's closing '\"\"\"' must begin on a new line", line: line, column: column)
                    }
                }
                for _ in 0..<((multiline ? 3 : 1) + hashes) { advance() }
                terminated = true
                break
            }
            if scalar == "\\", hashesFollow(at: 1) {
                let (escapeLine, escapeColumn) = (line, column)
                for _ in 0...hashes { advance() }
                guard let escaped = peek() else { continue }
                switch escaped {
                case "(":
                    advance()
                    guard depth < Self.maxInterpolationDepth else {
                        problem("string interpolations are nested too deeply", line: escapeLine, column: escapeColumn)
                        buffer += "\\("
                        continue
                    }
                    flush()
                    let (tokens, closed) = lexTokens(.interpolation(singleLine: !multiline), depth: depth + 1)
                    pieces.append(.interpolation(tokens, line: escapeLine, column: escapeColumn))
                    if !closed {
                        if multiline || peek() == nil {
                            problem("unterminated string interpolation: '\\(' is never closed by ')'", line: escapeLine, column: escapeColumn)
                        }
                        if !multiline {
                            problem("unterminated string literal: the closing '\"' is missing on this line", line: startLine, column: startColumn)
                            return finish(pieces, buffer: buffer, multiline: multiline, terminated: false, closingOnOwnLine: false, start: start, line: startLine, column: startColumn)
                        }
                    }
                case "n": advance(); buffer += "\n"
                case "t": advance(); buffer += "\t"
                case "r": advance(); buffer += "\r"
                case "0": advance(); buffer += "\0"
                case "\\": advance(); buffer += "\\"
                case "\"": advance(); buffer += "\""
                case "'": advance(); buffer += "'"
                case "u" where peek(1) == "{":
                    advance()
                    advance()
                    var digits = ""
                    while let next = peek(), next.properties.isASCIIHexDigit, digits.count < 8 {
                        digits.unicodeScalars.append(next)
                        advance()
                    }
                    if peek() == "}", let value = UInt32(digits, radix: 16), let decoded = Unicode.Scalar(value) {
                        advance()
                        buffer.unicodeScalars.append(decoded)
                    } else {
                        problem("invalid unicode escape in a string literal; write \\u{...} with 1 to 8 hexadecimal digits", line: escapeLine, column: escapeColumn)
                    }
                case "\n", "\r":
                    if multiline {
                        flush()
                        advance()
                        pieces.append(.lineStart(indentation: readIndentation(), lineBreak: false, line: line))
                    } else {
                        problem("unterminated string literal: the closing '\"' is missing on this line", line: startLine, column: startColumn)
                        return finish(pieces, buffer: buffer, multiline: multiline, terminated: false, closingOnOwnLine: false, start: start, line: startLine, column: startColumn)
                    }
                default:
                    problem("invalid escape sequence '\\\(escaped)' in a string literal", line: escapeLine, column: escapeColumn)
                    buffer.unicodeScalars.append(escaped)
                    advance()
                }
                continue
            }
            buffer.unicodeScalars.append(scalar)
            advance()
        }
        return finish(pieces, buffer: buffer, multiline: multiline, terminated: terminated, closingOnOwnLine: closingOnOwnLine, start: start, line: startLine, column: startColumn)
    }

    /// Builds the string token: removes a multi-line literal's first and
    /// last line breaks and the indentation of its closing delimiter.
    private mutating func finish(
        _ pieces: [Piece], buffer: String, multiline: Bool, terminated: Bool, closingOnOwnLine: Bool,
        start: Int, line startLine: Int, column startColumn: Int
    ) -> SwiftToken {
        var pieces = pieces
        if !buffer.isEmpty { pieces.append(.text(buffer)) }
        var indentation = ""
        if multiline, terminated, closingOnOwnLine, case .lineStart(let closing, _, _)? = pieces.last {
            indentation = closing
            pieces.removeLast()
        }
        var segments: [StringSegment] = []
        func append(_ text: String) {
            guard !text.isEmpty else { return }
            if case .text(let previous)? = segments.last {
                segments[segments.count - 1] = .text(previous + text)
            } else {
                segments.append(.text(text))
            }
        }
        for (position, piece) in pieces.enumerated() {
            switch piece {
            case .text(let text):
                append(text)
            case .interpolation(let tokens, let line, let column):
                segments.append(.interpolation(tokens, line: line, column: column))
            case .lineStart(let lineIndentation, let lineBreak, let line):
                if lineBreak { append("\n") }
                if lineIndentation.hasPrefix(indentation) {
                    append(String(lineIndentation.unicodeScalars.dropFirst(indentation.unicodeScalars.count)))
                } else {
                    let blank: Bool
                    if position + 1 < pieces.count, case .lineStart = pieces[position + 1] { blank = true } else { blank = position + 1 == pieces.count }
                    if !blank {
                        problem("this line of a multi-line string literal is indented less than its closing '\"\"\"'", line: line, column: 1)
                    }
                }
            }
        }
        return SwiftToken(
            .string, text(from: start), line: startLine, column: startColumn, endLine: line, endColumn: column,
            segments: segments, isMultiline: multiline, isTerminated: terminated
        )
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: Set<Character>) -> String {
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
