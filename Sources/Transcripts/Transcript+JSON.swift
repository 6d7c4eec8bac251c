import JSON

// The JSON form of transcripts (transcript-format.md), read strictly so that a
// resolver that answers with something else costs a run with a clear message.

extension Transcript {
    public init(json: JSONValue) throws(TranscriptFormatError) {
        let object = try JSONReading.object(json, "")
        try JSONReading.checkKeys(object, ["scenario", "run", "turns", "error"], "")
        scenario = try JSONReading.string(object["scenario"], "scenario")
        guard let run = object["run"]?.int, run >= 1 else {
            throw TranscriptFormatError(path: "run", message: "expected a run number of at least 1")
        }
        self.run = run
        let turns = try JSONReading.array(object["turns"], "turns")
        self.turns = []
        for (index, turn) in turns.enumerated() {
            self.turns.append(try TranscriptTurn(json: turn, path: "turns[\(index)]"))
        }
        error = try JSONReading.optionalString(object["error"], "error")
    }

    public var json: JSONValue {
        var object = JSONObject()
        object["scenario"] = .string(scenario)
        object["run"] = .int(run)
        object["turns"] = .array(turns.map(\.json))
        object["error"] = error.map(JSONValue.string) ?? .null
        return .object(object)
    }
}

extension TranscriptTurn {
    /// Reads a turn; `requireUtterance` is false for a resolver's answer, to
    /// which the harness adds the utterance itself.
    public init(json: JSONValue, path: String = "", requireUtterance: Bool = true, utterance fallback: String = "") throws(TranscriptFormatError) {
        let object = try JSONReading.object(json, path)
        let prefix = path.isEmpty ? "" : path + "."
        try JSONReading.checkKeys(object, ["type", "utterance", "invocations", "found", "onScreen", "skills", "response", "latencyMs", "trace"], path)
        if requireUtterance || object["utterance"] != nil {
            utterance = try JSONReading.string(object["utterance"], prefix + "utterance")
        } else {
            utterance = fallback
        }
        invocations = []
        for (index, item) in try JSONReading.array(object["invocations"], prefix + "invocations").enumerated() {
            invocations.append(try Invocation(json: item, path: "\(prefix)invocations[\(index)]"))
        }
        found = []
        for (index, item) in try JSONReading.array(object["found"], prefix + "found").enumerated() {
            let itemPath = "\(prefix)found[\(index)]"
            let entity = try JSONReading.object(item, itemPath)
            try JSONReading.checkKeys(entity, ["entity", "id", "properties"], itemPath)
            var properties = JSONObject()
            if let value = entity["properties"], !value.isNull {
                guard let object = value.object else {
                    throw TranscriptFormatError(path: itemPath + ".properties", message: "expected an object")
                }
                properties = object
            }
            found.append(FoundEntity(
                entity: try JSONReading.string(entity["entity"], itemPath + ".entity"),
                id: try JSONReading.optionalString(entity["id"], itemPath + ".id"),
                properties: properties
            ))
        }
        onScreen = []
        for (index, item) in try JSONReading.array(object["onScreen"], prefix + "onScreen").enumerated() {
            let itemPath = "\(prefix)onScreen[\(index)]"
            let entity = try JSONReading.object(item, itemPath)
            try JSONReading.checkKeys(entity, ["entity", "id"], itemPath)
            onScreen.append(EntityReference(
                entity: try JSONReading.string(entity["entity"], itemPath + ".entity"),
                id: try JSONReading.string(entity["id"], itemPath + ".id")
            ))
        }
        skills = []
        for (index, item) in try JSONReading.array(object["skills"], prefix + "skills").enumerated() {
            skills.append(try JSONReading.string(item, "\(prefix)skills[\(index)]"))
        }
        response = try JSONReading.optionalString(object["response"], prefix + "response")
        switch object["latencyMs"] {
        case nil, .null?: latencyMs = nil
        case let value?:
            guard let number = value.double else { throw TranscriptFormatError(path: prefix + "latencyMs", message: "expected a number") }
            latencyMs = number
        }
        trace = Self.present(object["trace"])
    }

    /// The value, or nil when absent or null. (A closure returning `nil`
    /// would make `.null`, as JSONValue takes the nil literal.)
    static func present(_ value: JSONValue?) -> JSONValue? {
        guard let value, !value.isNull else { return nil }
        return value
    }

    public var json: JSONValue {
        var object = JSONObject()
        object["utterance"] = .string(utterance)
        object["invocations"] = .array(invocations.map(\.json))
        object["found"] = .array(found.map { entity in
            var object = JSONObject()
            object["entity"] = .string(entity.entity)
            if let id = entity.id { object["id"] = .string(id) }
            if !entity.properties.isEmpty { object["properties"] = .object(entity.properties) }
            return .object(object)
        })
        object["onScreen"] = .array(onScreen.map { .object(JSONObject([("entity", .string($0.entity)), ("id", .string($0.id))])) })
        object["skills"] = .array(skills.map(JSONValue.string))
        object["response"] = response.map(JSONValue.string) ?? .null
        if let latencyMs { object["latencyMs"] = .double((latencyMs * 1000).rounded() / 1000) }
        if let trace { object["trace"] = trace }
        return .object(object)
    }
}

extension Invocation {
    public init(json: JSONValue, path: String) throws(TranscriptFormatError) {
        let object = try JSONReading.object(json, path)
        try JSONReading.checkKeys(object, ["intent", "arguments", "outcome", "result"], path)
        intent = try JSONReading.string(object["intent"], path + ".intent")
        switch object["arguments"] {
        case nil, .null?: arguments = JSONObject()
        case .object(let values)?: arguments = values
        case _?: throw TranscriptFormatError(path: path + ".arguments", message: "expected an object mapping parameter names to values")
        }
        switch object["outcome"] {
        case nil, .null?: outcome = .unreported
        case .string(let text)?:
            guard let value = Outcome(rawValue: text) else {
                throw TranscriptFormatError(
                    path: path + ".outcome",
                    message: "unknown outcome '\(text)'; expected one of \(Outcome.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            outcome = value
        case _?: throw TranscriptFormatError(path: path + ".outcome", message: "expected a string")
        }
        result = TranscriptTurn.present(object["result"])
    }

    public var json: JSONValue {
        var object = JSONObject()
        object["intent"] = .string(intent)
        object["arguments"] = .object(arguments)
        object["outcome"] = .string(outcome.rawValue)
        if let result { object["result"] = result }
        return .object(object)
    }
}

/// Small strict readers for JSON objects, throwing path-named errors.
enum JSONReading {
    static func object(_ value: JSONValue?, _ path: String) throws(TranscriptFormatError) -> JSONObject {
        guard let object = value?.object else {
            throw TranscriptFormatError(path: path, message: "expected an object, found \(describe(value))")
        }
        return object
    }

    static func string(_ value: JSONValue?, _ path: String) throws(TranscriptFormatError) -> String {
        guard let text = value?.string else {
            throw TranscriptFormatError(path: path, message: value == nil ? "missing" : "expected a string, found \(describe(value))")
        }
        return text
    }

    static func optionalString(_ value: JSONValue?, _ path: String) throws(TranscriptFormatError) -> String? {
        switch value {
        case nil, .null?: return nil
        case .string(let text)?: return text
        case _?: throw TranscriptFormatError(path: path, message: "expected a string or null, found \(describe(value))")
        }
    }

    /// A missing or null list is empty (transcript-format.md).
    static func array(_ value: JSONValue?, _ path: String) throws(TranscriptFormatError) -> [JSONValue] {
        switch value {
        case nil, .null?: return []
        case .array(let items)?: return items
        case _?: throw TranscriptFormatError(path: path, message: "expected a list, found \(describe(value))")
        }
    }

    static func checkKeys(_ object: JSONObject, _ known: [String], _ path: String) throws(TranscriptFormatError) {
        for key in object.keys where !known.contains(key) {
            throw TranscriptFormatError(path: path, message: "unknown key '\(key)'")
        }
    }

    static func describe(_ value: JSONValue?) -> String {
        switch value {
        case nil: "nothing"
        case .null?: "null"
        case .bool?: "a boolean"
        case .int?, .double?: "a number"
        case .string?: "a string"
        case .array?: "a list"
        case .object?: "an object"
        }
    }
}
