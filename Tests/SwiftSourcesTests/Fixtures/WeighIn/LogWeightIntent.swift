// plugins/with-app-intents/AppIntents/LogWeightIntent.swift
import AppIntents
import Foundation

struct LogWeightIntent: AppIntent {
    static var title: LocalizedStringResource = "Log weight"
    static var description = IntentDescription("Record today's weight.")

    @Parameter(title: "Weight (kg)", default: 65.0, requestValueDialog: IntentDialog("How much did you weigh?"))
    var weightKg: Double

    @Parameter(title: "Note")
    var note: String?

    func perform() async throws -> some IntentResult & ProvidesDialog & ReturnsValue<WeightEntry> {
        guard (20...300).contains(weightKg) else {
            throw LogWeightError.outOfRange(weightKg)
        }
        let entry = WeightEntry(
            id: UUID().uuidString,
            date: Date(),
            weightKg: weightKg,
            note: note
        )
        SharedStorage.shared.save(entry: entry)

        // 2. Siri reads this dialog aloud
        let dialog = IntentDialog("Logged \(weightKg) kg.")

        return .result(value: entry, dialog: dialog)
    }
}

enum LogWeightError: Error, LocalizedError {
    case outOfRange(Double)

    var errorDescription: String? {
        switch self {
        case .outOfRange(let v):
            return "Weight \(v) is outside the supported range."
        }
    }
}
