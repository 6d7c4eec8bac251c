import AppDefinitions

extension App {
    /// A sports club app: classes on a timetable and the person's own
    /// sessions of them (which name the class and say the room and coach),
    /// courts that belong to a venue (two of them called Court 3), rackets whose strings the shop prices
    /// restringing by, fixtures people say they can play in or not, results
    /// recorded as won or lost, kit dropped off
    /// before a fixture, juniors' subs, the dog kennel, banners made to a
    /// size, drinks from the bar, slots for the ball machine, and trials
    /// for visitors (a day they arrive, a time for the trial), and a skill
    /// that sets up a practice evening in three steps.
    static let kettlewickYAML = """
        app:
          name: Kettlewick
        intents:
          ListClassTimes:
            title: Find Sessions
            description: Lists the club's timetabled sessions of a class. Only looks things up.
            tool: true
            parameters:
              course: { title: Class, type: CourseEntity? }
              day: { title: Day, type: Date? }
          HireCourt:
            title: Book a Court
            description: Books one of the club's courts at a venue for a day.
            tool: true
            parameters:
              venue: { title: Venue, type: VenueEntity, requestValueDialog: Which venue? }
              court: { title: Court, type: CourtEntity, requestValueDialog: Which court? }
              day: { title: Day, type: Date, requestValueDialog: Which day? }
              minutes: { title: Minutes, description: "From 30 to 120 (a session is 60, a session and a half is 90)", type: Int, default: 60 }
          QuoteRestring:
            title: Get a Restring Quote
            description: Prices restringing rackets from the club shop's list. Only quotes.
            tool: true
            parameters:
              strings: { title: Strings, type: StringType, requestValueDialog: Which strings? }
              rackets: { title: Rackets, description: "Number of rackets, from 1 to 6", type: Int, range: [1, 6], requestValueDialog: How many rackets? }
          MarkAvailability:
            title: Set Availability
            description: Marks whether you can play in one of the team's fixtures.
            tool: true
            parameters:
              fixture: { title: Fixture, type: FixtureEntity, requestValueDialog: Which fixture? }
              status: { title: Availability, type: Availability, requestValueDialog: Can you play? }
          LogMatchResult:
            title: Record a Result
            description: Records the result of a match the team played.
            tool: true
            parameters:
              opponent: { title: Opponent, type: TeamEntity, requestValueDialog: Who did you play? }
              won: { title: Won, description: True if your team won, type: Bool, requestValueDialog: Did you win? }
          BookKitDropOff:
            title: Book a Kit Drop-off
            description: Books a time to leave the team's kit at the clubhouse before a fixture.
            tool: true
            parameters:
              fixture: { title: Fixture, type: FixtureEntity, requestValueDialog: Which fixture? }
              time: { title: Time, type: Date, requestValueDialog: When will you bring it? }
          PayJuniorSubs:
            title: Pay Junior Subs
            description: Pays this term's subs for one of your children in the junior section.
            tool: true
            parameters:
              junior: { title: Junior, description: "The child's first name", type: String, requestValueDialog: Which child? }
          LeaveDog:
            title: Use the Dog Kennel
            description: Books the clubhouse kennel for your dog while you play.
            tool: true
            parameters:
              dog: { title: Dog, description: Your dog's name, type: String, requestValueDialog: What's your dog called? }
              day: { title: Day, type: Date, requestValueDialog: Which day? }
          OrderBanner:
            title: Order a Banner
            description: Orders a printed team banner.
            tool: true
            parameters:
              widthCm: { title: Width, description: Width in centimetres, type: Int, requestValueDialog: How wide? }
              heightCm: { title: Height, description: Height in centimetres, type: Int, requestValueDialog: How high? }
          BuyAtBar:
            title: Buy at the Bar
            description: Orders drinks from the clubhouse bar to your table.
            tool: true
            parameters:
              item: { title: Drink, type: DrinkEntity, requestValueDialog: What would you like? }
              quantity: { title: Quantity, type: Int, default: 1 }
          BookBallMachine:
            title: Book the Ball Machine
            description: Books a slot with the club's ball machine.
            tool: true
            parameters:
              slot: { title: Slot, type: MachineSlotEntity, requestValueDialog: Which slot? }
              balls: { title: Balls, description: "Number of balls, from 20 to 200 (a full basket is 100)", type: Int, range: [20, 200], default: 50 }
          BookVisitorTrial:
            title: Book a Visitor Trial
            description: Books a trial session for someone visiting town.
            tool: true
            parameters:
              arrival: { title: Arrival Date, description: The day the visitor gets to town, type: Date, requestValueDialog: When do you arrive? }
              time: { title: Trial Time, description: When the trial session starts, type: Date, requestValueDialog: When would you like the trial? }
        enums:
          StringType:
            title: Strings
            cases:
              syntheticGut: { title: Synthetic Gut }
              polyester: { title: Polyester, synonyms: [poly] }
          Availability:
            title: Availability
            cases:
              in: { title: In, synonyms: [playing] }
              out: { title: Out, synonyms: ["can't make it"] }
              maybe: { title: Maybe }
        entities:
          CourseEntity:
            title: Class
            properties:
              level: { title: Level, type: String }
              length: { title: Length, type: String }
              about: { title: About, type: String }
              kit: { title: Kit, type: String }
              fee: { title: Fee, type: Double, description: Price of one class in euros }
            records:
              - { id: dusk-yoga, title: Dusk Yoga, synonyms: [yoga class] }
              - id: spin
                title: Spin Express
                synonyms: [spin class]
                properties: { level: All levels, length: 45 minutes, about: Hill intervals, kit: Cleats optional, fee: 12.5 }
          SessionEntity:
            title: Session
            properties:
              className: { title: Class, type: String }
              room: { title: Room, type: String }
              level: { title: Level, type: String }
              spots: { title: Spots, type: Int }
              starts: { title: Starts, type: Date }
              coach: { title: Coach, type: String }
            records:
              - id: yoga-fri
                title: "Dusk Yoga · Fri 13 Mar, 18:00"
                properties: { className: Dusk Yoga, room: Studio 2, level: Gentle, spots: 1, coach: Dana Quillfeather, starts: "2026-03-13T18:00:00+01:00" }
              - id: spin-sat
                title: "Spin Express · Sat 14 Mar, 09:00"
                properties: { className: Spin Express, room: Cycle Loft, level: All levels, spots: 2, coach: Ola Fenwright, starts: "2026-03-14T09:00:00+01:00" }
          VenueEntity:
            title: Venue
            records:
              - { id: mill-road, title: Mill Road Hall }
              - { id: quarrytop, title: Quarrytop Centre }
          CourtEntity:
            title: Court
            properties:
              venue: { title: Venue, type: String }
            records:
              - { id: mill-2, title: Mill Road court 2, properties: { venue: Mill Road Hall } }
              - { id: quarry-1, title: Quarrytop court 1, properties: { venue: Quarrytop Centre } }
              - { id: mill-3, title: Court 3, properties: { venue: Mill Road Hall } }
              - { id: quarry-3, title: Court 3, properties: { venue: Quarrytop Centre } }
          RacketEntity:
            title: Racket
            properties:
              strings: { title: Strings, type: String }
            records:
              - { id: carbon-100, title: Carbon 100, properties: { strings: Polyester } }
              - { id: junior-25, title: Junior 25, properties: { strings: Synthetic Gut } }
          FixtureEntity:
            title: Fixture
            properties:
              starts: { title: Starts, type: Date }
            records:
              - { id: fx-sat, title: "Badgers v Voles, Sat 14 Mar", properties: { starts: "2026-03-14T14:00:00+01:00" } }
              - { id: fx-sun, title: "Lynxes v Badgers, Sun 15 Mar", properties: { starts: "2026-03-15T11:00:00+01:00" } }
          DrinkEntity:
            title: Drink
            records:
              - { id: ginger-beer, title: Ginger beer }
              - { id: flat-white, title: Flat white, synonyms: [coffee] }
              - { id: fizz-k9, title: Fizz K9 }
              - { id: fizz-k7, title: Fizz K7 }
          MachineSlotEntity:
            title: Machine Slot
            properties:
              starts: { title: Starts, type: Date }
            records:
              - { id: sat-10, title: "Sat 14 Mar, 10:00, Court 1", subtitle: Coaching, properties: { starts: "2026-03-14T10:00:00+01:00" } }
              - { id: sat-11, title: "Sat 14 Mar, 11:00, Court 4", subtitle: Ball machine, properties: { starts: "2026-03-14T11:00:00+01:00" } }
          TeamEntity:
            title: Team
            records:
              - { id: voles, title: Voles }
              - { id: lynxes, title: Lynxes }
        skills:
          practice-evening:
            description: Sets up a practice evening at the club, with a court, the kennel for the dog and drinks from the bar.
            body: |
              1. Book the court with the book a court tool.
              2. If they bring a dog, book the kennel with the use the dog kennel tool.
              3. Order their drinks with the buy at the bar tool.
        """
}
