struct WhoShouldICatchUpWithIntent: AppIntent {
    static var title: LocalizedStringResource = "Who should I catch up with?"
    static var description = IntentDescription("See friends who need attention")

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        let overdueContacts = SharedDataStore.loadContacts().filter { $0.isOverdue }

        if overdueContacts.isEmpty {
            return .result(value: "You're all caught up! No overdue check-ins.")
        }

        let names = overdueContacts.map(\.name).joined(separator: ", ")
        return .result(value: "You should catch up with: \(names)")
    }
}
