import AppDefinitions
import Foundation

// Made-up apps of varied domains, written for these tables only (none of
// them is a sample app of Scenarios/). Each is loaded through the real
// loader and must load without errors.

enum App: String, Sendable, CaseIterable {
    case beanstop, stayfinch, quillpad, glowhaus, simmer, crumbly, coinvault, sipwell, pawdock, latchkey, printory, driftpeak, choirloft, cloverhall, tarnwick, galeway, hollowmere, thistledown, brackenfold, spokewell, pitchwell, quaystone, mendery, kettlewick

    var definition: AppDefinition { App.loaded[self]! }

    private static let loaded: [App: AppDefinition] = {
        var apps: [App: AppDefinition] = [:]
        for app in App.allCases {
            let (definition, diagnostics) = AppDefinitionLoader.load(
                bytes: Array(app.yaml.utf8), displayPath: "Tests/SimulatorTests/\(app.rawValue)/app.yaml", directory: NSTemporaryDirectory()
            )
            let errors = diagnostics.filter { $0.description.contains(": error: ") || $0.description.hasPrefix("error: ") }
            precondition(errors.isEmpty && definition != nil, "\(app.rawValue): \(errors)")
            apps[app] = definition!
        }
        return apps
    }()

    var yaml: String {
        switch self {
        case .beanstop: Self.beanstopYAML
        case .stayfinch: Self.stayfinchYAML
        case .quillpad: Self.quillpadYAML
        case .glowhaus: Self.glowhausYAML
        case .simmer: Self.simmerYAML
        case .crumbly: Self.crumblyYAML
        case .coinvault: Self.coinvaultYAML
        case .sipwell: Self.sipwellYAML
        case .pawdock: Self.pawdockYAML
        case .latchkey: Self.latchkeyYAML
        case .printory: Self.printoryYAML
        case .driftpeak: Self.driftpeakYAML
        case .choirloft: Self.choirloftYAML
        case .cloverhall: Self.cloverhallYAML
        case .tarnwick: Self.tarnwickYAML
        case .galeway: Self.galewayYAML
        case .hollowmere: Self.hollowmereYAML
        case .thistledown: Self.thistledownYAML
        case .brackenfold: Self.brackenfoldYAML
        case .spokewell: Self.spokewellYAML
        case .pitchwell: Self.pitchwellYAML
        case .quaystone: Self.quaystoneYAML
        case .mendery: Self.menderyYAML
        case .kettlewick: Self.kettlewickYAML
        }
    }

    /// A coffee-ordering app: an App Shortcut phrase with an entity slot, a
    /// follow-up intent that takes the order just made, a destructive
    /// intent, a lookup, an enum with synonyms, and a record hidden from
    /// Spotlight.
    static let beanstopYAML = """
        app:
          name: Beanstop
          bundleIdentifier: com.example.beanstop
          synonyms: [Bean Stop]
        intents:
          OrderDrink:
            title: Order a Drink
            description: Orders a coffee drink for pickup at the nearest Beanstop cafe.
            tool: true
            parameters:
              drink:
                title: Drink
                description: The drink to order
                type: DrinkEntity
                requestValueDialog: Which drink would you like?
              cups:
                title: Cups
                description: How many cups, from 1 to 6
                type: Int
                range: [1, 6]
                requestValueDialog: How many cups?
              size:
                title: Size
                description: The cup size
                type: CupSize
                default: medium
              pickup:
                title: Pickup Time
                description: When the person picks the order up
                type: Date?
            result: OrderEntity
            dialog: Ordered {cups} {size} {drink}.
          ChangeCups:
            title: Change Cups
            description: Changes how many cups an existing order has, from 1 to 6.
            tool: true
            parameters:
              order: { title: Order, description: The order to change, type: OrderEntity }
              cups: { title: Cups, description: The new number of cups, type: Int, range: [1, 6], requestValueDialog: How many cups should it be? }
            result: OrderEntity
            dialog: Your order is now {cups} cups.
          CancelOrder:
            title: Cancel Order
            description: Cancels a drink order that has not been made yet.
            tool: true
            destructive: true
            parameters:
              order: { title: Order, description: The order to cancel, type: OrderEntity }
            dialog: Cancelled {order}.
          ListDrinks:
            title: List Drinks
            description: Shows the drinks on the menu with their prices.
            tool: true
            result: "[DrinkEntity]"
        entities:
          DrinkEntity:
            title: Drink
            indexed: true
            properties:
              price: { title: Price, type: Double, description: Price in euros }
              caffeinated: { title: Caffeinated, type: Bool }
            records:
              - id: flat-white
                title: Flat White
                synonyms: [flattie]
                properties: { price: 3.2, caffeinated: true }
              - id: oat-latte
                title: Oat Latte
                properties: { price: 3.8, caffeinated: true }
              - id: cold-brew
                title: Cold Brew
                properties: { price: 4.1, caffeinated: true }
              - id: chamomile
                title: Chamomile Tea
                properties: { price: 2.5, caffeinated: false }
              - id: staff-special
                title: Midnight Mocha
                hideInSpotlight: true
                properties: { price: 5.0, caffeinated: true }
          OrderEntity:
            title: Order
            properties:
              ready: { title: Ready At, type: Date }
            records:
              - id: order-41
                title: Flat White, 2 cups
                properties: { ready: "2026-03-12T15:20:00+01:00" }
        enums:
          CupSize:
            title: Cup Size
            cases:
              small: { title: Small, synonyms: [short] }
              medium: { title: Medium, synonyms: [regular] }
              large: { title: Large, synonyms: [venti, big] }
        shortcuts:
          - intent: OrderDrink
            phrases:
              - Order a ${drink} from ${applicationName}
        """

    /// A hotel app: dates, ranges, a Boolean, a confirmation-needing intent,
    /// a follow-up intent on the booking just made, bookings with dates and
    /// a property that needs authentication, and two skills.
    static let stayfinchYAML = """
        app:
          name: Stayfinch
          synonyms: [Stay Finch]
        intents:
          BookRoom:
            title: Book a Room
            description: Reserves a hotel room for a number of guests from a check-in date.
            tool: true
            parameters:
              hotel: { title: Hotel, description: The hotel to stay at, type: HotelEntity, requestValueDialog: Which hotel? }
              guests: { title: Guests, description: "Number of guests, from 1 to 8", type: Int, range: [1, 8], requestValueDialog: How many guests are staying? }
              checkIn: { title: Arrival, description: The day and time of arrival, type: Date, requestValueDialog: When do you arrive? }
              nights: { title: Nights, description: Number of nights, type: Int, range: [1, 30], default: 1 }
              breakfast: { title: Breakfast Included, description: Whether breakfast is included, type: Bool, default: false }
            result: BookingEntity
            dialog: Booked {hotel} for {guests} guests, arriving {checkIn}.
          ChangeGuests:
            title: Change Guests
            description: Changes the number of guests on an existing booking, from 1 to 8.
            tool: true
            parameters:
              booking: { title: Booking, description: The booking to change, type: BookingEntity }
              guests: { title: Guests, description: The new number of guests, type: Int, range: [1, 8] }
            result: BookingEntity
            dialog: Your booking is now for {guests} guests.
          CancelBooking:
            title: Cancel Booking
            description: Cancels a hotel booking. The deposit is not refunded.
            tool: true
            needsConfirmation: true
            parameters:
              booking: { title: Booking, description: The booking to cancel, type: BookingEntity }
            dialog: Cancelled your booking.
          ExtendStay:
            title: Extend Stay
            description: Adds days to a stay already booked, from 1 to 10 days.
            tool: true
            parameters:
              stay: { title: Stay, description: The stay to extend, type: StayEntity }
              extraDays: { title: Extra Days, description: "Days to add, from 1 to 10", type: Int, range: [1, 10] }
            dialog: Your stay is longer by {extraDays} days.
          RentBikes:
            title: Rent Bikes
            description: Rents bicycles at the front desk for a time.
            tool: true
            parameters:
              bikes: { title: Bikes, description: "Number of bikes, from 1 to 6", type: Int, range: [1, 6], default: 1 }
              pickup: { title: Pickup, description: When the bikes are collected, type: Date, requestValueDialog: When will you pick them up? }
              returnAt: { title: Return, description: When the bikes are brought back, type: Date, requestValueDialog: When will you bring them back? }
            dialog: Reserved {bikes} bikes.
        entities:
          StayEntity:
            title: Stay
            properties:
              town: { title: Town, type: String }
              arrives: { title: Arrives, type: String, description: "Arrival, ISO 8601" }
            records:
              - { id: st-1, title: Lakeside cabin (extended stay), properties: { town: Lucerne, arrives: "2026-03-21T15:00:00+01:00" } }
              - { id: st-2, title: City loft, properties: { town: Vienna, arrives: "2026-03-27T14:00:00+01:00" } }
          HotelEntity:
            title: Hotel
            indexed: true
            properties:
              city: { title: City, type: String }
              stars: { title: Stars, type: Int }
            records:
              - { id: seaview-inn, title: Seaview Inn, properties: { city: Brighton, stars: 3 } }
              - { id: alpine-lodge, title: Alpine Lodge, synonyms: [the lodge], properties: { city: Innsbruck, stars: 4 } }
              - { id: harbor-house, title: Harbor House, properties: { city: Hamburg, stars: 5 } }
              - { id: april-inn, title: The April Inn, synonyms: [April], properties: { city: Porto, stars: 4 } }
          BookingEntity:
            title: Booking
            properties:
              checkIn: { title: Check-in, type: Date }
              confirmationCode: { title: Confirmation Code, type: String, authentication: requiresAuthentication }
              hotel: { title: Hotel, type: HotelEntity }
            records:
              - id: bk-2048
                title: Alpine Lodge, 2 nights
                properties: { checkIn: "2026-03-20T15:00:00+01:00", confirmationCode: ZX-88, hotel: alpine-lodge }
              - id: bk-3001
                title: Harbor House, 1 night
                properties: { checkIn: "2026-04-02T15:00:00+02:00", confirmationCode: QP-19, hotel: harbor-house }
        skills:
          plan-weekend-getaway:
            description: Plans a weekend getaway trip, choosing a hotel and booking a room for the group.
            body: Ask for the group size first, then book.
          expense-report:
            description: Collects the receipts of past stays and exports them as an expense report.
            body: List past bookings, then export their receipts.
        """

    /// A notes app: text from a phrase slot, quotes, "called" and "saying",
    /// a destructive intent, an intent chosen by its description, and a
    /// record hidden from Spotlight.
    static let quillpadYAML = """
        app:
          name: Quillpad
          synonyms: [Quill Pad]
        intents:
          CreateNote:
            title: Create Note
            description: Creates a new note with a title and optional body text.
            tool: true
            parameters:
              title: { title: Title, description: The note's title, type: String, requestValueDialog: What should the note be called? }
              body: { title: Body, description: The text of the note, type: String? }
              tags: { title: Tags, type: "[String]?" }
            dialog: Created the note {title}.
          PinNote:
            title: Pin Note
            description: Keeps a note at the top of the list so it stays visible.
            tool: true
            parameters:
              note: { title: Note, description: The note to pin, type: NoteEntity }
            dialog: Pinned {note}.
          DeleteNote:
            title: Delete Note
            description: Deletes a note permanently.
            tool: true
            destructive: true
            parameters:
              note: { title: Note, description: The note to delete, type: NoteEntity }
            dialog: Deleted {note}.
        entities:
          NoteEntity:
            title: Note
            indexed: true
            properties:
              created: { title: Created, type: Date }
              wordCount: { title: Word Count, type: Int }
            records:
              - { id: note-packing, title: Packing List, synonyms: [travel checklist], properties: { created: "2026-03-10T09:00:00+01:00", wordCount: 42 } }
              - { id: note-recipes, title: Soup Recipes, properties: { created: "2026-03-11T18:30:00+01:00", wordCount: 310 } }
              - { id: note-diary, title: Private Diary, hideInSpotlight: true, properties: { created: "2026-03-01T22:00:00+01:00", wordCount: 900 } }
        shortcuts:
          - intent: CreateNote
            phrases:
              - Jot down ${title} in ${applicationName}
          - intent: PinNote
            phrases:
              - Pin ${note} in ${applicationName}
        """

    /// A smart-lights app: enums with synonyms, a percentage with a range.
    static let glowhausYAML = """
        app:
          name: Glowhaus
          synonyms: [Glow House]
        intents:
          SetBrightness:
            title: Set Brightness
            description: Dims or brightens the lights in a room to a level in percent.
            tool: true
            parameters:
              room: { title: Room, description: The room whose lights change, type: Room, requestValueDialog: Which room? }
              level: { title: Brightness, description: "Brightness in percent, from 0 to 100", type: Int, range: [0, 100], requestValueDialog: "How bright, in percent?" }
            dialog: The {room} lights are at {level} percent.
          SetScene:
            title: Set Scene
            description: Applies a lighting scene to a room.
            tool: true
            parameters:
              room: { title: Room, description: The room to light, type: Room }
              scene: { title: Scene, description: The lighting scene, type: Scene }
            dialog: "{scene} is on in the {room}."
        enums:
          Room:
            title: Room
            cases:
              livingRoom: { title: Living Room, synonyms: [lounge] }
              bedroom: Bedroom
              kitchen: Kitchen
          Scene:
            title: Scene
            cases:
              movie: { title: Movie Night, synonyms: [cinema] }
              reading: { title: Reading, synonyms: [study] }
              sunrise: Sunrise
        """

    /// A kitchen app: durations, Booleans, dates and times.
    static let simmerYAML = """
        app:
          name: Simmer
        intents:
          StartTimer:
            title: Start Timer
            description: Starts a kitchen countdown timer.
            tool: true
            parameters:
              length: { title: Length, description: How long the timer runs, type: Duration, requestValueDialog: For how long? }
              label: { title: Label, description: What the timer is for, type: String? }
              sound: { title: Sound, description: Whether it rings when done, type: Bool, default: true }
            dialog: Timer set for {length}.
          PreheatOven:
            title: Preheat Oven
            description: Heats the oven to a temperature in degrees Celsius.
            tool: true
            parameters:
              temperature: { title: Temperature, description: "Temperature in degrees Celsius, from 50 to 250", type: Int, range: [50, 250], requestValueDialog: To what temperature? }
              start: { title: Start Time, description: When to start heating, type: Date? }
            dialog: Preheating to {temperature} degrees.
          PlanDinners:
            title: Plan Dinners
            description: Plans the dinners of a week for a number of guests.
            tool: true
            parameters:
              guests: { title: Guests, description: "Guests to feed, from 10 to 60", type: Int, range: [10, 60], requestValueDialog: For how many guests? }
              dinnersPerWeek: { title: Dinners per Week, description: "Dinners in each week, from 1 to 7", type: Int, range: [1, 7], default: 1 }
              extraGuest: { title: Extra Guest, description: Whether one more place is laid, type: Bool, default: false }
              cookDaily: { title: Cook Daily, description: Whether dinner is cooked on each day, type: Bool, default: false }
            dialog: Planned {dinnersPerWeek} dinners for {guests}.
        """

    /// A bakery app: counts in words, plurals, synonyms and typos of records.
    static let crumblyYAML = """
        app:
          name: Crumbly
        intents:
          OrderPastries:
            title: Order Pastries
            description: Orders pastries from the bakery for pickup.
            tool: true
            parameters:
              pastry: { title: Pastry, description: The pastry to order, type: PastryEntity, requestValueDialog: Which pastry? }
              count: { title: Count, description: "How many pastries, from 1 to 48", type: Int, range: [1, 48], requestValueDialog: How many would you like? }
            dialog: Ordered {count} of {pastry}.
        entities:
          PastryEntity:
            title: Pastry
            properties:
              price: { title: Price, type: Double }
            records:
              - { id: croissant, title: Croissant, properties: { price: 1.9 } }
              - { id: cinnamon-roll, title: Cinnamon Roll, synonyms: [cinnamon bun], properties: { price: 2.4 } }
              - { id: butter-pretzel, title: Butter Pretzel, properties: { price: 1.5 } }
        """

    /// A banking app: an intent and a property that need authentication.
    static let coinvaultYAML = """
        app:
          name: Coinvault
        intents:
          TransferMoney:
            title: Transfer Money
            description: Moves money between the person's own accounts.
            tool: true
            authentication: requiresAuthentication
            parameters:
              amount: { title: Amount, description: Amount in euros, type: Double, requestValueDialog: How much should I move? }
              source: { title: From Account, description: The account the money leaves, type: AccountEntity }
              destination: { title: To Account, description: The account that receives the money, type: AccountEntity }
            dialog: Moved {amount} euros to {destination}.
        entities:
          AccountEntity:
            title: Account
            properties:
              balance: { title: Balance, type: Double, authentication: requiresAuthentication }
              holder: { title: Holder, type: String }
            records:
              - { id: acct-checking, title: Checking, synonyms: [current account], properties: { balance: 1250.5, holder: Robin Vale } }
              - { id: acct-savings, title: Savings, synonyms: [rainy day fund], properties: { balance: 8000, holder: Robin Vale } }
        """

    /// A hydration app: an amount in the unit its description names.
    static let sipwellYAML = """
        app:
          name: Sipwell
        intents:
          LogWater:
            title: Log Water
            description: Records how much water the person drank.
            tool: true
            parameters:
              amount: { title: Amount, description: "Amount in milliliters, from 50 to 3000", type: Double, range: [50, 3000], requestValueDialog: How much did you drink? }
              time: { title: Time, description: When the person drank it, type: Date? }
            dialog: Logged {amount} ml.
        """

    /// A pet-sitting app: numbers of minutes, hours and days named only by
    /// the parameter's name or description, and things done in the past.
    static let pawdockYAML = """
        app:
          name: Pawdock
        intents:
          WalkDog:
            title: Walk Dog
            description: Books a walk for one dog.
            tool: true
            parameters:
              pet: { title: Pet, type: PetEntity, requestValueDialog: Which pet? }
              minutes: { title: Length, description: Length of the walk, type: Int, range: [10, 240], requestValueDialog: For how long? }
            dialog: Walk booked for {pet}.
          SetMedicineReminder:
            title: Set Medicine Reminder
            description: Reminds the sitter to give a pet its medicine.
            tool: true
            parameters:
              pet: { title: Pet, type: PetEntity, requestValueDialog: Which pet? }
              everyHours: { title: Interval, description: Time between doses, type: Int, requestValueDialog: How often? }
          PauseFeeding:
            title: Pause Feeding
            description: Skips a pet's automatic feeder for a while.
            tool: true
            parameters:
              pet: { title: Pet, type: PetEntity, requestValueDialog: Which pet? }
              days: { title: Days, type: Int, requestValueDialog: For how many days? }
          LogBath:
            title: Log Bath
            description: Records when a pet was bathed.
            tool: true
            parameters:
              pet: { title: Pet, type: PetEntity, requestValueDialog: Which pet? }
              date: { title: Date, description: When the pet was bathed, type: Date, requestValueDialog: When? }
          GiveTreats:
            title: Give Treats
            description: Has the treat dispenser give a pet some treats.
            tool: true
            parameters:
              pet: { title: Pet, type: PetEntity, requestValueDialog: Which pet? }
              count: { title: Count, description: How many treats, type: Int, default: 1 }
          ChangeTreatCount:
            title: Change Treat Count
            description: Changes how many treats the dispenser gives a pet.
            tool: true
            parameters:
              pet: { title: Pet, type: PetEntity, requestValueDialog: Which pet? }
              count: { title: Count, description: How many treats, type: Int, requestValueDialog: How many? }
          FeedPets:
            title: Feed Pets
            description: Fills the bowls of one or more pets now.
            tool: true
            parameters:
              pets: { title: Pets, type: "[PetEntity]", requestValueDialog: Which pets? }
          RegisterMicrochip:
            title: Register Microchip
            description: Links a pet's microchip to the owner's account.
            tool: true
            parameters:
              pet: { title: Pet, type: PetEntity, requestValueDialog: Which pet? }
              chipNumber: { title: Chip Number, type: String, requestValueDialog: What's the chip number? }
          AddPet:
            title: Add Pet
            description: Adds a pet to the household.
            tool: true
            parameters:
              name: { title: Name, type: String, requestValueDialog: What's your pet called? }
              species: { title: Species, type: Species? }
          WatchLesson:
            title: Watch Lesson
            description: Plays a training video.
            tool: true
            parameters:
              lesson: { title: Lesson, type: LessonEntity, requestValueDialog: Which lesson? }
          BookGrooming:
            title: Book Grooming
            description: Books a grooming appointment for a pet.
            tool: true
            needsConfirmation: true
            parameters:
              pet: { title: Pet, type: PetEntity, requestValueDialog: Which pet? }
              date: { title: Date, type: Date, requestValueDialog: When? }
        entities:
          PetEntity:
            title: Pet
            properties:
              kind: { title: Kind, type: String }
              needsBath: { title: Needs Bath, type: Bool }
            records:
              - { id: biscuit, title: Biscuit, properties: { kind: dog, needsBath: true } }
              - { id: mochi, title: Mochi, properties: { kind: cat, needsBath: false } }
          CourseEntity:
            title: Course
            records:
              - { id: puppy-class, title: Puppy Class }
              - { id: agility, title: Agility }
          LessonEntity:
            title: Lesson
            properties:
              number: { title: Number, type: Int }
              course: { title: Course, type: CourseEntity }
            records:
              - { id: leash-basics, title: Leash Basics, properties: { number: 3, course: puppy-class } }
              - { id: tunnels, title: Tunnels, properties: { number: 3, course: agility } }
              - { id: weave-poles, title: Weave Poles, properties: { number: 4, course: agility } }
              - { id: review, title: Lesson 9 Review, properties: { number: 9, course: agility } }
          BoardingEntity:
            title: Boarding Stay
            properties:
              checkOut: { title: Check Out, type: Date }
              kennel: { title: Kennel, type: String }
            records:
              - { id: stay-biscuit, title: Biscuit, properties: { checkOut: "2026-03-17T10:00:00+01:00", kennel: North 4 } }
        enums:
          Species:
            title: Species
            cases:
              dog: { title: Dog }
              cat: { title: Cat }
        shortcuts:
          - intent: WalkDog
            phrases:
              - Walk ${pet} in ${applicationName}
        """

    /// A home-security app: yes-or-no states set by the request's verb
    /// (`locked`, an irregular `hidden`), a label given as text, and a
    /// phrasal verb ("Check In Visitor") beside a lookup whose verb is a
    /// synonym of the bare verb ("Show Visitor Pass"), and a request about
    /// what a Live Activity shows ("add fifteen minutes"), and a change
    /// intent that takes nothing but remakes what the last call made.
    static let latchkeyYAML = """
        app:
          name: Latchkey
        intents:
          SetDoorLock:
            title: Set Door Lock
            description: Locks or unlocks a door of the house.
            tool: true
            parameters:
              door: { title: Door, type: DoorEntity, requestValueDialog: Which door? }
              locked: { title: Locked, type: Bool, requestValueDialog: Locked? }
          SetCameraVisibility:
            title: Set Camera Visibility
            description: Takes a camera off the home view, or puts it back.
            tool: true
            parameters:
              camera: { title: Camera, type: CameraEntity, requestValueDialog: Which camera? }
              isHidden: { title: Hidden, type: Bool, requestValueDialog: Hidden? }
          LabelDoor:
            title: Label Door
            description: Gives a door a label shown in alerts.
            tool: true
            parameters:
              door: { title: Door, type: DoorEntity, requestValueDialog: Which door? }
              label: { title: Label, type: String, requestValueDialog: What label? }
          CheckInVisitor:
            title: Check In Visitor
            description: Lets an expected visitor in and notes when they arrived.
            tool: true
            parameters:
              visitor: { title: Visitor, type: VisitorEntity, requestValueDialog: Who? }
          HoldDoorOpen:
            title: Hold Door Open
            description: Keeps the door open for a visitor, for as many minutes as you add.
            tool: true
            parameters:
              visitor: { title: Visitor, type: VisitorEntity?, description: The visitor; empty for the one inside }
              minutes: { title: Minutes, type: Int, requestValueDialog: How many minutes? }
          SetArrivalAlert:
            title: Set Arrival Alert
            description: Sets how many minutes before a visitor is due the app sends an alert.
            tool: true
            parameters:
              minutesBefore: { title: Minutes Before, type: Int, requestValueDialog: How many minutes before? }
          IssueGuestCode:
            title: Issue Guest Code
            description: Gives a visitor their own door code.
            tool: true
            parameters:
              visitor: { title: Visitor, type: VisitorEntity, requestValueDialog: For whom? }
              validHours: { title: Valid Hours, type: Int, default: 4 }
            result: GuestCodeEntity
          ChangeGuestCode:
            title: Change Guest Code
            description: Changes the guest code just made, how many hours it works or whether it works once.
            tool: true
            parameters:
              validHours: { title: Valid Hours, type: Int? }
              singleUse: { title: Single Use, type: Bool? }
            result: GuestCodeEntity
          ShowVisitorPass:
            title: Show Visitor Pass
            description: Shows a visitor's pass and when they last checked in.
            tool: true
            parameters:
              visitor: { title: Visitor, type: VisitorEntity, requestValueDialog: Who? }
        entities:
          GuestCodeEntity:
            title: Guest Code
          VisitorEntity:
            title: Visitor
            records:
              - { id: dana, title: Dana Reyes }
              - { id: pat, title: Pat Olsen }
          DoorEntity:
            title: Door
            records:
              - { id: front-door, title: Front Door }
              - { id: back-door, title: Back Door }
          CameraEntity:
            title: Camera
            records:
              - { id: porch-cam, title: Porch Camera }
              - { id: garage-cam, title: Garage Camera }
        """

    /// A print-queue app: a value ("next") that only the queueing intent
    /// takes, said with the verb of another intent ("print this one next"),
    /// and numbered invoices told apart by the client they belong to.
    static let printoryYAML = """
        app:
          name: Printory
        intents:
          PrintDocument:
            title: Print Document
            description: Prints a document right away.
            tool: true
            parameters:
              document: { title: Document, type: DocumentEntity, requestValueDialog: Which document? }
          QueueDocument:
            title: Queue Document
            description: Puts a document in the print queue.
            tool: true
            parameters:
              document: { title: Document, type: DocumentEntity, requestValueDialog: Which document? }
              position: { title: Position, type: QueuePosition, default: back }
          PrintInvoice:
            title: Print Invoice
            description: Prints an invoice for a client.
            tool: true
            parameters:
              invoice: { title: Invoice, type: InvoiceEntity, requestValueDialog: Which invoice? }
          ArchiveClient:
            title: Archive Client
            description: Moves a client's folder and its invoices to the archive.
            tool: true
            parameters:
              client: { title: Client, type: ClientEntity, requestValueDialog: Which client? }
        entities:
          DocumentEntity:
            title: Document
            records:
              - { id: lease, title: Lease Agreement }
              - { id: flyer, title: Bake Sale Flyer }
          InvoiceEntity:
            title: Invoice
            properties:
              number: { title: Number, type: Int }
              client: { title: Client, type: String }
            records:
              - { id: birch-12, title: "12: Spring order", properties: { number: 12, client: Birch Street Corner Bakery } }
              - { id: acme-7, title: "7: Repairs", properties: { number: 7, client: Acme Tools } }
          ClientEntity:
            title: Client
            records:
              - { id: birch, title: Birch Street Corner Bakery }
              - { id: acme, title: Acme Tools }
        enums:
          QueuePosition:
            title: Queue Position
            cases:
              front: { title: Front, synonyms: [next] }
              back: { title: Back, synonyms: [last] }
        """
}
