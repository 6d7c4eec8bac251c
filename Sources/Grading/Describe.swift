import JSON
import Scenarios
import Transcripts

/// How expectations and transcript items read in failure messages: close to
/// Swift call syntax, so expected and actual line up.
enum Describe {
    static let listLimit = 6

    static func call(_ call: CallExpectation) -> String {
        let params = call.params.map { "\($0.name): \($0.matcher)" }.joined(separator: ", ")
        let outcome = call.outcomes.name.map { " with outcome \($0)" } ?? ""
        return "\(call.intent)(\(params))\(outcome)"
    }

    static func invocation(_ invocation: Invocation) -> String {
        let arguments = invocation.arguments.map { "\($0.key): \(ValueComparison.describe($0.value))" }.joined(separator: ", ")
        let outcome = invocation.outcome == .succeeded ? "" : " [\(invocation.outcome.rawValue)]"
        return "\(invocation.intent)(\(arguments))\(outcome)"
    }

    static func invocations(_ invocations: [Invocation]) -> String {
        list(invocations.map(invocation), none: "no invocations")
    }

    static func find(_ find: FindExpectation) -> String {
        var parts: [String] = []
        if let id = find.id { parts.append("id: \"\(id)\"") }
        parts += find.properties.map { "\($0.name): \($0.matcher)" }
        return parts.isEmpty ? find.entity : "\(find.entity)(\(parts.joined(separator: ", ")))"
    }

    static func found(_ entity: FoundEntity) -> String {
        var parts: [String] = []
        if let id = entity.id { parts.append("id: \"\(id)\"") }
        parts += entity.properties.map { "\($0.key): \(ValueComparison.describe($0.value))" }
        return "\(entity.entity)(\(parts.joined(separator: ", ")))"
    }

    /// Items joined with commas, at most `listLimit` of them.
    static func list(_ items: [String], none: String) -> String {
        guard !items.isEmpty else { return none }
        let shown = items.prefix(listLimit).joined(separator: ", ")
        return items.count > listLimit ? "\(shown) and \(items.count - listLimit) more" : shown
    }
}
