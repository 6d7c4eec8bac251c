import AppDefinitions

extension App {
    /// A village hall's app, for requests said with a verb of another kind
    /// than the intent's title ("record the score sheet" submits it), verbs
    /// that undo ("scrap", "drop", "pull", "give up"), a yes-or-no state set
    /// by its opposite ("close the kiln lid"), lists whose values follow
    /// each item ("Meera gave twenty, Omar gave fifteen"), readings said
    /// case by case ("rainwater is 40 and heating oil is 310"), work done by
    /// someone else ("get the stage curtains replaced"), "starting now";
    /// changes to a booking just made ("move it to Sunday, same time"), a
    /// light verb whose noun names the action ("put in a pledge"), a part
    /// that only adds a case to the call before it ("…, and ping me straight
    /// away"), a record whose title starts with a house number, and texts
    /// their words cue ("found by the stage door", "a role at the Old Forge").
    static let hollowmereYAML = """
        app:
          name: Hollowmere
        intents:
          FileScoreSheet:
            title: Submit Score Sheet
            description: Sends the cricket team's scorecard for a fixture to the league.
            tool: true
            parameters:
              fixture: { title: Fixture, type: FixtureEntity, requestValueDialog: Which fixture? }
              runs: { title: Runs, type: Int, requestValueDialog: How many runs? }
          BookHall:
            title: Book the Hall
            description: Books the main hall for an event or a class.
            tool: true
            parameters:
              booking: { title: Event, type: String, requestValueDialog: What is it for? }
              date: { title: Date, type: Date, requestValueDialog: When? }
          CancelHallBooking:
            title: Cancel Hall Booking
            description: Cancels a booking of the main hall.
            tool: true
            destructive: true
            parameters:
              booking: { title: Booking, type: HallBookingEntity, requestValueDialog: Which booking? }
          LeaveRota:
            title: Leave the Rota
            description: Takes you off a volunteer rota.
            tool: true
            needsConfirmation: true
            parameters:
              rota: { title: Rota, type: RotaEntity, requestValueDialog: Which rota? }
          SetKilnLid:
            title: Set Kiln Lid
            description: Opens or closes the pottery kiln's lid.
            tool: true
            parameters:
              open: { title: Open, type: Bool, requestValueDialog: Open or closed? }
          LogTankLevel:
            title: Log Tank Level
            description: Records how full one of the hall's tanks is, in litres.
            tool: true
            parameters:
              tank: { title: Tank, type: Tank, requestValueDialog: Which tank? }
              litres: { title: Litres, type: Double, requestValueDialog: How many litres? }
          RecordDonation:
            title: Record Donation
            description: Records money a supporter gave to the roof fund.
            tool: true
            parameters:
              donor: { title: Donor, type: SupporterEntity, requestValueDialog: Who gave it? }
              amount: { title: Amount, description: In pounds, type: Double, requestValueDialog: How much? }
          OrderCurtains:
            title: Order Curtains
            description: Orders new curtains for a room of the hall.
            tool: true
            parameters:
              room: { title: Room, type: String, requestValueDialog: For which room? }
          ReplaceFitting:
            title: Replace Fitting
            description: Has a worn fitting of the hall, such as curtains, lights or taps, replaced by a contractor.
            tool: true
            parameters:
              fitting: { title: Fitting, type: String, requestValueDialog: Which fitting? }
              date: { title: Date, type: Date, requestValueDialog: When? }
          RunBoiler:
            title: Run the Boiler
            description: Heats the hall for a while.
            tool: true
            parameters:
              start: { title: Start, type: Date, requestValueDialog: From when? }
              hours: { title: Hours, type: Int, requestValueDialog: For how many hours? }
          BookAnnexe:
            title: Book an Annexe
            description: Books one of the hall's annexes in the village.
            tool: true
            parameters:
              annexe: { title: Annexe, type: AnnexeEntity, requestValueDialog: Which annexe? }
              time: { title: Time, type: Date, requestValueDialog: When? }
              people: { title: People, type: Int, requestValueDialog: For how many people? }
          RescheduleAnnexe:
            title: Reschedule an Annexe Booking
            description: Moves a booking of an annexe to a new time.
            tool: true
            parameters:
              annexe: { title: Annexe, type: AnnexeEntity, requestValueDialog: Which annexe? }
              newTime: { title: New Time, type: Date, requestValueDialog: To when? }
          MakePledge:
            title: Make a Pledge
            description: Records a supporter's promise to give to the roof fund.
            tool: true
            parameters:
              donor: { title: Supporter, type: SupporterEntity, requestValueDialog: Who is pledging? }
              amount: { title: Amount, type: Double, requestValueDialog: How much? }
              date: { title: Date, type: Date? }
              matched: { title: Matched Amount, description: What an employer adds, type: Double? }
          AddToNewsletter:
            title: Add to Newsletter
            description: Adds a supporter to the hall's newsletter.
            tool: true
            parameters:
              donor: { title: Supporter, type: SupporterEntity, requestValueDialog: Who? }
          ScheduleAudit:
            title: Schedule Audit
            description: Books a safety audit of the hall's equipment.
            tool: true
            parameters:
              equipment: { title: Equipment, type: String, requestValueDialog: Of what? }
              date: { title: Date, type: Date, requestValueDialog: When? }
          PostNotice:
            title: Post Notice
            description: Puts a notice on the hall's online noticeboard.
            tool: true
            parameters:
              notice: { title: Notice, type: String, requestValueDialog: What should it say? }
              replies: { title: Reply Alerts, type: ReplyAlerts, default: daily }
          LogLostProperty:
            title: Log Lost Property
            description: Records an item handed in at the hall.
            tool: true
            parameters:
              item: { title: Item, description: What was handed in, type: String, requestValueDialog: What was found? }
              count: { title: Count, type: Int, default: 1 }
              foundAt: { title: Found At, description: Where in the hall it was found, type: String, requestValueDialog: Where was it found? }
          ListJob:
            title: List a Job
            description: Puts a local job on the hall's jobs board.
            tool: true
            parameters:
              role: { title: Role, description: The job title, type: String, requestValueDialog: What's the job? }
              employer: { title: Employer, description: Who is hiring, type: String, requestValueDialog: Who is hiring? }
          AskToRearrange:
            title: Request a Date Change
            description: Asks the league to play a fixture on another date.
            tool: true
            parameters:
              fixture: { title: Fixture, type: FixtureEntity, requestValueDialog: Which fixture? }
              date: { title: New Date, type: Date, requestValueDialog: When instead? }
          ConcedeGame:
            title: Forfeit the Game
            description: Gives the opponent the win of a fixture.
            tool: true
            needsConfirmation: true
            parameters:
              fixture: { title: Fixture, type: FixtureEntity, requestValueDialog: Which fixture? }
          LogHire:
            title: Log a Hire
            description: Records a group's use of the main hall.
            tool: true
            parameters:
              group: { title: Group, type: String, requestValueDialog: Who hired it? }
              start: { title: Start, type: Date, requestValueDialog: When did it start? }
              hours: { title: Hours, type: Int, requestValueDialog: For how many hours? }
          CorrectLastHire:
            title: Correct the Last Hire
            description: Changes the hire logged last.
            tool: true
            parameters:
              group: { title: Group, type: String? }
              hours: { title: Hours, type: Int? }
          RateConcert:
            title: Rate a Concert
            description: Gives stars to a concert held at the hall.
            tool: true
            parameters:
              stars: { title: Stars, type: Int, range: [1, 5], requestValueDialog: How many stars? }
              notes: { title: Notes, type: String? }
          SearchNotices:
            title: Search the Noticeboard
            description: Finds notices on the hall's noticeboard.
            tool: true
            parameters:
              query: { title: Search, type: String, requestValueDialog: What should I look for? }
          ReturnLostProperty:
            title: Close Lost Property
            description: Closes the case of an item handed in.
            tool: true
            parameters:
              item: { title: Item, type: String, requestValueDialog: Which item? }
              released: { title: Released, description: True if handed back to its owner, type: Bool, default: true }
          ShareFlyer:
            title: Share a Flyer
            description: Shares an event's flyer with someone.
            tool: true
            parameters:
              shareWith: { title: Share With, description: The name or email of the person, type: String, requestValueDialog: With whom? }
          HireStudio:
            title: Hire the Studio
            description: Books the hall's small studio for a number of hours.
            tool: true
            parameters:
              start: { title: Start, type: Date, requestValueDialog: From when? }
              hours: { title: Hours, type: Int, default: 1 }
          SetRotaStatus:
            title: Set Rota Status
            description: Marks whether a supporter is on a rota this week.
            tool: true
            parameters:
              rota: { title: Rota, type: RotaEntity, requestValueDialog: Which rota? }
              donor: { title: Supporter, type: SupporterEntity, requestValueDialog: Who? }
              status: { title: Status, type: RotaStatus, requestValueDialog: In or out? }
        entities:
          AnnexeEntity:
            title: Annexe
            records:
              - { id: mill-lane, title: "14 Mill Lane, Upper Annexe", synonyms: [Mill Lane] }
              - { id: church-walk, title: "2 Church Walk", synonyms: [Church Walk] }
          FixtureEntity:
            title: Fixture
            records:
              - { id: fx-ashby, title: Ashby Away, synonyms: [the Ashby game] }
              - { id: fx-corley, title: Corley at Home, synonyms: [the Corley game] }
          HallBookingEntity:
            title: Hall Booking
            records:
              - { id: hb-yoga, title: Friday Yoga, synonyms: [yoga booking] }
              - { id: hb-quiz, title: Quiz Night }
          RotaEntity:
            title: Rota
            records:
              - { id: rota-tea, title: Tea Rota }
              - { id: rota-lock, title: Locking Up Rota }
          SupporterEntity:
            title: Supporter
            records:
              - { id: meera, title: Meera Joshi, synonyms: [Meera] }
              - { id: omar, title: Omar Haddad, synonyms: [Omar] }
              - { id: hendersons, title: The Hendersons }
              - { id: anneli, title: Anneli Berg, synonyms: [Anneli] }
        enums:
          RotaStatus:
            cases:
              on: { title: On the Rota, synonyms: [in] }
              off: { title: Off the Rota, synonyms: [out] }
          ReplyAlerts:
            cases:
              instant: { title: Instantly, synonyms: [straight away, right away] }
              daily: { title: Daily }
          Tank:
            cases:
              rain: { title: Rainwater, synonyms: [rain tank] }
              oil: { title: Heating Oil, synonyms: [oil tank] }
        """
}
