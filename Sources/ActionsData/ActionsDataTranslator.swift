import YAML

/// Turns the parsed extract.actionsdata into the imported tree (intents,
/// entities, enums, shortcuts shaped like app.yaml), warning about every
/// part it recognises but cannot translate and ignoring keys it does not
/// know, so that a newer Xcode's additions do not stop an import.
struct ActionsDataTranslator {
    let log: ProblemLog

    /// The format version this importer was written for.
    static let knownVersion = 1

    /// Apple's authentication policies by their number in the file.
    static let authenticationPolicies = ["alwaysAllowed", "requiresAuthentication", "requiresLocalDeviceAuthentication"]

    /// The keys of a parameter's `typeSpecificMetadata` that become app.yaml keys.
    static let defaultValueKey = "LNValueTypeSpecificMetadataKeyDefaultValue"
    static let minimumKey = "LNValueTypeSpecificMetadataKeyMinimumValue"
    static let maximumKey = "LNValueTypeSpecificMetadataKeyMaximumValue"

    func translate(_ root: Node.Mapping) -> Node.Mapping {
        if let version = root["version"], let number = ValueTypeTranslation.integer(version), number != Self.knownVersion {
            log.warning("this file is format version \(number); the importer knows version \(Self.knownVersion) and reads it as that", at: version.mark)
        }
        var tree = TreeBuilder(at: root.mark)
        add(&tree, "intents", from: root.pair("actions"), intents)
        add(&tree, "entities", from: root.pair("entities"), entities)
        add(&tree, "enums", from: root.pair("enums"), enums)
        add(&tree, "shortcuts", from: root.pair("autoShortcuts"), shortcuts)
        guard case .mapping(let mapping) = tree.node else { return Node.Mapping([], mark: root.mark) }
        return mapping
    }

    /// Adds a section, its key marked where the file's key is.
    private func add(_ tree: inout TreeBuilder, _ key: String, from pair: Node.Mapping.Pair?, _ make: (Node) -> Node?) {
        guard let pair, !pair.value.isJSONNull, let value = make(pair.value) else { return }
        tree.add(key, value, keyMark: pair.key.mark)
    }

    // MARK: Intents

    func intents(_ node: Node) -> Node? {
        guard let actions = object(node, "'actions'") else { return nil }
        var section = TreeBuilder(at: actions.mark)
        for pair in actions.pairs {
            guard let name = pair.key.jsonString, !name.isEmpty else { continue }
            guard let body = object(pair.value, "action '\(name)'") else { continue }
            section.add(name: name, at: pair.key.mark, intent(name, body))
        }
        return section.isEmpty ? nil : section.node
    }

    func intent(_ name: String, _ body: Node.Mapping) -> Node {
        var intent = TreeBuilder(at: body.mark)
        intent.add("title", text(body["title"]))
        intent.add("description", text(body["descriptionMetadata"]?.mapping?["descriptionText"]))
        intent.add("schema", schema(body["assistantDefinedSchemas"], of: name))
        intent.add("openAppWhenRun", boolean(body["openAppWhenRun"], "'openAppWhenRun' of action '\(name)'"))
        intent.add("authentication", authentication(body["authenticationPolicy"], of: name))
        if let pair = body.pair("parameters") {
            intent.add("parameters", parameters(pair.value, of: name), keyMark: pair.key.mark)
        }
        if let output = body["outputType"], !output.isJSONNull {
            switch ValueTypeTranslation.translate(output) {
            case .success(let type): intent.add("result", TreeBuilder.text(type, at: output.mark))
            case .failure(let problem): log.warning("the result of action '\(name)' is left out: \(problem.reason)", at: problem.mark)
            }
        }
        return intent.node
    }

    func schema(_ node: Node?, of action: String) -> Node? {
        guard let node, !node.isJSONNull else { return nil }
        guard let items = node.sequence?.items else {
            log.warning("'assistantDefinedSchemas' of action '\(action)' is not a list; it is left out", at: node.mark)
            return nil
        }
        guard let first = items.first else { return nil }
        guard let domain = first.mapping?["domain"]?.jsonString, let name = first.mapping?["name"]?.jsonString else {
            log.warning("the schema of action '\(action)' is not in a shape this importer knows; it is left out", at: first.mark)
            return nil
        }
        if items.count > 1 {
            log.warning("action '\(action)' names \(items.count) schemas; only the first, '\(domain).\(name)', is imported", at: items[1].mark)
        }
        return TreeBuilder.text("\(domain).\(name)", at: first.mark)
    }

    func authentication(_ node: Node?, of action: String) -> Node? {
        guard let node, !node.isJSONNull else { return nil }
        guard let number = ValueTypeTranslation.integer(node), Self.authenticationPolicies.indices.contains(number) else {
            log.warning("unknown 'authenticationPolicy' \(shown(node)) of action '\(action)'; it is left out", at: node.mark)
            return nil
        }
        return TreeBuilder.text(Self.authenticationPolicies[number], at: node.mark)
    }

    func parameters(_ node: Node, of action: String) -> Node? {
        guard !node.isJSONNull else { return nil }
        guard let list = node.sequence else {
            log.warning("the parameters of action '\(action)' are not a list; they are left out", at: node.mark)
            return nil
        }
        var section = TreeBuilder(at: list.mark)
        for item in list.items {
            guard let body = object(item, "a parameter of action '\(action)'") else { continue }
            guard let nameNode = body["name"], let name = nameNode.jsonString, !name.isEmpty else {
                log.warning("a parameter of action '\(action)' has no name; it is left out", at: item.mark)
                continue
            }
            if section.has(name) {
                log.warning("action '\(action)' declares parameter '\(name)' twice; the second is left out", at: nameNode.mark)
                continue
            }
            let what = "parameter '\(name)' of action '\(action)'"
            guard let type = valueType(body, what) else { continue }
            var parameter = TreeBuilder(at: body.mark)
            parameter.add("title", text(body["title"]))
            parameter.add("description", text(body["parameterDescription"]) ?? text(body["descriptionMetadata"]?.mapping?["descriptionText"]))
            parameter.add("type", type)
            let metadata = typeSpecificMetadata(body["typeSpecificMetadata"])
            let base = type.scalar?.string.trimmingSuffix("?") ?? ""
            if let value = metadata[Self.defaultValueKey] {
                parameter.add("default", defaultValue(value, type: base, what))
            }
            if let low = metadata[Self.minimumKey], let high = metadata[Self.maximumKey], base == "Int" || base == "Double" {
                if let low = number(low, integer: base == "Int"), let high = number(high, integer: base == "Int") {
                    parameter.add("range", TreeBuilder.list([low, high], at: low.mark))
                }
            }
            section.add(name: name, at: nameNode.mark, parameter.node)
        }
        return section.isEmpty ? nil : section.node
    }

    /// The app.yaml type of a parameter or property (`isOptional` adds `?`),
    /// or nil with a warning that it is left out.
    func valueType(_ body: Node.Mapping, _ what: String) -> Node? {
        guard let node = body["valueType"], !node.isJSONNull else {
            log.warning("\(what) is left out: it has no value type", at: body.mark)
            return nil
        }
        switch ValueTypeTranslation.translate(node) {
        case .success(let type):
            let optional = body["isOptional"]?.jsonBool == true
            return TreeBuilder.text(type + (optional ? "?" : ""), at: node.mark)
        case .failure(let problem):
            log.warning("\(what) is left out: \(problem.reason)", at: problem.mark)
            return nil
        }
    }

    /// `typeSpecificMetadata` as a dictionary: the file writes it as one flat
    /// list of keys and values, `["Key", {value}, "Key", {value}]`.
    func typeSpecificMetadata(_ node: Node?) -> [String: Node] {
        var entries: [String: Node] = [:]
        if let mapping = node?.mapping {
            for pair in mapping.pairs { if let key = pair.key.jsonString { entries[key] = pair.value } }
        } else if let items = node?.sequence?.items {
            var index = 0
            while index + 1 < items.count {
                if let key = items[index].jsonString { entries[key] = items[index + 1] }
                index += 2
            }
        }
        return entries
    }

    /// A default value, `{"string": {"wrapper": "race"}}` or `{"number":
    /// {"wrapper": 2}}` or `{"bool": {"wrapper": true}}`, as app.yaml writes it.
    func defaultValue(_ node: Node, type: String, _ what: String) -> Node? {
        let inner = node.mapping?.pairs.first.map { $0.value.mapping?["wrapper"] ?? $0.value }
        guard let value = inner, let scalar = value.scalar else {
            log.warning("the default of \(what) is not in a shape this importer knows; it is left out", at: node.mark)
            return nil
        }
        if scalar.style == .doubleQuoted { return TreeBuilder.text(scalar.string, at: scalar.mark) }
        if type == "Bool", case .int(let flag) = scalar.value, flag == 0 || flag == 1 {
            return TreeBuilder.plain(flag == 1 ? "true" : "false", at: scalar.mark)
        }
        if value.jsonBool != nil { return TreeBuilder.plain(scalar.string, at: scalar.mark) }
        guard let number = number(value, integer: type == "Int") else {
            log.warning("the default \(scalar.string) of \(what) does not fit its type \(type); it is left out", at: scalar.mark)
            return nil
        }
        return number
    }

    /// A number as app.yaml writes it: `2`, not `2.0`, for an `Int`; nil
    /// when it is not a number (or not whole, for an `Int`).
    func number(_ node: Node, integer: Bool) -> Node? {
        let inner = node.mapping?.pairs.first.map { $0.value.mapping?["wrapper"] ?? $0.value } ?? node
        guard let scalar = inner.scalar, scalar.style == .plain else { return nil }
        switch scalar.value {
        case .int:
            return TreeBuilder.plain(scalar.string, at: scalar.mark)
        case .double(let value):
            guard integer else { return TreeBuilder.plain(scalar.string, at: scalar.mark) }
            guard value.rounded() == value, abs(value) < 1e15 else { return nil }
            return TreeBuilder.plain(String(Int(value)), at: scalar.mark)
        default:
            return nil
        }
    }

    // MARK: Entities

    func entities(_ node: Node) -> Node? {
        guard let entities = object(node, "'entities'") else { return nil }
        var section = TreeBuilder(at: entities.mark)
        for pair in entities.pairs {
            guard let name = pair.key.jsonString, !name.isEmpty else { continue }
            guard let body = object(pair.value, "entity '\(name)'") else { continue }
            var entity = TreeBuilder(at: body.mark)
            entity.add("title", text(body["displayTypeName"]))
            if let properties = body.pair("properties") {
                entity.add("properties", self.properties(properties.value, of: name), keyMark: properties.key.mark)
            }
            section.add(name: name, at: pair.key.mark, entity.node)
        }
        return section.isEmpty ? nil : section.node
    }

    func properties(_ node: Node, of entity: String) -> Node? {
        guard !node.isJSONNull else { return nil }
        guard let list = node.sequence else {
            log.warning("the properties of entity '\(entity)' are not a list; they are left out", at: node.mark)
            return nil
        }
        var section = TreeBuilder(at: list.mark)
        for item in list.items {
            guard let body = object(item, "a property of entity '\(entity)'") else { continue }
            guard let nameNode = body["identifier"], let name = nameNode.jsonString, !name.isEmpty else {
                log.warning("a property of entity '\(entity)' has no identifier; it is left out", at: item.mark)
                continue
            }
            if section.has(name) {
                log.warning("entity '\(entity)' declares property '\(name)' twice; the second is left out", at: nameNode.mark)
                continue
            }
            guard let type = valueType(body, "property '\(name)' of entity '\(entity)'") else { continue }
            var property = TreeBuilder(at: body.mark)
            property.add("title", text(body["title"]))
            property.add("type", type)
            section.add(name: name, at: nameNode.mark, property.node)
        }
        return section.isEmpty ? nil : section.node
    }

    // MARK: Enums

    /// Enums: Xcode writes a list of objects, each naming itself in
    /// `identifier`; an object keyed by identifier is read too.
    func enums(_ node: Node) -> Node? {
        var declarations: [(name: String, mark: Mark, body: Node.Mapping)] = []
        if let list = node.sequence {
            for item in list.items {
                guard let body = object(item, "an enum") else { continue }
                guard let nameNode = body["identifier"], let name = nameNode.jsonString, !name.isEmpty else {
                    log.warning("an enum has no identifier; it is left out", at: item.mark)
                    continue
                }
                declarations.append((name, nameNode.mark, body))
            }
        } else if let mapping = object(node, "'enums'") {
            for pair in mapping.pairs {
                guard let name = pair.key.jsonString, !name.isEmpty, let body = object(pair.value, "enum '\(name)'") else { continue }
                declarations.append((name, pair.key.mark, body))
            }
        }
        var section = TreeBuilder(at: node.mark)
        for (name, mark, body) in declarations {
            if section.has(name) {
                log.warning("enum '\(name)' is declared twice; the second is left out", at: mark)
                continue
            }
            var enumeration = TreeBuilder(at: body.mark)
            enumeration.add("title", text(body["displayTypeName"]))
            if let cases = body.pair("cases") {
                enumeration.add("cases", self.cases(cases.value, of: name), keyMark: cases.key.mark)
            }
            section.add(name: name, at: mark, enumeration.node)
        }
        return section.isEmpty ? nil : section.node
    }

    func cases(_ node: Node, of enumeration: String) -> Node? {
        guard let list = node.sequence else {
            if !node.isJSONNull { log.warning("the cases of enum '\(enumeration)' are not a list; they are left out", at: node.mark) }
            return nil
        }
        var section = TreeBuilder(at: list.mark)
        for item in list.items {
            guard let body = object(item, "a case of enum '\(enumeration)'") else { continue }
            guard let nameNode = body["identifier"], let name = nameNode.jsonString, !name.isEmpty else {
                log.warning("a case of enum '\(enumeration)' has no identifier; it is left out", at: item.mark)
                continue
            }
            if section.has(name) {
                log.warning("enum '\(enumeration)' declares case '\(name)' twice; the second is left out", at: nameNode.mark)
                continue
            }
            let display = body["displayRepresentation"]?.mapping
            var enumCase = TreeBuilder(at: body.mark)
            enumCase.add("title", text(display?["title"]))
            if let synonyms = display?["synonyms"]?.sequence {
                let items = synonyms.items.compactMap { text($0) }
                if !items.isEmpty { enumCase.add("synonyms", TreeBuilder.list(items, at: synonyms.mark)) }
            }
            section.add(name: name, at: nameNode.mark, enumCase.node)
        }
        return section.isEmpty ? nil : section.node
    }

    // MARK: Shortcuts

    func shortcuts(_ node: Node) -> Node? {
        guard let list = node.sequence else {
            log.warning("'autoShortcuts' is not a list; no shortcuts are imported", at: node.mark)
            return nil
        }
        var shortcuts: [Node] = []
        for item in list.items {
            guard let body = object(item, "an auto shortcut") else { continue }
            guard let intent = body["actionIdentifier"], let name = intent.jsonString, !name.isEmpty else {
                log.warning("an auto shortcut names no action ('actionIdentifier'); it is left out", at: item.mark)
                continue
            }
            var shortcut = TreeBuilder(at: body.mark)
            shortcut.add("intent", TreeBuilder.text(name, at: intent.mark))
            if let templates = body["phraseTemplates"]?.sequence {
                shortcut.add("phrases", TreeBuilder.list(templates.items.compactMap { text($0) }, at: templates.mark))
            }
            shortcut.add("shortTitle", text(body["shortTitle"]))
            if let image = body["systemImageName"] {
                // A plain string, or `{"_0": "fork.knife"}` as some writers spell it.
                let name = image.jsonString.map { (image, $0) } ?? image.mapping?.pairs.first.flatMap { pair in pair.value.jsonString.map { (pair.value, $0) } }
                if let (node, text) = name, !text.isEmpty { shortcut.add("systemImageName", TreeBuilder.text(text, at: node.mark)) }
            }
            shortcuts.append(shortcut.node)
        }
        return shortcuts.isEmpty ? nil : TreeBuilder.list(shortcuts, at: list.mark)
    }

    // MARK: Reading

    /// A text value from a localized string.
    func text(_ node: Node?) -> Node? {
        guard let found = node?.localizedText else { return nil }
        return TreeBuilder.text(found.text, at: found.mark)
    }

    func boolean(_ node: Node?, _ what: String) -> Node? {
        guard let node, !node.isJSONNull else { return nil }
        guard node.jsonBool != nil, let scalar = node.scalar else {
            log.warning("\(what) is not true or false; it is left out", at: node.mark)
            return nil
        }
        return TreeBuilder.plain(scalar.string, at: scalar.mark)
    }

    /// The object `node` is, or nil with a warning naming `what`.
    func object(_ node: Node, _ what: String) -> Node.Mapping? {
        if let mapping = node.mapping { return mapping }
        if !node.isJSONNull {
            log.warning("\(what) is not a JSON object; it is left out", at: node.mark)
        }
        return nil
    }

    private func shown(_ node: Node) -> String {
        node.scalar.map { "'\($0.string)'" } ?? node.kindDescription
    }
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
