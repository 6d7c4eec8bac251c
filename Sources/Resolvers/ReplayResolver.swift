import AppDefinitions
import Foundation
import Results
import Scenarios
import Transcripts

/// Replays transcripts recorded earlier (by `--record` or by hand), so a suite
/// can be graded on CI without the system that produced them.
///
/// Recordings are matched to scenarios by full id. When the suite root differs
/// from the one used when recording (say, `evaluate Scenarios/Dinewell` on a
/// recording made from `Scenarios/`), ids match by their trailing path
/// components when exactly one scenario fits. A recording whose utterances no
/// longer match the scenario's turns is a stale recording: the run is an
/// error run, reported per scenario.
public final class ReplayResolver: Resolver, @unchecked Sendable {
    public let info: ResolverInfo
    public var answersImmediately: Bool { true }
    /// Recordings by their recorded scenario id, then run.
    private let recordings: [String: [Int: Transcript]]
    /// The recording file each recorded id came from, for messages.
    private let sources: [String: String]
    /// Runs recorded more than once, reported as warnings.
    private let duplicates: [String]
    /// Scenario id to recorded id, and the stale recordings by run: both
    /// written once by `prepare`, before any run starts, then only read.
    private var mapping: [String: String] = [:]
    private var stale: [RunIdentity: String] = [:]

    /// Every problem of the recording files, each as printed.
    public struct LoadError: Error, CustomStringConvertible, Sendable {
        /// One line per problem: `bad.jsonl:1:46: error: expected a value`,
        /// or `gone.jsonl: error: cannot read the recording`.
        public var problems: [String]
        /// The files with a problem, each once, in the order given.
        public var files: [String]

        public var description: String { problems.joined(separator: "\n") }
    }

    /// Reads the recording files; a file that cannot be read, or a line that
    /// is not a transcript, is an error naming its file, line and column.
    /// Every file is read, so one error lists every problem.
    public init(files: [String]) throws(LoadError) {
        var recordings: [String: [Int: Transcript]] = [:]
        var sources: [String: String] = [:]
        var problems: [String] = []
        var brokenFiles: [String] = []
        var duplicates: [String] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                problems.append("\(file): error: cannot read the recording")
                if !brokenFiles.contains(file) { brokenFiles.append(file) }
                continue
            }
            let (transcripts, errors) = TranscriptFile.parse([UInt8](data))
            problems += errors.map { "\(file):\($0.line):\($0.column): error: \($0.message)" }
            if !errors.isEmpty, !brokenFiles.contains(file) { brokenFiles.append(file) }
            for (line, transcript) in transcripts {
                if recordings[transcript.scenario]?[transcript.run] != nil {
                    duplicates.append("\(file):\(line): run \(transcript.run) of '\(transcript.scenario)' is recorded twice; the later line is used")
                }
                recordings[transcript.scenario, default: [:]][transcript.run] = transcript
                sources[transcript.scenario] = file
            }
        }
        if !problems.isEmpty { throw LoadError(problems: problems, files: brokenFiles) }
        self.recordings = recordings
        self.sources = sources
        self.duplicates = duplicates
        info = ResolverInfo(name: "replay", settings: [.init("recordings", files.joined(separator: ", "))])
    }

    public func prepare(apps: [AppDefinition], scenarios: [ScenarioOutline]) async throws -> [String] {
        var mapping: [String: String] = [:]
        var unmatched = Set(recordings.keys)
        for scenario in scenarios {
            if recordings[scenario.id] != nil {
                mapping[scenario.id] = scenario.id
                unmatched.remove(scenario.id)
            }
        }
        // Ids recorded from another root: match by trailing path components.
        for scenario in scenarios where mapping[scenario.id] == nil {
            let candidates = unmatched.filter { Self.sameByTrailingComponents($0, scenario.id) }
            if candidates.count == 1, let recorded = candidates.first {
                mapping[scenario.id] = recorded
                unmatched.remove(recorded)
            }
        }
        self.mapping = mapping
        for scenario in scenarios {
            guard let recorded = mapping[scenario.id], let runs = recordings[recorded] else { continue }
            for (run, transcript) in runs {
                if let problem = Self.staleness(transcript, scenario.utterances) {
                    stale[RunIdentity(scenario: scenario.id, run: run)] = problem
                }
            }
        }
        return duplicates + unmatched.sorted().map { id in
            "stale recording: '\(id)' in \(sources[id] ?? "the recordings") matches no scenario of this suite"
        }
    }

    /// What a run of these scenarios would find missing or out of date, for
    /// `evaluate validate`, which runs nothing: per scenario, a recording
    /// that no longer fits its turns, no recording at all, or fewer recorded
    /// runs than `runs`. Call after ``prepare(apps:scenarios:)``.
    public func gaps(in scenarios: [ScenarioOutline], runs: Int) -> [String] {
        var gaps: [String] = []
        for scenario in scenarios {
            guard let recorded = mapping[scenario.id], let recordedRuns = recordings[recorded] else {
                gaps.append("no recording of '\(scenario.id)'; its runs would be error runs")
                continue
            }
            let staleRuns = (1...max(1, runs)).filter { stale[RunIdentity(scenario: scenario.id, run: $0)] != nil }
            if let first = staleRuns.first, let problem = stale[RunIdentity(scenario: scenario.id, run: first)] {
                let which = staleRuns.count == 1 ? "run \(first)" : "runs \(staleRuns.map(String.init).joined(separator: ", "))"
                gaps.append("\(problem) ('\(scenario.id)' in \(sources[recorded] ?? "the recordings"), \(which))")
            }
            let missing = (1...max(1, runs)).filter { recordedRuns[$0] == nil }
            if !missing.isEmpty {
                gaps.append("'\(scenario.id)' has no recording of run\(missing.count == 1 ? "" : "s") \(missing.map(String.init).joined(separator: ", ")) of the \(runs) configured; \(missing.count == 1 ? "it would be an error run" : "they would be error runs")")
            }
        }
        return gaps
    }

    /// Why a recorded run no longer fits the scenario's turns, or nil.
    static func staleness(_ transcript: Transcript, _ utterances: [String]) -> String? {
        for (index, utterance) in utterances.enumerated() {
            guard index < transcript.turns.count else {
                // A run that failed may have stopped early.
                if transcript.error != nil { return nil }
                return "stale recording: run \(transcript.run) has \(transcript.turns.count) turns; the scenario has \(utterances.count)"
            }
            let recorded = transcript.turns[index].utterance
            if recorded != utterance {
                return "stale recording: turn \(index + 1) was recorded as \"\(recorded)\" but the scenario now says \"\(utterance)\""
            }
        }
        if transcript.turns.count > utterances.count {
            return "stale recording: run \(transcript.run) has \(transcript.turns.count) turns; the scenario has \(utterances.count)"
        }
        return nil
    }

    static func sameByTrailingComponents(_ a: String, _ b: String) -> Bool {
        let (shorter, longer) = a.count <= b.count ? (a, b) : (b, a)
        return longer.hasSuffix("/" + shorter)
    }

    private func recording(_ run: RunIdentity) throws(ResolverError) -> Transcript {
        guard let recorded = mapping[run.scenario], let runs = recordings[recorded] else {
            throw ResolverError("stale recording: no recording of this scenario", isStaleRecording: true)
        }
        guard let transcript = runs[run.run] else {
            throw ResolverError("no recording of run \(run.run) of this scenario (recorded runs: \(runs.keys.sorted().map(String.init).joined(separator: ", ")))")
        }
        return transcript
    }

    public func begin(_ run: RunIdentity, app: AppDefinition, context: ScenarioContext) async throws {
        let transcript = try recording(run)
        if let problem = stale[run] { throw ResolverError(problem, isStaleRecording: true) }
        if let error = transcript.error { throw ResolverError(error) }
    }

    public func respond(_ request: TurnRequest) async throws -> TranscriptTurn {
        let transcript = try recording(request.run)
        guard request.turn <= transcript.turns.count else {
            throw ResolverError("stale recording: it has \(transcript.turns.count) turns, the scenario has more", isStaleRecording: true)
        }
        return transcript.turns[request.turn - 1]
    }
}
