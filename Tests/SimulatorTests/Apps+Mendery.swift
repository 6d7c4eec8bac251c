import AppDefinitions

extension App {
    /// A repair café app: lamps and radios brought in for repair (one named
    /// by a word only its title has, "the lighthouse"), a safety check that
    /// shares a word with a fault, faults whose words people say apart,
    /// repairs priced standard or urgent and items moved up the queue (their
    /// owners texted), hours logged at a numbered bench (a full day, by a
    /// fixer named), visits to bring things in (in the person's words, from
    /// a postcode), a part swapped for another, workshops of one name on two
    /// days, volunteer shifts given up or moved (or days on the reserve
    /// list), and a skill for newcomers that starts by finding a workshop,
    /// beside a lookup of projects whose words a newcomer's request shares.
    static let menderyYAML = """
        app:
          name: Mendery
        intents:
          AskForRepair:
            title: Ask for a Repair
            description: Asks a volunteer fixer to repair one of your registered items.
            tool: true
            parameters:
              item: { title: Item, type: ItemEntity, requestValueDialog: Which item? }
              fault: { title: Fault, type: Fault, requestValueDialog: What's wrong with it? }
          LogSafetyCheck:
            title: Log Safety Check
            description: Records this month's check of an item's cord and plug.
            tool: true
            parameters:
              item: { title: Item, type: ItemEntity, requestValueDialog: Which item? }
              cordIntact: { title: Cord Intact, type: Bool, default: true }
          SwapPart:
            title: Swap Part
            description: Changes which spare part a repair uses.
            tool: true
            parameters:
              remove: { title: Take Out, type: PartEntity, requestValueDialog: Which part comes out? }
              add: { title: Put In, type: PartEntity, requestValueDialog: Which part goes in? }
          ListWorkshops:
            title: List Workshops
            description: Lists upcoming workshops, by level. It only looks.
            tool: true
            parameters:
              level: { title: Level, type: Level? }
            result: "[WorkshopEntity]"
          FindProjects:
            title: Find Projects
            description: Lists things to make and mend at home.
            tool: true
            parameters: {}
            result: "[ProjectEntity]"
          ReserveWorkshop:
            title: Book a Workshop
            description: Books places on a workshop.
            tool: true
            parameters:
              session: { title: Workshop, type: WorkshopEntity, requestValueDialog: Which workshop? }
              people: { title: People, description: "How many people are coming, from 1 to 4", type: Int, range: [1, 4], requestValueDialog: How many people? }
          FreeUpShift:
            title: Release Shift
            description: Gives up one of your volunteer shifts so another fixer can take it.
            tool: true
            destructive: true
            parameters:
              shift: { title: Shift, type: ShiftEntity, requestValueDialog: Which shift? }
          VolunteerForDay:
            title: Volunteer for a Day
            description: Puts you on the reserve list for a day and part of the day, so the café can call you in.
            tool: true
            parameters:
              date: { title: Date, type: Date, requestValueDialog: Which day? }
              part: { title: Part of the Day, type: DayPart, requestValueDialog: Morning or afternoon? }
          PlanVisit:
            title: Plan a Visit
            description: Books a day to bring an item in for repair.
            tool: true
            parameters:
              what: { title: Item, description: "The item, in the person's words", type: String, requestValueDialog: What are you bringing? }
              day: { title: Day, type: Date, requestValueDialog: Which day? }
              items: { title: Items, description: "How many items, from 1 to 6", type: Int, range: [1, 6], default: 1 }
              postcode: { title: Collection Postcode, description: "Where to collect from, for example SW9 8QH", type: String, requestValueDialog: Which postcode? }
          MoveShift:
            title: Move Shift
            description: Moves one of your volunteer shifts to another day.
            tool: true
            parameters:
              shift: { title: Shift, type: ShiftEntity, requestValueDialog: Which shift? }
              newDay: { title: New Day, type: Date, requestValueDialog: Which day? }
          MarkUrgent:
            title: Move to the Express Queue
            description: Moves an item's repair to the express queue, ahead of the rest.
            tool: true
            parameters:
              item: { title: Item, type: ItemEntity, requestValueDialog: Which item? }
          TextOwner:
            title: Text Owner
            description: Sends the item's owner a text about their repair.
            tool: true
            parameters:
              item: { title: Item, type: ItemEntity, requestValueDialog: Which item? }
          PriceRepair:
            title: Get a Quote
            description: Prices a kind of repair, standard or urgent.
            tool: true
            parameters:
              fault: { title: Fault, type: Fault, requestValueDialog: What's wrong with it? }
              priority: { title: Priority, type: Priority, default: standard }
          LogBenchTime:
            title: Log Bench Time
            description: Records how long a fixer worked at one of the repair benches.
            tool: true
            parameters:
              bench: { title: Bench, description: "Bench number, from 1 to 12", type: Int, range: [1, 12], requestValueDialog: Which bench? }
              hours: { title: Hours, description: "Hours spent, from 1 (a short stint) to 8 (a full day)", type: Int, range: [1, 8], requestValueDialog: How many hours? }
              fixer: { title: Fixer, description: "The fixer's first name; leave empty for the person speaking", type: String? }
        enums:
          Priority:
            title: Priority
            cases:
              standard: { title: Standard }
              urgent: { title: Urgent, synonyms: [express] }
          Fault:
            title: Fault
            cases:
              flickering: { title: Flickering, synonyms: [flickers] }
              bareWire: { title: Bare Wire, synonyms: [bare wire at the plug] }
              noSound: { title: No Sound, synonyms: [silent] }
              noSignal: { title: No Signal, synonyms: [dial in the red] }
          DayPart:
            title: Shift Part
            cases:
              morning: { title: Morning }
              afternoon: { title: Afternoon }
          Level:
            title: Level
            cases:
              beginner: { title: Beginner, synonyms: [newcomer] }
              advanced: { title: Advanced }
        skills:
          first-project:
            description: Helps someone new to fixing and making get started at Mendery.
            body: |
              Newcomers start with a beginner workshop. First use the list workshops tool with the Beginner
              level and offer the dates. Only use the book a workshop tool once the person picks one.
        entities:
          ItemEntity:
            title: Item
            records:
              - { id: lighthouse-lamp, title: Lighthouse table lamp, subtitle: "Brass, 1960s" }
              - { id: desk-lamp, title: Desk lamp, subtitle: Steel }
              - { id: bakelite-radio, title: Bakelite radio, subtitle: Valve radio }
          PartEntity:
            title: Part
            records:
              - { id: brass-hinge, title: Brass hinge }
              - { id: chrome-hinge, title: Chrome hinge }
          WorkshopEntity:
            title: Workshop
            properties:
              starts: { title: Starts, type: Date }
            records:
              - { id: solder-sat, title: Soldering Basics, synonyms: [soldering class], properties: { starts: "2026-03-14T10:00:00+01:00" } }
              - { id: solder-sun, title: Soldering Basics, synonyms: [soldering class], properties: { starts: "2026-03-15T14:00:00+01:00" } }
              - { id: sewing-sun, title: Sewing Machine Care, properties: { starts: "2026-03-15T10:30:00+01:00" } }
          ProjectEntity:
            title: Project
            records:
              - { id: bird-box, title: Bird box }
              - { id: tote-bag, title: Tote bag }
          ShiftEntity:
            title: Shift
            properties:
              starts: { title: Starts, type: Date }
            records:
              - { id: shift-sat-am, title: "Sat 14 Mar, morning shift", properties: { starts: "2026-03-14T09:00:00+01:00" } }
              - { id: shift-sat-pm, title: "Sat 14 Mar, afternoon shift", properties: { starts: "2026-03-14T13:00:00+01:00" } }
              - { id: shift-tue-pm, title: "Tue 17 Mar, afternoon shift", properties: { starts: "2026-03-17T13:00:00+01:00" } }
        """
}
