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
    /// The unit the title or description names ("in kilograms").
    let unit: Unit?
    /// A heading (title, subject) or a body (message, note), for text.
    let kind: ParameterFiller.TextKind?
    /// Names a place (neighborhood, address...).
    let isPlace: Bool
    /// Names people to send to (to, recipients...).
    let isRecipients: Bool

    init(_ parameter: Parameter) {
        let identifier = Terms.computeWords(ofIdentifier: parameter.name)
        titleKeywords = Set(Terms.of(parameter.title + " " + identifier))
        keywords = titleKeywords.union(Terms.of(parameter.description ?? ""))
        titleWords = Tokenizer.tokens(parameter.title).map(\.text)
        unit = Unit.mentioned(in: Tokenizer.tokens(parameter.title + " " + (parameter.description ?? "")))
        kind = !titleKeywords.isDisjoint(with: ParameterFiller.headingStems) ? .heading
            : !titleKeywords.isDisjoint(with: ParameterFiller.bodyStems) ? .body : nil
        isPlace = !keywords.isDisjoint(with: ParameterFiller.placeWords)
        isRecipients = !titleKeywords.union([parameter.name.lowercased()]).isDisjoint(with: ParameterFiller.recipientStems)
    }
}
