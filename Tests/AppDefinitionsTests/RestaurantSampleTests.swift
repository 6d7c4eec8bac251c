import AppDefinitions
import Foundation
import Testing

/// The Restaurant sample imports its intents from Swift: the definition it
/// loads must be the one its YAML-only version declared, so its scenarios
/// and recordings mean what they meant.
@Suite struct RestaurantSampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func load(_ relative: String) throws -> AppDefinition {
        let path = root.appendingPathComponent(relative).path
        let (app, diagnostics) = AppDefinitionLoader.load(path: path, displayPath: relative)
        #expect(diagnostics.map(\.description) == [])
        return try #require(app)
    }

    @Test func theImportingSampleEqualsItsYAMLOnlyVersion() throws {
        let imported = try Self.load("Scenarios/Restaurant/app.yaml")
        let declared = try Self.load("Tests/AppDefinitionsTests/Fixtures/RestaurantInYAML/app.yaml")
        #expect(AppDefinitionWriter.yaml(imported) == AppDefinitionWriter.yaml(declared))
        #expect(imported.intents.count == 1 && imported.entities.first?.records.isEmpty == false)
    }
}
