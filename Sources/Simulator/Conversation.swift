import JSON
import Transcripts

/// What the simulator remembers within one run: whether the app was named,
/// a call waiting for a value or a confirmation, and the last call and the
/// entities just used, for follow-ups such as "make it six" or "cancel it".
struct Conversation: Sendable {
    /// The app was named (or otherwise addressed) earlier in the conversation.
    var appAddressed = false
    var pending: PendingCall?
    var lastCall: MadeCall?
    /// Entities used or found, most recent first, for "it" and "that".
    var recentEntities: [EntityReference] = []
    /// Those of them from before this turn: what "it" points back at.
    var earlierEntities: [EntityReference] = []
    /// Results made so far, for their identifiers.
    var results = 0
    /// The records Siri last listed, in order, for "the first one".
    var listed: [EntityReference] = []
    /// The steps the last turn's guiding skills kept for the person's choice
    /// ("once they pick, use the book tool"): what the next turn picks runs them.
    var awaitingChoice: Set<Int> = []

    mutating func remember(_ entity: EntityReference) {
        recentEntities.removeAll { $0 == entity }
        recentEntities.insert(entity, at: 0)
        if recentEntities.count > 8 { recentEntities.removeLast() }
    }
}

/// A call Siri is still building: asking for a value, or for a confirmation.
struct PendingCall: Sendable {
    enum Waiting: Sendable {
        case value(String)
        case confirmation
    }

    var intent: Int
    var arguments: JSONObject
    var waiting: Waiting
    var onScreen: [EntityReference]
}

/// A call that ran, with the entity it returned.
struct MadeCall: Sendable {
    var intent: Int
    var arguments: JSONObject
    var result: EntityReference?
}
