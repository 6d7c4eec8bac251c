// plugins/with-app-intents/AppIntents/WeightEntry.swift
import AppIntents
import Foundation

struct WeightEntry: AppEntity {
    let id: String
    let date: Date
    let weightKg: Double
    let note: String?

    static var typeDisplayRepresentation: TypeDisplayRepresentation =
        TypeDisplayRepresentation(name: "Weight Entry")

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(weightKg) kg",
            subtitle: "\(date.formatted(date: .abbreviated, time: .shortened))"
        )
    }

    static var defaultQuery = WeightEntryQuery()
}

/// Runs when Siri asks "show my recent weight entries."
struct WeightEntryQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [WeightEntry] {
        return SharedStorage.shared.fetchEntries(ids: identifiers)
    }

    func suggestedEntities() async throws -> [WeightEntry] {
        return SharedStorage.shared.recentEntries(limit: 7)
    }
}
