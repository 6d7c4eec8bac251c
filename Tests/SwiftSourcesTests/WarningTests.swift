import Testing
@testable import SwiftSources

/// A Swift snippet and the diagnostics importing it gives, in order.
struct WarningCase: Sendable, CustomTestStringConvertible {
    let name: String
    let source: String
    let expected: [String]

    init(_ name: String, _ source: String, _ expected: [String]) {
        self.name = name
        self.source = source
        self.expected = expected
    }

    var testDescription: String { name }
}

@Suite("Warnings for what cannot be translated")
struct WarningTests {
    static let cases: [WarningCase] = [
        WarningCase("computed titles and descriptions", """
            struct A: AppIntent {
                static var title: LocalizedStringResource { makeTitle() }
                static var description: IntentDescription {
                    let text = "Does A."
                    return IntentDescription(stringLiteral: text)
                }
            }
            """, [
                "Test.swift:2:49: warning: the title of intent 'A' is a call of 'makeTitle', not a string literal; app.yaml needs the text itself, so it is left out",
                "Test.swift:4:9: warning: the description of intent 'A' is an expression that is computed, not a string literal; app.yaml needs the text itself, so it is left out",
            ]),
        WarningCase("titles built from variables", #"""
            struct A: AppIntent {
                static let title = LocalizedStringResource(stringLiteral: brandName)
                static let description: IntentDescription = "Orders from \(brandName)."
            }
            """#, [
                "Test.swift:2:63: warning: the title of intent 'A' is 'brandName', not a string literal; app.yaml needs the text itself, so it is left out",
                #"Test.swift:3:62: warning: the description of intent 'A' interpolates '\(brandName)', and app.yaml needs the text itself; it is left out"#,
            ]),
        WarningCase("unknown attribute arguments", """
            @AppIntent(.tool, .fast)
            struct A: AppIntent {
                static let title: LocalizedStringResource = "A"
                @Parameter(title: "X", frobnicate: 1, "loose")
                var x: Int
            }
            """, [
                "Test.swift:1:19: warning: unknown argument '.fast' of @AppIntent; it is ignored",
                "Test.swift:4:28: warning: unknown argument 'frobnicate:' of @Parameter for parameter 'x' of intent 'A'; it is ignored",
                #"Test.swift:4:43: warning: unknown argument '"loose"' of @Parameter for parameter 'x' of intent 'A'; it is ignored"#,
            ]),
        WarningCase("parameter types app.yaml cannot represent", """
            struct A: AppIntent {
                static let title: LocalizedStringResource = "A"
                @Parameter(title: "Distance") var distance: Measurement<UnitLength>
                @Parameter(title: "People") var people: [IntentPerson]
                @Parameter(title: "Count") var count = 5
                @Parameter(title: "Kept") var kept: Int
            }
            """, [
                "Test.swift:3:39: warning: parameter 'distance' of intent 'A' has type 'Measurement<UnitLength>', which app.yaml cannot represent; it is left out",
                "Test.swift:4:37: warning: parameter 'people' of intent 'A' has type '[IntentPerson]', which app.yaml cannot represent; it is left out",
                "Test.swift:5:36: warning: parameter 'count' of intent 'A' has no type annotation, so its type cannot be read; it is left out",
            ]),
        WarningCase("values that are not literals", """
            struct A: AppIntent {
                static let title: LocalizedStringResource = "A"
                static let openAppWhenRun = Config.opensApp
                static let authenticationPolicy: IntentAuthenticationPolicy = .requiresPassword
                @Parameter(title: "When", default: Date.now) var when: Date
                @Parameter(title: "N", inclusiveRange: range) var n: Int
                @Parameter(title: "Tags", default: ["a", tag]) var tags: [String]
            }
            struct B: AppIntent {
                static let title: LocalizedStringResource = "B"
                static let supportedModes: IntentModes = [.foreground, .background]
            }
            """, [
                "Test.swift:3:33: warning: openAppWhenRun of intent 'A' is 'Config.opensApp', not true or false; it is left out",
                "Test.swift:4:67: warning: the authenticationPolicy of intent 'A' is '.requiresPassword'; expected .alwaysAllowed, .requiresAuthentication or .requiresLocalDeviceAuthentication; it is left out",
                "Test.swift:5:40: warning: the default of parameter 'when' of intent 'A' is 'Date.now', not a literal value; it is left out",
                "Test.swift:6:44: warning: the inclusiveRange of parameter 'n' of intent 'A' is 'range', not two numbers such as (1, 12); it is left out",
                "Test.swift:7:46: warning: the default of parameter 'tags' of intent 'A' is 'tag', not a literal value; it is left out",
                "Test.swift:11:46: warning: supportedModes of intent 'B' is a list; only .foreground and .background say whether the app opens; it is ignored",
            ]),
        WarningCase("dialogs that are not a parameter's text", #"""
            struct A: AppIntent {
                static let title: LocalizedStringResource = "A"
                @Parameter(title: "Guests") var partySize: Int
                func perform() async throws -> some IntentResult & ProvidesDialog {
                    let names = friends.joined(separator: ", ")
                    return .result(dialog: "Catch up with \(names) and \(partySize + 1) more.")
                }
            }
            struct B: AppIntent {
                static let title: LocalizedStringResource = "B"
                func perform() async throws -> some IntentResult & ProvidesDialog {
                    return .result(dialog: makeDialog())
                }
            }
            struct C: AppIntent {
                static let title: LocalizedStringResource = "C"
                func perform() async throws -> some IntentResult & ProvidesDialog {
                    guard ready else { return .result(dialog: "Not yet.") }
                    return .result(dialog: "Done.")
                }
            }
            """#, [
                #"Test.swift:6:47: warning: the dialog of intent 'A' interpolates '\(names)', and it is neither a parameter nor something app.yaml can say; it is left out"#,
                "Test.swift:12:32: warning: the dialog of intent 'B' is a call of 'makeDialog', not a string literal; app.yaml needs the text itself, so it is left out",
                #"Test.swift:19:32: warning: intent 'C' returns 2 different dialogs; app.yaml holds one, so the last ("Done.") is kept"#,
            ]),
        WarningCase("shortcuts that cannot be read", #"""
            struct S: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: BookTable(), phrases: ["Book \(brand) in \(.applicationName)", "Book in \(.applicationName)"], shortTitle: "Book", systemImageName: "fork.knife")
                    AppShortcut(intent: makeIntent, phrases: ["x \(.applicationName)"], shortTitle: "X", systemImageName: "x")
                    AppShortcut(intent: Find(), phrases: allPhrases, shortTitle: "Find", systemImageName: "magnifyingglass", color: .red)
                }
            }
            struct Empty: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] { makeShortcuts() }
            }
            struct Missing: AppShortcutsProvider {}
            """#, [
                #"Test.swift:3:58: warning: the phrase "Book \(brand) in \(.applicationName)" interpolates '\(brand)', and it is neither a parameter nor something app.yaml can say; it is left out"#,
                "Test.swift:4:29: warning: the intent of an AppShortcut is 'makeIntent', not an intent made as 'Intent()'; the shortcut is left out",
                "Test.swift:5:46: warning: the phrases of an AppShortcut are 'allPhrases', not a list literal; they are left out",
                "Test.swift:5:114: warning: unknown argument 'color:' of AppShortcut; it is ignored",
                "Test.swift:9:16: warning: no AppShortcut(intent:phrases:...) is written out in appShortcuts of 'Empty'; no shortcuts are read from it",
                "Test.swift:11:8: warning: shortcuts provider 'Missing' has no static appShortcuts property; no shortcuts are read from it",
            ]),
        WarningCase("enum cases without titles", """
            enum Size: String, AppEnum { case small, large }
            enum Seating: String, AppEnum {
                case any, bar
                static let caseDisplayRepresentations: [Seating: DisplayRepresentation] = [
                    .any: DisplayRepresentation(title: "Any", synonyms: synonyms),
                    .booth: "Booth",
                ]
            }
            enum Mood: String, AppEnum {
                case calm
                static let caseDisplayRepresentations = makeTitles()
            }
            """, [
                "Test.swift:1:6: warning: enum 'Size' has no caseDisplayRepresentations; its cases are titled by their identifiers",
                "Test.swift:5:61: warning: the synonyms of the display representation of case 'any' of enum 'Seating' are 'synonyms', not a list literal; they are left out",
                "Test.swift:6:9: warning: caseDisplayRepresentations of enum 'Seating' has the key '.booth', which is not one of its cases; it is ignored",
                "Test.swift:3:15: warning: case 'bar' of enum 'Seating' has no entry in caseDisplayRepresentations; its title is its identifier",
                "Test.swift:11:45: warning: caseDisplayRepresentations of enum 'Mood' is a call of 'makeTitles', not a dictionary literal; its cases are titled by their identifiers",
            ]),
        WarningCase("entity properties that cannot be read", """
            struct Place: AppEntity {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Place"
                @Property(title: "Where") var location: CLPlacemark
                @Property(title: "Name", localizedTitle: "Nom") var name: String
                @ComputedProperty(title: label) var label: String { "x" }
            }
            """, [
                "Test.swift:3:35: warning: property 'location' of entity 'Place' has type 'CLPlacemark', which app.yaml cannot represent; it is left out",
                "Test.swift:4:30: warning: unknown argument 'localizedTitle:' of @Property for property 'name' of entity 'Place'; it is ignored",
                "Test.swift:5:30: warning: the title of property 'label' of entity 'Place' is 'label', not a string literal; app.yaml needs the text itself, so it is left out",
            ]),
    ]

    @Test("each warning says what and where", arguments: cases)
    func warnings(_ example: WarningCase) {
        let tree = importing(example.source)
        #expect(tree.messages == example.expected)
        #expect(tree.diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test("a warning shows the line and a caret under the column")
    func snippet() throws {
        let tree = importing("struct A: AppIntent {\n\tstatic let title = LocalizedStringResource(stringLiteral: name)\n}")
        let diagnostic = try #require(tree.diagnostics.first)
        #expect(diagnostic.rendered == """
            Test.swift:2:60: warning: the title of intent 'A' is 'name', not a string literal; app.yaml needs the text itself, so it is left out
            \tstatic let title = LocalizedStringResource(stringLiteral: name)
            \t                                                          ^
            """)
    }
}
