import JSON
import Testing
@testable import AppDefinitions

/// app-format.md, "Types": how a type is spelt, and when a parameter is required.
struct ValueTypeTests {
    /// Declared names: one entity and one enum.
    static func resolve(_ name: String) -> ValueType? {
        switch name {
        case "RestaurantEntity": .entity("RestaurantEntity")
        case "Seating": .enumeration("Seating")
        default: nil
        }
    }

    static let spellings: [(String, ValueType?)] = [
        ("String", .string),
        ("Int", .int),
        ("Double", .double),
        ("Float", .double),
        ("Decimal", .double),
        ("Bool", .bool),
        ("Date", .date),
        ("URL", .url),
        ("Duration", .duration),
        ("Measurement<UnitDuration>", .duration),
        ("RestaurantEntity", .entity("RestaurantEntity")),
        ("Seating", .enumeration("Seating")),
        ("String?", .optional(.string)),
        ("[String]", .array(.string)),
        ("[RestaurantEntity]", .array(.entity("RestaurantEntity"))),
        ("[Seating]?", .optional(.array(.enumeration("Seating")))),
        ("[Int?]", .array(.optional(.int))),
        ("[[Date]]", .array(.array(.date))),
        (" Int ", .int),
        ("[ Int ]", .array(.int)),
        // Not types.
        ("", nil),
        ("?", nil),
        ("[]", nil),
        ("[String", nil),
        ("String]", nil),
        ("String??", nil),
        ("Int ?", nil),
        ("string", nil),
        ("Unknown", nil),
        ("[Unknown]", nil),
        ("Restaurant Entity", nil),
    ]

    @Test(arguments: spellings)
    func parse(_ text: String, _ expected: ValueType?) {
        #expect(ValueType.parse(text, resolve: Self.resolve) == expected)
    }

    static let descriptions: [(ValueType, String)] = [
        (.string, "String"), (.int, "Int"), (.double, "Double"), (.bool, "Bool"), (.date, "Date"),
        (.url, "URL"), (.duration, "Duration"), (.entity("RestaurantEntity"), "RestaurantEntity"),
        (.enumeration("Seating"), "Seating"), (.optional(.string), "String?"),
        (.array(.entity("RestaurantEntity")), "[RestaurantEntity]"), (.optional(.array(.int)), "[Int]?"),
    ]

    /// The description is the spelling, so messages name types as app.yaml does.
    @Test(arguments: descriptions)
    func description(_ type: ValueType, _ text: String) {
        #expect(type.description == text)
        #expect(ValueType.parse(text, resolve: Self.resolve) == type)
    }

    struct Traits: Sendable, CustomStringConvertible {
        var type: ValueType
        var optional: Bool, numeric: Bool, textual: Bool
        var element: ValueType?
        var description: String { type.description }

        init(_ type: ValueType, optional: Bool, numeric: Bool, textual: Bool, element: ValueType? = nil) {
            self.type = type
            self.optional = optional
            self.numeric = numeric
            self.textual = textual
            self.element = element
        }
    }

    static let traitCases: [Traits] = [
        Traits(.string, optional: false, numeric: false, textual: true),
        Traits(.int, optional: false, numeric: true, textual: false),
        Traits(.double, optional: false, numeric: true, textual: false),
        Traits(.duration, optional: false, numeric: true, textual: false),
        Traits(.bool, optional: false, numeric: false, textual: false),
        Traits(.date, optional: false, numeric: false, textual: false),
        Traits(.url, optional: false, numeric: false, textual: true),
        Traits(.entity("E"), optional: false, numeric: false, textual: true),
        Traits(.enumeration("S"), optional: false, numeric: false, textual: true),
        Traits(.optional(.int), optional: true, numeric: true, textual: false),
        Traits(.optional(.string), optional: true, numeric: false, textual: true),
        Traits(.array(.string), optional: false, numeric: false, textual: false, element: .string),
        Traits(.optional(.array(.int)), optional: true, numeric: false, textual: false, element: .int),
    ]

    @Test(arguments: traitCases)
    func traits(_ c: Traits) {
        #expect(c.type.isOptional == c.optional)
        #expect(c.type.isNumeric == c.numeric)
        #expect(c.type.isTextual == c.textual)
        #expect(c.type.arrayElement == c.element)
    }

    @Test func unwrapped() {
        #expect(ValueType.optional(.int).unwrapped == .int)
        #expect(ValueType.optional(.array(.int)).unwrapped == .array(.int))
        #expect(ValueType.int.unwrapped == .int)
    }

    /// "A parameter is required unless its type is optional or it has a `default:`."
    static let required: [(ValueType, JSONValue?, Bool)] = [
        (.string, nil, true),
        (.optional(.string), nil, false),
        (.int, .int(2), false),
        (.optional(.int), .int(2), false),
        (.array(.string), nil, true),
        (.optional(.array(.string)), nil, false),
        (.array(.string), .array([]), false),
        (.enumeration("Seating"), .string("any"), false),
        (.entity("RestaurantEntity"), nil, true),
        (.bool, .bool(false), false),
    ]

    @Test(arguments: required)
    func isRequired(_ type: ValueType, _ defaultValue: JSONValue?, _ expected: Bool) {
        let parameter = Parameter(name: "p", title: "P", type: type, defaultValue: defaultValue)
        #expect(parameter.isRequired == expected)
    }
}
