import Utterances

/// What the skills a turn loads say, worked out once when they load: their
/// words, and of the guiding ones the intents they call first, forbid or
/// keep for the person's choice, the sentences of their steps and the types
/// they say to look up. One reference, so that the interpreter, copied
/// often, copies no more than before.
final class SkillGuidance: Sendable {
    /// The words of the skills the turn loaded.
    let words: Set<String>
    /// The intents the guiding skills say not to call, or not before the person has chosen.
    let forbidden: Set<Int>
    /// Every intent the guiding skills' bodies name, to call or not.
    let named: Set<Int>
    /// The title words of the types the guiding skills say to look up.
    let lookedUpTerms: [String]
    /// The first step of each guiding skill.
    let firstSteps: Set<Int>
    /// The sentences of the guiding skills' steps, by intent (see `SkillSteps.sentences`).
    let stepSentences: [Int: [Token]]

    static let none = SkillGuidance(words: [], guiding: [], entityTitleTerms: [])

    /// `entityTitleTerms`: the terms of each entity type's title (`AppModel.entityTitleTerms`).
    init(words: Set<String>, guiding: [SkillSteps], entityTitleTerms: [[String]]) {
        self.words = words
        var forbidden = Set<Int>(), named = Set<Int>(), firstSteps = Set<Int>()
        var lookedUp: [Int] = []
        var sentences: [Int: [Token]] = [:]
        for steps in guiding {
            forbidden.formUnion(steps.forbidden.union(steps.awaitingChoice))
            named.formUnion(steps.calls.union(steps.forbidden).union(steps.awaitingChoice))
            if let first = steps.order.first { firstSteps.insert(first) }
            lookedUp += steps.lookedUp
            for (intent, sentence) in steps.sentences where sentences[intent] == nil { sentences[intent] = sentence }
        }
        self.forbidden = forbidden
        self.named = named
        self.firstSteps = firstSteps
        self.stepSentences = sentences
        lookedUpTerms = lookedUp.flatMap { entityTitleTerms[$0] }
    }
}
