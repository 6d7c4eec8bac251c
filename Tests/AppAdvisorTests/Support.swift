import AppDefinitions
import Diagnostics
import Foundation

/// Where the fixtures are, and how tests load them.
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func path(_ relative: String) -> String {
        folder.appendingPathComponent(relative).path
    }

    /// Loads a fixture app.yaml the way `evaluate app lint` does.
    static func load(_ relative: String) -> (app: AppDefinition?, diagnostics: [Diagnostic]) {
        let path = path(relative)
        return AppDefinitionLoader.load(path: path, displayPath: path)
    }

    /// Loads app.yaml text, shown as `name`.
    static func app(_ yaml: String, as name: String) -> (app: AppDefinition?, diagnostics: [Diagnostic]) {
        AppDefinitionLoader.load(bytes: Array(yaml.utf8), displayPath: name, directory: "/nonexistent-folder")
    }

    /// The package root, for the sample apps in `Scenarios/`.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
