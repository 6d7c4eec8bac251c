import AppDefinitions
import Dates
import Foundation
import JSON
import Scenarios
import Transcripts

/// Answers a model's tool calls as the app and Siri would, and records what
/// happened in the turn's transcript: intent calls become invocations with
/// an outcome, searches become found entities, loaded skills are listed, and
/// entity ids taken from the screen are reported as on-screen entities.
///
/// Nothing is really run. An intent that would run answers from its app
/// definition: its dialog with the arguments filled in, and its result (the
/// record an argument names, or the records a list result can hold), or a
/// plain success. Before that, Siri's rules apply, in this order:
///
/// 1. arguments that are not a JSON object: `failed`, with the parse error
///    (a failed invocation's `result` is `{"error": ...}`, what the model
///    was told);
/// 2. an unknown parameter or a value that does not fit its type or range:
///    `failed`, saying which;
/// 3. a required parameter missing: `needsInput`, with the question to ask;
/// 4. on a locked device, an intent that needs authentication: `failed`;
/// 5. an intent that needs confirmation or is destructive:
///    `awaitingConfirmation`, until the model makes the same call (the same
///    intent with the same arguments) again in a later turn, after the
///    person has answered; a call with other arguments is a new question;
/// 6. otherwise `succeeded`.
///
/// Invocations keep the arguments exactly as the model gave them; the
/// answer (dialog, result, confirmation question) uses the parameters'
/// defaults for those left out.
struct ToolRunner {
    let schema: ToolSchema
    let context: ScenarioContext
    var app: AppDefinition { schema.app }

    /// A call's arguments as the model sent them.
    enum Arguments {
        case object(JSONObject)
        /// Not a JSON object: why, and the text as sent.
        case malformed(String, String)

        /// Reads `function.arguments`: JSON text (as OpenAI sends it) or an
        /// object (as some servers do); nothing or "" is no arguments.
        init(_ value: JSONValue?) {
            switch value {
            case nil, .null?:
                self = .object(JSONObject())
            case .object(let object)?:
                self = .object(object)
            case .string(let text)?:
                if text.allSatisfy(\.isWhitespace) {
                    self = .object(JSONObject())
                    return
                }
                do {
                    let parsed = try JSONParser.parse(text)
                    if let object = parsed.object {
                        self = .object(object)
                    } else {
                        self = .malformed("expected a JSON object of arguments, found \(parsed.kindDescription)", text)
                    }
                } catch {
                    self = .malformed("the arguments are not valid JSON: \(error.message) at column \(error.column)", text)
                }
            case let other?:
                self = .malformed("expected a JSON object of arguments, found \(other.kindDescription)", other.serialized())
            }
        }
    }

    /// A call that awaits the person's confirmation: what they were asked
    /// to confirm, the intent and its arguments (defaults filled in, numbers
    /// compared by value, key order ignored).
    struct PendingCall: Hashable {
        var intent: String
        var arguments: JSONObject

        init(intent: String, arguments: JSONObject) {
            self.intent = intent
            self.arguments = Self.normalized(arguments)
        }

        /// Integral doubles as ints, so `4.0` asks the same as `4`.
        static func normalized(_ object: JSONObject) -> JSONObject {
            JSONObject(object.map { ($0.key, normalized($0.value)) })
        }

        static func normalized(_ value: JSONValue) -> JSONValue {
            switch value {
            case .double(let number): value.int.map(JSONValue.int) ?? .double(number)
            case .array(let items): .array(items.map(normalized))
            case .object(let object): .object(normalized(object))
            default: value
            }
        }
    }

    /// What one call did: the answer for the model and a line for the trace.
    struct Answer {
        var content: JSONValue
        var status: String
    }

    /// Runs one call, adding what it did to `turn`. `pending` holds the
    /// calls awaiting confirmation, by the turn that asked.
    func run(_ name: String, _ arguments: Arguments, turn number: Int, pending: inout [PendingCall: Int], into turn: inout TranscriptTurn) -> Answer {
        if name == ToolSchema.searchTool, schema.offersSearch { return search(arguments, into: &turn) }
        if name == ToolSchema.skillTool, schema.offersSkills { return loadSkill(arguments, into: &turn) }
        guard let intent = schema.intent(named: name) else {
            let names = schema.intents.map(\.identifier) + (schema.offersSearch ? [ToolSchema.searchTool] : []) + (schema.offersSkills ? [ToolSchema.skillTool] : [])
            return Self.error("there is no tool named '\(name)'; the tools are \(names.joined(separator: ", "))", status: "unknown tool")
        }
        return invoke(intent, arguments, turn: number, pending: &pending, into: &turn)
    }

    static func error(_ message: String, status: String = "failed") -> Answer {
        Answer(content: .object(JSONObject([("status", "failed"), ("error", .string(message))])), status: status)
    }

    // MARK: Intents

    func invoke(_ intent: Intent, _ arguments: Arguments, turn number: Int, pending: inout [PendingCall: Int], into turn: inout TranscriptTurn) -> Answer {
        func record(_ outcome: Outcome, _ arguments: JSONObject, result: JSONValue? = nil) {
            turn.invocations.append(Invocation(intent: intent.identifier, arguments: arguments, outcome: outcome, result: result))
        }
        /// A failed invocation whose result says why, as the model is told.
        func fail(_ message: String, _ arguments: JSONObject) -> Answer {
            record(.failed, arguments, result: .object(JSONObject([("error", .string(message))])))
            return Self.error(message)
        }
        guard case .object(let given) = arguments else {
            if case .malformed(let problem, _) = arguments { return fail(problem, JSONObject()) }
            return fail("unreadable arguments", JSONObject())
        }
        // A null argument is one not given (transcript-format.md).
        let values = JSONObject(given.filter { !$0.value.isNull }.map { ($0.key, $0.value) })
        noteOnScreen(intent, values, into: &turn)

        let unknown = values.keys.filter { intent.parameter(named: $0) == nil }
        if let name = unknown.first {
            let known = intent.parameters.map(\.name)
            return fail("\(intent.identifier) has no parameter '\(name)'; its parameters are \(known.isEmpty ? "none" : known.joined(separator: ", "))", values)
        }
        for parameter in intent.parameters {
            guard let value = values[parameter.name] else { continue }
            if let problem = ValueConformance.problem(value, parameter.type, in: app) ?? Self.rangeProblem(value, parameter) {
                return fail("\(parameter.name): \(problem)", values)
            }
        }
        let missing = intent.parameters.filter { $0.isRequired && values[$0.name] == nil }
        if let first = missing.first {
            record(.needsInput, values)
            return Answer(content: .object(JSONObject([
                ("status", "needsInput"),
                ("missing", .array(missing.map { .string($0.name) })),
                ("ask", .string(first.requestValueDialog ?? "What \(first.title.lowercased()) would you like?")),
                ("instructions", .string("Ask the person this and wait for the answer. Call \(intent.identifier) again with every argument once you know it.")),
            ])), status: "needsInput")
        }
        if context.locked, intent.authentication.needsUnlock {
            return fail("the device is locked: the person must unlock it before \(intent.title) can run", values)
        }
        // The invocation keeps the arguments as the model gave them
        // (resolver-protocols.md); the app answers with its defaults filled in.
        var filled = values
        for parameter in intent.parameters where filled[parameter.name] == nil {
            if let defaultValue = parameter.defaultValue { filled[parameter.name] = defaultValue }
        }
        if intent.needsConfirmation || intent.destructive {
            // Only the call the person was asked about, asked in an earlier
            // turn, has been confirmed.
            let call = PendingCall(intent: intent.identifier, arguments: filled)
            if let asked = pending[call], asked < number {
                pending[call] = nil
            } else {
                if pending[call] == nil { pending[call] = number }
                record(.awaitingConfirmation, values)
                return Answer(content: .object(JSONObject([
                    ("status", "awaitingConfirmation"),
                    ("ask", .string("\(intent.title)\(summary(intent, filled)): ask the person to confirm.")),
                    ("instructions", .string("Nothing has run yet. Ask the person to confirm, and call \(intent.identifier) again with the same arguments only after they say yes.")),
                ])), status: "awaitingConfirmation")
            }
        }
        let (result, described) = self.result(of: intent, filled)
        record(.succeeded, values, result: result)
        var content = JSONObject([("status", "succeeded")])
        if let dialog = intent.dialog { content["dialog"] = .string(fill(dialog, filled, of: intent)) }
        if let described { content["result"] = described }
        return Answer(content: .object(content), status: "succeeded")
    }

    static func rangeProblem(_ value: JSONValue, _ parameter: Parameter) -> String? {
        guard let range = parameter.range else { return nil }
        let numbers = value.array?.compactMap(\.double) ?? [value.double].compactMap { $0 }
        for number in numbers where !range.contains(number) {
            return "\(ToolSchema.number(number)) is outside the range \(ToolSchema.number(range.lowerBound)) to \(ToolSchema.number(range.upperBound))"
        }
        return nil
    }

    /// Entity ids among the arguments that are on the screen: Siri took them
    /// from there.
    func noteOnScreen(_ intent: Intent, _ values: JSONObject, into turn: inout TranscriptTurn) {
        guard !context.onScreen.isEmpty else { return }
        for parameter in intent.parameters {
            let type = parameter.type.arrayElement ?? parameter.type.unwrapped
            guard case .entity(let entity) = type.unwrapped, let value = values[parameter.name] else { continue }
            for id in (value.array ?? [value]).compactMap(\.string) {
                let reference = EntityReference(entity: entity, id: id)
                if context.onScreen.contains(reference), !turn.onScreen.contains(reference) { turn.onScreen.append(reference) }
            }
        }
    }

    /// The result for the transcript and for the model: the record an
    /// argument of the result's entity type names, or the records a list
    /// of entities can hold.
    func result(of intent: Intent, _ values: JSONObject) -> (JSONValue?, JSONValue?) {
        guard let type = intent.result?.unwrapped else { return (nil, nil) }
        if case .entity(let name) = type, let entity = app.entity(named: name) {
            for parameter in intent.parameters where parameter.type.unwrapped == .entity(name) {
                if let id = values[parameter.name]?.string, let record = entity.record(id: id) {
                    return (Self.reference(name, id), .object(describe(record, of: entity)))
                }
            }
            return (nil, nil)
        }
        if case .array(let element) = type, case .entity(let name) = element.unwrapped, let entity = app.entity(named: name), !entity.records.isEmpty {
            let records = entity.records.prefix(EntitySearch.limit)
            return (.array(records.map { Self.reference(name, $0.id) }), .array(records.map { .object(describe($0, of: entity)) }))
        }
        return (nil, nil)
    }

    static func reference(_ entity: String, _ id: String) -> JSONValue {
        .object(JSONObject([("entity", .string(entity)), ("id", .string(id))]))
    }

    /// `", restaurant: Luca, partySize: 4"` for a confirmation question.
    func summary(_ intent: Intent, _ values: JSONObject) -> String {
        let parts = intent.parameters.compactMap { parameter in
            values[parameter.name].map { "\(parameter.title): \(display($0, parameter.type))" }
        }
        return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
    }

    /// The dialog with `{parameter}` replaced by what Siri would say for it.
    func fill(_ dialog: String, _ values: JSONObject, of intent: Intent) -> String {
        var text = dialog
        for parameter in intent.parameters {
            let value = values[parameter.name].map { display($0, parameter.type) } ?? ""
            text = text.replacingOccurrences(of: "{\(parameter.name)}", with: value)
        }
        return text
    }

    /// A value as words: a record's title, an enum case's title, a date in
    /// the person's time zone.
    func display(_ value: JSONValue, _ type: ValueType) -> String {
        if let items = value.array {
            let element = type.arrayElement ?? .string
            return items.map { display($0, element) }.joined(separator: ", ")
        }
        switch (type.unwrapped, value) {
        case (.entity(let name), .string(let id)):
            return app.entity(named: name)?.record(id: id)?.title ?? id
        case (.enumeration(let name), .string(let id)):
            return app.enumeration(named: name)?.cases.first { $0.identifier == id }?.title ?? id
        case (.date, .string(let text)):
            return Self.spokenDate(text, context: context)
        case (_, .string(let text)):
            return text
        case (_, .bool(let flag)):
            return flag ? "yes" : "no"
        default:
            return value.serialized()
        }
    }

    static func spokenDate(_ text: String, context: ScenarioContext) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = context.timeZone
        if let dateTime = ISODate.parseDateTime(text) {
            formatter.dateFormat = "EEE, MMM d 'at' h:mm a"
            let instant = dateTime.instant(fallbackOffset: context.clock.offset(at: context.now))
            return formatter.string(from: Date(timeIntervalSince1970: instant))
        }
        if let day = ISODate.parseDay(text) {
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "EEE, MMM d"
            return formatter.string(from: Date(timeIntervalSince1970: Double(day.daysSinceEpoch * 86_400)))
        }
        return text
    }

    // MARK: Search and skills

    /// A record as the model sees it, without the properties a locked device
    /// must not reveal.
    func describe(_ record: Record, of entity: EntityType) -> JSONObject {
        var object = JSONObject([("id", .string(record.id)), ("title", .string(record.title))])
        if let subtitle = record.subtitle { object["subtitle"] = .string(subtitle) }
        let properties = visibleProperties(record, of: entity)
        if !properties.isEmpty { object["properties"] = .object(properties) }
        return object
    }

    func visibleProperties(_ record: Record, of entity: EntityType) -> JSONObject {
        guard context.locked else { return record.properties }
        return JSONObject(record.properties.filter { key, _ in
            !(entity.property(named: key)?.authentication?.needsUnlock ?? false)
        }.map { ($0.key, $0.value) })
    }

    func search(_ arguments: Arguments, into turn: inout TranscriptTurn) -> Answer {
        guard case .object(let values) = arguments else {
            if case .malformed(let problem, _) = arguments { return Self.error(problem) }
            return Self.error("unreadable arguments")
        }
        let types = app.entities.map(\.identifier)
        guard let name = values["entity"]?.string else {
            return Self.error("say which entity to search: one of \(types.joined(separator: ", "))")
        }
        guard let entity = app.entity(named: name) else {
            return Self.error("there is no entity type '\(name)'; the types are \(types.joined(separator: ", "))")
        }
        if context.locked, entity.authentication.needsUnlock {
            return Self.error("the device is locked: the person must unlock it to see \(entity.title) records")
        }
        let query = values["query"]?.string ?? ""
        let records = EntitySearch.search(query, in: entity)
        for record in records where !turn.found.contains(where: { $0.entity == name && $0.id == record.id }) {
            turn.found.append(FoundEntity(entity: name, id: record.id, properties: visibleProperties(record, of: entity)))
        }
        var content = JSONObject([("results", .array(records.map { .object(describe($0, of: entity)) }))])
        if records.isEmpty {
            content["note"] = .string(entity.records.isEmpty
                ? "\(app.name) has no \(entity.title) records to search"
                : "nothing matched '\(query)'; try other words, or an empty query to list every \(entity.title)")
        }
        return Answer(content: .object(content), status: "found \(records.count)")
    }

    func loadSkill(_ arguments: Arguments, into turn: inout TranscriptTurn) -> Answer {
        guard case .object(let values) = arguments else {
            if case .malformed(let problem, _) = arguments { return Self.error(problem) }
            return Self.error("unreadable arguments")
        }
        let names = app.skills.map(\.name)
        guard let name = values["name"]?.string, let skill = app.skill(named: name) else {
            return Self.error("there is no skill named '\(values["name"]?.string ?? "")'; the skills are \(names.joined(separator: ", "))")
        }
        if !turn.skills.contains(name) { turn.skills.append(name) }
        return Answer(content: .object(JSONObject([("name", .string(name)), ("body", .string(skill.body))])), status: "loaded")
    }
}
