import AppDefinitions

extension App {
    /// A campsite's app, with tent hire between two days and pitches booked
    /// for a number of people: for the day answered to "When is it due
    /// back?" and "just the one" as a count.
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
          BuyFirewood:
            title: Buy Firewood
            description: Orders bags of firewood to a pitch.
            tool: true
            parameters:
              bags: { title: Bags, type: Int, requestValueDialog: How many bags? }
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
        """
}
