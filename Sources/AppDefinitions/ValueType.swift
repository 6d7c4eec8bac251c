/// The type of a parameter or property, as app.yaml spells it (`Int`,
/// `RestaurantEntity`, `[String]`, `Date?`).
public indirect enum ValueType: Sendable, Hashable, CustomStringConvertible {
    case string, int, double, bool, date, url, duration
    case enumeration(String)
    case entity(String)
    case array(ValueType)
    case optional(ValueType)

    /// The names of the built-in types, for suggestions.
    public static let builtinNames = ["String", "Int", "Double", "Bool", "Date", "URL", "Duration"]

    public var description: String {
        switch self {
        case .string: "String"
        case .int: "Int"
        case .double: "Double"
        case .bool: "Bool"
        case .date: "Date"
        case .url: "URL"
        case .duration: "Duration"
        case .enumeration(let name), .entity(let name): name
        case .array(let element): "[\(element)]"
        case .optional(let wrapped): "\(wrapped)?"
        }
    }

    /// The type without its optional wrapper.
    public var unwrapped: ValueType {
        if case .optional(let wrapped) = self { return wrapped.unwrapped }
        return self
    }

    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The element type of an array (looking through an optional).
    public var arrayElement: ValueType? {
        if case .array(let element) = unwrapped { return element }
        return nil
    }

    public var isNumeric: Bool {
        switch unwrapped {
        case .int, .double, .duration: true
        default: false
        }
    }

    /// Types whose values are strings in a transcript and can be matched as text.
    public var isTextual: Bool {
        switch unwrapped {
        case .string, .url, .enumeration, .entity: true
        default: false
        }
    }

    /// Parses a type's spelling; `resolve` names a declared enum or entity
    /// (returning nil when the name is unknown).
    public static func parse(_ text: String, resolve: (String) -> ValueType?) -> ValueType? {
        var spelling = Substring(text.trimmingCharacters(in: " "))
        var optional = false
        if spelling.hasSuffix("?") {
            optional = true
            spelling = spelling.dropLast()
        }
        let base: ValueType?
        if spelling.hasPrefix("["), spelling.hasSuffix("]") {
            base = parse(String(spelling.dropFirst().dropLast()), resolve: resolve).map { .array($0) }
        } else {
            switch spelling {
            case "String": base = .string
            case "Int": base = .int
            case "Double", "Float", "Decimal": base = .double
            case "Bool": base = .bool
            case "Date": base = .date
            case "URL": base = .url
            case "Duration", "Measurement<UnitDuration>": base = .duration
            default:
                guard !spelling.isEmpty, !spelling.contains(where: { "[]? ".contains($0) }) else { return nil }
                base = resolve(String(spelling))
            }
        }
        guard let base else { return nil }
        return optional ? .optional(base) : base
    }
}

extension String {
    func trimmingCharacters(in set: Character) -> String {
        var slice = Substring(self)
        while slice.first == set { slice = slice.dropFirst() }
        while slice.last == set { slice = slice.dropLast() }
        return String(slice)
    }
}
