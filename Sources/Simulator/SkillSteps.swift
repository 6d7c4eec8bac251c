import AppDefinitions
import Utterances

/// The intents a skill's body tells Siri to call, and those it forbids
/// ("2. Call ShareScore with the concert's score. 3. Never call
/// CancelRehearsal as part of this."), so that a loaded skill keeps Siri from a forbidden action and a
/// request that does what a skill's steps do loads that skill.
///
/// A sentence of the body that names an intent by its identifier calls it,
/// unless the sentence says "never", "not", "don't" or "no".
struct SkillSteps: Sendable {
    /// Positions in `app.intents` of the intents the steps call.
    let calls: Set<Int>
    /// Positions of the intents the body says not to call.
    let forbidden: Set<Int>

    static let negations: Set<String> = ["never", "not", "don't", "dont", "no", "avoid"]

    init(_ skill: Skill, intents: [Intent]) {
        var positions: [String: Int] = [:]
        for (position, intent) in intents.enumerated() where positions[intent.identifier] == nil { positions[intent.identifier] = position }
        var calls = Set<Int>()
        var forbidden = Set<Int>()
        for sentence in Self.sentences(skill.body) {
            let tokens = Tokenizer.tokens(String(sentence))
            let named = tokens.compactMap { positions[$0.raw.trimmingBackticks] }
            guard !named.isEmpty else { continue }
            if tokens.contains(where: { Self.negations.contains($0.text) }) {
                forbidden.formUnion(named)
            } else {
                calls.formUnion(named)
            }
        }
        self.calls = calls
        self.forbidden = forbidden.subtracting(calls)
    }

    /// The body cut at full stops, colons and line breaks that end a step.
    static func sentences(_ body: String) -> [Substring] {
        var result: [Substring] = []
        var start = body.startIndex
        var index = body.startIndex
        while index < body.endIndex {
            let character = body[index]
            let next = body.index(after: index)
            let ends = character == "." && (next == body.endIndex || body[next].isWhitespace)
            // A blank line or a numbered step ("\n2. ") starts anew too.
            let newStep = character == "\n" && (next == body.endIndex || body[next] == "\n" || body[next].isNumber || body[next] == "-")
            if ends || newStep {
                result.append(body[start..<index])
                start = next
            }
            index = next
        }
        if start < body.endIndex { result.append(body[start...]) }
        return result
    }
}

extension String {
    /// The text without the backticks of inline code ("`ShareScore`").
    var trimmingBackticks: String {
        guard first == "`" || last == "`" else { return self }
        return String(drop { $0 == "`" }.reversed().drop { $0 == "`" }.reversed())
    }
}
