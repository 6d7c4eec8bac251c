// ContactEntity.swift

struct ContactEntity: AppEntity {
    static var defaultQuery = ContactEntityQuery()
    static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Contact")

    var id: String
    var name: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)")
    }
}

struct ContactEntityQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [ContactEntity] {
        SharedDataStore.loadContacts()
            .filter { identifiers.contains($0.id) }
            .map { ContactEntity(id: $0.id, name: $0.name) }
    }

    func entities(matching string: String) async throws -> [ContactEntity] {
        let lowered = string.lowercased()
        return SharedDataStore.loadContacts()
            .filter { $0.name.lowercased().contains(lowered) }
            .map { ContactEntity(id: $0.id, name: $0.name) }
    }

    func suggestedEntities() async throws -> [ContactEntity] {
        SharedDataStore.loadContacts()
            .map { ContactEntity(id: $0.id, name: $0.name) }
    }
}
