import AppDefinitions

extension App {
    /// A campsite's app, with tent hire between two days and pitches booked
    /// for a number of people: for the day answered to "When is it due
    /// back?" and "just the one" as a count; and a skill that says what to
    /// look up and waits for the warden's choice before moving a booking.
    static let pitchwellYAML = """
        app:
          name: Pitchwell
        intents:
          HireTent:
            title: Hire a Tent
            description: Hires one of the campsite's tents from a collection day to a return day.
            tool: true
            parameters:
              tent: { title: Tent, type: TentEntity, requestValueDialog: Which tent? }
              pickup: { title: Collection Day, type: Date, requestValueDialog: When will you collect it? }
              returnDate: { title: Return Day, type: Date, requestValueDialog: When is it due back? }
          BookPitch:
            title: Book a Pitch
            description: Books a pitch for a number of people for tonight or a later night.
            tool: true
            parameters:
              pitch: { title: Pitch, type: PitchEntity, requestValueDialog: Which pitch? }
              people: { title: People, description: "How many people, from 1 to 6", type: Int, range: [1, 6], requestValueDialog: How many people? }
          MoveBooking:
            title: Move a Booking
            description: Moves a camper's booking to another pitch.
            tool: true
            parameters:
              booking: { title: Booking, type: BookingEntity, requestValueDialog: Which booking? }
              pitch: { title: New Pitch, type: PitchEntity, requestValueDialog: Which pitch? }
          CancelStay:
            title: Cancel a Stay
            description: Cancels a camper's booking and refunds it.
            tool: true
            destructive: true
            parameters:
              booking: { title: Booking, type: BookingEntity, requestValueDialog: Which booking? }
          BuyFirewood:
            title: Buy Firewood
            description: Orders bags of firewood to a pitch.
            tool: true
            parameters:
              bags: { title: Bags, type: Int, requestValueDialog: How many bags? }
        skills:
          rehouse-flooded-campers:
            description: Finds a dry pitch for campers whose pitch is flooded and moves them once the warden picks one.
            body: |
              Look up the camper's bookings for tonight. Don't move a booking until the warden says
              which pitch; then use the move a booking tool. Never use the cancel a stay tool.
        entities:
          TentEntity:
            title: Tent
            records:
              - { id: tent-dome, title: Four-person dome }
              - { id: tent-bell, title: Canvas bell tent }
          PitchEntity:
            title: Pitch
            records:
              - { id: pitch-lake, title: Lakeshore pitch }
              - { id: pitch-wood, title: Woodland pitch }
          CamperEntity:
            title: Camper
            records:
              - { id: camper-ana, title: Ana Moreira }
              - { id: camper-olu, title: Olu Bakare }
          BookingEntity:
            title: Booking
            properties:
              camper: { title: Camper, type: String }
              pitch: { title: Pitch, type: String }
            records:
              - { id: bk-ana, title: Ana's booking, properties: { camper: Ana Moreira, pitch: Lakeshore pitch } }
              - { id: bk-olu, title: Olu's booking, properties: { camper: Olu Bakare, pitch: Woodland pitch } }
        """
}
