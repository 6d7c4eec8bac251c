import AppDefinitions

extension App {
    /// A community-choir app: rehearsals whose days are written only in
    /// their titles ("Mon 16 Mar · Full Rehearsal"), singers named with a
    /// possessive (and the user's own marked "Leader: You"), an intent whose title verb differs from its description's
    /// ("Share Score" that "Puts a score in the shared folder"), one whose
    /// title starts like a lookup but makes something ("List Robe" that
    /// "Puts a spare robe up for loan"), lifts offered "with three seats",
    /// scores linked to singers by a property, a skill whose steps call
    /// two intents and forbid a third, and one that names its tools by their
    /// titles, one to use first and one only once the person has chosen; a
    /// problem report whose date is of something past, a guest's name, and
    /// an alert that notifies.
    static let choirloftYAML = """
        app:
          name: Choirloft
          synonyms: [Choir Loft]
        intents:
          BookPracticeRoom:
            title: Book Practice Room
            description: Books a practice room at the church hall.
            tool: true
            parameters:
              start: { title: Start, type: Date, requestValueDialog: When do you need the room? }
              singers: { title: Singers, description: How many will sing, type: Int, default: 1 }
            dialog: Booked the practice room.
          ReplyToInvite:
            title: Reply to Invite
            description: Answers the invitation to the summer tour.
            tool: true
            parameters:
              singer: { title: Singer, type: SingerEntity, requestValueDialog: Who is replying? }
              answer: { title: Answer, type: TourAnswer, requestValueDialog: Are they joining? }
          ReportHallProblem:
            title: Report a Problem
            description: Tells the caretaker about a problem in the church hall.
            tool: true
            parameters:
              category: { title: Category, type: ProblemKind, requestValueDialog: What kind of problem? }
              summary: { title: Summary, type: String, requestValueDialog: What's wrong? }
              happened: { title: Date, description: When it happened, type: Date, requestValueDialog: When did it happen? }
          InviteGuest:
            title: Invite Guest
            description: Invites a guest singer to a rehearsal.
            tool: true
            parameters:
              guestName: { title: Guest Name, type: String, requestValueDialog: Who should I invite? }
              rehearsal: { title: Rehearsal, type: RehearsalEntity, requestValueDialog: Which rehearsal? }
          CreateTicketAlert:
            title: Create Ticket Alert
            description: Notifies you when tickets for the next concert go on sale.
            tool: true
          HandOverRehearsal:
            title: Hand Over Rehearsal
            description: Asks another singer to lead a rehearsal.
            tool: true
            parameters:
              rehearsal: { title: Rehearsal, type: RehearsalEntity, requestValueDialog: Which rehearsal? }
              singer: { title: Singer, type: SingerEntity, requestValueDialog: Who should lead it? }
          LogChoirExpense:
            title: Log Expense
            description: Records what the choir spent.
            tool: true
            parameters:
              title: { title: Title, type: String, requestValueDialog: What was it for? }
              amount: { title: Amount, description: In euros, type: Double, requestValueDialog: How much was it? }
          AddRehearsalToCalendar:
            title: Add Rehearsal to Calendar
            description: Puts a rehearsal in your calendar with an alert before it.
            tool: true
            parameters:
              rehearsal: { title: Rehearsal, type: RehearsalEntity, requestValueDialog: Which rehearsal? }
              reminder: { title: Reminder, description: Minutes before, type: Int, default: 30 }
          BookConcertSeat:
            title: Book Concert Seat
            description: Books a seat at the spring concert.
            tool: true
            parameters:
              time: { title: Time, description: "Curtain time on concert night (21 March 2026, 7 to 9 pm)", type: Date, requestValueDialog: What time? }
          LogHomePractice:
            title: Log Practice
            description: Records a practice session at home.
            tool: true
            parameters:
              minutes: { title: Minutes, type: Int, requestValueDialog: How long did you practise? }
              mistakes: { title: Mistakes, description: How many slips, type: Int? }
          PlaceTicketOrder:
            title: Place Ticket Order
            description: Buys the concert tickets in your basket.
            tool: true
          CheckRoomAvailability:
            title: Check Room Availability
            description: Says when the practice rooms are free.
            tool: true
            parameters:
              day: { title: Day, type: Date, requestValueDialog: Which day? }
          ShareScore:
            title: Share Score
            description: Puts a score in the choir's shared folder so every singer can download it.
            tool: true
            parameters:
              score: { title: Score, type: ScoreEntity, requestValueDialog: Which score? }
            dialog: Shared {score}.
          SetPartReminder:
            title: Set Part Reminder
            description: Reminds you to practise your part every evening.
            tool: true
            parameters:
              time: { title: Time, type: Date, requestValueDialog: At what time? }
          ListRobe:
            title: List Robe
            description: Puts a spare choir robe up for loan to another singer.
            tool: true
            parameters:
              size: { title: Size, type: RobeSize, requestValueDialog: What size is it? }
              label: { title: Robe, description: What the robe is, type: String? }
          AskForCover:
            title: Ask for Cover
            description: Asks the choir to cover a rehearsal you were going to lead.
            tool: true
            parameters:
              rehearsal: { title: Rehearsal, type: RehearsalEntity, requestValueDialog: Which rehearsal? }
          LeaveRehearsal:
            title: Leave Rehearsal
            description: Takes you off a rehearsal for good, so someone else must lead it.
            tool: true
            destructive: true
            parameters:
              rehearsal: { title: Rehearsal, type: RehearsalEntity, requestValueDialog: Which rehearsal? }
          CancelRehearsal:
            title: Cancel Rehearsal
            description: Cancels a rehearsal for everyone.
            tool: true
            needsConfirmation: true
            parameters:
              rehearsal: { title: Rehearsal, type: RehearsalEntity, requestValueDialog: Which rehearsal? }
          RecordAttendance:
            title: Record Attendance
            description: Marks a singer present at today's rehearsal.
            tool: true
            parameters:
              singer: { title: Singer, type: SingerEntity, requestValueDialog: Who came? }
          OfferLift:
            title: Offer Lift
            description: Offers a lift to a concert with the free seats in your car.
            tool: true
            parameters:
              date: { title: Date, type: Date, requestValueDialog: Which day? }
              seats: { title: Seats, description: Free seats, type: Int, requestValueDialog: How many seats? }
          QueueWarmUp:
            title: Add Warm-Up
            description: Adds a warm-up exercise to the queue of the next rehearsal.
            tool: true
            parameters:
              exercise: { title: Exercise, type: ExerciseEntity, requestValueDialog: Which warm-up? }
        entities:
          RehearsalEntity:
            title: Rehearsal
            properties:
              leader: { title: Leader, type: String }
            records:
              - { id: r-0309, title: "Mon 9 Mar · Full Rehearsal", properties: { leader: You } }
              - { id: r-0316, title: "Mon 16 Mar · Full Rehearsal", properties: { leader: You } }
              - { id: r-0316-kids, title: "Mon 16 Mar · Children's Choir", properties: { leader: Maren Holt } }
              - { id: r-0317, title: "Tue 17 Mar · Sectional", properties: { leader: You } }
              - { id: r-0321, title: "Sat 21 Mar · Concert Run", properties: { leader: Maren Holt } }
          SingerEntity:
            title: Singer
            records:
              - { id: aiko, title: Aiko }
              - { id: tomasz, title: Tomasz }
          ScoreEntity:
            title: Score
            properties:
              singer: { title: Soloist, type: String }
              season: { title: Season, type: String }
            records:
              - { id: requiem, title: Faure Requiem, synonyms: [Requiem], properties: { singer: Aiko, season: Spring } }
              - { id: messiah, title: Messiah Choruses, properties: { singer: Tomasz, season: Spring } }
              - { id: carols, title: Winter Carols, properties: { singer: Tomasz, season: Winter } }
              - { id: scales-book, title: Scales and Arpeggios }
          ExerciseEntity:
            title: Warm-Up
            records:
              - { id: sirens, title: Sirens }
              - { id: scale, title: Scale }
              - { id: lip-trills, title: Lip Trills }
        enums:
          TourAnswer:
            cases:
              joining: { title: Joining, synonyms: ["yes"] }
              declining: { title: Declining, synonyms: ["no"] }
          ProblemKind:
            cases:
              heating: { title: Heating, synonyms: [radiator, cold] }
              fire: { title: Fire, synonyms: [smoke] }
              pests: { title: Pests, synonyms: [mice, mouse] }
          RobeSize:
            cases:
              small: { title: Small }
              large: { title: Large }
        skills:
          prepare-concert-week:
            description: Gets the choir ready for a concert.
            body: |
              1. Call BookPracticeRoom for the time the person gives.
              2. Call ShareScore with the concert's score.
              3. Never call CancelRehearsal as part of this.
          plan-warm-up-evening:
            description: Plans a warm-up evening for the choir with vocal exercises.
            body: |
              Check the room first. Use the check room availability tool for the evening
              the person gave, and only use the book practice room tool once the person
              picks a time. Don't use the set part reminder tool for this.
        """
}
