import AppDefinitions
import Foundation
import JSON
import Results
import Scenarios
import Transcripts

/// The `command` resolver: an external program that speaks JSON Lines on its
/// stdin and stdout (resolver-protocols.md), so a team can put any system
/// under test behind the harness in the language it likes.
///
/// One copy of the program runs per job; a run holds one copy from `begin`
/// to `end`, and its turns go to that copy in order. The program is never
/// told a scenario's expectations: only the app, the context and the
/// utterances. Anything that goes wrong with a copy (it exits, hangs past
/// the timeout, or answers with something that is not the expected message)
/// costs the run in flight, with a message naming what happened; the copy is
/// stopped and a fresh one takes its place, started in that run's `end`
/// under the start-up timeout, before the next run. A copy that exits
/// between runs costs no run: it is replaced when the next run takes it.
public final class CommandResolver: Resolver, @unchecked Sendable {
    public struct Settings: Sendable {
        /// The program and its arguments, as evaluate.yaml lists them.
        public var arguments: [String]
        /// Where the program runs and relative paths are found: the folder of
        /// evaluate.yaml (nil: the current folder).
        public var workingDirectory: String?
        /// At most this many copies at once: the number of jobs.
        public var processes: Int
        /// Sent to the program in `hello`.
        public var seed: Int
        /// Seconds the program may take for any answer.
        public var timeout: Double
        /// Where the programs' stderr goes.
        public var stderrLog: String
        /// Where a bare program name is looked for (the `PATH` variable).
        public var searchPath: String?

        public init(
            arguments: [String], workingDirectory: String? = nil, processes: Int = 1, seed: Int = 0,
            timeout: Double = 60, stderrLog: String, searchPath: String? = ProcessInfo.processInfo.environment["PATH"]
        ) {
            self.arguments = arguments
            self.workingDirectory = workingDirectory
            self.processes = processes
            self.seed = seed
            self.timeout = timeout
            self.stderrLog = stderrLog
            self.searchPath = searchPath
        }
    }

    /// The protocol version this harness speaks.
    public static let protocolVersion = 1

    let settings: Settings
    private let executable: String
    private let log: StderrLog
    private var pool: ProcessPool!
    private let lock = NSLock()
    /// Written once by `prepare`, before any run; then only read.
    private var hello: JSONValue = .null
    private var appKeys: [String: [(app: AppDefinition, key: String)]] = [:]
    private var leases: [RunIdentity: Lease] = [:]
    /// Runs that ended before their `begin` had a copy (the runner's
    /// deadline passed while it waited): the copy it gets goes back.
    private var abandoned: Set<RunIdentity> = []
    /// What the program said of itself in `ready`.
    private var identity: String?

    /// A run's hold on one copy of the program.
    final class Lease: @unchecked Sendable {
        let process: ResolverProcess
        /// The program has been sent `begin` and no error since: `end` is due.
        var open = false
        /// A message is sent (or about to be) and its answer not yet read.
        var busy = false
        /// The copy is out of step (or gone) and has been discarded.
        var discarded = false
        /// The copy closed its output before answering.
        var closedOutput = false

        init(process: ResolverProcess) { self.process = process }
    }

    /// Checks that the program can be found; nothing starts until `prepare`.
    public init(_ settings: Settings) throws(ResolverError) {
        guard let program = settings.arguments.first else {
            throw ResolverError("the command resolver needs its program: resolver: { command: [python3, resolver.py] }")
        }
        self.settings = settings
        executable = try ProgramLookup.resolve(program, searchPath: settings.searchPath, workingDirectory: settings.workingDirectory)
        log = StderrLog(path: settings.stderrLog)
        // A program that exits while we write to it must cost its run, not
        // end the whole evaluation with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        pool = ProcessPool(capacity: settings.processes) { [unowned self] number async throws(ResolverError) in
            try await self.startProcess(number)
        }
    }

    public var info: ResolverInfo {
        var shown: [ResolverInfo.Setting] = [.init("program", ResolverProcess.commandLine(settings.arguments))]
        if let identity = lock.withLock({ identity }) { shown.append(.init("programName", identity)) }
        shown.append(.init("processes", "\(max(1, settings.processes))"))
        let stopped = pool.replacedCount
        if stopped > 0 { shown.append(.init("restarts", "\(stopped) (processes stopped after a failure; see the log)")) }
        shown.append(.init("seed", "\(settings.seed)"))
        shown.append(.init("timeout", "\(Self.seconds(settings.timeout)) s"))
        shown.append(.init("stderrLog", settings.stderrLog))
        return ResolverInfo(name: "command", settings: shown)
    }

    /// Renders the apps for `hello` and starts one copy per job, so a
    /// program that cannot start stops the evaluation before any run.
    public func prepare(apps: [AppDefinition], scenarios: [ScenarioOutline]) async throws -> [String] {
        var rendered = JSONObject()
        var keys: [String: [(app: AppDefinition, key: String)]] = [:]
        for app in apps where !(keys[app.name]?.contains(where: { $0.app == app }) ?? false) {
            // Two suites may hold different apps of one name: the later ones
            // are told apart by their app.yaml.
            var key = app.name
            if rendered[key] != nil { key = "\(app.name) (\(app.path))" }
            var suffix = 2
            while rendered[key] != nil {
                key = "\(app.name) (\(suffix))"
                suffix += 1
            }
            rendered[key] = app.json
            keys[app.name, default: []].append((app, key))
        }
        appKeys = keys
        hello = .object(JSONObject([
            ("type", "hello"), ("protocol", .int(Self.protocolVersion)), ("seed", .int(settings.seed)), ("apps", .object(rendered)),
        ]))
        // One copy per job, started together and before any run, so their
        // start-up (a model loading, say) counts against no turn's timeout.
        // (The runner may run more runs at once than there are scenarios.)
        do {
            try await pool.startAll()
        } catch {
            // Nothing will run: the copies that did start are stopped now.
            await pool.shutdown(grace: 1)
            log.close()
            throw error
        }
        return []
    }

    /// Takes a copy and sends it `begin`. A copy that dies before answering
    /// it, when it had been idle since its last run (or it is the first copy
    /// tried), died with nothing in flight: a fresh copy takes its place and
    /// the run goes on.
    public func begin(_ run: RunIdentity, app: AppDefinition, context: ScenarioContext) async throws {
        let message: JSONValue = .object(JSONObject([
            ("type", "begin"), ("scenario", .string(run.scenario)), ("run", .int(run.run)),
            ("app", .string(key(of: app))), ("context", context.json),
        ]))
        var first = true
        while true {
            let process: ResolverProcess
            do {
                process = try await pool.lease()
            } catch {
                throw ResolverError("the resolver program could not be restarted: \(error.message)")
            }
            let lease = Lease(process: process)
            let taken: Bool = lock.withLock {
                if abandoned.remove(run) != nil || Task.isCancelled { return false }
                leases[run] = lease
                // Busy from here: an `end` that comes now discards the copy
                // rather than give back one that is about to be sent `begin`.
                lease.busy = true
                return true
            }
            guard taken else {
                pool.giveBack(process)
                throw ResolverError("the run ended before a copy of the resolver program was free")
            }
            let idleBefore = process.hasBegunARun || first
            first = false
            do {
                _ = try await exchange(message, on: lease, what: "begin", expecting: "ok", timeout: runTimeout)
            } catch {
                let retry: Bool = lock.withLock {
                    guard idleBefore, lease.closedOutput, !Task.isCancelled, leases[run] === lease else { return false }
                    leases[run] = nil
                    return true
                }
                if retry { continue }
                throw error
            }
            process.hasBegunARun = true
            lock.withLock { lease.open = true }
            return
        }
    }

    public func respond(_ request: TurnRequest) async throws -> TranscriptTurn {
        guard let lease = lock.withLock({ leases[request.run] }) else {
            throw ResolverError("the run was not started")
        }
        let message: JSONValue = .object(JSONObject([
            ("type", "turn"), ("scenario", .string(request.run.scenario)), ("run", .int(request.run.run)),
            ("turn", .int(request.turn)), ("utterance", .string(request.utterance)),
        ]))
        let answer = try await exchange(message, on: lease, what: "turn", expecting: "turn", timeout: runTimeout)
        do {
            return try TranscriptTurn(json: .object(answer), requireUtterance: false, utterance: request.utterance)
        } catch {
            // The copy is in step (it answered); only its answer is wrong.
            throw ResolverError("the resolver program's answer is not a transcript turn: \(error.description)")
        }
    }

    /// Sends `end` and gives the copy back; a copy that was stopped during
    /// the run is replaced here, outside every run's time limit, so that its
    /// start-up counts against no turn.
    public func end(_ run: RunIdentity) async {
        let held: Lease? = lock.withLock {
            if let lease = leases.removeValue(forKey: run) { return lease }
            abandoned.insert(run)
            return nil
        }
        guard let lease = held else { return }
        let (open, busy, discarded) = lock.withLock { (lease.open, lease.busy, lease.discarded) }
        if !discarded {
            if busy {
                // The runner gave up on a turn (its deadline passed): the copy
                // may still answer it, out of step with the next run.
                discard(lease, because: "it was still working on a message when its run ended (the run timed out)")
            } else if open {
                let message: JSONValue = .object(JSONObject([("type", "end"), ("scenario", .string(run.scenario)), ("run", .int(run.run))]))
                _ = try? await exchange(message, on: lease, what: "end", expecting: "ok")
            }
        }
        if lock.withLock({ lease.discarded }) {
            await pool.refill()
        } else {
            pool.giveBack(lease.process)
        }
    }

    public func shutdown() async {
        await pool.shutdown(grace: 2)
        log.close()
    }

    // MARK: The protocol

    private func key(of app: AppDefinition) -> String {
        guard let candidates = appKeys[app.name] else { return app.name }
        if candidates.count == 1 { return candidates[0].key }
        return candidates.first { $0.app == app }?.key ?? app.name
    }

    /// `begin` and turns run under the runner's deadline, which comes first
    /// and names the turn; this limit only guards calls made outside it.
    var runTimeout: Double { settings.timeout + 1 }

    /// Seconds a new copy may take to answer `hello`: starting may mean
    /// loading a model, so at least a minute whatever the turn timeout.
    var startupTimeout: Double { max(settings.timeout, 60) }

    private func startProcess(_ number: Int) async throws(ResolverError) -> ResolverProcess {
        let process = try ResolverProcess(
            number: number, executable: executable, arguments: settings.arguments,
            workingDirectory: settings.workingDirectory, log: log
        )
        let lease = Lease(process: process)
        let ready: JSONObject
        do {
            ready = try await exchange(hello, on: lease, what: "hello", expecting: "ready", timeout: startupTimeout, discardOnFailure: false)
        } catch {
            process.kill(because: error.message)
            throw error
        }
        let name = ready["name"]?.string
        let version = ready["version"]?.string
        if name != nil || version != nil {
            let text = [name, version].compactMap { $0 }.joined(separator: " ")
            lock.withLock { if identity == nil { identity = text } }
        }
        return process
    }

    private func discard(_ lease: Lease, because reason: String) {
        let first: Bool = lock.withLock {
            defer {
                lease.discarded = true
                lease.busy = false
            }
            return !lease.discarded
        }
        if first { pool.discard(lease.process, because: reason) }
    }

    /// Sends `message` and reads the answer, which must be an object of type
    /// `expecting`. A `{"type":"error"}` answer is thrown with its message
    /// (the copy stays in step); anything else wrong discards the copy.
    private func exchange(
        _ message: JSONValue, on lease: Lease, what: String, expecting: String, timeout: Double? = nil, discardOnFailure: Bool = true
    ) async throws(ResolverError) -> JSONObject {
        let timeout = timeout ?? settings.timeout
        let process = lease.process
        func broken(_ problem: String, note: String? = nil) -> ResolverError {
            // Discarded in the same step as it stops being busy, so an `end`
            // never finds it idle and in use.
            if discardOnFailure { discard(lease, because: note ?? problem) } else { lock.withLock { lease.busy = false } }
            return ResolverError(problem)
        }
        lock.withLock { lease.busy = true }
        process.send(message)
        var line: String?
        do {
            repeat {
                line = try await process.receive(timeout: timeout)
            } while line.map({ $0.allSatisfy(\.isWhitespace) }) == true
        } catch LineChannel.Failure.timedOut {
            throw broken("the resolver program did not answer the \(what) within \(Self.seconds(timeout)) s")
        } catch LineChannel.Failure.lineTooLong {
            throw broken("the resolver program answered the \(what) with a line longer than \(LineChannel.maximumLineLength >> 20) MB")
        } catch {
            // Cancelled: the runner's deadline passed. The copy may still be
            // working on the message, so it cannot serve another run.
            throw broken("the \(what) was cancelled", note: "its run gave up on the \(what) (the run timed out)")
        }
        guard let line else {
            lock.withLock { lease.closedOutput = true }
            let how = await process.exitDescription()
            throw broken("the resolver program \(how), before answering the \(what) (see \(settings.stderrLog))", note: "it closed its output")
        }
        let value: JSONValue
        do {
            value = try JSONParser.parse(line)
        } catch {
            throw broken("the resolver program answered the \(what) with a line that is not JSON (\(error.message) at column \(error.column)): '\(ResolverProcess.excerpt(line, 200))'")
        }
        guard let object = value.object else {
            throw broken("the resolver program answered the \(what) with JSON that is not an object: \(ResolverProcess.excerpt(line, 200))")
        }
        guard let type = object["type"]?.string else {
            throw broken("the resolver program answered the \(what) with an object without a \"type\": \(ResolverProcess.excerpt(line, 200))")
        }
        if type == "error" {
            lock.withLock {
                lease.busy = false
                // Resolver-protocols.md: after an error the next run starts
                // with a new `begin`; no `end` is sent for this one.
                lease.open = false
            }
            guard case .string(let text)? = object["message"], !text.isEmpty else {
                throw ResolverError("the resolver program reported an error without a message")
            }
            throw ResolverError(text)
        }
        guard type == expecting else {
            throw broken("the resolver program answered the \(what) with a \"\(type)\" message; expected \"\(expecting)\" (or \"error\")")
        }
        lock.withLock { lease.busy = false }
        return object
    }

    static func seconds(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension CommandResolver.Settings {
    /// The settings from evaluate.yaml and the command line: the program
    /// runs in the folder of evaluate.yaml (paths in that file are relative
    /// to it), or in the current folder without one; its stderr goes to
    /// `resolver-stderr.log` in the output folder, beside the reports.
    public init(arguments: [String], configurationFile: String?, output: String, jobs: Int, seed: UInt64, timeout: Double) {
        let current = FileManager.default.currentDirectoryPath
        func absolute(_ path: String) -> String {
            let path = path.isEmpty ? "." : path
            return ((path.hasPrefix("/") ? path : (current as NSString).appendingPathComponent(path)) as NSString).standardizingPath
        }
        self.init(
            arguments: arguments,
            workingDirectory: configurationFile.map { absolute(($0 as NSString).deletingLastPathComponent) },
            processes: jobs,
            seed: Int(clamping: seed),
            timeout: timeout,
            stderrLog: (output as NSString).appendingPathComponent(CommandResolver.stderrLogName)
        )
    }
}

extension CommandResolver {
    /// The name of the log of the programs' stderr, in the output folder.
    public static let stderrLogName = "resolver-stderr.log"
}
