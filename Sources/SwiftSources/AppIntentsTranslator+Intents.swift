import YAML

extension AppIntentsTranslator {
    /// `@Parameter` arguments that say nothing app.yaml records.
    static let ignoredParameterArguments: Set<String> = [
        "controlStyle", "optionsProvider", "dynamicOptionsProvider", "inputConnectionBehavior", "supportedTypeIdentifiers",
        "supportedContentTypes", "defaultUnit", "defaultUnitAdjustForLocale", "supportsNegativeNumbers", "kind",
        "requestDisambiguationDialog", "resolvers", "query", "size", "inclusiveRangeRequirement",
    ]

    /// One intent: `struct X: AppIntent` or `@AppIntent(...) struct X`.
    mutating func intent(_ entry: SwiftTypeCatalog.Entry) -> Node {
        let mainFile = entry.main.file
        let name = entry.name
        var intent = MappingBuilder(at: files[mainFile].mark(entry.main.declaration.nameToken))
        let conformances = catalog.conformances(of: entry)
        let members = catalog.members(of: entry)

        var tool: (SwiftToken, Int)?
        var schema: (String, SwiftToken, Int)?
        if let (attribute, file) = catalog.attribute(of: entry, named: Self.intentMacros) {
            for argument in SwiftExpression.parseArguments(attribute.arguments ?? []) {
                switch (argument.label, argument.value) {
                case (nil, .path(["tool"], true, let token)):
                    tool = (token, file)
                case ("schema", .path(let names, true, let token)):
                    schema = (names.joined(separator: "."), token, file)
                default:
                    warn("unknown argument \(Self.name(of: argument)) of @\(attribute.name); it is ignored", at: argument.labelToken, in: file)
                }
            }
        }
        if tool == nil, conformances.contains("ToolIntent") {
            tool = catalog.conformance("ToolIntent", of: entry)
        }

        if let (value, file) = staticValue("title", of: entry),
           let title = textNode(value, in: file, what: "the title of intent '\(name)'") {
            intent.add("title", title)
        }
        if let (value, file) = staticValue("description", of: entry),
           let description = textNode(value, in: file, what: "the description of intent '\(name)'") {
            intent.add("description", description)
        }
        if let (token, file) = tool {
            intent.add("tool", MappingBuilder.bool(true, at: files[file].mark(token)))
        }
        if let (schema, token, file) = schema {
            intent.add("schema", MappingBuilder.text(schema, at: files[file].mark(token)))
        }
        if let (value, file) = staticValue("openAppWhenRun", of: entry),
           let open = bool(value, in: file, what: "openAppWhenRun of intent '\(name)'") {
            intent.add("openAppWhenRun", MappingBuilder.bool(open, at: files[file].mark(value.token)))
        } else if let (value, file) = staticValue("supportedModes", of: entry) {
            if case .path(let names, _, _) = value, ["foreground", "background"].contains(names.last) {
                intent.add("openAppWhenRun", MappingBuilder.bool(names.last == "foreground", at: files[file].mark(value.token)))
            } else {
                warn("supportedModes of intent '\(name)' is \(Self.describe(value)); only .foreground and .background say whether the app opens; it is ignored", at: value.token, in: file)
            }
        }
        if let (token, file) = confirmationRequest(in: members) {
            intent.add("needsConfirmation", MappingBuilder.bool(true, at: files[file].mark(token)))
        }
        if let (value, file) = staticValue("authenticationPolicy", of: entry),
           let policy = authentication(value, in: file, what: "the authenticationPolicy of intent '\(name)'") {
            intent.add("authentication", MappingBuilder.text(policy, at: files[file].mark(value.token)))
        }
        if conformances.contains("DeleteIntent") {
            let (token, file) = catalog.conformance("DeleteIntent", of: entry)
            intent.add("destructive", MappingBuilder.bool(true, at: files[file].mark(token)))
        }

        let schemaStoredProperties = schema != nil
        var parameters = MappingBuilder(at: intent.mark)
        var parameterNames: Set<String> = []
        for (member, file) in members where member.kind == .variable && !member.isStatic {
            let attribute = member.attribute("Parameter")
            guard attribute != nil || (schemaStoredProperties && member.attributes.isEmpty && !member.isLet && member.body == nil) else { continue }
            if let node = parameter(member, attribute: attribute, of: name, in: file) {
                if parameters.has(member.name) { continue }
                parameters.add(member.name, node, keyMark: files[file].mark(member.nameToken))
                parameterNames.insert(member.name)
            }
        }
        if !parameters.isEmpty { intent.add("parameters", parameters.node, keyMark: parameters.pairs[0].key.mark) }

        if let (perform, file) = members.first(where: { $0.member.kind == .function && $0.member.name == "perform" && !$0.member.isStatic }) {
            if let (typeTokens, token) = Self.returnedValueType(perform.type),
               let type = type(typeTokens, at: token, in: file, what: "the result of intent '\(name)'") {
                intent.add("result", MappingBuilder.text(type, at: files[file].mark(typeTokens.first ?? token)))
            }
            if let (dialog, token) = dialog(of: perform, in: file, intent: name, parameters: parameterNames) {
                intent.add("dialog", MappingBuilder.text(dialog, at: files[file].mark(token)))
            }
        }
        return intent.node
    }

    /// One parameter: `@Parameter(...) var name: Type`, or a stored
    /// property of a schema intent. Nil (reported) when its type cannot be
    /// represented.
    mutating func parameter(_ member: SwiftMember, attribute: SwiftAttribute?, of intent: String, in file: Int) -> Node? {
        let what = "parameter '\(member.name)' of intent '\(intent)'"
        guard let type = type(member.type, at: member.nameToken, in: file, what: what) else { return nil }
        var parameter = MappingBuilder(at: files[file].mark(member.nameToken))
        let arguments = SwiftExpression.parseArguments(attribute?.arguments ?? [])
        var title: Node?, description: Node?, range: Node?, defaultValue: Node?, requestValueDialog: Node?
        for argument in arguments {
            let value = argument.value
            let mark = files[file].mark(value.token)
            switch argument.label {
            case "title":
                title = textNode(value, in: file, what: "the title of \(what)")
            case "description":
                description = textNode(value, in: file, what: "the description of \(what)")
            case "requestValueDialog":
                requestValueDialog = textNode(value, in: file, what: "the requestValueDialog of \(what)")
            case "default":
                defaultValue = literal(value, in: file, what: "the default of \(what)")
            case "inclusiveRange":
                if case .tuple(let bounds, _) = value, bounds.count == 2,
                   case .number(let low, let lowToken) = bounds[0].value, case .number(let high, let highToken) = bounds[1].value {
                    range = .sequence(Node.Sequence(
                        [MappingBuilder.plain(low.yamlNumber, at: files[file].mark(lowToken)), MappingBuilder.plain(high.yamlNumber, at: files[file].mark(highToken))],
                        mark: mark
                    ))
                } else {
                    warn("the inclusiveRange of \(what) is \(Self.describe(value)), not two numbers such as (1, 12); it is left out", at: value.token, in: file)
                }
            case let label? where Self.ignoredParameterArguments.contains(label):
                break
            default:
                warn("unknown argument \(Self.name(of: argument)) of @Parameter for \(what); it is ignored", at: argument.labelToken, in: file)
            }
        }
        if let title { parameter.add("title", title) }
        if let description { parameter.add("description", description) }
        parameter.add("type", MappingBuilder.text(type, at: files[file].mark(member.type.first ?? member.nameToken)))
        if let range { parameter.add("range", range) }
        if let defaultValue { parameter.add("default", defaultValue) }
        if let requestValueDialog { parameter.add("requestValueDialog", requestValueDialog) }
        return parameter.node
    }

    /// A literal value for `default:`: a number, a boolean, a string, an
    /// enum case (`.outdoor`), or a list of those. Nil for `nil`, and nil
    /// (reported) for anything else.
    mutating func literal(_ expression: SwiftExpression, in file: Int, what: String) -> Node? {
        let mark = files[file].mark(expression.token)
        switch expression {
        case .number(let text, _):
            return MappingBuilder.plain(text.yamlNumber, at: mark)
        case .bool(let value, _):
            return MappingBuilder.bool(value, at: mark)
        case .nil:
            return nil
        case .string(let token) where token.plainString != nil:
            return MappingBuilder.text(token.plainString ?? "", at: mark)
        case .path(let names, true, _) where names.count == 1:
            return MappingBuilder.text(names[0], at: mark)
        case .path(let names, false, _) where names.count == 2 && enumNames.contains(names[0]):
            return MappingBuilder.text(names[1], at: mark)
        case .array(let elements, _):
            var items: [Node] = []
            for element in elements {
                guard let item = literal(element, in: file, what: what) else { return nil }
                items.append(item)
            }
            return .sequence(Node.Sequence(items, mark: mark))
        default:
            warn("\(what) is \(Self.describe(expression)), not a literal value; it is left out", at: expression.token, in: file)
            return nil
        }
    }

    /// The first `requestConfirmation(` called in any function of the intent.
    func confirmationRequest(in members: [(member: SwiftMember, file: Int)]) -> (SwiftToken, Int)? {
        for (member, file) in members where member.kind == .function {
            let body = member.body ?? []
            for (index, token) in body.enumerated() where token.isWord("requestConfirmation") {
                if index + 1 < body.count, body[index + 1].isPunctuation("(") { return (token, file) }
            }
        }
        return nil
    }

    /// The `T` of `ReturnsValue<T>` in a `perform()` signature, and the
    /// token of `ReturnsValue`.
    static func returnedValueType(_ signature: [SwiftToken]) -> ([SwiftToken], SwiftToken)? {
        guard let arrow = signature.firstIndex(where: { $0.isPunctuation("->") }) else { return nil }
        var index = arrow + 1
        while index + 1 < signature.count {
            if signature[index].isWord("ReturnsValue"), signature[index + 1].isPunctuation("<") {
                var depth = 0
                var type: [SwiftToken] = []
                for token in signature[(index + 1)...] {
                    if token.isPunctuation("<") {
                        depth += 1
                        if depth == 1 { continue }
                    } else if token.isPunctuation(">") {
                        depth -= 1
                        if depth == 0 { return (type, signature[index]) }
                    }
                    type.append(token)
                }
                return nil
            }
            index += 1
        }
        return nil
    }

    // MARK: Dialogs

    /// The dialog of `.result(dialog: ...)` in `perform()`, with `\(name)`
    /// of a parameter as `{name}`. With several different dialogs, the last
    /// one (the usual success path) is kept and the choice is reported.
    mutating func dialog(of perform: SwiftMember, in file: Int, intent: String, parameters: Set<String>) -> (String, SwiftToken)? {
        let body = perform.body ?? []
        var found: [(String, SwiftToken)] = []
        var index = 0
        while index + 2 < body.count {
            defer { index += 1 }
            if body[index].isWord("requestConfirmation"), body[index + 1].isPunctuation("(") {
                guard let (_, end) = Self.callArguments(body, open: index + 1) else { break }
                index = end  // the confirmation's own dialog is not the intent's
                continue
            }
            guard body[index].isPunctuation("."), body[index + 1].isWord("result"), body[index + 2].isPunctuation("(") else { continue }
            guard let (arguments, end) = Self.callArguments(body, open: index + 2) else { break }  // unbalanced: nothing after it closes
            guard var value = SwiftExpression.parseArguments(arguments).value("dialog") else { continue }
            if case .path(let names, false, _) = value, names.count == 1, let local = Self.localValue(names[0], in: body[..<index]) {
                value = local
            }
            let what = "the dialog of intent '\(intent)'"
            if let (text, token) = textLiteral(value, in: file, what: what, interpolate: { Self.parameterPlaceholder($0, parameters: parameters) }) {
                found.append((text, token))
            }
            index = end
        }
        guard let last = found.last else { return nil }
        let distinct = Set(found.map(\.0))
        if distinct.count > 1 {
            warn("intent '\(intent)' returns \(distinct.count) different dialogs; app.yaml holds one, so the last (\"\(last.0)\") is kept", at: last.1, in: file)
        }
        return last
    }

    /// `{name}` for an interpolation of a parameter (`\(restaurant)`,
    /// `\(restaurant.name)`, `\(self.time.formatted())`); nil otherwise.
    static func parameterPlaceholder(_ tokens: [SwiftToken], parameters: Set<String>) -> String? {
        var index = 0
        if tokens.count > 2, tokens[0].isWord("self"), tokens[1].isPunctuation(".") { index = 2 }
        guard index < tokens.count, tokens[index].kind == .identifier, parameters.contains(tokens[index].text) else { return nil }
        // What follows may only read from the value: `.name`, `(...)`, `?`, `!`,
        // and formatting arguments after a comma.
        var depth = 0
        var position = index + 1
        while position < tokens.count {
            let token = tokens[position]
            if depth == 0 {
                if token.isPunctuation(",") { break }
                if token.isPunctuation(".") {
                    guard position + 1 < tokens.count, tokens[position + 1].isName else { return nil }
                    position += 2
                    continue
                }
                guard token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("?") || token.isPunctuation("!") else { return nil }
            }
            if token.isPunctuation("(") || token.isPunctuation("[") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") { depth -= 1 }
            position += 1
        }
        return "{\(tokens[index].text)}"
    }

    /// The tokens between the parentheses opening at `open`, and the index of the closing one.
    static func callArguments(_ tokens: [SwiftToken], open: Int) -> ([SwiftToken], Int)? {
        var depth = 0
        for index in open..<tokens.count {
            if tokens[index].isPunctuation("(") { depth += 1 }
            if tokens[index].isPunctuation(")") {
                depth -= 1
                if depth == 0 { return (Array(tokens[(open + 1)..<index]), index) }
            }
        }
        return nil
    }

    /// The value of `let name = ...` (or `var`) written before, in a body.
    static func localValue(_ name: String, in tokens: ArraySlice<SwiftToken>) -> SwiftExpression? {
        var index = tokens.endIndex - 1
        while index >= tokens.startIndex + 2 {
            defer { index -= 1 }
            guard tokens[index].isPunctuation("="), tokens[index - 1].isWord(name), tokens[index - 2].isWord("let") || tokens[index - 2].isWord("var") else { continue }
            var expression: [SwiftToken] = []
            var depth = 0
            for token in tokens[(index + 1)...] {
                if depth == 0, !expression.isEmpty, token.startsLine, !token.isPunctuation("."), token.kind != .operator { break }
                if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") { depth += 1 }
                if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
                    if depth == 0 { break }
                    depth -= 1
                }
                expression.append(token)
            }
            return SwiftExpression.parse(expression)
        }
        return nil
    }
}

extension String {
    /// A Swift number literal as app.yaml writes it: `1_000` is `1000`,
    /// `0x1F` is `31`, `-0b11` is `-3`.
    var yamlNumber: String {
        var digits = String(filter { $0 != "_" })
        let negative = digits.hasPrefix("-")
        if negative { digits.removeFirst() }
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
            if let value = Int(digits.dropFirst(2), radix: radix) { return (negative ? "-" : "") + String(value) }
            if let value = Double(digits) { return (negative ? "-" : "") + String(value) }
        }
        return (negative ? "-" : "") + digits
    }
}
