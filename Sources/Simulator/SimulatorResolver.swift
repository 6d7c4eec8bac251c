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
    /// The model used last, found again without building its key: runs of one app follow each other.
    private var last: (path: String, name: String, model: AppModel)?
    /// The conversation of each run in flight (a box: the turns of a run
    /// come one after another, and each updates it without a new look-up).
    private var conversations: [RunIdentity: ConversationBox] = [:]

    public init() {}

    public func prepare(apps: [AppDefinition], scenarios: [ScenarioOutline]) async throws -> [String] {
        for app in apps { _ = model(for: app) }
        return []
    }

    private func model(for app: AppDefinition) -> AppModel {
        lock.lock()
        defer { lock.unlock() }
        if let last, last.path == app.path, last.name == app.name { return last.model }
        let key = app.path + "\u{0}" + app.name
        let model = models[key] ?? AppModel(app)
        models[key] = model
        last = (app.path, app.name, model)
        return model
    }

    public func begin(_ run: RunIdentity, app: AppDefinition, context: ScenarioContext) async throws {
        lock.withLock { conversations[run] = ConversationBox() }
    }

    public func respond(_ request: TurnRequest) async throws -> TranscriptTurn {
        let model = model(for: request.app)
        let (box, conversation) = lock.withLock {
            if let box = conversations[request.run] { return (box, box.conversation) }
            let box = ConversationBox()
            conversations[request.run] = box
            return (box, box.conversation)
        }
        let interpreter = TurnInterpreter(model: model, context: request.context, conversation: conversation, utterance: request.utterance)
        let (turn, next) = interpreter.interpret()
        lock.withLock { box.conversation = next }
        return turn
    }

    public func end(_ run: RunIdentity) async {
        _ = lock.withLock { conversations.removeValue(forKey: run) }
    }

    /// Answers one utterance outside an evaluation (for tests and tools).
    public static func respond(to utterance: String, app: AppDefinition, context: ScenarioContext) -> TranscriptTurn {
        let interpreter = TurnInterpreter(model: AppModel(app), context: context, conversation: Conversation(), utterance: utterance)
        return interpreter.interpret().0
    }
}

/// The conversation of one run, kept by reference.
private final class ConversationBox: @unchecked Sendable {
    /// Read and written under the resolver's lock.
    var conversation = Conversation()
}
