import Foundation
import Glibc
import JSON
@testable import Resolvers
import Testing

/// The socket client that talks to `http://` servers (local models) instead
/// of URLSession, which spins a core while it waits: what it sends, the
/// answers it reads (whole or in pieces), and how it fails.
@Suite struct HTTPConnectionTests {
    static func connection(_ url: String) throws -> HTTPConnection {
        let url = try #require(URL(string: url))
        return try #require(HTTPConnection(url: url))
    }

    static let json: [(name: String, value: String)] = [("Content-Type", "application/json")]

    // MARK: Requests and answers

    /// A POST with the headers and body given, and the answer's status,
    /// headers (any case) and Content-Length body.
    @Test func postsAndReadsAContentLengthAnswer() async throws {
        try await withFakeServer({ _, _ in FakeChatServer.error(429, "Slow down", headers: ["Retry-After": "7"]) }) { server in
            let connection = try Self.connection("\(server.baseURL)/chat/completions?api-version=1")
            let response = try await connection.post(
                headers: Self.json + [("Authorization", "Bearer sk-1234")], body: Data(#"{"model":"m"}"#.utf8), timeout: 20
            )
            #expect(response.status == 429)
            #expect(response.header("retry-after") == "7")
            #expect(response.header("Retry-After") == "7")
            #expect(try JSONParser.parse([UInt8](response.body))["error"]?["message"] == "Slow down")

            let request = try #require(server.requests.first)
            #expect(request.method == "POST")
            #expect(request.path == "/v1/chat/completions?api-version=1")
            #expect(request.headers["host"] == "127.0.0.1:\(server.port)")
            #expect(request.headers["content-type"] == "application/json")
            #expect(request.headers["authorization"] == "Bearer sk-1234")
            #expect(request.headers["connection"] == "close")
            #expect(request.body == ["model": "m"])
        }
    }

    /// `localhost` may be ::1 before 127.0.0.1: the next address is tried.
    /// A user and password in the URL are sent as Basic credentials, as
    /// URLSession does.
    @Test func reachesLocalhostAndSendsTheURLsCredentials() async throws {
        try await withFakeServer({ _, _ in FakeChatServer.answer("Hi.") }) { server in
            let connection = try Self.connection("http://user:secret@localhost:\(server.port)/v1/chat/completions")
            let response = try await connection.post(headers: Self.json, body: Data("{}".utf8), timeout: 20)
            #expect(response.status == 200)
            #expect(server.requests.first?.headers["authorization"] == "Basic dXNlcjpzZWNyZXQ=")
            #expect(server.requests.first?.headers["host"] == "localhost:\(server.port)")
        }
    }

    /// A chunked answer, its chunks arriving one by one, as servers that
    /// stream send it.
    @Test func readsAChunkedAnswer() async throws {
        let server = try RawServer([
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\n",
            "6\r\n{\"a\": \r\n", "b;name=value\r\n\"chunked!\"}\r\n", "0\r\n", "X-Trailer: yes\r\n\r\n",
        ], close: false)
        defer { server.stop() }
        let response = try await Self.connection(server.url).post(headers: Self.json, body: Data("{}".utf8), timeout: 20)
        #expect(response.status == 200)
        // Complete at the last chunk: the server keeps the connection open.
        #expect(String(decoding: response.body, as: UTF8.self) == #"{"a": "chunked!"}"#)
    }

    /// The client recognizes the end of the answer without the server
    /// closing: a Content-Length body is complete at its last byte.
    @Test func aContentLengthAnswerIsCompleteWithoutTheClose() async throws {
        let server = try RawServer(["HTTP/1.1 200 OK\r\nContent-Length: 11\r\n\r\nhello", " world"], close: false)
        defer { server.stop() }
        let response = try await Self.connection(server.url).post(headers: [], body: Data(), timeout: 20)
        #expect(String(decoding: response.body, as: UTF8.self) == "hello world")
    }

    struct EarlyClose: Sendable, CustomTestStringConvertible {
        var name: String
        var pieces: [String]
        var testDescription: String { name }
    }

    /// A server that closes before its answer is complete: an error, never
    /// a short answer.
    @Test(arguments: [
        EarlyClose(name: "without a word", pieces: []),
        EarlyClose(name: "within the headers", pieces: ["HTTP/1.1 200 OK\r\nContent-Le"]),
        EarlyClose(name: "within a Content-Length body", pieces: ["HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n{\"choices\":"]),
        EarlyClose(name: "within a chunk", pieces: ["HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n10\r\n{\"choi"]),
        EarlyClose(name: "before the last chunk", pieces: ["HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n"]),
    ])
    func aServerThatClosesEarlyIsAnError(_ test: EarlyClose) async throws {
        let server = try RawServer(test.pieces, close: true)
        defer { server.stop() }
        await #expect(throws: HTTPConnection.Failure.closed) {
            _ = try await Self.connection(server.url).post(headers: Self.json, body: Data("{}".utf8), timeout: 20)
        }
    }

    // MARK: Failures

    @Test func aRefusedConnectionIsRefused() async throws {
        let port = try await withFakeServer({ _, _ in FakeChatServer.answer("Unused.") }) { $0.port }
        await #expect(throws: HTTPConnection.Failure.refused) {
            _ = try await Self.connection("http://127.0.0.1:\(port)/v1/chat/completions").post(headers: [], body: Data(), timeout: 20)
        }
    }

    /// A server that takes the request and never answers: the exchange
    /// ends at its deadline.
    @Test func aHangingServerTimesOut() async throws {
        try await withFakeServer({ _, _ in .hang }) { server in
            await #expect(throws: HTTPConnection.Failure.timedOut) {
                _ = try await Self.connection(server.baseURL).post(headers: Self.json, body: Data("{}".utf8), timeout: 0.3)
            }
            #expect(server.requests.count == 1)
        }
    }

    /// Cancelling the task ends the exchange as cancelled, long before its
    /// deadline (an hour: the test would not end otherwise).
    @Test func cancellingTheTaskEndsTheExchange() async throws {
        try await withFakeServer({ _, _ in .hang }) { server in
            let connection = try Self.connection(server.baseURL)
            let exchange = Task { try await connection.post(headers: Self.json, body: Data("{}".utf8), timeout: 3600) }
            while server.requests.isEmpty { try await Task.sleep(nanoseconds: 5_000_000) }
            exchange.cancel()
            await #expect(throws: CancellationError.self) { _ = try await exchange.value }
        }
    }

    @Test func onlyHTTPURLsAreForTheSocketClient() throws {
        #expect(HTTPConnection(url: URL(string: "https://api.openai.com/v1")!) == nil)
        let connection = try Self.connection("http://[::1]:8080")
        #expect(connection.host == "::1")
        #expect(connection.hostHeader == "[::1]:8080")
        #expect(connection.target == "/")
        #expect(try Self.connection("http://example.test/v1").hostHeader == "example.test")
    }

    // MARK: Through the resolver

    /// A local server that answers chunked, through the whole resolver.
    @Test func theResolverReadsAChunkedCompletion() async throws {
        let completion = #"{"choices":[{"index":0,"message":{"role":"assistant","content":"Chunked hello."},"finish_reason":"stop"}]}"#
        let half = completion.utf8.count / 2
        let first = String(completion.prefix(half)), second = String(completion.dropFirst(half))
        let server = try RawServer([
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n",
            String(first.utf8.count, radix: 16) + "\r\n" + first + "\r\n",
            String(second.utf8.count, radix: 16) + "\r\n" + second + "\r\n0\r\n\r\n",
        ], close: true)
        defer { server.stop() }
        let settings = OpenAISettings(baseURL: URL(string: server.base)!, model: "test-model")
        let turn = try #require(try await OpenAIResolver.testing(settings).converse(["Hi"]).first)
        #expect(turn.response == "Chunked hello.")
    }

    /// A server that drops the connection is tried again like a 5xx; one
    /// that does not speak HTTP is not (it will not start to).
    @Test func droppedConnectionsAreRetriedAndNonHTTPAnswersAreNot() async throws {
        let dropping = try RawServer(["HTTP/1.1 200 OK\r\nContent-Length: 50\r\n\r\n{"], close: true)
        defer { dropping.stop() }
        let settings = OpenAISettings(baseURL: URL(string: dropping.base)!, model: "test-model", maxRetries: 1)
        let sleeps = Sleeps()
        await #expect(throws: ResolverError("the server closed the connection before answering (2 attempts)")) {
            _ = try await OpenAIResolver.testing(settings, sleeps: sleeps).converse(["Hi"])
        }
        #expect(dropping.requests == 2)
        #expect(sleeps.values == [0.375])

        let babbling = try RawServer(["SSH-2.0-OpenSSH_9.6\r\n\r\n"], close: true)
        defer { babbling.stop() }
        let other = OpenAISettings(baseURL: URL(string: babbling.base)!, model: "test-model", maxRetries: 1)
        await #expect(throws: ResolverError(
            "the server's answer is not HTTP/1.1 (the status line is 'SSH-2.0-OpenSSH_9.6'); is \(babbling.base)/chat/completions an HTTP server?"
        )) {
            _ = try await OpenAIResolver.testing(other).converse(["Hi"])
        }
        #expect(babbling.requests == 1)
    }

    // MARK: The parser

    struct Answer: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: String
        var status: Int
        var body: String
        /// The body runs to the end of the connection.
        var untilClose = false
        var testDescription: String { name }
    }

    /// Every framing, whether the bytes come at once or one at a time.
    @Test(arguments: [
        Answer(name: "Content-Length", bytes: "HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello", status: 200, body: "hello"),
        Answer(
            name: "chunked, with an extension and a trailer",
            bytes: "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5;x=1\r\nhello\r\nA\r\n, world!!!\r\n0\r\nX-Trailer: 1\r\n\r\n",
            status: 200, body: "hello, world!!!"
        ),
        Answer(name: "to the end of the connection", bytes: "HTTP/1.0 200 OK\r\n\r\nall of it", status: 200, body: "all of it", untilClose: true),
        Answer(
            name: "after 100 Continue", bytes: "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 201 Created\r\nContent-Length: 2\r\n\r\nok",
            status: 201, body: "ok"
        ),
        Answer(name: "204 without a body", bytes: "HTTP/1.1 204 No Content\r\n\r\n", status: 204, body: ""),
        Answer(name: "bare line feeds", bytes: "HTTP/1.1 503 Service Unavailable\nRetry-After: 7\nContent-Length: 4\n\nbusy", status: 503, body: "busy"),
    ])
    func parsesEveryFraming(_ test: Answer) throws {
        let bytes = Array(test.bytes.utf8)
        for pieces in [[bytes[...]], bytes.map { [$0][...] }] {
            var parser = HTTPResponseParser()
            var response: HTTPConnection.Response?
            for piece in pieces { response = try parser.append(piece) }
            #expect((response == nil) == test.untilClose)
            let whole = try parser.finish()
            #expect(whole.status == test.status)
            #expect(String(decoding: whole.body, as: UTF8.self) == test.body)
        }
    }

    @Test func headersAreFoundInAnyCaseAndRepeatedOnesJoined() throws {
        var parser = HTTPResponseParser()
        let response = try #require(try parser.append(Array("HTTP/1.1 429 Too Many\r\nRETRY-AFTER: 2\r\nVia: a\r\nvia: b\r\nContent-Length: 0\r\n\r\n".utf8)))
        #expect(response.header("Retry-After") == "2")
        #expect(response.header("via") == "a, b")
    }

    @Test(arguments: [
        ("SSH-2.0-OpenSSH_9.6\r\n", "the status line is 'SSH-2.0-OpenSSH_9.6'"),
        ("HTTP/1.1 200 OK\r\nContent-Length: ten\r\n\r\n", "the Content-Length is 'ten'"),
        ("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n", "a chunk size that is not hexadecimal: 'zz'"),
        ("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nabc\r\n", "a chunk longer than its size"),
    ])
    func malformedAnswersSayWhatIsWrong(_ bytes: String, _ problem: String) {
        var parser = HTTPResponseParser()
        #expect(throws: HTTPConnection.Failure.malformed(problem)) { _ = try parser.append(Array(bytes.utf8)) }
    }
}

/// A server on 127.0.0.1 that reads one request per connection and answers
/// with the bytes given, piece by piece (so the client reads them in several
/// goes), then closes the connection or (with `close: false`) keeps it open
/// until stopped: the answers `FakeChatServer` does not make.
private final class RawServer: @unchecked Sendable {
    let port: UInt16
    var base: String { "http://127.0.0.1:\(port)/v1" }
    var url: String { "\(base)/chat/completions" }

    private let pieces: [[UInt8]]
    private let closes: Bool
    private let listener: Int32
    private let lock = NSLock()
    private var stopped = false
    private var received = 0
    private let group = DispatchGroup()

    /// Requests read so far.
    var requests: Int { lock.withLock { received } }

    init(_ pieces: [String], close: Bool) throws {
        self.pieces = pieces.map { Array($0.utf8) }
        closes = close
        (listener, port) = try listenOnLoopback(backlog: 16)
        group.enter()
        Thread { [self] in
            defer { group.leave() }
            while readable(listener) {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else { continue }
                group.enter()
                Thread { [self] in
                    defer { group.leave() }
                    serve(connection)
                    Glibc.close(connection)
                }.start()
            }
        }.start()
    }

    /// Stops accepting, closes the connections kept open and waits for
    /// every thread to end.
    func stop() {
        lock.withLock { stopped = true }
        group.wait()
        close(listener)
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func readable(_ descriptor: Int32) -> Bool {
        while !isStopped {
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            if poll(&entry, 1, 50) > 0 { return true }
        }
        return false
    }

    private func serve(_ connection: Int32) {
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var expected: Int?
        while expected.map({ data.count < $0 }) ?? true {
            guard readable(connection) else { return }
            let count = read(connection, &buffer, buffer.count)
            guard count > 0 else { return }
            data.append(contentsOf: buffer[0..<count])
            let text = String(decoding: data, as: UTF8.self)
            if expected == nil, let end = text.range(of: "\r\n\r\n") {
                let head = text[..<end.lowerBound].lowercased()
                let length = head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
                    .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
                expected = text.utf8.distance(from: text.utf8.startIndex, to: end.upperBound) + length
            }
        }
        lock.withLock { received += 1 }
        for piece in pieces {
            var offset = 0
            while offset < piece.count {
                let count = piece[offset...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                guard count > 0 else { return }
                offset += count
            }
            usleep(10_000)
        }
        if !closes { while !isStopped { usleep(20_000) } }
    }
}
