/// One token of Swift source with the 1-based place it starts and ends, so
/// that declarations can be read without caring about comments, strings or
/// layout, and every value read from them can point back at its source.
public struct SwiftToken: Sendable, Hashable, CustomStringConvertible {
    /// What a token is; keywords are only the reserved words, contextual
    /// words such as `actor`, `some` or `mutating` are identifiers.
    public enum Kind: Sendable, Hashable {
        /// A name: `BookTable`, `$restaurant`, `$0`, or a word in backticks.
        case identifier
        /// A reserved word: `struct`, `var`, `default`, `true`, ...
        case keyword
        /// An integer or floating-point literal as written (`12`, `0x1F`, `1_000.5`).
        case number
        /// A string literal; its text and interpolations are in `segments`.
        case string
        /// One of `( ) [ ] { } , : ; . @ # ? ! < > & \ '` or `->`.
        case punctuation
        /// A run of the other operator characters: `=`, `==`, `+`, `-`, `??`...
        case `operator`
        /// `#if`, `#elseif`, `#else` or `#endif`; the condition is in `condition`.
        case directive
        /// `#available`, `#Predicate` and other `#name`s that are not directives.
        case poundIdentifier
        /// A regex literal, `/[a-z]+/` or `#/ ... /#`, as written.
        case regex
    }

    public var kind: Kind
    /// The token's text: the name (without backticks), the keyword, the
    /// punctuation, the number as written; for a string, the source text of
    /// the whole literal; for a directive, `#if` or `#else`.
    public var text: String
    /// Where the token starts, 1-based; columns count Unicode scalars.
    public var line: Int
    public var column: Int
    /// Where the token ends: the place just after its last character.
    public var endLine: Int
    public var endColumn: Int
    /// True when a line break (or the start of the input) comes before the
    /// token, so a reader can tell where a declaration without `;` ends.
    public var startsLine: Bool
    /// The text and interpolations of a string literal, in order.
    public var segments: [StringSegment]
    /// For strings: written with `"""`.
    public var isMultiline: Bool
    /// For identifiers: written in backticks, so never a keyword.
    public var isEscaped: Bool
    /// For strings: the closing quote was found.
    public var isTerminated: Bool
    /// For `#if` and `#elseif`: the condition as written.
    public var condition: String

    public init(
        _ kind: Kind, _ text: String, line: Int, column: Int, endLine: Int? = nil, endColumn: Int? = nil,
        startsLine: Bool = false, segments: [StringSegment] = [], isMultiline: Bool = false,
        isEscaped: Bool = false, isTerminated: Bool = true, condition: String = ""
    ) {
        self.kind = kind
        self.text = text
        self.line = line
        self.column = column
        self.endLine = endLine ?? line
        self.endColumn = endColumn ?? column + text.unicodeScalars.count
        self.startsLine = startsLine
        self.segments = segments
        self.isMultiline = isMultiline
        self.isEscaped = isEscaped
        self.isTerminated = isTerminated
        self.condition = condition
    }

    /// True for the punctuation or operator spelt `text`.
    public func isPunctuation(_ text: String) -> Bool {
        (kind == .punctuation || kind == .operator) && self.text == text
    }

    /// True for the keyword, or the identifier not in backticks, spelt `word`.
    public func isWord(_ word: String) -> Bool {
        text == word && (kind == .keyword || (kind == .identifier && !isEscaped))
    }

    /// True for a name or a keyword (argument labels may be keywords: `default:`).
    public var isName: Bool { kind == .identifier || kind == .keyword }

    /// The text of a string literal without its interpolations, or nil when
    /// it is not a string or has interpolations.
    public var plainString: String? {
        guard kind == .string else { return nil }
        var text = ""
        for segment in segments {
            guard case .text(let piece) = segment else { return nil }
            text += piece
        }
        return text
    }

    public var description: String { "\(kind) '\(text)' at \(line):\(column)" }
}

/// A piece of a string literal: text with its escapes resolved, or an
/// interpolation `\(...)` kept as the tokens between its parentheses.
public enum StringSegment: Sendable, Hashable {
    case text(String)
    /// The tokens inside `\( ... )`; line and column are those of the `\`.
    case interpolation([SwiftToken], line: Int, column: Int)
}
