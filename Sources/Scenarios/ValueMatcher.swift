import AppDefinitions
import Dates
import JSON

/// Conditions on one value (a parameter of a call or a property of a found
/// entity), all of which must hold. Built and type-checked at load time, so
/// matching a transcript value cannot fail for reasons of the scenario.
public struct ValueMatcher: Sendable, Hashable, CustomStringConvertible {
    public enum Condition: Sendable, Hashable {
        case equals(JSONValue)
        /// `isNil: true` (absent or null) or `isNil: false` (present).
        case isNil(Bool)
        case contains(JSONValue)
        case containsRegex(TextPattern)
        case predicate(Predicate)
        case oneOf([JSONValue])
        case approximately(Double, tolerance: Double)
        case at(DateTarget)
        case count(Int)
    }

    public var conditions: [Condition]
    public var caseSensitive: Bool
    /// The declared type of the value, which decides how values compare.
    public var type: ValueType
    /// The time zone that dates without an offset are read in.
    public var clock: ZonedClock

    public init(conditions: [Condition], caseSensitive: Bool = true, type: ValueType, clock: ZonedClock) {
        self.conditions = conditions
        self.caseSensitive = caseSensitive
        self.type = type
        self.clock = clock
    }

    public static func == (a: ValueMatcher, b: ValueMatcher) -> Bool {
        a.conditions == b.conditions && a.caseSensitive == b.caseSensitive && a.type == b.type
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(conditions)
        hasher.combine(caseSensitive)
        hasher.combine(type)
    }

    /// Whether the value (nil when absent) satisfies every condition.
    public func matches(_ value: JSONValue?) -> Bool {
        // Not `value.flatMap { $0.isNull ? nil : $0 }`: JSONValue is
        // ExpressibleByNilLiteral, so that `nil` is `.null` and null stays.
        let present: JSONValue? = if let value, !value.isNull { value } else { nil }
        return conditions.allSatisfy { holds($0, present) }
    }

    private func holds(_ condition: Condition, _ value: JSONValue?) -> Bool {
        switch condition {
        case .isNil(let expectNil):
            return (value == nil) == expectNil
        case .equals(let expected):
            guard let value else { return expected.isNull }
            return ValueComparison.equal(value, expected, type: type, caseSensitive: caseSensitive, clock: clock)
        case .oneOf(let options):
            return options.contains { option in
                guard let value else { return option.isNull }
                return ValueComparison.equal(value, option, type: type, caseSensitive: caseSensitive, clock: clock)
            }
        case .contains(let part):
            switch value {
            case .string(let text)?:
                guard let needle = part.string else { return false }
                return caseSensitive ? text.contains(needle) : text.lowercased().contains(needle.lowercased())
            case .array(let items)?:
                let element = type.arrayElement ?? type
                return items.contains { ValueComparison.equal($0, part, type: element, caseSensitive: caseSensitive, clock: clock) }
            default:
                return false
            }
        case .containsRegex(let pattern):
            guard let text = value?.string else { return false }
            return pattern.matches(text)
        case .predicate(let predicate):
            return predicate.evaluate(value, type: type, clock: clock)
        case .approximately(let target, let tolerance):
            guard let number = value?.double else { return false }
            return abs(number - target) <= tolerance
        case .at(let target):
            guard let text = value?.string, let instant = DateTarget.instant(of: text, clock: clock) else { return false }
            return target.contains(instant, clock: clock)
        case .count(let expected):
            return value?.array?.count == expected
        }
    }

    public var description: String {
        let parts = conditions.map { condition -> String in
            switch condition {
            case .equals(let value): return ValueComparison.describe(value)
            case .isNil(let expectNil): return expectNil ? "nil" : "not nil"
            case .contains(let value): return "contains \(ValueComparison.describe(value))"
            case .containsRegex(let pattern): return "contains /\(pattern.source)/"
            case .predicate(let predicate): return predicate.source
            case .oneOf(let options): return "one of [\(options.map(ValueComparison.describe).joined(separator: ", "))]"
            case .approximately(let target, let tolerance): return "\(ValueComparison.number(target)) ± \(ValueComparison.number(tolerance))"
            case .at(let target): return "at \(target)"
            case .count(let count): return "count \(count)"
            }
        }
        let text = parts.joined(separator: " and ")
        return caseSensitive ? text : text + " (ignoring case)"
    }
}

/// How a transcript value compares with an expected one, by declared type.
public enum ValueComparison {
    public static func equal(_ actual: JSONValue, _ expected: JSONValue, type: ValueType, caseSensitive: Bool, clock: ZonedClock) -> Bool {
        switch (actual, expected) {
        case (.null, .null): return true
        case (.string(let a), .string(let b)):
            if case .date = type.unwrapped,
               let x = DateTarget.instant(of: a, clock: clock), let y = DateTarget.instant(of: b, clock: clock) {
                // Dates compare to the second.
                return x.rounded(.down) == y.rounded(.down)
            }
            return caseSensitive ? a == b : a.lowercased() == b.lowercased()
        case (.array(let a), .array(let b)):
            let element = type.arrayElement ?? type
            return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1, type: element, caseSensitive: caseSensitive, clock: clock) }
        case (.object(let a), .object(let b)):
            return a == b
        default:
            if let x = actual.double, let y = expected.double, actual.bool == nil, expected.bool == nil { return x == y }
            return actual == expected
        }
    }

    /// A value as messages show it: strings quoted, numbers plain.
    public static func describe(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): return "\"\(text)\""
        case .int(let number): return String(number)
        case .double(let value): return number(value)
        case .array(let items): return "[\(items.map(describe).joined(separator: ", "))]"
        default: return value.serialized()
        }
    }

    public static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
