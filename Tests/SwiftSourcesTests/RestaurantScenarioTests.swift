import Foundation
import Testing
import YAML
@testable import SwiftSources

/// A node in a canonical form for comparing trees from different sources:
/// scalars by their core-schema value, mapping keys sorted, marks and
/// styles ignored, and the keys in `ignoring` left out.
func canonical(_ node: Node, ignoring: Set<String> = []) -> String {
    switch node {
    case .scalar(let scalar):
        return "\(scalar.value)"
    case .sequence(let sequence):
        return "[" + sequence.items.map { canonical($0, ignoring: ignoring) }.joined(separator: ", ") + "]"
    case .mapping(let mapping):
        let pairs = mapping.pairs.filter { !ignoring.contains($0.key.scalar?.string ?? "") }
            .map { "\($0.key.scalar?.string ?? "?"): \(canonical($0.value, ignoring: ignoring))" }
        return "{" + pairs.sorted().joined(separator: ", ") + "}"
    }
}

@Suite("The Restaurant sample's Swift")
struct RestaurantScenarioTests {
    static let folder = Paths.packageRoot.appendingPathComponent("Scenarios/Restaurant")

    /// The sample's app.yaml as it was before it imported its Swift, kept by
    /// the AppDefinitions tests.
    static let yamlOnly = Paths.packageRoot.appendingPathComponent("Tests/AppDefinitionsTests/Fixtures/RestaurantInYAML/app.yaml")

    @Test("importing app-intents/ gives the intents, entities, enums and shortcuts the YAML-only app.yaml declared")
    func matchesAppYAML() throws {
        let tree = SwiftIntentsImporter.read([(Self.folder.appendingPathComponent("app-intents").path, "Scenarios/Restaurant/app-intents")])
        #expect(tree.messages == [])
        let text = try String(contentsOf: Self.yamlOnly, encoding: .utf8)
        let yaml = try #require(try YAMLParser.parse(text, file: "app.yaml")?.mapping)
        // Records are sample data the app publishes at run time: Swift cannot say them.
        let swiftCannotSay: Set<String> = ["records"]
        for section in ["intents", "entities", "enums", "shortcuts"] {
            let declared = yaml[section].map { canonical($0, ignoring: swiftCannotSay) }
            let imported = tree.node(section).map { canonical($0, ignoring: swiftCannotSay) }
            #expect(imported == declared, "section '\(section)'")
        }
        #expect(tree.node("intents")?.mapping?.pairs.isEmpty == false)
        #expect(tree.node("shortcuts")?.sequence?.items.isEmpty == false)
    }
}
