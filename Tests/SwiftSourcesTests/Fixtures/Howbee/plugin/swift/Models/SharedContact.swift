// SharedContact.swift

struct SharedContact: Codable, Identifiable {
    let id: String
    let name: String
    let color: String
    let lastCheckin: String?
    let nextReminderDescription: String?
    let isOverdue: Bool
}
