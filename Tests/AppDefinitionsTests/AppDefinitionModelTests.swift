import Diagnostics
import Foundation
import JSON
import Testing
import YAML
@testable import AppDefinitions

/// The model read from a valid app.yaml that uses every key of app-format.md.
struct AppDefinitionModelTests {
    static let yaml = #"""
    app:
      name: Dinewell
      bundleIdentifier: com.example.dinewell
      synonyms: [Dine Well, Dinewell App]

    intents:
      BookTable:
        title: Book a Table
        description: >-
          Reserves a table at a Dinewell restaurant.
          Free bookings only.
        tool: true
        schema: null
        openAppWhenRun: false
        needsConfirmation: false
        authentication: alwaysAllowed
        destructive: false
        parameters:
          restaurant:
            title: Restaurant
            description: The restaurant to book
            type: RestaurantEntity
          partySize:
            title: Guests
            description: Total number of guests, from 1 to 12
            type: Int
            range: [1, 12]
            requestValueDialog: How many guests?
          time:
            title: Arrival Time
            description: When the party arrives
            type: Date
          note:
            title: Note
            description: Anything for the restaurant
            type: String?
            requestValueDialog: Anything the restaurant should know?
          seating:
            title: Seating
            description: Where the party sits
            type: Seating
            default: any
          alternatives:
            title: Alternatives
            description: Restaurants to try if this one is full
            type: "[RestaurantEntity]"
          deposit:
            title: Deposit
            description: The deposit in dollars
            type: Double
            range: [0, 99.5]
            default: 0
        result: ReservationEntity
        dialog: Booked {restaurant} for {partySize}.
      PayDeposit:
        title: Pay Deposit
        description: Pays the card deposit of a reservation.
        tool: false
        schema: payments.sendPayment
        openAppWhenRun: true
        needsConfirmation: true
        authentication: requiresAuthentication
        destructive: true
        parameters:
          reservation: { title: Reservation, description: The reservation, type: ReservationEntity }
      ShowPasses:
        title: Show Passes
        authentication: requiresLocalDeviceAuthentication

    entities:
      RestaurantEntity:
        title: Restaurant
        description: A restaurant that takes bookings through Dinewell
        indexed: true
        properties:
          name: { title: Name, type: String, description: The restaurant's name }
          about: { title: About, type: String }
          rating: { title: Rating, type: Double? }
          cuisines: { title: Cuisines, type: "[String]" }
        records:
          - id: luca-soho
            title: Luca
            subtitle: Italian, SoHo
            synonyms: [Luca SoHo, "Luca's"]
            metadata: { neighborhood: SoHo, deposit: none }
            hideInSpotlight: true
            properties: { name: Luca, about: "Italian, $$, SoHo", rating: 4.5, cuisines: [Italian, Pizza] }
          - id: bar-mercato
            title: Bar Mercato
            properties: { name: Bar Mercato, rating: null }
      ReservationEntity:
        title: Reservation
        authentication: requiresAuthentication
        properties:
          restaurant: { title: Restaurant, type: RestaurantEntity }
          arrival: { title: Arrival, type: Date }
          partySize: { title: Guests, type: Int }
          seating: { title: Seating, type: Seating }
          notes: { title: Notes, type: String, authentication: requiresLocalDeviceAuthentication }
        records: { file: reservations.json }

    enums:
      Seating:
        title: Where to Sit
        cases:
          any: No preference
          indoor: Indoors
          outdoor: { title: Outdoors, synonyms: [outside, on the terrace] }

    shortcuts:
      - intent: BookTable
        phrases:
          - Book a table in ${applicationName}
          - Book ${restaurant} in ${applicationName}
          - Book ${restaurant} or ${alternatives} in ${applicationName}
        shortTitle: Book a Table
        systemImageName: fork.knife
      - intent: PayDeposit
        phrases: Pay a deposit with ${applicationName}

    skills:
      plan-group-dinner:
        description: Finds and books a table for a group dinner.
        body: |
          Search before you book.
          Never pay a deposit.
      quick-book:
        description: >
          Books the usual table; a folded block ends with a line break.
    """#

    static let reservations = #"""
    [
      {
        "id": "r-1001",
        "title": "Bar Mercato, 2 guests",
        "subtitle": "Fri, Dec 4, 8:00 PM",
        "synonyms": ["Friday dinner"],
        "metadata": { "source": "app" },
        "hideInSpotlight": false,
        "properties": {
          "restaurant": "bar-mercato",
          "arrival": "2026-12-04T20:00:00-05:00",
          "partySize": 2,
          "seating": "indoor",
          "notes": "Nut allergy"
        }
      },
      { "id": "r-1002", "title": "Luca, 4 guests" }
    ]
    """#

    /// Loads the app with its records file in a fresh folder.
    static func load() throws -> (AppDefinition, [Diagnostic]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("app-model-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try reservations.write(toFile: folder + "/reservations.json", atomically: true, encoding: .utf8)
        let (app, diagnostics) = AppDefinitionLoader.load(bytes: Array(yaml.utf8), displayPath: "app.yaml", directory: folder)
        return (try #require(app), diagnostics)
    }

    @Test func loadsWithoutProblems() throws {
        let (_, diagnostics) = try Self.load()
        #expect(diagnostics.map(\.description) == [])
    }

    @Test func header() throws {
        let (app, _) = try Self.load()
        #expect(app.name == "Dinewell")
        #expect(app.bundleIdentifier == "com.example.dinewell")
        #expect(app.synonyms == ["Dine Well", "Dinewell App"])
        #expect(app.path == "app.yaml")
    }

    @Test func intentsWithAllFlags() throws {
        let (app, _) = try Self.load()
        #expect(app.intents.map(\.identifier) == ["BookTable", "PayDeposit", "ShowPasses"])

        let book = try #require(app.intent(named: "BookTable"))
        #expect(book.title == "Book a Table")
        #expect(book.description == "Reserves a table at a Dinewell restaurant. Free bookings only.")
        #expect(book.tool)
        #expect(book.schema == nil)
        #expect(!book.openAppWhenRun && !book.needsConfirmation && !book.destructive)
        #expect(book.authentication == .alwaysAllowed)
        #expect(book.result == .entity("ReservationEntity"))
        #expect(book.dialog == "Booked {restaurant} for {partySize}.")
        #expect(book.mark == Mark(line: 7, column: 3))

        let pay = try #require(app.intent(named: "PayDeposit"))
        #expect(!pay.tool)
        #expect(pay.schema == "payments.sendPayment")
        #expect(pay.openAppWhenRun && pay.needsConfirmation && pay.destructive)
        #expect(pay.authentication == .requiresAuthentication)
        #expect(pay.authentication.needsUnlock)
        #expect(pay.result == nil && pay.dialog == nil)

        // Defaults when a key is left out.
        let passes = try #require(app.intent(named: "ShowPasses"))
        #expect(passes.description == nil)
        #expect(!passes.tool && !passes.openAppWhenRun && !passes.needsConfirmation && !passes.destructive)
        #expect(passes.authentication == .requiresLocalDeviceAuthentication)
        #expect(passes.parameters.isEmpty)
    }

    @Test func parameters() throws {
        let (app, _) = try Self.load()
        let book = try #require(app.intent(named: "BookTable"))
        #expect(book.parameters.map(\.name) == ["restaurant", "partySize", "time", "note", "seating", "alternatives", "deposit"])
        #expect(book.parameters.map(\.type) == [
            .entity("RestaurantEntity"), .int, .date, .optional(.string), .enumeration("Seating"),
            .array(.entity("RestaurantEntity")), .double,
        ])
        #expect(book.parameters.map(\.isRequired) == [true, true, true, false, false, true, false])

        let party = try #require(book.parameter(named: "partySize"))
        #expect(party.title == "Guests")
        #expect(party.description == "Total number of guests, from 1 to 12")
        #expect(party.range == 1...12)
        #expect(party.requestValueDialog == "How many guests?")
        #expect(party.defaultValue == nil)
        #expect(party.mark == Mark(line: 23, column: 7))

        let note = try #require(book.parameter(named: "note"))
        #expect(note.requestValueDialog == "Anything the restaurant should know?")
        #expect(note.range == nil)

        #expect(book.parameter(named: "seating")?.defaultValue == .string("any"))
        let deposit = try #require(book.parameter(named: "deposit"))
        #expect(deposit.range == 0...99.5)
        #expect(deposit.defaultValue == .int(0))
    }

    @Test func entitiesWithPropertiesAndInlineRecords() throws {
        let (app, _) = try Self.load()
        #expect(app.entities.map(\.identifier) == ["RestaurantEntity", "ReservationEntity"])
        let restaurant = try #require(app.entity(named: "RestaurantEntity"))
        #expect(restaurant.title == "Restaurant")
        #expect(restaurant.description == "A restaurant that takes bookings through Dinewell")
        #expect(restaurant.indexed)
        #expect(restaurant.authentication == .alwaysAllowed)
        #expect(restaurant.properties.map(\.name) == ["name", "about", "rating", "cuisines"])
        #expect(restaurant.properties.map(\.type) == [.string, .string, .optional(.double), .array(.string)])
        #expect(restaurant.property(named: "name")?.description == "The restaurant's name")
        #expect(restaurant.property(named: "about")?.description == nil)
        #expect(restaurant.property(named: "name")?.authentication == nil)

        #expect(restaurant.records.map(\.id) == ["luca-soho", "bar-mercato"])
        let luca = try #require(restaurant.record(id: "luca-soho"))
        #expect(luca.title == "Luca")
        #expect(luca.subtitle == "Italian, SoHo")
        #expect(luca.synonyms == ["Luca SoHo", "Luca's"])
        #expect(luca.metadata == ["neighborhood": "SoHo", "deposit": "none"])
        #expect(luca.hideInSpotlight)
        #expect(luca.properties["name"] == .string("Luca"))
        #expect(luca.properties["about"] == .string("Italian, $$, SoHo"))
        #expect(luca.properties["rating"] == .double(4.5))
        #expect(luca.properties["cuisines"] == .array([.string("Italian"), .string("Pizza")]))

        let mercato = try #require(restaurant.record(id: "bar-mercato"))
        #expect(mercato.subtitle == nil)
        #expect(mercato.synonyms.isEmpty && mercato.metadata.isEmpty)
        #expect(!mercato.hideInSpotlight)
        #expect(mercato.properties["rating"] == .null)
    }

    @Test func recordsFromAJSONFile() throws {
        let (app, _) = try Self.load()
        let reservation = try #require(app.entity(named: "ReservationEntity"))
        #expect(!reservation.indexed)
        #expect(reservation.authentication == .requiresAuthentication)
        #expect(reservation.property(named: "notes")?.authentication == .requiresLocalDeviceAuthentication)
        #expect(reservation.property(named: "restaurant")?.type == .entity("RestaurantEntity"))
        #expect(reservation.records.map(\.id) == ["r-1001", "r-1002"])
        let first = try #require(reservation.record(id: "r-1001"))
        #expect(first.title == "Bar Mercato, 2 guests")
        #expect(first.subtitle == "Fri, Dec 4, 8:00 PM")
        #expect(first.synonyms == ["Friday dinner"])
        #expect(first.metadata == ["source": "app"])
        #expect(!first.hideInSpotlight)
        #expect(first.properties["restaurant"] == .string("bar-mercato"))
        #expect(first.properties["partySize"] == .int(2))
        #expect(first.properties["arrival"] == .string("2026-12-04T20:00:00-05:00"))
        #expect(reservation.record(id: "r-1002")?.properties.isEmpty == true)
    }

    @Test func enumsInBothCaseForms() throws {
        let (app, _) = try Self.load()
        let seating = try #require(app.enumeration(named: "Seating"))
        #expect(seating.title == "Where to Sit")
        #expect(seating.cases == [
            .init(identifier: "any", title: "No preference"),
            .init(identifier: "indoor", title: "Indoors"),
            .init(identifier: "outdoor", title: "Outdoors", synonyms: ["outside", "on the terrace"]),
        ])
    }

    @Test func shortcuts() throws {
        let (app, _) = try Self.load()
        #expect(app.shortcuts.count == 2)
        let book = app.shortcuts[0]
        #expect(book.intent == "BookTable")
        #expect(book.phrases == [
            "Book a table in ${applicationName}",
            "Book ${restaurant} in ${applicationName}",
            "Book ${restaurant} or ${alternatives} in ${applicationName}",
        ])
        #expect(book.shortTitle == "Book a Table")
        #expect(book.systemImageName == "fork.knife")
        // A single phrase may be written without a list.
        #expect(app.shortcuts[1].phrases == ["Pay a deposit with ${applicationName}"])
        #expect(app.shortcuts[1].shortTitle == nil && app.shortcuts[1].systemImageName == nil)
        #expect(Shortcut.slots(in: book.phrases[2]) == ["restaurant", "alternatives", "applicationName"])
    }

    @Test func skills() throws {
        let (app, _) = try Self.load()
        #expect(app.skills.map(\.name) == ["plan-group-dinner", "quick-book"])
        let plan = try #require(app.skill(named: "plan-group-dinner"))
        #expect(plan.description == "Finds and books a table for a group dinner.")
        #expect(plan.body == "Search before you book.\nNever pay a deposit.\n")
        let quick = try #require(app.skill(named: "quick-book"))
        // The line break that ends a folded block is not a second line.
        #expect(quick.description == "Books the usual table; a folded block ends with a line break.")
        #expect(quick.body == "")
    }

    @Test func anEmptyFileIsAnError() {
        let (app, diagnostics) = AppDefinitionLoader.load(bytes: Array("# nothing\n".utf8), displayPath: "app.yaml", directory: "/")
        #expect(app == nil)
        #expect(diagnostics.map(\.description) == ["app.yaml:1:1: error: the app definition is empty; it needs at least an 'app:' block with a name"])
    }

    @Test func aYAMLErrorIsReportedWithItsPlace() {
        let (app, diagnostics) = AppDefinitionLoader.load(bytes: Array("app:\n  name: [Dinewell\n".utf8), displayPath: "x/app.yaml", directory: "/")
        #expect(app == nil)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.location?.file == "x/app.yaml")
        #expect(diagnostics.first?.severity == .error)
    }
}
