import Foundation

/// Reads an HTTP/1.1 response as its bytes arrive, so that `HTTPConnection`
/// knows the answer is complete as soon as its last byte is in, without
/// waiting for the server to close the connection.
///
/// The body is framed as HTTP/1.1 says: by `Transfer-Encoding: chunked`
/// (what servers that stream use), by `Content-Length`, or by the end of the
/// connection; 204 and 304 have none. Interim answers (`100 Continue`) are
/// skipped. Line ends may be CRLF or a bare LF.
struct HTTPResponseParser {
    /// No status line or header line is longer: anything longer is not an
    /// HTTP server talking.
    static let maximumLineLength = 64 << 10
    /// Nor is a head with more header lines.
    static let maximumHeaderCount = 256

    private enum State: Equatable {
        case statusLine
        case headers
        /// `remaining` bytes of a body with a Content-Length.
        case fixed(remaining: Int)
        case chunkSize
        /// `remaining` bytes of the current chunk.
        case chunkData(remaining: Int)
        /// The line end after a chunk's data.
        case chunkEnd
        /// Trailer lines after the last chunk, up to an empty line.
        case trailers
        /// Everything until the server closes the connection.
        case untilClose
        case complete
    }

    private var state = State.statusLine
    /// Bytes received and not yet consumed start at `position`.
    private var buffer: [UInt8] = []
    private var position = 0
    private var status = 0
    private var headers: [String: String] = [:]
    private var headerCount = 0
    private var body: [UInt8] = []

    /// The response, once its last byte has arrived.
    var response: HTTPConnection.Response? {
        state == .complete ? HTTPConnection.Response(status: status, headers: headers, body: Data(body)) : nil
    }

    /// Takes the next bytes from the server; returns the response once it
    /// is complete. Bytes after the response are ignored.
    mutating func append(_ bytes: some Collection<UInt8>) throws(HTTPConnection.Failure) -> HTTPConnection.Response? {
        guard state != .complete else { return response }
        buffer.append(contentsOf: bytes)
        try parse()
        if position > 0, position * 2 >= buffer.count {
            buffer.removeFirst(position)
            position = 0
        }
        return response
    }

    /// The response when the server has closed the connection: complete,
    /// or (for a body that runs to the end of the connection) complete now;
    /// otherwise the server closed it too early.
    mutating func finish() throws(HTTPConnection.Failure) -> HTTPConnection.Response {
        if state == .untilClose {
            body.append(contentsOf: buffer[position...])
            position = buffer.count
            state = .complete
        }
        guard let response else { throw .closed }
        return response
    }

    private mutating func parse() throws(HTTPConnection.Failure) {
        while true {
            switch state {
            case .statusLine:
                guard let line = try nextLine() else { return }
                // Some servers send an empty line before the status line.
                if line.isEmpty { continue }
                status = try Self.status(line)
                headers = [:]
                headerCount = 0
                state = .headers
            case .headers:
                guard let line = try nextLine() else { return }
                if line.isEmpty {
                    try startBody()
                    continue
                }
                try addHeader(line)
            case .fixed(let remaining):
                guard let left = takeBody(remaining) else { return }
                state = left == 0 ? .complete : .fixed(remaining: left)
            case .chunkSize:
                guard let line = try nextLine() else { return }
                // `1a;name=value`: the extension is ignored.
                let digits = line.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces)
                guard !digits.isEmpty, digits.count <= 15, let size = Int(digits, radix: 16), size >= 0 else {
                    throw .malformed("a chunk size that is not hexadecimal: '\(Self.excerpt(line))'")
                }
                state = size == 0 ? .trailers : .chunkData(remaining: size)
            case .chunkData(let remaining):
                guard let left = takeBody(remaining) else { return }
                state = left == 0 ? .chunkEnd : .chunkData(remaining: left)
            case .chunkEnd:
                guard let line = try nextLine() else { return }
                guard line.isEmpty else { throw .malformed("a chunk longer than its size") }
                state = .chunkSize
            case .trailers:
                guard let line = try nextLine() else { return }
                if line.isEmpty { state = .complete }
            case .untilClose:
                body.append(contentsOf: buffer[position...])
                position = buffer.count
                return
            case .complete:
                return
            }
        }
    }

    /// The next line without its line end, or nil until one has arrived.
    /// Moves up to `remaining` bytes of the body from the buffer; how many
    /// are still to come, or nil when no byte has arrived yet.
    private mutating func takeBody(_ remaining: Int) -> Int? {
        let count = min(remaining, buffer.count - position)
        guard count > 0 else { return nil }
        body.append(contentsOf: buffer[position..<position + count])
        position += count
        return remaining - count
    }

    private mutating func nextLine() throws(HTTPConnection.Failure) -> String? {
        guard let newline = buffer[position...].firstIndex(of: 10) else {
            if buffer.count - position > Self.maximumLineLength { throw .malformed("a line longer than \(Self.maximumLineLength) bytes") }
            return nil
        }
        var end = newline
        if end > position, buffer[end - 1] == 13 { end -= 1 }
        let line = String(decoding: buffer[position..<end], as: UTF8.self)
        position = newline + 1
        return line
    }

    /// The status code of `HTTP/1.1 200 OK`.
    private static func status(_ line: String) throws(HTTPConnection.Failure) -> Int {
        let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/"), parts[1].count == 3, let code = Int(parts[1]), code >= 100 else {
            throw .malformed("the status line is '\(excerpt(line))'")
        }
        return code
    }

    private mutating func addHeader(_ line: String) throws(HTTPConnection.Failure) {
        headerCount += 1
        guard headerCount <= Self.maximumHeaderCount else { throw .malformed("more than \(Self.maximumHeaderCount) header lines") }
        guard let colon = line.firstIndex(of: ":"), colon != line.startIndex else {
            throw .malformed("a header line without a name: '\(Self.excerpt(line))'")
        }
        let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
        let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        // Repeated headers are one list (RFC 9110, 5.3).
        headers[name] = headers[name].map { "\($0), \(value)" } ?? value
    }

    /// Decides how the body is framed, once the headers are in.
    private mutating func startBody() throws(HTTPConnection.Failure) {
        if (100..<200).contains(status) {
            // An interim answer: the real one follows.
            state = .statusLine
            return
        }
        if status == 204 || status == 304 {
            state = .complete
            return
        }
        if let encoding = headers["transfer-encoding"] {
            guard encoding.split(separator: ",").last?.trimmingCharacters(in: .whitespaces).lowercased() == "chunked" else {
                // Without chunked last, the body ends with the connection.
                state = .untilClose
                return
            }
            state = .chunkSize
            return
        }
        if let length = headers["content-length"] {
            // `10, 10`: the same length repeated is one length.
            let values = Set(length.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            guard values.count == 1, let value = values.first, let count = Int(value), count >= 0 else {
                throw .malformed("the Content-Length is '\(Self.excerpt(length))'")
            }
            state = count == 0 ? .complete : .fixed(remaining: count)
            return
        }
        state = .untilClose
    }

    private static func excerpt(_ text: String) -> String {
        text.count > 80 ? String(text.prefix(80)) + "…" : text
    }
}
