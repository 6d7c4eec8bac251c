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
    /// again, then the turn fails with what happened. (Each request times
    /// out once the server has it, so the server sees every attempt.)
    @Test func aServerThatHangsTimesOut() async throws {
        try await withFakeServer({ _, _ in .hang }) { server in
            let sleeps = Sleeps()
            let timer = RequestTimer(server, sleeps)
            let resolver = OpenAIResolver.testing(Bistro.settings(server) {
                $0.requestTimeout = 0.5
                $0.maxRetries = 1
            }, sleeps: sleeps, requestTimer: timer)
            await #expect(throws: ResolverError("the server did not answer within 0.5 s (2 attempts)")) {
                _ = try await resolver.converse(["Hi"])
            }
            #expect(server.requests.count == 2)
            #expect(timer.limits == [0.5, 0.5])
            #expect(sleeps.values == [0.375])
        }
    }

    /// Without a requestTimeout, a request may take half the turn, so one
    /// that timed out is tried again within the turn.
    @Test func aTimedOutRequestIsRetriedWithTheDefaults() async throws {
        try await withFakeServer({ _, index in index == 0 ? .hang : FakeChatServer.answer("Here now.") }) { server in
            let sleeps = Sleeps()
            let timer = RequestTimer(server, sleeps) { $0 == 1 }
            let resolver = OpenAIResolver.testing(Bistro.settings(server), sleeps: sleeps, timeout: 20, requestTimer: timer)
            #expect(resolver.info.settings.contains { $0.key == "requestTimeout" && $0.value == "10 s" })
            let turn = try #require(try await resolver.converse(["Hi"]).first)
            #expect(turn.response == "Here now.")
            #expect(turn.trace?["requests"] == 2)
            #expect(server.requests.count == 2)
            // The retry gets 10 s again, or what is left of the turn.
            #expect(timer.limits == [10, 8.625])
            #expect(sleeps.values == [0.375])
        }
    }

    /// No request outlasts its turn: the last one gets what is left, and
    /// when nothing is left the turn ends saying so, before the runner's
    /// deadline (which would only say "timed out").
    @Test func aRequestNeverOutlastsItsTurn() async throws {
        try await withFakeServer({ _, _ in .hang }) { server in
            let sleeps = Sleeps()
            let timer = RequestTimer(server, sleeps)
            let resolver = OpenAIResolver.testing(Bistro.settings(server), sleeps: sleeps, timeout: 20, requestTimer: timer)
            await #expect(throws: ResolverError(
                "the server did not answer within the 8.63 s left of the turn (2 attempts); no time is left in the turn (timeout 20 s) to try again"
            )) {
                _ = try await resolver.converse(["Hi"])
            }
            // 10 s, a wait of 0.375 s, then what is left of 19 s (a second
            // is kept back from the runner's 20).
            #expect(timer.limits == [10, 8.625])
            #expect(server.requests.count == 2)
        }
    }

    /// Under the runner, a hanging server costs the run in flight; the other
    /// runs go on. (Real time limits, generous ones: a busy machine changes
    /// nothing but how long it takes.)
    @Test func aHangingRunIsAnErrorRunAndTheOthersGoOn() async throws {
        try await withFakeServer({ request, _ in
            request.utterance == "hang" ? .hang : FakeChatServer.answer("Fine.")
        }) { server in
            let context = Bistro.context()
            let scenarios = ["hang", "fine"].map { name in
                Scenario(id: name, fullID: "x.yaml#\(name)", name: name, file: "x.yaml", path: "x.yaml", line: 1, tags: [], context: context, app: 0, turns: [Turn(utterance: name, line: 1)])
            }
            let resolver = OpenAIResolver.testing(Bistro.settings(server) {
                $0.requestTimeout = 0.5
                $0.maxRetries = 1
            }, timeout: 30)
            let outcome = try await Evaluation.run(
                scenarios, apps: [Bistro.app], resolver: resolver, options: RunnerOptions(runs: 2, jobs: 2, timeout: 30, keepTranscripts: true)
            )
            #expect(outcome.transcripts.prefix(2).map(\.error) == Array(repeating: "turn 1: the server did not answer within 0.5 s (2 attempts)", count: 2))
            #expect(outcome.transcripts.suffix(2).map(\.error) == [nil, nil])
            #expect(outcome.transcripts.suffix(2).allSatisfy { $0.turns.first?.response == "Fine." })
        }
    }

    /// A server that is down or restarting refuses connections: tried again
    /// with backoff, like a 5xx, and given up with what happened.
    @Test func aRefusedConnectionIsRetried() async throws {
        let port = try await withFakeServer({ _, _ in FakeChatServer.answer("Unused.") }) { $0.port }
        let settings = OpenAISettings(baseURL: URL(string: "http://127.0.0.1:\(port)/v1")!, model: "test-model", maxRetries: 2)
        let sleeps = Sleeps()
        await #expect(throws: ResolverError("cannot connect to http://127.0.0.1:\(port)/v1/chat/completions: the connection was refused (is the server running?) (3 attempts)")) {
            _ = try await OpenAIResolver.testing(settings, sleeps: sleeps).converse(["Hi"])
        }
        #expect(sleeps.values == [0.375, 0.75])

        // The server comes back during the wait before the retry.
        let restarted = Restarted(port: port)
        defer { restarted.stop() }
        let waits = Sleeps()
        waits.onWait = { _ in restarted.start() }
        let turn = try #require(try await OpenAIResolver.testing(settings, sleeps: waits).converse(["Hi"]).first)
        #expect(turn.response == "Back again.")
        #expect(turn.trace?["requests"] == 2)
        #expect(waits.values == [0.375])
    }

    /// The server of `aRefusedConnectionIsRetried`, started on its port
    /// when the client waits.
    final class Restarted: @unchecked Sendable {
        let port: UInt16
        private let lock = NSLock()
        private var server: FakeChatServer?

        init(port: UInt16) { self.port = port }

        func start() {
            lock.withLock {
                if server == nil { server = try? FakeChatServer(port: port) { _, _ in FakeChatServer.answer("Back again.") } }
            }
        }

        func stop() { lock.withLock { server?.stop() } }
    }

    /// A Retry-After longer than the turn has left ends the turn at once
    /// with the server's words; the runs after it wait for it (as far as
    /// their turns allow) instead of asking again, then go on.
    @Test func aRetryAfterLongerThanTheTurnEndsItWithARateLimitMessage() async throws {
        try await withFakeServer({ _, index in
            index == 0 ? FakeChatServer.error(429, "Rate limit reached", headers: ["Retry-After": "120"]) : FakeChatServer.answer("Done.")
        }) { server in
            let sleeps = Sleeps()
            let resolver = OpenAIResolver.testing(Bistro.settings(server), sleeps: sleeps, timeout: 25)
            await #expect(throws: ResolverError(
                "the server answered 429 Too Many Requests: Rate limit reached; the server asks to wait 120 s before trying again (Retry-After), more than is left of the turn (timeout 25 s)"
            )) {
                _ = try await resolver.converse(["Hi"], run: 1)
            }
            #expect(sleeps.values.isEmpty)
            await #expect(throws: ResolverError(
                "the server asked to wait 120 s before the next request (Retry-After), more than is left of the turn (timeout 25 s)"
            )) {
                _ = try await resolver.converse(["Hi"], run: 2)
            }
            // Run 2 held back to the end of its turn, without a request.
            #expect(sleeps.values == [24])
            #expect(server.requests.count == 1)
            sleeps.advance(96)
            let turn = try #require(try await resolver.converse(["Hi"], run: 3).first)
            #expect(turn.response == "Done.")
            #expect(server.requests.count == 2)
        }
    }

    /// The server's Retry-After holds back every job, not only the request
    /// that got it.
    @Test func aRetryAfterHoldsBackEveryJob() async throws {
        try await withFakeServer({ _, index in
            index == 0 ? FakeChatServer.error(429, "Slow down", headers: ["Retry-After": "7"]) : FakeChatServer.answer("Done.")
        }) { server in
            let sleeps = Sleeps()
            let resolver = OpenAIResolver.testing(Bistro.settings(server) { $0.maxRetries = 0 }, sleeps: sleeps)
            await #expect(throws: ResolverError("the server answered 429 Too Many Requests: Slow down")) {
                _ = try await resolver.converse(["Hi"], run: 1)
            }
            _ = try await resolver.converse(["Hi"], run: 2)
            // Seven seconds and up to a tenth (random 0.5: 5%).
            #expect(sleeps.values.count == 1)
            #expect(abs((sleeps.values.first ?? 0) - 7.35) < 1e-9)
            #expect(server.requests.count == 2)
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

    /// A model or server that repeats the key in a 200 answer (the response,
    /// tool arguments, and so results and the trace) has it struck out of
    /// everything the resolver returns.
    @Test func theAPIKeyIsStruckOutOfEverythingReturned() async throws {
        let key = "sk-test-bistro-0123456789"
        try await withFakeServer({ request, _ in
            let header = request.headers["authorization"] ?? ""
            let bare = String(header.dropFirst("Bearer ".count))
            return request.toolAnswers.isEmpty
                ? FakeChatServer.calls([
                    ("BookTable", #"{"restaurant":"\#(bare)","partySize":2,"time":"2026-12-04T19:30:00-05:00","note":"\#(header)"}"#),
                    ("find_entities", #"{"entity":"RestaurantEntity","query":"\#(bare)"}"#),
                ])
                : FakeChatServer.answer("Your key is \(bare), sent as \(header).")
        }) { server in
            let turn = try #require(try await OpenAIResolver.testing(Bistro.settings(server), key: key).converse(["What is my key?"]).first)
            let returned = Transcript(scenario: "x", run: 1, turns: [turn]).json.serialized()
            #expect(!returned.contains(key), "\(returned)")
            #expect(turn.response == "Your key is [redacted], sent as Bearer [redacted].")
            #expect(turn.invocations.first?.arguments["note"] == "Bearer [redacted]")
            #expect(turn.invocations.first?.result?["error"] == "restaurant: no RestaurantEntity record has the id '[redacted]'")
            #expect(turn.trace?["toolCalls"]?[1]?["arguments"]?.string?.contains("[redacted]") == true)
            // The server had the key, as a header, and nowhere else.
            #expect(server.requests.allSatisfy { $0.headers["authorization"] == "Bearer \(key)" })
        }
    }

    /// Requests of all jobs share one limit per minute: the request over it
    /// waits for the rest of the minute.
    @Test func requestsPerMinuteAreLimited() async throws {
        try await withFakeServer({ _, _ in FakeChatServer.answer("Hello.") }) { server in
            let sleeps = Sleeps()
            let resolver = OpenAIResolver.testing(Bistro.settings(server) { $0.requestsPerMinute = 1 }, sleeps: sleeps, timeout: 90)
            _ = try await resolver.converse(["Hi"], run: 1)
            sleeps.advance(5)
            let turn = try #require(try await resolver.converse(["Hi"], run: 2).first)
            #expect(turn.response == "Hello.")
            #expect(sleeps.values == [55])
            #expect(server.requests.count == 2)
        }
    }

    /// requestsPerMinute: 2, a 25 s turn, six runs one after the other: the
    /// runs that cannot have a request within their turn end saying so and
    /// take no slot; the runs after them get the slots as the minute ends.
    @Test func throttlingDelaysRequestsAndGivesBackSlotsItCannotUse() async throws {
        try await withFakeServer({ _, _ in FakeChatServer.answer("Hello.") }) { server in
            let sleeps = Sleeps()
            let resolver = OpenAIResolver.testing(Bistro.settings(server) { $0.requestsPerMinute = 2 }, sleeps: sleeps, timeout: 25)
            var errors: [String?] = []
            for run in 1...6 {
                do {
                    _ = try await resolver.converse(["Hi"], run: run)
                    errors.append(nil)
                } catch let error as ResolverError {
                    errors.append(error.message)
                }
            }
            #expect(errors == [
                nil, nil,
                "requestsPerMinute: 2 leaves no request free before the turn's timeout (25 s); the next is free in 60 s",
                "requestsPerMinute: 2 leaves no request free before the turn's timeout (25 s); the next is free in 36 s",
                nil, nil,
            ])
            // Runs 3 and 4 wait out their turns (24 s: a second is kept back
            // from the runner's 25); run 5 waits 12 s for its slot at 60 s.
            #expect(sleeps.values == [24, 24, 12])
            #expect(server.requests.count == 4)
        }
    }

    /// A request cancelled while it waits for its slot (the runner's deadline
    /// passed) gives the slot back: the next request gets it.
    @Test func aCancelledWaitGivesItsSlotBack() async throws {
        try await withFakeServer({ _, _ in FakeChatServer.answer("Hello.") }) { server in
            let sleeps = Sleeps()
            let resolver = OpenAIResolver.testing(Bistro.settings(server) { $0.requestsPerMinute = 1 }, sleeps: sleeps, timeout: 200)
            _ = try await resolver.converse(["Hi"], run: 1)
            sleeps.cancelNextWait()
            await #expect(throws: CancellationError.self) {
                _ = try await resolver.converse(["Hi"], run: 2)
            }
            _ = try await resolver.converse(["Hi"], run: 3)
            // The slot at 60 s again, not the one after it at 120 s.
            #expect(sleeps.values == [60])
            #expect(server.requests.count == 2)
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

    @Test func theRateLimiterGivesBackWhatIsNotUsed() throws {
        let clock = Clock()
        let limiter = RateLimiter(requestsPerMinute: 2, now: { clock.now })
        _ = limiter.reserve()
        _ = limiter.reserve()
        // A start later than the caller can use is not reserved.
        #expect(limiter.reserve(notAfter: 59) == nil)
        #expect(limiter.nextStart() == 60)
        let third = try #require(limiter.reserve(notAfter: 60))
        #expect(third == RateLimiter.Reservation(start: 60, wait: 60))
        clock.now = 10
        #expect(limiter.nextStart() == 50)
        // Given back, it goes to the next request.
        limiter.release(third)
        #expect(limiter.reserve(notAfter: 100) == RateLimiter.Reservation(start: 60, wait: 50))
        #expect(limiter.reserve(notAfter: 100) == RateLimiter.Reservation(start: 60, wait: 50))
        #expect(limiter.reserve(notAfter: 100) == nil)
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
