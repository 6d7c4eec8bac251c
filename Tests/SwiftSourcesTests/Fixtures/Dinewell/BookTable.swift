import AppIntents

// Dinewell, the table-booking app of the Siri AI guide, written the way the
// guide writes it. A comment that looks like code is not code:
// struct Fake: AppIntent { static let title: LocalizedStringResource = "Fake" }
/* Nor is a block comment, /* even a nested one */ like
   @AppIntent(.tool) struct AlsoFake: AppIntent {}
*/

@AppIntent(.tool)
struct BookTable: AppIntent {
    static let title: LocalizedStringResource = "Book a Table"
    static let description = IntentDescription(
        """
        Reserves a table at a Dinewell restaurant for a party size and arrival time. \
        Free bookings only: restaurants that need a card deposit are booked in the app.
        """
    )

    @Parameter(title: "Restaurant", description: "The restaurant to book")
    var restaurant: RestaurantEntity

    @Parameter(
        title: "Guests",
        description: "Total number of guests, including the person booking, from 1 to 12",
        default: 2,
        requestValueDialog: IntentDialog("How many guests?"),
        inclusiveRange: (1, 12)
    )
    var partySize: Int

    @Parameter(title: "Arrival Time", description: "When the party arrives, in the restaurant's local time zone, on the hour or half hour")
    var time: Date

    #if os(iOS)
    @Parameter(title: "Seating", description: "Where the party wants to sit", default: .any)
    var seating: Seating
    #endif

    func perform() async throws -> some IntentResult & ReturnsValue<ReservationEntity> & ProvidesDialog {
        let note = "{ this brace is text } and so is \"struct Fake: AppIntent {\""
        let booking = try await Reservations.shared.book(restaurant.id, guests: partySize, at: time, note: note)
        return .result(value: ReservationEntity(booking), dialog: "Booked \(restaurant.name) for \(partySize).")
    }
}
