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

/// The waits a client asked for, recorded instead of slept, and the clock
/// they move: time passes only by them (and by `advance`), so waits that
/// depend on the time are exact.
final class Sleeps: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Double] = []
    private var clock = 0.0
    private var cancelling = 0

    var values: [Double] { lock.withLock { stored } }
    var now: Double { lock.withLock { clock } }

    /// Time passing outside the client's waits.
    func advance(_ seconds: Double) {
        lock.withLock { clock += seconds }
    }

    /// The next wait ends in cancellation, as when the runner's deadline
    /// passes while the client waits; it is not recorded.
    func cancelNextWait() {
        lock.withLock { cancelling += 1 }
    }

    /// Called with each wait before it is recorded.
    var onWait: (@Sendable (Double) -> Void)? {
        get { lock.withLock { hook } }
        set { lock.withLock { hook = newValue } }
    }
    private var hook: (@Sendable (Double) -> Void)?

    var sleep: @Sendable (Double) async throws -> Void {
        { [self] seconds in
            let (cancelled, hook) = lock.withLock {
                if cancelling > 0 {
                    cancelling -= 1
                    return (true, self.hook)
                }
                return (false, self.hook)
            }
            if cancelled { throw CancellationError() }
            hook?(seconds)
            lock.withLock {
                stored.append(seconds)
                clock += max(0, seconds)
            }
        }
    }

    var clockReading: @Sendable () -> Double {
        { [self] in now }
    }
}

/// The time limit of each request, for tests with a server that hangs:
/// a request "times out" as soon as the server has received it (never
/// before, however busy the machine), and the clock moves on by its limit.
/// Requests not chosen to time out never do.
final class RequestTimer: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Double] = []
    private let server: FakeChatServer
    private let sleeps: Sleeps
    private let timesOut: @Sendable (Int) -> Bool

    /// - Parameter timesOut: which attempts (from 1, over the whole test)
    ///   time out.
    init(_ server: FakeChatServer, _ sleeps: Sleeps, timesOut: @escaping @Sendable (Int) -> Bool = { _ in true }) {
        self.server = server
        self.sleeps = sleeps
        self.timesOut = timesOut
    }

    /// The limit each request was given, in order.
    var limits: [Double] { lock.withLock { stored } }

    var timer: @Sendable (Double) async throws -> Void {
        { [self] seconds in
            let attempt = lock.withLock {
                stored.append(seconds)
                return stored.count
            }
            guard timesOut(attempt) else {
                try await Task.sleep(nanoseconds: 3_600_000_000_000)
                return
            }
            while server.requests.count < attempt { try await Task.sleep(nanoseconds: 5_000_000) }
            sleeps.advance(seconds)
        }
    }
}

extension OpenAIResolver {
    /// A resolver for tests: the key from a private environment, waits
    /// recorded on the clock of `sleeps`, jitter fixed.
    static func testing(
        _ settings: OpenAISettings, key: String? = "sk-test-bistro-0123456789", sleeps: Sleeps = Sleeps(), timeout: Double = 20, jobs: Int = 2,
        seed: UInt64? = nil, requestTimer: RequestTimer? = nil
    ) -> OpenAIResolver {
        OpenAIResolver(
            settings: settings, jobs: jobs, timeout: timeout, seed: seed,
            environment: key.map { ["BISTRO_TEST_KEY": $0] } ?? [:],
            now: sleeps.clockReading, sleep: sleeps.sleep, random: { 0.5 }, requestTimer: requestTimer?.timer
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
