import AppIntents

/// Paying a deposit stays in the app: not a tool.
struct PayDeposit: AppIntent, ForegroundContinuableIntent {
    static var title: LocalizedStringResource { "Pay Deposit" }
    static var description = IntentDescription("Pays the card deposit that some restaurants need to hold a reservation.", categoryName: "Payments")
    static var openAppWhenRun: Bool = true
    static var authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication

    @Parameter(title: "Reservation", description: "The reservation to pay the deposit for")
    var reservation: ReservationEntity

    func perform() async throws -> some IntentResult {
        try await requestConfirmation(
            result: .result(dialog: "Pay the deposit for \(reservation.restaurantName)?")
        )
        try await Payments.shared.payDeposit(for: reservation.id)
        return .result()
    }
}
