import Testing
import YAML
@testable import ActionsData

@Suite("Value types")
struct ValueTypeTranslationTests {
    static func translate(_ json: String) throws -> Result<String, ValueTypeTranslation.Problem> {
        let node = try #require(try YAMLParser.parse(json, file: "type.json"))
        return ValueTypeTranslation.translate(node)
    }

    /// Apple's primitive type codes, as `LNPrimitiveValueType` numbers them,
    /// and the app.yaml type each becomes (nil: none).
    static let primitives: [(Int, String?)] = [
        (0, "String"), (1, "Bool"), (2, "Int"), (3, "Int"), (4, "Int"), (5, "Int"), (6, "Int"),
        (7, "Double"), (8, "Date"), (9, "Date"), (10, nil), (11, "URL"), (12, "String"),
    ]

    @Test("primitive type codes", arguments: primitives)
    func primitive(code: Int, type: String?) throws {
        let result = try Self.translate(#"{"primitive":{"wrapper":{"typeIdentifier":\#(code)}}}"#)
        switch (result, type) {
        case (.success(let found), let type?): #expect(found == type)
        case (.failure(let problem), nil):
            #expect(problem.reason == "its type, Placemark (primitive type code 10), has no equivalent in app.yaml")
            #expect(problem.mark == Mark(line: 1, column: 43))
        default: Issue.record("code \(code) gave \(result)")
        }
    }

    static let shapes: [(String, String)] = [
        (#"{"entity":{"wrapper":{"typeName":"RestaurantEntity"}}}"#, "RestaurantEntity"),
        (#"{"linkEnumeration":{"wrapper":{"identifier":"Seating"}}}"#, "Seating"),
        (#"{"array":{"wrapper":{"capabilities":3,"memberValueType":{"primitive":{"wrapper":{"typeIdentifier":2}}}}}}"#, "[Int]"),
        (#"{"array":{"wrapper":{"memberValueType":{"entity":{"wrapper":{"typeName":"HabitEntity"}}}}}}"#, "[HabitEntity]"),
        (#"{"array":{"wrapper":{"memberValueType":{"array":{"wrapper":{"memberValueType":{"primitive":{"wrapper":{"typeIdentifier":0}}}}}}}}}"#, "[[String]]"),
        (#"{"measurement":{"wrapper":{"unitType":7}}}"#, "Duration"),
        // Without the `wrapper` level, as some third-party writers spell it.
        (#"{"primitive":{"typeIdentifier":7}}"#, "Double"),
        (#"{"entity":{"typeName":"TaskEntity"}}"#, "TaskEntity"),
        // A whole number written as a decimal.
        (#"{"primitive":{"wrapper":{"typeIdentifier":1.0}}}"#, "Bool"),
    ]

    @Test("entities, enums, arrays and durations", arguments: shapes)
    func shape(json: String, type: String) throws {
        #expect(try Self.translate(json) == .success(type))
    }

    static let untranslatable: [(String, String, Int)] = [
        (#"{"primitive":{"wrapper":{"typeIdentifier":99}}}"#, "unknown primitive type code 99", 43),
        (#"{"primitive":{"wrapper":{}}}"#, "its primitive value type has no 'typeIdentifier'", 14),
        (#"{"measurement":{"wrapper":{"unitType":1}}}"#, "its type, a measurement of length (unit type 1), has no equivalent in app.yaml; only durations have one", 39),
        (#"{"measurement":{"wrapper":{"unitType":40}}}"#, "its type, a measurement (unit type 40), has no equivalent in app.yaml; only durations have one", 39),
        (#"{"intentFile":{"wrapper":{}}}"#, "unknown value type 'intentFile'", 2),
        (#"{"entity":{"wrapper":{"typeName":""}}}"#, "its entity value type names no type", 34),
        (#"{"linkEnumeration":{"wrapper":{}}}"#, "its enumeration value type names no type", 20),
        (#"{"array":{"wrapper":{"capabilities":3}}}"#, "its array value type has no 'memberValueType'", 10),
        (#"{"array":{"wrapper":{"memberValueType":{"primitive":{"wrapper":{"typeIdentifier":10}}}}}}"#, "its type, Placemark (primitive type code 10), has no equivalent in app.yaml", 82),
        (#"{}"#, "its value type is not in a shape this importer knows", 1),
        (#"{"primitive":{},"entity":{}}"#, "its value type is not in a shape this importer knows", 1),
        (#""String""#, "its value type is not in a shape this importer knows", 1),
    ]

    @Test("what has no app.yaml type says why, and where", arguments: untranslatable)
    func problem(json: String, reason: String, column: Int) throws {
        #expect(try Self.translate(json) == .failure(.init(reason: reason, mark: Mark(line: 1, column: column))))
    }

    @Test("every known unit type has a name, and only a duration translates")
    func measurements() throws {
        #expect(ValueTypeTranslation.measurements.keys.sorted() == Array(1...22))
        for unit in 1...22 {
            let result = try Self.translate(#"{"measurement":{"wrapper":{"unitType":\#(unit)}}}"#)
            #expect((try? result.get()) == (unit == 7 ? "Duration" : nil))
        }
    }
}
