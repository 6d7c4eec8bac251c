import Testing
@testable import SwiftSources

/// A Swift snippet and what its tree holds at some paths (nil: absent).
struct TranslationCase: Sendable, CustomTestStringConvertible {
    let name: String
    let source: String
    let expected: [(String, String?)]

    init(_ name: String, _ source: String, _ expected: [(String, String?)]) {
        self.name = name
        self.source = source
        self.expected = expected
    }

    var testDescription: String { name }
}

@Suite("Translating Swift declarations")
struct TranslationTests {
    static let intents: [TranslationCase] = [
        TranslationCase("the expo-app-intents counter template", """
            import AppIntents
            internal import ExpoAppIntents

            struct IncreaseCounterIntent: AppIntent {
              static let title: LocalizedStringResource = "Increase Counter"
              static let openAppWhenRun: Bool = true

              @MainActor
              func perform() async throws -> some IntentResult & ProvidesDialog {
                await AppIntentDispatcher.shared.dispatch(name: "increaseCounter")
                return .result(dialog: "Opening the counter.")
              }
            }
            """, [
                ("intents.IncreaseCounterIntent.title", "Increase Counter"), ("intents.IncreaseCounterIntent.openAppWhenRun", "true"),
                ("intents.IncreaseCounterIntent.dialog", "Opening the counter."), ("intents.IncreaseCounterIntent.tool", nil),
                ("intents.IncreaseCounterIntent.parameters", nil), ("intents.IncreaseCounterIntent.result", nil), ("entities", nil),
            ]),
        TranslationCase("a Siri AI tool with a described intent", """
            @AppIntent(.tool)
            struct ChangePartySize: AppIntent {
                static let title: LocalizedStringResource = "Change Party Size"
                static let description = IntentDescription("Changes the guests.", categoryName: "Bookings")
            }
            """, [("intents.ChangePartySize.tool", "true"), ("intents.ChangePartySize.description", "Changes the guests.")]),
        TranslationCase("titles and descriptions in their other spellings", """
            struct A: AppIntent, Sendable {
                static var title = LocalizedStringResource("Do A", comment: "the title")
                static var description: IntentDescription { IntentDescription(stringLiteral: "Does A.") }
            }
            struct B: AppIntent {
                static var title: LocalizedStringResource { return "Do B" }
                static let description: IntentDescription = "Does B."
            }
            """, [("intents.A.title", "Do A"), ("intents.A.description", "Does A."), ("intents.B.title", "Do B"), ("intents.B.description", "Does B.")]),
        TranslationCase("intents reached through other protocols", """
            struct Play: AudioPlaybackIntent { static let title: LocalizedStringResource = "Play" }
            struct Continue: ForegroundContinuableIntent { static let title: LocalizedStringResource = "Continue" }
            protocol BookingIntent: AppIntent {}
            struct Rebook: BookingIntent { static let title: LocalizedStringResource = "Rebook" }
            struct Later { static let title: LocalizedStringResource = "Later" }
            extension Later: AppIntent {}
            struct Helper { static let title = "Not an intent" }
            """, [
                ("intents.Play.title", "Play"), ("intents.Continue.title", "Continue"), ("intents.Rebook.title", "Rebook"),
                ("intents.BookingIntent", nil), ("intents.Later.title", "Later"), ("intents.Helper", nil),
            ]),
        TranslationCase("schemas and tools from the macro", """
            @AppIntent(schema: .mail.createDraft)
            struct CreateDraftIntent { var subject: String? }
            @AppIntent(.tool, schema: .journal.createEntry)
            struct LogMealIntent { var message: String }
            @AssistantIntent(schema: .photos.openAsset)
            struct OpenPhoto { @Parameter(title: "Photo") var target: PhotoEntity }
            struct Other: ToolIntent { static let title: LocalizedStringResource = "Other" }
            """, [
                ("intents.CreateDraftIntent.schema", "mail.createDraft"), ("intents.CreateDraftIntent.tool", nil),
                ("intents.CreateDraftIntent.parameters.subject", "{type: String?}"),
                ("intents.LogMealIntent.schema", "journal.createEntry"), ("intents.LogMealIntent.tool", "true"),
                ("intents.OpenPhoto.schema", "photos.openAsset"), ("intents.OpenPhoto.parameters.target.type", "PhotoEntity"),
                ("intents.Other.tool", "true"),
            ]),
        TranslationCase("authentication, modes, confirmation and deletion", """
            struct Pay: AppIntent {
                static let title: LocalizedStringResource = "Pay"
                static let authenticationPolicy: IntentAuthenticationPolicy = .requiresLocalDeviceAuthentication
                static let supportedModes: IntentModes = .foreground
                func perform() async throws -> some IntentResult {
                    try await requestConfirmation(actionName: .buy, dialog: "Pay now?")
                    return .result()
                }
            }
            struct Remove: DeleteIntent {
                static let title: LocalizedStringResource = "Remove"
                static var authenticationPolicy = IntentAuthenticationPolicy.requiresAuthentication
                static var openAppWhenRun: Bool { false }
            }
            """, [
                ("intents.Pay.authentication", "requiresLocalDeviceAuthentication"), ("intents.Pay.openAppWhenRun", "true"),
                ("intents.Pay.needsConfirmation", "true"), ("intents.Pay.dialog", nil), ("intents.Pay.destructive", nil),
                ("intents.Remove.destructive", "true"), ("intents.Remove.authentication", "requiresAuthentication"),
                ("intents.Remove.openAppWhenRun", "false"), ("intents.Remove.needsConfirmation", nil),
            ]),
        TranslationCase("parameter types", """
            enum Seating: String, AppEnum { case any; static let caseDisplayRepresentations: [Seating: DisplayRepresentation] = [.any: "Any"] }
            struct Types: AppIntent {
                static let title: LocalizedStringResource = "Types"
                @Parameter(title: "A") var count: Int?
                @Parameter(title: "B") var restaurants: [RestaurantEntity]
                @Parameter(title: "C") var when: Date
                @Parameter(title: "D") var flag: Bool
                @Parameter(title: "E") var weight: Double
                @Parameter(title: "F") var text: String
                @Parameter(title: "G") var link: URL
                @Parameter(title: "H") var wait: Measurement<UnitDuration>
                @Parameter(title: "I") var span: Duration?
                @Parameter(title: "J") var seating: Seating
                @Parameter(title: "K") var seatings: [Seating]?
            }
            """, [
                ("intents.Types.parameters.count.type", "Int?"), ("intents.Types.parameters.restaurants.type", "[RestaurantEntity]"),
                ("intents.Types.parameters.when.type", "Date"), ("intents.Types.parameters.flag.type", "Bool"),
                ("intents.Types.parameters.weight.type", "Double"), ("intents.Types.parameters.text.type", "String"),
                ("intents.Types.parameters.link.type", "URL"), ("intents.Types.parameters.wait.type", "Duration"),
                ("intents.Types.parameters.span.type", "Duration?"), ("intents.Types.parameters.seating.type", "Seating"),
                ("intents.Types.parameters.seatings.type", "[Seating]?"),
            ]),
        TranslationCase("parameter arguments", """
            enum Seating: String, AppEnum { case any, outdoor; static let caseDisplayRepresentations: [Seating: DisplayRepresentation] = [.any: "Any", .outdoor: "Out"] }
            struct Book: AppIntent {
                static let title: LocalizedStringResource = "Book"
                @Parameter(title: "Guests", description: "From 1 to 12", default: 2, requestValueDialog: "How many?", inclusiveRange: (1, 12))
                var partySize: Int
                @Parameter(title: "Tip", default: -1.5, inclusiveRange: (lowerBound: 0, upperBound: 1_000))
                var tip: Double
                @Parameter(title: "Seating", default: .outdoor, requestValueDialog: IntentDialog("Where?"))
                var seating: Seating
                @Parameter(title: "Also", default: Seating.any, requestValueDialog: .init("Or?"))
                var also: Seating
                @Parameter(title: LocalizedStringResource("Quiet"), default: true, controlStyle: .toggle)
                var quiet: Bool
                @Parameter(title: "Tags", default: ["a", "b"])
                var tags: [String]
                @Parameter(title: "Note", default: nil)
                var note: String?
                @Parameter(title: "Name", default: "yes")
                var name: String
            }
            """, [
                ("intents.Book.parameters.partySize", "{title: Guests, description: From 1 to 12, type: Int, range: [1, 12], default: 2, requestValueDialog: How many?}"),
                ("intents.Book.parameters.tip.default", "-1.5"), ("intents.Book.parameters.tip.range", "[0, 1000]"),
                ("intents.Book.parameters.seating.default", "outdoor"), ("intents.Book.parameters.seating.requestValueDialog", "Where?"),
                ("intents.Book.parameters.also.default", "any"), ("intents.Book.parameters.also.requestValueDialog", "Or?"),
                ("intents.Book.parameters.quiet", "{title: Quiet, type: Bool, default: true}"),
                ("intents.Book.parameters.tags.default", "[a, b]"), ("intents.Book.parameters.note.default", nil),
                ("intents.Book.parameters.name.default", "yes"),
            ]),
        TranslationCase("results and dialogs", """
            struct Book: AppIntent {
                static let title: LocalizedStringResource = "Book"
                @Parameter(title: "Restaurant") var restaurant: RestaurantEntity
                @Parameter(title: "Guests") var partySize: Int
                @Parameter(title: "Time") var time: Date
                func perform() async throws -> some IntentResult & ReturnsValue<ReservationEntity> & ProvidesDialog {
                    let reservation = try await book()
                    let text = "{not a placeholder}"
                    return .result(value: reservation, dialog: "Booked \\(restaurant.name) for \\(self.partySize) at \\(time.formatted(date: .omitted, time: .shortened)).")
                }
            }
            struct Find: AppIntent {
                static let title: LocalizedStringResource = "Find"
                func perform() async throws -> some ReturnsValue<[RestaurantEntity]> { .result(value: []) }
            }
            struct Log: AppIntent {
                static let title: LocalizedStringResource = "Log"
                @Parameter(title: "Weight") var weightKg: Double
                func perform() async throws -> some IntentResult & ProvidesDialog & ReturnsValue<String> {
                    let dialog = IntentDialog(
                        "Logged \\(weightKg, format: .number) kg."
                    )
                    return .result(value: "ok", dialog: dialog)
                }
            }
            struct Same: AppIntent {
                static let title: LocalizedStringResource = "Same"
                func perform() async throws -> some IntentResult & ProvidesDialog {
                    if Bool.random() { return .result(dialog: IntentDialog("Done.")) }
                    return .result(dialog: "Done.")
                }
            }
            """, [
                ("intents.Book.result", "ReservationEntity"), ("intents.Book.dialog", "Booked {restaurant} for {partySize} at {time}."),
                ("intents.Find.result", "[RestaurantEntity]"), ("intents.Find.dialog", nil),
                ("intents.Log.result", "String"), ("intents.Log.dialog", "Logged {weightKg} kg."), ("intents.Same.dialog", "Done."),
            ]),
        TranslationCase("code that only looks like declarations", """
            // struct Fake: AppIntent { static let title: LocalizedStringResource = "Fake" }
            /* struct AlsoFake: AppIntent {} /* nested */ struct StillFake: AppIntent {} */
            struct Real: AppIntent {
                static let title: LocalizedStringResource = "Real { not a brace"
                func perform() async throws -> some IntentResult {
                    let s = "struct Fake: AppIntent { \\("}")"
                    let t = #"raw } "quotes" \\(x)"#
                    let u = \"\"\"
                        struct Fake: AppIntent {
                        \"\"\"
                    return .result()
                }
                #if os(iOS)
                @Parameter(title: "Only on iOS") var phone: String
                #else
                @Parameter(title: "Elsewhere") var other: String
                #endif
            }
            """, [
                ("intents.Fake", nil), ("intents.AlsoFake", nil), ("intents.StillFake", nil), ("intents.Real.title", "Real { not a brace"),
                ("intents.Real.parameters.phone.title", "Only on iOS"), ("intents.Real.parameters.other.title", "Elsewhere"),
            ]),
        TranslationCase("entity queries are recognised and say nothing", """
            struct DishQuery: EntityStringQuery { func entities(for identifiers: [String]) async throws -> [DishEntity] { [] } }
            struct AllQuery: EnumerableEntityQuery { func allEntities() async throws -> [DishEntity] { [] } }
            struct PlainQuery: EntityQuery {}
            """, [("intents", nil), ("entities", nil)]),
    ]

    static let entitiesAndEnums: [TranslationCase] = [
        TranslationCase("an entity in the Siri AI style", """
            struct ReservationEntity: AppEntity {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Reservation"
                static let defaultQuery = ReservationQuery()
                static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication
                let id: UUID
                @Property(title: "Guests", description: "Total number of guests") var partySize: Int
                @Property(title: "Requests", authenticationPolicy: .requiresAuthentication) var requests: String?
                @ComputedProperty(title: "Is Upcoming") var isUpcoming: Bool { arrival > .now }
                @DeferredProperty(title: "Status") var status: String { get async { "" } }
                @Property(title: "POS Ticket", visibility: .internal) var ticket: String
                var plain: String
            }
            """, [
                ("entities.ReservationEntity.title", "Reservation"), ("entities.ReservationEntity.authentication", "requiresAuthentication"),
                ("entities.ReservationEntity.indexed", nil),
                ("entities.ReservationEntity.properties.partySize", "{title: Guests, description: Total number of guests, type: Int}"),
                ("entities.ReservationEntity.properties.requests", "{title: Requests, type: String?, authentication: requiresAuthentication}"),
                ("entities.ReservationEntity.properties.isUpcoming.type", "Bool"), ("entities.ReservationEntity.properties.status.type", "String"),
                ("entities.ReservationEntity.properties.ticket", nil), ("entities.ReservationEntity.properties.plain", nil),
                ("entities.ReservationEntity.properties.id", nil),
            ]),
        TranslationCase("indexed entities and other display spellings", """
            struct Contact: AppEntity {
                static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Contact")
            }
            struct Dish: IndexedEntity {
                static var typeDisplayRepresentation: TypeDisplayRepresentation { "Dish" }
            }
            struct Draft: AppEntity { static let typeDisplayRepresentation = TypeDisplayRepresentation(name: LocalizedStringResource("Draft"), numericFormat: "\\(placeholder: .int) drafts") }
            extension Draft: IndexedEntity {}
            @AppEntity(schema: .mail.account)
            struct Account { let id: String; var address: String }
            """, [
                ("entities.Contact.title", "Contact"), ("entities.Contact.indexed", nil), ("entities.Dish.title", "Dish"),
                ("entities.Dish.indexed", "true"), ("entities.Draft.title", "Draft"), ("entities.Draft.indexed", "true"),
                ("entities.Account.properties", "{address: {type: String}}"),
            ]),
        TranslationCase("an enum with every display spelling", """
            enum Seating: String, AppEnum {
                case any, indoor
                case outdoor = "out"
                case bar, counter

                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Seating"
                static let caseDisplayRepresentations: [Seating: DisplayRepresentation] = [
                    .any: "No preference",
                    .indoor: DisplayRepresentation(title: "Indoors", synonyms: ["inside"]),
                    .outdoor: .init(title: "Outdoors", subtitle: "Terrace", synonyms: ["outside", "on the terrace"]),
                    Seating.bar: DisplayRepresentation(stringLiteral: "At the bar"),
                    .counter: DisplayRepresentation(title: LocalizedStringResource("Counter")),
                ]
            }
            """, [
                ("enums.Seating.title", "Seating"),
                ("enums.Seating.cases", "{any: No preference, indoor: {title: Indoors, synonyms: [inside]}, outdoor: {title: Outdoors, synonyms: [outside, on the terrace]}, bar: At the bar, counter: Counter}"),
            ]),
        TranslationCase("an enum whose conformance and titles are in an extension", """
            enum Course: String { case starter, main }
            extension Course: AppEnum {
                static var typeDisplayRepresentation: TypeDisplayRepresentation { .init(name: "Course") }
                static var caseDisplayRepresentations: [Course: DisplayRepresentation] { [.starter: "Starter", .main: "Main"] }
            }
            @AppEnum(schema: .photos.assetType)
            enum AssetType: String { case photo; static let caseDisplayRepresentations: [AssetType: DisplayRepresentation] = [.photo: "Photo"] }
            """, [
                ("enums.Course.title", "Course"), ("enums.Course.cases", "{starter: Starter, main: Main}"),
                ("enums.AssetType.cases", "{photo: Photo}"),
            ]),
    ]

    static let shortcuts: [TranslationCase] = [
        TranslationCase("shortcuts in builder form", """
            struct AppShortcuts: AppShortcutsProvider {
              static var appShortcuts: [AppShortcut] {
                AppShortcut(
                  intent: OrderFoodIntent(),
                  phrases: [
                    "Order \\(\\.$dish) in \\(.applicationName)",
                    "Place an order in \\(.applicationName)",
                  ],
                  shortTitle: "Order Food",
                  systemImageName: "takeoutbag.and.cup.and.straw"
                )
                AppShortcut(intent: IncreaseCounterIntent(), phrases: ["Increase the counter in \\(.applicationName)"], shortTitle: LocalizedStringResource("Increase Counter"), systemImageName: "plus.circle")
              }
            }
            """, [
                ("shortcuts.0", "{intent: OrderFoodIntent, phrases: [Order ${dish} in ${applicationName}, Place an order in ${applicationName}], shortTitle: Order Food, systemImageName: takeoutbag.and.cup.and.straw}"),
                ("shortcuts.1.intent", "IncreaseCounterIntent"), ("shortcuts.1.shortTitle", "Increase Counter"), ("shortcuts.2", nil),
            ]),
        TranslationCase("shortcuts as an array", """
            struct Shortcuts: AppShortcutsProvider {
                static let appShortcuts: [AppShortcut] = [
                    AppShortcut(intent: BookTable(), phrases: ["Reserve \\(\\BookTable.$restaurant) with \\(.applicationName)"], shortTitle: "Book", systemImageName: "fork.knife"),
                    AppShortcut(intent: FindTables(), phrases: ["Find a table in \\(.applicationName)"], shortTitle: "Find", systemImageName: "magnifyingglass", parameterPresentation: nil),
                ]
            }
            """, [
                ("shortcuts.0.phrases", "[Reserve ${restaurant} with ${applicationName}]"), ("shortcuts.1.intent", "FindTables"),
                ("shortcuts.1.systemImageName", "magnifyingglass"),
            ]),
    ]

    @Test("intents", arguments: intents)
    func intent(_ example: TranslationCase) { check(example) }

    @Test("entities and enums", arguments: entitiesAndEnums)
    func entityOrEnum(_ example: TranslationCase) { check(example) }

    @Test("shortcuts", arguments: shortcuts)
    func shortcut(_ example: TranslationCase) { check(example) }

    private func check(_ example: TranslationCase) {
        let tree = importing(example.source)
        for (path, expected) in example.expected {
            #expect(tree.value(path) == expected, "at \(path)")
        }
        #expect(tree.messages == [])
    }

    @Test("types are told apart by their qualified names; only App Intents types must be unique")
    func qualifiedNames() {
        let tree = importing("""
            struct Menu {
                struct Row: AppEntity {
                    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Row"
                    @Property(title: "Name") var name: String
                }
                enum Kind: String { case dish }
            }
            struct Settings {
                struct Row: Codable { @Property(title: "Other") var other: String }
            }
            extension Menu.Kind: AppEnum {
                static let caseDisplayRepresentations: [Menu.Kind: DisplayRepresentation] = [.dish: "Dish"]
            }
            private struct Helper {}
            private struct Helper {}
            struct First { struct Book: AppIntent { static let title: LocalizedStringResource = "First" } }
            struct Second { struct Book: AppIntent { static let title: LocalizedStringResource = "Second" } }
            """)
        #expect(tree.value("entities.Row") == "{title: Row, properties: {name: {title: Name, type: String}}}")
        #expect(tree.value("enums.Kind.cases") == "{dish: Dish}")
        #expect(tree.value("intents.Book.title") == "First")
        #expect(tree.messages == [
            "Test.swift:17:24: error: intent 'Book' is declared twice: at Test.swift:16:23 and at Test.swift:17:24; the second declaration is not read",
        ])
    }

    @Test("text is double-quoted, numbers and booleans are plain")
    func styles() throws {
        let tree = importing("""
            struct A: AppIntent {
                static let title: LocalizedStringResource = "12"
                static let openAppWhenRun = true
                @Parameter(title: "yes", default: 3, inclusiveRange: (1, 5)) var n: Int
            }
            """)
        #expect(tree.node("intents.A.title")?.scalar?.style == .doubleQuoted)
        #expect(tree.node("intents.A.title")?.scalar?.value == .string("12"))
        #expect(tree.node("intents.A.openAppWhenRun")?.scalar?.value == .bool(true))
        #expect(tree.node("intents.A.parameters.n.title")?.scalar?.value == .string("yes"))
        #expect(tree.node("intents.A.parameters.n.type")?.scalar?.style == .doubleQuoted)
        #expect(tree.node("intents.A.parameters.n.default")?.scalar?.value == .int(3))
        #expect(tree.node("intents.A.parameters.n.range")?.sequence?.items.map { $0.scalar?.value } == [.int(1), .int(5)])
    }

    @Test("keys come in app.yaml's order, declarations in source order")
    func order() {
        let tree = importing("""
            struct B: AppIntent {
                @Parameter(title: "P") var p: Int
                static let description = IntentDescription("D")
                static let title: LocalizedStringResource = "T"
                static let openAppWhenRun = false
                func perform() async throws -> some ReturnsValue<Int> { .result(value: 1, dialog: "ok") }
            }
            struct A: AppIntent { static let title: LocalizedStringResource = "A" }
            """)
        #expect(tree.node("intents")?.mapping?.pairs.map(\.key.compact) == ["B", "A"])
        #expect(tree.node("intents.B")?.mapping?.pairs.map(\.key.compact) == ["title", "description", "openAppWhenRun", "parameters", "result", "dialog"])
    }
}
