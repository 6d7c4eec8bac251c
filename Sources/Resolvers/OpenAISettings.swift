import Diagnostics
import Foundation
import JSON

/// The settings of the `openai` resolver, read from evaluate.yaml's
/// `resolver: { openai: { ... } }` mapping and checked before anything runs.
///
/// The API key itself is never a setting: a key written into evaluate.yaml
/// would end up in the repository. `apiKeyEnv` names the environment
/// variable that holds it.
public struct OpenAISettings: Sendable, Hashable {
    /// The server's API root, such as `https://api.openai.com/v1` or
    /// `http://localhost:11434/v1`; requests go to `{baseURL}/chat/completions`.
    public var baseURL: URL
    public var model: String
    /// The environment variable with the API key; no key is sent without it.
    public var apiKeyEnv: String?
    /// Passed through when given; the server's default otherwise.
    public var temperature: Double?
    /// Passed through when given, the same on every request of every run;
    /// without it, the evaluation's `--seed` plus the run number less one.
    public var seed: Int?
    /// Answers to tool calls the model may get in one turn before it must
    /// answer in words.
    public var maxToolRounds: Int
    /// At most this many requests in any minute, over all jobs; nil: no limit.
    public var requestsPerMinute: Int?
    /// Attempts after the first for a request that failed with 429, 5xx, a
    /// timeout or a refused or dropped connection.
    public var maxRetries: Int
    /// Seconds one request may take (never more than is left of the turn);
    /// nil: half the per-turn timeout, so a request that timed out can be
    /// tried again within the turn.
    public var requestTimeout: Double?

    public static let defaultMaxToolRounds = 8
    public static let defaultMaxRetries = 4
    public static let keys = [
        "baseURL", "model", "apiKeyEnv", "temperature", "seed", "maxToolRounds", "requestsPerMinute", "maxRetries", "requestTimeout",
    ]

    public init(
        baseURL: URL, model: String, apiKeyEnv: String? = nil, temperature: Double? = nil, seed: Int? = nil,
        maxToolRounds: Int = defaultMaxToolRounds, requestsPerMinute: Int? = nil, maxRetries: Int = defaultMaxRetries,
        requestTimeout: Double? = nil
    ) {
        self.baseURL = baseURL
        self.model = model
        self.apiKeyEnv = apiKeyEnv
        self.temperature = temperature
        self.seed = seed
        self.maxToolRounds = maxToolRounds
        self.requestsPerMinute = requestsPerMinute
        self.maxRetries = maxRetries
        self.requestTimeout = requestTimeout
    }

    /// Reads the mapping; every problem found is reported, one a line.
    public init(_ object: JSONObject) throws(ResolverError) {
        var problems: [String] = []
        for key in object.keys where !Self.keys.contains(key) {
            if ["apiKey", "api_key", "key", "token"].contains(key) {
                problems.append("'\(key)': the API key must not be written in evaluate.yaml; put it in an environment variable and name that with apiKeyEnv: OPENAI_API_KEY")
            } else {
                problems.append("unknown setting '\(key)' for the openai resolver\(Suggestion.hint(for: key, in: Self.keys)); expected one of \(Self.keys.joined(separator: ", "))")
            }
        }
        func string(_ key: String, required: Bool) -> String? {
            switch object[key] {
            case nil, .null?:
                if required { problems.append("the openai resolver needs '\(key)'") }
                return nil
            case .string(let text)? where !text.trimmingCharacters(in: .whitespaces).isEmpty:
                return text
            case let value?:
                problems.append("'\(key)' of the openai resolver must be a non-empty string, found \(value.kindDescription)")
                return nil
            }
        }
        func number(_ key: String, minimum: Double, integer: Bool) -> Double? {
            guard let value = object[key], !value.isNull else { return nil }
            guard let number = value.double, !integer || value.int != nil else {
                problems.append("'\(key)' of the openai resolver must be \(integer ? "a whole number" : "a number"), found \(value.kindDescription)")
                return nil
            }
            guard number >= minimum else {
                problems.append("'\(key)' of the openai resolver must be at least \(integer ? String(Int(minimum)) : String(minimum)), found \(value)")
                return nil
            }
            return number
        }
        var url: URL?
        if let text = string("baseURL", required: true) {
            if let parsed = URL(string: text), let scheme = parsed.scheme?.lowercased(), ["http", "https"].contains(scheme), parsed.host != nil {
                url = parsed
            } else {
                problems.append("'baseURL' of the openai resolver must be an http or https URL such as https://api.openai.com/v1, found '\(text)'")
            }
        }
        let model = string("model", required: true)
        apiKeyEnv = string("apiKeyEnv", required: false)
        temperature = number("temperature", minimum: 0, integer: false)
        if case .int? = object["seed"] {
            seed = object["seed"]?.int
        } else if let value = object["seed"], !value.isNull {
            problems.append("'seed' of the openai resolver must be a whole number, found \(value.kindDescription)")
            seed = nil
        } else {
            seed = nil
        }
        maxToolRounds = number("maxToolRounds", minimum: 1, integer: true).map { Int($0) } ?? Self.defaultMaxToolRounds
        requestsPerMinute = number("requestsPerMinute", minimum: 1, integer: true).map { Int($0) }
        maxRetries = number("maxRetries", minimum: 0, integer: true).map { Int($0) } ?? Self.defaultMaxRetries
        requestTimeout = number("requestTimeout", minimum: 0.001, integer: false)
        guard problems.isEmpty, let url, let model else { throw ResolverError(problems.joined(separator: "\n")) }
        baseURL = url
        self.model = model
    }

    /// `{baseURL}/chat/completions`, with or without a slash after the base.
    public var endpoint: URL {
        var text = baseURL.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        return URL(string: text + "/chat/completions") ?? baseURL.appendingPathComponent("chat/completions")
    }
}
