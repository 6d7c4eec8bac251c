import AppIntents
internal import ExpoAppIntents

/// A dish on Piccolo's menu. JavaScript publishes the menu with
/// setEntityCatalogAsync("dish", menu); DishQuery reads that catalog.
struct DishEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Dish"
  static let defaultQuery = DishQuery()

  let id: String

  @Property(title: "Name", description: "The dish's name on the menu")
  var name: String

  @Property(title: "Course", description: "starter, main or dessert")
  var course: String

  @Property(title: "Price", description: "Price in euros")
  var price: Double

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(name)")
  }

  init(record: AppIntentEntityRecord) {
    id = record.id
    name = record.title
    course = record.properties["course"]?.stringValue ?? ""
    price = record.properties["price"]?.doubleValue ?? 0
  }
}

struct DishQuery: EntityStringQuery {
  func entities(for identifiers: [String]) async throws -> [DishEntity] {
    return try await AppIntentEntityStore.shared.entities(ofKind: "dish", matching: identifiers)
      .map(DishEntity.init(record:))
  }

  func entities(matching string: String) async throws -> [DishEntity] {
    let query = string.lowercased()
    return try await AppIntentEntityStore.shared.entities(ofKind: "dish")
      .filter { record in
        record.id.lowercased() == query
          || record.title.lowercased().contains(query)
          || record.synonyms.contains { $0.lowercased().contains(query) }
      }
      .map(DishEntity.init(record:))
  }

  func suggestedEntities() async throws -> [DishEntity] {
    return try await AppIntentEntityStore.shared.entities(ofKind: "dish")
      .map(DishEntity.init(record:))
  }
}
