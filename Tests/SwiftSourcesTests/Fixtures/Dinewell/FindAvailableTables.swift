import AppIntents

@AppEntity(.generable)
struct TableSearch: TransientAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Table Search"

    @Property(title: "Guests", description: "Number of guests, from 1 to 12")
    var partySize: Int

    @Property(title: "Earliest Arrival", description: "The earliest time the party can arrive")
    var earliest: Date

    @Property(title: "Neighborhood", description: "Neighborhood or street to search near, or empty for near the person")
    var neighborhood: String

    @Property(title: "Seating", description: "Where the party wants to sit")
    var seating: Seating

    var displayRepresentation: DisplayRepresentation {
        "Table for \(partySize)"
    }

    init() {}
}

@AppIntent(.tool)
struct FindAvailableTables: AppIntent {
    static let title: LocalizedStringResource = "Find Available Tables"
    static let description = IntentDescription(
        "Lists Dinewell restaurants with a free table that matches the search. Doesn't book anything."
    )

    @Parameter(title: "Search", description: "Party size, time, area and seating to search for")
    var search: TableSearch

    func perform() async throws -> some ReturnsValue<[RestaurantEntity]> {
        .result(value: try await Availability.search(search))
    }
}
