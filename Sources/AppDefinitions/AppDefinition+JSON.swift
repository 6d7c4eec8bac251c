import JSON

// The app definition as JSON with the keys of app.yaml, for resolvers that
// live outside this process (resolver-protocols.md: `APP`). Records read from
// a `{ file: ... }` are already merged in. Every key whose value is known is
// written, defaults included (`tool: false`), so a program never has to know
// app-format.md's defaults; a key with no value (no description, no result)
// is left out, as it would be in app.yaml.

extension AppDefinition {
    public var json: JSONValue {
        var header = JSONObject()
        header["name"] = .string(name)
        if let bundleIdentifier { header["bundleIdentifier"] = .string(bundleIdentifier) }
        header["synonyms"] = .array(synonyms.map(JSONValue.string))

        var object = JSONObject()
        object["app"] = .object(header)
        object["intents"] = .object(JSONObject(intents.map { ($0.identifier, $0.json) }))
        object["entities"] = .object(JSONObject(entities.map { ($0.identifier, $0.json) }))
        object["enums"] = .object(JSONObject(enums.map { ($0.identifier, $0.json) }))
        object["shortcuts"] = .array(shortcuts.map(\.json))
        object["skills"] = .object(JSONObject(skills.map { ($0.name, $0.json) }))
        return .object(object)
    }
}

extension Intent {
    public var json: JSONValue {
        var object = JSONObject()
        object["title"] = .string(title)
        if let description { object["description"] = .string(description) }
        object["tool"] = .bool(tool)
        if let schema { object["schema"] = .string(schema) }
        object["openAppWhenRun"] = .bool(openAppWhenRun)
        object["needsConfirmation"] = .bool(needsConfirmation)
        object["authentication"] = .string(authentication.rawValue)
        object["destructive"] = .bool(destructive)
        object["parameters"] = .object(JSONObject(parameters.map { ($0.name, $0.json) }))
        if let result { object["result"] = .string(result.description) }
        if let dialog { object["dialog"] = .string(dialog) }
        return .object(object)
    }
}

extension Parameter {
    public var json: JSONValue {
        var object = JSONObject()
        object["title"] = .string(title)
        if let description { object["description"] = .string(description) }
        object["type"] = .string(type.description)
        if let range { object["range"] = .array([Self.number(range.lowerBound), Self.number(range.upperBound)]) }
        if let defaultValue { object["default"] = defaultValue }
        if let requestValueDialog { object["requestValueDialog"] = .string(requestValueDialog) }
        return .object(object)
    }

    /// `12`, not `12.0`, for a whole bound, as app.yaml writes it.
    static func number(_ value: Double) -> JSONValue {
        if value.rounded() == value, abs(value) < 9e15 { return .int(Int(value)) }
        return .double(value)
    }
}

extension EntityType {
    public var json: JSONValue {
        var object = JSONObject()
        object["title"] = .string(title)
        if let description { object["description"] = .string(description) }
        object["indexed"] = .bool(indexed)
        object["authentication"] = .string(authentication.rawValue)
        object["properties"] = .object(JSONObject(properties.map { ($0.name, $0.json) }))
        object["records"] = .array(records.map(\.json))
        return .object(object)
    }
}

extension Property {
    public var json: JSONValue {
        var object = JSONObject()
        object["title"] = .string(title)
        if let description { object["description"] = .string(description) }
        object["type"] = .string(type.description)
        if let authentication { object["authentication"] = .string(authentication.rawValue) }
        return .object(object)
    }
}

extension Record {
    public var json: JSONValue {
        var object = JSONObject()
        object["id"] = .string(id)
        object["title"] = .string(title)
        if let subtitle { object["subtitle"] = .string(subtitle) }
        object["synonyms"] = .array(synonyms.map(JSONValue.string))
        // The model keeps metadata in a dictionary: sorted, so the text is stable.
        object["metadata"] = .object(JSONObject(metadata.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) }))
        object["hideInSpotlight"] = .bool(hideInSpotlight)
        object["properties"] = .object(properties)
        return .object(object)
    }
}

extension EnumType {
    public var json: JSONValue {
        var object = JSONObject()
        object["title"] = .string(title)
        // Always the mapping form of a case, so a program reads one shape.
        object["cases"] = .object(JSONObject(cases.map { item in
            (item.identifier, .object(JSONObject([("title", .string(item.title)), ("synonyms", .array(item.synonyms.map(JSONValue.string)))])))
        }))
        return .object(object)
    }
}

extension Shortcut {
    public var json: JSONValue {
        var object = JSONObject()
        object["intent"] = .string(intent)
        object["phrases"] = .array(phrases.map(JSONValue.string))
        if let shortTitle { object["shortTitle"] = .string(shortTitle) }
        if let systemImageName { object["systemImageName"] = .string(systemImageName) }
        return .object(object)
    }
}

extension Skill {
    public var json: JSONValue {
        .object(JSONObject([("description", .string(description)), ("body", .string(body))]))
    }
}
