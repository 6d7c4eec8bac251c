/// Reads the type declarations of one Swift file from its tokens: enough of
/// Swift's grammar to find types, their attributes, conformances and
/// members, while skipping (with balanced braces) the bodies it does not
/// need, such as `func perform()` or statements at the top level.
///
/// Every branch of an `#if` block is read; each declaration records the
/// branches it is in, so that alternatives are not taken for duplicates.
/// Unbalanced braces and a stray `}` are reported with their place. Each
/// step reads at least one token and types nest at most `maxNesting` deep,
/// so parsing always ends.
public struct SwiftDeclarationParser {
    /// Types nested deeper than this are skipped, not read.
    public static let maxNesting = 32

    /// The type declarations at the top level of `tokens` (types nested in
    /// them are in `nested`) and the problems found.
    public static func parse(_ tokens: [SwiftToken]) -> (declarations: [SwiftTypeDeclaration], problems: [SwiftSyntaxProblem]) {
        var parser = SwiftDeclarationParser(tokens: tokens)
        let body = parser.parseBody(opening: nil, depth: 0)
        return (body.types, parser.problems)
    }

    private let tokens: [SwiftToken]
    private var index = 0
    private var problems: [SwiftSyntaxProblem] = []
    private var branches: [SwiftBranch] = []
    private var openBlocks: [SwiftToken] = []
    private var blockCount = 0
    /// `#if` blocks opened deeper than `maxNesting`: counted, not tracked,
    /// so branch lists stay short whatever the input.
    private var untrackedBlocks = 0
    /// Set once an unclosed `{` has been reported: the braces around it are
    /// then unclosed too, and saying so again would only repeat it.
    private var reportedUnclosed = false

    private init(tokens: [SwiftToken]) {
        self.tokens = tokens
    }

    private var current: SwiftToken? { index < tokens.count ? tokens[index] : nil }

    private func tokenAt(_ position: Int) -> SwiftToken? { position < tokens.count ? tokens[position] : nil }

    private mutating func problem(_ message: String, at token: SwiftToken) {
        problems.append(SwiftSyntaxProblem(.error, message, line: token.line, column: token.column))
    }

    // MARK: Words

    private static let typeKeywords: Set<String> = ["struct", "enum", "class", "protocol", "extension", "actor"]
    private static let declarationKeywords: Set<String> = [
        "var", "let", "func", "struct", "enum", "class", "protocol", "extension", "import", "typealias",
        "associatedtype", "init", "deinit", "subscript", "case", "operator", "precedencegroup",
    ]
    private static let modifierWords: Set<String> = [
        "static", "public", "private", "fileprivate", "internal", "open", "package", "final", "nonisolated",
        "indirect", "mutating", "nonmutating", "lazy", "weak", "unowned", "override", "required", "convenience",
        "dynamic", "optional", "distributed", "consuming", "borrowing", "isolated", "prefix", "postfix", "infix",
    ]

    /// True when `token` can only begin a new declaration (or a directive),
    /// which ends a declaration written without `;`.
    private func beginsDeclaration(_ position: Int) -> Bool {
        guard let token = tokenAt(position) else { return false }
        if self.tokenAt(position + 1)?.isPunctuation(":") == true, token.isName { return false }  // an argument label
        if token.kind == .directive || token.isPunctuation("@") { return true }
        if token.kind == .keyword { return Self.declarationKeywords.contains(token.text) || Self.modifierWords.contains(token.text) }
        if token.kind == .identifier, !token.isEscaped, Self.modifierWords.contains(token.text) || token.text == "actor" || token.text == "macro" {
            return self.tokenAt(position + 1)?.isName == true
        }
        return false
    }

    // MARK: Bodies

    /// Reads declarations up to the `}` matching `opening` (or to the end
    /// of the file when `opening` is nil) and steps over that `}`.
    private mutating func parseBody(opening: SwiftToken?, depth: Int) -> (types: [SwiftTypeDeclaration], members: [SwiftMember]) {
        var types: [SwiftTypeDeclaration] = []
        var members: [SwiftMember] = []
        let outerBranches = branches.count
        let outerUntracked = untrackedBlocks
        defer {
            untrackedBlocks = outerUntracked
            // An `#if` must close inside the braces it opened in.
            while branches.count > outerBranches, let open = openBlocks.popLast() {
                branches.removeLast()
                problem("'#if' is never closed by '#endif'\(opening == nil ? "" : " before the '}' that ends this body")", at: open)
            }
        }
        while let token = current {
            let start = index
            if token.isPunctuation("}") {
                index += 1
                if opening != nil { return (types, members) }
                problem("unexpected '}' with no '{' to close", at: token)
                continue
            }
            if token.kind == .directive {
                directive(token)
                index += 1
                continue
            }
            if token.isPunctuation(";") {
                index += 1
                continue
            }
            let attributes = parseAttributes()
            let modifiers = parseModifiers()
            guard let word = current else { break }
            let afterDot = index > 0 && tokens[index - 1].isPunctuation(".")
            if !afterDot, word.isWord(word.text), Self.typeKeywords.contains(word.text), tokenAt(index + 1)?.kind == .identifier {
                if let type = parseType(attributes: attributes, depth: depth) { types.append(type) }
            } else if !afterDot, word.isWord("var") || word.isWord("let") {
                if let member = parseVariable(attributes: attributes, modifiers: modifiers) { members.append(member) }
            } else if !afterDot, word.isWord("func") {
                members.append(parseFunction(attributes: attributes, modifiers: modifiers))
            } else if !afterDot, word.isWord("case"), opening != nil {
                members.append(parseCases(attributes: attributes, modifiers: modifiers))
            } else if !afterDot, word.isWord("init") || word.isWord("deinit") || word.isWord("subscript") {
                members.append(parseOther(attributes: attributes, modifiers: modifiers))
            } else if !afterDot, (word.kind == .keyword && ["typealias", "associatedtype", "import", "operator", "precedencegroup"].contains(word.text))
                        || (word.isWord("macro") && tokenAt(index + 1)?.kind == .identifier) {
                index += 1
                skipDeclaration()
            } else if index == start || !(word.kind == .directive || word.isPunctuation("}")) {
                skipStatement()
            }
            if index == start { index += 1 }
        }
        if let opening, !reportedUnclosed {
            reportedUnclosed = true
            problem("'{' is never closed by '}'", at: opening)
        }
        return (types, members)
    }

    private mutating func directive(_ token: SwiftToken) {
        if untrackedBlocks > 0 {
            if token.text == "#if" { untrackedBlocks += 1 }
            if token.text == "#endif" { untrackedBlocks -= 1 }
            return
        }
        switch token.text {
        case "#if" where branches.count >= Self.maxNesting:
            untrackedBlocks = 1
            problem("'#if' blocks are nested more than \(Self.maxNesting) deep; the branches inside are all read as one", at: token)
        case "#if":
            blockCount += 1
            branches.append(SwiftBranch(block: blockCount, branch: 0))
            openBlocks.append(token)
        case "#elseif", "#else":
            if branches.isEmpty {
                problem("'\(token.text)' without '#if'", at: token)
            } else {
                branches[branches.count - 1].branch += 1
            }
        default:
            if branches.popLast() == nil {
                problem("'#endif' without '#if'", at: token)
            } else {
                openBlocks.removeLast()
            }
        }
    }

    // MARK: Attributes and modifiers

    private mutating func parseAttributes() -> [SwiftAttribute] {
        var attributes: [SwiftAttribute] = []
        while let at = current, at.isPunctuation("@"), let name = tokenAt(index + 1), name.isName {
            index += 2
            var fullName = name.text
            var last = name
            while let dot = current, dot.isPunctuation("."), let part = tokenAt(index + 1), part.isName, dot.line == last.line {
                fullName += "." + part.text
                last = part
                index += 2
            }
            var attribute = SwiftAttribute(name: fullName, token: at)
            if let open = current, open.isPunctuation("("), open.line == last.endLine {
                let (contents, _) = skipBalanced(open: "(", close: ")", what: "@\(fullName)")
                attribute.arguments = Array(tokens[contents])
            }
            attributes.append(attribute)
        }
        return attributes
    }

    private mutating func parseModifiers() -> [String] {
        var modifiers: [String] = []
        while let word = current, word.isName, !word.isEscaped, Self.modifierWords.contains(word.text) || word.isWord("class"),
              let next = tokenAt(index + 1), next.isName || next.isPunctuation("(") {
            if word.isWord("class") {
                // `class var`, `class func`: a modifier; `class Foo`: a declaration.
                guard next.kind == .keyword && next.text != "Self" || Self.modifierWords.contains(next.text) else { break }
            } else if next.isPunctuation("(") {
                // `private(set)`, `nonisolated(unsafe)`; `open(url)` is a call.
                guard let inner = tokenAt(index + 2), inner.kind == .identifier, tokenAt(index + 3)?.isPunctuation(")") == true,
                      tokenAt(index + 4)?.isName == true else { break }
                modifiers.append(word.text)
                index += 4
                continue
            }
            modifiers.append(word.text)
            index += 1
        }
        return modifiers
    }

    // MARK: Declarations

    private mutating func parseType(attributes: [SwiftAttribute], depth: Int) -> SwiftTypeDeclaration? {
        let keyword = tokens[index]
        let kind = SwiftTypeDeclaration.Kind(rawValue: keyword.text) ?? .struct
        let declaredIn = branches
        index += 1
        var nameToken = tokens[index]
        var path = [nameToken.text]
        index += 1
        skipGenericClause()
        while let dot = current, dot.isPunctuation("."), let part = tokenAt(index + 1), part.isName {
            nameToken = part
            path.append(part.text)
            index += 2
            skipGenericClause()
        }
        var declaration = SwiftTypeDeclaration(kind: kind, name: nameToken.text, nameToken: nameToken, attributes: attributes, branches: declaredIn)
        declaration.path = path
        if let colon = current, colon.isPunctuation(":") {
            index += 1
            declaration.inherited = readInheritance()
        }
        // A `where` clause, up to the body.
        while let token = current, !token.isPunctuation("{"), !token.isPunctuation("}"), !(token.startsLine && beginsDeclaration(index)) {
            index += 1
        }
        guard let open = current, open.isPunctuation("{") else {
            problem("expected '{' to begin the body of \(kind.rawValue) '\(nameToken.text)'", at: nameToken)
            return declaration
        }
        index += 1
        if depth >= Self.maxNesting {
            index -= 1
            _ = skipBalanced(open: "{", close: "}", what: nil)
            problem("\(kind.rawValue) '\(nameToken.text)' is nested more than \(Self.maxNesting) types deep; its body is not read", at: nameToken)
            return declaration
        }
        let body = parseBody(opening: open, depth: depth + 1)
        declaration.members = body.members
        declaration.nested = body.types
        return declaration
    }

    /// The names of an inheritance clause, up to `{` or `where`.
    private mutating func readInheritance() -> [SwiftToken] {
        var names: [SwiftToken] = []
        var angles = 0
        while let token = current, !token.isPunctuation("{"), !token.isPunctuation("}"), !token.isWord("where"),
              !(token.startsLine && beginsDeclaration(index)) {
            if token.isPunctuation("<") {
                angles += 1
            } else if token.isPunctuation(">") {
                angles = max(0, angles - 1)
            } else if token.isPunctuation("@"), tokenAt(index + 1)?.isName == true {
                index += 1  // @unchecked Sendable, @retroactive AppEnum
            } else if angles == 0, token.kind == .identifier || token.isWord("Any"), tokenAt(index + 1)?.isPunctuation(".") != true {
                names.append(token)
            }
            index += 1
        }
        return names
    }

    private mutating func skipGenericClause() {
        guard let open = current, open.isPunctuation("<") else { return }
        var depth = 0
        while let token = current {
            if token.isPunctuation("{") || token.isPunctuation("}") || (token.startsLine && beginsDeclaration(index)) { return }
            if token.isPunctuation("<") { depth += 1 }
            if token.isPunctuation(">") { depth -= 1 }
            index += 1
            if depth <= 0 { return }
        }
    }

    private mutating func parseVariable(attributes: [SwiftAttribute], modifiers: [String]) -> SwiftMember? {
        let keyword = tokens[index]
        index += 1
        guard let nameToken = current, nameToken.kind == .identifier else {
            skipDeclaration()  // a pattern such as `let (a, b) = ...`
            return nil
        }
        index += 1
        var member = SwiftMember(
            kind: .variable, attributes: attributes, modifiers: modifiers, isLet: keyword.isWord("let"),
            name: nameToken.text, nameToken: nameToken, branches: branches
        )
        if let colon = current, colon.isPunctuation(":") {
            index += 1
            member.type = collect(until: { parser, token in
                token.isPunctuation("=") || token.isPunctuation("{") || token.isPunctuation(",") || parser.endsDeclaration(token)
            })
        }
        if let equals = current, equals.isPunctuation("=") {
            index += 1
            member.initializer = collect(until: { parser, token in token.isPunctuation(",") || parser.endsDeclaration(token) }, braces: true)
        }
        if let open = current, open.isPunctuation("{") {
            let (contents, _) = skipBalanced(open: "{", close: "}", what: nil)
            member.body = Array(tokens[contents])
        }
        if let comma = current, comma.isPunctuation(",") {
            skipDeclaration()  // `var a = 1, b = 2`: only the first is read
        }
        return member
    }

    private mutating func parseFunction(attributes: [SwiftAttribute], modifiers: [String]) -> SwiftMember {
        index += 1
        let nameToken = current ?? tokens[index - 1]
        if current != nil { index += 1 }
        var member = SwiftMember(kind: .function, attributes: attributes, modifiers: modifiers, name: nameToken.text, nameToken: nameToken, branches: branches)
        member.type = collect(until: { parser, token in token.isPunctuation("{") || parser.endsDeclaration(token) })
        if let open = current, open.isPunctuation("{") {
            let (contents, _) = skipBalanced(open: "{", close: "}", what: nil)
            member.body = Array(tokens[contents])
        }
        return member
    }

    private mutating func parseCases(attributes: [SwiftAttribute], modifiers: [String]) -> SwiftMember {
        let keyword = tokens[index]
        index += 1
        var names: [SwiftToken] = []
        while let name = current, name.isName, !(name.startsLine && beginsDeclaration(index)) {
            names.append(name)
            index += 1
            if let open = current, open.isPunctuation("(") {
                _ = skipBalanced(open: "(", close: ")", what: nil)
            }
            if let equals = current, equals.isPunctuation("=") {
                index += 1
                _ = collect(until: { parser, token in token.isPunctuation(",") || parser.endsDeclaration(token) })
            }
            guard let comma = current, comma.isPunctuation(",") else { break }
            index += 1
        }
        return SwiftMember(
            kind: .enumCase, attributes: attributes, modifiers: modifiers, name: names.first?.text ?? "",
            nameToken: names.first ?? keyword, cases: names, branches: branches
        )
    }

    private mutating func parseOther(attributes: [SwiftAttribute], modifiers: [String]) -> SwiftMember {
        let keyword = tokens[index]
        index += 1
        let signature = collect(until: { parser, token in token.isPunctuation("{") || parser.endsDeclaration(token) })
        var member = SwiftMember(kind: .other, attributes: attributes, modifiers: modifiers, name: keyword.text, nameToken: keyword, type: signature, branches: branches)
        if let open = current, open.isPunctuation("{") {
            let (contents, _) = skipBalanced(open: "{", close: "}", what: nil)
            member.body = Array(tokens[contents])
        }
        return member
    }

    // MARK: Skipping

    /// True for a token that ends a declaration at depth 0: `;`, the `}` of
    /// the enclosing body, or the start of the next declaration on a new line.
    private func endsDeclaration(_ token: SwiftToken) -> Bool {
        token.isPunctuation(";") || token.isPunctuation("}") || token.kind == .directive
            || (token.startsLine && beginsDeclaration(index))
    }

    /// The tokens from here to the first one at depth 0 for which `stop` is
    /// true (not included). Brackets nest; a `{` at depth 0 is given to
    /// `stop` unless `braces` is true (trailing closures of an initializer).
    /// Inside parentheses or brackets, a new line that begins a declaration
    /// means they were never closed: that is reported and reading stops.
    private mutating func collect(until stop: (SwiftDeclarationParser, SwiftToken) -> Bool, braces: Bool = false) -> [SwiftToken] {
        var collected: [SwiftToken] = []
        var open: [SwiftToken] = []
        while let token = current {
            let opens = token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{")
            let closes = token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}")
            if open.isEmpty {
                if !(braces && token.isPunctuation("{")), stop(self, token) || closes { break }
            } else if let innermost = open.last, !innermost.isPunctuation("{"), token.startsLine, beginsDeclaration(index) {
                problem("'\(innermost.text)' is never closed by '\(innermost.isPunctuation("(") ? ")" : "]")'", at: innermost)
                break
            }
            if opens {
                open.append(token)
            } else if closes {
                open.removeLast()
            }
            collected.append(token)
            index += 1
        }
        if let innermost = open.last, current == nil, !innermost.isPunctuation("{") || !reportedUnclosed {
            if innermost.isPunctuation("{") { reportedUnclosed = true }
            problem("'\(innermost.text)' is never closed", at: innermost)
        }
        return collected
    }

    /// Steps over the rest of a declaration that is not read.
    private mutating func skipDeclaration() {
        _ = collect(until: { parser, token in parser.endsDeclaration(token) }, braces: true)
    }

    /// Steps over one token of a statement, or a whole `{ ... }` block.
    private mutating func skipStatement() {
        if let token = current, token.isPunctuation("{") {
            _ = skipBalanced(open: "{", close: "}", what: nil)
        } else {
            index += 1
        }
    }

    /// Steps from the `open` token at `index` over its matching `close`
    /// (counting only those two) and returns the range between them. An
    /// unclosed `(` ends at a new line that begins a declaration; an
    /// unclosed `{` at the end of the file. Either is reported.
    private mutating func skipBalanced(open: String, close: String, what: String?) -> (contents: Range<Int>, closed: Bool) {
        let opening = tokens[index]
        index += 1
        let start = index
        var depth = 1
        var braces = 0
        while let token = current {
            if token.isPunctuation(open) {
                depth += 1
            } else if token.isPunctuation(close) {
                depth -= 1
                if depth == 0 {
                    index += 1
                    return (start..<(index - 1), true)
                }
            } else if open != "{" {
                if token.isPunctuation("{") { braces += 1 }
                if token.isPunctuation("}") { braces = max(0, braces - 1) }
                if braces == 0, token.startsLine, beginsDeclaration(index) { break }
            }
            index += 1
        }
        if open != "{" || !reportedUnclosed {
            if open == "{" { reportedUnclosed = true }
            problem("'\(open)'\(what.map { " of \($0)" } ?? "") is never closed by '\(close)'", at: opening)
        }
        return (start..<index, false)
    }
}
