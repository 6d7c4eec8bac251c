import AppDefinitions
import Foundation
import JSON

/// The tools an app offers a model, as chat-completions function tools
/// (resolver-protocols.md): one per intent Siri may call, named by the
/// intent's identifier, plus `find_entities` and `load_skill`.
///
/// The text is the app's own: the intent's description (its title when it
/// has none), each parameter's title and description, because picking a
/// tool by its words is exactly what is being evaluated. What the model could
/// not guess is added after the description: the format of dates, the cases
/// of an enum with their titles and synonyms, and the records an entity
/// parameter can name when there are few of them.
struct ToolSchema: Sendable {
    /// An entity parameter lists its record ids up to this many records;
    /// past it the model finds ids with `find_entities`.
    static let listedRecordLimit = 25
    static let searchTool = "find_entities"
    static let skillTool = "load_skill"

    let app: AppDefinition
    /// The intents offered as tools.
    let intents: [Intent]
    /// The `tools` array of a request.
    let tools: [JSONValue]
    let offersSearch: Bool
    let offersSkills: Bool

    init(app: AppDefinition) {
        self.app = app
        intents = Self.offeredIntents(app)
        offersSearch = !app.entities.isEmpty
        offersSkills = !app.skills.isEmpty
        var tools = intents.map { Self.tool(for: $0, in: app) }
        if offersSearch { tools.append(Self.searchToolDefinition(app)) }
        if offersSkills { tools.append(Self.skillToolDefinition(app)) }
        self.tools = tools
    }

    /// The intents marked `tool` or with an app schema; every intent when the
    /// app marks none (an app written before tools existed).
    static func offeredIntents(_ app: AppDefinition) -> [Intent] {
        let marked = app.intents.filter { $0.tool || $0.schema != nil }
        return marked.isEmpty ? app.intents : marked
    }

    func intent(named name: String) -> Intent? { intents.first { $0.identifier == name } }

    static func function(_ name: String, _ description: String, _ parameters: JSONObject) -> JSONValue {
        .object(JSONObject([
            ("type", "function"),
            ("function", .object(JSONObject([("name", .string(name)), ("description", .string(description)), ("parameters", .object(parameters))]))),
        ]))
    }

    static func tool(for intent: Intent, in app: AppDefinition) -> JSONValue {
        var properties = JSONObject()
        for parameter in intent.parameters { properties[parameter.name] = .object(schema(for: parameter, in: app)) }
        var parameters = JSONObject()
        parameters["type"] = "object"
        parameters["title"] = .string(intent.title)
        parameters["properties"] = .object(properties)
        parameters["required"] = .array(intent.parameters.filter(\.isRequired).map { .string($0.name) })
        return function(intent.identifier, intent.description ?? intent.title, parameters)
    }

    /// One parameter as a JSON Schema property.
    static func schema(for parameter: Parameter, in app: AppDefinition) -> JSONObject {
        var (schema, notes) = valueSchema(parameter.type.unwrapped, in: app)
        if let range = parameter.range {
            var target = schema["items"]?.object ?? schema
            target["minimum"] = number(range.lowerBound)
            target["maximum"] = number(range.upperBound)
            if schema["items"] != nil { schema["items"] = .object(target) } else { schema = target }
        }
        var result = JSONObject()
        for (key, value) in schema where key == "type" { result[key] = value }
        result["title"] = .string(parameter.title)
        let description = Self.sentences([parameter.description].compactMap { $0 } + notes)
        if !description.isEmpty { result["description"] = .string(description) }
        for (key, value) in schema where key != "type" { result[key] = value }
        if let defaultValue = parameter.defaultValue { result["default"] = defaultValue }
        return result
    }

    /// The schema of a value of `type`, and what to tell the model about it.
    static func valueSchema(_ type: ValueType, in app: AppDefinition) -> (JSONObject, [String]) {
        switch type {
        case .optional(let wrapped):
            return valueSchema(wrapped, in: app)
        case .string:
            return (["type": "string"], [])
        case .int:
            return (["type": "integer"], [])
        case .double:
            return (["type": "number"], [])
        case .duration:
            return (["type": "number"], ["A length of time, as a number."])
        case .bool:
            return (["type": "boolean"], [])
        case .url:
            return (["type": "string", "format": "uri"], [])
        case .date:
            return (["type": "string", "format": "date-time"], ["An ISO 8601 date-time with its UTC offset, such as 2026-12-05T19:30:00-05:00."])
        case .enumeration(let name):
            guard let enumeration = app.enumeration(named: name) else { return (["type": "string"], []) }
            let cases = enumeration.cases.map { item in
                let words = ([item.title] + item.synonyms).filter { $0 != item.identifier }
                return words.isEmpty ? item.identifier : "\(item.identifier) (\(words.joined(separator: ", ")))"
            }
            return (
                ["type": "string", "enum": .array(enumeration.cases.map { .string($0.identifier) })],
                ["One of: \(cases.joined(separator: "; "))."]
            )
        case .entity(let name):
            guard let entity = app.entity(named: name) else { return (["type": "string"], []) }
            if entity.records.isEmpty {
                return (["type": "string"], ["The identifier of a \(entity.title) (\(name))."])
            }
            if entity.records.count <= listedRecordLimit {
                let listed = entity.records.map { "\($0.id) (\($0.title))" }.joined(separator: "; ")
                return (
                    ["type": "string", "enum": .array(entity.records.map { .string($0.id) })],
                    ["The identifier of a \(entity.title): \(listed)."]
                )
            }
            return (["type": "string"], ["The identifier of a \(entity.title) (\(name)); look it up with \(searchTool)."])
        case .array(let element):
            let (items, notes) = valueSchema(element, in: app)
            return (["type": "array", "items": .object(items)], notes.map { "Each item: \($0)" })
        }
    }

    static func searchToolDefinition(_ app: AppDefinition) -> JSONValue {
        let kinds = app.entities.map { entity in
            "\(entity.identifier) (\(entity.title)\(entity.description.map { ": \($0)" } ?? ""))"
        }
        let parameters: JSONObject = [
            "type": "object",
            "properties": [
                "entity": [
                    "type": "string",
                    "enum": .array(app.entities.map { .string($0.identifier) }),
                    "description": "The type of content to search.",
                ],
                "query": [
                    "type": "string",
                    "description": "Words to look for: a name, a place, a day such as Friday. An empty query lists every record of the type.",
                ],
            ],
            "required": ["entity", "query"],
        ]
        return function(
            searchTool,
            "Searches \(app.name)'s content and returns the matching records with their identifiers and properties. Use it to find the identifier an action needs, or to answer a question about the content. Types: \(kinds.joined(separator: "; ")).",
            parameters
        )
    }

    static func skillToolDefinition(_ app: AppDefinition) -> JSONValue {
        let parameters: JSONObject = [
            "type": "object",
            "properties": [
                "name": ["type": "string", "enum": .array(app.skills.map { .string($0.name) }), "description": "The skill's name."],
            ],
            "required": ["name"],
        ]
        return function(
            skillTool,
            "Loads one of \(app.name)'s skills by name: guidance for a request that takes several steps. Load the skill whose description fits the request before acting on it.",
            parameters
        )
    }

    /// Texts joined as sentences: a full stop is added where one ends without.
    static func sentences(_ parts: [String]) -> String {
        let texts = parts.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        return texts.enumerated().map { index, text in
            index < texts.count - 1 && !".!?:;".contains(text.last ?? ".") ? text + "." : text
        }.joined(separator: " ")
    }

    static func number(_ value: Double) -> JSONValue {
        if value.rounded() == value, abs(value) < 9e15 { return .int(Int(value)) }
        return .double(value)
    }
}
