import Foundation
import JSON
@testable import Resolvers
import Testing

@Suite struct SettingsTests {
    @Test func everySetting() throws {
        let settings = try OpenAISettings([
            "baseURL": "http://localhost:11434/v1/", "model": "llama3.1", "apiKeyEnv": "OLLAMA_KEY", "temperature": 0.7, "seed": 3,
            "maxToolRounds": 5, "requestsPerMinute": 30, "maxRetries": 1, "requestTimeout": 90,
        ])
        #expect(settings == OpenAISettings(
            baseURL: URL(string: "http://localhost:11434/v1/")!, model: "llama3.1", apiKeyEnv: "OLLAMA_KEY", temperature: 0.7, seed: 3,
            maxToolRounds: 5, requestsPerMinute: 30, maxRetries: 1, requestTimeout: 90
        ))
        #expect(settings.endpoint.absoluteString == "http://localhost:11434/v1/chat/completions")
    }

    @Test func defaults() throws {
        let settings = try OpenAISettings(["baseURL": "https://api.openai.com/v1", "model": "gpt-4o-mini"])
        #expect(settings.apiKeyEnv == nil && settings.temperature == nil && settings.seed == nil)
        #expect(settings.maxToolRounds == 8 && settings.maxRetries == 4)
        #expect(settings.requestsPerMinute == nil && settings.requestTimeout == nil)
        #expect(settings.endpoint.absoluteString == "https://api.openai.com/v1/chat/completions")
        let info = OpenAIResolver(settings: settings, jobs: 1, timeout: 45, environment: [:]).info
        #expect(info.name == "openai")
        #expect(info.settings.map { "\($0.key)=\($0.value)" } == [
            "baseURL=https://api.openai.com/v1", "model=gpt-4o-mini", "maxToolRounds=8", "maxRetries=4", "requestTimeout=22.5 s",
        ])
    }

    struct Problem: Sendable, CustomTestStringConvertible {
        var mapping: JSONObject
        var message: String
        var testDescription: String { message }
    }

    @Test(arguments: [
        Problem(mapping: ["model": "m"], message: "the openai resolver needs 'baseURL'"),
        Problem(mapping: ["baseURL": "http://localhost:8080/v1"], message: "the openai resolver needs 'model'"),
        Problem(mapping: ["baseURL": "localhost:8080", "model": "m"], message: "'baseURL' of the openai resolver must be an http or https URL such as https://api.openai.com/v1, found 'localhost:8080'"),
        Problem(mapping: ["baseURL": "http://x/v1", "model": "m", "modle": "n"], message: "unknown setting 'modle' for the openai resolver; did you mean 'model'?"),
        Problem(mapping: ["baseURL": "http://x/v1", "model": "m", "apiKey": "sk-123"], message: "'apiKey': the API key must not be written in evaluate.yaml; put it in an environment variable and name that with apiKeyEnv: OPENAI_API_KEY"),
        Problem(mapping: ["baseURL": "http://x/v1", "model": "m", "maxToolRounds": 0], message: "'maxToolRounds' of the openai resolver must be at least 1, found 0"),
        Problem(mapping: ["baseURL": "http://x/v1", "model": "m", "maxRetries": 1.5], message: "'maxRetries' of the openai resolver must be a whole number, found a number"),
        Problem(mapping: ["baseURL": "http://x/v1", "model": "m", "temperature": "hot"], message: "'temperature' of the openai resolver must be a number, found a string"),
        Problem(mapping: ["baseURL": "http://x/v1", "model": 4], message: "'model' of the openai resolver must be a non-empty string, found an integer"),
    ])
    func problems(_ problem: Problem) {
        do {
            _ = try OpenAISettings(problem.mapping)
            Issue.record("accepted \(problem.mapping)")
        } catch {
            #expect(error.message.hasPrefix(problem.message), "\(error.message)")
        }
    }

    /// Credentials in the base URL stay out of the reports.
    @Test func theBaseURLIsShownWithoutCredentials() throws {
        let settings = try OpenAISettings(["baseURL": "https://user:secret@llm.example.com/v1", "model": "m"])
        let shown = OpenAIResolver(settings: settings, jobs: 1, timeout: 60, environment: [:]).info.settings.first?.value
        #expect(shown == "https://llm.example.com/v1")
    }
}
