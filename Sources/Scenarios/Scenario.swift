import Transcripts

/// A scripted conversation with Siri and what must and must not happen in it
/// (Apple's `SiriScenario`).
public struct Scenario: Sendable, Hashable {
    /// The id within its file (explicit, or the name as a slug).
    public var id: String
    /// `<file relative to the suite root>#<id>`, unique in a suite.
    public var fullID: String
    public var name: String
    /// The scenario file relative to the suite root.
    public var file: String
    /// The scenario file as the user can open it (relative to the current folder).
    public var path: String
    /// The line where the scenario starts.
    public var line: Int
    public var tags: [String]
    public var context: ScenarioContext
    /// Index of the scenario's app definition in `Suite.apps`.
    public var app: Int
    public var turns: [Turn]
    /// Scenario-wide expectations, graded against all turns together.
    public var expect: Expectations

    public init(
        id: String, fullID: String, name: String, file: String, path: String, line: Int, tags: [String],
        context: ScenarioContext, app: Int, turns: [Turn], expect: Expectations = Expectations()
    ) {
        self.id = id
        self.fullID = fullID
        self.name = name
        self.file = file
        self.path = path
        self.line = line
        self.tags = tags
        self.context = context
        self.app = app
        self.turns = turns
        self.expect = expect
    }

    /// The utterances in order: all a resolver may learn of the scenario.
    public var utterances: [String] { turns.map(\.utterance) }

}

/// One user turn (Apple's `UserTurn`) and what is expected of Siri's answer.
public struct Turn: Sendable, Hashable {
    public var utterance: String
    public var line: Int
    public var expectations: Expectations

    public init(utterance: String, line: Int, expectations: Expectations = Expectations()) {
        self.utterance = utterance
        self.line = line
        self.expectations = expectations
    }
}
