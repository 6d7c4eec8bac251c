import AppDefinitions
import Foundation
import JSON
@testable import Resolvers
import Scenarios
import Testing
import Transcripts

@Suite struct ToolSchemaTests {
    let schema = ToolSchema(app: Bistro.app)

    func function(_ name: String) -> JSONValue? {
        schema.tools.first { $0["function"]?["name"]?.string == name }?["function"]
    }

    /// Intents marked `tool` or with a schema, then the search and the skills.
    @Test func theToolsAreTheMarkedIntentsThenSearchAndSkills() {
        #expect(schema.tools.map { $0["function"]?["name"]?.string ?? "" } == ["BookTable", "CancelReservation", "FindTables", "find_entities", "load_skill"])
        #expect(schema.tools.allSatisfy { $0["type"] == "function" })
    }

    @Test func everyIntentIsAToolWhenNoneIsMarked() {
        var app = Bistro.app
        app.intents = app.intents.map { intent in
            var intent = intent
            intent.tool = false
            intent.schema = nil
            return intent
        }
        app.skills = []
        app.entities = []
        let names = ToolSchema(app: app).tools.map { $0["function"]?["name"]?.string ?? "" }
        #expect(names == ["BookTable", "CancelReservation", "FindTables", "PayDeposit"])
    }

    /// Each parameter is a JSON Schema property with its title and
    /// description as written, its type, range, enum cases and default.
    @Test func parametersAreJSONSchemaProperties() throws {
        let book = try #require(function("BookTable"))
        #expect(book["description"] == "Reserves a table at a Bistro restaurant for a party size and arrival time.")
        let parameters = try #require(book["parameters"])
        #expect(parameters["type"] == "object")
        #expect(parameters["title"] == "Book a Table")
        #expect(parameters["required"] == ["restaurant", "partySize", "time"])
        let properties = try #require(parameters["properties"]?.object)
        #expect(properties.keys == ["restaurant", "partySize", "time", "seating", "note"])
        #expect(properties["partySize"] == [
            "type": "integer", "title": "Guests", "description": "Number of guests, from 1 to 12", "minimum": 1, "maximum": 12,
        ])
        #expect(properties["restaurant"] == [
            "type": "string", "title": "Restaurant",
            "description": "The restaurant to book. The identifier of a Restaurant: luca (Luca); mercato (Bar Mercato); lupe (Casa Lupe).",
            "enum": ["luca", "mercato", "lupe"],
        ])
        #expect(properties["time"] == [
            "type": "string", "title": "Arrival Time",
            "description": "When the party arrives. An ISO 8601 date-time with its UTC offset, such as 2026-12-05T19:30:00-05:00.",
            "format": "date-time",
        ])
        #expect(properties["seating"] == [
            "type": "string", "title": "Seating",
            "description": "Where to sit. One of: any (No preference); indoor (Indoors, inside); outdoor (Outdoors, outside, on the patio).",
            "enum": ["any", "indoor", "outdoor"], "default": "any",
        ])
        #expect(properties["note"] == ["type": "string", "title": "Note"])
        let find = try #require(function("FindTables")?["parameters"]?["properties"])
        #expect(find["tags"] == ["type": "array", "title": "Tags", "description": "Kinds of place", "items": ["type": "string"]])
    }

    /// Many records: the model finds the id with `find_entities` rather
    /// than reading a list of hundreds.
    @Test func anEntityWithManyRecordsIsFoundBySearch() throws {
        var app = Bistro.app
        let index = try #require(app.entities.firstIndex { $0.identifier == "RestaurantEntity" })
        app.entities[index].records = (1...(ToolSchema.listedRecordLimit + 1)).map { Record(id: "place-\($0)", title: "Place \($0)") }
        let restaurant = try #require(ToolSchema(app: app).tools.first?["function"]?["parameters"]?["properties"]?["restaurant"])
        #expect(restaurant == [
            "type": "string", "title": "Restaurant",
            "description": "The restaurant to book. The identifier of a Restaurant (RestaurantEntity); look it up with find_entities.",
        ])
    }

    @Test func searchAndSkillTools() throws {
        let search = try #require(function("find_entities"))
        #expect(search["parameters"]?["required"] == ["entity", "query"])
        #expect(search["parameters"]?["properties"]?["entity"]?["enum"] == ["RestaurantEntity", "ReservationEntity"])
        let skill = try #require(function("load_skill"))
        #expect(skill["parameters"]?["properties"]?["name"]?["enum"] == ["plan-group-dinner"])
    }

    /// The context a real Siri would know: date, time zone, locale, lock,
    /// screen, Live Activity and skill descriptions (never their bodies).
    @Test func theSystemMessageCarriesTheContext() {
        let context = Bistro.context(
            locked: true, onScreen: [EntityReference(entity: "RestaurantEntity", id: "luca")],
            liveActivity: EntityReference(entity: "ReservationEntity", id: "r-1")
        )
        let text = SystemPrompt.text(app: Bistro.app, context: context, schema: schema)
        for part in [
            "the app \"Bistro\" (also called \"The Bistro\")",
            "Now: Thursday, December 3, 2026, 5:00 PM (2026-12-03T17:00:00-05:00).",
            "Time zone: America/New_York. Locale: en_US.",
            "The device is locked",
            "Bistro is open, in the foreground.",
            "On screen: RestaurantEntity luca (\"Luca\").",
            "A Live Activity of Bistro is showing: ReservationEntity r-1 (\"Bar Mercato, 2 guests\").",
            "- plan-group-dinner: Finds and books a table for a group dinner.",
            "find_entities", "load_skill",
        ] {
            #expect(text.contains(part), "\(part)\n---\n\(text)")
        }
        #expect(!text.contains("Search before you book."))
        let plain = SystemPrompt.text(app: Bistro.app, context: Bistro.context(), schema: schema)
        #expect(plain.contains("The device is unlocked."))
        #expect(!plain.contains("On screen") && !plain.contains("Live Activity"))
    }

    struct SearchCase: Sendable, CustomTestStringConvertible {
        var entity: String
        var query: String
        var ids: [String]
        var testDescription: String { "\(entity) '\(query)'" }
    }

    @Test(arguments: [
        SearchCase(entity: "RestaurantEntity", query: "Luca", ids: ["luca"]),
        SearchCase(entity: "RestaurantEntity", query: "mexican place near union square", ids: ["lupe"]),
        SearchCase(entity: "RestaurantEntity", query: "", ids: ["luca", "mercato", "lupe"]),
        SearchCase(entity: "RestaurantEntity", query: "the", ids: ["luca", "mercato", "lupe"]),
        SearchCase(entity: "RestaurantEntity", query: "sushi", ids: []),
        SearchCase(entity: "ReservationEntity", query: "my dinner on Friday", ids: ["r-1"]),
    ])
    func entitySearch(_ search: SearchCase) throws {
        let entity = try #require(Bistro.app.entity(named: search.entity))
        #expect(EntitySearch.search(search.query, in: entity).map(\.id) == search.ids)
    }

    @Test func appDefinitionJSONHasTheKeysOfAppYAML() throws {
        let json = Bistro.app.json
        #expect(json.object?.keys == ["app", "intents", "entities", "enums", "shortcuts", "skills"])
        #expect(json["app"] == ["name": "Bistro", "bundleIdentifier": "com.example.bistro", "synonyms": ["The Bistro"]])
        let partySize = try #require(json["intents"]?["BookTable"]?["parameters"]?["partySize"])
        #expect(partySize == ["title": "Guests", "description": "Number of guests, from 1 to 12", "type": "Int", "range": [1, 12], "requestValueDialog": "How many guests?"])
        #expect(json["intents"]?["BookTable"]?["parameters"]?["seating"]?["default"] == "any")
        #expect(json["intents"]?["FindTables"]?["schema"] == "restaurants.findTables")
        #expect(json["intents"]?["FindTables"]?["result"] == "[RestaurantEntity]")
        #expect(json["intents"]?["PayDeposit"]?["authentication"] == "requiresAuthentication")
        #expect(json["intents"]?["PayDeposit"]?["needsConfirmation"] == true)
        #expect(json["entities"]?["ReservationEntity"]?["properties"]?["specialRequests"]?["authentication"] == "requiresAuthentication")
        #expect(json["entities"]?["RestaurantEntity"]?["records"]?[0] == [
            "id": "luca", "title": "Luca", "subtitle": "Italian, SoHo", "synonyms": ["Luca's"], "metadata": [:],
            "hideInSpotlight": false, "properties": ["name": "Luca", "about": "Pasta, $$"],
        ])
        #expect(json["enums"]?["Seating"]?["cases"]?["any"] == ["title": "No preference", "synonyms": []])
        #expect(json["skills"]?["plan-group-dinner"] == ["description": "Finds and books a table for a group dinner.", "body": "Search before you book."])
        #expect(json["shortcuts"] == [])
    }
}
