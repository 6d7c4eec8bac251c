struct AddNewContactIntent: AppIntent {
    static var title: LocalizedStringResource = "Add a new contact"
    static var description = IntentDescription("Add a new friend or family member to track")
    static var openAppWhenRun = true

    func perform() async throws -> some IntentResult {
        guard let url = URL(string: "howbee://new-contact") else {
            return .result()
        }

        await MainActor.run {
            UIApplication.shared.open(url)
        }

        return .result()
    }
}
