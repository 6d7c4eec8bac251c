import Foundation
import Testing
import YAML
@testable import SwiftSources

/// Reads a fixture folder, shown as `Fixtures/<name>`.
private func fixture(_ name: String) -> ImportedTree {
    SwiftIntentsImporter.read([(Paths.fixtures.appendingPathComponent(name).path, "Fixtures/\(name)")])
}

extension ImportedTree {
    /// Where the node at `path` points, as `file:line:column`; with `key`,
    /// where its key points (the name of a declaration).
    func place(_ path: String, key: Bool = false) -> String? {
        var node = node(path)
        if key {
            let steps = path.split(separator: ".")
            let parent = steps.count > 1 ? self.node(steps.dropLast().joined(separator: ".")) : .mapping(root)
            node = parent?.mapping?.pair(String(steps.last ?? ""))?.key
        }
        guard let mark = node?.mark else { return nil }
        return SourceFiles.location(mark, in: "?").description
    }
}

@Suite("Importing fixture folders")
struct FixtureTests {
    @Test("the Siri AI style: tools, schemas, extensions in other files, #if, comments and strings")
    func dinewell() {
        let tree = fixture("Dinewell")
        #expect(tree.node("intents")?.mapping?.pairs.map(\.key.compact)
            == ["BookTable", "PayDeposit", "FindAvailableTables", "ChangePartySize", "LogMealIntent", "MessageRestaurantIntent"])
        #expect(tree.node("entities")?.mapping?.pairs.map(\.key.compact) == ["RestaurantEntity", "ReservationEntity", "TableSearch"])
        #expect(tree.value("intents.BookTable.description")
            == "Reserves a table at a Dinewell restaurant for a party size and arrival time. Free bookings only: restaurants that need a card deposit are booked in the app.")
        #expect(tree.value("intents.BookTable.parameters.partySize")
            == "{title: Guests, description: Total number of guests, including the person booking, from 1 to 12, type: Int, range: [1, 12], default: 2, requestValueDialog: How many guests?}")
        #expect(tree.value("intents.BookTable.parameters.seating.default") == "any")
        #expect(tree.value("intents.BookTable.dialog") == "Booked {restaurant} for {partySize}.")
        #expect(tree.value("intents.PayDeposit") == "{title: Pay Deposit, description: Pays the card deposit that some restaurants need to hold a reservation., openAppWhenRun: true, needsConfirmation: true, authentication: requiresAuthentication, parameters: {reservation: {title: Reservation, description: The reservation to pay the deposit for, type: ReservationEntity}}}")
        #expect(tree.value("intents.ChangePartySize.title") == "Change Party Size")
        #expect(tree.value("intents.ChangePartySize.dialog") == "Your table is now for {partySize}.")
        #expect(tree.value("intents.LogMealIntent") == "{tool: true, schema: journal.createEntry, parameters: {title: {type: String?}, message: {type: String}, entryDate: {type: Date?}}}")
        #expect(tree.value("intents.FindAvailableTables.result") == "[RestaurantEntity]")
        #expect(tree.value("entities.ReservationEntity.properties")?.contains("posTicketID") == false)
        #expect(tree.value("entities.ReservationEntity.properties.specialRequests.authentication") == "requiresAuthentication")
        #expect(tree.value("entities.RestaurantEntity.indexed") == "true")
        #expect(tree.value("enums.Seating") == "{title: Seating, cases: {any: {title: No preference, synonyms: [anywhere, wherever]}, indoor: {title: Indoors, synonyms: [inside]}, outdoor: {title: Outdoors, synonyms: [outside, on the terrace, on the patio]}, bar: At the bar}}")
        #expect(tree.value("shortcuts") == "[{intent: BookTable, phrases: [Book a table in ${applicationName}, Book ${restaurant} in ${applicationName}, Reserve a table at ${restaurant} with ${applicationName}], shortTitle: Book a Table, systemImageName: fork.knife}, {intent: FindAvailableTables, phrases: [Find a table in ${applicationName}], shortTitle: Find Tables, systemImageName: magnifyingglass}]")
        #expect(tree.messages == [
            "Fixtures/Dinewell/Schemas.swift:9:9: warning: parameter 'mediaItems' of intent 'LogMealIntent' has type '[IntentFile]', which app.yaml cannot represent; it is left out",
            "Fixtures/Dinewell/Schemas.swift:11:9: warning: parameter 'location' of intent 'LogMealIntent' has type 'CLPlacemark?', which app.yaml cannot represent; it is left out",
        ])
    }

    static let dinewellPlaces: [(String, Bool, String)] = [
        ("intents.BookTable", true, "Fixtures/Dinewell/BookTable.swift:11:8"),
        ("intents.BookTable", false, "Fixtures/Dinewell/BookTable.swift:11:8"),
        ("intents.BookTable.title", false, "Fixtures/Dinewell/BookTable.swift:12:49"),
        ("intents.BookTable.description", false, "Fixtures/Dinewell/BookTable.swift:14:9"),
        ("intents.BookTable.tool", false, "Fixtures/Dinewell/BookTable.swift:10:12"),
        ("intents.BookTable.parameters.partySize", true, "Fixtures/Dinewell/BookTable.swift:30:9"),
        ("intents.BookTable.parameters.partySize.type", false, "Fixtures/Dinewell/BookTable.swift:30:20"),
        ("intents.BookTable.parameters.partySize.default", false, "Fixtures/Dinewell/BookTable.swift:26:18"),
        ("intents.BookTable.parameters.partySize.range", false, "Fixtures/Dinewell/BookTable.swift:28:25"),
        ("intents.BookTable.parameters.partySize.range.1", false, "Fixtures/Dinewell/BookTable.swift:28:29"),
        ("intents.BookTable.parameters.seating", true, "Fixtures/Dinewell/BookTable.swift:37:9"),
        ("intents.BookTable.result", false, "Fixtures/Dinewell/BookTable.swift:40:69"),
        ("intents.BookTable.dialog", false, "Fixtures/Dinewell/BookTable.swift:43:67"),
        ("intents.PayDeposit.needsConfirmation", false, "Fixtures/Dinewell/Deposit.swift:14:19"),
        ("intents.ChangePartySize", true, "Fixtures/Dinewell/Platform.swift:6:8"),
        ("intents.LogMealIntent.schema", false, "Fixtures/Dinewell/Schemas.swift:5:27"),
        ("enums.Seating", true, "Fixtures/Dinewell/Seating.swift:1:6"),
        ("enums.Seating.title", false, "Fixtures/Dinewell/Seating+AppEnum.swift:5:103"),
        ("enums.Seating.cases.bar", true, "Fixtures/Dinewell/Seating.swift:4:10"),
        ("enums.Seating.cases.bar", false, "Fixtures/Dinewell/Seating+AppEnum.swift:14:52"),
        ("enums.Seating.cases.indoor.synonyms", false, "Fixtures/Dinewell/Seating+AppEnum.swift:8:52"),
        ("entities.ReservationEntity.properties.tableStatus", true, "Fixtures/Dinewell/Entities.swift:57:9"),
        ("shortcuts.0", false, "Fixtures/Dinewell/Shortcuts.swift:6:13"),
        ("shortcuts.0.phrases.2", false, "Fixtures/Dinewell/Shortcuts.swift:11:21"),
        ("shortcuts.1.intent", false, "Fixtures/Dinewell/Shortcuts.swift:16:33"),
    ]

    @Test("marks point at the file, line and column the value was read from", arguments: dinewellPlaces)
    func places(path: String, key: Bool, expected: String) {
        #expect(Self.dinewell.place(path, key: key) == expected)
    }

    static let dinewell = fixture("Dinewell")

    @Test("folders are searched recursively, in sorted order, with the paths the user sees")
    func howbee() {
        let tree = fixture("Howbee")
        #expect(tree.node("intents")?.mapping?.pairs.map(\.key.compact) == ["AddNewContactIntent", "CheckInWithContactIntent", "WhoShouldICatchUpWithIntent"])
        #expect(tree.place("intents.AddNewContactIntent", key: true) == "Fixtures/Howbee/plugin/swift/AppIntents/AddNewContactIntent.swift:1:8")
        #expect(tree.place("entities.ContactEntity.title") == "Fixtures/Howbee/plugin/swift/Entities/ContactEntity.swift:5:76")
        #expect(tree.value("intents.AddNewContactIntent") == "{title: Add a new contact, description: Add a new friend or family member to track, openAppWhenRun: true}")
        #expect(tree.value("intents.CheckInWithContactIntent.parameters") == "{contact: {title: Contact, type: ContactEntity}}")
        #expect(tree.value("intents.WhoShouldICatchUpWithIntent.result") == "String")
        #expect(tree.value("intents.WhoShouldICatchUpWithIntent.dialog") == nil)
        #expect(tree.value("entities.ContactEntity") == "{title: Contact}")
        #expect(tree.value("shortcuts")?.components(separatedBy: "intent: ").count == 4)
        #expect(tree.value("shortcuts.2.phrases") == "[Add a new contact in ${applicationName}, Add a friend in ${applicationName}]")
        #expect(tree.messages == [])
    }

    @Test("the Rork style: a dialog kept in a local constant, a Double default")
    func weighIn() {
        let tree = fixture("WeighIn")
        #expect(tree.value("intents.LogWeightIntent") == "{title: Log weight, description: Record today's weight., parameters: {weightKg: {title: Weight (kg), type: Double, default: 65.0, requestValueDialog: How much did you weigh?}, note: {title: Note, type: String?}}, result: WeightEntry, dialog: Logged {weightKg} kg.}")
        #expect(tree.value("entities.WeightEntry") == "{title: Weight Entry}")
        #expect(tree.value("shortcuts.0.phrases") == "[Log weight in ${applicationName}, Record ${weightKg} kilos in ${applicationName}]")
        #expect(tree.messages == [])
    }

    @Test("the mail schema template: schema properties, a delete intent, types app.yaml cannot represent")
    func mail() {
        let tree = fixture("Mail")
        #expect(tree.value("intents.CreateDraftIntent") == "{schema: mail.createDraft, openAppWhenRun: true, parameters: {body: {type: String?}, subject: {type: String?}, account: {type: MailAccountEntity?}}, result: MailDraftEntity}")
        #expect(tree.value("intents.DeleteDraftsIntent") == "{schema: mail.deleteDraft, openAppWhenRun: false, needsConfirmation: true, authentication: requiresLocalDeviceAuthentication, destructive: true, parameters: {target: {type: [MailDraftEntity]}}, dialog: Deleted.}")
        #expect(tree.value("entities.MailDraftEntity") == "{indexed: true, properties: {subject: {type: String}, body: {type: String}}}")
        #expect(tree.messages == ["to", "cc", "bcc"].enumerated().map { index, name in
            "Fixtures/Mail/CreateDraftIntent.swift:\([10, 12, 13][index]):7: warning: parameter '\(name)' of intent 'CreateDraftIntent' has type '[IntentPerson]', which app.yaml cannot represent; it is left out"
        } + ["Fixtures/Mail/CreateDraftIntent.swift:15:7: warning: parameter 'attachments' of intent 'CreateDraftIntent' has type '[IntentFile]', which app.yaml cannot represent; it is left out"])
    }

    @Test("a type declared twice is an error naming both places; the first is read")
    func duplicates() {
        let tree = fixture("Duplicates")
        #expect(tree.messages == [
            "Fixtures/Duplicates/OrderFoodCopy.swift:4:8: error: intent 'OrderFoodIntent' is declared twice: at Fixtures/Duplicates/OrderFood.swift:3:8 and at Fixtures/Duplicates/OrderFoodCopy.swift:4:8; the second declaration is not read",
            "Fixtures/Duplicates/OrderFoodCopy.swift:14:6: error: enum 'Course' is declared twice: at Fixtures/Duplicates/OrderFoodCopy.swift:8:6 and at Fixtures/Duplicates/OrderFoodCopy.swift:14:6; the second declaration is not read",
        ])
        #expect(tree.value("intents.OrderFoodIntent.title") == "Order Food")
        #expect(tree.value("enums.Course.cases") == "{starter: Starter, main: Main}")
    }

    @Test("roots may be files or folders, a file named twice is read once, a missing root is an error")
    func roots() {
        let file = Paths.fixtures.appendingPathComponent("WeighIn/LogWeightIntent.swift").path
        let tree = SwiftIntentsImporter.read([
            (file, "LogWeightIntent.swift"),
            (Paths.fixtures.appendingPathComponent("Nowhere").path, "Nowhere"),
            (Paths.fixtures.appendingPathComponent("Howbee/plugin/swift/Entities").path, "Entities/"),
            (Paths.fixtures.appendingPathComponent("WeighIn").path, "WeighIn"),
        ])
        #expect(tree.messages == ["error: cannot read the Swift sources 'Nowhere': no such file or folder"])
        #expect(tree.place("intents.LogWeightIntent", key: true) == "LogWeightIntent.swift:5:8")
        #expect(tree.place("entities.ContactEntity", key: true) == "Entities/ContactEntity.swift:3:8")
        #expect(tree.place("entities.WeightEntry", key: true) == "WeighIn/WeightEntry.swift:5:8")
    }

    @Test("an app's other Swift (views, models, closures, regexes, operators) is stepped over without a word")
    func noise() {
        let tree = fixture("Noise")
        #expect(tree.messages == [])
        #expect(tree.node("intents")?.mapping?.pairs.map(\.key.compact) == ["OpenRestaurant"])
        #expect(tree.value("intents.OpenRestaurant") == "{title: Open Restaurant, parameters: {target: {title: Restaurant, description: The restaurant to show, type: RestaurantEntity}, note: {title: Note, type: String, default: }}}")
        #expect(tree.node("entities") == nil)
        #expect(tree.place("intents.OpenRestaurant.parameters.note", key: true) == "Fixtures/Noise/DinewellApp.swift:123:9")
    }

    @Test("the same input gives the same tree")
    func deterministic() {
        let first = fixture("Dinewell")
        let second = fixture("Dinewell")
        #expect(Node.mapping(first.root).compact == Node.mapping(second.root).compact)
        #expect(first.messages == second.messages)
    }
}
