import AppDefinitions
import Diagnostics
import Foundation
import Testing
@testable import Scenarios

/// The corpus of broken files under `Fixtures/Broken`: each case folder holds
/// one kind of mistake, and its test pins every diagnostic it must produce as
/// `path:line:column: severity: message`, paths relative to `Fixtures/Broken`.
/// scenario-format.md: "Every problem found while loading names the file, the
/// 1-based line and column, and what is wrong".
enum Corpus {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Broken").standardizedFileURL.path

    /// The first line of a diagnostic, with the corpus root cut from its path.
    static func line(_ diagnostic: Diagnostic) -> String {
        shorten(diagnostic.description)
    }

    static func shorten(_ text: String) -> String {
        text.replacingOccurrences(of: root + "/", with: "")
    }

    /// An app.yaml loaded on its own, shown as `app.yaml`.
    static func app(_ folder: String) -> [Diagnostic] {
        AppDefinitionLoader.load(path: root + "/App/" + folder + "/app.yaml", displayPath: "app.yaml")
            .diagnostics.sortedByLocation()
    }

    /// Everything under a folder, loaded as `evaluate validate` would.
    static func suite(_ folder: String) -> Suite {
        SuiteLoader.load(paths: [root + "/" + folder], defaultNow: 0)
    }

    /// The case folders of a group, to check that every one has a test.
    static func folders(_ group: String) -> [String] {
        let path = root + "/" + group
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isDirectory) && isDirectory.boolValue
        }.sorted()
    }
}

struct BrokenCase: Sendable, CustomStringConvertible {
    var folder: String
    var expected: [String]

    init(_ folder: String, _ expected: [String]) {
        self.folder = folder
        self.expected = expected
    }

    var description: String { folder }
}

/// app-format.md, "Checks": one folder per check under `Fixtures/Broken/App`.
struct BrokenAppDefinitionTests {
    static let cases: [BrokenCase] = [
        BrokenCase("bad-authentication", [
            "app.yaml:6:21: error: unknown authentication policy 'requireAuthentication'; expected one of alwaysAllowed, requiresAuthentication, requiresLocalDeviceAuthentication; did you mean 'requiresAuthentication'?",
            "app.yaml:10:21: error: unknown authentication policy 'always'; expected one of alwaysAllowed, requiresAuthentication, requiresLocalDeviceAuthentication",
            "app.yaml:12:60: error: unknown authentication policy 'requiresLocalAuthentication'; expected one of alwaysAllowed, requiresAuthentication, requiresLocalDeviceAuthentication; did you mean 'requiresAuthentication'?",
        ]),
        BrokenCase("blank-app-name", [
            "app.yaml:2:9: error: 'name' of 'app' must not be blank",
        ]),
        BrokenCase("blank-record-id-title", [
            "app.yaml:7:15: error: a record's 'id' must not be blank",
            "app.yaml:8:35: error: a record's 'title' must not be blank",
            "app.yaml:9:9: error: a record of entity 'RestaurantEntity' is missing the required key 'id'",
        ]),
        BrokenCase("builtin-type-name", [
            "app.yaml:4:3: error: 'Date' is a built-in type and cannot be declared in 'entities'",
        ]),
        BrokenCase("default-does-not-fit", [
            "app.yaml:7:58: error: the default of parameter 'seating' of intent 'FindTables' does not fit: 'nowhere' is not a case of Seating",
            "app.yaml:8:71: error: the default 20 of parameter 'partySize' of intent 'FindTables' is outside its range 1 to 12",
            "app.yaml:9:56: error: the default of parameter 'children' of intent 'FindTables' does not fit: expected a value of type Int, found the string 'none'",
        ]),
        BrokenCase("dialog-placeholder", [
            "app.yaml:9:13: error: the dialog of intent 'BookTable' names '{restaurnt}', which is not one of its parameters; did you mean 'restaurant'?",
        ]),
        BrokenCase("duplicate-record-id", [
            "app.yaml:11:13: error: duplicate record id 'luca-soho' in entity 'RestaurantEntity' (first at line 7)",
        ]),
        BrokenCase("empty-range", [
            "app.yaml:7:53: error: the range of parameter 'partySize' of intent 'BookTable' is empty: 12 is above 1",
        ]),
        BrokenCase("enum-no-cases", [
            "app.yaml:6:12: error: enum 'Seating' has no cases",
        ]),
        BrokenCase("missing-app-block", [
            "app.yaml:1:1: error: the app definition is missing the required key 'app'",
        ]),
        BrokenCase("missing-app-name", [
            "app.yaml:2:3: error: 'app' is missing the required key 'name'",
        ]),
        BrokenCase("name-clash", [
            "app.yaml:7:3: error: 'Seating' is declared in both 'entities' and 'enums' (first at line 4)",
        ]),
        BrokenCase("phrase-two-parameters", [
            "app.yaml:20:9: error: the phrase 'Book ${restaurant} ${seating} in ${applicationName}' interpolates 2 parameters that are not arrays (restaurant, seating); a phrase may hold at most one",
        ]),
        BrokenCase("phrase-unknown-parameter", [
            "app.yaml:14:9: error: the phrase 'Book ${restaurnt} in ${applicationName}' names '${restaurnt}', which is not a parameter of intent 'BookTable'; did you mean 'restaurant'?",
        ]),
        BrokenCase("phrase-without-app-name", [
            "app.yaml:10:9: error: the phrase 'Book a table' does not contain ${applicationName}; every App Shortcut phrase must name the app",
        ]),
        BrokenCase("range-on-string", [
            "app.yaml:7:49: error: 'range' applies only to numbers, but parameter 'note' of intent 'BookTable' is of type String",
        ]),
        BrokenCase("record-property-type", [
            "app.yaml:14:19: error: the value of property 'rating' does not fit: expected a value of type Double, found the string 'high'",
            "app.yaml:15:19: error: the value of property 'opened' does not fit: 'last spring' is not an ISO 8601 date",
            "app.yaml:16:20: error: the value of property 'seating' does not fit: 'inside' is not a case of Seating",
        ]),
        BrokenCase("record-unknown-property", [
            "app.yaml:11:23: error: unknown property 'nam' of entity 'RestaurantEntity'; did you mean 'name'?",
        ]),
        BrokenCase("records-file-bad-record", [
            "app.yaml:8:22: error: record 2 of 'dishes.json': duplicate record id 'carbonara' in entity 'DishEntity' (first at record 1)",
            "app.yaml:8:22: error: record 3 of 'dishes.json': unknown key 'subtitel' in a record; did you mean 'subtitle'?",
            "app.yaml:8:22: error: record 4 of 'dishes.json': the value of property 'price' does not fit: expected a value of type Double, found the string 'cheap'",
        ]),
        BrokenCase("records-file-malformed", [
            "dishes.json:3:26: error: expected ',' or '}' after an object member in the records of entity 'DishEntity'",
        ]),
        BrokenCase("records-file-missing", [
            "app.yaml:6:22: error: cannot read the records file 'dishes.json'",
        ]),
        BrokenCase("records-file-not-array", [
            "app.yaml:6:22: error: the records file 'dishes.json' must hold a JSON array of records",
        ]),
        BrokenCase("shortcut-unknown-intent", [
            "app.yaml:7:13: error: unknown intent 'BookTabel' in a shortcut; did you mean 'BookTable'?",
        ]),
        BrokenCase("skill-body", [
            "app.yaml:6:11: error: the body of skill 'plan-dinner' is 10001 characters long; at most 10000 are allowed",
        ]),
        BrokenCase("skill-description", [
            "app.yaml:5:18: error: the description of skill 'plan-dinner' must fit on one line",
            "app.yaml:7:18: error: the description of skill 'plan-lunch' is 1025 characters long; at most 1024 are allowed",
        ]),
        BrokenCase("skill-name", [
            "app.yaml:4:3: error: skill name 'Plan-Dinner' may hold only lowercase letters, digits and hyphens",
            "app.yaml:5:3: error: skill name '-plan-dinner' must not start or end with a hyphen",
            "app.yaml:6:3: error: skill name 'plan-dinner-' must not start or end with a hyphen",
            "app.yaml:7:3: error: skill name 'plan--dinner' must not contain two hyphens in a row",
            "app.yaml:8:3: error: skill name 'plan_dinner' may hold only lowercase letters, digits and hyphens",
            "app.yaml:9:3: error: skill name '\(String(repeating: "a", count: 65))' must be 1 to 64 characters long",
        ]),
        BrokenCase("too-many-shortcuts", [
            "app.yaml:16:5: error: 11 shortcuts declared; Apple allows at most 10 App Shortcuts per app",
        ]),
        BrokenCase("unknown-key", [
            "app.yaml:3:3: error: unknown key 'synonym' in 'app'; did you mean 'synonyms'?",
            "app.yaml:7:5: error: unknown key 'descripton' in intent 'Ping'; did you mean 'description'?",
            "app.yaml:9:41: error: unknown key 'ranges' in parameter 'count' of intent 'Ping'; did you mean 'range'?",
            "app.yaml:10:1: error: unknown key 'entitys' in the app definition; did you mean 'entities'?",
        ]),
        BrokenCase("unknown-type", [
            "app.yaml:7:46: error: unknown type 'RestaurantEntty' for parameter 'restaurant' of intent 'BookTable'; did you mean 'RestaurantEntity'?",
            "app.yaml:8:38: error: unknown type '[Strng]' for parameter 'guests' of intent 'BookTable'; did you mean 'String'?",
            "app.yaml:9:34: error: unknown type 'Text?' for parameter 'note' of intent 'BookTable'",
            "app.yaml:10:13: error: unknown type 'Reservaton' for the result of intent 'BookTable'; did you mean 'Reservation'?",
            "app.yaml:15:36: error: unknown type 'Dat' for property 'opens' of entity 'RestaurantEntity'; did you mean 'Date'?",
        ]),
        BrokenCase("warnings", [
            "app.yaml:4:3: warning: tool intent 'FindTables' has no description; Siri chooses tools by their descriptions",
            "app.yaml:8:7: warning: parameter 'partySize' of intent 'FindTables' has no description; say what it means and its unit or range",
        ]),
    ]

    @Test(arguments: cases)
    func reportsEveryProblemWithItsPlace(_ broken: BrokenCase) {
        let diagnostics = Corpus.app(broken.folder)
        #expect(diagnostics.map(Corpus.line) == broken.expected)
        #expect(diagnostics.allSatisfy { $0.location != nil })
    }

    @Test func everyCaseFolderHasATest() {
        #expect(Corpus.folders("App") == Self.cases.map(\.folder).sorted())
    }

    @Test func warningsAreNotErrors() {
        let diagnostics = Corpus.app("warnings")
        #expect(diagnostics.count == 2)
        #expect(diagnostics.allSatisfy { $0.severity == .warning })
        #expect(!diagnostics.hasErrors)
    }

    @Test func theAppIsReturnedDespiteItsErrors() {
        // Scenarios are still checked against what could be read.
        let (app, diagnostics) = AppDefinitionLoader.load(path: Corpus.root + "/App/unknown-key/app.yaml", displayPath: "app.yaml")
        #expect(diagnostics.hasErrors)
        #expect(app?.name == "Dinewell")
        #expect(app?.intent(named: "Ping")?.parameter(named: "count")?.type == .int)
    }

    @Test func aMissingAppDefinitionIsAnError() {
        let (app, diagnostics) = AppDefinitionLoader.load(path: Corpus.root + "/App/nowhere/app.yaml", displayPath: "nowhere/app.yaml")
        #expect(app == nil)
        #expect(diagnostics.map(\.description) == ["error: cannot read the app definition 'nowhere/app.yaml'"])
    }

    @Test func aRecordsFileIsShownBesideItsAppDefinition() {
        let (_, diagnostics) = AppDefinitionLoader.load(
            path: Corpus.root + "/App/records-file-malformed/app.yaml", displayPath: "Scenarios/Dinewell/app.yaml"
        )
        #expect(diagnostics.map(\.description) == [
            "Scenarios/Dinewell/dishes.json:3:26: error: expected ',' or '}' after an object member in the records of entity 'DishEntity'",
        ])
    }

    @Test func snippetsShowTheLineAndACaretUnderTheColumn() {
        let unknownKey = Corpus.app("unknown-key")
        #expect(unknownKey.map(\.rendered)[2] == """
            app.yaml:9:41: error: unknown key 'ranges' in parameter 'count' of intent 'Ping'; did you mean 'range'?
                  count: { title: Count, type: Int, ranges: [1, 3] }
                                                    ^
            """)
        // A records file that is not JSON is reported in that file, at its line.
        let malformed = Corpus.app("records-file-malformed")
        #expect(malformed.map(\.rendered) == ["""
            dishes.json:3:26: error: expected ',' or '}' after an object member in the records of entity 'DishEntity'
              { "id": "cacio-e-pepe" "title": "Cacio e Pepe" }
                                     ^
            """])
        let phrase = Corpus.app("phrase-without-app-name")
        #expect(phrase.map(\.rendered) == ["""
            app.yaml:10:9: error: the phrase 'Book a table' does not contain ${applicationName}; every App Shortcut phrase must name the app
                  - Book a table
                    ^
            """])
    }
}

/// scenario-format.md: one folder per check under `Fixtures/Broken/Scenarios`,
/// each with only a scenario file, checked against the valid
/// `Fixtures/Broken/Scenarios/app.yaml` (the nearest one above it).
struct BrokenScenarioFileTests {
    static let cases: [BrokenCase] = [
        BrokenCase("app-missing-file", [
            "Scenarios/app-missing-file/booking.yaml:1:6: error: no app definition at '../Dinewell/app.yaml' (relative to this file)",
        ]),
        BrokenCase("bad-now", [
            "Scenarios/bad-now/booking.yaml:2:8: error: 'now' must be an ISO 8601 date-time such as 2026-12-04T17:00:00-05:00, found '2026-02-30T17:00:00-05:00'",
            "Scenarios/bad-now/booking.yaml:5:21: error: 'now' must be an ISO 8601 date-time such as 2026-12-04T17:00:00-05:00, found 'tomorrow'",
        ]),
        BrokenCase("bad-outcome", [
            "Scenarios/bad-outcome/booking.yaml:6:43: error: unknown outcome 'succeed'; expected one of succeeded, failed, needsInput, awaitingConfirmation, unknown, unreported, ran, committed; did you mean 'succeeded'?",
        ]),
        BrokenCase("duplicate-scenario-id", [
            "Scenarios/duplicate-scenario-id/booking.yaml:7:9: error: duplicate scenario id 'book' (first at line 2); give one of them an 'id:'",
            "Scenarios/duplicate-scenario-id/booking.yaml:13:5: error: duplicate scenario id 'pay-the-deposit' (first at line 10); give one of them an 'id:'",
        ]),
        BrokenCase("duplicate-yaml-key", [
            "Scenarios/duplicate-yaml-key/booking.yaml:6:9: error: duplicate key 'user'; first at line 4",
        ]),
        BrokenCase("empty-turns", [
            "Scenarios/empty-turns/booking.yaml:3:12: error: 'turns' must be a non-empty list of turns, each with 'user:'",
        ]),
        BrokenCase("missing-user", [
            "Scenarios/missing-user/booking.yaml:5:9: error: a turn is missing the required key 'user'",
        ]),
        BrokenCase("tab-indentation", [
            "Scenarios/tab-indentation/booking.yaml:4:1: error: tabs are not allowed in indentation; indent with spaces",
        ]),
        BrokenCase("unknown-entity", [
            "Scenarios/unknown-entity/booking.yaml:4:31: error: unknown entity 'Reservation'",
            "Scenarios/unknown-entity/booking.yaml:7:17: error: unknown entity 'RestaurantEntty'; did you mean 'RestaurantEntity'?",
            "Scenarios/unknown-entity/booking.yaml:8:30: error: unknown entity 'Restaurant'; did you mean 'RestaurantEntity'?",
        ]),
        BrokenCase("unknown-intent", [
            "Scenarios/unknown-intent/booking.yaml:8:21: error: unknown intent 'BookTabel'; did you mean 'BookTable'?",
            "Scenarios/unknown-intent/booking.yaml:10:22: error: unknown intent 'PayDepost'; did you mean 'PayDeposit'?",
        ]),
        BrokenCase("unknown-key-call", [
            "Scenarios/unknown-key-call/booking.yaml:7:13: error: unknown key 'param' in a call; did you mean 'params'?",
        ]),
        BrokenCase("unknown-key-calls-group", [
            "Scenarios/unknown-key-calls-group/booking.yaml:6:11: error: unknown key 'unorderd' in 'calls'; did you mean 'unordered'?",
        ]),
        BrokenCase("unknown-key-context", [
            "Scenarios/unknown-key-context/booking.yaml:3:3: error: unknown key 'timezone' in 'context'; did you mean 'timeZone'?",
        ]),
        BrokenCase("unknown-key-expect", [
            "Scenarios/unknown-key-expect/booking.yaml:4:7: error: unknown key 'disalowed' in 'expect'; did you mean 'disallowed'?",
        ]),
        BrokenCase("unknown-key-file", [
            "Scenarios/unknown-key-file/booking.yaml:1:1: error: unknown key 'tag' in the scenario file; did you mean 'tags'?",
        ]),
        BrokenCase("unknown-key-find", [
            "Scenarios/unknown-key-find/booking.yaml:7:13: error: unknown key 'were' in an item of 'finds'; did you mean 'where'?",
        ]),
        BrokenCase("unknown-key-loads", [
            "Scenarios/unknown-key-loads/booking.yaml:5:18: error: unknown key 'require' in 'loads'; did you mean 'required'?",
        ]),
        BrokenCase("unknown-key-matcher", [
            "Scenarios/unknown-key-matcher/booking.yaml:7:36: error: unknown key 'equal' in the matcher of parameter 'partySize'; did you mean 'equals'?",
        ]),
        BrokenCase("unknown-key-response", [
            "Scenarios/unknown-key-response/booking.yaml:7:15: error: unknown key 'notContain' in a response check; did you mean 'notContains'?",
        ]),
        BrokenCase("unknown-key-scenario", [
            "Scenarios/unknown-key-scenario/booking.yaml:3:5: error: unknown key 'tag' in a scenario; did you mean 'tags'?",
        ]),
        BrokenCase("unknown-key-turn", [
            "Scenarios/unknown-key-turn/booking.yaml:5:9: error: unknown key 'cals' in a turn; did you mean 'calls'?",
        ]),
        BrokenCase("unknown-parameter", [
            "Scenarios/unknown-parameter/booking.yaml:9:15: error: unknown parameter 'partysize' of intent 'BookTable'; did you mean 'partySize'?",
        ]),
        BrokenCase("unknown-record-id", [
            "Scenarios/unknown-record-id/booking.yaml:2:46: error: no RestaurantEntity record has the id 'luca-soh'; did you mean 'luca-soho'?",
            "Scenarios/unknown-record-id/booking.yaml:8:45: error: no RestaurantEntity record has the id 'bar-mercat'; did you mean 'bar-mercato'?",
            "Scenarios/unknown-record-id/booking.yaml:11:35: error: parameter 'restaurant' cannot equal the string 'luca': no RestaurantEntity record has the id 'luca'",
        ]),
        BrokenCase("unknown-skill", [
            "Scenarios/unknown-skill/booking.yaml:5:17: error: unknown skill 'plan-group-diner'; did you mean 'plan-group-dinner'?",
        ]),
        BrokenCase("unknown-time-zone", [
            "Scenarios/unknown-time-zone/booking.yaml:3:13: error: unknown time zone 'America/NewYork'; use an IANA name such as America/New_York; did you mean 'America/New_York'?",
        ]),
        BrokenCase("unknown-where-property", [
            "Scenarios/unknown-where-property/booking.yaml:7:22: error: unknown property 'nam' of entity 'RestaurantEntity'; did you mean 'name'?",
        ]),
        BrokenCase("yaml-syntax-error", [
            "Scenarios/yaml-syntax-error/booking.yaml:6:1: error: did not find expected ',' or ']' while parsing a flow sequence that started at line 5, column 16",
        ]),
    ]

    @Test(arguments: cases)
    func reportsEveryProblemWithItsPlace(_ broken: BrokenCase) {
        let suite = Corpus.suite("Scenarios/" + broken.folder)
        #expect(suite.diagnostics.map(Corpus.line) == broken.expected)
        #expect(suite.diagnostics.allSatisfy { $0.location != nil })
        #expect(suite.hasErrors)
    }

    @Test func everyCaseFolderHasATest() {
        #expect(Corpus.folders("Scenarios") == Self.cases.map(\.folder).sorted())
    }

    @Test func theSharedAppIsValid() {
        let (app, diagnostics) = AppDefinitionLoader.load(path: Corpus.root + "/Scenarios/app.yaml", displayPath: "app.yaml")
        #expect(diagnostics.isEmpty)
        #expect(app?.intents.map(\.identifier) == ["BookTable", "PayDeposit"])
    }

    @Test func theSpecExampleReadsWordForWord() {
        let suite = Corpus.suite("Scenarios/unknown-intent")
        #expect(suite.diagnostics.first.map(\.rendered).map(Corpus.shorten) == """
            Scenarios/unknown-intent/booking.yaml:8:21: error: unknown intent 'BookTabel'; did you mean 'BookTable'?
                      - intent: BookTabel
                                ^
            """)
    }

    @Test func yamlErrorsShowTheirPlace() {
        let tab = Corpus.suite("Scenarios/tab-indentation")
        #expect(tab.diagnostics.map(\.rendered).map(Corpus.shorten) == [
            "Scenarios/tab-indentation/booking.yaml:4:1: error: tabs are not allowed in indentation; indent with spaces\n"
                + "\t- user: Book a table in Dinewell\n^",
        ])
        let duplicate = Corpus.suite("Scenarios/duplicate-yaml-key")
        #expect(duplicate.diagnostics.map(\.rendered).map(Corpus.shorten) == ["""
            Scenarios/duplicate-yaml-key/booking.yaml:6:9: error: duplicate key 'user'; first at line 4
                    user: Book it for two
                    ^
            """])
    }

    @Test func aScenarioFileWithNoAppDefinitionAnywhere() {
        // Nothing above Fixtures/Broken/NoApp holds an app.yaml.
        let suite = Corpus.suite("NoApp")
        #expect(suite.diagnostics.map(Corpus.line) == [
            "NoApp/orphan.yaml:1:1: error: no app definition for this scenario file; put an app.yaml in its folder or a folder above, or name one with 'app:'",
        ])
        #expect(suite.scenarios.isEmpty && suite.apps.isEmpty)
    }
}

/// "Loading reports all the problems it finds in all files, not only the
/// first": a folder of several broken files, one of them not YAML at all and
/// one not even UTF-8, and an app.yaml that has errors of its own.
struct AllProblemsInAllFilesTests {
    static let expected = [
        "Many/a.yaml:6:21: error: unknown intent 'BookTabel'; did you mean 'BookTable'?",
        "Many/a.yaml:10:23: error: unknown parameter 'guests' of intent 'BookTable'",
        "Many/app.yaml:3:3: error: unknown key 'bundleID' in 'app'",
        "Many/app.yaml:5:3: warning: tool intent 'BookTable' has no description; Siri chooses tools by their descriptions",
        "Many/app.yaml:11:3: error: skill name 'Plan-Dinner' may hold only lowercase letters, digits and hyphens",
        "Many/b.yaml:4:1: error: found unexpected end of stream while scanning a quoted scalar that started at line 2, column 11",
        "Many/c.yaml:2:8: error: 'now' must be an ISO 8601 date-time such as 2026-12-04T17:00:00-05:00, found 'yesterday'",
        "Many/c.yaml:7:5: error: duplicate scenario id 'book-a-table' (first at line 4); give one of them an 'id:'",
        "Many/c.yaml:10:17: error: unknown skill 'plan-dinner'; did you mean 'Plan-Dinner'?",
        "Many/sub/d.yaml:5:9: error: unknown key 'call' in a turn; did you mean 'calls'?",
        "Many/sub/e.yaml:2:14: error: invalid UTF-8 at byte offset 24; save the file as UTF-8",
    ]

    @Test func everyProblemOfEveryFileSortedByFileLineAndColumn() {
        let suite = Corpus.suite("Many")
        #expect(suite.diagnostics.map(Corpus.line) == Self.expected)
        let locations = suite.diagnostics.compactMap(\.location)
        #expect(locations.count == suite.diagnostics.count)
        #expect(locations == locations.sorted())
        #expect(suite.files.map(Corpus.shorten) == ["Many/a.yaml", "Many/b.yaml", "Many/c.yaml", "Many/sub/d.yaml", "Many/sub/e.yaml"])
    }

    @Test func aFileThatIsNotYAMLLosesNothingElse() {
        let suite = Corpus.suite("Many")
        let files = Set(suite.diagnostics.compactMap { $0.location.map { Corpus.shorten($0.file) } })
        #expect(files == ["Many/a.yaml", "Many/app.yaml", "Many/b.yaml", "Many/c.yaml", "Many/sub/d.yaml", "Many/sub/e.yaml"])
        // The files that could be read still give their valid scenarios.
        #expect(suite.scenarios.map(\.fullID) == ["a.yaml#book-a-table", "c.yaml#book-a-table", "sub/d.yaml#book-from-a-subfolder"])
    }

    @Test func anAppDefinitionThatIsNotYAMLLosesNothingElse() {
        // The scenario file cannot be checked against an app, but every
        // problem that needs none is still reported; nothing will run.
        let suite = Corpus.suite("NotYAMLApp")
        #expect(suite.diagnostics.map(Corpus.line) == [
            "NotYAMLApp/app.yaml:4:1: error: did not find expected ',' or ']' while parsing a flow sequence that started at line 3, column 10",
            "NotYAMLApp/booking.yaml:2:8: error: 'now' must be an ISO 8601 date-time such as 2026-12-04T17:00:00-05:00, found 'next week'",
            "NotYAMLApp/booking.yaml:5:5: error: unknown key 'tag' in a scenario; did you mean 'tags'?",
            "NotYAMLApp/booking.yaml:10:9: error: a turn is missing the required key 'user'",
            "NotYAMLApp/booking.yaml:11:5: error: duplicate scenario id 'book-a-table' (first at line 4); give one of them an 'id:'",
            "NotYAMLApp/booking.yaml:12:12: error: 'turns' must be a non-empty list of turns, each with 'user:'",
        ])
        #expect(suite.scenarios.isEmpty && suite.apps.isEmpty)
    }

    @Test func eachFileAloneGivesTheSameProblems() {
        // Loading the files one by one finds what loading the folder finds:
        // no problem hides another in a different file.
        let folder = Corpus.root + "/Many"
        var one: [String] = []
        for file in ["a.yaml", "b.yaml", "c.yaml", "sub/d.yaml", "sub/e.yaml"] {
            one += SuiteLoader.load(paths: [folder + "/" + file], defaultNow: 0).diagnostics.map(Corpus.line)
        }
        let together = Set(Self.expected)
        // app.yaml is loaded for each file that uses it, so its problems repeat.
        #expect(Set(one) == together)
    }
}
