import Testing
@testable import SwiftSources

@Suite("Swift type names")
struct SwiftTypeNameTests {
    static let types: [(String, SwiftTypeName.Translation)] = [
        ("Int", .type("Int")), ("Int?", .type("Int?")), ("Int!", .type("Int?")), ("Swift.Int", .type("Int")),
        ("String", .type("String")), ("AttributedString?", .type("String?")), ("Float", .type("Double")),
        ("Decimal", .type("Double")), ("Bool", .type("Bool")), ("Date?", .type("Date?")), ("Foundation.URL", .type("URL")),
        ("Duration", .type("Duration")), ("Measurement<UnitDuration>", .type("Duration")),
        ("Measurement<UnitDuration>?", .type("Duration?")),
        ("[RestaurantEntity]", .type("[RestaurantEntity]")), ("[String]?", .type("[String]?")), ("[Int?]", .type("[Int?]")),
        ("Array<Seating>", .type("[Seating]")), ("Optional<Date>", .type("Date?")), ("Optional<Int>?", .type("Int?")),
        ("Seating", .type("Seating")), ("Outer.Seating", .type("Seating")), ("(Int)", .type("Int")),
        ("IntentFile", .unsupported("IntentFile")), ("[IntentPerson]", .unsupported("[IntentPerson]")),
        ("Measurement<UnitLength>", .unsupported("Measurement<UnitLength>")), ("CLPlacemark?", .unsupported("CLPlacemark?")),
        ("[String: Int]", .unsupported("[String: Int]")), ("Set<String>", .unsupported("Set<String>")),
        ("some View", .unsupported("some View")), ("(Int, Int)", .unsupported("(Int, Int)")),
        ("(Int) -> Void", .unsupported("(Int) -> Void")), ("A & B", .unsupported("A & B")), ("UUID", .unsupported("UUID")),
    ]

    @Test("Swift types in app.yaml's spelling", arguments: types)
    func translate(swift: String, expected: SwiftTypeName.Translation) {
        #expect(SwiftTypeName.translate(SwiftLexer.tokenize(swift).tokens) == expected)
    }
}
