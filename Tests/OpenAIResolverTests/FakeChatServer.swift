import Foundation
import JSON
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 (a free port the system picks, or a
/// given one, to stand for a server that restarts) that
/// answers chat-completion requests from a script, records every request,
/// and can hang like an overloaded server. One request per connection
/// (`Connection: close`), which is all a client needs.
final class FakeChatServer: @unchecked Sendable {
    struct Request: Sendable {
        var method: String
        var path: String
        /// Header names in lowercase.
        var headers: [String: String]
        var body: JSONValue?
        var rawBody: String

        /// The request's messages.
        var messages: [JSONValue] { body?["messages"]?.array ?? [] }
        var lastMessage: JSONValue? { messages.last }
        /// The tool messages since the last user message.
        var toolAnswers: [JSONValue] {
            Array(messages.reversed().prefix { $0["role"]?.string != "user" }.filter { $0["role"]?.string == "tool" }.reversed())
        }
        /// The content of the last user message.
        var utterance: String? { messages.last { $0["role"]?.string == "user" }?["content"]?.string }
    }

    enum Response: Sendable {
        case json(Int, JSONValue, headers: [String: String] = [:])
        case text(Int, String, headers: [String: String] = [:])
        /// Reads the request and never answers, until the server stops.
        case hang
    }

    typealias Script = @Sendable (_ request: Request, _ index: Int) -> Response

    let port: UInt16
    var baseURL: String { "http://127.0.0.1:\(port)/v1" }

    private let script: Script
    private let listener: Int32
    private let lock = NSLock()
    private var recorded: [Request] = []
    private var stopped = false
    private var running = 0
    private let finished = NSCondition()

    init(port requested: UInt16 = 0, _ script: @escaping Script) throws {
        self.script = script
        (listener, port) = try listenOnLoopback(port: requested, backlog: 64)
        started()
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "fake-chat-server"
        thread.start()
    }

    /// Every request so far, in the order they arrived.
    var requests: [Request] { lock.withLock { recorded } }

    /// Stops accepting, lets hanging requests go (closing them unanswered)
    /// and waits for every connection thread to end.
    func stop() {
        lock.withLock { stopped = true }
        finished.lock()
        while running > 0 { finished.wait() }
        finished.unlock()
        close(listener)
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func started() {
        finished.lock()
        running += 1
        finished.unlock()
    }

    private func ended() {
        finished.lock()
        running -= 1
        finished.broadcast()
        finished.unlock()
    }

    /// Waits until `descriptor` can be read, checking for `stop` in between.
    private func readable(_ descriptor: Int32) -> Bool {
        while !isStopped {
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, 50)
            if ready > 0 { return true }
            if ready < 0, errno != EINTR { return false }
        }
        return false
    }

    private func acceptLoop() {
        defer { ended() }
        while readable(listener) {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            started()
            let thread = Thread { [self] in
                defer { ended() }
                serve(connection)
                close(connection)
            }
            thread.start()
        }
    }

    private func serve(_ connection: Int32) {
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        func fill() -> Bool {
            guard readable(connection) else { return false }
            let count = read(connection, &buffer, buffer.count)
            guard count > 0 else { return false }
            data.append(contentsOf: buffer[0..<count])
            return true
        }
        let separator: [UInt8] = [13, 10, 13, 10]
        var headerEnd: Int?
        while headerEnd == nil {
            guard fill() else { return }
            if data.count >= 4 {
                headerEnd = (0...(data.count - 4)).first { Array(data[$0..<$0 + 4]) == separator }
            }
        }
        guard let end = headerEnd else { return }
        let head = String(decoding: data[0..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let requestLine = head.first?.split(separator: " ").map(String.init) ?? []
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        if headers["expect"]?.lowercased() == "100-continue" { write(connection, Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)) }
        let length = Int(headers["content-length"] ?? "0") ?? 0
        while data.count < end + 4 + length {
            guard fill() else { return }
        }
        let bodyBytes = Array(data[(end + 4)..<(end + 4 + length)])
        let request = Request(
            method: requestLine.first ?? "", path: requestLine.count > 1 ? requestLine[1] : "", headers: headers,
            body: try? JSONParser.parse(bodyBytes), rawBody: String(decoding: bodyBytes, as: UTF8.self)
        )
        let index: Int = lock.withLock {
            recorded.append(request)
            return recorded.count - 1
        }
        let body: [UInt8]
        let status: Int
        var extra: [String: String]
        switch script(request, index) {
        case .hang:
            while !isStopped { usleep(20_000) }
            return
        case .json(let code, let value, let headers):
            (status, body, extra) = (code, value.serializedBytes(), headers)
            extra["Content-Type"] = "application/json"
        case .text(let code, let text, let headers):
            (status, body, extra) = (code, Array(text.utf8), headers)
            extra["Content-Type"] = "text/plain"
        }
        var response = "HTTP/1.1 \(status) Scripted\r\nContent-Length: \(body.count)\r\nConnection: close\r\n"
        for (name, value) in extra.sorted(by: { $0.key < $1.key }) { response += "\(name): \(value)\r\n" }
        response += "\r\n"
        write(connection, Array(response.utf8) + body)
    }

    private func write(_ connection: Int32, _ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { return }
            offset += count
        }
    }

    // MARK: Answers

    /// A chat completion whose message is text.
    static func answer(_ text: String) -> Response {
        completion(["role": "assistant", "content": .string(text)], finish: "stop")
    }

    /// A chat completion whose message calls tools: (name, arguments as sent).
    static func calls(_ calls: [(String, String)], prefix: String = "call") -> Response {
        let items: [JSONValue] = calls.enumerated().map { index, call in
            ["id": .string("\(prefix)_\(index + 1)"), "type": "function", "function": ["name": .string(call.0), "arguments": .string(call.1)]]
        }
        return completion(["role": "assistant", "content": .null, "tool_calls": .array(items)], finish: "tool_calls")
    }

    static func completion(_ message: JSONValue, finish: String) -> Response {
        .json(200, [
            "id": "chatcmpl-test", "object": "chat.completion", "model": "test-model",
            "choices": [["index": 0, "message": message, "finish_reason": .string(finish)]],
            "usage": ["prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15],
        ])
    }

    static func error(_ status: Int, _ message: String, headers: [String: String] = [:]) -> Response {
        .json(status, ["error": ["message": .string(message), "type": "test_error"]], headers: headers)
    }
}

/// Runs `body` with a server, stopping it whatever happens.
func withFakeServer<T>(_ script: @escaping FakeChatServer.Script, _ body: (FakeChatServer) async throws -> T) async throws -> T {
    let server = try FakeChatServer(script)
    defer { server.stop() }
    return try await body(server)
}

/// A socket listening on 127.0.0.1 at `port` (0: one the system picks), and
/// the port it got: the servers of these tests start with it.
func listenOnLoopback(port requested: UInt16 = 0, backlog: Int32) throws -> (descriptor: Int32, port: UInt16) {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw POSIXError(.EIO) }
    var yes: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = requested.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard bound == 0, listen(descriptor, backlog) == 0 else {
        close(descriptor)
        throw POSIXError(.EADDRINUSE)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    return (descriptor, UInt16(bigEndian: address.sin_port))
}
