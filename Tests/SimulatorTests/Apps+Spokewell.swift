import AppDefinitions

extension App {
    /// A bike workshop and hire shop's app, for a day of the month after
    /// "to", the speaker counted with the friends they bring (but not among
    /// guests), a follow-up that opens with another tool's verb, "his
    /// service" for the job just talked about, a day said for a tool that
    /// only works now, a lookup narrowed by each value and what is found
    /// acted on ("…and hold whichever is free"), "then" before a pause,
    /// case names said with their numbers in words, a swap to another
    /// case, a collection ("pick it up") after a status question, a
    /// locker's number said in two parts, an order number spelled out, and
    /// a question that names a property by its description.
    static let spokewellYAML = """
        app:
          name: Spokewell
        intents:
          BookWorkshopSlot:
            title: Book a Service
            description: Books a workshop slot to service one of your bikes.
            tool: true
            parameters:
              bike: { title: Bike, description: The bike to service, type: BikeEntity, requestValueDialog: Which bike? }
              day: { title: Day, description: The day you bring it in, type: Date, requestValueDialog: Which day? }
              kind: { title: Service, description: What it needs, type: ServiceKind, requestValueDialog: What does it need? }
          SendPriceList:
            title: Send Price List
            description: Emails you the workshop's prices for a kind of service.
            tool: true
            parameters:
              kind: { title: Service, type: ServiceKind, requestValueDialog: Which service? }
          ConnectMechanic:
            title: Connect to a Mechanic
            description: Opens a live video chat to a workshop mechanic straight away.
            tool: true
            parameters:
              bike: { title: Bike, type: BikeEntity? }
          BookMechanicVisit:
            title: Book a Mechanic
            description: Books a live video chat to a workshop mechanic for a later time.
            tool: true
            parameters:
              time: { title: Time, type: Date, requestValueDialog: When should they call? }
          CheckJobStatus:
            title: Check Job Status
            description: Gets the workshop status of one of your service jobs.
            tool: true
            parameters:
              job: { title: Job, type: JobEntity, requestValueDialog: Which job? }
          ArrangeBikePickup:
            title: Schedule a Collection
            description: Books a time to collect a serviced bike from the workshop.
            tool: true
            parameters:
              job: { title: Job, type: JobEntity, requestValueDialog: Which job? }
              pickup: { title: Pickup Time, type: Date, requestValueDialog: When will you come? }
          MoveWorkshopJob:
            title: Reschedule a Service
            description: Moves a service job to another day.
            tool: true
            parameters:
              job: { title: Job, type: JobEntity, requestValueDialog: Which job? }
              newDay: { title: New Day, type: Date, requestValueDialog: Which day instead? }
          CancelWorkshopJob:
            title: Cancel a Service
            description: Cancels one of your service jobs.
            tool: true
            destructive: true
            parameters:
              job: { title: Job, type: JobEntity, requestValueDialog: Which job? }
          HireBikes:
            title: Hire Bikes
            description: Hires bikes of one kind for the day.
            tool: true
            parameters:
              kind: { title: Kind, type: BikeKind, requestValueDialog: Which kind of bike? }
              quantity: { title: Quantity, description: "How many bikes, from 1 to 8", type: Int, range: [1, 8], requestValueDialog: How many bikes? }
          JoinGroupRide:
            title: Join a Group Ride
            description: Signs you up for one of the shop's group rides.
            tool: true
            parameters:
              ride: { title: Ride, type: RideEntity, requestValueDialog: Which ride? }
              guests: { title: Guests, description: "People you bring along, from 0 to 4", type: Int, range: [0, 4], default: 0 }
          FindHireBikes:
            title: Find Hire Bikes
            description: Lists the hire bikes of a kind and frame size.
            tool: true
            parameters:
              kind: { title: Kind, type: BikeKind? }
              size: { title: Frame Size, type: FrameSize? }
          HoldHireBike:
            title: Hold a Hire Bike
            description: Puts a hire bike aside for you until tomorrow.
            tool: true
            parameters:
              bike: { title: Hire Bike, type: HireBikeEntity, requestValueDialog: Which bike? }
          OpenLocker:
            title: Open a Locker
            description: Unlocks one of the shop's bike lockers.
            tool: true
            parameters:
              locker: { title: Locker, type: LockerEntity, requestValueDialog: Which locker? }
          CheckPartsOrder:
            title: Check a Parts Order
            description: Tells where a parts order is.
            tool: true
            parameters:
              orderNumber: { title: Order Number, type: String, requestValueDialog: What's the order number? }
          ChangeWheelSize:
            title: Change Wheel Size
            description: Swaps the wheels on your bike for another size.
            tool: true
            parameters:
              size: { title: Wheel Size, type: WheelSize, requestValueDialog: Which size? }
        enums:
          ServiceKind:
            cases:
              tuneUp: { title: Tune-up, synonyms: [tune up] }
              brakes: { title: Brake bleed, synonyms: [brakes] }
          BikeKind:
            cases:
              road: { title: Road bike }
              gravel: { title: Gravel bike }
              cargo: { title: Cargo bike }
          FrameSize:
            cases:
              small: { title: Small, synonyms: [S] }
              medium: { title: Medium, synonyms: [M] }
              large: { title: Large, synonyms: [L] }
          WheelSize:
            cases:
              w20: { title: 20-Inch Wheels }
              w24: { title: 24-Inch Wheels, synonyms: [kids wheels] }
              w26: { title: 26-Inch Wheels, synonyms: [small wheels] }
        entities:
          BikeEntity:
            title: Bike
            records:
              - { id: bike-tourer, title: Blue tourer }
              - { id: bike-fixie, title: Black fixie }
          JobEntity:
            title: Service Job
            properties:
              owner: { title: Owner, type: String }
              bookedFor: { title: Booked For, type: Date }
              status: { title: Status, type: String }
              mechanic: { title: Mechanic, type: String }
              bay: { title: Bay, type: String }
              estimate: { title: Estimate, type: String, description: What the parts and labour come to }
            records:
              - { id: job-ines, title: "Ines's tune-up", properties: { owner: Ines, bookedFor: "2026-03-14T10:00:00+01:00", status: waiting for parts, mechanic: Jonas, bay: Bay 2, estimate: "€85" } }
              - { id: job-tomas, title: "Tomas's brake bleed", properties: { owner: Tomas, bookedFor: "2026-03-21T10:00:00+01:00", status: booked in } }
          RideEntity:
            title: Group Ride
            records:
              - { id: ride-sunday, title: Sunday coffee ride }
              - { id: ride-hills, title: Hill repeats evening }
          LockerEntity:
            title: Locker
            records:
              - { id: locker-12, title: Locker 12 }
              - { id: locker-112, title: Locker 112 }
          HireBikeEntity:
            title: Hire Bike
            properties:
              kind: { title: Kind, type: String }
              size: { title: Size, type: String }
            records:
              - { id: hire-road-m, title: Red road bike, properties: { kind: Road bike, size: Medium } }
              - { id: hire-road-l, title: White road bike, properties: { kind: Road bike, size: Large } }
              - { id: hire-gravel-m, title: Green gravel bike, properties: { kind: Gravel bike, size: Medium } }
        """
}
