import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Posts requests to an `http://` server over plain POSIX sockets, so that
/// waiting for a model costs no CPU.
///
/// Why not URLSession: on Linux, FoundationNetworking's URLSession keeps the
/// socket of a request registered for "ready to write" after the request is
/// sent (`_SocketSources.createSources` in swift-corelibs-foundation's
/// MultiHandle.swift), so its event loop spins, using about a core, for as
/// long as the server thinks; no setting avoids it. The servers people run for `evaluate` (Ollama, llama.cpp,
/// vLLM, LM Studio) mostly listen on `http://127.0.0.1` on the same machine,
/// where that core is taken from the model. Here the wait is in poll(2).
///
/// Deliberately small: one request per connection (`Connection: close`), no
/// TLS (`https://` stays with URLSession), no redirects, no proxy. The
/// blocking I/O runs on a thread of its own, never on the cooperative pool;
/// an exchange ends at its deadline, or as soon as the calling task is
/// cancelled: the task is resumed at once, and the thread closes the socket
/// at its next poll, at most 100 ms later (or after a slow host name lookup).
///
/// Written for Linux (Glibc), where the spin is: elsewhere `init(url:)` is
/// nil and the client keeps URLSession.
struct HTTPConnection: Sendable {
    /// What came back: everything the chat client needs of an answer.
    struct Response: Sendable, Equatable {
        var status: Int
        /// By lowercased name; a repeated header's values joined by ", ".
        var headers: [String: String]
        var body: Data

        /// The value of the header `name`, whatever its case.
        func header(_ name: String) -> String? { headers[name.lowercased()] }
    }

    /// Why no response came back.
    enum Failure: Error, Equatable {
        /// Nothing listens at the address (the server is down or restarting).
        case refused
        /// The deadline passed first.
        case timedOut
        /// The server closed (or reset) the connection before the response
        /// was complete.
        case closed
        /// The server's bytes are not an HTTP/1.1 response.
        case malformed(String)
        /// Any other reason, said for a person: a host that cannot be found,
        /// a network that cannot be reached.
        case unreachable(String)
    }

    let host: String
    let port: UInt16
    /// The path and query, as sent in the request line.
    let target: String
    /// Basic credentials from the URL's user and password, if any.
    private let basicCredentials: String?

    /// Nil for anything but an `http://` URL with a host.
    init?(url: URL) {
        #if !canImport(Glibc)
        return nil
        #endif
        guard url.scheme?.lowercased() == "http", let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              var host = components.host, !host.isEmpty
        else { return nil }
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        guard let port = UInt16(exactly: components.port ?? 80) else { return nil }
        self.host = host
        self.port = port
        var target = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        if let query = components.percentEncodedQuery { target += "?" + query }
        self.target = target
        // As URLSession (curl) does with a user name in the URL.
        basicCredentials = components.user.map { user in
            Data("\(user):\(components.password ?? "")".utf8).base64EncodedString()
        }
    }

    /// The `Host` header: the port only when it is not 80.
    var hostHeader: String {
        let name = host.contains(":") ? "[\(host)]" : host
        return port == 80 ? name : "\(name):\(port)"
    }

    /// Sends a POST with `headers` and `body` and returns the response;
    /// throws a `Failure`, or CancellationError when the task is cancelled.
    /// `timeout` bounds the whole exchange, connecting included.
    func post(headers: [(name: String, value: String)], body: Data, timeout: Double) async throws -> Response {
        let request = self.request(headers: headers, body: body)
        let abort = AbortFlag()
        let deadline = Self.uptime() + max(0, timeout)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Response, any Error>) in
                guard abort.wait(continuation) else { return }
                let thread = Thread {
                    abort.finish(Result { try self.exchange(request, deadline: deadline, abort: abort) })
                }
                thread.name = "http-connection"
                thread.start()
            }
        } onCancel: {
            abort.raise()
        }
    }

    /// The request's bytes: head and body, sent in one go.
    func request(headers: [(name: String, value: String)], body: Data) -> [UInt8] {
        var head = "POST \(target) HTTP/1.1\r\nHost: \(hostHeader)\r\nContent-Length: \(body.count)\r\nConnection: close\r\n"
        let reserved: Set<String> = ["host", "content-length", "connection", "transfer-encoding"]
        for (name, value) in headers where !reserved.contains(name.lowercased()) {
            // A line break in a value would start a header of its own.
            head += "\(name): \(value.filter { $0 != "\r" && $0 != "\n" })\r\n"
        }
        if let basicCredentials, !headers.contains(where: { $0.name.lowercased() == "authorization" }) {
            head += "Authorization: Basic \(basicCredentials)\r\n"
        }
        head += "\r\n"
        return Array(head.utf8) + body
    }

    // MARK: The exchange, on its own thread

    #if canImport(Glibc)
    private func exchange(_ request: [UInt8], deadline: Double, abort: AbortFlag) throws -> Response {
        let socket = try open(deadline: deadline, abort: abort)
        defer { close(socket) }
        try write(request, to: socket, deadline: deadline, abort: abort)
        var parser = HTTPResponseParser()
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            try wait(socket, for: POLLIN, deadline: deadline, abort: abort)
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                if let response = try parser.append(buffer[0..<count]) { return response }
            } else if count == 0 {
                return try parser.finish()
            } else {
                switch errno {
                case EINTR, EAGAIN, EWOULDBLOCK: continue
                // A reset after the server has said all it will.
                case ECONNRESET, EPIPE: return try parser.finish()
                case let error: throw Failure.unreachable(Self.describe(error))
                }
            }
        }
    }

    /// A connected, non-blocking socket to the first address of the host
    /// that accepts (`localhost` may be ::1 and 127.0.0.1, and the server
    /// listen on only one of them).
    private func open(deadline: Double, abort: AbortFlag) throws -> Int32 {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_NUMERICSERV
        var list: UnsafeMutablePointer<addrinfo>?
        let found = getaddrinfo(host, String(port), &hints, &list)
        guard found == 0, let list else {
            throw Failure.unreachable("cannot find the host '\(host)': \(String(cString: gai_strerror(found)))")
        }
        defer { freeaddrinfo(list) }
        var refused = false
        var lastError: Int32 = EHOSTUNREACH
        var next: UnsafeMutablePointer<addrinfo>? = list
        while let entry = next?.pointee {
            next = entry.ai_next
            try abort.check()
            let descriptor = socket(entry.ai_family, entry.ai_socktype | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), entry.ai_protocol)
            guard descriptor >= 0 else {
                lastError = errno
                continue
            }
            var error: Int32 = connect(descriptor, entry.ai_addr, entry.ai_addrlen) == 0 ? 0 : errno
            if error == EINPROGRESS || error == EINTR {
                do {
                    try wait(descriptor, for: POLLOUT, deadline: deadline, abort: abort)
                } catch {
                    close(descriptor)
                    throw error
                }
                // Writable: connected, or failed with the reason in SO_ERROR.
                var outcome: Int32 = 0
                var length = socklen_t(MemoryLayout<Int32>.size)
                error = getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &outcome, &length) == 0 ? outcome : errno
            }
            if error == 0 { return descriptor }
            close(descriptor)
            if error == ECONNREFUSED { refused = true }
            if error == ETIMEDOUT { throw Failure.timedOut }
            lastError = error
        }
        throw refused ? Failure.refused : Failure.unreachable(Self.describe(lastError))
    }

    private func write(_ bytes: [UInt8], to socket: Int32, deadline: Double, abort: AbortFlag) throws {
        var offset = 0
        while offset < bytes.count {
            try wait(socket, for: POLLOUT, deadline: deadline, abort: abort)
            let count = bytes[offset...].withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count >= 0 {
                offset += count
                continue
            }
            switch errno {
            case EINTR, EAGAIN, EWOULDBLOCK: continue
            // The server stopped reading: it may have answered already
            // (a 413 before reading the body), which the caller reads.
            case ECONNRESET, EPIPE: return
            case let error: throw Failure.unreachable(Self.describe(error))
            }
        }
    }

    /// Returns when `socket` is ready for `events` (or has an error, which
    /// the next call reports); polls in slices of 100 ms to see `abort`.
    private func wait(_ socket: Int32, for events: Int32, deadline: Double, abort: AbortFlag) throws {
        while true {
            try abort.check()
            let left = deadline - Self.uptime()
            guard left > 0 else { throw Failure.timedOut }
            var entry = pollfd(fd: socket, events: Int16(events), revents: 0)
            let ready = poll(&entry, 1, Int32(max(1, (min(left, 0.1) * 1000).rounded(.up))))
            if ready > 0 { return }
            if ready < 0, errno != EINTR { throw Failure.unreachable(Self.describe(errno)) }
        }
    }

    private static func describe(_ error: Int32) -> String {
        String(cString: strerror(error))
    }
    #else
    private func exchange(_ request: [UInt8], deadline: Double, abort: AbortFlag) throws -> Response {
        throw Failure.unreachable("the socket client is written for Linux")
    }
    #endif

    /// Seconds on a monotonic clock.
    private static func uptime() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }
}

/// The task waiting for an exchange, and whether it was cancelled: the
/// task is resumed at once when it is (even in the middle of a slow host
/// name lookup), and the exchange's thread sees it between polls and stops.
private final class AbortFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false
    private var waiting: CheckedContinuation<HTTPConnection.Response, any Error>?

    /// Keeps `continuation` for `finish`; false (and the continuation
    /// resumed) when the task was cancelled already.
    func wait(_ continuation: CheckedContinuation<HTTPConnection.Response, any Error>) -> Bool {
        lock.lock()
        guard !raised else {
            lock.unlock()
            continuation.resume(throwing: CancellationError())
            return false
        }
        waiting = continuation
        lock.unlock()
        return true
    }

    /// The exchange's outcome, for the task if it still waits.
    func finish(_ result: Result<HTTPConnection.Response, any Error>) {
        let continuation = lock.withLock {
            defer { waiting = nil }
            return waiting
        }
        continuation?.resume(with: result)
    }

    func raise() {
        let continuation = lock.withLock {
            raised = true
            defer { waiting = nil }
            return waiting
        }
        continuation?.resume(throwing: CancellationError())
    }

    func check() throws {
        if lock.withLock({ raised }) { throw CancellationError() }
    }
}
