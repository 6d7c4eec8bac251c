import Testing

/// Answers to Siri's questions, and what a loaded skill's steps make of a
/// request. The rows use Pitchwell (Apps+Pitchwell.swift); the clock is
/// Thursday 12 March 2026, 15:00 in Berlin.
struct AnswerAndSkillStepTests {
    /// The answer to a question fills the value asked for: a day answered to
    /// "When is it due back?" is the return day, not the other day;
    /// "just the one" is a count of one.
    static let answers: [Row] = [
        Row(.pitchwell, [
            Say("Hire the bell tent from tomorrow in Pitchwell", [.call("HireTent", .needsInput), .date("pickup", day: "2026-03-13")]),
            Say("We're returning it Sunday", [.call("HireTent", .succeeded), .date("pickup", day: "2026-03-13"), .date("returnDate", day: "2026-03-15")]),
        ]),
        Row(.pitchwell, [
            Say("Book the lakeshore pitch in Pitchwell", [.call("BookPitch", .needsInput)]),
            Say("Just the one person, thanks", [.call("BookPitch", .succeeded), .arg("people", 1)]),
        ]),
    ]

    @Test(arguments: answers)
    func answered(_ row: Row) async throws {
        try await check(row)
    }
}
