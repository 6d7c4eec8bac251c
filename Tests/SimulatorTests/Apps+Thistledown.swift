import AppDefinitions

extension App {
    /// A leisure centre's app, for a call repeated for another record or
    /// person ("same for Sunday", "same for the sauna", "do the same for
    /// Tobias"), dates moved by a length of time ("push it back two days",
    /// "two more days"), lengths and numbers said in words beside each
    /// other, codes shaped like a description's example, file names, and
    /// descriptions that say what an intent does not do, names with a part
    /// in brackets ("Greta (2041)"), and changes to a call just made.
    static let thistledownYAML = """
        app:
          name: Thistledown
        intents:
          HireRackets:
            title: Hire Rackets
            description: Hires rackets for one of your court bookings.
            tool: true
            parameters:
              booking: { title: Court Booking, type: CourtBookingEntity, requestValueDialog: For which booking? }
              count: { title: Rackets, type: Int, default: 2 }
          WatchCamera:
            title: Watch a Camera
            description: Shows the live picture of one of the centre's cameras for some seconds.
            tool: true
            parameters:
              camera: { title: Camera, type: CameraEntity, requestValueDialog: Which camera? }
              seconds: { title: Seconds, type: Int, default: 30 }
          EnrolInClass:
            title: Enrol in a Class
            description: Signs a child up for a swimming class.
            tool: true
            parameters:
              swimClass: { title: Class, type: SwimClassEntity, requestValueDialog: Which class? }
              childName: { title: Child, description: The child's first name, type: String, requestValueDialog: Which child? }
          FindSwimClasses:
            title: Find Swim Classes
            description: Lists the swimming classes a child can join, with places left.
            tool: true
            parameters:
              swimClass: { title: Class, type: SwimClassEntity? }
              childName: { title: Child, type: String? }
          ArmIntruderAlarm:
            title: Arm the Alarm
            description: Sets the building's intruder alarm when the centre closes.
            tool: true
            parameters: {}
          DisarmIntruderAlarm:
            title: Disarm the Alarm
            description: Stops the building's intruder alarm so staff can come in.
            tool: true
            parameters: {}
          JoinSportWaitlist:
            title: Join a Sport Waitlist
            description: Puts you on the waitlist for a sport's beginners' course.
            tool: true
            parameters:
              sport: { title: Sport, type: Sport, requestValueDialog: For which sport? }
          ExtendCourse:
            title: Extend a Course
            description: Adds lessons to a child's swimming course.
            tool: true
            parameters:
              swimClass: { title: Class, type: SwimClassEntity, requestValueDialog: Which class? }
              extraLessons: { title: Extra Lessons, type: Int, requestValueDialog: How many more lessons? }
          ReportFault:
            title: Report a Fault
            description: Tells the staff something is broken.
            tool: true
            parameters:
              place: { title: Where, type: CameraEntity? }
              details: { title: Details, type: String, requestValueDialog: What's wrong? }
              problem: { title: Problem, type: FaultKind? }
          SaveJog:
            title: Save a Jog
            description: Saves a jog on the track or outside.
            tool: true
            parameters:
              length: { title: Time, description: How long the jog took, type: Duration, requestValueDialog: How long? }
              distance: { title: Distance, description: Distance in kilometers, type: Double? }
              heartRate: { title: Average Heart Rate, description: In beats per minute, type: Int? }
          LogRest:
            title: Log Rest
            description: Notes how you slept before training.
            tool: true
            parameters:
              sleep: { title: Sleep, description: "Hours of sleep last night, from 0 to 14", type: Double, range: [0, 14], requestValueDialog: How long did you sleep? }
          ReserveCourt:
            title: Reserve a Court
            description: Books a squash or badminton court.
            tool: true
            parameters:
              time: { title: Time, type: Date, requestValueDialog: When? }
            result: CourtBookingEntity
          MoveCourtBooking:
            title: Move a Court Booking
            description: Moves one of your court bookings to another time.
            tool: true
            parameters:
              booking: { title: Court Booking, type: CourtBookingEntity, requestValueDialog: Which booking? }
              newTime: { title: New Time, type: Date, requestValueDialog: To when? }
              lights: { title: Lights, type: CourtLights? }
          RenewMembership:
            title: Renew Membership
            description: Renews a member's membership.
            tool: true
            parameters:
              member: { title: Member, type: MemberEntity, requestValueDialog: Whose membership? }
              months: { title: Months, type: Int, default: 12 }
          ExtendLocker:
            title: Extend Locker Hire
            description: Keeps your locker for longer.
            tool: true
            parameters:
              locker: { title: Locker, type: LockerEntity, requestValueDialog: Which locker? }
              until: { title: Until, type: Date, requestValueDialog: Until when? }
          SignInGuest:
            title: Sign In a Guest
            description: Lets a member's guest in for the day.
            tool: true
            parameters:
              card: { title: Guest Pass, description: "The code printed on the pass, for example TD4821X", type: String, requestValueDialog: Which pass? }
              host: { title: Host, description: The member who invites them, type: String? }
          RegisterCar:
            title: Register a Car
            description: Lets a car into the centre's car park.
            tool: true
            parameters:
              plate: { title: Number Plate, description: "The car's number plate, such as KD21 BXR", type: String, requestValueDialog: What's the plate? }
          PrintHandout:
            title: Print a Handout
            description: Prints a handout from a file at the front desk.
            tool: true
            parameters:
              file: { title: File, description: The handout's file, type: String, requestValueDialog: Which file? }
              copies: { title: Copies, type: Int, default: 1 }
          OrderKit:
            title: Order Kit
            description: Orders shirts with the centre's badge for a team.
            tool: true
            parameters:
              quantity: { title: Shirts, type: Int, requestValueDialog: How many shirts? }
              colour: { title: Colour, type: KitColour, default: navy }
          QuoteKit:
            title: Get Team Kit Quote
            description: Prices team kit shirts in any colour without ordering anything.
            tool: true
            parameters:
              quantity: { title: Shirts, type: Int, requestValueDialog: How many shirts? }
              colour: { title: Colour, type: KitColour, default: navy }
          CloseAlert:
            title: Close an Alert
            description: Closes one of the building's alerts.
            tool: true
            parameters:
              alert: { title: Alert, type: AlertEntity, requestValueDialog: Which alert? }
              falseAlarm: { title: False Alarm, type: Bool, default: false }
        skills:
          plan-match-day:
            description: Gets a court match ready when the person says when they play and what they need.
            body: |
              Start with the move court tool when they give a new time.
              Then hire 4 rackets with the hire rackets tool in the same turn; ask how many only if they did not say.
              If they ask for more locker time, use the extend locker hire tool.
              Offer to watch a camera when they ask about the courts.
        enums:
          Sport:
            cases:
              squash: { title: Squash }
              badminton: { title: Badminton }
              tennis: { title: Tennis }
          FaultKind:
            cases:
              slipperyFloor: { title: Slippery floor }
              brokenLight: { title: Broken light }
          CourtLights:
            cases:
              floodlit: { title: Floodlit, synonyms: [floodlights] }
              daylight: { title: Daylight Only }
          KitColour:
            cases:
              navy: { title: Navy }
              red: { title: Red }
        entities:
          LockerEntity:
            title: Locker
            properties:
              from: { title: From, type: Date }
              until: { title: Until, type: Date }
            records:
              - { id: locker-12, title: Locker 12, properties: { from: "2026-03-01T09:00:00+01:00", until: "2026-03-20T21:00:00+01:00" } }
          EventEntity:
            title: Centre Event
            properties:
              date: { title: Date, type: Date }
            records:
              - { id: od-courts, title: Court Refurbishment Day, properties: { date: "2026-04-04T10:00:00+02:00" } }
              - { id: od-pool, title: Pool Taster Day, properties: { date: "2026-05-02T10:00:00+02:00" } }
          PoolEntity:
            title: Pool
            indexed: true
            properties:
              waterTemperature: { title: Water Temperature, type: Double }
              heating: { title: Heating, type: String }
            records:
              - { id: pool-main, title: Main Pool, properties: { waterTemperature: 28, heating: Solar } }
          ClosureEntity:
            title: Closure
            indexed: true
            properties:
              pool: { title: Pool, type: String }
              startsAt: { title: Starts, type: Date }
            records:
              - { id: cl-lanes, title: Lanes 1 to 3 closed, properties: { pool: Main Pool, startsAt: "2026-03-12T16:00:00+01:00" } }
              - { id: cl-solar, title: Solar heater repair, properties: { pool: Main Pool, startsAt: "2026-03-19T08:00:00+01:00" } }
          AlertEntity:
            title: Alert
            records:
              - { id: al-smoke, title: Smoke alarm in the sauna corridor }
              - { id: al-door, title: Fire door alert by the pool }
          MemberEntity:
            title: Member
            records:
              - { id: m-2041, title: Greta (2041), synonyms: ["2041", member 2041] }
              - { id: m-2077, title: Jonas (2077), synonyms: ["2077", member 2077] }
          CourtBookingEntity:
            title: Court Booking
            properties:
              startsAt: { title: Starts, type: Date }
            records:
              - { id: cb-sat, title: "Squash Court 2, Saturday", properties: { startsAt: "2026-03-14T10:00:00+01:00" } }
              - { id: cb-sun, title: "Badminton Court 1, Sunday", properties: { startsAt: "2026-03-15T11:00:00+01:00" } }
              - { id: cb-tue, title: "Squash Court 1, Tuesday, floodlit", properties: { startsAt: "2026-03-17T18:00:00+01:00" } }
          CameraEntity:
            title: Camera
            records:
              - { id: cam-pool, title: Pool Camera, synonyms: [pool cam] }
              - { id: cam-sauna, title: Sauna Corridor Camera }
              - { id: cam-gym, title: Gym Camera }
          SwimClassEntity:
            title: Swim Class
            records:
              - { id: otters, title: Otters Beginners }
              - { id: seals, title: Seals Improvers }
        """
}
