import AppDefinitions
import Dates
import JSON

/// A `matches:` predicate such as `$0 >= 2 && $0 <= 4` (Apple's `#Predicate`),
/// parsed at load time and evaluated against one value.
public struct Predicate: Sendable, Hashable {
    public indirect enum Expression: Sendable, Hashable {
        case compare(Comparison, Operand, Operand)
        /// `$0` alone, for a Bool value.
        case value
        case and(Expression, Expression)
        case or(Expression, Expression)
        case not(Expression)
    }

    public enum Comparison: String, Sendable, Hashable, CaseIterable {
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    }

    public enum Operand: Sendable, Hashable {
        case value
        case number(Double)
        case string(String)
        case bool(Bool)
    }

    public var expression: Expression
    /// As written, for messages.
    public var source: String

    public init(expression: Expression, source: String) {
        self.expression = expression
        self.source = source
    }

    /// Whether the predicate holds for the value; an absent value satisfies
    /// no comparison (so `!($0 == 4)` holds for it).
    public func evaluate(_ value: JSONValue?, type: ValueType, clock: ZonedClock) -> Bool {
        Self.evaluate(expression, value, type: type, clock: clock)
    }

    private static func evaluate(_ expression: Expression, _ value: JSONValue?, type: ValueType, clock: ZonedClock) -> Bool {
        switch expression {
        case .value: return value?.bool == true
        case .and(let a, let b): return evaluate(a, value, type: type, clock: clock) && evaluate(b, value, type: type, clock: clock)
        case .or(let a, let b): return evaluate(a, value, type: type, clock: clock) || evaluate(b, value, type: type, clock: clock)
        case .not(let inner): return !evaluate(inner, value, type: type, clock: clock)
        case .compare(let comparison, let left, let right):
            guard let a = resolve(left, value, type: type, clock: clock),
                  let b = resolve(right, value, type: type, clock: clock) else { return false }
            return compare(a, comparison, b)
        }
    }

    /// A comparable form of an operand: numbers (dates as instants), strings, booleans.
    private enum Comparable: Equatable {
        case number(Double), string(String), bool(Bool)
    }

    private static func resolve(_ operand: Operand, _ value: JSONValue?, type: ValueType, clock: ZonedClock) -> Comparable? {
        let isDate = type.unwrapped == .date
        switch operand {
        case .value:
            switch value {
            case .int(let number)?: return .number(Double(number))
            case .double(let number)?: return .number(number)
            case .bool(let flag)?: return .bool(flag)
            case .string(let text)?:
                if isDate { return DateTarget.instant(of: text, clock: clock).map { .number($0.rounded(.down)) } }
                return .string(text)
            default: return nil
            }
        case .number(let number): return .number(number)
        case .bool(let flag): return .bool(flag)
        case .string(let text):
            if isDate { return DateTarget.instant(of: text, clock: clock).map { .number($0.rounded(.down)) } }
            return .string(text)
        }
    }

    private static func compare(_ a: Comparable, _ comparison: Comparison, _ b: Comparable) -> Bool {
        switch comparison {
        case .equal: return a == b
        case .notEqual: return a != b
        default: break
        }
        let order: Int
        switch (a, b) {
        case let (.number(x), .number(y)): order = x < y ? -1 : x > y ? 1 : 0
        case let (.string(x), .string(y)): order = x < y ? -1 : x > y ? 1 : 0
        default: return false
        }
        switch comparison {
        case .less: return order < 0
        case .lessOrEqual: return order <= 0
        case .greater: return order > 0
        case .greaterOrEqual: return order >= 0
        case .equal, .notEqual: return false
        }
    }
}
