import JSON
import Scenarios
import Transcripts

// The context as resolver-protocols.md's `CONTEXT`: the keys of a scenario's
// `context`, with `now` as ISO 8601 text at the time zone's offset. Every key
// is written (a missing Live Activity as null), so a program reads one shape.

extension ScenarioContext {
    public var json: JSONValue {
        var object = JSONObject()
        object["now"] = .string(nowText)
        object["timeZone"] = .string(timeZone.identifier)
        object["locale"] = .string(locale)
        object["foreground"] = .bool(foreground)
        object["locked"] = .bool(locked)
        object["onScreen"] = .array(onScreen.map(\.json))
        object["liveActivity"] = liveActivity?.json ?? .null
        return .object(object)
    }
}

extension EntityReference {
    var json: JSONValue {
        .object(JSONObject([("entity", .string(entity)), ("id", .string(id))]))
    }
}
