struct CheckInWithContactIntent: AppIntent {
    static var title: LocalizedStringResource = "Check in with contact"
    static var description = IntentDescription("Quick checkin with a friend or family member")
    static var openAppWhenRun = true

    @Parameter(title: "Contact")
    var contact: ContactEntity

    func perform() async throws -> some IntentResult {
        guard let encoded = contact.id.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed),
              let url = URL(string: "howbee://checkin?contactId=\(encoded)")
        else {
            return .result()
        }

        await MainActor.run {
            UIApplication.shared.open(url)
        }

        return .result()
    }
}
