import Foundation
import JSON
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends chat-completion requests to an OpenAI-compatible server and brings
/// back the model's message, surviving what real servers do under load.
///
/// - 429, 5xx, a request that times out and a dropped connection are tried
///   again (up to `maxRetries` times) after an exponential, jittered delay,
///   or after the server's `Retry-After`;
/// - every attempt first reserves a slot with the rate limiter, if any;
/// - other failures (401, 404, a malformed answer) are not retried: they
///   will not go away, and the message says what the server said;
/// - the API key goes only into the `Authorization` header, and is struck
///   out of every message this client produces, in case a server echoes it
///   in an error, so it cannot reach a report or a recording.
///
/// Cancelling the calling task (the runner's per-turn deadline) cancels the
/// request in flight and any wait.
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
    private let session: URLSession
    let requestTimeout: Double
    let maxRetries: Int
    let backoff: Backoff
    let limiter: RateLimiter?
    private let sleep: @Sendable (Double) async throws -> Void
    private let random: @Sendable () -> Double

    init(
        endpoint: URL, apiKey: String?, requestTimeout: Double, maxRetries: Int, connections: Int,
        backoff: Backoff = Backoff(), limiter: RateLimiter? = nil,
        sleep: @escaping @Sendable (Double) async throws -> Void = ChatCompletionsClient.taskSleep,
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        self.endpoint = endpoint
        self.apiKey = apiKey.flatMap { $0.isEmpty ? nil : $0 }
        self.requestTimeout = requestTimeout
        self.maxRetries = maxRetries
        self.backoff = backoff
        self.limiter = limiter
        self.sleep = sleep
        self.random = random
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = requestTimeout
        configuration.timeoutIntervalForResource = max(requestTimeout, 1) * 2
        configuration.httpMaximumConnectionsPerHost = max(1, connections)
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        session = URLSession(configuration: configuration)
    }

    static func taskSleep(_ seconds: Double) async throws {
        guard seconds > 0 else { return }
        try await Task.sleep(nanoseconds: UInt64(min(seconds, 86_400) * 1e9))
    }

    /// Ends the session once the requests in flight are done.
    func close() {
        session.finishTasksAndInvalidate()
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
    func complete(_ body: JSONValue) async throws -> Reply {
        let bytes = Data(body.serializedBytes())
        var attempt = 0
        while true {
            attempt += 1
            if let limiter {
                let wait = limiter.reserve()
                if wait > 0 { try await sleep(wait) }
            }
            try Task.checkCancellation()
            switch try await send(bytes) {
            case .answered(var reply):
                reply.attempts = attempt
                return reply
            case .failed(let message):
                throw ResolverError(redacted(message))
            case .retry(let reason, let retryAfter):
                guard attempt <= maxRetries else {
                    throw ResolverError(redacted(attempt == 1 ? reason : "\(reason) (\(attempt) attempts)"))
                }
                try await sleep(backoff.delay(afterAttempt: attempt, retryAfter: retryAfter, random: random()))
            }
        }
    }

    private func send(_ body: Data) async throws -> Attempt {
        var request = URLRequest(url: endpoint, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: requestTimeout)
        request.httpMethod = "POST"
        request.httpBody = body
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let apiKey { request.setValue("Bearer \(apiKey)", forHTTPHeaderField: "Authorization") }

        let data: Data
        let response: HTTPURLResponse
        do {
            (data, response) = try await perform(request)
        } catch let error as URLError {
            switch error.code {
            case .cancelled:
                throw CancellationError()
            case .timedOut:
                return .retry("the server did not answer within \(CommandResolver.seconds(requestTimeout)) s", retryAfter: nil)
            case .networkConnectionLost:
                return .retry("the server closed the connection before answering", retryAfter: nil)
            default:
                return .failed("cannot reach \(endpoint.absoluteString): \(error.localizedDescription)")
            }
        }
        let status = response.statusCode
        guard (200..<300).contains(status) else {
            let reason = "the server answered \(status)\(Self.reasonPhrase(status))\(serverMessage(data).map { ": \($0)" } ?? "")"
            if status == 429 || (500..<600).contains(status) {
                return .retry(reason, retryAfter: Backoff.retryAfter(response.value(forHTTPHeaderField: "Retry-After")))
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

    /// The request through a data task, cancelled with the calling task.
    private func perform(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let holder = TaskHolder()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>) in
                let task = session.dataTask(with: request) { data, response, error in
                    if let error {
                        continuation.resume(throwing: error)
                    } else if let response = response as? HTTPURLResponse {
                        continuation.resume(returning: (data ?? Data(), response))
                    } else {
                        continuation.resume(throwing: URLError(.badServerResponse))
                    }
                }
                holder.start(task)
            }
        } onCancel: {
            holder.cancel()
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

    /// The message with the API key struck out.
    func redacted(_ message: String) -> String {
        guard let apiKey, apiKey.count >= 4 else { return message }
        return message.replacingOccurrences(of: apiKey, with: "[redacted]")
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
