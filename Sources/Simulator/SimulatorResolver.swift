import AppDefinitions
import Foundation
import Resolvers
import Results
import Scenarios
import Transcripts

/// The built-in Siri simulator: a deterministic resolver that decides what
/// Siri does from the app definition, the context and the conversation alone
/// (never the expectations), and explains each decision in the transcript's
/// `trace`. The same suite gives the same transcripts, byte for byte.
public final class SimulatorResolver: Resolver, @unchecked Sendable {
    public let info = ResolverInfo(name: "simulator", settings: [.init("model", "rules + BM25, deterministic")])
    public var answersImmediately: Bool { true }

    private let lock = NSLock()
    /// App models by app definition path and name, built once.
    private var models: [String: AppModel] = [:]
    /// The conversation of each run in flight.
    private var conversations: [RunIdentity: Conversation] = [:]

    public init() {}

    public func prepare(apps: [AppDefinition], scenarios: [ScenarioOutline]) async throws -> [String] {
        for app in apps { _ = model(for: app) }
        return []
    }

    private func model(for app: AppDefinition) -> AppModel {
        let key = app.path + "\u{0}" + app.name
        lock.lock()
        defer { lock.unlock() }
        if let model = models[key] { return model }
        let model = AppModel(app)
        models[key] = model
        return model
    }

    public func begin(_ run: RunIdentity, app: AppDefinition, context: ScenarioContext) async throws {
        lock.withLock { conversations[run] = Conversation() }
    }

    public func respond(_ request: TurnRequest) async throws -> TranscriptTurn {
        let model = model(for: request.app)
        let conversation = lock.withLock { conversations[request.run] } ?? Conversation()
        var interpreter = TurnInterpreter(model: model, context: request.context, conversation: conversation, utterance: request.utterance)
        let (turn, next) = interpreter.interpret()
        lock.withLock { conversations[request.run] = next }
        return turn
    }

    public func end(_ run: RunIdentity) async {
        _ = lock.withLock { conversations.removeValue(forKey: run) }
    }

    /// Answers one utterance outside an evaluation (for tests and tools).
    public static func respond(to utterance: String, app: AppDefinition, context: ScenarioContext) -> TranscriptTurn {
        var interpreter = TurnInterpreter(model: AppModel(app), context: context, conversation: Conversation(), utterance: utterance)
        return interpreter.interpret().0
    }
}
