/// A Swift expression of the few shapes App Intents declarations use for
/// their values (literals, `.member`, `Type(label: value)`, array and
/// dictionary literals, tuples), so a value can be translated or, when it is
/// anything else, reported as untranslatable at its place.
public indirect enum SwiftExpression: Sendable, Hashable {
    /// A string literal token (see `SwiftToken.segments`).
    case string(SwiftToken)
    /// A number as written, with its sign: `12`, `-1`, `65.0`.
    case number(String, SwiftToken)
    case bool(Bool, SwiftToken)
    case `nil`(SwiftToken)
    /// A name or a chain of names: `foo`, `Seating.any`, or with a leading
    /// dot (`.requiresAuthentication`, `.mail.createDraft`).
    case path([String], leadingDot: Bool, SwiftToken)
    /// A call: `IntentDescription("...")`, `.init(title: "A")`, `BookTable()`.
    case call(SwiftExpression, [SwiftArgument], SwiftToken)
    case array([SwiftExpression], SwiftToken)
    case dictionary([(key: SwiftExpression, value: SwiftExpression)], SwiftToken)
    case tuple([SwiftArgument], SwiftToken)
    /// A key path: `\.$restaurant`, `\BookTable.$restaurant`; its names.
    case keyPath([String], SwiftToken)
    /// Anything else (an operator expression, a closure, a subscript...).
    case other(SwiftToken)

    /// The token the expression starts at.
    public var token: SwiftToken {
        switch self {
        case .string(let token), .number(_, let token), .bool(_, let token), .nil(let token), .path(_, _, let token),
             .call(_, _, let token), .array(_, let token), .dictionary(_, let token), .tuple(_, let token),
             .keyPath(_, let token), .other(let token):
            token
        }
    }

    /// For a call, the callee's last name (`IntentDescription`, `init`).
    public var calleeName: String? {
        guard case .call(let callee, _, _) = self, case .path(let names, _, _) = callee else { return nil }
        return names.last
    }

    /// For a call, its arguments.
    public var arguments: [SwiftArgument] {
        if case .call(_, let arguments, _) = self { return arguments }
        return []
    }

    public static func == (a: SwiftExpression, b: SwiftExpression) -> Bool { a.key == b.key }

    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    /// The source place and shape, which identify an expression.
    private var key: String { "\(token.line):\(token.column):\(token.text)" }
}

/// One argument of a call or element of a tuple: `title: "Guests"`.
public struct SwiftArgument: Sendable, Hashable {
    /// The label, nil when there is none.
    public var label: String?
    /// The label's token, or the value's when there is no label.
    public var labelToken: SwiftToken
    public var value: SwiftExpression

    public init(label: String?, labelToken: SwiftToken, value: SwiftExpression) {
        self.label = label
        self.labelToken = labelToken
        self.value = value
    }
}

extension Array where Element == SwiftArgument {
    /// The value of the argument labelled `label`.
    public func value(_ label: String) -> SwiftExpression? {
        first { $0.label == label }?.value
    }

    /// The value of the first argument without a label.
    public var firstUnlabeled: SwiftExpression? {
        first { $0.label == nil }?.value
    }
}

extension SwiftExpression {
    /// How deep arrays, calls and tuples may nest before an expression is
    /// read as `.other`, so no input can exhaust the stack.
    public static let maxDepth = 64

    /// Reads `tokens` as one expression; tokens left over after it (an
    /// operator, a second expression) make the whole an `.other`.
    public static func parse(_ tokens: [SwiftToken]) -> SwiftExpression? {
        guard let first = tokens.first else { return nil }
        var reader = Reader(tokens: tokens[...])
        guard let expression = reader.expression(depth: 0), reader.tokens.isEmpty else { return .other(first) }
        return expression
    }

    /// Reads the tokens between a call's parentheses as its arguments.
    public static func parseArguments(_ tokens: [SwiftToken]) -> [SwiftArgument] {
        var reader = Reader(tokens: tokens[...])
        return reader.arguments(depth: 0, until: nil) ?? []
    }

    private struct Reader {
        var tokens: ArraySlice<SwiftToken>

        @discardableResult
        mutating func take() -> SwiftToken? { tokens.popFirst() }

        func peek(_ offset: Int = 0) -> SwiftToken? {
            let position = tokens.startIndex + offset
            return position < tokens.endIndex ? tokens[position] : nil
        }

        mutating func expression(depth: Int) -> SwiftExpression? {
            guard depth < SwiftExpression.maxDepth, var expression = primary(depth: depth) else { return nil }
            // The names of a path are gathered here, so a long chain costs no copies.
            var names: [String]?
            if case .path(let first, _, _) = expression { names = first }
            func flush() {
                if let gathered = names, case .path(_, let leadingDot, let token) = expression {
                    expression = .path(gathered, leadingDot: leadingDot, token)
                }
                names = nil
            }
            // Postfix: `.name`, `(arguments)`, `?`, `!`; anything else ends it.
            while let next = peek() {
                if next.isPunctuation("."), let name = peek(1), name.isName {
                    tokens.removeFirst(2)
                    if names != nil {
                        names?.append(name.text)
                    } else {
                        expression = .other(expression.token)
                    }
                    continue
                }
                flush()
                if next.isPunctuation("("), !next.startsLine {
                    take()
                    guard let arguments = arguments(depth: depth + 1, until: ")") else { return nil }
                    expression = .call(expression, arguments, expression.token)
                } else if next.isPunctuation("?") || next.isPunctuation("!"), !next.startsLine {
                    take()
                } else if next.isWord("as"), peek(1) != nil {
                    // `"Seating" as LocalizedStringResource`: the value, its type ignored.
                    tokens.removeFirst()
                    _ = take()
                } else {
                    break
                }
            }
            flush()
            return expression
        }

        mutating func primary(depth: Int) -> SwiftExpression? {
            guard let token = take() else { return nil }
            switch token.kind {
            case .string:
                return .string(token)
            case .number:
                return .number(token.text, token)
            case .keyword where token.text == "true" || token.text == "false":
                return .bool(token.text == "true", token)
            case .keyword where token.text == "nil":
                return .nil(token)
            case .identifier:
                return .path([token.text], leadingDot: false, token)
            case .keyword where token.text == "self" || token.text == "Self":
                return .path([token.text], leadingDot: false, token)
            case .operator where token.text == "-":
                guard let number = peek(), number.kind == .number, number.line == token.line else { return .other(token) }
                take()
                return .number("-" + number.text, token)
            case .punctuation:
                switch token.text {
                case ".":
                    guard let name = take(), name.isName else { return .other(token) }
                    return .path([name.text], leadingDot: true, token)
                case "[":
                    return collection(from: token, depth: depth)
                case "(":
                    guard let arguments = arguments(depth: depth + 1, until: ")") else { return nil }
                    if arguments.count == 1, arguments[0].label == nil { return arguments[0].value }
                    return .tuple(arguments, token)
                case "\\":
                    var names: [String] = []
                    while let next = peek(), next.isName || next.isPunctuation(".") {
                        take()
                        if next.isName { names.append(next.text) }
                    }
                    return .keyPath(names, token)
                default:
                    return .other(token)
                }
            default:
                return .other(token)
            }
        }

        /// An array or dictionary literal after its `[`.
        mutating func collection(from open: SwiftToken, depth: Int) -> SwiftExpression? {
            if let colon = peek(), colon.isPunctuation(":"), peek(1)?.isPunctuation("]") == true {
                tokens.removeFirst(2)
                return .dictionary([], open)
            }
            var elements: [SwiftExpression] = []
            var pairs: [(key: SwiftExpression, value: SwiftExpression)] = []
            while true {
                if let close = peek(), close.isPunctuation("]") {
                    take()
                    break
                }
                guard let element = expression(depth: depth + 1) else { return nil }
                if let colon = peek(), colon.isPunctuation(":") {
                    take()
                    guard elements.isEmpty, let value = expression(depth: depth + 1) else { return nil }
                    pairs.append((element, value))
                } else {
                    guard pairs.isEmpty else { return nil }
                    elements.append(element)
                }
                if let comma = peek(), comma.isPunctuation(",") {
                    take()
                } else if let close = peek(), close.isPunctuation("]") {
                    continue
                } else {
                    return nil
                }
            }
            return pairs.isEmpty ? .array(elements, open) : .dictionary(pairs, open)
        }

        /// Arguments up to `until` (consumed), or to the end when nil.
        mutating func arguments(depth: Int, until close: String?) -> [SwiftArgument]? {
            var arguments: [SwiftArgument] = []
            while true {
                guard let next = peek() else { return close == nil ? arguments : nil }
                if let close, next.isPunctuation(close) {
                    take()
                    return arguments
                }
                var label: String?
                var labelToken = next
                if next.isName, peek(1)?.isPunctuation(":") == true {
                    label = next.text
                    labelToken = next
                    tokens.removeFirst(2)
                }
                guard let value = expression(depth: depth) else { return nil }
                arguments.append(SwiftArgument(label: label, labelToken: label == nil ? value.token : labelToken, value: value))
                if let comma = peek(), comma.isPunctuation(",") {
                    take()
                } else if let after = peek(), close.map({ after.isPunctuation($0) }) != true {
                    // Something that is not a simple value: skip to the next argument.
                    arguments[arguments.count - 1].value = .other(value.token)
                    var depthInside = 0
                    while let token = peek() {
                        if depthInside == 0, token.isPunctuation(",") || close.map({ token.isPunctuation($0) }) == true { break }
                        if ["(", "[", "{"].contains(token.text), token.kind == .punctuation { depthInside += 1 }
                        if [")", "]", "}"].contains(token.text), token.kind == .punctuation { depthInside -= 1 }
                        take()
                    }
                    if let comma = peek(), comma.isPunctuation(",") { take() }
                }
            }
        }
    }
}
