import AppDefinitions
import Foundation
import Resolvers
import Results
import Scenarios
import Testing
import Transcripts

/// A small suite written to a temporary folder and loaded the way the command
/// loads it: the Tally app and scenarios with one and three turns.
enum TestSuite {
    static let app = """
        app:
          name: Tally
          bundleIdentifier: com.example.tally
        intents:
          IncreaseCounterIntent:
            title: Increase Counter
            description: Adds one to the counter.
            tool: false
            openAppWhenRun: true
            dialog: Opening the counter.
        """

    static let scenarios = """
        scenarios:
          - name: One
            id: one
            turns:
              - user: Increase the counter in Tally
                calls: [IncreaseCounterIntent]
          - name: Three turns
            id: three-turns
            context: { foreground: true, now: "2026-12-03T10:00:00Z", timeZone: Europe/Rome }
            turns:
              - user: Add one in Tally
                calls: [IncreaseCounterIntent]
              - user: And another
                calls: [IncreaseCounterIntent]
              - user: One more, then tell me
                calls: [IncreaseCounterIntent]
                response: { contains: "counter" }
          - name: Two
            id: two
            turns:
              - user: Increase the counter in Tally again
                calls: [IncreaseCounterIntent]
          - name: Three
            id: three
            turns:
              - user: Bump Tally
                calls: [IncreaseCounterIntent]
          - name: Four
            id: four
            turns:
              - user: Count one more in Tally
                calls: [IncreaseCounterIntent]
              - user: Thanks
          - name: Five
            id: five
            turns:
              - user: Tally plus one
                calls: [IncreaseCounterIntent]
        """

    /// The suite, loaded once; loading reports no problems.
    static let suite: Suite = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("runner-tests-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try! app.write(to: folder.appendingPathComponent("app.yaml"), atomically: true, encoding: .utf8)
        try! scenarios.write(to: folder.appendingPathComponent("counter.yaml"), atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: folder) }
        return SuiteLoader.load(paths: [folder.path], defaultNow: 1_800_000_000)
    }()

    static func scenario(_ id: String) -> Scenario {
        suite.scenarios.first { $0.id == id }!
    }
}

/// What a test resolver saw, shared by its concurrent runs.
final class ResolverLog: @unchecked Sendable {
    private let lock = NSLock()
    private var _inFlight = 0
    private var _maxInFlight = 0
    private var _begins: [RunIdentity: Int] = [:]
    private var _ends: [RunIdentity: Int] = [:]
    private var _requests: [TurnRequest] = []
    private var _prepared: [[ScenarioOutline]] = []
    private var _shutdowns = 0
    private var _endsBeforeBegin = 0
    private var _hung: [CheckedContinuation<Void, Never>] = []

    func begin(_ run: RunIdentity) {
        lock.withLock {
            _begins[run, default: 0] += 1
            _inFlight += 1
            _maxInFlight = max(_maxInFlight, _inFlight)
        }
    }

    func end(_ run: RunIdentity) {
        lock.withLock {
            if _begins[run] == nil { _endsBeforeBegin += 1 }
            _ends[run, default: 0] += 1
            _inFlight -= 1
        }
    }

    func request(_ request: TurnRequest) { lock.withLock { _requests.append(request) } }
    func prepared(_ outlines: [ScenarioOutline]) { lock.withLock { _prepared.append(outlines) } }
    func shutdown() { lock.withLock { _shutdowns += 1 } }

    /// Parks the caller forever (until `release`), ignoring cancellation.
    func hang() async {
        await withCheckedContinuation { continuation in
            lock.withLock { _hung.append(continuation) }
        }
    }

    /// Lets every parked call return, so nothing is left waiting after a test.
    func release() {
        let hung = lock.withLock {
            let hung = _hung
            _hung = []
            return hung
        }
        for continuation in hung { continuation.resume() }
    }

    var maxInFlight: Int { lock.withLock { _maxInFlight } }
    var inFlight: Int { lock.withLock { _inFlight } }
    var begins: [RunIdentity: Int] { lock.withLock { _begins } }
    var ends: [RunIdentity: Int] { lock.withLock { _ends } }
    var requests: [TurnRequest] { lock.withLock { _requests } }
    var preparedCalls: [[ScenarioOutline]] { lock.withLock { _prepared } }
    var shutdowns: Int { lock.withLock { _shutdowns } }
    var endsBeforeBegin: Int { lock.withLock { _endsBeforeBegin } }
    var hungCount: Int { lock.withLock { _hung.count } }
}

/// A resolver whose answers depend only on the scenario, the run and the turn,
/// so results can be compared however the runs interleave. With `delays`, each
/// call sleeps a random few milliseconds, so runs finish out of order.
struct ScriptedResolver: Resolver {
    enum Failure: Sendable {
        /// `respond` throws a ResolverError on this turn.
        case resolverError(turn: Int, message: String)
        /// `respond` throws some other error on this turn.
        case otherError(turn: Int)
        /// `begin` throws.
        case beginError(String)
        /// `respond` never returns on this turn, ignoring cancellation.
        case hangInTurn(Int)
        /// `begin` never returns.
        case hangInBegin
    }

    struct OtherError: Error, CustomStringConvertible {
        var description: String { "the socket closed" }
    }

    var log = ResolverLog()
    var delays = false
    /// Failures by scenario id (short) and run.
    var failures: [String: [Int: Failure]] = [:]

    var info: ResolverInfo { ResolverInfo(name: "scripted") }

    /// Whether the scripted answer skips the intent: deterministic, so some
    /// runs fail.
    static func skips(scenario: String, run: Int, turn: Int) -> Bool {
        (run * 7 + turn * 3 + scenario.utf8.count) % 5 == 0
    }

    static func shortID(_ fullID: String) -> String {
        String(fullID.split(separator: "#").last ?? "")
    }

    func pause() async {
        guard delays else { return }
        // Task.sleep throws on cancellation; the runner does not cancel runs.
        try? await Task.sleep(nanoseconds: UInt64.random(in: 0...15) * 1_000_000)
    }

    func prepare(apps: [AppDefinition], scenarios: [ScenarioOutline]) async throws -> [String] {
        log.prepared(scenarios)
        return ["prepared \(scenarios.count)"]
    }

    func begin(_ run: RunIdentity, app: AppDefinition, context: ScenarioContext) async throws {
        log.begin(run)
        await pause()
        switch failures[Self.shortID(run.scenario)]?[run.run] {
        case .beginError(let message)?: throw ResolverError(message)
        case .hangInBegin?: await log.hang()
        default: break
        }
    }

    func respond(_ request: TurnRequest) async throws -> TranscriptTurn {
        log.request(request)
        await pause()
        switch failures[Self.shortID(request.run.scenario)]?[request.run.run] {
        case .resolverError(let turn, let message)? where turn == request.turn: throw ResolverError(message)
        case .otherError(let turn)? where turn == request.turn: throw OtherError()
        case .hangInTurn(let turn)? where turn == request.turn: await log.hang()
        default: break
        }
        let skip = Self.skips(scenario: request.run.scenario, run: request.run.run, turn: request.turn)
        return TranscriptTurn(
            utterance: "ignored: the runner sets the utterance",
            invocations: skip ? [] : [Invocation(intent: "IncreaseCounterIntent", outcome: .succeeded)],
            response: "Opening the counter.",
            latencyMs: Double(request.turn)
        )
    }

    func end(_ run: RunIdentity) async {
        await pause()
        log.end(run)
    }

    func shutdown() async { log.shutdown() }
}
