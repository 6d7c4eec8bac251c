import AppDefinitions

extension App {
    /// A community-centre app: classes to sign up for and leave, a waitlist,
    /// films whose screenings go with them by a property, tickets to swap
    /// to another screening, café drinks named with their size ("Rooibos Tea
    /// 12 oz") and a pickup time that is still to come, hall lights that
    /// switch on and off, a temperature in degrees next to a heating mode,
    /// a swim goal counted in lengths, a locker kept for more days, room
    /// bookings shown in a Live Activity, reminders that a destructive
    /// intent deletes, a lost-and-found to clear out and the disco's song
    /// requests.
    static let cloverhallYAML = """
        app:
          name: Cloverhall
        intents:
          SignUpForClass:
            title: Sign Up for a Class
            description: Adds you to a class at the centre.
            tool: true
            parameters:
              course: { title: Class, type: ClassEntity, requestValueDialog: Which class? }
              guests: { title: Guests, description: Friends you bring along, type: Int, default: 0 }
          LeaveClass:
            title: Leave a Class
            description: Takes you off a class you signed up for.
            tool: true
            destructive: true
            parameters:
              course: { title: Class, type: ClassEntity, requestValueDialog: Which class? }
          JoinClassWaitlist:
            title: Join Waitlist
            description: Puts you on the waitlist of a full class.
            tool: true
            parameters:
              course: { title: Class, type: ClassEntity, requestValueDialog: Which class? }
              people: { title: People, type: Int, default: 1 }
          FindCentreClasses:
            title: Find Classes
            description: Lists the classes on a day.
            tool: true
            parameters:
              day: { title: Day, type: Date? }
          BuyFilmTickets:
            title: Buy Tickets
            description: Buys tickets for one screening of a film.
            tool: true
            parameters:
              screening: { title: Screening, type: ScreeningEntity, requestValueDialog: Which screening? }
              quantity: { title: Tickets, type: Int, range: [1, 8], requestValueDialog: How many tickets? }
          ExchangeTicket:
            title: Exchange a Ticket
            description: Moves a ticket to another screening of the same film.
            tool: true
            parameters:
              ticket: { title: Ticket, type: TicketEntity, requestValueDialog: Which ticket? }
              newScreening: { title: New Screening, type: ScreeningEntity, requestValueDialog: Which screening instead? }
          OrderDrink:
            title: Order Drink
            description: Orders a drink from the café for pickup.
            tool: true
            parameters:
              drink: { title: Drink, type: DrinkEntity, requestValueDialog: What would you like? }
              pickup: { title: Pickup Time, description: When the pickup happens, type: Date, requestValueDialog: When will you pick it up? }
          SetHallLights:
            title: Set Hall Lights
            description: Switches the hall lights on or off.
            tool: true
            parameters:
              on: { title: On, type: Bool, requestValueDialog: On or off? }
          SetHallTemperature:
            title: Set Temperature
            description: Sets the hall thermostat.
            tool: true
            parameters:
              temperature: { title: Temperature, description: In degrees Celsius, type: Double, requestValueDialog: What temperature? }
          SetHallThermostatMode:
            title: Set Thermostat Mode
            description: Switches the thermostat between heat, cool and off.
            tool: true
            parameters:
              mode: { title: Mode, type: HeatingMode, requestValueDialog: Which mode? }
          SetSwimGoal:
            title: Set Swim Goal
            description: Sets how far you want to swim.
            tool: true
            parameters:
              lengths: { title: Lengths per Week, type: Int, requestValueDialog: How many lengths a week? }
          AddCardToWallet:
            title: Add Membership Card
            description: Adds your membership card to Wallet.
            tool: true
          ExtendLocker:
            title: Extend Locker
            description: Keeps your locker booked for more days.
            tool: true
            parameters:
              days: { title: Extra Days, type: Int, requestValueDialog: How many more days? }
          ExtendRoomBooking:
            title: Extend Room Booking
            description: Adds minutes to a room booking.
            tool: true
            parameters:
              booking: { title: Booking, type: RoomBookingEntity, requestValueDialog: Which booking? }
              minutes: { title: Extra Minutes, type: Int, requestValueDialog: How many more minutes? }
          EmailBookingReceipt:
            title: Email Receipt
            description: Emails you the receipt of a room booking.
            tool: true
            parameters:
              booking: { title: Booking, type: RoomBookingEntity, requestValueDialog: Which booking? }
          SetClassReminder:
            title: Set Class Reminder
            description: Reminds you before a class.
            tool: true
            parameters:
              time: { title: Time, type: Date, requestValueDialog: When? }
            result: ReminderEntity
          DeleteReminder:
            title: Delete Reminder
            description: Deletes a reminder.
            tool: true
            destructive: true
            parameters:
              reminder: { title: Reminder, type: ReminderEntity, requestValueDialog: Which reminder? }
          DiscardLostItem:
            title: Discard Lost Item
            description: Removes an unclaimed item from the lost and found.
            tool: true
            destructive: true
            parameters:
              item: { title: Item, type: LostItemEntity, requestValueDialog: Which item? }
          RequestDiscoSong:
            title: Request a Song
            description: Sends a song to the DJ of the Friday disco.
            tool: true
            parameters:
              song: { title: Song, type: String, requestValueDialog: Which song? }
        entities:
          ClassEntity:
            title: Class
            records:
              - { id: pottery, title: Pottery }
              - { id: yoga-tue, title: Tuesday Yoga }
              - { id: choir, title: Community Choir }
          FilmEntity:
            title: Film
            records:
              - { id: casablanca, title: Casablanca }
              - { id: metropolis, title: Metropolis }
          ScreeningEntity:
            title: Screening
            properties:
              film: { title: Film, type: String }
              startsAt: { title: Starts, type: Date }
            records:
              - { id: casablanca-0313, title: "Casablanca, Fri 13 Mar, 8 pm", properties: { film: casablanca, startsAt: "2026-03-13T20:00:00+01:00" } }
              - { id: casablanca-0314, title: "Casablanca, Sat 14 Mar, 8 pm", properties: { film: casablanca, startsAt: "2026-03-14T20:00:00+01:00" } }
              - { id: metropolis-0314, title: "Metropolis, Sat 14 Mar, 6 pm", properties: { film: metropolis, startsAt: "2026-03-14T18:00:00+01:00" } }
              - { id: metropolis-0319, title: "Metropolis, Thu 19 Mar, 6 pm", properties: { film: metropolis, startsAt: "2026-03-19T18:00:00+01:00" } }
          TicketEntity:
            title: Ticket
            properties:
              screening: { title: Screening, type: String }
            records:
              - { id: t-metropolis, title: "Metropolis · Sat 14 Mar · Seat C4", properties: { screening: metropolis-0314 } }
              - { id: t-casablanca, title: "Casablanca · Thu 5 Mar · Seat A1", properties: { screening: casablanca-0305 } }
          DrinkEntity:
            title: Drink
            records:
              - { id: rooibos, title: Rooibos Tea 12 oz }
              - { id: cocoa, title: Hot Cocoa 8 oz }
          RoomBookingEntity:
            title: Room Booking
            records:
              - { id: room-2, title: Room 2 this afternoon }
          ReminderEntity:
            title: Reminder
            records:
              - { id: rem-sat, title: Saturdays at 10 am }
          LostItemEntity:
            title: Lost Item
            records:
              - { id: umbrella, title: Blue Umbrella }
              - { id: scarf, title: Green Scarf }
        enums:
          HeatingMode:
            cases:
              heat: { title: Heat, synonyms: [heating] }
              cool: { title: Cool }
              off: { title: Off }
        """
}
