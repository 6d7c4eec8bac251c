import Dates
import Diagnostics
import JSON

/// Whether a JSON value is a valid value of a declared type, as app.yaml
/// records and defaults and scenario matchers must be.
public enum ValueConformance {
    /// Nil when `value` fits `type` in `app`; otherwise why not.
    public static func problem(_ value: JSONValue, _ type: ValueType, in app: AppDefinition) -> String? {
        switch (type, value) {
        case (.optional, .null): return nil
        case (.optional(let wrapped), _): return problem(value, wrapped, in: app)
        case (_, .null): return "null is not a value of the non-optional type \(type)"
        case (.string, .string), (.int, .int), (.double, .int), (.double, .double),
             (.duration, .int), (.duration, .double), (.bool, .bool):
            return nil
        case (.int, .double(let number)) where number.rounded() == number:
            return nil
        case (.url, .string(let text)):
            return text.contains(":") ? nil : "'\(text)' is not a URL"
        case (.date, .string(let text)):
            return ISODate.isDate(text) ? nil : "'\(text)' is not an ISO 8601 date"
        case (.enumeration(let name), .string(let text)):
            guard let enumeration = app.enumeration(named: name) else { return nil }
            let identifiers = enumeration.cases.map(\.identifier)
            return identifiers.contains(text) ? nil
                : "'\(text)' is not a case of \(name)\(hint(text, identifiers))"
        case (.entity(let name), .string(let text)):
            guard let entity = app.entity(named: name), !entity.records.isEmpty else { return nil }
            let ids = entity.records.map(\.id)
            return ids.contains(text) ? nil : "no \(name) record has the id '\(text)'\(hint(text, ids))"
        case (.array(let element), .array(let items)):
            for item in items { if let problem = problem(item, element, in: app) { return problem } }
            return nil
        default:
            return "expected a value of type \(type), found \(value.valueDescription)"
        }
    }

    private static func hint(_ text: String, _ candidates: [String]) -> String {
        Suggestion.hint(for: text, in: candidates)
    }
}

extension JSONValue {
    /// A word for the value's kind, for messages.
    public var valueDescription: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .int(let value): "the number \(value)"
        case .double(let value): "the number \(value)"
        case .string(let value): "the string '\(value)'"
        case .array: "a list"
        case .object: "a mapping"
        }
    }
}
