@testable import AppDefinitions
import Diagnostics
import Foundation
import Testing
import YAML

/// The rules for laying app.yaml over imported declarations: what people
/// rely on when their Swift is the truth and their YAML adds the rest.
@Suite struct ImportMergeTests {
    /// Declarations as an importer would give them, read from YAML text and
    /// placed in a registered file named `file`.
    static func imported(_ file: String, _ yaml: String) throws -> ImportedTree {
        let source = SourceFiles.register(path: file) { yaml }
        let node = try #require(try YAMLParser.parse(yaml, file: file)).relocated(source: source)
        return ImportedTree(root: try #require(node.mapping))
    }

    /// Merges `trees` under `yaml` (shown as App/app.yaml) and reads the result.
    static func load(_ trees: [ImportedTree], _ yaml: String) throws -> (app: AppDefinition?, messages: [String]) {
        let diagnostics = FileDiagnostics(path: "App/app.yaml", text: yaml)
        let root = try #require(try YAMLParser.parse(yaml, file: "App/app.yaml")?.mapping)
        let merged = ImportMerger.merge(trees, under: root, diagnostics: diagnostics)
        var reader = AppDefinitionReader(diagnostics: diagnostics, directory: NSTemporaryDirectory())
        let app = reader.read(.mapping(merged))
        return (app, diagnostics.diagnostics.map(\.description))
    }

    static let swift = """
        intents:
          BookTable:
            title: "Book a Table"
            description: "Reserves a table."
            parameters:
              restaurant: { title: "Restaurant", type: "RestaurantEntity" }
              partySize: { title: "Guests", type: "Int" }
        entities:
          RestaurantEntity:
            title: "Restaurant"
            properties:
              name: { title: "Name", type: "String" }
        enums:
          Seating:
            title: "Seating"
            cases:
              indoor: { title: "Indoors", synonyms: ["inside"] }
              outdoor: { title: "Outdoors" }
        shortcuts:
          - intent: BookTable
            phrases: ["Book a table in ${applicationName}"]
        """

    @Test func yamlAddsWhatOnlyYAMLCanSay() throws {
        let (app, messages) = try Self.load([Self.imported("Intents/Booking.swift", Self.swift)], """
            app: { name: Dinewell }
            intents:
              BookTable:
                dialog: "Booked {restaurant} for {partySize}."
                parameters:
                  partySize: { range: [1, 12], description: "Total number of guests" }
            entities:
              RestaurantEntity:
                records:
                  - { id: luca, title: Luca, properties: { name: Luca } }
            """)
        #expect(messages == [])
        let intent = try #require(app?.intent(named: "BookTable"))
        #expect(intent.title == "Book a Table")
        #expect(intent.dialog == "Booked {restaurant} for {partySize}.")
        let size = try #require(intent.parameter(named: "partySize"))
        #expect(size.type == .int)
        #expect(size.range == 1...12)
        #expect(size.description == "Total number of guests")
        #expect(app?.entity(named: "RestaurantEntity")?.records.map(\.title) == ["Luca"])
        #expect(app?.shortcuts.map(\.phrases) == [["Book a table in ${applicationName}"]])
        // The intent is still where the Swift declared it.
        #expect(SourceFiles.location(intent.mark, in: "App/app.yaml").description == "Intents/Booking.swift:2:3")
    }

    @Test func aYAMLKeyOverridesTheImportedOne() throws {
        let (app, messages) = try Self.load([Self.imported("Booking.swift", Self.swift)], """
            app: { name: Dinewell }
            intents:
              BookTable: { title: Reserve a Table }
            enums:
              Seating:
                cases:
                  indoor: Inside
            shortcuts:
              - intent: BookTable
                phrases: ["Reserve in ${applicationName}"]
            """)
        #expect(messages == [])
        #expect(app?.intent(named: "BookTable")?.title == "Reserve a Table")
        #expect(app?.intent(named: "BookTable")?.description == "Reserves a table.")
        // A case's title alone changes the title and keeps the synonyms.
        let indoor = try #require(app?.enumeration(named: "Seating")?.cases.first)
        #expect(indoor.title == "Inside")
        #expect(indoor.synonyms == ["inside"])
        // A YAML list of shortcuts replaces the imported list.
        #expect(app?.shortcuts.map(\.phrases) == [["Reserve in ${applicationName}"]])
    }

    @Test func aYAMLDeclarationOfItsOwnIsAdded() throws {
        let (app, messages) = try Self.load([Self.imported("Booking.swift", Self.swift)], """
            app: { name: Dinewell }
            intents:
              CancelBooking: { title: Cancel a Booking, destructive: true }
            """)
        #expect(messages == [])
        #expect(app?.intents.map(\.identifier) == ["BookTable", "CancelBooking"])
    }

    /// Conflicts and unknown references name both places.
    @Test(arguments: [
        (
            """
            app: { name: Dinewell }
            intents:
              BookTable:
                parameters:
                  partSize: { range: [1, 12] }
            """,
            ["App/app.yaml:5:7: error: intent 'BookTable' imported from Booking.swift:2:3 has no parameter 'partSize'; did you mean 'partySize'?"]
        ),
        (
            """
            app: { name: Dinewell }
            intents:
              BookTable:
                parameters:
                  partySize: { type: String }
            """,
            ["App/app.yaml:5:26: error: type 'String' of parameter 'partySize' conflicts with the imported type 'Int' at Booking.swift:7:43"]
        ),
        (
            """
            app: { name: Dinewell }
            entities:
              RestaurantEntity:
                properties:
                  cuisine: { title: Cuisine }
            """,
            ["App/app.yaml:5:7: error: entity 'RestaurantEntity' imported from Booking.swift:9:3 has no property 'cuisine'"]
        ),
        (
            """
            app: { name: Dinewell }
            enums:
              Seating:
                cases:
                  terrace: On the terrace
            """,
            ["App/app.yaml:5:7: error: enum 'Seating' imported from Booking.swift:14:3 has no case 'terrace'"]
        ),
        (
            """
            app: { name: Dinewell }
            intents:
              BookTabel:
                dialog: Booked.
            """,
            ["App/app.yaml:3:3: error: intent 'BookTabel' is not imported and declares no title; did you mean 'BookTable'?"]
        ),
    ] as [(String, [String])])
    func conflictsAndUnknownReferences(yaml: String, expected: [String]) throws {
        let (_, messages) = try Self.load([Self.imported("Booking.swift", Self.swift)], yaml)
        #expect(messages == expected)
    }

    @Test func twoImportsOfOneDeclarationConflict() throws {
        let other = """
            intents:
              BookTable: { title: "Book", parameters: {} }
            """
        let (app, messages) = try Self.load(
            [Self.imported("Booking.swift", Self.swift), Self.imported("Build/extract.actionsdata", other)], "app: { name: Dinewell }\n"
        )
        #expect(messages == ["Build/extract.actionsdata:2:3: error: intent 'BookTable' is imported twice; the first is at Booking.swift:2:3"])
        #expect(app?.intent(named: "BookTable")?.title == "Book a Table")
    }

    /// The loader's own checks point into the imported file.
    @Test func checksOfImportedDeclarationsPointIntoTheirFile() throws {
        let broken = """
            intents:
              Log:
                title: "Log"
                parameters:
                  amount: { title: "Amount", type: "Measurement" }
            """
        let (_, messages) = try Self.load([Self.imported("Sources/Log.swift", broken)], "app: { name: Scale }\n")
        #expect(messages == ["Sources/Log.swift:5:40: error: unknown type 'Measurement' for parameter 'amount' of intent 'Log'"])
    }

    @Test(arguments: [
        ("Scenarios/Restaurant", "app-intents", "Scenarios/Restaurant/app-intents"),
        ("Scenarios/Restaurant", "../../app-intents", "app-intents"),
        ("Scenarios/Restaurant", "./a/../b.swift", "Scenarios/Restaurant/b.swift"),
        ("", "../x", "../x"),
        ("Scenarios", "../../x", "../x"),
        ("/abs/app", "../x", "/abs/x"),
    ])
    func importedPathsAreShownWithoutDetours(folder: String, relative: String, shown: String) {
        #expect(AppImports.normalized(folder, relative) == shown)
    }
}
