import JSON
import Testing
@testable import AppDefinitions

/// Whether a value fits a declared type, as records, defaults and scenario
/// matchers need; nil means it fits, otherwise the message says why not.
struct ValueConformanceTests {
    static let app = AppDefinition(
        name: "Dinewell",
        entities: [
            EntityType(identifier: "RestaurantEntity", title: "Restaurant", records: [
                Record(id: "luca-soho", title: "Luca"), Record(id: "bar-mercato", title: "Bar Mercato"),
            ]),
            // No catalog: any identifier may be right.
            EntityType(identifier: "NoteEntity", title: "Note"),
        ],
        enums: [EnumType(identifier: "Seating", title: "Seating", cases: [.init(identifier: "indoor", title: "Indoors"), .init(identifier: "outdoor", title: "Outdoors")])]
    )

    struct Case: Sendable, CustomStringConvertible {
        var value: JSONValue
        var type: ValueType
        var problem: String?
        var description: String { "\(value) as \(type)" }
    }

    static let cases: [Case] = [
        // Fits.
        Case(value: "text", type: .string, problem: nil),
        Case(value: "", type: .string, problem: nil),
        Case(value: 4, type: .int, problem: nil),
        Case(value: 4.0, type: .int, problem: nil),
        Case(value: 4, type: .double, problem: nil),
        Case(value: 4.5, type: .double, problem: nil),
        Case(value: 90, type: .duration, problem: nil),
        Case(value: 1.5, type: .duration, problem: nil),
        Case(value: true, type: .bool, problem: nil),
        Case(value: "https://example.com", type: .url, problem: nil),
        Case(value: "mailto:a@example.com", type: .url, problem: nil),
        Case(value: "2026-12-04", type: .date, problem: nil),
        Case(value: "2026-12-04T19:30:00-05:00", type: .date, problem: nil),
        Case(value: "2026-12-04T19:30Z", type: .date, problem: nil),
        Case(value: "indoor", type: .enumeration("Seating"), problem: nil),
        Case(value: "luca-soho", type: .entity("RestaurantEntity"), problem: nil),
        Case(value: "anything", type: .entity("NoteEntity"), problem: nil),
        Case(value: nil, type: .optional(.string), problem: nil),
        Case(value: "x", type: .optional(.string), problem: nil),
        Case(value: [], type: .array(.int), problem: nil),
        Case(value: [1, 2, 3], type: .array(.int), problem: nil),
        Case(value: ["luca-soho", "bar-mercato"], type: .array(.entity("RestaurantEntity")), problem: nil),
        Case(value: [[1], [2, 3]], type: .array(.array(.int)), problem: nil),
        Case(value: nil, type: .optional(.array(.int)), problem: nil),
        // Does not fit.
        Case(value: 4, type: .string, problem: "expected a value of type String, found the number 4"),
        Case(value: "4", type: .int, problem: "expected a value of type Int, found the string '4'"),
        Case(value: 4.5, type: .int, problem: "expected a value of type Int, found the number 4.5"),
        Case(value: "yes", type: .bool, problem: "expected a value of type Bool, found the string 'yes'"),
        Case(value: 1, type: .bool, problem: "expected a value of type Bool, found the number 1"),
        Case(value: true, type: .int, problem: "expected a value of type Int, found true"),
        Case(value: "example.com", type: .url, problem: "'example.com' is not a URL"),
        Case(value: "tomorrow", type: .date, problem: "'tomorrow' is not an ISO 8601 date"),
        Case(value: "2026-02-30", type: .date, problem: "'2026-02-30' is not an ISO 8601 date"),
        Case(value: 1_700_000_000, type: .date, problem: "expected a value of type Date, found the number 1700000000"),
        Case(value: "inside", type: .enumeration("Seating"), problem: "'inside' is not a case of Seating"),
        Case(value: "outdor", type: .enumeration("Seating"), problem: "'outdor' is not a case of Seating; did you mean 'outdoor'?"),
        Case(value: "luca-soh", type: .entity("RestaurantEntity"), problem: "no RestaurantEntity record has the id 'luca-soh'; did you mean 'luca-soho'?"),
        Case(value: "Luca", type: .entity("RestaurantEntity"), problem: "no RestaurantEntity record has the id 'Luca'"),
        Case(value: nil, type: .string, problem: "null is not a value of the non-optional type String"),
        Case(value: 3, type: .array(.int), problem: "expected a value of type [Int], found the number 3"),
        Case(value: [1, "2"], type: .array(.int), problem: "expected a value of type Int, found the string '2'"),
        Case(value: ["luca-soho", "nope"], type: .array(.entity("RestaurantEntity")), problem: "no RestaurantEntity record has the id 'nope'"),
        Case(value: [1], type: .string, problem: "expected a value of type String, found a list"),
        Case(value: ["a": 1], type: .string, problem: "expected a value of type String, found a mapping"),
        Case(value: 4.5, type: .optional(.int), problem: "expected a value of type Int, found the number 4.5"),
        Case(value: [nil], type: .array(.int), problem: "null is not a value of the non-optional type Int"),
    ]

    @Test(arguments: cases)
    func problem(_ c: Case) {
        #expect(ValueConformance.problem(c.value, c.type, in: Self.app) == c.problem)
    }
}
