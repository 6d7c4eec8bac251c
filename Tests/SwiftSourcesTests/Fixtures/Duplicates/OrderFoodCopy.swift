import AppIntents

// Pasted from another target by mistake.
struct OrderFoodIntent: AppIntent {
    static let title: LocalizedStringResource = "Order Something"
}

enum Course: String, AppEnum {
    case starter, main
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Course"
    static let caseDisplayRepresentations: [Course: DisplayRepresentation] = [.starter: "Starter", .main: "Main"]
}

enum Course: String, AppEnum {
    case dessert
}
