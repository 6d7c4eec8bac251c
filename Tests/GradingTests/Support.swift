import AppDefinitions
import Diagnostics
import Grading
import JSON
import Results
import Foundation
import Scenarios
import Testing
import Transcripts
import YAML

/// Builds grading cases from text: an app definition and scenario files from
/// inline YAML (through the real loaders), transcripts from inline JSON.
enum Fixture {
    /// A small Dinewell: the intents, entities and skills of the spec's
    /// examples, plus `Probe`, an intent with one parameter of every type,
    /// for the value matcher tables.
    static let appYAML = """
        app:
          name: Dinewell
        intents:
          FindAvailableTables:
            title: Find Tables
            parameters:
              partySize: { title: Guests, type: Int }
              seating: { title: Seating, type: Seating? }
          BookTable:
            title: Book a Table
            parameters:
              restaurant: { title: Restaurant, type: RestaurantEntity }
              partySize: { title: Guests, type: Int }
              time: { title: Arrival, type: Date }
              note: { title: Note, type: String? }
          ChangePartySize:
            title: Change Party Size
            parameters:
              reservation: { title: Reservation, type: ReservationEntity }
              partySize: { title: Guests, type: Int }
          SendConfirmation:
            title: Send Confirmation
          PayDeposit:
            title: Pay Deposit
            parameters:
              reservation: { title: Reservation, type: ReservationEntity }
          DeleteNote:
            title: Delete Note
            parameters:
              title: { title: Title, type: String }
          Probe:
            title: Probe
            parameters:
              int: { title: Int, type: Int? }
              double: { title: Double, type: Double? }
              text: { title: Text, type: String? }
              flag: { title: Flag, type: Bool? }
              date: { title: Date, type: Date? }
              link: { title: Link, type: URL? }
              duration: { title: Duration, type: Duration? }
              seating: { title: Seating, type: Seating? }
              restaurant: { title: Restaurant, type: RestaurantEntity? }
              tags: { title: Tags, type: "[String]?" }
              numbers: { title: Numbers, type: "[Int]?" }
        entities:
          RestaurantEntity:
            title: Restaurant
            properties:
              name: { title: Name, type: String }
              about: { title: About, type: String }
            records:
              - { id: luca-soho, title: Luca, properties: { name: Luca, about: "Italian, SoHo" } }
              - { id: bar-mercato, title: Bar Mercato, properties: { name: Bar Mercato, about: "Small plates" } }
          ReservationEntity:
            title: Reservation
            properties:
              restaurantName: { title: Restaurant, type: String }
              partySize: { title: Guests, type: Int }
              arrival: { title: Arrival, type: Date }
              notes: { title: Notes, type: String? }
          EventEntity:
            title: Event
            properties:
              title: { title: Title, type: String }
        enums:
          Seating:
            title: Seating
            cases:
              any: No preference
              indoor: Indoors
              outdoor: Outdoors
        skills:
          plan-group-dinner:
            description: Finds and books a table for a group dinner.
            body: Search before you book.
          other-skill:
            description: Something else.
            body: Do something else.
        """

    /// The app definition alone, through the public loader.
    static func loadApp() -> (app: AppDefinition?, diagnostics: [Diagnostic]) {
        AppDefinitionLoader.load(bytes: Array(appYAML.utf8), displayPath: "app.yaml", directory: "/nonexistent")
    }

    /// The default context: Friday 4 December 2026, 5 PM in New York.
    static let now = "2026-12-04T17:00:00-05:00"
    static let timeZone = "America/New_York"

    /// Loads a scenario file's text through the real loader: app.yaml and
    /// the file are written to a fresh temporary folder, and diagnostics are
    /// shown relative to it (`s.yaml:8:9: error: ...`).
    static func load(_ yaml: String, file: String = "s.yaml") -> (scenarios: [Scenario], diagnostics: [Diagnostic]) {
        let manager = FileManager.default
        let folder = manager.temporaryDirectory.appendingPathComponent("GradingTests-\(UUID().uuidString)").path
        defer { try? manager.removeItem(atPath: folder) }
        do {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(appYAML.utf8).write(to: URL(fileURLWithPath: folder + "/app.yaml"))
            try Data(yaml.utf8).write(to: URL(fileURLWithPath: folder + "/" + file))
        } catch {
            Issue.record("cannot write the test files: \(error)")
            return ([], [])
        }
        let suite = SuiteLoader.load(paths: [folder], defaultNow: 0)
        let diagnostics = suite.diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            if let location = diagnostic.location {
                diagnostic.location?.file = location.file.replacingOccurrences(of: folder + "/", with: "")
            }
            return diagnostic
        }
        return (suite.scenarios, diagnostics)
    }

    /// The one scenario of a file that must load without errors.
    static func scenario(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Scenario {
        let (scenarios, diagnostics) = load(yaml)
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "unexpected load errors:\n\(errors.map(\.description).joined(separator: "\n"))", sourceLocation: sourceLocation)
        return try #require(scenarios.first, sourceLocation: sourceLocation)
    }

    /// A file with one scenario of one turn (`user: hello`) whose
    /// expectations are `turnYAML`, written at no indentation. The first line
    /// of `turnYAML` is line 8 of the file.
    static func singleTurnFile(_ turnYAML: String, now: String = now, timeZone: String = timeZone) -> String {
        """
        context:
          now: \(now)
          timeZone: \(timeZone)
        scenarios:
          - name: case
            turns:
              - user: hello
        \(indent(turnYAML, by: 8))
        """
    }

    /// A file with one scenario of several turns and an optional `expect:`.
    static func multiTurnFile(_ turns: [String], expect: String? = nil) -> String {
        var text = """
            context:
              now: \(now)
              timeZone: \(timeZone)
            scenarios:
              - name: case
            """
        if let expect { text += "\n    expect:\n" + indent(expect, by: 6) }
        text += "\n    turns:"
        for (index, turn) in turns.enumerated() {
            text += "\n      - user: utterance \(index + 1)"
            if !turn.isEmpty { text += "\n" + indent(turn, by: 8) }
        }
        return text
    }

    static func indent(_ text: String, by spaces: Int) -> String {
        let pad = String(repeating: " ", count: spaces)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : pad + $0 }.joined(separator: "\n")
    }

    /// A transcript from the JSON of its turns (each an object; `utterance`
    /// is added when missing), read with the real transcript reader.
    static func transcript(_ turns: [String], error: String? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Transcript {
        var items: [JSONValue] = []
        for (index, text) in turns.enumerated() {
            guard case .object(var object) = try JSONParser.parse(text) else {
                Issue.record("a transcript turn must be a JSON object: \(text)", sourceLocation: sourceLocation)
                continue
            }
            if object["utterance"] == nil { object["utterance"] = .string("utterance \(index + 1)") }
            items.append(.object(object))
        }
        let json: JSONValue = .object([
            "scenario": .string("s.yaml#case"), "run": .int(1), "turns": .array(items),
            "error": error.map(JSONValue.string) ?? .null,
        ])
        return try Transcript(json: json)
    }

    /// Grades a one-turn case.
    static func gradeSingleTurn(_ turnYAML: String, _ turnJSON: String, now: String = now, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> RunResult {
        let scenario = try scenario(singleTurnFile(turnYAML, now: now), sourceLocation: sourceLocation)
        return Grader.grade(scenario, try transcript([turnJSON], sourceLocation: sourceLocation))
    }

    /// The diagnostics of a one-turn file, in `file:line:column: severity: message` form.
    static func diagnostics(ofTurn turnYAML: String) -> [String] {
        load(singleTurnFile(turnYAML)).diagnostics.map(\.description)
    }
}

/// Invocation JSON, short enough for a table row.
func call(_ intent: String, _ arguments: String = "{}", _ outcome: String? = "succeeded") -> String {
    let outcomeText = outcome.map { #", "outcome": "\#($0)""# } ?? ""
    return #"{"intent": "\#(intent)", "arguments": \#(arguments)\#(outcomeText)}"#
}

/// A transcript turn with these invocations.
func invoking(_ invocations: String...) -> String {
    #"{"invocations": [\#(invocations.joined(separator: ", "))]}"#
}
