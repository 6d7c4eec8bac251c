import Testing
import YAML
@testable import ActionsData

/// What the importer recognises but cannot translate is a warning at its
/// place and is left out; what it does not know is ignored.
@Suite("Partial translations")
struct TranslationWarningTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var json: String
        var tree: String
        var diagnostics: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a placemark parameter",
            json: """
                {"actions": {"FindNearby": {
                  "title": {"key": "Find Nearby"},
                  "parameters": [
                    {"name": "place", "title": {"key": "Place"}, "valueType": {"primitive": {"wrapper": {"typeIdentifier": 10}}}},
                    {"name": "radius", "title": {"key": "Radius"}, "valueType": {"measurement": {"wrapper": {"unitType": 1}}}},
                    {"name": "cuisine", "title": {"key": "Cuisine"}, "isOptional": true, "valueType": {"primitive": {"wrapper": {"typeIdentifier": 0}}}}
                  ]}}}
                """,
            tree: """
                intents:
                  "FindNearby":
                    title: "Find Nearby"
                    parameters:
                      "cuisine":
                        title: "Cuisine"
                        type: "String?"
                """,
            diagnostics: [
                "test.actionsdata:4:108: warning: parameter 'place' of action 'FindNearby' is left out: its type, Placemark (primitive type code 10), has no equivalent in app.yaml",
                "test.actionsdata:5:106: warning: parameter 'radius' of action 'FindNearby' is left out: its type, a measurement of length (unit type 1), has no equivalent in app.yaml; only durations have one",
            ]
        ),
        Case(
            name: "an entity property of an unknown kind",
            json: """
                {"entities": {"DishEntity": {"displayTypeName": {"key": "Dish"}, "properties": [
                  {"identifier": "photo", "title": {"key": "Photo"}, "valueType": {"intentFile": {"wrapper": {}}}},
                  {"identifier": "name", "title": {"key": "Name"}, "valueType": {"primitive": {"wrapper": {"typeIdentifier": 0}}}},
                  {"title": {"key": "Nameless"}, "valueType": {"primitive": {"wrapper": {"typeIdentifier": 0}}}},
                  {"identifier": "name", "valueType": {"primitive": {"wrapper": {"typeIdentifier": 2}}}},
                  {"identifier": "price", "title": {"key": "Price"}}
                ]}}}
                """,
            tree: """
                entities:
                  "DishEntity":
                    title: "Dish"
                    properties:
                      "name":
                        title: "Name"
                        type: "String"
                """,
            diagnostics: [
                "test.actionsdata:2:68: warning: property 'photo' of entity 'DishEntity' is left out: unknown value type 'intentFile'",
                "test.actionsdata:4:3: warning: a property of entity 'DishEntity' has no identifier; it is left out",
                "test.actionsdata:5:18: warning: entity 'DishEntity' declares property 'name' twice; the second is left out",
                "test.actionsdata:6:3: warning: property 'price' of entity 'DishEntity' is left out: it has no value type",
            ]
        ),
        Case(
            name: "values of an unknown kind",
            json: """
                {"version": 2,
                 "actions": {
                  "A": {"title": {"key": "A"}, "authenticationPolicy": 7, "openAppWhenRun": "yes", "outputType": {"file": {}},
                        "parameters": [{"title": {"key": "No Name"}}, 12,
                          {"name": "count", "title": {"key": "Count"}, "valueType": {"primitive": {"wrapper": {"typeIdentifier": 2}}},
                           "typeSpecificMetadata": ["LNValueTypeSpecificMetadataKeyDefaultValue", {"number": {"wrapper": 2.5}}]},
                          {"name": "count", "valueType": {"primitive": {"wrapper": {"typeIdentifier": 0}}}}]},
                  "B": [],
                  "C": {"title": {"key": "C"}, "parameters": {"name": "x"}}},
                 "autoShortcuts": [{"phraseTemplates": [{"key": "Run ${applicationName}"}]}]}
                """,
            tree: """
                intents:
                  "A":
                    title: "A"
                    parameters:
                      "count":
                        title: "Count"
                        type: "Int"
                  "C":
                    title: "C"
                """,
            diagnostics: [
                "test.actionsdata:1:13: warning: this file is format version 2; the importer knows version 1 and reads it as that",
                "test.actionsdata:3:77: warning: 'openAppWhenRun' of action 'A' is not true or false; it is left out",
                "test.actionsdata:3:56: warning: unknown 'authenticationPolicy' '7' of action 'A'; it is left out",
                "test.actionsdata:4:24: warning: a parameter of action 'A' has no name; it is left out",
                "test.actionsdata:4:55: warning: a parameter of action 'A' is not a JSON object; it is left out",
                "test.actionsdata:6:106: warning: the default 2.5 of parameter 'count' of action 'A' does not fit its type Int; it is left out",
                "test.actionsdata:7:20: warning: action 'A' declares parameter 'count' twice; the second is left out",
                "test.actionsdata:3:99: warning: the result of action 'A' is left out: unknown value type 'file'",
                "test.actionsdata:8:8: warning: action 'B' is not a JSON object; it is left out",
                "test.actionsdata:9:46: warning: the parameters of action 'C' are not a list; they are left out",
                "test.actionsdata:10:20: warning: an auto shortcut names no action ('actionIdentifier'); it is left out",
            ]
        ),
        Case(
            name: "keys the importer does not know, and nulls",
            json: """
                {"actions": {"Ping": {"title": {"key": "Ping", "table": "Intents", "alternatives": ["Ping it"]},
                  "descriptionMetadata": {"descriptionText": {"key": ""}, "searchKeywords": []},
                  "futureKey": {"nested": [1, 2, {"deep": true}]}, "parameters": null, "outputType": null,
                  "authenticationPolicy": null, "assistantDefinedSchemas": []}},
                 "entities": {}, "enums": [], "queries": {}, "autoShortcuts": [], "somethingNew": 3}
                """,
            tree: """
                intents:
                  "Ping":
                    title: "Ping"
                """,
            diagnostics: []
        ),
        Case(
            name: "a schema, other spellings of enums and shortcuts",
            json: """
                {"actions": {"LogMeal": {"title": {"key": "Log Meal"},
                  "assistantDefinedSchemas": [{"domain": "journal", "name": "createEntry"}, {"domain": "journal", "name": "other"}]}},
                 "enums": {"Course": {"displayTypeName": {"key": "Course"}, "cases": [
                   {"identifier": "starter", "displayRepresentation": {"title": {"key": "Starter"}, "synonyms": ["appetizer", {"key": "entrée"}]}}]}},
                 "autoShortcuts": [{"actionIdentifier": "LogMeal", "phraseTemplates": ["Log a meal in ${applicationName}"],
                   "systemImageName": {"_0": "fork.knife"}}]}
                """,
            tree: """
                intents:
                  "LogMeal":
                    title: "Log Meal"
                    schema: "journal.createEntry"
                enums:
                  "Course":
                    title: "Course"
                    cases:
                      "starter":
                        title: "Starter"
                        synonyms: ["appetizer", "entrée"]
                shortcuts:
                  - intent: "LogMeal"
                    phrases: ["Log a meal in ${applicationName}"]
                    systemImageName: "fork.knife"
                """,
            diagnostics: [
                "test.actionsdata:2:77: warning: action 'LogMeal' names 2 schemas; only the first, 'journal.createEntry', is imported",
            ]
        ),
        Case(
            name: "enums and cases without identifiers",
            json: """
                {"enums": [{"displayTypeName": {"key": "Nameless"}},
                  {"identifier": "Size", "cases": [{"displayRepresentation": {"title": {"key": "Big"}}},
                    {"identifier": "small", "displayRepresentation": {"title": {"key": "Small"}}},
                    {"identifier": "small"}]},
                  {"identifier": "Size"}]}
                """,
            tree: """
                enums:
                  "Size":
                    cases:
                      "small":
                        title: "Small"
                """,
            diagnostics: [
                "test.actionsdata:1:12: warning: an enum has no identifier; it is left out",
                "test.actionsdata:2:36: warning: a case of enum 'Size' has no identifier; it is left out",
                "test.actionsdata:4:20: warning: enum 'Size' declares case 'small' twice; the second is left out",
                "test.actionsdata:5:18: warning: enum 'Size' is declared twice; the second is left out",
            ]
        ),
    ]

    @Test("warnings at their place, and what is left", arguments: cases)
    func partial(_ test: Case) {
        let tree = importing(test.json)
        #expect(yaml(tree.root) == test.tree)
        #expect(lines(tree.diagnostics) == test.diagnostics)
        #expect(tree.diagnostics.allSatisfy { $0.severity == .warning })
    }
}
