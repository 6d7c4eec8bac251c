import Foundation
import Testing
import YAML
@testable import ActionsData

/// The Dinewell fixture is written the way Xcode writes extract.actionsdata:
/// one line of JSON with sorted keys, raw UTF-8 and `\/` for slashes, and the
/// keys seen in real files (see Documentation/ActionsData.md).
@Suite("Reading Xcode's extract.actionsdata")
struct ActionsDataTests {
    static let shown = "Dinewell.app/Metadata.appintents/extract.actionsdata"

    static let expected = """
        intents:
          "BookTable":
            title: "Book a Table"
            description: "Reserves a table at a Dinewell restaurant for a party size and arrival time. Free bookings only."
            openAppWhenRun: false
            authentication: "requiresAuthentication"
            parameters:
              "restaurant":
                title: "Restaurant"
                description: "The restaurant to book"
                type: "RestaurantEntity"
              "partySize":
                title: "Guests"
                description: "Total number of guests, from 1 to 12"
                type: "Int"
                default: 2
                range: [1, 12]
              "time":
                title: "Arrival Time"
                type: "Date"
              "seating":
                title: "Seating"
                type: "Seating?"
                default: "any"
              "note":
                title: "Note"
                description: "Anything the restaurant should know (allergies, a high chair)"
                type: "String?"
            result: "ReservationEntity"
          "ChangePartySize":
            title: "Change Party Size"
            description: "Changes the number of guests of an upcoming reservation."
            openAppWhenRun: false
            authentication: "requiresAuthentication"
            parameters:
              "reservation":
                title: "Reservation"
                type: "ReservationEntity"
              "partySize":
                title: "Guests"
                type: "Int"
              "notifyRestaurant":
                title: "Notify the Restaurant"
                type: "Bool"
                default: true
          "FindAvailableTables":
            title: "Find Available Tables"
            description: "Lists restaurants with a free table for the party size, date and cuisines given."
            openAppWhenRun: false
            authentication: "alwaysAllowed"
            parameters:
              "cuisines":
                title: "Cuisines"
                description: "Cuisines to search, such as Italian or Thai"
                type: "[String]?"
              "partySize":
                title: "Guests"
                type: "Int"
              "date":
                title: "Date"
                type: "Date?"
              "maxPrice":
                title: "Highest Price per Person"
                description: "In euros/person"
                type: "Double?"
              "near":
                title: "Restaurants"
                type: "[RestaurantEntity]?"
            result: "[RestaurantEntity]"
          "OpenReservation":
            title: "Open Reservation"
            openAppWhenRun: true
            authentication: "requiresLocalDeviceAuthentication"
            parameters:
              "reservation":
                title: "Reservation"
                type: "ReservationEntity"
          "ShowMenu":
            title: "Show Menu"
            description: "Opens the menu of a restaurant — « carte du jour » included."
            openAppWhenRun: true
            authentication: "alwaysAllowed"
            parameters:
              "restaurant":
                title: "Restaurant"
                type: "RestaurantEntity"
              "website":
                title: "Website"
                type: "URL?"
        entities:
          "ReservationEntity":
            title: "Reservation"
            properties:
              "restaurantName":
                title: "Restaurant"
                type: "String"
              "partySize":
                title: "Guests"
                type: "Int"
              "arrival":
                title: "Arrival"
                type: "Date"
              "seating":
                title: "Seating"
                type: "Seating?"
          "RestaurantEntity":
            title: "Restaurant"
            properties:
              "name":
                title: "Name"
                type: "String"
              "cuisine":
                title: "Cuisine"
                type: "String"
              "rating":
                title: "Rating"
                type: "Double?"
              "takesDeposits":
                title: "Takes Deposits"
                type: "Bool"
              "website":
                title: "Website"
                type: "URL?"
              "tags":
                title: "Tags"
                type: "[String]"
        enums:
          "Seating":
            title: "Seating"
            cases:
              "any":
                title: "No preference"
              "indoor":
                title: "Indoors"
                synonyms: ["inside"]
              "outdoor":
                title: "Outdoors"
                synonyms: ["outside", "on the terrace"]
        shortcuts:
          - intent: "BookTable"
            phrases: ["Book a table in ${applicationName}", "Book ${restaurant} with ${applicationName}"]
            shortTitle: "Book a Table"
            systemImageName: "fork.knife"
          - intent: "FindAvailableTables"
            phrases: ["Find a table with ${applicationName}", "What's free tonight in ${applicationName}?"]
            shortTitle: "Find a Table"
            systemImageName: "magnifyingglass"
        """

    @Test("the whole file becomes app.yaml's intents, entities, enums and shortcuts")
    func translation() {
        let tree = ActionsDataImporter.read(path: fixture("Dinewell.actionsdata"), shown: Self.shown)
        #expect(tree.diagnostics.isEmpty)
        #expect(yaml(tree.root) == Self.expected)
    }

    @Test("pretty-printed JSON reads the same as Xcode's single line")
    func prettyPrinted() throws {
        let tree = ActionsDataImporter.read(path: fixture("Dinewell-pretty.actionsdata"), shown: "pretty.actionsdata")
        #expect(tree.diagnostics.isEmpty)
        #expect(yaml(tree.root) == Self.expected)
        #expect(keyMark(tree.root, ["intents"], "BookTable")?.description == "3:5")
        #expect(node(tree.root, "intents", "BookTable", "title")?.mark.description == "262:17")
    }

    @Test("text values are double-quoted, booleans and numbers plain")
    func styles() throws {
        let tree = ActionsDataImporter.read(path: fixture("Dinewell.actionsdata"), shown: Self.shown)
        let partySize = try #require(node(tree.root, "intents", "BookTable", "parameters", "partySize")?.mapping)
        #expect(partySize["title"]?.scalar?.style == .doubleQuoted)
        #expect(partySize["type"]?.scalar?.style == .doubleQuoted)
        #expect(partySize["default"]?.scalar?.style == .plain)
        #expect(partySize["default"]?.scalar?.value == .int(2))
        let open = try #require(node(tree.root, "intents", "OpenReservation", "openAppWhenRun")?.scalar)
        #expect(open.style == .plain && open.value == .bool(true))
    }

    /// Each mark points at the text it was read from: the path in the tree
    /// (a last `key:` step names a key rather than its value), and what the
    /// file holds from the mark on.
    static let marks: [([String], String)] = [
        (["key:intents"], #""actions":{"BookTable""#),
        (["intents", "key:BookTable"], #""BookTable":{"assistant"#),
        (["intents", "BookTable", "title"], #""Book a Table"},"typeSpecificMetadata""#),
        (["intents", "BookTable", "description"], #""Reserves a table"#),
        (["intents", "BookTable", "openAppWhenRun"], #"false,"outputFlags":4"#),
        (["intents", "BookTable", "authentication"], #"1,"availabilityAnnotations""#),
        (["intents", "BookTable", "key:parameters"], #""parameters":[{"#),
        (["intents", "BookTable", "parameters", "key:partySize"], #""partySize","parameterDescription""#),
        (["intents", "BookTable", "parameters", "partySize", "type"], #"{"primitive":{"wrapper":{"typeIdentifier":2}}}},{"capabilities":0,"dynamicOptionsSupport":0,"inputConnectionBehavior":0,"isInput":false,"isOptional":false,"name":"time""#),
        (["intents", "BookTable", "parameters", "partySize", "default"], #"2.0}},"LNValueTypeSpecificMetadataKeyMinimumValue""#),
        (["intents", "BookTable", "result"], #"{"entity":{"wrapper":{"typeName":"ReservationEntity"}}},"parameters""#),
        (["intents", "ShowMenu", "description"], #""Opens the menu"#),
        (["entities", "key:RestaurantEntity"], #""RestaurantEntity":{"assistantDefinedSchemas""#),
        (["entities", "RestaurantEntity", "title"], #""Restaurant"},"effectiveBundleIdentifiers":[],"entitySyncMetadata""#),
        (["entities", "RestaurantEntity", "properties", "key:tags"], #""tags","isOptional""#),
        (["enums", "key:Seating"], #""Seating","isSystem""#),
        (["enums", "Seating", "cases", "key:outdoor"], #""outdoor"}"#),
        (["shortcuts", "0"], #"{"actionIdentifier":"BookTable""#),
        (["shortcuts", "0", "intent"], #""BookTable","availabilityAnnotations""#),
        (["shortcuts", "0", "phrases", "1"], #""Book ${restaurant} with ${applicationName}""#),
        (["shortcuts", "1", "systemImageName"], #""magnifyingglass"}"#),
    ]

    @Test("marks point at the name or value in the file", arguments: marks)
    func mark(path: [String], expected: String) throws {
        let text = try String(contentsOfFile: fixture("Dinewell.actionsdata"), encoding: .utf8)
        let tree = ActionsDataImporter.read(path: fixture("Dinewell.actionsdata"), shown: Self.shown)
        var current: Node = .mapping(tree.root)
        var found: Mark?
        for step in path {
            if step.hasPrefix("key:") {
                found = current.mapping?.pair(String(step.dropFirst(4)))?.key.mark
            } else if let index = Int(step) {
                current = try #require(current.sequence?.items[index])
            } else {
                current = try #require(current.mapping?[step])
            }
        }
        let mark = found ?? current.mark
        #expect(mark.line == 1)
        let rest = String(String.UnicodeScalarView(text.unicodeScalars.dropFirst(mark.column - 1)))
        #expect(rest.hasPrefix(expected), "\(path) at \(mark) reads \(rest.prefix(60))")
        #expect(SourceFiles.path(mark.source) == Self.shown)
    }

    @Test("every mark is in the registered file")
    func everyMarkIsInTheFile() {
        let tree = ActionsDataImporter.read(path: fixture("Dinewell.actionsdata"), shown: Self.shown)
        var sources: Set<Int32> = []
        func visit(_ node: Node) {
            sources.insert(node.mark.source)
            if let mapping = node.mapping { for pair in mapping.pairs { visit(pair.key); visit(pair.value) } }
            node.sequence?.items.forEach(visit)
        }
        visit(.mapping(tree.root))
        #expect(sources.count == 1)
        #expect(sources.first.flatMap(SourceFiles.path) == Self.shown)
        #expect(sources.first.flatMap(SourceFiles.text)?.hasPrefix(#"{"actions":{"BookTable""#) == true)
    }

    @Test("a file that cannot be read is an error naming it")
    func unreadable() {
        let tree = ActionsDataImporter.read(path: fixtures + "/missing.actionsdata", shown: "build/missing.actionsdata")
        #expect(lines(tree.diagnostics) == ["error: cannot read the Xcode metadata file 'build/missing.actionsdata'"])
        #expect(tree.root.pairs.isEmpty)
    }

    @Test("reading twice gives the same tree")
    func deterministic() {
        let first = ActionsDataImporter.read(path: fixture("Dinewell.actionsdata"), shown: Self.shown)
        let second = ActionsDataImporter.read(path: fixture("Dinewell.actionsdata"), shown: Self.shown)
        #expect(yaml(first.root) == yaml(second.root))
    }
}
