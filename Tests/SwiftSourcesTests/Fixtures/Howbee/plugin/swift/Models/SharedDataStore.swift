// SharedDataStore.swift

struct SharedDataStore {
    static let suiteName = "group.com.cross19xx.howbee"
    static let contactsKey = "siri_contacts"

    static func loadContacts() -> [SharedContact] {
        guard let defaults = UserDefaults(suiteName: suiteName),
              let jsonString = defaults.string(forKey: contactsKey),
              let data = jsonString.data(using: .utf8)
        else { return [] }

        let decoder = JSONDecoder()
        return (try? decoder.decode([SharedContact].self, from: data)) ?? []
    }
}
