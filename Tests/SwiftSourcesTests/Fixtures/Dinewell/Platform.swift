import AppIntents

// One intent, two platforms: only one branch is compiled, so this is not a
// duplicate. The first branch is read.
#if os(iOS)
struct ChangePartySize: AppIntent {
    static let title: LocalizedStringResource = "Change Party Size"
    static let description = IntentDescription("Changes the number of guests on an existing Dinewell reservation, from 1 to 12. Doesn't make a new booking.")

    @Parameter(title: "Reservation", description: "The reservation to change, such as the one on the Live Activity or the one just booked")
    var reservation: ReservationEntity

    @Parameter(title: "Guests", description: "The new total number of guests, including the person who booked, from 1 to 12", inclusiveRange: (1, 12))
    var partySize: Int

    func perform() async throws -> some IntentResult & ReturnsValue<ReservationEntity> & ProvidesDialog {
        let updated = try await Reservations.shared.change(reservation.id, guests: partySize)
        return .result(value: ReservationEntity(updated), dialog: "Your table is now for \(partySize).")
    }
}
#elseif os(macOS)
struct ChangePartySize: AppIntent {
    static let title: LocalizedStringResource = "Change Guests"
    func perform() async throws -> some IntentResult { .result() }
}
#else
#endif
