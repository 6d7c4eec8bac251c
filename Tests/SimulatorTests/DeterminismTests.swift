import Foundation
import JSON
import Resolvers
import Simulator
import Testing
import Transcripts

/// Capability 9: determinism. The same conversation, run again by a new
/// resolver, gives byte-identical transcript JSON, trace included; and the
/// one-utterance helper gives the same turn as the resolver.
struct DeterminismTests {
    static let conversations: [Row] = [
        Row(.stayfinch, [
            Say("Book the Seaview Inn tomorrow at noon in Stayfinch", []),
            Say("three", []),
            Say("Make it 5", []),
            Say("Plan a weekend getaway for four of us", []),
            Say("When is my Alpine Lodge booking?", []),
        ]),
        Row(.beanstop, .liveActivity("OrderEntity", "order-41"), [
            Say("Cancel it", []),
            Say("no", []),
            Say("What drinks are on the menu", []),
            Say("Order 2 venti flat whites", []),
        ]),
        Row(.quillpad, .showing("NoteEntity", "note-packing"), [
            Say("In Quillpad, create a note called Groceries saying oat milk and eggs", []),
            Say("Delete this note", []),
            Say("yes", []),
        ]),
        Row(.coinvault, .locked, [
            Say("What's the balance of my savings in Coinvault?", []),
            Say("Transfer 50 euros from Checking to Savings", []),
        ]),
        Row(.simmer, .zone("Asia/Tokyo"), [
            Say("Preheat the oven to 180 degrees in 2 hours in Simmer", []),
            Say("Change it to 8 pm", []),
            Say("Start a timer for an hour and a half without sound", []),
        ]),
    ]

    @Test(arguments: conversations)
    func sameBytes(_ row: Row) async throws {
        let utterances = row.turns.map(\.utterance)
        let context = row.situation.context
        let first = try await converse(row.app.definition, context, utterances, scenario: "a#one")
        let second = try await converse(row.app.definition, context, utterances, scenario: "a#one")
        let third = try await converse(row.app.definition, context, utterances, scenario: "b#other")
        let bytes = { (turns: [TranscriptTurn]) in turns.map { $0.json.serialized() } }
        #expect(bytes(first) == bytes(second))
        #expect(bytes(first) == bytes(third))
        #expect(first.allSatisfy { $0.trace?.object != nil })
    }

    /// Runs interleaved in one resolver do not see each other's conversation.
    @Test func interleavedRunsStayApart() async throws {
        let app = App.stayfinch.definition
        let context = Situation.plain.context
        let resolver = SimulatorResolver()
        let one = RunIdentity(scenario: "s#one", run: 1)
        let two = RunIdentity(scenario: "s#two", run: 1)
        try await resolver.begin(one, app: app, context: context)
        try await resolver.begin(two, app: app, context: context)
        let asked = try await resolver.respond(TurnRequest(run: one, turn: 1, app: app, context: context, history: [], utterance: "Book the Seaview Inn tomorrow at noon in Stayfinch"))
        _ = try await resolver.respond(TurnRequest(run: two, turn: 1, app: app, context: context, history: [], utterance: "Plan a weekend getaway for four of us in Stayfinch"))
        let answered = try await resolver.respond(TurnRequest(run: one, turn: 2, app: app, context: context, history: [asked], utterance: "three"))
        await resolver.end(one)
        await resolver.end(two)
        let alone = try await converse(app, context, ["Book the Seaview Inn tomorrow at noon in Stayfinch", "three"])
        #expect(answered.json.serialized() == alone[1].json.serialized())
    }

    /// Every row of every table, for the comparison across processes.
    static var allRows: [Row] {
        AddressingTests.rows + IntentChoiceTests.chosen + IntentChoiceTests.abstained + IntentChoiceTests.questions
            + ParameterValueTests.numbers + ParameterValueTests.ranges + ParameterValueTests.dates + ParameterValueTests.durations
            + ParameterValueTests.booleans + ParameterValueTests.enums + ParameterValueTests.entities + ParameterValueTests.text
            + ConversationTests.missingValues + ConversationTests.confirmations + ConversationTests.followUps + ConversationTests.onScreen
            + EntitySearchTests.byName + EntitySearchTests.byDate + EntitySearchTests.hidden + EntitySearchTests.locked
            + EntitySearchTests.lockedIntents + SkillTests.rows + ResponseTests.rows + TraceTests.rows + conversations
    }

    /// The transcripts of every row, one JSON line per turn.
    static func transcriptLines() async throws -> [String] {
        var lines: [String] = []
        for (index, row) in allRows.enumerated() {
            let turns = try await converse(row.app.definition, row.situation.context, row.turns.map(\.utterance), scenario: "all#\(index)")
            lines += turns.map { $0.json.serialized() }
        }
        return lines
    }

    static let dumpVariable = "SIMULATOR_TESTS_TRANSCRIPT_DUMP"

    /// Run only in the child process of `sameBytesInAnotherProcess`.
    @Test(.enabled(if: ProcessInfo.processInfo.environment[dumpVariable] != nil))
    func writeTranscriptsForParent() async throws {
        let path = try #require(ProcessInfo.processInfo.environment[Self.dumpVariable])
        try (try await Self.transcriptLines()).joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Another process hashes with another random seed: sets and
    /// dictionaries iterate in another order there. The transcripts must not
    /// change with it.
    @Test(.enabled(if: ProcessInfo.processInfo.environment[dumpVariable] == nil))
    func sameBytesInAnotherProcess() async throws {
        let binary = try #require(CommandLine.arguments.first.map { URL(fileURLWithPath: $0) })
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("simulator-tests-\(ProcessInfo.processInfo.processIdentifier).jsonl")
        defer { try? FileManager.default.removeItem(at: output) }
        var environment = ProcessInfo.processInfo.environment
        environment[Self.dumpVariable] = output.path
        environment.removeValue(forKey: "SWIFT_DETERMINISTIC_HASHING")
        let child = Process()
        child.executableURL = binary
        child.arguments = ["--testing-library", "swift-testing", "--filter", "writeTranscriptsForParent"]
        child.environment = environment
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        try child.run()
        child.waitUntilExit()
        #expect(child.terminationStatus == 0)
        let theirs = try String(contentsOf: output, encoding: .utf8)
        let mine = try await Self.transcriptLines()
        #expect(theirs.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) == mine)
    }

    static let single: [(App, String)] = [
        (.glowhaus, "Dim the lounge to forty percent in Glowhaus"),
        (.stayfinch, "Book the Alpine Lodge for 3 guests tomorrow at 7:30 pm in Stayfinch"),
        (.beanstop, "How much is a flat white in Beanstop?"),
        (.quillpad, "Create a note in Quillpad"),
    ]

    @Test(arguments: single)
    func helperMatchesResolver(_ app: App, _ utterance: String) async throws {
        let context = Situation.plain.context
        let once = SimulatorResolver.respond(to: utterance, app: app.definition, context: context)
        let again = SimulatorResolver.respond(to: utterance, app: app.definition, context: context)
        let resolved = try await converse(app.definition, context, [utterance])
        #expect(once.json.serialized() == again.json.serialized())
        #expect(once.json.serialized() == resolved[0].json.serialized())
    }
}
