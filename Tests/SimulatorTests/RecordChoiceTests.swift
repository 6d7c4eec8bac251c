import Testing

/// Which record a request means when its words fit several, or none: the
/// one still going on (or the one over, for an action on what is done),
/// the one whose name has the words as said, the one at the time said, the
/// one that goes with the most records named, the one that is the words
/// with its type's word ("the Harbour one": the "Harbour shuttle"), and, with
/// nothing said, the only one under way.
/// The rows use Tarnwick (Apps+Tarn.swift); the clock is Thursday 12 March
/// 2026, 15:00 in Berlin.
struct RecordChoiceTests {
    static let rows: [Row] = [
        // Two records with the same words, one marked Completed.
        Row(.tarnwick, "Cancel my kayak booking in Tarnwick", [.call("CancelActivity", .awaitingConfirmation), .arg("booking", "kayak-mar")]),
        Row(.tarnwick, "Rate my kayak booking four stars in Tarnwick", [.call("RateActivity", .succeeded), .arg("booking", "kayak-feb"), .arg("stars", 4)]),
        // Rosa is a guest of one picnic and the host of the other: "at Rosa's" is as written.
        Row(.tarnwick, "Call off the picnic at Rosa's in Tarnwick", [.call("CancelPicnic", .awaitingConfirmation), .arg("picnic", "beach-picnic")]),
        // Tom has two entries today: the time says which; so do the boat and the paddler together.
        Row(.tarnwick, "Delete Tom's 7:30 log entry in Tarnwick", [.call("DeletePaddleEntry", .awaitingConfirmation), .arg("entry", "log-0730")]),
        Row(.tarnwick, "Delete the red canoe entry for Tom in Tarnwick", [.call("DeletePaddleEntry", .awaitingConfirmation), .arg("entry", "log-0730")]),
        // "my hire": the one still Active.
        Row(.tarnwick, "I need my hire two more days in Tarnwick", [.call("ExtendHire", .succeeded), .arg("hire", "hire-bike"), .arg("days", 2), .trace("under way")]),
        // "The Harbour one" answers "Which trip?" with the trip named "Harbour shuttle".
        Row(.tarnwick, [
            Say("Book me a shuttle seat in Tarnwick", [.call("BookShuttleSeat", .needsInput), .saysExactly("Which trip?")]),
            Say("The Harbour one", [.call("BookShuttleSeat", .succeeded), .arg("trip", "sh-1")]),
        ]),
        // Every lesson is for the kids (the intent says so): "archery" says which instructor,
        // and a time alone says no day.
        Row(.tarnwick, "Book the kids' archery instructor at 4 pm in Tarnwick", [
            .call("BookKidsLesson", .succeeded), .arg("instructor", "omar"), .date("time", day: "2026-03-12", time: "16:00"),
        ]),
        // A name without the dose it ends with.
        Row(.tarnwick, "Order melatonin from the kiosk in Tarnwick", [.call("OrderFromKiosk", .succeeded), .arg("item", "melatonin")]),
        // A first name alone, misspelt, said with a capital; the day says nothing of instructors.
        Row(.tarnwick, "Book a lesson with Lina on Saturday at 4 pm in Tarnwick", [.call("BookKidsLesson", .succeeded), .arg("instructor", "lena")]),
        // A name at the start of a follow-up.
        Row(.tarnwick, [
            Say("Set Ann's crew status to out in Tarnwick", [.call("SetCrewStatus", .succeeded), .arg("paddler", "ann"), .arg("status", "out")]),
            Say("Tom too", [.call("SetCrewStatus", .succeeded), .arg("paddler", "tom"), .arg("status", "out")]),
        ]),
        // An answer to another question keeps the record the request named.
        Row(.tarnwick, [
            Say("Note a wish for Ann in Tarnwick", [.call("NoteWish", .needsInput)]),
            Say("A kite from the Kite Club shop", [.call("NoteWish", .succeeded), .arg("person", "ann")]),
        ]),
        // A time alone is on the day of the record acted on: for its end, the next such time after it.
        Row(.tarnwick, .showing("ActivityBookingEntity", "kayak-mar"), "Extend this until 1 pm", [
            .call("ExtendActivity", .succeeded), .arg("booking", "kayak-mar"), .date("until", day: "2026-03-20", time: "13:00"),
        ]),
        Row(.tarnwick, .showing("ActivityBookingEntity", "kayak-mar"), "Extend this until 1 am", [
            .call("ExtendActivity", .succeeded), .date("until", day: "2026-03-21", time: "01:00"),
        ]),
        // With two records under way nothing tells which: Siri asks.
        Row(.tarnwick, "Cancel my booking in Tarnwick", [.call("CancelActivity", .needsInput)]),
    ]

    @Test(arguments: rows) func record(_ row: Row) async throws { try await check(row) }
}
