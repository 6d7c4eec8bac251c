@testable import AppDefinitions
import Foundation
import Testing

/// The `import:` block of app.yaml: what it accepts and how a wrong path is
/// reported (the importers themselves are tested in their own modules).
@Suite struct AppImportsTests {
    /// A folder with an app.yaml holding `yaml`, and an empty `Build` folder.
    static func load(_ yaml: String) throws -> [String] {
        let folder = NSTemporaryDirectory() + "app-imports-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/Build", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (_, diagnostics) = AppDefinitionLoader.load(bytes: Array(yaml.utf8), displayPath: "App/app.yaml", directory: folder)
        return diagnostics.map(\.description)
    }

    @Test(arguments: [
        (
            "import:\n  swift: [Intents, Build]\n",
            ["App/app.yaml:3:11: error: cannot find the Swift sources 'Intents'"]
        ),
        (
            "import:\n  actionsdata: Build\n",
            ["App/app.yaml:3:16: error: the Xcode metadata 'Build' must be a file"]
        ),
        (
            "import:\n  skills: Skills.skillsbundle\n",
            ["App/app.yaml:3:11: error: cannot find the skills bundle 'Skills.skillsbundle'"]
        ),
        (
            "import:\n  swfit: Build\n",
            ["App/app.yaml:3:3: error: unknown key 'swfit' in 'import'; did you mean 'swift'?"]
        ),
        (
            "import: Build\n",
            ["App/app.yaml:2:9: error: expected a mapping for 'import', found a string"]
        ),
    ] as [(String, [String])])
    func wrongImports(block: String, expected: [String]) throws {
        #expect(try Self.load("app: { name: Dinewell }\n" + block) == expected)
    }
}
