import AppDefinitions
import Dates
import Foundation
import JSON
import Resolvers
import Scenarios
import Simulator
import Testing
import Transcripts

// The harness of the simulator's tables: a row is a conversation with one
// made-up app (Apps.swift) in a context, and checks on each turn's
// transcript, as a scenario file would state them. A row the simulator does
// not yet get right carries `knownIssue`: the checks still run, inside
// `withKnownIssue`, so the row reports itself once the simulator is fixed.

/// The clock of every row: Thursday 12 March 2026, 15:00 in Berlin (UTC+1).
let nowText = "2026-03-12T15:00:00+01:00"

/// The context of a row: the clock and zone, and what the device shows.
struct Situation: Sendable, CustomStringConvertible {
    var zone = "Europe/Berlin"
    var foreground = false
    var locked = false
    var onScreen: [EntityReference] = []
    var liveActivity: EntityReference?

    static let plain = Situation()
    static let foreground = Situation(foreground: true)
    static let locked = Situation(locked: true)

    static func showing(_ entity: String, _ id: String) -> Situation {
        Situation(foreground: true, onScreen: [EntityReference(entity: entity, id: id)])
    }

    static func liveActivity(_ entity: String, _ id: String) -> Situation {
        Situation(liveActivity: EntityReference(entity: entity, id: id))
    }

    static func zone(_ identifier: String) -> Situation { Situation(zone: identifier) }

    var timeZone: TimeZone { TimeZone(identifier: zone)! }

    var context: ScenarioContext {
        ScenarioContext(
            now: ISODate.parseDateTime(nowText)!.instant(), timeZone: timeZone, locale: "en_US",
            foreground: foreground, locked: locked, onScreen: onScreen, liveActivity: liveActivity
        )
    }

    var description: String {
        var parts: [String] = []
        if zone != "Europe/Berlin" { parts.append(zone) }
        if foreground { parts.append("foreground") }
        if locked { parts.append("locked") }
        for entity in onScreen { parts.append("on screen \(entity.entity) \(entity.id)") }
        if let liveActivity { parts.append("Live Activity \(liveActivity.entity) \(liveActivity.id)") }
        return parts.isEmpty ? "" : " [" + parts.joined(separator: ", ") + "]"
    }
}

/// What a person relies on in one turn's transcript.
enum Check: Sendable {
    /// The turn's last invocation is this intent with this outcome.
    case call(String, Outcome)
    /// An argument of the last invocation (numbers compared by value).
    case arg(String, JSONValue)
    /// A date argument of the last invocation, as local day ("2026-03-13")
    /// and, when given, local time ("19:30") in the row's time zone.
    case date(String, day: String, time: String? = nil)
    /// The argument is the result the previous turn's last call returned.
    case argIsPreviousResult(String)
    case noArg(String)
    /// Nothing was invoked, with any outcome.
    case noInvocation
    /// None of these intents was invoked, with any outcome.
    case noneOf([String])
    /// No invocation succeeded.
    case nothingSucceeded
    /// Every call ran or asked to confirm: none waits for a value.
    case nothingNeedsInput
    /// Every invocation is one of these intents.
    case onlyCalls([String])
    /// The turn's invocations are these intents, in this order, each succeeded.
    case calls([String])
    /// The first invocation of the intent has this argument.
    case argOf(String, String, JSONValue)
    /// Some call of the intent has the argument (of several calls, any).
    case anyArgOf(String, String, JSONValue)
    /// The response contains the text (case-insensitive).
    case says(String)
    /// The response is exactly the text.
    case saysExactly(String)
    /// The response does not contain the text (case-insensitive).
    case doesNotSay(String)
    /// There is a response.
    case responds
    case found(String, String)
    case notFound(String)
    /// A found entity (by id) reports this property value.
    case foundProperty(String, String, JSONValue)
    /// A found entity (by id) does not report this property.
    case foundLacks(String, String)
    case onScreen(String, String)
    /// Exactly these skills were loaded, in any order.
    case skills([String])
    /// The trace's `app` explanation contains the text (case-insensitive).
    case traceApp(String)
    /// The whole trace, as JSON text, contains the text (case-insensitive).
    case trace(String)
}

/// One utterance and its checks.
struct Say: Sendable {
    var utterance: String
    var checks: [Check]

    init(_ utterance: String, _ checks: [Check]) {
        self.utterance = utterance
        self.checks = checks
    }
}

/// One row of a table: a conversation with an app in a situation.
struct Row: Sendable, CustomTestStringConvertible {
    var app: App
    var situation: Situation
    var turns: [Say]
    /// Why the simulator does not do what issue 3 asks here, or nil.
    var knownIssue: String?

    init(_ app: App, _ situation: Situation, _ turns: [Say], knownIssue: String? = nil) {
        self.app = app
        self.situation = situation
        self.turns = turns
        self.knownIssue = knownIssue
    }

    init(_ app: App, _ turns: [Say], knownIssue: String? = nil) {
        self.init(app, Situation.plain, turns, knownIssue: knownIssue)
    }

    /// A one-turn row.
    init(_ app: App, _ situation: Situation, _ utterance: String, _ checks: [Check], knownIssue: String? = nil) {
        self.init(app, situation, [Say(utterance, checks)], knownIssue: knownIssue)
    }

    init(_ app: App, _ utterance: String, _ checks: [Check], knownIssue: String? = nil) {
        self.init(app, Situation.plain, [Say(utterance, checks)], knownIssue: knownIssue)
    }

    var testDescription: String {
        "\(app.rawValue): " + turns.map { "\"\($0.utterance)\"" }.joined(separator: " → ") + situation.description
    }
}

/// Runs a conversation through the resolver protocol, as the runner does.
func converse(_ app: AppDefinition, _ context: ScenarioContext, _ utterances: [String], scenario: String = "test#row") async throws -> [TranscriptTurn] {
    let resolver = SimulatorResolver()
    _ = try await resolver.prepare(apps: [app], scenarios: [ScenarioOutline(id: scenario, utterances: utterances)])
    let run = RunIdentity(scenario: scenario, run: 1)
    try await resolver.begin(run, app: app, context: context)
    var history: [TranscriptTurn] = []
    for (index, utterance) in utterances.enumerated() {
        let request = TurnRequest(run: run, turn: index + 1, app: app, context: context, history: history, utterance: utterance)
        history.append(try await resolver.respond(request))
    }
    await resolver.end(run)
    return history
}

/// Runs a row and checks every turn; inside `withKnownIssue` when marked.
func check(_ row: Row, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    if let reason = row.knownIssue {
        await withKnownIssue(Comment(rawValue: reason), sourceLocation: sourceLocation) {
            try await verify(row, sourceLocation: sourceLocation)
        }
    } else {
        try await verify(row, sourceLocation: sourceLocation)
    }
}

private func verify(_ row: Row, sourceLocation: SourceLocation) async throws {
    let situation = row.situation
    let turns = try await converse(row.app.definition, situation.context, row.turns.map(\.utterance))
    try #require(turns.count == row.turns.count, sourceLocation: sourceLocation)
    for (index, say) in row.turns.enumerated() {
        let turn = turns[index]
        let shown = Comment(rawValue: "turn \(index + 1) \"\(say.utterance)\" gave \(turn.json.serialized())")
        // Every turn explains itself (capability 8).
        #expect(turn.trace?.object?["app"]?.string != nil, shown, sourceLocation: sourceLocation)
        for check in say.checks {
            verify(check, turn, previous: index > 0 ? turns[index - 1] : nil, situation: situation, shown: shown, sourceLocation: sourceLocation)
        }
    }
}

private func verify(_ check: Check, _ turn: TranscriptTurn, previous: TranscriptTurn?, situation: Situation, shown: Comment, sourceLocation: SourceLocation) {
    let last = turn.invocations.last
    let response = turn.response ?? ""
    func found(_ id: String) -> FoundEntity? { turn.found.first { $0.id == id } }
    func expect(_ condition: Bool, _ what: String) {
        #expect(condition, Comment(rawValue: what + "; " + shown.rawValue), sourceLocation: sourceLocation)
    }
    switch check {
    case .call(let intent, let outcome):
        expect(last?.intent == intent && last?.outcome == outcome, "expected \(intent) [\(outcome.rawValue)] last")
    case .arg(let name, let value):
        let actual = last?.arguments[name]
        expect(actual.map { $0.numericallyEquals(value) } == true, "expected \(name) = \(value.serialized()), got \(actual?.serialized() ?? "nothing")")
    case .date(let name, let day, let time):
        let text = last?.arguments[name]?.string
        let clock = ZonedClock(now: ISODate.parseDateTime(nowText)!.instant(), timeZone: situation.timeZone)
        var instant: Double?
        if let text, let parsed = ISODate.parseDateTime(text) {
            instant = parsed.offset != nil ? parsed.instant() : clock.instant(of: parsed.date, secondsOfDay: parsed.secondsOfDay)
        } else if let text, let dayOnly = ISODate.parseDay(text) {
            instant = clock.instant(of: dayOnly, secondsOfDay: 12 * 3600)
        }
        guard let text, let instant else {
            expect(false, "expected a date in \(name), got \(text ?? "nothing")")
            return
        }
        let localDay = clock.civilDate(of: instant).description
        let minutes = Int(clock.secondsOfDay(of: instant) / 60)
        let localTime = String(format: "%02d:%02d", minutes / 60, minutes % 60)
        expect(localDay == day && (time == nil || localTime == time), "expected \(name) on \(day)\(time.map { " at \($0)" } ?? ""), got \(text) (\(localDay) \(localTime) local)")
    case .argIsPreviousResult(let name):
        let result = previous?.invocations.last?.result?.object?["id"]?.string
        expect(result != nil && last?.arguments[name]?.string == result, "expected \(name) to be the previous call's result \(result ?? "(none)")")
    case .noArg(let name):
        expect(last?.arguments[name] == nil, "expected no \(name)")
    case .noInvocation:
        expect(turn.invocations.isEmpty, "expected no invocation")
    case .noneOf(let intents):
        expect(!turn.invocations.contains { intents.contains($0.intent) }, "expected none of \(intents.joined(separator: ", "))")
    case .nothingNeedsInput:
        expect(!turn.invocations.isEmpty && turn.invocations.allSatisfy { $0.outcome != .needsInput }, "expected calls that need no more input")
    case .nothingSucceeded:
        expect(!turn.invocations.contains { $0.outcome == .succeeded }, "expected no succeeded invocation")
    case .onlyCalls(let intents):
        expect(turn.invocations.allSatisfy { intents.contains($0.intent) }, "expected only \(intents.joined(separator: ", "))")
    case .calls(let intents):
        expect(turn.invocations.map(\.intent) == intents && turn.invocations.allSatisfy { $0.outcome == .succeeded },
               "expected \(intents.joined(separator: ", ")), each succeeded")
    case .anyArgOf(let intent, let name, let value):
        let values = turn.invocations.filter { $0.intent == intent }.compactMap { $0.arguments[name] }
        expect(values.contains { $0.numericallyEquals(value) }, "expected a call of \(intent) with \(name) = \(value.serialized()), got \(values.map { $0.serialized() })")
    case .argOf(let intent, let name, let value):
        let actual = turn.invocations.first { $0.intent == intent }?.arguments[name]
        expect(actual.map { $0.numericallyEquals(value) } == true, "expected \(intent)'s \(name) = \(value.serialized()), got \(actual?.serialized() ?? "nothing")")
    case .says(let text):
        expect(response.lowercased().contains(text.lowercased()), "expected the response to say '\(text)'")
    case .saysExactly(let text):
        expect(response == text, "expected the response '\(text)'")
    case .doesNotSay(let text):
        expect(!response.lowercased().contains(text.lowercased()), "expected the response not to say '\(text)'")
    case .responds:
        expect(!response.trimmingCharacters(in: .whitespaces).isEmpty, "expected a response")
    case .found(let entity, let id):
        expect(turn.found.contains { $0.entity == entity && $0.id == id }, "expected \(entity) '\(id)' found")
    case .notFound(let id):
        expect(found(id) == nil, "expected '\(id)' not found")
    case .foundProperty(let id, let key, let value):
        let actual = found(id)?.properties[key]
        expect(actual.map { $0.numericallyEquals(value) } == true, "expected '\(id)' found with \(key) = \(value.serialized())")
    case .foundLacks(let id, let key):
        expect(found(id) != nil && found(id)?.properties[key] == nil, "expected '\(id)' found without \(key)")
    case .onScreen(let entity, let id):
        expect(turn.onScreen.contains(EntityReference(entity: entity, id: id)), "expected on-screen \(entity) '\(id)' reported")
    case .skills(let names):
        expect(Set(turn.skills) == Set(names) && turn.skills.count == names.count, "expected skills \(names)")
    case .traceApp(let text):
        expect(turn.trace?.object?["app"]?.string?.lowercased().contains(text.lowercased()) == true, "expected the trace's app to say '\(text)'")
    case .trace(let text):
        expect(turn.trace?.serialized().lowercased().contains(text.lowercased()) == true, "expected the trace to say '\(text)'")
    }
}
