import Grading
import Results
import Testing

/// One value matcher on one parameter of `Probe` (see `Fixture.appYAML`):
/// the matcher as written in `params:`, the argument the transcript gives
/// (nil: the parameter is absent), and whether the matcher holds.
struct MatcherCase: Sendable, CustomTestStringConvertible {
    var parameter: String
    var matcher: String
    var argument: String?
    var holds: Bool
    var now: String

    init(_ parameter: String, _ matcher: String, _ argument: String?, _ holds: Bool, now: String = Fixture.now) {
        self.parameter = parameter
        self.matcher = matcher
        self.argument = argument
        self.holds = holds
        self.now = now
    }

    var testDescription: String {
        "\(parameter): \(matcher) \(holds ? "holds" : "fails") on \(argument ?? "absent")\(now == Fixture.now ? "" : " (now \(now))")"
    }

    func verify(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let yaml = "calls: [{ intent: Probe, params: { \(parameter): \(matcher) } }]"
        let arguments = argument.map { #"{"\#(parameter)": \#($0)}"# } ?? "{}"
        let result = try Fixture.gradeSingleTurn(yaml, invoking(call("Probe", arguments)), now: now, sourceLocation: sourceLocation)
        #expect(result.checks.count == 1, sourceLocation: sourceLocation)
        #expect(result.checks.first?.passed == holds, "\(result.checks.first?.message ?? "")", sourceLocation: sourceLocation)
    }
}

@Suite("Value matchers")
struct ValueMatcherTests {
    @Test(arguments: [
        // Ints and doubles compare numerically: 4 equals 4.0.
        MatcherCase("int", "4", "4", true),
        MatcherCase("int", "4", "4.0", true),
        MatcherCase("int", "4", "5", false),
        MatcherCase("int", "{ equals: 4 }", "4", true),
        MatcherCase("int", "{ equals: 4 }", "-4", false),
        MatcherCase("int", "4", #""4""#, false),
        MatcherCase("double", "4", "4.0", true),
        MatcherCase("double", "4.0", "4", true),
        MatcherCase("double", "72.5", "72.5", true),
        MatcherCase("double", "72.5", "72.50001", false),
        MatcherCase("duration", "90", "90.0", true),
        // Strings exactly, case-sensitive.
        MatcherCase("text", "Luca", #""Luca""#, true),
        MatcherCase("text", "Luca", #""luca""#, false),
        MatcherCase("text", "Luca", #""Luca ""#, false),
        MatcherCase("text", #""4""#, "4", false),
        MatcherCase("text", "{ equals: Luca }", #""Luca""#, true),
        MatcherCase("link", #""https://example.com/a""#, #""https://example.com/a""#, true),
        MatcherCase("flag", "true", "true", true),
        MatcherCase("flag", "true", "false", false),
        MatcherCase("flag", "true", "1", false),
        MatcherCase("seating", "outdoor", #""outdoor""#, true),
        MatcherCase("seating", "outdoor", #""Outdoors""#, false),
        MatcherCase("restaurant", "luca-soho", #""luca-soho""#, true),
        MatcherCase("tags", "[a, b]", #"["a", "b"]"#, true),
        MatcherCase("tags", "[a, b]", #"["b", "a"]"#, false),
        MatcherCase("tags", "[a, b]", #"["a"]"#, false),
        MatcherCase("numbers", "[1, 2]", "[1, 2.0]", true),
        MatcherCase("text", "{ equals: null }", nil, true),
        MatcherCase("text", "{ equals: null }", #""x""#, false),
        MatcherCase("int", "4", nil, false),
        // Dates to the second, across offsets.
        MatcherCase("date", #""2026-12-05T19:30:00-05:00""#, #""2026-12-05T19:30:00-05:00""#, true),
        MatcherCase("date", #""2026-12-05T19:30:00-05:00""#, #""2026-12-06T00:30:00Z""#, true),
        MatcherCase("date", #""2026-12-05T19:30:00-05:00""#, #""2026-12-05T16:30:00-08:00""#, true),
        MatcherCase("date", #""2026-12-05T19:30:00-05:00""#, #""2026-12-05T19:30:00.750-05:00""#, true),
        MatcherCase("date", #""2026-12-05T19:30:00-05:00""#, #""2026-12-05T19:30:01-05:00""#, false),
        MatcherCase("date", #""2026-12-05T19:30:00-05:00""#, #""2026-12-05T19:29:59-05:00""#, false),
        MatcherCase("date", #""2026-12-05T19:30:00-05:00""#, #""2026-12-05T19:30:00Z""#, false),
        // A date-time without an offset is in the context's time zone.
        MatcherCase("date", #""2026-12-05T19:30:00""#, #""2026-12-06T00:30:00Z""#, true),
    ])
    func equals(_ row: MatcherCase) throws { try row.verify() }

    @Test(arguments: [
        MatcherCase("text", "{ isNil: true }", nil, true),
        MatcherCase("text", "{ isNil: true }", "null", true),
        MatcherCase("text", "{ isNil: true }", #""""#, false),
        MatcherCase("text", "{ isNil: true }", #""x""#, false),
        MatcherCase("int", "{ isNil: true }", "0", false),
        MatcherCase("text", "{ isNil: false }", #""x""#, true),
        MatcherCase("text", "{ isNil: false }", nil, false),
        MatcherCase("text", "{ notNil: true }", #""x""#, true),
        MatcherCase("text", "{ notNil: true }", nil, false),
        MatcherCase("text", "{ notNil: true }", "null", false),
        MatcherCase("text", "{ notNil: false }", nil, true),
        MatcherCase("tags", "{ notNil: true }", "[]", true),
        // null is nil for every matcher, as if the parameter were absent.
        MatcherCase("text", "{ equals: null }", "null", true),
        MatcherCase("int", "4", "null", false),
        MatcherCase("int", #"{ matches: "$0 == 4" }"#, "null", false),
        MatcherCase("int", #"{ matches: "!($0 == 4)" }"#, "null", true),
        MatcherCase("int", "{ oneOf: [null, 4] }", "null", true),
        MatcherCase("tags", "{ count: 0 }", "null", false),
    ])
    func nilness(_ row: MatcherCase) throws { try row.verify() }

    @Test(arguments: [
        MatcherCase("text", "{ contains: Soho }", #""Luca Soho""#, true),
        MatcherCase("text", "{ contains: Soho }", #""Luca SOHO""#, false),
        MatcherCase("text", "{ contains: Soho }", nil, false),
        MatcherCase("link", "{ contains: example.com }", #""https://example.com/a""#, true),
        MatcherCase("tags", "{ contains: quiet }", #"["window", "quiet"]"#, true),
        MatcherCase("tags", "{ contains: quiet }", #"["window", "quiet corner"]"#, false),
        MatcherCase("tags", "{ contains: quiet }", "[]", false),
        MatcherCase("numbers", "{ contains: 2 }", "[1, 2.0]", true),
        MatcherCase("numbers", "{ contains: 2 }", "[1, 3]", false),
        MatcherCase("text", #"{ containsRegex: "[0-9]+ guests" }"#, #""for 4 guests tonight""#, true),
        MatcherCase("text", #"{ containsRegex: "[0-9]+ guests" }"#, #""for four guests""#, false),
        MatcherCase("text", #"{ containsRegex: "for" }"#, #""table for 4""#, true),
        MatcherCase("text", #"{ containsRegex: "^for" }"#, #""table for 4""#, false),
        MatcherCase("text", #"{ containsRegex: "guests" }"#, #""GUESTS""#, false),
        MatcherCase("text", #"{ containsRegex: "guests", caseSensitive: false }"#, #""GUESTS""#, true),
        MatcherCase("text", #"{ containsRegex: "." }"#, nil, false),
        MatcherCase("seating", #"{ containsRegex: "^out" }"#, #""outdoor""#, true),
    ])
    func containment(_ row: MatcherCase) throws { try row.verify() }

    @Test(arguments: [
        MatcherCase("int", #"{ matches: "$0 == 6" }"#, "6", true),
        MatcherCase("int", #"{ matches: "$0 == 6" }"#, "5", false),
        MatcherCase("int", #"{ matches: "$0 == 6" }"#, "6.0", true),
        MatcherCase("int", #"{ matches: "$0 != 6" }"#, "5", true),
        MatcherCase("int", #"{ matches: "$0 != 6" }"#, "6", false),
        MatcherCase("int", #"{ matches: "$0 < 6" }"#, "5", true),
        MatcherCase("int", #"{ matches: "$0 < 6" }"#, "6", false),
        MatcherCase("int", #"{ matches: "$0 <= 6" }"#, "6", true),
        MatcherCase("int", #"{ matches: "$0 <= 6" }"#, "7", false),
        MatcherCase("int", #"{ matches: "$0 > 6" }"#, "7", true),
        MatcherCase("int", #"{ matches: "$0 > 6" }"#, "6", false),
        MatcherCase("int", #"{ matches: "$0 >= 6" }"#, "6", true),
        MatcherCase("int", #"{ matches: "$0 >= 6" }"#, "5", false),
        MatcherCase("int", #"{ matches: "$0 == -1" }"#, "-1", true),
        MatcherCase("int", #"{ matches: "2 < $0" }"#, "3", true),
        MatcherCase("int", #"{ matches: "2 < $0" }"#, "2", false),
        MatcherCase("int", #"{ matches: "$0 >= 2 && $0 <= 4" }"#, "3", true),
        MatcherCase("int", #"{ matches: "$0 >= 2 && $0 <= 4" }"#, "5", false),
        MatcherCase("int", #"{ matches: "$0 >= 2 && $0 <= 4" }"#, "1", false),
        MatcherCase("int", #"{ matches: "$0 < 2 || $0 > 10" }"#, "11", true),
        MatcherCase("int", #"{ matches: "$0 < 2 || $0 > 10" }"#, "5", false),
        MatcherCase("int", #"{ matches: "!($0 == 4)" }"#, "5", true),
        MatcherCase("int", #"{ matches: "!($0 == 4)" }"#, "4", false),
        MatcherCase("int", #"{ matches: "!!($0 == 4)" }"#, "4", true),
        MatcherCase("int", #"{ matches: "($0 == 1 || $0 == 2) && $0 != 2" }"#, "1", true),
        MatcherCase("int", #"{ matches: "($0 == 1 || $0 == 2) && $0 != 2" }"#, "2", false),
        // && binds tighter than ||.
        MatcherCase("int", #"{ matches: "$0 == 1 || $0 == 2 && $0 == 3" }"#, "1", true),
        MatcherCase("int", #"{ matches: "($0 == 1 || $0 == 2) && $0 == 3" }"#, "1", false),
        MatcherCase("int", #"{ matches: "$0==4&&$0>=4" }"#, "4", true),
        // An absent value satisfies no comparison.
        MatcherCase("int", #"{ matches: "$0 == 4" }"#, nil, false),
        MatcherCase("int", #"{ matches: "!($0 == 4)" }"#, nil, true),
        MatcherCase("double", #"{ matches: "$0 > 72.4" }"#, "72.5", true),
        MatcherCase("double", #"{ matches: "$0 > 72.4" }"#, "72.4", false),
        MatcherCase("double", #"{ matches: "$0 == 72" }"#, "72.0", true),
        MatcherCase("double", #"{ matches: "$0 < 1e3" }"#, "999.5", true),
        MatcherCase("text", #"{ matches: "$0 == \"Luca\"" }"#, #""Luca""#, true),
        MatcherCase("text", #"{ matches: "$0 == \"Luca\"" }"#, #""luca""#, false),
        MatcherCase("text", #"{ matches: "$0 == 'Luca'" }"#, #""Luca""#, true),
        MatcherCase("text", #"{ matches: "$0 != \"Luca\"" }"#, #""Bar Mercato""#, true),
        MatcherCase("text", #"{ matches: "$0 < \"M\"" }"#, #""Luca""#, true),
        MatcherCase("text", #"{ matches: "$0 < \"M\"" }"#, #""Nori""#, false),
        MatcherCase("seating", #"{ matches: "$0 == \"outdoor\" || $0 == \"indoor\"" }"#, #""indoor""#, true),
        MatcherCase("flag", #"{ matches: "$0 == true" }"#, "true", true),
        MatcherCase("flag", #"{ matches: "$0 == true" }"#, "false", false),
        MatcherCase("flag", #"{ matches: "$0 != false" }"#, "true", true),
        MatcherCase("flag", #"{ matches: "$0" }"#, "true", true),
        MatcherCase("flag", #"{ matches: "$0" }"#, "false", false),
        MatcherCase("flag", #"{ matches: "!$0" }"#, "false", true),
        MatcherCase("flag", #"{ matches: "!$0" }"#, "true", false),
        MatcherCase("date", #"{ matches: "$0 > \"2026-12-05T19:00:00-05:00\"" }"#, #""2026-12-05T19:30:00-05:00""#, true),
        MatcherCase("date", #"{ matches: "$0 > \"2026-12-05T19:00:00-05:00\"" }"#, #""2026-12-05T18:30:00-05:00""#, false),
        MatcherCase("date", #"{ matches: "$0 > \"2026-12-05T19:00:00-05:00\"" }"#, #""2026-12-06T00:30:00Z""#, true),
        MatcherCase("date", #"{ matches: "$0 == \"2026-12-05T19:30:00-05:00\"" }"#, #""2026-12-06T00:30:00Z""#, true),
        MatcherCase("date", #"{ matches: "$0 == \"2026-12-05T19:30:00-05:00\"" }"#, #""2026-12-05T19:30:00.500-05:00""#, true),
        // A date alone is its midnight in the context's time zone.
        MatcherCase("date", #"{ matches: "$0 >= \"2026-12-05\" && $0 < \"2026-12-06\"" }"#, #""2026-12-05T23:30:00-05:00""#, true),
        MatcherCase("date", #"{ matches: "$0 >= \"2026-12-05\" && $0 < \"2026-12-06\"" }"#, #""2026-12-06T01:00:00Z""#, true),
        MatcherCase("date", #"{ matches: "$0 >= \"2026-12-05\" && $0 < \"2026-12-06\"" }"#, #""2026-12-05T03:00:00Z""#, false),
    ])
    func predicates(_ row: MatcherCase) throws { try row.verify() }

    @Test(arguments: [
        MatcherCase("seating", "{ oneOf: [indoor, outdoor] }", #""outdoor""#, true),
        MatcherCase("seating", "{ oneOf: [indoor, outdoor] }", #""any""#, false),
        MatcherCase("seating", "{ oneOf: [indoor, outdoor] }", nil, false),
        MatcherCase("text", "{ oneOf: [Luca, Mercato] }", #""Luca""#, true),
        MatcherCase("text", "{ oneOf: [Luca, Mercato] }", #""luca""#, false),
        MatcherCase("int", "{ oneOf: [2, 4] }", "4.0", true),
        MatcherCase("int", "{ oneOf: [2, 4] }", "3", false),
        MatcherCase("int", "{ oneOf: [null, 4] }", nil, true),
        MatcherCase("date", #"{ oneOf: ["2026-12-05T19:00:00-05:00", "2026-12-05T19:30:00-05:00"] }"#, #""2026-12-06T00:30:00Z""#, true),
    ])
    func oneOf(_ row: MatcherCase) throws { try row.verify() }

    @Test(arguments: [
        MatcherCase("double", "{ approximately: 72.5, tolerance: 0.5 }", "72.9", true),
        MatcherCase("double", "{ approximately: 72.5, tolerance: 0.5 }", "73.0", true),
        MatcherCase("double", "{ approximately: 72.5, tolerance: 0.5 }", "72", true),
        MatcherCase("double", "{ approximately: 72.5, tolerance: 0.5 }", "73.1", false),
        MatcherCase("double", "{ approximately: 72.5, tolerance: 0.5 }", "71.9", false),
        MatcherCase("double", "{ approximately: 72.5, tolerance: 0.5 }", nil, false),
        MatcherCase("double", "{ approximately: 72.5, tolerance: 0.5 }", #""72.5""#, false),
        MatcherCase("double", "{ tolerance: 0.5, approximately: 72.5 }", "72.9", true),
        MatcherCase("int", "{ approximately: 4 }", "4", true),
        MatcherCase("int", "{ approximately: 4 }", "5", false),
        MatcherCase("duration", "{ approximately: 90, tolerance: 5 }", "93", true),
    ])
    func approximately(_ row: MatcherCase) throws { try row.verify() }

    /// The context is Friday 4 December 2026, 5 PM in New York (-05:00).
    @Test(arguments: [
        MatcherCase("date", #"{ at: "tomorrow 19:30" }"#, #""2026-12-05T19:30:00-05:00""#, true),
        MatcherCase("date", #"{ at: "tomorrow 19:30" }"#, #""2026-12-06T00:30:00Z""#, true),
        MatcherCase("date", #"{ at: "tomorrow 19:30" }"#, #""2026-12-05T16:30:00-08:00""#, true),
        MatcherCase("date", #"{ at: "tomorrow 19:30" }"#, #""2026-12-05T19:30:59-05:00""#, true),
        MatcherCase("date", #"{ at: "tomorrow 19:30" }"#, #""2026-12-05T19:30:00""#, true),
        MatcherCase("date", #"{ at: "tomorrow 19:30" }"#, #""2026-12-05T19:31:00-05:00""#, false),
        MatcherCase("date", #"{ at: "tomorrow 19:30" }"#, #""2026-12-05T19:29:59-05:00""#, false),
        MatcherCase("date", #"{ at: "tomorrow 19:30" }"#, #""2026-12-05T19:30:00Z""#, false),
        MatcherCase("date", #"{ at: "tomorrow 19:30" }"#, #""2026-12-04T19:30:00-05:00""#, false),
        MatcherCase("date", #"{ at: "tomorrow 19:30" }"#, nil, false),
        MatcherCase("date", #"{ at: "tomorrow 19:30" }"#, #""tomorrow 19:30""#, false),
        MatcherCase("date", #"{ at: "tomorrow 7:30 pm" }"#, #""2026-12-05T19:30:00-05:00""#, true),
        MatcherCase("date", #"{ at: "tomorrow 7:30 pm" }"#, #""2026-12-05T07:30:00-05:00""#, false),
        MatcherCase("date", #"{ at: "tomorrow 7:30pm" }"#, #""2026-12-05T19:30:00-05:00""#, true),
        MatcherCase("date", #"{ at: "tomorrow 7:30 am" }"#, #""2026-12-05T07:30:00-05:00""#, true),
        MatcherCase("date", #"{ at: "tomorrow 7 pm" }"#, #""2026-12-05T19:00:00-05:00""#, true),
        MatcherCase("date", #"{ at: "tomorrow 12:15 am" }"#, #""2026-12-05T00:15:00-05:00""#, true),
        MatcherCase("date", #"{ at: "tomorrow 12 pm" }"#, #""2026-12-05T12:00:00-05:00""#, true),
        MatcherCase("date", "{ at: tomorrow }", #""2026-12-05T00:00:00-05:00""#, true),
        MatcherCase("date", "{ at: tomorrow }", #""2026-12-05T23:59:59-05:00""#, true),
        MatcherCase("date", "{ at: tomorrow }", #""2026-12-06T03:00:00Z""#, true),
        MatcherCase("date", "{ at: tomorrow }", #""2026-12-05T03:00:00Z""#, false),
        MatcherCase("date", "{ at: tomorrow }", #""2026-12-06T00:00:00-05:00""#, false),
        MatcherCase("date", "{ at: today }", #""2026-12-04T09:00:00-05:00""#, true),
        MatcherCase("date", "{ at: today }", #""2026-12-05T02:00:00Z""#, true),
        MatcherCase("date", "{ at: today }", #""2026-12-05T09:00:00-05:00""#, false),
        MatcherCase("date", #"{ at: "today 18:00" }"#, #""2026-12-04T18:00:00-05:00""#, true),
        MatcherCase("date", "{ at: tonight }", #""2026-12-04T19:00:00-05:00""#, true),
        MatcherCase("date", "{ at: tonight }", #""2026-12-04T20:00:00-05:00""#, false),
        MatcherCase("date", #"{ at: "tonight 8:30 pm" }"#, #""2026-12-04T20:30:00-05:00""#, true),
        MatcherCase("date", #"{ at: "tonight 7:30" }"#, #""2026-12-04T19:30:00-05:00""#, true),
        MatcherCase("date", #"{ at: "tonight 7:30" }"#, #""2026-12-04T07:30:00-05:00""#, false),
        MatcherCase("date", "{ at: saturday }", #""2026-12-05T12:00:00-05:00""#, true),
        MatcherCase("date", #"{ at: "Saturday 19:00" }"#, #""2026-12-05T19:00:00-05:00""#, true),
        MatcherCase("date", "{ at: monday }", #""2026-12-07T09:00:00-05:00""#, true),
        // The next such day after today: on a Friday, "friday" is a week ahead.
        MatcherCase("date", "{ at: friday }", #""2026-12-11T12:00:00-05:00""#, true),
        MatcherCase("date", "{ at: friday }", #""2026-12-04T18:00:00-05:00""#, false),
        MatcherCase("date", #"{ at: "2026-12-24" }"#, #""2026-12-24T23:00:00-05:00""#, true),
        MatcherCase("date", #"{ at: "2026-12-24" }"#, #""2026-12-25T03:00:00Z""#, true),
        MatcherCase("date", #"{ at: "2026-12-24" }"#, #""2026-12-24T03:00:00Z""#, false),
        MatcherCase("date", #"{ at: "2026-12-24 18:00" }"#, #""2026-12-24T23:00:00Z""#, true),
        MatcherCase("date", #"{ at: "2026-12-24 6:00 pm" }"#, #""2026-12-24T18:00:00-05:00""#, true),
        MatcherCase("date", #"{ at: "2026-12-05T19:30:00-05:00" }"#, #""2026-12-06T00:30:00Z""#, true),
        MatcherCase("date", #"{ at: "2026-12-05T19:30:00-05:00" }"#, #""2026-12-05T19:30:00Z""#, false),
        // Late evening in New York is already tomorrow in UTC: "today" is New York's.
        MatcherCase("date", "{ at: today }", #""2026-12-04T23:45:00-05:00""#, true, now: "2026-12-04T23:30:00-05:00"),
        MatcherCase("date", "{ at: tomorrow }", #""2026-12-05T10:00:00-05:00""#, true, now: "2026-12-04T23:30:00-05:00"),
        // Daylight-saving time starts on Sunday 8 March 2026 in New York.
        MatcherCase("date", #"{ at: "tomorrow 19:30" }"#, #""2026-03-08T19:30:00-04:00""#, true, now: "2026-03-07T12:00:00-05:00"),
        MatcherCase("date", #"{ at: "tomorrow 19:30" }"#, #""2026-03-08T19:30:00-05:00""#, false, now: "2026-03-07T12:00:00-05:00"),
        MatcherCase("date", "{ at: tomorrow }", #""2026-03-09T03:30:00Z""#, true, now: "2026-03-07T12:00:00-05:00"),
        MatcherCase("date", "{ at: tomorrow }", #""2026-03-09T04:30:00Z""#, false, now: "2026-03-07T12:00:00-05:00"),
    ])
    func at(_ row: MatcherCase) throws { try row.verify() }

    @Test(arguments: [
        MatcherCase("text", "{ equals: luca, caseSensitive: false }", #""Luca""#, true),
        MatcherCase("text", "{ equals: luca, caseSensitive: false }", #""Lucas""#, false),
        MatcherCase("text", "{ caseSensitive: false, equals: luca }", #""LUCA""#, true),
        MatcherCase("text", "{ equals: luca, caseSensitive: true }", #""Luca""#, false),
        MatcherCase("restaurant", "{ equals: luca-soho, caseSensitive: false }", #""LUCA-SOHO""#, true),
        MatcherCase("text", "{ contains: soho, caseSensitive: false }", #""Luca SoHo""#, true),
        MatcherCase("text", "{ contains: soho, caseSensitive: false }", #""Luca""#, false),
        MatcherCase("tags", "{ contains: quiet, caseSensitive: false }", #"["QUIET"]"#, true),
        MatcherCase("text", "{ oneOf: [luca, mercato], caseSensitive: false }", #""Luca""#, true),
        MatcherCase("text", "{ oneOf: [luca, mercato], caseSensitive: false }", #""Nori""#, false),
        MatcherCase("restaurant", "{ oneOf: [luca-soho, bar-mercato], caseSensitive: false }", #""Bar-Mercato""#, true),
    ])
    func caseInsensitive(_ row: MatcherCase) throws { try row.verify() }

    @Test(arguments: [
        MatcherCase("tags", "{ count: 2 }", #"["a", "b"]"#, true),
        MatcherCase("tags", "{ count: 2 }", #"["a"]"#, false),
        MatcherCase("tags", "{ count: 2 }", nil, false),
        MatcherCase("tags", "{ count: 0 }", "[]", true),
        MatcherCase("numbers", "{ count: 2 }", "[1, 2, 3]", false),
    ])
    func count(_ row: MatcherCase) throws { try row.verify() }

    /// Matchers in one mapping must all hold.
    @Test(arguments: [
        MatcherCase("numbers", "{ count: 2, contains: 3 }", "[1, 3]", true),
        MatcherCase("numbers", "{ count: 2, contains: 3 }", "[1, 2]", false),
        MatcherCase("numbers", "{ count: 2, contains: 3 }", "[1, 2, 3]", false),
        MatcherCase("int", #"{ notNil: true, matches: "$0 > 2" }"#, "3", true),
        MatcherCase("int", #"{ notNil: true, matches: "$0 > 2" }"#, "2", false),
        MatcherCase("text", #"{ contains: Lu, containsRegex: "a$" }"#, #""Luca""#, true),
        MatcherCase("text", #"{ contains: Lu, containsRegex: "a$" }"#, #""Lucas""#, false),
        MatcherCase("date", #"{ at: tomorrow, matches: "$0 >= \"2026-12-05T18:00:00-05:00\"" }"#, #""2026-12-05T19:30:00-05:00""#, true),
        MatcherCase("date", #"{ at: tomorrow, matches: "$0 >= \"2026-12-05T18:00:00-05:00\"" }"#, #""2026-12-05T12:00:00-05:00""#, false),
    ])
    func combined(_ row: MatcherCase) throws { try row.verify() }

    @Test("matchers apply to the properties of found entities the same way")
    func onFoundProperties() throws {
        let yaml = #"finds: [{ entity: ReservationEntity, where: { arrival: { at: "tomorrow 19:30" }, partySize: { oneOf: [4, 6] }, restaurantName: { containsRegex: "^Lu" } } }]"#
        let hit = #"{"found": [{"entity": "ReservationEntity", "id": "r-1", "properties": {"arrival": "2026-12-06T00:30:00Z", "partySize": 6.0, "restaurantName": "Luca"}}]}"#
        let miss = #"{"found": [{"entity": "ReservationEntity", "id": "r-1", "properties": {"arrival": "2026-12-05T19:30:00Z", "partySize": 6, "restaurantName": "Luca"}}]}"#
        #expect(try Fixture.gradeSingleTurn(yaml, hit).verdict(.foundEntitiesAllPass) == true)
        #expect(try Fixture.gradeSingleTurn(yaml, miss).verdict(.foundEntitiesAllPass) == false)
    }
}
