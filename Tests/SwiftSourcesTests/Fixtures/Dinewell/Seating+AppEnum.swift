import AppIntents

// The conformance and the display representations live in another file.
extension Seating: AppEnum {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = TypeDisplayRepresentation(name: "Seating")
    static let caseDisplayRepresentations: [Seating: DisplayRepresentation] = [
        .any: DisplayRepresentation(title: "No preference", synonyms: ["anywhere", "wherever"]),
        .indoor: .init(title: "Indoors", synonyms: ["inside"]),
        .outdoor: DisplayRepresentation(
            title: "Outdoors",
            subtitle: "On the terrace or the patio",
            synonyms: ["outside", "on the terrace", "on the patio"]
        ),
        .bar: DisplayRepresentation(stringLiteral: "At the bar"),
    ]
}
