import AppDefinitions
import Utterances

/// What the simulator reads from a parameter's title, name and description,
/// worked out once per app rather than on every turn.
struct ParameterTraits: Sendable {
    /// Stemmed words of the title, name and description: a number next to
    /// one of them is likely this parameter's.
    let keywords: Set<String>
    /// Stemmed words of the title and name alone.
    let titleKeywords: Set<String>
    /// The title's lowercased words ("subject" in "with the subject X").
    let titleWords: [String]
    /// The unit the title, description or name names ("in kilograms",
    /// `minutesBefore`, `everyDays`).
    let unit: Unit?
    /// The unit is one of time: the number is a length of time, and a
    /// duration said in any unit ("three hours", "two weeks") is converted.
    var measuresTime: Bool { unit?.dimension == .time && unit != .degree }
    /// A heading (title, subject) or a body (message, note), for text.
    let kind: ParameterFiller.TextKind?
    /// Names a place (neighborhood, address...).
    let isPlace: Bool
    /// Names people to send to (to, recipients...).
    let isRecipients: Bool
    /// A code or number written as text (`citationNumber`, "Confirmation
    /// Code", "Tracking ID"): it takes a token with digits, not words.
    let isCode: Bool
    /// An amount of money (its unit is a currency, or its words say amount,
    /// price, cost...): "four ninety-nine" is 4.99.
    let isMoney: Bool

    init(_ parameter: Parameter) {
        let identifier = Terms.computeWords(ofIdentifier: parameter.name)
        titleKeywords = Set(Terms.of(parameter.title + " " + identifier))
        keywords = titleKeywords.union(Terms.of(parameter.description ?? ""))
        titleWords = Tokenizer.tokens(parameter.title).map(\.text)
        unit = Unit.mentioned(in: Tokenizer.tokens(parameter.title + " " + (parameter.description ?? "")))
            ?? Unit.mentioned(in: Tokenizer.tokens(identifier))
        kind = !titleKeywords.isDisjoint(with: ParameterFiller.headingStems) ? .heading
            : !titleKeywords.isDisjoint(with: ParameterFiller.bodyStems) ? .body : nil
        isPlace = !keywords.isDisjoint(with: ParameterFiller.placeWords)
        isRecipients = !titleKeywords.union([parameter.name.lowercased()]).isDisjoint(with: ParameterFiller.recipientStems)
        isCode = !titleKeywords.isDisjoint(with: ParameterFiller.codeStems)
        isMoney = unit?.dimension == .currency || !titleKeywords.isDisjoint(with: ParameterFiller.moneyStems)
    }
}
