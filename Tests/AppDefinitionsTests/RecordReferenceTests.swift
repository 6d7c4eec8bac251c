import AppDefinitions
import Testing

/// A record property whose type is another entity holds that entity's id,
/// whichever of the two entities is declared first.
struct RecordReferenceTests {
    static func diagnostics(restaurant: String) -> [String] {
        let yaml = """
        app: { name: Dinewell }
        entities:
          ReservationEntity:
            title: Reservation
            properties:
              restaurant: { title: Restaurant, type: RestaurantEntity }
            records:
              - { id: r-1, title: Luca at 7, properties: { restaurant: \(restaurant) } }
          RestaurantEntity:
            title: Restaurant
            records:
              - { id: luca-soho, title: Luca }
        """
        return AppDefinitionLoader.load(bytes: Array(yaml.utf8), displayPath: "app.yaml", directory: "/").diagnostics.map(\.description)
    }

    @Test func idOfAnEntityDeclaredLaterIsAccepted() {
        #expect(Self.diagnostics(restaurant: "luca-soho").isEmpty)
    }

    @Test func unknownIdOfAnEntityDeclaredLaterIsAnError() {
        #expect(Self.diagnostics(restaurant: "luca-noho") == [
            "app.yaml:8:64: error: the value of property 'restaurant' does not fit: no RestaurantEntity record has the id 'luca-noho'; did you mean 'luca-soho'?",
        ])
    }
}
