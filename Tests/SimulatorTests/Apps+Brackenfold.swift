import AppDefinitions

extension App {
    /// A holiday park's app, for an answer that names where a thing goes
    /// (not which thing), polite requests ("can we do…"), a part of the day
    /// that starts a case's name ("Sunday's morning paddle"), "one of us",
    /// the same party for another intent's case, questions narrowed by a
    /// day written in records' text or by a part of the day, and the next
    /// of several records alike, lengths of whole days for a count of
    /// nights, a text answer that names a case too, a record's name said
    /// beside its synonym, earlier choices kept for "like last
    /// time", a "no" that asks for something else, and a person added by
    /// full name with an age, scores, more time, the way to a pitch, "the
    /// blue one" and "the next post", damage told with its severity, and a
    /// switch its description's verb names ("on repeat"), and a title's
    /// noun said as a verb ("donate" for "Gear Donation"), and a walk
    /// started now or kept for later, and words that say what a value is
    /// ("worth", "due"), a guest who is visiting, and a rota to finish by
    /// a day, a size said without its unit, and an activity cancelled by
    /// its day.
    static let brackenfoldYAML = """
        app:
          name: Brackenfold
        intents:
          BookPaddleTour:
            title: Book a Paddle Tour
            description: Books places on one of the park's guided canoe tours.
            tool: true
            parameters:
              tour: { title: Tour, type: PaddleTour, requestValueDialog: Which tour? }
              date: { title: Day, type: Date, requestValueDialog: Which day? }
              people: { title: People, description: "How many are coming, from 1 to 8", type: Int, range: [1, 8], requestValueDialog: How many of you? }
          BookSupper:
            title: Book a Supper
            description: Books supper for your party at one of the park's suppers.
            tool: true
            parameters:
              setting: { title: Supper, type: SupperSetting, requestValueDialog: Which supper? }
              date: { title: Day, type: Date, requestValueDialog: Which day? }
              guests: { title: Guests, description: "How many are eating, from 1 to 10", type: Int, range: [1, 10], requestValueDialog: How many for supper? }
          RequestWarden:
            title: Ask for a Warden
            description: Asks a park warden to come to your pitch for a job.
            tool: true
            parameters:
              job: { title: Job, description: What the warden should do, type: String, requestValueDialog: What should the warden do? }
              date: { title: Day, type: Date? }
          FindWardenTimes:
            title: Find Warden Times
            description: Lists when a park warden can come to your pitch.
            tool: true
            parameters:
              date: { title: From, description: The first day to look at, type: Date? }
          BookCabin:
            title: Book a Cabin
            description: Books a lakeside cabin from a day for some nights.
            tool: true
            parameters:
              start: { title: Arrival, description: The day you arrive, type: Date, requestValueDialog: Which day do you arrive? }
              nights: { title: Nights, description: "How many nights, from 2 to 14", type: Int, range: [2, 14], requestValueDialog: How many nights? }
          CancelCabinStay:
            title: Cancel a Cabin Stay
            description: Cancels one of your cabin stays.
            tool: true
            destructive: true
            parameters:
              stay: { title: Cabin Stay, description: The stay to cancel, type: CabinStayEntity, requestValueDialog: Which stay? }
          MoveCabinArrival:
            title: Move a Cabin Arrival
            description: Moves the day you arrive for one of your cabin stays.
            tool: true
            parameters:
              stay: { title: Cabin Stay, description: The stay to move, type: CabinStayEntity, requestValueDialog: Which stay? }
              arrival: { title: New Arrival, description: The new day you arrive, type: Date, requestValueDialog: Which day will you arrive? }
          HireKayak:
            title: Hire a Kayak
            description: Hires one of the park's kayaks with a paddle for some hours.
            tool: true
            parameters:
              kayak: { title: Kayak, description: The kayak to hire, type: KayakEntity, requestValueDialog: Which kayak? }
              paddle: { title: Paddle, description: The paddle to go with it, type: PaddleEntity, requestValueDialog: Which paddle would you like? }
              hours: { title: Hours, description: "How many hours, from 1 to 6", type: Int, range: [1, 6], requestValueDialog: For how many hours? }
          AddToStay:
            title: Add Someone to a Stay
            description: Adds one more person to a pitch stay.
            tool: true
            parameters:
              stay: { title: Stay, description: The stay they join, type: StayEntity, requestValueDialog: Which stay? }
              name: { title: Name, description: "Their full name, for the gate list", type: String, requestValueDialog: What's their name? }
              isChild: { title: Child, description: True if they are aged 3 to 15, type: Bool, default: false }
          RecordFootballResult:
            title: Record a Football Result
            description: Saves the score of a park five-a-side match.
            tool: true
            parameters:
              ourGoals: { title: Our Goals, description: "Goals your side scored, from 0 to 30", type: Int, range: [0, 30], requestValueDialog: How many did you score? }
              theirGoals: { title: Their Goals, description: "Goals the other side scored, from 0 to 30", type: Int, range: [0, 30], requestValueDialog: How many did they score? }
          DirectionsToPitch:
            title: Directions to a Pitch
            description: Shows the way across the park to a pitch.
            tool: true
            parameters:
              pitch: { title: Pitch, description: The pitch to go to, type: PitchEntity, requestValueDialog: Which pitch? }
          FindPaddleTimes:
            title: Find Paddle Tour Times
            description: Lists when a guided canoe tour runs this week.
            tool: true
            parameters:
              tour: { title: Tour, description: The tour to look up, type: PaddleTour? }
          PlayTrailAudio:
            title: Play Trail Audio
            description: Plays the nature trail's audio guide for a numbered post.
            tool: true
            parameters:
              post: { title: Post Number, description: "The number on the trail post, from 1 to 40", type: Int, range: [1, 40], requestValueDialog: Which post? }
          FindBinDay:
            title: Next Bin Day
            description: Tells when a bin by your pitch is next emptied.
            tool: true
            parameters:
              bin: { title: Bin, description: Which bin, type: BinKind? }
          ReportKayakDamage:
            title: Report Kayak Damage
            description: Tells the boathouse a hired kayak is damaged.
            tool: true
            parameters:
              kayak: { title: Kayak, description: The damaged kayak, type: KayakEntity, requestValueDialog: Which kayak? }
              severity: { title: Severity, description: How bad it is, type: DamageLevel, default: minor }
              details: { title: Details, description: "What is wrong, in a few words", type: String? }
          PlayBirdsong:
            title: Play Birdsong
            description: Plays a recording of a bird the park's rangers made.
            tool: true
            parameters:
              bird: { title: Bird, description: The bird to hear, type: String, requestValueDialog: Which bird? }
              loop: { title: Loop, description: Repeat the recording until stopped, type: Bool, default: false }
          DonateGear:
            title: Gear Donation
            description: Offers camping gear to the park's lending shed.
            tool: true
            parameters:
              item: { title: Item, description: "What it is, in your words", type: String, requestValueDialog: What would you like to give? }
          StartTrailWalk:
            title: Start Recording a Walk
            description: Starts GPS recording of a walk on one of the park's trails.
            tool: true
            parameters:
              trail: { title: Trail, description: The trail you walk, type: TrailEntity, requestValueDialog: Which trail? }
          SaveTrail:
            title: Add to Walks Wishlist
            description: Keeps a trail on your list of walks for later.
            tool: true
            parameters:
              trail: { title: Trail, description: The trail to keep, type: TrailEntity, requestValueDialog: Which trail? }
          AddCampChore:
            title: Add a Camp Chore
            description: Adds a chore for the kids' camp with a reward in dollars.
            tool: true
            parameters:
              chore: { title: Chore, description: What to do, type: String, requestValueDialog: What's the chore? }
              reward: { title: Reward, description: The reward in dollars, type: Double, requestValueDialog: How much is it worth? }
              due: { title: Due, description: When it must be done, type: Date? }
          SignInGuest:
            title: Sign In a Guest
            description: Puts a day guest on the gate list so they can drive in.
            tool: true
            parameters:
              name: { title: Guest Name, description: "The guest's full name", type: String, requestValueDialog: What's their name? }
              day: { title: Day, description: The day they come, type: Date? }
          MakeChoreRota:
            title: Make a Chore Rota
            description: Shares out the camp chores between the campers on a pitch.
            tool: true
            parameters:
              start: { title: Start, description: The first day of the rota, type: Date? }
              finishBy: { title: Finish By, description: The day every chore must be done, type: Date? }
              split: { title: Split, description: How the chores are shared, type: RotaSplit, default: byDay }
          PrintParkMap:
            title: Print a Park Map
            description: Prints the park map at the shop, to collect.
            tool: true
            parameters:
              size: { title: Size, description: The paper size, type: MapSize, requestValueDialog: Which size? }
          CancelActivity:
            title: Cancel an Activity
            description: Cancels your place on one of the park's activities.
            tool: true
            parameters:
              activity: { title: Activity, description: The activity to leave, type: ActivityEntity, requestValueDialog: Which activity? }
          StopActivityReminder:
            title: Stop an Activity Reminder
            description: Stops reminding you of a kind of activity.
            tool: true
            parameters:
              kind: { title: Kind, description: The kind of activity, type: ActivityKind, requestValueDialog: Which kind? }
              channel: { title: Channel, description: How you were reminded, type: String, requestValueDialog: Text or email? }
          AddPitchNote:
            title: Add a Pitch Note
            description: Tells the wardens something about the campers on a pitch.
            tool: true
            parameters:
              pitch: { title: Pitch, description: The pitch the note is about, type: PitchEntity, requestValueDialog: Which pitch? }
              kind: { title: Kind of Note, description: What the note is about, type: NoteKind, default: access }
              details: { title: Details, description: What the wardens should know, type: String, requestValueDialog: What should the wardens know? }
          MoveCanoe:
            title: Move a Canoe
            description: Moves one of your stored canoes to another rack.
            tool: true
            parameters:
              canoe: { title: Canoe, type: CanoeEntity, requestValueDialog: Which canoe? }
              rack: { title: Rack, description: The rack it goes to, type: RackEntity, requestValueDialog: Which rack should it go on? }
          ExtendSpaSlot:
            title: Extend a Spa Slot
            description: Adds minutes to one of your spa slots.
            tool: true
            parameters:
              slot: { title: Spa Slot, type: SpaSlotEntity, requestValueDialog: Which slot? }
              minutes: { title: Minutes, type: Int, requestValueDialog: How many minutes? }
        enums:
          ActivityKind:
            cases:
              yoga: { title: Yoga class, synonyms: [yoga] }
              archery: { title: Archery class, synonyms: [archery] }
          MapSize:
            cases:
              small: { title: 8x10 in }
              poster: { title: 24x36 in, synonyms: [poster size] }
          RotaSplit:
            cases:
              byDay: { title: By day }
              byChore: { title: By chore }
          DamageLevel:
            cases:
              minor: { title: Minor }
              unsafe: { title: Unsafe, synonyms: [not safe, dangerous] }
          BinKind:
            cases:
              general: { title: General waste (black lid), synonyms: [black bin] }
              recycling: { title: Recycling (blue lid), synonyms: [blue bin] }
          NoteKind:
            cases:
              access: { title: Access }
              allergy: { title: Allergy, synonyms: [hay fever] }
          PaddleTour:
            cases:
              morning: { title: Morning paddle }
              sunset: { title: Sunset paddle }
          SupperSetting:
            cases:
              campfire: { title: Campfire supper }
              lakeside: { title: Lakeside supper }
        entities:
          CanoeEntity:
            title: Canoe
            properties:
              rack: { title: Rack, type: String }
            records:
              - { id: canoe-c12, title: C-12 red touring canoe, properties: { rack: Rack 2 } }
              - { id: canoe-c30, title: C-30 green canoe, properties: { rack: Rack 4 } }
          RackEntity:
            title: Rack
            records:
              - { id: rack-2, title: Rack 2, synonyms: [boathouse rack 2] }
              - { id: rack-4, title: Rack 4, synonyms: [boathouse rack 4] }
          PitchEntity:
            title: Pitch
            records:
              - { id: pitch-7, title: Pitch 7, synonyms: [the oak pitch] }
              - { id: pitch-9, title: Pitch 9 }
          StayEntity:
            title: Stay
            properties:
              pitch: { title: Pitch, type: String }
              day: { title: Day, type: String }
              campers: { title: Campers, type: Int }
            records:
              - { id: stay-sat, title: "Pitch 7 · Sat 14 Mar", properties: { pitch: Pitch 7, day: Sat 14 Mar, campers: 3 } }
              - { id: stay-mon, title: "Pitch 7 · Mon 16 Mar", properties: { pitch: Pitch 7, day: Mon 16 Mar, campers: 5 } }
          ActivityEntity:
            title: Activity
            properties:
              startsAt: { title: Starts, type: Date }
              leader: { title: Leader, type: String }
            records:
              - { id: act-yoga, title: Morning yoga by the lake, properties: { startsAt: "2026-03-13T08:00:00+01:00", leader: Hanne } }
              - { id: act-archery, title: Afternoon archery, properties: { startsAt: "2026-03-13T14:00:00+01:00", leader: Piotr } }
              - { id: act-stars, title: Evening stargazing, properties: { startsAt: "2026-03-13T20:00:00+01:00", leader: Ole } }
          CabinStayEntity:
            title: Cabin Stay
            properties:
              arrival: { title: Arrival, type: Date }
            records:
              - { id: stay-birch, title: Birch Cabin for three nights, properties: { arrival: "2026-03-20T15:00:00+01:00" } }
          KayakEntity:
            title: Kayak
            properties:
              lastPaddle: { title: Last Paddle, type: String }
              lastHours: { title: Last Hours, type: Int }
            records:
              - { id: kayak-stratos, title: Dagger Stratos 12, synonyms: [Stratos], properties: { lastPaddle: Carbon Sprint Paddle, lastHours: 3 } }
              - { id: kayak-tribe, title: Perception Tribe 9.5, synonyms: [Tribe], properties: { lastPaddle: Dagger Alloy Paddle, lastHours: 1 } }
          PaddleEntity:
            title: Paddle
            records:
              - { id: paddle-alloy, title: Dagger Alloy Paddle }
              - { id: paddle-sprint, title: Carbon Sprint Paddle }
          TrailEntity:
            title: Trail
            records:
              - { id: trail-heron, title: Heron Lake Loop, synonyms: [Heron Loop] }
              - { id: trail-beech, title: Beech Ridge Path }
          SpaSlotEntity:
            title: Spa Booking
            properties:
              startsAt: { title: Starts, type: Date }
            records:
              - { id: spa-wed, title: "Yesterday's sauna · 4 pm", properties: { startsAt: "2026-03-11T16:00:00+01:00" } }
              - { id: spa-thu, title: "Today's sauna · 4 pm", properties: { startsAt: "2026-03-12T16:00:00+01:00" } }
              - { id: spa-fri, title: "Tomorrow's sauna · 4 pm", properties: { startsAt: "2026-03-13T16:00:00+01:00" } }
        """
}
