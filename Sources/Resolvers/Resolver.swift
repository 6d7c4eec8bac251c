import AppDefinitions
import Results
import Scenarios
import Transcripts

/// The system under test: given the app, the context, the conversation so far
/// and the next utterance, it says what Siri did in that turn. It is never
/// given a scenario's expectations, only its id, context and utterances.
///
/// A run is one fresh conversation: `begin`, then `respond` once per turn in
/// order, then `end`, which is called even when a turn failed.
public protocol Resolver: Sendable {
    /// The name and settings shown in the summary and the report (no secrets).
    var info: ResolverInfo { get }

    /// True for a resolver that answers from memory, waiting on nothing
    /// outside the process (replay, the simulator): it cannot hang, so the
    /// runner calls it without the per-turn deadline, which would cost more
    /// than the answer.
    var answersImmediately: Bool { get }

    /// Called once before any run, with every scenario that will run (ids and
    /// utterances only). Returns warnings, such as recordings of scenarios
    /// that no longer exist.
    func prepare(apps: [AppDefinition], scenarios: [ScenarioOutline]) async throws -> [String]

    func begin(_ run: RunIdentity, app: AppDefinition, context: ScenarioContext) async throws

    func respond(_ request: TurnRequest) async throws -> TranscriptTurn

    func end(_ run: RunIdentity) async

    /// Called once after every run, to stop processes and close files.
    func shutdown() async
}

extension Resolver {
    public var answersImmediately: Bool { false }
    public func prepare(apps: [AppDefinition], scenarios: [ScenarioOutline]) async throws -> [String] { [] }
    public func begin(_ run: RunIdentity, app: AppDefinition, context: ScenarioContext) async throws {}
    public func end(_ run: RunIdentity) async {}
    public func shutdown() async {}
}

/// Which run of which scenario.
public struct RunIdentity: Sendable, Hashable {
    /// The full scenario id.
    public var scenario: String
    /// From 1.
    public var run: Int

    public init(scenario: String, run: Int) {
        self.scenario = scenario
        self.run = run
    }
}

/// What a resolver may know of a scenario before it runs: no expectations.
public struct ScenarioOutline: Sendable, Hashable {
    public var id: String
    public var utterances: [String]

    public init(id: String, utterances: [String]) {
        self.id = id
        self.utterances = utterances
    }

    public init(_ scenario: Scenario) {
        self.init(id: scenario.fullID, utterances: scenario.utterances)
    }
}

/// One turn to answer.
public struct TurnRequest: Sendable {
    public var run: RunIdentity
    /// From 1.
    public var turn: Int
    public var app: AppDefinition
    public var context: ScenarioContext
    /// The earlier turns of this conversation, as the resolver answered them.
    public var history: [TranscriptTurn]
    public var utterance: String

    public init(run: RunIdentity, turn: Int, app: AppDefinition, context: ScenarioContext, history: [TranscriptTurn], utterance: String) {
        self.run = run
        self.turn = turn
        self.app = app
        self.context = context
        self.history = history
        self.utterance = utterance
    }
}

/// A failure that costs one run.
public struct ResolverError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    /// The recording no longer fits the scenario: reported per scenario as
    /// a stale recording, not as a failure of the system under test.
    public var isStaleRecording: Bool

    public init(_ message: String, isStaleRecording: Bool = false) {
        self.message = message
        self.isStaleRecording = isStaleRecording
    }

    public var description: String { message }
}
