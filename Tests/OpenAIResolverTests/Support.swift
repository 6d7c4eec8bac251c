import AppDefinitions
import Foundation
import JSON
@testable import Resolvers
import Scenarios
import Testing
import Transcripts

/// The Bistro app of the fixtures, contexts and a resolver wired to a fake server.
enum Bistro {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Bistro")

    static let app: AppDefinition = {
        let path = folder.appendingPathComponent("app.yaml").path
        let (app, diagnostics) = AppDefinitionLoader.load(path: path, displayPath: "app.yaml")
        // One warning is meant: `note` has no description, to show what its schema is then.
        precondition(diagnostics.allSatisfy { !$0.rendered.contains(": error: ") }, "\(diagnostics.map(\.rendered))")
        return app!
    }()

    /// Thursday 3 December 2026, 5 PM in New York.
    static let now: Double = ISO8601DateFormatter().date(from: "2026-12-03T22:00:00Z")!.timeIntervalSince1970

    static func context(locked: Bool = false, onScreen: [EntityReference] = [], liveActivity: EntityReference? = nil) -> ScenarioContext {
        ScenarioContext(
            now: now, timeZone: TimeZone(identifier: "America/New_York")!, locale: "en_US", foreground: !onScreen.isEmpty,
            locked: locked, onScreen: onScreen, liveActivity: liveActivity
        )
    }

    static func settings(_ server: FakeChatServer, _ change: (inout OpenAISettings) -> Void = { _ in }) -> OpenAISettings {
        var settings = OpenAISettings(baseURL: URL(string: server.baseURL)!, model: "test-model", apiKeyEnv: "BISTRO_TEST_KEY", temperature: 0.2, seed: 42)
        change(&settings)
        return settings
    }
}

/// The waits a client asked for, recorded instead of slept.
final class Sleeps: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Double] = []

    var values: [Double] { lock.withLock { stored } }

    var sleep: @Sendable (Double) async throws -> Void {
        { [self] seconds in lock.withLock { stored.append(seconds) } }
    }
}

extension OpenAIResolver {
    /// A resolver for tests: the key from a private environment, waits
    /// recorded, jitter fixed.
    static func testing(
        _ settings: OpenAISettings, key: String? = "sk-test-bistro-0123456789", sleeps: Sleeps = Sleeps(), timeout: Double = 20, jobs: Int = 2
    ) -> OpenAIResolver {
        OpenAIResolver(
            settings: settings, jobs: jobs, timeout: timeout,
            environment: key.map { ["BISTRO_TEST_KEY": $0] } ?? [:],
            sleep: sleeps.sleep, random: { 0.5 }
        )
    }

    /// One conversation: begin, every utterance in turn, end.
    func converse(_ utterances: [String], app: AppDefinition = Bistro.app, context: ScenarioContext = Bistro.context(), run: Int = 1) async throws -> [TranscriptTurn] {
        let identity = RunIdentity(scenario: "dinners.yaml#test", run: run)
        _ = try await prepare(apps: [app], scenarios: [])
        try await begin(identity, app: app, context: context)
        var turns: [TranscriptTurn] = []
        do {
            for (index, utterance) in utterances.enumerated() {
                turns.append(try await respond(TurnRequest(run: identity, turn: index + 1, app: app, context: context, history: turns, utterance: utterance)))
            }
        } catch {
            await end(identity)
            throw error
        }
        await end(identity)
        return turns
    }
}

extension JSONValue {
    /// The tool messages' contents, parsed.
    var toolContent: JSONValue? { self["content"]?.string.flatMap { try? JSONParser.parse($0) } }
}
