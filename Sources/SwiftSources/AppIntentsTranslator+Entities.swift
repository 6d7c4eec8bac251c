import YAML

extension AppIntentsTranslator {
    static let propertyAttributes: Set<String> = ["Property", "ComputedProperty", "DeferredProperty"]
    /// Property macro arguments that say nothing app.yaml records.
    static let ignoredPropertyArguments: Set<String> = ["indexingKey", "customIndexingKey", "identifier"]

    // MARK: Entities

    /// One entity: `struct X: AppEntity` (or `IndexedEntity`, `@AppEntity(...)`).
    mutating func entity(_ entry: SwiftTypeCatalog.Entry) -> Node {
        let mainFile = entry.main.file
        let name = entry.name
        var entity = MappingBuilder(at: files[mainFile].mark(entry.main.declaration.nameToken))
        var schema = false
        if let (attribute, file) = catalog.attribute(of: entry, named: Self.entityMacros) {
            for argument in SwiftExpression.parseArguments(attribute.arguments ?? []) {
                switch (argument.label, argument.value) {
                case (nil, .path(["generable"], true, _)):
                    break
                case ("schema", .path(_, true, _)):
                    schema = true
                default:
                    warn("unknown argument \(Self.name(of: argument)) of @\(attribute.name); it is ignored", at: argument.labelToken, in: file)
                }
            }
        }
        if let (value, file) = staticValue("typeDisplayRepresentation", of: entry),
           let title = textNode(value, in: file, what: "the typeDisplayRepresentation of entity '\(name)'") {
            entity.add("title", title)
        }
        if catalog.conformances(of: entry).contains("IndexedEntity") {
            let (token, file) = catalog.conformance("IndexedEntity", of: entry)
            entity.add("indexed", MappingBuilder.bool(true, at: files[file].mark(token)))
        }
        if let (value, file) = staticValue("authenticationPolicy", of: entry),
           let policy = authentication(value, in: file, what: "the authenticationPolicy of entity '\(name)'") {
            entity.add("authentication", MappingBuilder.text(policy, at: files[file].mark(value.token)))
        }
        var properties = MappingBuilder(at: entity.mark)
        for (member, file) in catalog.members(of: entry) where member.kind == .variable && !member.isStatic {
            let attribute = member.attributes.first { Self.propertyAttributes.contains($0.name) }
            guard attribute != nil || (schema && member.attributes.isEmpty && member.body == nil && member.name != "id") else { continue }
            guard !properties.has(member.name), let node = property(member, attribute: attribute, of: name, in: file) else { continue }
            properties.add(member.name, node, keyMark: files[file].mark(member.nameToken))
        }
        if !properties.isEmpty { entity.add("properties", properties.node, keyMark: properties.pairs[0].key.mark) }
        return entity.node
    }

    /// One property: `@Property(title: ...) var name: Type` (or a computed or
    /// deferred one). Nil when Siri never sees it (`visibility: .internal`)
    /// and nil (reported) when its type cannot be represented.
    mutating func property(_ member: SwiftMember, attribute: SwiftAttribute?, of entity: String, in file: Int) -> Node? {
        let what = "property '\(member.name)' of entity '\(entity)'"
        let arguments = SwiftExpression.parseArguments(attribute?.arguments ?? [])
        if let visibility = arguments.value("visibility"), case .path(["internal"], true, _) = visibility { return nil }
        guard let type = type(member.type, at: member.nameToken, in: file, what: what) else { return nil }
        var property = MappingBuilder(at: files[file].mark(member.nameToken))
        var title: Node?, description: Node?, authentication: Node?
        for argument in arguments {
            let value = argument.value
            let mark = files[file].mark(value.token)
            switch argument.label {
            case "title":
                title = textNode(value, in: file, what: "the title of \(what)")
            case "description":
                description = textNode(value, in: file, what: "the description of \(what)")
            case "authenticationPolicy":
                authentication = self.authentication(value, in: file, what: "the authenticationPolicy of \(what)").map { MappingBuilder.text($0, at: mark) }
            case "visibility":
                break
            case let label? where Self.ignoredPropertyArguments.contains(label):
                break
            default:
                warn("unknown argument \(Self.name(of: argument)) of @\(attribute?.name ?? "Property") for \(what); it is ignored", at: argument.labelToken, in: file)
            }
        }
        if let title { property.add("title", title) }
        if let description { property.add("description", description) }
        property.add("type", MappingBuilder.text(type, at: files[file].mark(member.type.first ?? member.nameToken)))
        if let authentication { property.add("authentication", authentication) }
        return property.node
    }

    // MARK: Enums

    /// One enum: `enum X: String, AppEnum` (or `@AppEnum(...)`), its cases
    /// titled by `caseDisplayRepresentations`.
    mutating func enumeration(_ entry: SwiftTypeCatalog.Entry) -> Node {
        let mainFile = entry.main.file
        let name = entry.name
        var enumeration = MappingBuilder(at: files[mainFile].mark(entry.main.declaration.nameToken))
        if let (attribute, file) = catalog.attribute(of: entry, named: Self.enumMacros) {
            for argument in SwiftExpression.parseArguments(attribute.arguments ?? []) where argument.label != "schema" {
                warn("unknown argument \(Self.name(of: argument)) of @\(attribute.name); it is ignored", at: argument.labelToken, in: file)
            }
        }
        if let (value, file) = staticValue("typeDisplayRepresentation", of: entry),
           let title = textNode(value, in: file, what: "the typeDisplayRepresentation of enum '\(name)'") {
            enumeration.add("title", title)
        }
        var cases: [(token: SwiftToken, file: Int)] = []
        for (member, file) in catalog.members(of: entry) where member.kind == .enumCase {
            for token in member.cases where !cases.contains(where: { $0.token.text == token.text }) { cases.append((token, file)) }
        }
        var titles: [String: (title: String, synonyms: [String], mark: Mark, synonymsMark: Mark)] = [:]
        var titlesRead = false
        if let (value, file) = staticValue("caseDisplayRepresentations", of: entry) {
            if case .dictionary(let pairs, _) = value {
                titlesRead = true
                for (key, display) in pairs {
                    let identifier: String?
                    switch key {
                    case .path(let names, true, _) where names.count == 1: identifier = names[0]
                    case .path(let names, false, _) where names.count == 2 && names[0] == name || names.count == 2 && names[0] == "Self": identifier = names[1]
                    default: identifier = nil
                    }
                    guard let identifier, cases.contains(where: { $0.token.text == identifier }) else {
                        warn("caseDisplayRepresentations of enum '\(name)' has the key \(Self.describe(key)), which is not one of its cases; it is ignored", at: key.token, in: file)
                        continue
                    }
                    if let read = caseDisplay(display, in: file, what: "the display representation of case '\(identifier)' of enum '\(name)'") {
                        titles[identifier] = read
                    }
                }
            } else {
                warn("caseDisplayRepresentations of enum '\(name)' is \(Self.describe(value)), not a dictionary literal; its cases are titled by their identifiers", at: value.token, in: file)
            }
        } else if !cases.isEmpty {
            warn("enum '\(name)' has no caseDisplayRepresentations; its cases are titled by their identifiers", at: entry.main.declaration.nameToken, in: mainFile)
        }
        var caseNodes = MappingBuilder(at: enumeration.mark)
        for (token, file) in cases {
            let mark = files[file].mark(token)
            guard let display = titles[token.text] else {
                if titlesRead {
                    warn("case '\(token.text)' of enum '\(name)' has no entry in caseDisplayRepresentations; its title is its identifier", at: token, in: file)
                }
                caseNodes.add(token.text, MappingBuilder.text(token.text, at: mark), keyMark: mark)
                continue
            }
            if display.synonyms.isEmpty {
                caseNodes.add(token.text, MappingBuilder.text(display.title, at: display.mark), keyMark: mark)
            } else {
                var body = MappingBuilder(at: display.mark)
                body.add("title", MappingBuilder.text(display.title, at: display.mark))
                body.add("synonyms", .sequence(Node.Sequence(display.synonyms.map { MappingBuilder.text($0, at: display.synonymsMark) }, mark: display.synonymsMark)))
                caseNodes.add(token.text, body.node, keyMark: mark)
            }
        }
        if !caseNodes.isEmpty { enumeration.add("cases", caseNodes.node, keyMark: caseNodes.pairs[0].key.mark) }
        return enumeration.node
    }

    /// The title and synonyms of one `caseDisplayRepresentations` value:
    /// `"Indoors"`, `DisplayRepresentation(title: "Indoors", synonyms: [...])`
    /// or `.init(...)`.
    mutating func caseDisplay(_ value: SwiftExpression, in file: Int, what: String) -> (title: String, synonyms: [String], mark: Mark, synonymsMark: Mark)? {
        let mark = files[file].mark(value.token)
        if case .call = value, let callee = value.calleeName, callee == "DisplayRepresentation" || callee == "init" {
            let arguments = value.arguments
            guard let titleValue = arguments.value("title") ?? arguments.value("stringLiteral") ?? arguments.firstUnlabeled else {
                warn("\(what) has no title; it is left out", at: value.token, in: file)
                return nil
            }
            guard let (title, titleToken) = textLiteral(titleValue, in: file, what: what) else { return nil }
            var synonyms: [String] = []
            var synonymsMark = mark
            if let list = arguments.value("synonyms") {
                synonymsMark = files[file].mark(list.token)
                if case .array(let items, _) = list {
                    for item in items {
                        if let synonym = text(item, in: file, what: "a synonym in \(what)") { synonyms.append(synonym) }
                    }
                } else {
                    warn("the synonyms of \(what) are \(Self.describe(list)), not a list literal; they are left out", at: list.token, in: file)
                }
            }
            return (title, synonyms, files[file].mark(titleToken), synonymsMark)
        }
        guard let (title, token) = textLiteral(value, in: file, what: what) else { return nil }
        return (title, [], files[file].mark(token), mark)
    }
}
