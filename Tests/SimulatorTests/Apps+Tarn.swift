import AppDefinitions

extension App {
    /// A lakeside holiday-park app whose records a request tells apart in
    /// the ways people do: an activity booked again after one marked
    /// Completed, the one gear hire still Active, two picnics that share a
    /// person ("at Rosa's" is the one at her cabin), a paddling log with
    /// several entries per paddler and boat told apart by their time and
    /// by the records they go with, and shuttle trips both ways between
    /// the same places, one of them named "the Harbour shuttle". Also values
    /// said the everyday way: a year and a frequency said in two parts, an
    /// amount in dollars and cents, a notice after a colon, an email
    /// address, a case named by denying another ("it isn't urgent"), a
    /// family's size, missing an activity, taking a paddler off the list,
    /// and instructors found by a hyphenated skill.
    static let tarnwickYAML = """
        app:
          name: Tarnwick
        intents:
          CancelActivity:
            title: Cancel Activity
            description: Cancels a booked activity.
            tool: true
            destructive: true
            parameters:
              booking: { title: Booking, type: ActivityBookingEntity, requestValueDialog: Which booking? }
          ExtendActivity:
            title: Extend Activity
            description: Keeps a booked activity going for longer.
            tool: true
            parameters:
              booking: { title: Booking, type: ActivityBookingEntity, requestValueDialog: Which booking? }
              until: { title: Until, type: Date, requestValueDialog: Until when? }
          RateActivity:
            title: Rate Activity
            description: Gives stars to an activity you took part in.
            tool: true
            parameters:
              booking: { title: Booking, type: ActivityBookingEntity, requestValueDialog: Which booking? }
              stars: { title: Stars, type: Int, range: [1, 5], requestValueDialog: How many stars? }
          ExtendHire:
            title: Extend Hire
            description: Keeps hired gear for more days.
            tool: true
            parameters:
              hire: { title: Hire, type: GearHireEntity, requestValueDialog: Which hire? }
              days: { title: Extra Days, type: Int, requestValueDialog: How many more days? }
          CancelPicnic:
            title: Cancel Picnic
            description: Calls off a picnic and tells the guests.
            tool: true
            destructive: true
            parameters:
              picnic: { title: Picnic, type: PicnicEntity, requestValueDialog: Which picnic? }
          DeletePaddleEntry:
            title: Delete Log Entry
            description: Removes an entry from the paddling log.
            tool: true
            destructive: true
            parameters:
              entry: { title: Entry, type: PaddleLogEntity, requestValueDialog: Which entry? }
          BookShuttleSeat:
            title: Book Shuttle Seat
            description: Books a seat on a shuttle trip.
            tool: true
            parameters:
              trip: { title: Trip, type: ShuttleTripEntity, requestValueDialog: Which trip? }
          RegisterBoat:
            title: Register Boat
            description: Adds your own boat to the marina list.
            tool: true
            parameters:
              name: { title: Name, type: String, requestValueDialog: What's the boat called? }
              yearBuilt: { title: Year Built, type: Int? }
              hull: { title: Hull, type: HullType? }
          TuneLodgeRadio:
            title: Tune Lodge Radio
            description: Tunes the lodge radio to a station.
            tool: true
            parameters:
              frequency: { title: Frequency, description: "In MHz, usually 88 to 108", type: Double, requestValueDialog: Which frequency? }
          PayKioskBill:
            title: Pay Kiosk Bill
            description: Pays the kiosk bill from your park account.
            tool: true
            parameters:
              amount: { title: Amount, type: Double, requestValueDialog: How much? }
          PostNotice:
            title: Post Notice
            description: Puts a notice on the park board.
            tool: true
            parameters:
              message: { title: Message, type: String, requestValueDialog: What should it say? }
          ShareTripDetails:
            title: Share Trip Details
            description: Sends a shuttle trip's details to someone.
            tool: true
            parameters:
              trip: { title: Trip, type: ShuttleTripEntity, requestValueDialog: Which trip? }
              recipient: { title: Recipient, description: An email address, type: String, requestValueDialog: Who to? }
          ReportCabinProblem:
            title: Report Cabin Problem
            description: Tells the warden about a problem in your cabin.
            tool: true
            parameters:
              problem: { title: Problem, type: String, requestValueDialog: What's wrong? }
              urgency: { title: Urgency, type: Urgency, default: soon }
          BookCanoes:
            title: Book Canoes
            description: Books canoes for a group.
            tool: true
            parameters:
              people: { title: People, type: Int, range: [1, 12], requestValueDialog: For how many? }
              minutes: { title: Length (minutes), type: Int, default: 60 }
              start: { title: Start, type: Date? }
          LogAbsence:
            title: Log Absence
            description: Tells the guide you will miss an activity you booked.
            tool: true
            parameters:
              booking: { title: Booking, type: ActivityBookingEntity, requestValueDialog: Which activity? }
          RemovePaddler:
            title: Remove Paddler
            description: Deletes a paddler from the log's list.
            tool: true
            destructive: true
            parameters:
              paddler: { title: Paddler, type: PaddlerEntity, requestValueDialog: Who? }
          WithdrawFromRegatta:
            title: Withdraw from Regatta
            description: Withdraws your entry from the Sunday regatta.
            tool: true
          FindInstructors:
            title: Find Instructors
            description: Lists the park's instructors.
            tool: true
          OpenInstructorProfile:
            title: Open Instructor Profile
            description: Opens an instructor's page with their classes.
            tool: true
            openAppWhenRun: true
            parameters:
              instructor: { title: Instructor, type: InstructorEntity, requestValueDialog: Which instructor? }
          AddDayVisitor:
            title: Add a Day Visitor
            description: Adds a day visitor to your party.
            tool: true
            parameters:
              name: { title: Name, type: String, requestValueDialog: What's their name? }
              host: { title: Host, type: PaddlerEntity? }
          RecordCatch:
            title: Record Catch
            description: Records fish caught at a fishing spot.
            tool: true
            parameters:
              fish: { title: Fish, type: FishEntity, requestValueDialog: Which fish? }
              spot: { title: Spot, type: FishingSpotEntity, requestValueDialog: Where? }
              count: { title: Count, type: Int? }
              weight: { title: Weight (g), type: Int? }
          BookKidsLesson:
            title: Book Kids Lesson
            description: Books a lesson for the kids with one of the instructors.
            tool: true
            parameters:
              instructor: { title: Instructor, type: InstructorEntity, requestValueDialog: Which instructor? }
              time: { title: Time, type: Date, requestValueDialog: When? }
          OrderFromKiosk:
            title: Order from Kiosk
            description: Orders an item from the park kiosk.
            tool: true
            parameters:
              item: { title: Item, type: KioskItemEntity, requestValueDialog: Which item? }
          ReservePitch:
            title: Reserve Pitch
            description: Reserves a tent pitch.
            tool: true
            parameters:
              size: { title: Size, type: PitchSize, requestValueDialog: What size? }
              start: { title: Start, type: Date, requestValueDialog: From when? }
          AnswerInvite:
            title: Answer Barbecue Invite
            description: Tells the hosts whether you come to the Saturday barbecue.
            tool: true
            parameters:
              attending: { title: Attending, type: Bool, default: true }
          SetCrewStatus:
            title: Set Crew Status
            description: Says whether a paddler rows in the Sunday race.
            tool: true
            parameters:
              paddler: { title: Paddler, type: PaddlerEntity, requestValueDialog: Who? }
              status: { title: Status, type: CrewStatus, requestValueDialog: In or out? }
          HireBikes:
            title: Hire Bikes
            description: Hires bikes from the park shop for one or more days.
            tool: true
            parameters:
              start: { title: Start, type: Date, requestValueDialog: From when? }
              days: { title: Days, type: Int, default: 1 }
              kind: { title: Bike, type: BikeKind, default: adult }
              quantity: { title: Quantity, type: Int, default: 1 }
          EnterRegatta:
            title: Sign Up for Regatta
            description: Enters you in the Sunday regatta.
            tool: true
            parameters:
              guests: { title: Guests, description: Friends who paddle with you, type: Int, default: 0 }
          NoteWish:
            title: Note a Wish
            description: Keeps a present idea for someone in the party.
            tool: true
            parameters:
              person: { title: Person, type: PaddlerEntity, requestValueDialog: For whom? }
              wish: { title: Wish, type: String, requestValueDialog: What would they like? }
          ShowKioskSpending:
            title: Show Kiosk Spending
            description: Sums what you spent at the kiosk.
            tool: true
            parameters:
              since: { title: Since, type: Date, requestValueDialog: Since when? }
          LogPaddle:
            title: Log Paddle
            description: Records a paddle on the lake.
            tool: true
            parameters:
              boat: { title: Boat, type: BoatEntity, requestValueDialog: Which boat? }
              date: { title: Date, type: Date, requestValueDialog: When? }
          SetInstructorAvailability:
            title: Set Instructor Availability
            description: Says whether an instructor can teach on a day.
            tool: true
            parameters:
              instructor: { title: Instructor, type: InstructorEntity, requestValueDialog: Who? }
              date: { title: Date, type: Date, requestValueDialog: Which day? }
              available: { title: Available, type: Bool, default: true }
          RequestBoatService:
            title: Request Boat Service
            description: Asks the marina staff to service a boat.
            tool: true
            parameters:
              boat: { title: Boat, type: BoatEntity, requestValueDialog: Which boat? }
              service: { title: Service, type: BoatService, requestValueDialog: What should they do? }
        entities:
          KioskItemEntity:
            title: Kiosk Item
            records:
              - { id: melatonin, title: Melatonin 3 mcg }
              - { id: sun-cream, title: Sun Cream 50 ml }
          KioskPurchaseEntity:
            title: Kiosk Purchase
            properties:
              item: { title: Item, type: String }
              boughtAt: { title: Bought, type: Date }
              price: { title: Price, type: Double }
            records:
              - { id: buy-0304, title: Sun cream receipt, properties: { item: sun-cream, boughtAt: "2026-03-04T10:00:00+01:00", price: 12.5 } }
              - { id: buy-0210, title: Sun cream receipt, properties: { item: sun-cream, boughtAt: "2026-02-10T10:00:00+01:00", price: 11 } }
          FishEntity:
            title: Fish
            records:
              - { id: pike, title: Pike }
              - { id: zander, title: Zander }
          FishingSpotEntity:
            title: Fishing Spot
            properties:
              notes: { title: Notes, type: String }
            records:
              - { id: reed-bay, title: Reed Bay, properties: { notes: Pike by the reeds } }
              - { id: stony-point, title: Stony Point, properties: { notes: Deep water } }
          InstructorEntity:
            title: Instructor
            properties:
              teaches: { title: Teaches, type: String }
            records:
              - { id: lena, title: Lena Voss, properties: { teaches: "Kite surfing, sailing" } }
              - { id: omar, title: Omar Reyes, properties: { teaches: "Archery, climbing" } }
              - { id: ines, title: Ines Duarte, synonyms: [the kids' coach], properties: { teaches: Kayaking } }
          ActivityBookingEntity:
            title: Activity Booking
            properties:
              startsAt: { title: Starts, type: Date }
              endsAt: { title: Ends, type: Date }
              status: { title: Status, type: String }
            records:
              - { id: kayak-feb, title: Kayak Tour with Ana, properties: { startsAt: "2026-02-10T10:00:00+01:00", status: Completed } }
              - { id: kayak-mar, title: Kayak Tour with Ana, subtitle: Friday 20 March, properties: { startsAt: "2026-03-20T10:00:00+01:00", endsAt: "2026-03-20T12:00:00+01:00", status: Upcoming } }
              - { id: archery, title: Archery Taster, properties: { startsAt: "2026-03-21T14:00:00+01:00", status: Upcoming } }
          GearHireEntity:
            title: Gear Hire
            properties:
              status: { title: Status, type: String }
            records:
              - { id: hire-bike, title: Mountain Bike, properties: { status: Active } }
              - { id: hire-board, title: Paddleboard, properties: { status: Returned } }
              - { id: hire-suit, title: Wetsuit, properties: { status: Returned } }
          PicnicEntity:
            title: Picnic
            properties:
              place: { title: Place, type: String }
              guests: { title: Guests, type: String }
            records:
              - { id: beach-picnic, title: Beach Picnic, properties: { place: "Rosa's cabin", guests: "Tom, Ann" } }
              - { id: lake-picnic, title: Lake Picnic, properties: { place: The jetty, guests: "Rosa, Tom" } }
          PaddlerEntity:
            title: Paddler
            properties:
              club: { title: Club, type: String }
            records:
              - { id: tom, title: Tom, properties: { club: Kite Club } }
              - { id: ann, title: Ann }
          BoatEntity:
            title: Boat
            records:
              - { id: canoe, title: Canoe, synonyms: [the red canoe] }
              - { id: sup, title: Paddleboard }
          PaddleLogEntity:
            title: Log Entry
            properties:
              paddler: { title: Paddler, type: String }
              boat: { title: Boat, type: String }
              loggedAt: { title: Logged, type: Date }
            records:
              - { id: log-0730, title: "Tom · 07:30", properties: { paddler: tom, boat: canoe, loggedAt: "2026-03-12T07:30:00+01:00" } }
              - { id: log-0915, title: "Tom · 09:15", properties: { paddler: tom, boat: sup, loggedAt: "2026-03-12T09:15:00+01:00" } }
              - { id: log-ann, title: "Ann · 08:00", properties: { paddler: ann, boat: canoe, loggedAt: "2026-03-12T08:00:00+01:00" } }
          ShuttleTripEntity:
            title: Shuttle Trip
            records:
              - { id: sh-1, title: Shuttle 1 Harbour to Station, synonyms: [Harbour shuttle] }
              - { id: sh-2, title: Shuttle 2 Station to Harbour }
        skills:
          plan-lake-day:
            description: Plans a day on the lake for a group or family, with canoes and a picnic, finding what is free before booking.
            body: Look up what is free first, then book canoes for the group.
        enums:
          HullType:
            cases:
              wooden: { title: Wooden, synonyms: [wood] }
              fibreglass: { title: Fibreglass }
          BoatService:
            cases:
              pumpout: { title: Pumpout }
              cleaning: { title: Cleaning }
          BikeKind:
            cases:
              adult: { title: Adult, synonyms: [adults, grown-ups] }
              child: { title: Child, synonyms: [kids, children] }
          CrewStatus:
            cases:
              rowing: { title: Rowing, synonyms: [in] }
              out: { title: Out, synonyms: ["can't make it", not coming] }
          PitchSize:
            cases:
              small: { title: Small, synonyms: [six by six] }
              medium: { title: Medium, synonyms: [ten by ten] }
          Urgency:
            cases:
              routine: { title: Routine, synonyms: [not urgent, no rush] }
              soon: { title: Soon }
              urgent: { title: Urgent, synonyms: [emergency] }
        """

    /// A marina's weather app whose one skill says, in prose, which value
    /// each step takes ("close the shutters to Fully Closed with the set
    /// storm shutters tool, then switch the dock lights to Storm Amber…"),
    /// and a step only to offer, next to a lookup whose title starts with "Get".
    static let galewayYAML = """
        app:
          name: Galeway
        intents:
          SetStormShutters:
            title: Set Storm Shutters
            description: Moves the storm shutters of the marina office.
            tool: true
            parameters:
              mode: { title: Mode, type: ShutterMode, requestValueDialog: Open or closed? }
          SetDockLights:
            title: Set Dock Lights
            description: Switches the lights along the docks.
            tool: true
            parameters:
              mode: { title: Mode, type: DockLightMode, requestValueDialog: Which mode? }
          MoveBoatToBerth:
            title: Move Boat to Berth
            description: Moves a boat to a sheltered berth.
            tool: true
            parameters:
              berth: { title: Berth, type: String, requestValueDialog: Which berth? }
          GetWindReport:
            title: Get Wind Report
            description: Tells the wind for a day.
            tool: true
            parameters:
              day: { title: Day, type: Date, requestValueDialog: Which day? }
        skills:
          gale-drill:
            description: Gets the marina ready when a storm or gale is coming.
            body: Close the shutters to Fully Closed with the set storm shutters tool, then switch the dock lights to Storm Amber with the set dock lights tool. Offer to move boats with the move boat to berth tool. Do not open the shutters again until the wind drops.
        enums:
          DockLightMode:
            cases:
              normal: { title: Normal }
              amber: { title: Storm Amber }
          ShutterMode:
            cases:
              open: { title: Open }
              half: { title: Half Closed }
              closed: { title: Fully Closed }
        """
}
