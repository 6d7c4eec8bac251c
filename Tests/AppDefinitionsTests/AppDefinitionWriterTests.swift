import Diagnostics
import Foundation
import JSON
import Testing
import YAML
@testable import AppDefinitions

/// `AppDefinitionWriter` writes YAML that loads back to the same model: on
/// every sample app, and on strings YAML would otherwise read as something
/// else.
@Suite struct AppDefinitionWriterTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every `Scenarios/*/app.yaml` of the package.
    static let sampleApps: [String] = {
        let folder = packageRoot.appendingPathComponent("Scenarios")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().compactMap { name in
            let path = folder.appendingPathComponent(name).appendingPathComponent("app.yaml").path
            return FileManager.default.fileExists(atPath: path) ? path : nil
        }
    }()

    /// Loads YAML text from a folder that holds nothing, so no skills bundle
    /// beside it is imported a second time.
    static func reload(_ text: String) -> (app: AppDefinition?, diagnostics: [Diagnostic]) {
        AppDefinitionLoader.load(bytes: Array(text.utf8), displayPath: "written.yaml", directory: "/nonexistent-folder")
    }

    @Test func thereAreSampleApps() {
        #expect(Self.sampleApps.count >= 6, "\(Self.sampleApps)")
    }

    @Test(arguments: sampleApps)
    func sampleAppRoundTrips(_ path: String) throws {
        let (loaded, diagnostics) = AppDefinitionLoader.load(path: path, displayPath: path)
        let app = try #require(loaded, "\(diagnostics)")
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
        let text = AppDefinitionWriter.yaml(app)
        let (again, problems) = Self.reload(text)
        #expect(!problems.hasErrors, "\(problems.map(\.description))\n\(text)")
        let reloaded = try #require(again)
        #expect(reloaded.withoutMarks == app.withoutMarks, "\(text)")
        // Deterministic: writing the reloaded model gives the same text.
        #expect(AppDefinitionWriter.yaml(reloaded) == text)
    }

    /// Strings that are not plain YAML strings, or not in every YAML version.
    static let trickyStrings: [String] = [
        "yes", "no", "Yes", "NO", "on", "Off", "y", "n", "null", "Null", "NULL", "~", "", "true", "False",
        "12", "-3", "+1", "0x1F", "0o17", "1e3", ".5", "1.", ".inf", "-.inf", ".nan", "1_000", "1:30", "12 guests",
        " leading", "trailing ", "  ", "#hash", "a #comment", "a#b", "key: value", "ends with colon:", "a:b",
        "- dash", "-", "? question", "[x]", "{x}", "x, y", "*alias", "&anchor", "!tag", "|pipe", ">fold",
        "'single", "\"double", "%percent", "@at", "`tick", "line\nbreak", "two\n\nbreaks\n", "tab\there",
        "\ttab", "back\\slash", "quote \" inside", "carriage\rreturn", "nul\u{0}byte", "bell\u{7}", "del\u{7F}",
        "nel\u{85}", "ls\u{2028}", "bom\u{FEFF}", "emoji 🍝", "café", "${applicationName}", "{restaurant}",
        "---", "...", "Luca's", "=", "<<", "a: b # c", "null value", "true story",
    ]

    @Test(arguments: trickyStrings)
    func scalarReadsBackAsTheSameString(_ text: String) throws {
        let yaml = "key: \(AppDefinitionWriter.scalar(text))\n\(AppDefinitionWriter.scalar(text)): value\n"
        let root = try #require(try YAMLParser.parse(yaml, file: "t.yaml"))
        let mapping = try #require(root.mapping)
        #expect(mapping.pairs.count == 2)
        #expect(mapping.pairs.first?.value.scalar?.value == .string(text), "\(yaml)")
        #expect(mapping.pairs.last?.key.scalar?.string == text, "\(yaml)")
    }

    @Test(arguments: [
        ("Book a table", true), ("Luca's", true), ("${applicationName}", true), ("12 guests", true),
        ("yes", false), ("null", false), ("12", false), (" x", false), ("#x", false), ("a: b", false),
        ("a\nb", false), ("[RestaurantEntity]", false), ("String?", true),
    ])
    func quotesOnlyWhatNeedsIt(_ text: String, plain: Bool) {
        #expect((AppDefinitionWriter.scalar(text) == text) == plain)
    }

    /// An app that carries `text` everywhere the loader keeps a string as it is.
    static func app(carrying text: String) -> AppDefinition {
        AppDefinition(
            name: "Tricky", bundleIdentifier: text, synonyms: [text, "Other"],
            intents: [
                Intent(
                    identifier: "DoIt", title: "Do It", description: text, tool: true, schema: nil,
                    parameters: [
                        Parameter(
                            name: "note", title: "Note", description: text, type: .optional(.string),
                            defaultValue: .string(text), requestValueDialog: text),
                        Parameter(
                            name: "tags", title: "Tags", description: text, type: .array(.string),
                            defaultValue: .array([.string(text), .string("b")])),
                    ],
                    dialog: text),
            ],
            entities: [
                EntityType(
                    identifier: "ThingEntity", title: "Thing", description: text,
                    properties: [Property(name: "label", title: "Label", description: text, type: .string)],
                    records: [
                        Record(
                            id: "one", title: "One", subtitle: text, synonyms: [text],
                            metadata: [text.isEmpty ? "empty" : text: text, "plain": "x"],
                            properties: ["label": .string(text)]),
                    ]),
            ],
            enums: [EnumType(identifier: "Mood", title: "Mood", cases: [.init(identifier: "calm", title: "Calm", synonyms: [text])])],
            shortcuts: [Shortcut(intent: "DoIt", phrases: ["Do it in ${applicationName}"], shortTitle: text)],
            skills: [Skill(name: "do-it", description: "Does it.", body: text)]
        )
    }

    @Test(arguments: trickyStrings)
    func trickyStringRoundTrips(_ text: String) throws {
        let app = Self.app(carrying: text)
        let written = AppDefinitionWriter.yaml(app)
        let (loaded, diagnostics) = Self.reload(written)
        let reloaded = try #require(loaded, "\(diagnostics)\n\(written)")
        #expect(reloaded.withoutMarks == app.withoutMarks, "\(written)")
        #expect(AppDefinitionWriter.yaml(reloaded) == written)
    }

    /// Skill bodies are block literals when they can be, with the right
    /// chomping and indentation indicators.
    @Test(arguments: [
        ("line one\nline two\n", "|"), ("no final line break", "|-"), ("two final\n\n", "|+"), ("three\n\n\n", "|+"),
        ("  indented first line\nsecond\n", "|2"), ("\n\nleading blank lines\n", "|"),
        ("  \nspaces-only line first\n", "|2"), ("trailing spaces   \nx\n", "|"), ("tab\tinside\n", "|"),
        ("\tleading tab\n", "|2"), ("text\n  \n", "|"), ("a\n\n\nb", "|-"), ("# heading\n- bullet\n", "|"),
        ("key: value\n", "|"), ("\"quoted\"\n", "|"), ("crlf\r\nline", "\""), ("   ", "\""), ("\n", "\""),
    ])
    func skillBodyRoundTrips(_ body: String, style: String) throws {
        let app = AppDefinition(name: "Notes", skills: [Skill(name: "take-notes", description: "Takes notes.", body: body)])
        let written = AppDefinitionWriter.yaml(app)
        let bodyLine = try #require(written.split(separator: "\n").first { $0.hasPrefix("    body:") })
        #expect(bodyLine.dropFirst("    body: ".count).hasPrefix(style), "\(written)")
        let (loaded, diagnostics) = Self.reload(written)
        let reloaded = try #require(loaded, "\(diagnostics)\n\(written)")
        #expect(reloaded.skills.first?.body == body, "\(written)")
    }

    @Test func writesDefaultsOnlyWhenTheyDiffer() {
        let app = AppDefinition(
            name: "Counter",
            intents: [
                Intent(identifier: "Plain", title: "Plain"),
                Intent(
                    identifier: "Loud", title: "Loud", tool: true, openAppWhenRun: true, needsConfirmation: true,
                    authentication: .requiresAuthentication, destructive: true),
            ])
        #expect(AppDefinitionWriter.yaml(app) == """
            app:
              name: Counter

            intents:
              Plain:
                title: Plain
              Loud:
                title: Loud
                tool: true
                openAppWhenRun: true
                needsConfirmation: true
                authentication: requiresAuthentication
                destructive: true

            """)
    }

    @Test func writesNumbersSoTheyKeepTheirKind() throws {
        let app = AppDefinition(
            name: "Scale",
            intents: [
                Intent(identifier: "Weigh", title: "Weigh", parameters: [
                    Parameter(name: "kilos", title: "Kilos", type: .double, range: 0.5...300, defaultValue: .double(70)),
                    Parameter(name: "count", title: "Count", type: .int, range: 1...12, defaultValue: .int(4)),
                    Parameter(name: "values", title: "Values", type: .array(.double), defaultValue: .array([])),
                ]),
            ])
        let written = AppDefinitionWriter.yaml(app)
        #expect(written.contains("range: [0.5, 300]"))
        #expect(written.contains("default: 70.0"))
        #expect(written.contains("default: 4\n"))
        #expect(written.contains("default: []"))
        let reloaded = try #require(Self.reload(written).app)
        #expect(reloaded.withoutMarks == app.withoutMarks, "\(written)")
    }

    @Test func writesRecordsInlineWithNestedValues() throws {
        let app = AppDefinition(
            name: "Shop",
            entities: [
                EntityType(
                    identifier: "DishEntity", title: "Dish",
                    properties: [
                        Property(name: "tags", title: "Tags", type: .array(.string)),
                        Property(name: "price", title: "Price", type: .double),
                        Property(name: "vegan", title: "Vegan", type: .optional(.bool)),
                    ],
                    records: [
                        Record(id: "1", title: "Soup", hideInSpotlight: true, properties: ["tags": .array([.string("hot"), .string("no")]), "price": .double(4.5), "vegan": .null]),
                        Record(id: "2", title: "Salad", properties: ["tags": .array([]), "price": .int(6)]),
                    ]),
            ])
        let written = AppDefinitionWriter.yaml(app)
        #expect(written.contains("""
                records:
                  - id: "1"
                    title: Soup
                    hideInSpotlight: true
                    properties:
                      tags:
                        - hot
                        - "no"
            """), "\(written)")
        let reloaded = try #require(Self.reload(written).app)
        #expect(reloaded.withoutMarks == app.withoutMarks, "\(written)")
    }
}

fileprivate extension AppDefinition {
    /// The model without source positions and path, for comparing what was
    /// read from different files.
    var withoutMarks: AppDefinition {
        let zero = Mark(line: 0, column: 0)
        var app = self
        app.path = ""
        for i in app.intents.indices {
            app.intents[i].mark = zero
            for j in app.intents[i].parameters.indices { app.intents[i].parameters[j].mark = zero }
        }
        for i in app.entities.indices {
            app.entities[i].mark = zero
            for j in app.entities[i].properties.indices { app.entities[i].properties[j].mark = zero }
        }
        for i in app.enums.indices { app.enums[i].mark = zero }
        for i in app.shortcuts.indices { app.shortcuts[i].mark = zero }
        for i in app.skills.indices { app.skills[i].mark = zero }
        return app
    }
}
