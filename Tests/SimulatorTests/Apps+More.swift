import AppDefinitions

// A made-up app of one more domain, for the rows that need shapes the apps
// of Apps.swift do not have.

extension App {
    /// A ski-resort app: two number parameters one number could fill (hours
    /// and a quantity, days and passes), a lesson whose focus a scene clause
    /// names, an intent that makes a challenge (with a Name) beside one that
    /// logs it, an order given through others ("have them leave…"), a ride
    /// now beside one for later and a fare lookup to ask again with another
    /// vehicle, records that point at dated records (tickets at shows, shows
    /// at performers), a courier enum on deliveries, run logs titled by
    /// their day, a reason, and lookups about the wind and the snow.
    static let driftpeakYAML = """
        app:
          name: Driftpeak
          synonyms: [Drift Peak]
        intents:
          RentSleds:
            title: Rent Sleds
            description: Rents toboggans at the base station.
            tool: true
            parameters:
              hours: { title: Hours, description: Rental length in hours, type: Int, range: [1, 8], requestValueDialog: For how many hours? }
              quantity: { title: Quantity, description: How many sleds, type: Int, range: [1, 8], requestValueDialog: How many sleds? }
              sled: { title: Sled, type: SledType, default: single }
              start: { title: Start, description: When the sleds are picked up, type: Date, requestValueDialog: When will you pick them up? }
            dialog: Rented {quantity} {sled} sleds.
          BuyLiftPasses:
            title: Buy Lift Passes
            description: Buys ski passes for the family.
            tool: true
            parameters:
              days: { title: Days, description: Days each lift pass is valid, type: Int, range: [1, 14], requestValueDialog: For how many days? }
              passes: { title: Lift Passes, description: How many to buy, type: Int, range: [1, 10], requestValueDialog: How many passes? }
            dialog: Bought {passes} passes.
          BookLesson:
            title: Book Lesson
            description: Books a private ski lesson with an instructor.
            tool: true
            parameters:
              instructor: { title: Instructor, type: InstructorEntity, requestValueDialog: With which instructor? }
              date: { title: Date, description: When the lesson starts, type: Date, requestValueDialog: What time? }
              hours: { title: Hours, description: Lesson length in hours, type: Int, range: [1, 4], default: 1 }
              people: { title: People, description: "Skiers in the group, from 1 to 6", type: Int, range: [1, 6], requestValueDialog: How many people? }
              focus: { title: Focus, description: What the lesson works on, type: LessonFocus? }
            dialog: Booked {instructor} for {people}.
          ShowInstructorSchedule:
            title: Show Instructor Schedule
            description: Shows when an instructor is free to teach.
            tool: true
            parameters:
              instructor: { title: Instructor, type: InstructorEntity, requestValueDialog: Which instructor? }
          MessageInstructor:
            title: Message Instructor
            description: Sends a short message to a ski instructor.
            tool: true
            parameters:
              instructor: { title: Instructor, type: InstructorEntity, requestValueDialog: To which instructor? }
              message: { title: Message, type: String, requestValueDialog: What should it say? }
          NewChallenge:
            title: New Challenge
            description: Starts a personal goal to keep up over the season.
            tool: true
            parameters:
              name: { title: Name, type: String, requestValueDialog: What should the challenge be called? }
          TrackChallenge:
            title: Track Challenge
            description: Logs a day of progress on a challenge.
            tool: true
            parameters:
              challenge: { title: Challenge, type: ChallengeEntity, requestValueDialog: Which challenge? }
          LeaveCourierNote:
            title: Leave Courier Note
            description: Tells the courier where to leave a gear delivery at your chalet.
            tool: true
            parameters:
              note: { title: Instructions, type: String, requestValueDialog: What should the courier do? }
          ScheduleRace:
            title: Schedule Race
            description: Schedules a slalom race for a group of friends.
            tool: true
            parameters:
              date: { title: Date, type: Date, requestValueDialog: When is the race? }
          SetSnowAlert:
            title: Set Snow Alert
            description: Alerts you when fresh snow passes a depth in centimeters.
            tool: true
            parameters:
              depth: { title: Depth, description: Fresh snow in centimeters, type: Int, requestValueDialog: How much fresh snow? }
          LogRun:
            title: Log Run
            description: Records a ski run and its length in kilometers.
            tool: true
            parameters:
              distance: { title: Distance, description: Length in kilometers, type: Double, requestValueDialog: How long was the run? }
          RequestSkiValet:
            title: Request Ski Valet
            description: Has a valet carry your skis from your chalet to the lift.
            tool: true
            parameters:
              chalet: { title: Chalet, type: String? }
          FindMountainHuts:
            title: Find Mountain Huts
            description: Lists mountain huts for lunch stops along a route, with their opening times.
            tool: true
            parameters:
              area: { title: Area, type: String? }
          CallShuttle:
            title: Call Shuttle
            description: Calls the nearest shuttle to pick you up now.
            tool: true
            parameters:
              destination: { title: Destination, type: ShuttleStopEntity, requestValueDialog: Where to? }
          ScheduleShuttle:
            title: Schedule Shuttle
            description: Books a shuttle to pick you up later.
            tool: true
            parameters:
              destination: { title: Destination, type: ShuttleStopEntity, requestValueDialog: Where to? }
              pickup: { title: Pickup Time, type: Date, requestValueDialog: When should it pick you up? }
              vehicle: { title: Vehicle, type: Vehicle, default: van }
          EstimateShuttleFare:
            title: Estimate Shuttle Fare
            description: Says what a shuttle ride would cost, without booking it.
            tool: true
            parameters:
              destination: { title: Destination, type: ShuttleStopEntity, requestValueDialog: Where to? }
              vehicle: { title: Vehicle, type: Vehicle, default: van }
          DeleteRunLog:
            title: Delete Run Log
            description: Deletes the log of a day on the slopes.
            tool: true
            destructive: true
            parameters:
              log: { title: Run Log, type: RunLogEntity, requestValueDialog: Which run log? }
          RegisterSkis:
            title: Register Skis
            description: Registers new skis with the shop so their warranty is on file.
            tool: true
            parameters:
              warrantyMonths: { title: Warranty, description: Warranty length in months, type: Int, range: [6, 120], requestValueDialog: How long is the warranty? }
          AwardStars:
            title: Award Stars
            description: Gives a young skier bonus stars on their ski school card.
            tool: true
            parameters:
              kid: { title: Skier, type: KidEntity, requestValueDialog: Which skier? }
              stars: { title: Stars, type: Int, range: [1, 10], requestValueDialog: How many stars? }
              reason: { title: Reason, type: String? }
            dialog: "{kid} got {stars} stars."
          CheckWind:
            title: Check Wind
            description: Says how strong the gusts are at the summit and whether the gondola is open.
            tool: true
          CheckSnowReport:
            title: Check Snow Report
            description: Says the depth of fresh snow overnight and which slopes are groomed.
            tool: true
        entities:
          InstructorEntity:
            title: Instructor
            records:
              - { id: ines, title: Ines Berger }
              - { id: marco, title: Marco Lenz }
          KidEntity:
            title: Young Skier
            records:
              - { id: ella, title: Ella }
              - { id: noah, title: Noah }
          ChallengeEntity:
            title: Challenge
            records:
              - { id: sunrise-laps, title: Sunrise Laps }
          DeliveryEntity:
            title: Delivery
            properties:
              courier: { title: Courier, type: Courier }
              arrives: { title: Arrives, type: Date }
            records:
              - { id: boot-bag, title: Boot Bag, properties: { courier: alpExpress, arrives: "2026-03-13T10:00:00+01:00" } }
              - { id: helmet, title: Helmet, properties: { courier: valleyVans, arrives: "2026-03-14T11:00:00+01:00" } }
              - { id: goggles, title: Goggles, properties: { courier: valleyVans, arrives: "2026-03-17T09:00:00+01:00" } }
          ShuttleStopEntity:
            title: Destination
            records:
              - { id: airport, title: Airport }
              - { id: summit-hut, title: Summit Hut }
              - { id: village, title: Village Square }
          ShuttleRideEntity:
            title: Shuttle Ride
            properties:
              pickup: { title: Pickup, type: Date }
            records:
              - { id: ride-airport, title: Transfer to the airport, properties: { pickup: "2026-03-15T07:30:00+01:00" } }
              - { id: ride-hut, title: Transfer to the Summit Hut, properties: { pickup: "2026-03-13T09:00:00+01:00" } }
          PerformerEntity:
            title: Performer
            records:
              - { id: frostbites, title: The Frostbites }
              - { id: hollis, title: DJ Hollis }
          ShowEntity:
            title: Show
            properties:
              starts: { title: Starts, type: Date }
              performer: { title: Performer, type: PerformerEntity }
            records:
              - { id: show-sat, title: Igloo Bar Saturday set, properties: { starts: "2026-03-14T21:00:00+01:00", performer: frostbites } }
              - { id: show-sun, title: Igloo Bar Sunday set, properties: { starts: "2026-03-15T20:00:00+01:00", performer: hollis } }
              - { id: show-fri, title: Igloo Bar Friday set, properties: { starts: "2026-03-13T22:00:00+01:00", performer: hollis } }
              - { id: show-later, title: Closing party, properties: { starts: "2026-03-21T21:00:00+01:00", performer: frostbites } }
          TicketEntity:
            title: Ticket
            properties:
              show: { title: Show, type: ShowEntity }
              seat: { title: Seat, type: String }
            records:
              - { id: tk-sat, title: Row A, properties: { show: show-sat, seat: A4 } }
              - { id: tk-sun, title: Row B, properties: { show: show-sun, seat: B2 } }
              - { id: tk-fri, title: Row C, properties: { show: show-fri, seat: C9 } }
              - { id: tk-later, title: Row D, properties: { show: show-later, seat: D1 } }
          RunLogEntity:
            title: Run Log
            properties:
              uploaded: { title: Uploaded, type: Date }
            records:
              - { id: log-sat, title: "Saturday, Mar 7", properties: { uploaded: "2026-03-09T08:00:00+01:00" } }
              - { id: log-fri, title: "Friday, Mar 6", properties: { uploaded: "2026-03-09T08:05:00+01:00" } }
        enums:
          SledType:
            title: Sled Type
            cases:
              single: { title: Single }
              double: { title: Double, synonyms: [two-seater] }
          LessonFocus:
            title: Lesson Focus
            cases:
              carving: { title: Carving }
              moguls: { title: Moguls, synonyms: [bumps] }
              confidence: { title: Confidence, synonyms: [nervous, scared] }
          Courier:
            title: Courier
            cases:
              alpExpress: { title: Alp Express }
              valleyVans: { title: Valley Vans }
          Vehicle:
            title: Vehicle
            cases:
              van: { title: Van }
              snowcat: { title: Snowcat }
        """
}
