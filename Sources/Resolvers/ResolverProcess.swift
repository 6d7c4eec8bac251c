import Foundation
import JSON

/// One running copy of a resolver program: its stdin takes JSON Lines, its
/// stdout gives them back, its stderr goes to the log.
///
/// Writes go through a serial queue of their own, so a program slow to read
/// its stdin (a pipe holds 64 KB; an app definition can be larger) blocks no
/// thread the runs need. A process that misbehaves is killed at once: it is
/// out of step with the protocol and cannot be trusted with another run.
final class ResolverProcess: @unchecked Sendable {
    /// Counts processes from 1 over the evaluation, for the log.
    let number: Int
    /// `process 2, pid 4711`, as the log names it.
    let label: String
    private let process: Process
    private let input: FileHandle
    private let output: LineChannel
    private let errors: LineChannel
    private let writes: DispatchQueue
    private let log: StderrLog
    private let lock = NSLock()
    private var recentErrors: [String] = []
    private var killed = false
    private var exitNoted = false
    private var begun = false

    /// How many stderr lines an error message may quote.
    static let quotedErrorLines = 3

    /// Starts `executable` with `arguments` (the first being the program's
    /// name as given) in `workingDirectory`.
    init(number: Int, executable: String, arguments: [String], workingDirectory: String?, log: StderrLog) throws(ResolverError) {
        self.number = number
        self.log = log
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = Array(arguments.dropFirst())
        if let workingDirectory { process.currentDirectoryURL = URL(fileURLWithPath: workingDirectory, isDirectory: true) }
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        do {
            try process.run()
        } catch {
            throw ResolverError("cannot start the resolver program '\(arguments.first ?? executable)': \(error.localizedDescription)")
        }
        self.process = process
        let label = "process \(number), pid \(process.processIdentifier)"
        self.label = label
        input = stdin.fileHandleForWriting
        writes = DispatchQueue(label: "evaluate.resolver.\(number).stdin")
        output = LineChannel(reading: stdout.fileHandleForReading, name: "evaluate.resolver.\(number).stdout")
        // Set once every stored property is: the closure captures self weakly.
        let recent = RecentLines(limit: Self.quotedErrorLines)
        errors = LineChannel(reading: stderr.fileHandleForReading, name: "evaluate.resolver.\(number).stderr") { line in
            log.write(line, from: label)
            recent.append(line)
        }
        recentLines = recent
        log.write("started: \(Self.commandLine(arguments))", from: label)
    }

    private let recentLines: RecentLines

    /// Sends one message as a line. A write that fails (the program has
    /// exited) is not reported here: the missing answer says it.
    func send(_ message: JSONValue) {
        var bytes = message.serializedBytes()
        bytes.append(0x0A)
        let data = Data(bytes)
        let input = input
        writes.async {
            do { try input.write(contentsOf: data) } catch {}
        }
    }

    /// Whether the copy can still take a message: it runs and its stdout is
    /// open. A copy may exit on its own between runs.
    var isAlive: Bool { process.isRunning && !output.isClosed }

    /// Whether the copy has answered a `begin`: one that then dies before
    /// answering the next `begin` died between runs, with no run in flight.
    var hasBegunARun: Bool {
        get { lock.withLock { begun } }
        set { lock.withLock { begun = newValue } }
    }

    /// The next line the program wrote, or nil when it closed its stdout.
    func receive(timeout: Double) async throws -> String? {
        try await output.next(timeout: timeout)
    }

    /// How the program ended, waiting a little for it to be reaped, with its
    /// last stderr lines: "exited with status 1; its last words on stderr: ...".
    func exitDescription() async -> String {
        for _ in 0..<100 where process.isRunning {
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
        _ = await errors.waitUntilClosed(timeout: 0.5)
        var text: String
        if process.isRunning {
            text = "closed its output"
        } else if process.terminationReason == .uncaughtSignal {
            text = "was killed by signal \(process.terminationStatus)"
        } else {
            text = "exited with status \(process.terminationStatus)"
        }
        let last = recentLines.lines
        if !last.isEmpty {
            text += "; its last words on stderr: " + last.map { "'\(Self.excerpt($0, 200))'" }.joined(separator: " ")
        }
        noteExit()
        return text
    }

    /// Stops the process at once (it hung or broke the protocol), noting why.
    func kill(because reason: String) {
        let first: Bool = lock.withLock {
            defer { killed = true }
            return !killed
        }
        guard first else { return }
        log.write("stopped: \(reason)", from: label)
        if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) }
        closeInput()
    }

    /// Closes stdin after the writes already queued, on the queue that does
    /// them, so no write can reach a descriptor number reused meanwhile. (A
    /// write blocked on a program that stopped reading ends when the
    /// program is killed.)
    private func closeInput() {
        let input = input
        writes.async { try? input.close() }
    }

    /// Ends a healthy process: closes its stdin, which tells it to exit, and
    /// kills it if it has not within `grace` seconds.
    func finish(grace: Double) async {
        closeInput()
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(grace * 1e9)
        while process.isRunning, DispatchTime.now().uptimeNanoseconds < deadline {
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
        if process.isRunning {
            kill(because: "it did not exit within \(CommandResolver.seconds(grace)) s of the end of its input")
        }
        // Its last stderr lines go to the log before the line saying it ended.
        _ = await output.waitUntilClosed(timeout: 0.5)
        _ = await errors.waitUntilClosed(timeout: 0.5)
        noteExit()
    }

    private func noteExit() {
        let first: Bool = lock.withLock {
            defer { exitNoted = true }
            return !exitNoted && !killed
        }
        guard first, !process.isRunning else { return }
        let how = process.terminationReason == .uncaughtSignal
            ? "killed by signal \(process.terminationStatus)" : "exited with status \(process.terminationStatus)"
        log.write(how, from: label)
    }

    /// The argument list as a person would type it, quoting words that need it.
    static func commandLine(_ arguments: [String]) -> String {
        arguments.map { argument in
            let plain = !argument.isEmpty && argument.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:,+@%".contains($0) }
            return plain ? argument : "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }.joined(separator: " ")
    }

    static func excerpt(_ text: String, _ limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(limit)) + "..."
    }
}

/// The last few lines of a stream, for error messages.
final class RecentLines: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    private let limit: Int

    init(limit: Int) { self.limit = limit }

    func append(_ line: String) {
        guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        lock.withLock {
            stored.append(line)
            if stored.count > limit { stored.removeFirst(stored.count - limit) }
        }
    }

    var lines: [String] { lock.withLock { stored } }
}
