import AppDefinitions
import Foundation
import JSON
@testable import Resolvers
import Runner
import Scenarios
import Testing
import Transcripts

/// What real servers do: refuse with 429, fail with 5xx, hang, and ask for a
/// key. Waits are recorded, not slept, so these tests take no time.
@Suite struct RobustnessTests {
    /// 429 with `Retry-After`: the next attempt waits what the server asked.
    @Test func aRateLimitedRequestWaitsForRetryAfter() async throws {
        try await withFakeServer({ _, index in
            index == 0 ? FakeChatServer.error(429, "Rate limit reached", headers: ["Retry-After": "7"]) : FakeChatServer.answer("Done.")
        }) { server in
            let sleeps = Sleeps()
            let turn = try #require(try await OpenAIResolver.testing(Bistro.settings(server), sleeps: sleeps).converse(["Hi"]).first)
            #expect(turn.response == "Done.")
            #expect(turn.trace?["requests"] == 2)
            // Never sooner than asked; up to a tenth later (random 0.5: 5%).
            #expect(sleeps.values.count == 1)
            #expect(abs((sleeps.values.first ?? 0) - 7.35) < 1e-9)
            #expect(server.requests.count == 2)
        }
    }

    /// 5xx: tried again after exponential, jittered delays, then given up
    /// with what the server said and how many attempts were made.
    @Test func serverErrorsAreRetriedWithBackoffThenGivenUp() async throws {
        try await withFakeServer({ _, index in
            index < 2 ? FakeChatServer.error(index == 0 ? 500 : 503, "The engine is overloaded") : FakeChatServer.answer("Finally.")
        }) { server in
            let sleeps = Sleeps()
            let turn = try #require(try await OpenAIResolver.testing(Bistro.settings(server), sleeps: sleeps).converse(["Hi"]).first)
            #expect(turn.response == "Finally.")
            // Random 0.5 of equal jitter: three quarters of 0.5 s, then of 1 s.
            #expect(sleeps.values == [0.375, 0.75])
        }
        try await withFakeServer({ _, _ in FakeChatServer.error(500, "The engine is down") }) { server in
            let sleeps = Sleeps()
            let resolver = OpenAIResolver.testing(Bistro.settings(server) { $0.maxRetries = 2 }, sleeps: sleeps)
            await #expect(throws: ResolverError("the server answered 500 Internal Server Error: The engine is down (3 attempts)")) {
                _ = try await resolver.converse(["Hi"])
            }
            #expect(server.requests.count == 3)
            #expect(sleeps.values.count == 2)
        }
    }

    /// Client errors are not retried: they will not go away.
    @Test func clientErrorsAreNotRetried() async throws {
        try await withFakeServer({ _, _ in FakeChatServer.error(404, "The model 'test-model' does not exist") }) { server in
            let resolver = OpenAIResolver.testing(Bistro.settings(server))
            await #expect(throws: ResolverError("the server answered 404 Not Found: The model 'test-model' does not exist")) {
                _ = try await resolver.converse(["Hi"])
            }
            #expect(server.requests.count == 1)
        }
    }

    /// A server that never answers: each request times out and is tried
    /// again, then the turn fails with what happened.
    @Test func aServerThatHangsTimesOut() async throws {
        try await withFakeServer({ _, _ in .hang }) { server in
            let sleeps = Sleeps()
            let resolver = OpenAIResolver.testing(Bistro.settings(server) {
                $0.requestTimeout = 0.5
                $0.maxRetries = 1
            }, sleeps: sleeps)
            await #expect(throws: ResolverError("the server did not answer within 0.5 s (2 attempts)")) {
                _ = try await resolver.converse(["Hi"])
            }
            // The resolver counts its attempts (above). The server sees the
            // first; on a busy machine the retry can time out before its
            // bytes leave the client, so the server may not see it.
            #expect((1...2).contains(server.requests.count))
            #expect(sleeps.values.count == 1)
        }
    }

    /// Under the runner, a hanging server costs the run its per-turn
    /// timeout; the other runs go on.
    @Test func aHangingRunIsAnErrorRunAndTheOthersGoOn() async throws {
        try await withFakeServer({ request, _ in
            request.utterance == "hang" ? .hang : FakeChatServer.answer("Fine.")
        }) { server in
            let context = Bistro.context()
            let scenarios = ["hang", "fine"].map { name in
                Scenario(id: name, fullID: "x.yaml#\(name)", name: name, file: "x.yaml", path: "x.yaml", line: 1, tags: [], context: context, app: 0, turns: [Turn(utterance: name, line: 1)])
            }
            let resolver = OpenAIResolver.testing(Bistro.settings(server), timeout: 3)
            let outcome = try await Evaluation.run(
                scenarios, apps: [Bistro.app], resolver: resolver, options: RunnerOptions(runs: 2, jobs: 2, timeout: 3, keepTranscripts: true)
            )
            // (On a loaded machine the deadline may pass before the turn
            // starts; either way the run timed out.)
            #expect(outcome.transcripts.prefix(2).allSatisfy { $0.error?.contains("the resolver timed out after 3 s") == true }, "\(outcome.transcripts.map(\.error))")
            #expect(outcome.transcripts.suffix(2).map(\.error) == [nil, nil])
            #expect(outcome.transcripts.suffix(2).allSatisfy { $0.turns.first?.response == "Fine." })
        }
    }

    /// The key from the environment variable the settings name, as a bearer
    /// token; no header without it; struck out of messages that echo it.
    @Test func theAPIKeyIsSentAsABearerTokenAndNeverRepeated() async throws {
        let key = "sk-test-bistro-0123456789"
        try await withFakeServer({ request, _ in
            FakeChatServer.error(401, "Incorrect API key provided: \(request.headers["authorization"] ?? "none")")
        }) { server in
            let resolver = OpenAIResolver.testing(Bistro.settings(server), key: key)
            do {
                _ = try await resolver.converse(["Hi"])
                Issue.record("no error")
            } catch let error as ResolverError {
                #expect(error.message == "the server answered 401 Unauthorized: Incorrect API key provided: Bearer [redacted]")
            }
            #expect(server.requests.first?.headers["authorization"] == "Bearer \(key)")
            #expect(!resolver.info.settings.contains { $0.value.contains(key) })
            #expect(resolver.info.settings.contains { $0.key == "apiKeyEnv" && $0.value == "BISTRO_TEST_KEY (set)" })
        }
        try await withFakeServer({ _, _ in FakeChatServer.answer("Hello.") }) { server in
            let resolver = OpenAIResolver.testing(Bistro.settings(server), key: nil)
            #expect(try await resolver.prepare(apps: [Bistro.app], scenarios: []) == [
                "the environment variable BISTRO_TEST_KEY (apiKeyEnv of the openai resolver) is not set; requests are sent without an API key",
            ])
            _ = try await resolver.converse(["Hi"])
            #expect(server.requests.first?.headers["authorization"] == nil)
        }
    }

    /// Requests of all jobs share one limit per minute.
    @Test func requestsPerMinuteAreLimited() async throws {
        try await withFakeServer({ _, _ in FakeChatServer.answer("Hello.") }) { server in
            let sleeps = Sleeps()
            let resolver = OpenAIResolver.testing(Bistro.settings(server) { $0.requestsPerMinute = 1 }, sleeps: sleeps)
            let start = Date()
            _ = try await resolver.converse(["Hi"], run: 1)
            _ = try await resolver.converse(["Hi"], run: 2)
            let elapsed = Date().timeIntervalSince(start)
            // The second request waits for the rest of the first one's minute
            // (however long the first took on a busy machine).
            #expect(sleeps.values.count == 1)
            #expect(sleeps.values.allSatisfy { $0 <= 60 && $0 >= 60 - elapsed - 0.001 }, "\(sleeps.values), \(elapsed) s")
        }
    }

    @Test func theRateLimiterKeepsEveryMinuteUnderTheLimit() {
        let clock = Clock()
        let limiter = RateLimiter(requestsPerMinute: 2, now: { clock.now })
        var waits: [Double] = []
        for time in [0.0, 0, 0, 10, 130] {
            clock.now = time
            waits.append(limiter.reserve())
        }
        // Starts at 0, 0, 60, 60 and 130: never three in sixty seconds.
        #expect(waits == [0, 0, 60, 50, 0])
    }

    final class Clock: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0.0
        var now: Double {
            get { lock.withLock { value } }
            set { lock.withLock { value = newValue } }
        }
    }

    struct BackoffCase: Sendable, CustomTestStringConvertible {
        var attempt: Int
        var retryAfter: Double?
        var random: Double
        var delay: Double
        var testDescription: String { "attempt \(attempt), Retry-After \(retryAfter.map { "\($0)" } ?? "none"), random \(random)" }
    }

    @Test(arguments: [
        BackoffCase(attempt: 1, retryAfter: nil, random: 0, delay: 0.25),
        BackoffCase(attempt: 1, retryAfter: nil, random: 1, delay: 0.5),
        BackoffCase(attempt: 3, retryAfter: nil, random: 0.5, delay: 1.5),
        BackoffCase(attempt: 20, retryAfter: nil, random: 1, delay: 30),
        BackoffCase(attempt: 1, retryAfter: 10, random: 0, delay: 10),
        BackoffCase(attempt: 5, retryAfter: 10, random: 1, delay: 11),
        BackoffCase(attempt: 2, retryAfter: 0, random: 1, delay: 0),
    ])
    func backoff(_ test: BackoffCase) {
        #expect(abs(Backoff().delay(afterAttempt: test.attempt, retryAfter: test.retryAfter, random: test.random) - test.delay) < 1e-9)
    }

    @Test func retryAfterHeaders() {
        let now = Date(timeIntervalSince1970: 1_792_000_000)
        #expect(Backoff.retryAfter("2", now: now) == 2)
        #expect(Backoff.retryAfter(" 1.5 ", now: now) == 1.5)
        #expect(Backoff.retryAfter("-3", now: now) == 0)
        #expect(Backoff.retryAfter(nil, now: now) == nil)
        #expect(Backoff.retryAfter("soon", now: now) == nil)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        #expect(Backoff.retryAfter(formatter.string(from: now.addingTimeInterval(30)), now: now) == 30)
    }
}
