import AppDefinitions

extension App {
    /// A sports and day-trips club app: a result between two of its teams
    /// (its own score and the opponent's), parcels tracked and their
    /// drop-offs moved, ride slots left (one of Saturday's booked), venues some of
    /// which only a boat reaches, trips booked for riders (some driving, a
    /// child named), moved to a new day or cancelled, and gift hampers sent
    /// to a named recipient, one of them named with a number ("the 25 piece
    /// set"); members with lockers, checked in at the desk; jerseys in
    /// chart sizes; substitutes asked for; open places found for riders who
    /// turn up (a skill that says for when); and a skill for an old bike that says what its service is
    /// before the step that books it, and how many spares its next step orders.
    static let quaystoneYAML = """
        app:
          name: Quaystone
        intents:
          ReportResult:
            title: Report a Result
            description: Records the final score of a league game between two club teams.
            tool: true
            parameters:
              team: { title: Team, type: TeamEntity, requestValueDialog: Which team? }
              opponent: { title: Opponent, type: TeamEntity, requestValueDialog: Who did they play? }
              teamScore: { title: Team Score, type: Int, range: [0, 20] }
              opponentScore: { title: Opponent Score, type: Int, range: [0, 20] }
          TrackParcel:
            title: Track a Parcel
            description: Tells where a parcel from the club shop is and when it arrives.
            tool: true
            parameters:
              parcel: { title: Parcel, type: ParcelEntity, requestValueDialog: Which parcel? }
          MoveDropOff:
            title: Reschedule a Drop-off
            description: Moves the time a parcel from the club shop is dropped off.
            tool: true
            parameters:
              parcel: { title: Drop-off, type: ParcelEntity, requestValueDialog: Which drop-off? }
              newTime: { title: New Time, type: Date, requestValueDialog: When should it come? }
          JoinRide:
            title: Book a Ride
            description: Books a place on a club ride slot, at a lower price for members.
            tool: true
            parameters:
              slot: { title: Ride, type: RideSlotEntity, requestValueDialog: Which ride? }
              extra: { title: Companions, description: "People the member is bringing, not counting the member", type: Int, default: 0 }
          HireLocker:
            title: Rent a Locker
            description: Rents a clubhouse locker.
            tool: true
            parameters:
              locker: { title: Locker, type: LockerEntity, requestValueDialog: Which locker? }
              start: { title: From, type: Date, requestValueDialog: From when? }
              period: { title: Rental Period, type: RentalUnit, default: day }
              length: { title: Length, description: "How many days or weeks, in the rental period's unit", type: Int, range: [1, 4], default: 1 }
          GiveUpRide:
            title: Leave a Ride
            description: Gives up a place on a club ride slot.
            tool: true
            destructive: true
            parameters:
              slot: { title: Ride, type: RideSlotEntity, requestValueDialog: Which ride? }
          CheckVenueWeather:
            title: Check Venue Weather
            description: Gives the forecast at a venue, and whether the boat crossing runs.
            tool: true
            parameters:
              venue: { title: Venue, type: VenueEntity, requestValueDialog: Which venue? }
          BookOuting:
            title: Book a Trip
            description: Books places on a club day trip to a venue.
            tool: true
            parameters:
              venue: { title: Venue, type: VenueEntity, requestValueDialog: Where to? }
              day: { title: Day, type: Date, requestValueDialog: Which day? }
              riders: { title: Riders, type: Int, range: [1, 12], requestValueDialog: How many riders? }
              drivers: { title: Drivers, description: How many of the riders are driving, type: Int? }
              child: { title: Junior, description: First name of the child the place is for, type: String? }
          MoveOuting:
            title: Reschedule a Trip
            description: Moves a booked trip to another day.
            tool: true
            parameters:
              fromDay: { title: Booked Day, type: Date, requestValueDialog: Which trip? }
              toDay: { title: New Day, type: Date, requestValueDialog: Which day should it move to? }
          CancelOuting:
            title: Cancel a Trip
            description: Cancels a booked trip, for example when the weather turns.
            tool: true
            destructive: true
            parameters:
              day: { title: Day, type: Date, requestValueDialog: Which trip? }
          SendHamper:
            title: Send a Hamper
            description: Sends a gift hamper from the club shop to someone.
            tool: true
            parameters:
              hamper: { title: Hamper, type: HamperEntity, requestValueDialog: Which hamper? }
              recipient: { title: Recipient, type: String, requestValueDialog: Who is it for? }
              quantity: { title: Quantity, type: Int, default: 1 }
          ReserveBench:
            title: Book a Workshop Slot
            description: Books one of the member's bikes into the club workshop.
            tool: true
            parameters:
              bike: { title: Bike, type: BikeEntity, requestValueDialog: Which bike? }
              level: { title: Service, type: ServiceLevel, requestValueDialog: Which service? }
          CheckServiceStatus:
            title: Check Service Status
            description: Tells how a bike's workshop service is going.
            tool: true
            parameters:
              bike: { title: Bike, type: BikeEntity, requestValueDialog: Which bike? }
          OrderSpare:
            title: Order a Spare
            description: Orders a spare part from the club workshop.
            tool: true
            parameters:
              spare: { title: Spare, type: SpareEntity, requestValueDialog: Which spare? }
              quantity: { title: Quantity, type: Int, range: [1, 10], requestValueDialog: How many? }
          CheckInMember:
            title: Check In Member
            description: Checks a member in at the clubhouse desk.
            tool: true
            parameters:
              member: { title: Member, type: MemberEntity, requestValueDialog: Who is checking in? }
          OrderJersey:
            title: Order a Jersey
            description: Orders a club jersey from the shop.
            tool: true
            parameters:
              size: { title: Size, description: "The size as on the chart, for example junior 9-10", type: String, requestValueDialog: What size? }
              quantity: { title: Quantity, type: Int, range: [1, 10], default: 1 }
          RequestSubstitute:
            title: Request a Substitute
            description: Asks the club's players for a substitute to fill one position in a team's next game.
            tool: true
            parameters:
              team: { title: Team, type: TeamEntity, requestValueDialog: Which team? }
              position: { title: Position, type: Position, requestValueDialog: Which position? }
              gameDay: { title: Game Day, type: Date? }
          FindOpenPlaces:
            title: Find Open Places
            description: Lists the club outings that still have places on a day.
            tool: true
            parameters:
              day: { title: Day, type: Date, requestValueDialog: Which day? }
              riders: { title: Riders, type: Int? }
        skills:
          walk-up-riders:
            description: Helps riders who turn up at the clubhouse unbooked, hoping to ride, by finding open places first.
            body: |
              Find places first. Use the find open places tool for tonight, with
              the number of riders who turned up.
          revive-a-bike:
            description: Revives an old bike from the shed when the person asks to get it rolling again, with a workshop service and new brake pads.
            body: |
              Reviving a bike is a Deep Service. Book it with the book a workshop slot tool
              for the bike the person names.
              Then order two brake pads with the order a spare tool.
        enums:
          RentalUnit:
            cases:
              day: { title: By the day, synonyms: [daily, for the day] }
              week: { title: By the week, synonyms: [weekly, seven days] }
          Position:
            cases:
              goalkeeper: { title: Goalkeeper, synonyms: [keeper] }
              defender: { title: Defender }
          ServiceLevel:
            cases:
              basic: { title: Basic Service }
              deep: { title: Deep Service, synonyms: [full service] }
        entities:
          BikeEntity:
            title: Bike
            records:
              - { id: raleigh, title: The Raleigh, synonyms: [Raleigh] }
              - { id: tandem, title: The Tandem }
          SpareEntity:
            title: Spare
            records:
              - { id: brake-pads, title: Brake Pads }
              - { id: inner-tube, title: Inner Tube }
          MemberEntity:
            title: Member
            properties:
              locker: { title: Locker, type: String }
            records:
              - { id: priti-anand, title: Priti Anand, properties: { locker: "Locker 12, top row" } }
              - { id: ada-brennan, title: Ada Brennan, properties: { locker: "Locker 3, bottom row" } }
          LockerEntity:
            title: Locker
            records:
              - { id: locker-3, title: Locker 3 }
              - { id: locker-12, title: Locker 12 }
          RideSlotEntity:
            title: Ride Slot
            properties:
              start: { title: Starts, type: Date }
              yourBooking: { title: Your Booking, type: String }
            records:
              - { id: sat-am, title: Saturday Morning Ride, properties: { start: "2026-03-14T09:00:00+01:00", yourBooking: "" } }
              - { id: sat-pm, title: Saturday Afternoon Ride, properties: { start: "2026-03-14T14:00:00+01:00", yourBooking: "2 riders" } }
              - { id: sun-am, title: Sunday Morning Ride, properties: { start: "2026-03-15T09:00:00+01:00", yourBooking: "" } }
          TeamEntity:
            title: Team
            records:
              - { id: otters, title: The Otters }
              - { id: herons, title: The Herons }
              - { id: voles, title: The Voles }
          ParcelEntity:
            title: Parcel
            properties:
              contents: { title: Contents, type: String }
              due: { title: Due, type: Date }
            records:
              - { id: p-101, title: Parcel P-101, subtitle: Winter jacket, properties: { contents: Winter jacket, due: "2026-03-13T10:00:00+01:00" } }
              - { id: p-102, title: Parcel P-102, subtitle: Water bottles, properties: { contents: Water bottles, due: "2026-03-16T10:00:00+01:00" } }
          VenueEntity:
            title: Venue
            properties:
              boatOnly: { title: Boat Only, type: Bool, description: Whether the venue can only be reached by boat }
            records:
              - { id: gull-rock, title: Gull Rock, subtitle: By boat, properties: { boatOnly: true } }
              - { id: puffin-isle, title: Puffin Isle, properties: { boatOnly: true } }
              - { id: fern-valley, title: Fern Valley, properties: { boatOnly: false } }
              - { id: old-quarry, title: Old Quarry, properties: { boatOnly: false } }
          HamperEntity:
            title: Hamper
            records:
              - { id: picnic-25, title: The 25 Piece Set, synonyms: [25 piece set] }
              - { id: seed-tin, title: Seed Tin }
        """
}
