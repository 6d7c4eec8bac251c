import Foundation
import JSON
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends chat-completion requests to an OpenAI-compatible server and brings
/// back the model's message, surviving what real servers do under load.
///
/// - 429, 5xx, a request that times out, a refused or dropped connection
///   (a server restarting) are tried again (up to `maxRetries` times) after
///   an exponential, jittered delay, or after the server's `Retry-After`,
///   which every job then waits for;
/// - every attempt first waits for a slot of the rate limiter, if any, and
///   gives the slot back when it is cancelled before the request is sent;
/// - every attempt and wait of a turn ends within the turn's timeout: an
///   attempt gets at most what is left of the turn, and a wait that would
///   outlast the turn ends it with a message saying what it waited for
///   (instead of the runner's bare "timed out");
/// - other failures (401, 404, a malformed answer) are not retried: they
///   will not go away, and the message says what the server said;
/// - the API key goes only into the `Authorization` header, and is struck
///   out of every message this client produces, in case a server echoes it
///   in an error, so it cannot reach a report or a recording.
///
/// Cancelling the calling task (the runner's per-turn deadline) cancels the
/// request in flight and any wait. The clock, the waits and the timer of an
/// attempt are passed in, so retries and limits are tested without waiting.
///
/// An `http://` server (a local model, mostly) is reached through
/// `HTTPConnection`, because FoundationNetworking's URLSession spins a core
/// on Linux while it waits for an answer, taking it from the model;
/// `https://` goes through URLSession. Both bring back an
/// `HTTPConnection.Response` or throw an `HTTPConnection.Failure`, so the
/// retries do not depend on the way.
final class ChatCompletionsClient: Sendable {
    struct Reply: Sendable {
        /// `choices[0].message`.
        var message: JSONObject
        var finishReason: String?
        var usage: JSONValue?
        /// Requests sent for this reply, retries included.
        var attempts: Int
    }

    let endpoint: URL
    private let apiKey: String?
    /// What must never be repeated: the key, and a password in the base URL.
    private let secrets: [String]
    /// How requests travel: plain sockets for `http://`, else URLSession.
    private let transport: Transport
    /// Seconds one attempt may take at most; less when the turn has less left.
    let requestTimeout: Double
    /// The runner's per-turn timeout: every attempt and wait of a turn ends
    /// within it.
    let turnTimeout: Double
    let maxRetries: Int
    let backoff: Backoff
    let limiter: RateLimiter?
    /// Seconds on a monotonic clock.
    let now: @Sendable () -> Double
    private let sleep: @Sendable (Double) async throws -> Void
    private let random: @Sendable () -> Double
    /// Returns when an attempt's time is up (it is cancelled when the attempt
    /// ends first).
    private let requestTimer: @Sendable (Double) async throws -> Void
    /// The end of the server's last `Retry-After`: no job sends before it.
    private let retryAfter = RetryAfterPause()

    init(
        endpoint: URL, apiKey: String?, requestTimeout: Double, turnTimeout: Double = .infinity, maxRetries: Int, connections: Int,
        backoff: Backoff = Backoff(), limiter: RateLimiter? = nil,
        now: @escaping @Sendable () -> Double = ChatCompletionsClient.uptime,
        sleep: @escaping @Sendable (Double) async throws -> Void = ChatCompletionsClient.taskSleep,
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
        requestTimer: @escaping @Sendable (Double) async throws -> Void = ChatCompletionsClient.taskSleep
    ) {
        self.endpoint = endpoint
        self.apiKey = apiKey.flatMap { $0.isEmpty ? nil : $0 }
        let password = URLComponents(url: endpoint, resolvingAgainstBaseURL: false)?.password
        secrets = [self.apiKey, password].compactMap { $0 }.filter { $0.count >= 4 }
        self.requestTimeout = requestTimeout
        self.turnTimeout = turnTimeout
        self.maxRetries = maxRetries
        self.backoff = backoff
        self.limiter = limiter
        self.now = now
        self.sleep = sleep
        self.random = random
        self.requestTimer = requestTimer
        if let connection = HTTPConnection(url: endpoint) {
            transport = .sockets(connection)
            return
        }
        let configuration = URLSessionConfiguration.ephemeral
        // The attempt's own timer ends it (FoundationNetworking counts these
        // in whole seconds, so 0.5 would be 0); these only back it up.
        configuration.timeoutIntervalForRequest = requestTimeout + 10
        configuration.timeoutIntervalForResource = requestTimeout * 2 + 10
        configuration.httpMaximumConnectionsPerHost = max(1, connections)
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        transport = .session(URLSession(configuration: configuration))
    }

    private enum Transport {
        case sockets(HTTPConnection)
        case session(URLSession)
    }

    static func taskSleep(_ seconds: Double) async throws {
        guard seconds > 0 else { return }
        try await Task.sleep(nanoseconds: UInt64(min(seconds, 86_400) * 1e9))
    }

    @Sendable static func uptime() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    /// Seconds kept back from the end of a turn, so that the client ends it
    /// with its own message before the runner's deadline passes.
    static func margin(_ turnTimeout: Double) -> Double {
        min(1, turnTimeout / 20)
    }

    /// Ends the session once the requests in flight are done.
    func close() {
        if case .session(let session) = transport { session.finishTasksAndInvalidate() }
    }

    /// What became of one attempt.
    enum Attempt {
        case answered(Reply)
        /// Worth trying again: why, and how long the server asked us to wait.
        case retry(String, retryAfter: Double?)
        case failed(String)
    }

    /// Posts `body` and returns the model's message; throws a ResolverError
    /// with a message fit for a report (no key), or CancellationError.
    /// `started` is when the turn began, on `now`'s clock.
    func complete(_ body: JSONValue, turnStartedAt started: Double) async throws -> Reply {
        let deadline = started + turnTimeout - Self.margin(turnTimeout)
        let bytes = Data(body.serializedBytes())
        var attempt = 0
        while true {
            attempt += 1
            try await waitForTurn(until: deadline)
            let left = deadline - now()
            let limit = min(requestTimeout, max(left, 0.001))
            switch try await send(bytes, timeout: limit, cutByTurn: limit < requestTimeout) {
            case .answered(var reply):
                reply.attempts = attempt
                return reply
            case .failed(let message):
                throw ResolverError(redacted(message))
            case .retry(let reason, let retryAfter):
                let tried = attempt == 1 ? reason : "\(reason) (\(attempt) attempts)"
                if let retryAfter { self.retryAfter.extend(to: now() + retryAfter) }
                guard attempt <= maxRetries else { throw ResolverError(redacted(tried)) }
                let delay = backoff.delay(afterAttempt: attempt, retryAfter: retryAfter, random: random())
                // Another attempt needs time of its own, not just the wait.
                guard now() + delay + min(requestTimeout, 1) <= deadline else {
                    if let retryAfter {
                        throw ResolverError(redacted(
                            "\(tried); the server asks to wait \(Self.seconds(retryAfter)) s before trying again (Retry-After), more than is left of the turn (timeout \(Self.seconds(turnTimeout)) s)"
                        ))
                    }
                    throw ResolverError(redacted("\(tried); no time is left in the turn (timeout \(Self.seconds(turnTimeout)) s) to try again"))
                }
                try await sleep(delay)
            }
        }
    }

    /// Waits until a request may be sent: after the server's `Retry-After`,
    /// then in a slot of the rate limit. A wait that would outlast the turn
    /// is not begun: the turn waits out its time (so the runs behind it are
    /// held back too, instead of failing at once one after the other) and
    /// ends saying what it waited for, and the slot stays free for a
    /// request that can use it. A slot whose wait is cancelled is given back.
    private func waitForTurn(until deadline: Double) async throws {
        let paused = retryAfter.end - now()
        if paused > 0 {
            // Up to a tenth later, so the jobs told the same time spread out.
            let wait = paused * (1 + 0.1 * random())
            guard now() + wait <= deadline else {
                try await sleep(max(0, deadline - now()))
                throw ResolverError("the server asked to wait \(Self.seconds(paused)) s before the next request (Retry-After), more than is left of the turn (timeout \(Self.seconds(turnTimeout)) s)")
            }
            try await sleep(wait)
        }
        guard let limiter else {
            try Task.checkCancellation()
            return
        }
        guard let reservation = limiter.reserve(notAfter: deadline) else {
            let next = limiter.nextStart()
            try await sleep(max(0, deadline - now()))
            throw ResolverError(
                "requestsPerMinute: \(limiter.requestsPerMinute) leaves no request free before the turn's timeout (\(Self.seconds(turnTimeout)) s); the next is free in \(Self.seconds(next)) s"
            )
        }
        do {
            if reservation.wait > 0 { try await sleep(reservation.wait) }
            try Task.checkCancellation()
        } catch {
            limiter.release(reservation)
            throw error
        }
    }

    private func send(_ body: Data, timeout: Double, cutByTurn: Bool) async throws -> Attempt {
        var headers: [(name: String, value: String)] = [("Content-Type", "application/json"), ("Accept", "application/json")]
        if let apiKey { headers.append(("Authorization", "Bearer \(apiKey)")) }

        let response: HTTPConnection.Response
        do {
            response = try await perform(headers: headers, body: body, timeout: timeout)
        } catch let failure as HTTPConnection.Failure {
            switch failure {
            case .timedOut:
                return .retry(
                    cutByTurn
                        ? "the server did not answer within the \(Self.seconds(timeout)) s left of the turn"
                        : "the server did not answer within \(Self.seconds(timeout)) s",
                    retryAfter: nil
                )
            case .closed:
                return .retry("the server closed the connection before answering", retryAfter: nil)
            case .refused:
                return .retry("cannot connect to \(shownEndpoint): the connection was refused (is the server running?)", retryAfter: nil)
            case .malformed(let problem):
                return .failed("the server's answer is not HTTP/1.1 (\(problem)); is \(shownEndpoint) an HTTP server?")
            case .unreachable(let problem):
                return .failed("cannot reach \(shownEndpoint): \(problem)")
            }
        }
        let status = response.status
        let data = response.body
        guard (200..<300).contains(status) else {
            let reason = "the server answered \(status)\(Self.reasonPhrase(status))\(serverMessage(data).map { ": \($0)" } ?? "")"
            if status == 429 || (500..<600).contains(status) {
                return .retry(reason, retryAfter: Backoff.retryAfter(response.header("Retry-After")))
            }
            return .failed(reason)
        }
        let value: JSONValue
        do {
            value = try JSONParser.parse([UInt8](data))
        } catch {
            return .failed("the server's answer is not JSON (\(error.description)): \(ResolverProcess.excerpt(String(decoding: data, as: UTF8.self), 200))")
        }
        guard let choice = value["choices"]?[0], let message = choice["message"]?.object else {
            if let problem = serverMessage(data) { return .failed("the server answered with an error: \(problem)") }
            return .failed("the server's answer has no choices[0].message: \(ResolverProcess.excerpt(value.serialized(), 200))")
        }
        return .answered(Reply(message: message, finishReason: choice["finish_reason"]?.string, usage: value["usage"], attempts: 1))
    }

    /// The endpoint as shown in messages, without a user name or password.
    private var shownEndpoint: String { OpenAIResolver.withoutCredentials(endpoint) }

    /// One request, cancelled with the calling task, or ended as timed out
    /// (`HTTPConnection.Failure.timedOut`) when `requestTimer` returns first.
    private func perform(headers: [(name: String, value: String)], body: Data, timeout: Double) async throws -> HTTPConnection.Response {
        try await withThrowingTaskGroup(of: HTTPConnection.Response.self) { group in
            group.addTask { [requestTimer] in
                try await requestTimer(timeout)
                throw HTTPConnection.Failure.timedOut
            }
            group.addTask { [transport] in
                switch transport {
                case .sockets(let connection):
                    // The attempt's timer ends it; this only backs it up.
                    try await connection.post(headers: headers, body: body, timeout: timeout + 10)
                case .session(let session):
                    try await Self.post(with: session, to: self.endpoint, headers: headers, body: body, timeout: timeout)
                }
            }
            defer { group.cancelAll() }
            guard let response = try await group.next() else { throw CancellationError() }
            return response
        }
    }

    /// The request through a data task of `session`, cancelled with the
    /// calling task; its errors said as `HTTPConnection.Failure`.
    private static func post(
        with session: URLSession, to endpoint: URL, headers: [(name: String, value: String)], body: Data, timeout: Double
    ) async throws -> HTTPConnection.Response {
        var request = URLRequest(url: endpoint, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout + 10)
        request.httpMethod = "POST"
        request.httpBody = body
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let holder = TaskHolder()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPConnection.Response, any Error>) in
                let task = session.dataTask(with: request) { data, response, error in
                    if let error {
                        continuation.resume(throwing: failure(error))
                    } else if let response = response as? HTTPURLResponse {
                        var headers: [String: String] = [:]
                        for case (let name as String, let value as String) in response.allHeaderFields {
                            headers[name.lowercased()] = value
                        }
                        continuation.resume(returning: HTTPConnection.Response(status: response.statusCode, headers: headers, body: data ?? Data()))
                    } else {
                        continuation.resume(throwing: HTTPConnection.Failure.closed)
                    }
                }
                holder.start(task)
            }
        } onCancel: {
            holder.cancel()
        }
    }

    /// URLSession's error as the failure it stands for.
    private static func failure(_ error: any Error) -> any Error {
        guard let error = error as? URLError else { return HTTPConnection.Failure.unreachable(error.localizedDescription) }
        switch error.code {
        case .cancelled: return CancellationError()
        case .timedOut: return HTTPConnection.Failure.timedOut
        case .networkConnectionLost, .badServerResponse: return HTTPConnection.Failure.closed
        case .cannotConnectToHost: return HTTPConnection.Failure.refused
        default: return HTTPConnection.Failure.unreachable(error.localizedDescription)
        }
    }

    /// `error.message` of an OpenAI-style error body, or the start of the body.
    private func serverMessage(_ data: Data) -> String? {
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return nil }
        if let value = try? JSONParser.parse(text) {
            if let message = value["error"]?["message"]?.string ?? value["error"]?.string ?? value["message"]?.string {
                return ResolverProcess.excerpt(message, 300)
            }
        }
        return ResolverProcess.excerpt(text, 200)
    }

    /// The text with the API key (and a password of the base URL) struck
    /// out, in every form: bare, as `Bearer <key>`, inside JSON text.
    func redacted(_ text: String) -> String {
        var text = text
        for secret in secrets where text.contains(secret) {
            text = text.replacingOccurrences(of: secret, with: "[redacted]")
        }
        return text
    }

    /// The value with the secrets struck out of every string and key in it.
    func redacted(_ value: JSONValue) -> JSONValue {
        guard !secrets.isEmpty else { return value }
        switch value {
        case .string(let text): return .string(redacted(text))
        case .array(let items): return .array(items.map(redacted))
        case .object(let object): return .object(redacted(object))
        default: return value
        }
    }

    func redacted(_ object: JSONObject) -> JSONObject {
        guard !secrets.isEmpty else { return object }
        return JSONObject(object.map { (redacted($0.key), redacted($0.value)) })
    }

    /// Seconds as shown in messages: `30`, `2.5`, `17.3`.
    static func seconds(_ value: Double) -> String {
        CommandResolver.seconds(value < 10 ? (value * 100).rounded() / 100 : (value * 10).rounded() / 10)
    }

    static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 400: " Bad Request"
        case 401: " Unauthorized"
        case 403: " Forbidden"
        case 404: " Not Found"
        case 408: " Request Timeout"
        case 413: " Payload Too Large"
        case 422: " Unprocessable Entity"
        case 429: " Too Many Requests"
        case 500: " Internal Server Error"
        case 502: " Bad Gateway"
        case 503: " Service Unavailable"
        case 504: " Gateway Timeout"
        default: ""
        }
    }
}

/// The data task of a request, so cancellation can reach it whether it
/// comes before or after the task is made.
private final class TaskHolder: @unchecked Sendable {
    private let lock = NSLock()
    private var task: URLSessionDataTask?
    private var cancelled = false

    func start(_ task: URLSessionDataTask) {
        lock.lock()
        self.task = task
        let cancelled = self.cancelled
        lock.unlock()
        task.resume()
        if cancelled { task.cancel() }
    }

    func cancel() {
        lock.lock()
        cancelled = true
        let task = self.task
        lock.unlock()
        task?.cancel()
    }
}

/// The end of the server's last `Retry-After`, shared by every job: the
/// server asked the client, not one request, to wait.
private final class RetryAfterPause: @unchecked Sendable {
    private let lock = NSLock()
    private var until = -Double.infinity

    var end: Double { lock.withLock { until } }

    func extend(to time: Double) {
        lock.withLock { until = max(until, time) }
    }
}
