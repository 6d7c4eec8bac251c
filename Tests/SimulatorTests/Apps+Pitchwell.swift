import AppDefinitions

extension App {
    /// A campsite's app, with tent hire between two days and pitches booked
    /// for a number of people: for the day answered to "When is it due
    /// back?" and "just the one" as a count; and a skill that says what to
    /// look up and waits for the warden's choice before moving a booking;
    /// skills whose lines name the gear a trip needs and the pitches to check;
    /// canoe times, and problems whose names are said with other words between;
    /// firewood delivered, seats on the outings of canoe trips, and shower
    /// slots booked by the part of the day; takings in euros and cents, a
    /// canoe booking moved to another day at its old time, and a packing
    /// list of gear; a shop order and its collection; a pitch with a number
    /// in its name, a tent pegged down in the wind, and gear hired for the
    /// day of an outing; tank levels read out one after the other; a work
    /// party to join or drop out of.
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
          CancelCampingStay:
            title: Cancel a Stay
            description: Cancels a camper's booking and refunds it.
            tool: true
            destructive: true
            parameters:
              booking: { title: Booking, type: BookingEntity, requestValueDialog: Which booking? }
          CheckGear:
            title: Check Gear Availability
            description: Tells whether a piece of hire gear is free on a day.
            tool: true
            parameters:
              gear: { title: Gear, type: GearEntity, requestValueDialog: Which gear? }
              day: { title: Day, type: Date? }
          BookFireCheck:
            title: Book a Fire Check
            description: Books a warden's fire and guy-rope check at a pitch, with advice on safe fires.
            tool: true
            parameters:
              pitch: { title: Pitch, type: PitchEntity, requestValueDialog: Which pitch? }
              day: { title: Day, type: Date? }
          FindCanoeTimes:
            title: Find Canoe Times
            description: Lists the free canoe hire times on a day.
            tool: true
            parameters:
              day: { title: Day, type: Date? }
          BookCanoe:
            title: Book a Canoe
            description: Books a canoe at a time.
            tool: true
            parameters:
              start: { title: Start, type: Date, requestValueDialog: What time? }
          FlagSiteIssue:
            title: Flag a Site Issue
            description: Tells the warden about a problem on the site, so a warden can sort it.
            tool: true
            parameters:
              problem: { title: Problem, type: Problem, requestValueDialog: What's wrong? }
              pitch: { title: Pitch, type: PitchEntity? }
              urgency: { title: Urgency, type: Urgency, default: normal }
          GiftCanoeTrip:
            title: Gift a Canoe Trip
            description: Buys a canoe trip as a present for someone else.
            tool: true
            parameters:
              trip: { title: Trip, type: CanoeTripEntity, requestValueDialog: Which trip? }
              recipient: { title: Recipient, type: String, requestValueDialog: Who is it for? }
          BookTripSeats:
            title: Book Trip Seats
            description: Books seats on a guided canoe trip's outing.
            tool: true
            parameters:
              outing: { title: Outing, type: OutingEntity, requestValueDialog: Which outing? }
              seats: { title: Seats, type: Int, requestValueDialog: How many seats? }
          BookShower:
            title: Book a Shower Session
            description: Books a session in the family shower room in one of its free slots.
            tool: true
            parameters:
              slot: { title: Slot, type: ShowerSlotEntity, requestValueDialog: Which slot? }
          RequestDeepClean:
            title: Request a Deep Clean
            description: Books the cleaners to deep clean a shower block on a day.
            tool: true
            parameters:
              day: { title: Day, type: Date, requestValueDialog: Which day? }
          RecordTakings:
            title: Record Shop Takings
            description: Records the cash the site shop took today.
            tool: true
            parameters:
              takings: { title: Takings, description: "The cash taken, in euros", type: Double, requestValueDialog: How much was taken? }
          MoveCanoeBooking:
            title: Move a Canoe Booking
            description: Moves a canoe booking to another day or time.
            tool: true
            parameters:
              booking: { title: Canoe Booking, type: CanoeBookingEntity, requestValueDialog: Which canoe booking? }
              newStart: { title: New Start, type: Date, requestValueDialog: When to? }
          PackList:
            title: Add to Packing List
            description: Adds hire gear to your packing list.
            tool: true
            parameters:
              items: { title: Items, type: "[GearEntity]", requestValueDialog: Which gear? }
          OrderFromShop:
            title: Order from the Shop
            description: Adds an item of the site shop to your order.
            tool: true
            parameters:
              item: { title: Item, type: ShopItemEntity, requestValueDialog: Which item? }
              quantity: { title: Quantity, type: Int, default: 1 }
          ArrangeShopCollection:
            title: Arrange a Shop Collection
            description: Sets when you will collect your shop order.
            tool: true
            parameters:
              time: { title: Time, type: Date, requestValueDialog: When will you come? }
          PegDownTent:
            title: Peg Down a Tent
            description: Sends a warden to re-peg a tent in high wind.
            tool: true
            parameters:
              pitch: { title: Pitch, type: PitchEntity, requestValueDialog: Which pitch? }
          HireGear:
            title: Hire Gear
            description: Hires a piece of gear for a day.
            tool: true
            parameters:
              gear: { title: Gear, type: GearEntity, requestValueDialog: Which gear? }
              day: { title: Day, type: Date, requestValueDialog: For which day? }
          RecordTankLevels:
            title: Record Tank Levels
            description: Notes how full a campervan's tanks are, in per cent.
            tool: true
            parameters:
              fresh: { title: Fresh, type: Double? }
              grey: { title: Grey, type: Double? }
          JoinWorkParty:
            title: Join the Work Party
            description: Signs you up to help on the site's Saturday work party.
            tool: true
            parameters:
              task: { title: Task, type: WorkTask, requestValueDialog: Which task? }
          LeaveWorkParty:
            title: Withdraw from the Work Party
            description: Takes you off the Saturday work party.
            tool: true
            needsConfirmation: true
          BuyFirewood:
            title: Buy Firewood
            description: Delivers bags of firewood to a pitch.
            tool: true
            parameters:
              bags: { title: Bags, type: Int, requestValueDialog: How many bags? }
              pitch: { title: Pitch, type: PitchEntity? }
        enums:
          Problem:
            cases:
              leakingTap: { title: Leaking tap, synonyms: [tap leaking] }
              noPower: { title: No power, synonyms: [power out, power cut] }
          WorkTask:
            cases:
              litter: { title: Litter pick }
              paths: { title: Path clearing }
          Urgency:
            cases:
              normal: { title: Normal }
              urgent: { title: Urgent, synonyms: [urgently, straight away] }
        skills:
          rehouse-flooded-campers:
            description: Finds a dry pitch for campers whose pitch is flooded and moves them once the warden picks one.
            body: |
              Look up the camper's bookings for tonight. Don't move a booking until the warden says
              which pitch; then use the move a booking tool. Never use the cancel a stay tool.
          kit-out-a-trip:
            description: Works out which hire gear a day out needs, such as wild swimming or a night hike, and checks it is free.
            body: |
              Match the trip to the gear:
              - Wild swimming: the wetsuit and the tow float.
              - Night hikes: the head torch.

              Check availability of the gear for the day they start. Don't hire anything until they agree.
          storm-night:
            description: Gets the campsite ready when a storm is due by booking fire checks where campers are staying.
            body: |
              Book a fire check for each occupied pitch, for tonight unless they say otherwise.
        entities:
          TentEntity:
            title: Tent
            records:
              - { id: tent-dome, title: Four-person dome }
              - { id: tent-bell, title: Canvas bell tent }
          PitchEntity:
            title: Pitch
            properties:
              state: { title: State, type: String }
            records:
              - { id: pitch-lake, title: Lakeshore pitch, properties: { state: Occupied } }
              - { id: pitch-wood, title: Woodland pitch, properties: { state: Free } }
              - { id: pitch-meadow, title: Meadow pitch, properties: { state: Occupied } }
              - { id: pitch-12, title: "Plot 12, Orchard field", properties: { state: Free } }
              - { id: pitch-13, title: "Plot 13, Orchard field", properties: { state: Free } }
          GearEntity:
            title: Gear
            records:
              - { id: gear-wetsuit, title: Wetsuit }
              - { id: gear-float, title: Tow float }
              - { id: gear-torch, title: Head torch, synonyms: [light] }
              - { id: gear-lantern, title: Camping lantern, synonyms: [light] }
              - { id: gear-stove, title: Camping stove }
          CanoeTripEntity:
            title: Canoe Trip
            records:
              - { id: trip-sunrise, title: Sunrise paddle }
              - { id: trip-island, title: Island loop }
          OutingEntity:
            title: Outing
            properties:
              trip: { title: Trip, type: String }
              starts: { title: Starts, type: Date }
            records:
              - { id: out-sunrise-sat, title: "Sunrise paddle · Sat 14 Mar", properties: { trip: Sunrise paddle, starts: "2026-03-14T06:30:00+01:00" } }
              - { id: out-island-sun, title: "Island loop · Sun 15 Mar", properties: { trip: Island loop, starts: "2026-03-15T10:00:00+01:00" } }
          ShowerSlotEntity:
            title: Shower Slot
            properties:
              starts: { title: Starts, type: Date }
            records:
              - { id: shower-sat-am, title: "Saturday 14 March, 8 to 8:30 am", properties: { starts: "2026-03-14T08:00:00+01:00" } }
              - { id: shower-sat-pm, title: "Saturday 14 March, 6 to 6:30 pm", properties: { starts: "2026-03-14T18:00:00+01:00" } }
              - { id: shower-sun-am, title: "Sunday 15 March, 8 to 8:30 am", properties: { starts: "2026-03-15T08:00:00+01:00" } }
          CanoeBookingEntity:
            title: Canoe Booking
            properties:
              starts: { title: Starts, type: Date }
            records:
              - { id: cb-ana, title: "Ana's canoe, Sat 14 Mar", properties: { starts: "2026-03-14T09:30:00+01:00" } }
          ShopItemEntity:
            title: Shop Item
            records:
              - { id: item-milk, title: Bottle of milk }
              - { id: item-honey, title: Local honey }
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
