import JSON

/// What the system under test did in one run of one scenario, turn by turn
/// (Apple's `SiriTranscript`); the only thing grading reads.
public struct Transcript: Sendable, Hashable {
    /// The full scenario id, `<file relative to the suite root>#<id>`.
    public var scenario: String
    /// The run number, from 1.
    public var run: Int
    public var turns: [TranscriptTurn]
    /// Why the run could not be completed, or nil.
    public var error: String?

    public init(scenario: String, run: Int, turns: [TranscriptTurn] = [], error: String? = nil) {
        self.scenario = scenario
        self.run = run
        self.turns = turns
        self.error = error
    }
}

/// One turn of a transcript: the utterance and everything done in answer.
public struct TranscriptTurn: Sendable, Hashable {
    public var utterance: String
    public var invocations: [Invocation]
    public var found: [FoundEntity]
    public var onScreen: [EntityReference]
    public var skills: [String]
    public var response: String?
    public var latencyMs: Double?
    /// Why the resolver decided what it did (the simulator's explanation).
    public var trace: JSONValue?

    public init(
        utterance: String, invocations: [Invocation] = [], found: [FoundEntity] = [],
        onScreen: [EntityReference] = [], skills: [String] = [], response: String? = nil,
        latencyMs: Double? = nil, trace: JSONValue? = nil
    ) {
        self.utterance = utterance
        self.invocations = invocations
        self.found = found
        self.onScreen = onScreen
        self.skills = skills
        self.response = response
        self.latencyMs = latencyMs
        self.trace = trace
    }
}

/// One intent invocation: the intent, its arguments and its outcome.
public struct Invocation: Sendable, Hashable {
    public var intent: String
    /// Parameter name to value; a parameter that was not given is absent.
    public var arguments: JSONObject
    /// `.unreported` when the transcript gave none.
    public var outcome: Outcome
    public var result: JSONValue?

    public init(intent: String, arguments: JSONObject = JSONObject(), outcome: Outcome = .unreported, result: JSONValue? = nil) {
        self.intent = intent
        self.arguments = arguments
        self.outcome = outcome
        self.result = result
    }
}

/// An entity by type and identifier, as on screen or in a Live Activity.
public struct EntityReference: Sendable, Hashable {
    public var entity: String
    public var id: String

    public init(entity: String, id: String) {
        self.entity = entity
        self.id = id
    }
}

/// An entity found by search, with the properties the resolver reported.
public struct FoundEntity: Sendable, Hashable {
    public var entity: String
    public var id: String?
    public var properties: JSONObject

    public init(entity: String, id: String? = nil, properties: JSONObject = JSONObject()) {
        self.entity = entity
        self.id = id
        self.properties = properties
    }
}
