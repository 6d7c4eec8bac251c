import AppIntents

struct RestaurantEntity: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Restaurant"
    static let defaultQuery = RestaurantQuery()   // also adopts IndexedEntityQuery for reindexing

    let id: String               // for example "luca-soho"
    var restaurant: Restaurant   // Dinewell's own model

    @ComputedProperty(title: "Name", description: "The restaurant's name as shown on its sign")
    var name: String { restaurant.name }

    @ComputedProperty(
        title: "About",
        description: "Cuisine, price range and neighborhood, in one sentence",
        indexingKey: \.contentDescription
    )
    var about: String { restaurant.summary }

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(about)")
    }
}

struct RestaurantQuery: EntityStringQuery, IndexedEntityQuery {
    func entities(for identifiers: [RestaurantEntity.ID]) async throws -> [RestaurantEntity] { [] }
    func entities(matching string: String) async throws -> [RestaurantEntity] { [] }
}

struct ReservationEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Reservation"
    static let defaultQuery = ReservationQuery()
    static let authenticationPolicy: IntentAuthenticationPolicy = .alwaysAllowed

    let id: UUID

    @Property(title: "Restaurant", description: "Name of the restaurant the table is booked at")
    var restaurantName: String

    @Property(title: "Guests", description: "Total number of guests, including the person who booked")
    var partySize: Int

    @Property(title: "Arrival", description: "Booked arrival time, in the restaurant's local time zone")
    var arrival: Date

    @Property(
        title: "Special Requests",
        description: "Notes for the restaurant, such as allergies or a birthday",
        authenticationPolicy: .requiresAuthentication
    )
    var specialRequests: String

    @ComputedProperty(title: "Is Upcoming", description: "True if the arrival time is still in the future")
    var isUpcoming: Bool { arrival > .now }

    @DeferredProperty(title: "Table Status", description: "Whether the table is ready, or the expected wait in minutes")
    var tableStatus: String {
        get async { await TableStatus.fetch(for: id) }
    }

    // Only Dinewell and its widgets read this. Siri and Shortcuts never see it.
    @Property(title: "POS Ticket", visibility: .internal)
    var posTicketID: String

    var displayRepresentation: DisplayRepresentation {
        "\(restaurantName), \(partySize) guests"
    }
}

struct ReservationQuery: EnumerableEntityQuery {
    func allEntities() async throws -> [ReservationEntity] { [] }
    func entities(for identifiers: [UUID]) async throws -> [ReservationEntity] { [] }
}
