import AppDefinitions
import Foundation
import JSON
import Results
import Scenarios
import Transcripts

/// The `openai` resolver: a model behind any OpenAI-compatible
/// chat-completions server (OpenAI, Ollama, llama.cpp, vLLM, LM Studio)
/// plays Siri, with the app's intents as its tools (resolver-protocols.md).
///
/// A run is one conversation: the system message (the app, the context, the
/// skills), then for each turn the person's words and as many rounds of tool
/// calls as the model makes, up to `maxToolRounds`; the model's last message
/// without tool calls is Siri's response. Every tool call is answered by
/// `ToolRunner` and recorded in the transcript.
///
/// Runs share one HTTP client (with the rate limit) and nothing else, so any
/// number of jobs can run at once. Nothing it returns (responses, arguments,
/// results, traces, errors) contains the API key: a model or server that
/// repeats it is struck out before the turn leaves the resolver.
public final class OpenAIResolver: Resolver, @unchecked Sendable {
    public let settings: OpenAISettings
    /// The evaluation's `--seed`, for requests when the settings have no seed.
    public let globalSeed: UInt64?
    private let client: ChatCompletionsClient
    private let keyPresent: Bool
    private let lock = NSLock()
    /// Written once by `prepare`, then only read.
    private var schemas: [String: ToolSchema] = [:]
    private var conversations: [RunIdentity: Conversation] = [:]

    /// What one run has said so far, and the confirmations it awaits.
    final class Conversation: @unchecked Sendable {
        let schema: ToolSchema
        let context: ScenarioContext
        var messages: [JSONValue]
        /// The calls awaiting confirmation, to the turn that asked.
        var pending: [ToolRunner.PendingCall: Int] = [:]

        init(schema: ToolSchema, context: ScenarioContext) {
            self.schema = schema
            self.context = context
            messages = [.object(JSONObject([
                ("role", "system"), ("content", .string(SystemPrompt.text(app: schema.app, context: context, schema: schema))),
            ]))]
        }
    }

    /// - Parameters:
    ///   - jobs: connections to keep open to the server.
    ///   - timeout: the per-turn timeout; every request and wait of a turn
    ///     ends within it, and a request may take half of it unless the
    ///     settings say otherwise (so a request that timed out can be tried
    ///     again within the turn).
    ///   - seed: the evaluation's `--seed`: with no `seed` in the settings,
    ///     run N sends this seed plus N - 1, so runs differ and an
    ///     evaluation can be repeated; nil sends no seed.
    ///   - environment: where the API key is read (`apiKeyEnv`).
    ///   - now, sleep, random, requestTimer: the clock, the waits, the
    ///     jitter and the time limit of one request, replaceable in tests.
    public init(
        settings: OpenAISettings, jobs: Int, timeout: Double, seed: UInt64? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        backoff: Backoff = Backoff(),
        now: (@Sendable () -> Double)? = nil,
        sleep: (@Sendable (Double) async throws -> Void)? = nil,
        random: (@Sendable () -> Double)? = nil,
        requestTimer: (@Sendable (Double) async throws -> Void)? = nil
    ) {
        self.settings = settings
        globalSeed = seed
        let key = settings.apiKeyEnv.flatMap { environment[$0] }.flatMap { $0.isEmpty ? nil : $0 }
        keyPresent = key != nil
        let now = now ?? ChatCompletionsClient.uptime
        client = ChatCompletionsClient(
            endpoint: settings.endpoint, apiKey: key, requestTimeout: settings.requestTimeout ?? Self.defaultRequestTimeout(turn: timeout),
            turnTimeout: timeout, maxRetries: settings.maxRetries, connections: jobs, backoff: backoff,
            limiter: settings.requestsPerMinute.map { RateLimiter(requestsPerMinute: $0, now: now) },
            now: now, sleep: sleep ?? ChatCompletionsClient.taskSleep, random: random ?? { Double.random(in: 0..<1) },
            requestTimer: requestTimer ?? ChatCompletionsClient.taskSleep
        )
    }

    /// Half the turn: a request that times out can be tried again within it.
    public static func defaultRequestTimeout(turn timeout: Double) -> Double {
        timeout / 2
    }

    public var info: ResolverInfo {
        var shown: [ResolverInfo.Setting] = [
            .init("baseURL", Self.withoutCredentials(settings.baseURL)),
            .init("model", settings.model),
        ]
        if let variable = settings.apiKeyEnv { shown.append(.init("apiKeyEnv", "\(variable) (\(keyPresent ? "set" : "not set"))")) }
        if let temperature = settings.temperature { shown.append(.init("temperature", "\(ToolSchema.number(temperature))")) }
        if let seed = settings.seed {
            shown.append(.init("seed", "\(seed)"))
        } else if let seed = globalSeed {
            shown.append(.init("seed", "\(seed) + run - 1"))
        }
        shown.append(.init("maxToolRounds", "\(settings.maxToolRounds)"))
        if let limit = settings.requestsPerMinute { shown.append(.init("requestsPerMinute", "\(limit)")) }
        shown.append(.init("maxRetries", "\(settings.maxRetries)"))
        shown.append(.init("requestTimeout", "\(CommandResolver.seconds(client.requestTimeout)) s"))
        return ResolverInfo(name: "openai", settings: shown)
    }

    /// The base URL as shown: a user name or password in it is left out.
    static func withoutCredentials(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false), components.user != nil || components.password != nil else {
            return url.absoluteString
        }
        components.user = nil
        components.password = nil
        return components.string ?? url.absoluteString
    }

    static func schemaKey(_ app: AppDefinition) -> String { app.name + "\u{0}" + app.path }

    public func prepare(apps: [AppDefinition], scenarios: [ScenarioOutline]) async throws -> [String] {
        var schemas: [String: ToolSchema] = [:]
        for app in apps { schemas[Self.schemaKey(app)] = ToolSchema(app: app) }
        self.schemas = schemas
        if let variable = settings.apiKeyEnv, !keyPresent {
            return ["the environment variable \(variable) (apiKeyEnv of the openai resolver) is not set; requests are sent without an API key"]
        }
        return []
    }

    public func begin(_ run: RunIdentity, app: AppDefinition, context: ScenarioContext) async throws {
        let schema = schemas[Self.schemaKey(app)].flatMap { $0.app == app ? $0 : nil } ?? ToolSchema(app: app)
        let conversation = Conversation(schema: schema, context: context)
        lock.withLock { conversations[run] = conversation }
    }

    public func end(_ run: RunIdentity) async {
        _ = lock.withLock { conversations.removeValue(forKey: run) }
    }

    public func shutdown() async {
        client.close()
    }

    public func respond(_ request: TurnRequest) async throws -> TranscriptTurn {
        guard let conversation = lock.withLock({ conversations[request.run] }) else {
            throw ResolverError("the run was not started")
        }
        let started = client.now()
        let runner = ToolRunner(schema: conversation.schema, context: conversation.context)
        conversation.messages.append(.object(JSONObject([("role", "user"), ("content", .string(request.utterance))])))
        var turn = TranscriptTurn(utterance: request.utterance)
        var calls: [JSONValue] = []
        var notes: [String] = []
        var requests = 0
        var rounds = 0
        var usage: [String: Int] = [:]
        while true {
            // The last round allowed: the model must answer in words.
            let mustAnswer = rounds >= settings.maxToolRounds
            let reply = try await client.complete(body(conversation, toolsAllowed: !mustAnswer, run: request.run.run), turnStartedAt: started)
            requests += reply.attempts
            if let counts = reply.usage?.object {
                for (key, value) in counts { if let number = value.int { usage[key, default: 0] += number } }
            }
            let toolCalls = Self.toolCalls(in: reply.message, round: rounds)
            var assistant = JSONObject([("role", "assistant"), ("content", reply.message["content"] ?? .null)])
            if !toolCalls.isEmpty {
                assistant["tool_calls"] = .array(toolCalls.map(\.json))
            }
            conversation.messages.append(.object(assistant))
            if toolCalls.isEmpty {
                turn.response = Self.text(of: reply.message["content"])
                break
            }
            if mustAnswer {
                notes.append("the model still called tools after \(settings.maxToolRounds) rounds of tool calls; the turn ended without a response")
                for call in toolCalls {
                    conversation.messages.append(Self.toolMessage(call.id, ToolRunner.error("not run: the limit of tool calls for this turn was reached; answer the person now").content))
                    calls.append(.object(JSONObject([("name", .string(call.name)), ("arguments", call.rawArguments), ("status", "not run")])))
                }
                break
            }
            rounds += 1
            for call in toolCalls {
                let answer = runner.run(call.name, ToolRunner.Arguments(call.arguments), turn: request.turn, pending: &conversation.pending, into: &turn)
                conversation.messages.append(Self.toolMessage(call.id, answer.content))
                calls.append(.object(JSONObject([("name", .string(call.name)), ("arguments", call.rawArguments), ("status", .string(answer.status))])))
            }
        }
        var trace = JSONObject([("model", .string(settings.model)), ("requests", .int(requests)), ("toolRounds", .int(rounds))])
        if !calls.isEmpty { trace["toolCalls"] = .array(calls) }
        if !usage.isEmpty { trace["usage"] = .object(JSONObject(usage.sorted { $0.key < $1.key }.map { ($0.key, .int($0.value)) })) }
        if !notes.isEmpty { trace["notes"] = .array(notes.map(JSONValue.string)) }
        turn.trace = .object(trace)
        return redacted(turn)
    }

    /// The turn with the API key struck out of everything a model or server
    /// could have put in it.
    func redacted(_ turn: TranscriptTurn) -> TranscriptTurn {
        var turn = turn
        turn.response = turn.response.map(client.redacted)
        turn.invocations = turn.invocations.map { invocation in
            var invocation = invocation
            invocation.intent = client.redacted(invocation.intent)
            invocation.arguments = client.redacted(invocation.arguments)
            invocation.result = invocation.result.map(client.redacted)
            return invocation
        }
        turn.found = turn.found.map { found in
            var found = found
            found.id = found.id.map(client.redacted)
            found.properties = client.redacted(found.properties)
            return found
        }
        turn.skills = turn.skills.map(client.redacted)
        turn.trace = turn.trace.map(client.redacted)
        return turn
    }

    /// The seed of a run's requests: the settings' own, the same for every
    /// run; or the evaluation's plus the run number less one.
    func seed(run: Int) -> Int? {
        if let seed = settings.seed { return seed }
        guard let globalSeed else { return nil }
        let base = Int(clamping: globalSeed)
        let (sum, overflow) = base.addingReportingOverflow(max(0, run - 1))
        return overflow ? base - max(0, run - 1) : sum
    }

    /// The request: the conversation so far and the app's tools.
    func body(_ conversation: Conversation, toolsAllowed: Bool, run: Int) -> JSONValue {
        var body = JSONObject([("model", .string(settings.model)), ("messages", .array(conversation.messages))])
        if !conversation.schema.tools.isEmpty {
            body["tools"] = .array(conversation.schema.tools)
            if !toolsAllowed { body["tool_choice"] = "none" }
        }
        if let temperature = settings.temperature { body["temperature"] = .double(temperature) }
        if let seed = seed(run: run) { body["seed"] = .int(seed) }
        return .object(body)
    }

    static func toolMessage(_ id: String, _ content: JSONValue) -> JSONValue {
        .object(JSONObject([("role", "tool"), ("tool_call_id", .string(id)), ("content", .string(content.serialized()))]))
    }

    /// One tool call of the model's message.
    struct ToolCall {
        var id: String
        var name: String
        /// `function.arguments` as sent: JSON text, or an object on servers
        /// that send one.
        var arguments: JSONValue?

        var rawArguments: JSONValue { arguments ?? .null }

        /// As sent back in the conversation, with an id even when the server
        /// gave none (the tool message must name it).
        var json: JSONValue {
            .object(JSONObject([
                ("id", .string(id)), ("type", "function"),
                ("function", .object(JSONObject([("name", .string(name)), ("arguments", arguments.map { $0.string != nil ? $0 : .string($0.serialized()) } ?? "{}")]))),
            ]))
        }
    }

    static func toolCalls(in message: JSONObject, round: Int) -> [ToolCall] {
        guard let items = message["tool_calls"]?.array else { return [] }
        return items.enumerated().compactMap { index, item in
            guard let function = item["function"], let name = function["name"]?.string else { return nil }
            let id = item["id"]?.string.flatMap { $0.isEmpty ? nil : $0 } ?? "call_\(round + 1)_\(index + 1)"
            return ToolCall(id: id, name: name, arguments: function["arguments"])
        }
    }

    /// The text of a message's content: a string, or the text parts of a list.
    static func text(of content: JSONValue?) -> String? {
        let text: String
        switch content {
        case .string(let string)?: text = string
        case .array(let parts)?: text = parts.compactMap { $0["text"]?.string ?? $0.string }.joined()
        default: return nil
        }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }
}
