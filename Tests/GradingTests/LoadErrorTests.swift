import Diagnostics
import Scenarios
import Testing

/// A matcher or expectation that cannot load, and the exact diagnostic:
/// `file:line:column: error: message`. The turn's YAML is line 8 of the
/// file, indented by 8 columns.
struct LoadErrorCase: Sendable, CustomTestStringConvertible {
    var name: String
    var yaml: String
    var diagnostics: [String]

    init(_ name: String, _ yaml: String, _ diagnostics: String...) {
        self.name = name
        self.yaml = yaml
        self.diagnostics = diagnostics
    }

    var testDescription: String { name }
}

@Suite("Load-time errors")
struct LoadErrorTests {
    @Test("the test app definition loads without errors")
    func appLoads() {
        let (app, diagnostics) = Fixture.loadApp()
        #expect(app != nil)
        #expect(!diagnostics.hasErrors, "\(diagnostics.map(\.description))")
    }

    @Test(arguments: [
        LoadErrorCase("regex on an Int",
                      #"calls: [{ intent: BookTable, params: { partySize: { containsRegex: "[0-9]" } } }]"#,
                      "s.yaml:8:61: error: 'containsRegex' applies to strings, but parameter 'partySize' is of type Int"),
        LoadErrorCase("at on a String",
                      "calls: [{ intent: BookTable, params: { note: { at: tomorrow } } }]",
                      "s.yaml:8:56: error: 'at' applies to dates, but parameter 'note' is of type String?"),
        LoadErrorCase("count on a non-array",
                      "calls: [{ intent: BookTable, params: { partySize: { count: 2 } } }]",
                      "s.yaml:8:61: error: 'count' applies to lists, but parameter 'partySize' is of type Int"),
        LoadErrorCase("approximately on a String",
                      "calls: [{ intent: BookTable, params: { note: { approximately: 4 } } }]",
                      "s.yaml:8:56: error: 'approximately' applies to numbers, but parameter 'note' is of type String?"),
        LoadErrorCase("contains on an Int",
                      "calls: [{ intent: BookTable, params: { partySize: { contains: 4 } } }]",
                      "s.yaml:8:61: error: 'contains' applies to strings and lists, but parameter 'partySize' is of type Int"),
        LoadErrorCase("caseSensitive alone",
                      "calls: [{ intent: BookTable, params: { note: { caseSensitive: false } } }]",
                      "s.yaml:8:54: error: the matcher of parameter 'note' checks nothing; 'caseSensitive' goes with a matcher such as equals or contains"),
        LoadErrorCase("caseSensitive on an Int",
                      "calls: [{ intent: BookTable, params: { partySize: { equals: 4, caseSensitive: false } } }]",
                      "s.yaml:8:72: error: 'caseSensitive' applies to string matchers, but parameter 'partySize' is of type Int"),
        LoadErrorCase("predicate: a string literal for an Int",
                      #"calls: [{ intent: BookTable, params: { partySize: { matches: "$0 == \"six\"" } } }]"#,
                      "s.yaml:8:77: error: invalid predicate: cannot compare a value of type Int with a string"),
        LoadErrorCase("predicate: a boolean literal for an Int",
                      #"calls: [{ intent: BookTable, params: { partySize: { matches: "$0 == true" } } }]"#,
                      "s.yaml:8:77: error: invalid predicate: cannot compare a value of type Int with a boolean"),
        LoadErrorCase("predicate: a number literal for a String",
                      #"calls: [{ intent: BookTable, params: { note: { matches: "$0 > 4" } } }]"#,
                      "s.yaml:8:71: error: invalid predicate: cannot compare a value of type String? with a number"),
        LoadErrorCase("predicate: a date that is not ISO 8601",
                      #"calls: [{ intent: BookTable, params: { time: { matches: "$0 > \"tomorrow\"" } } }]"#,
                      "s.yaml:8:71: error: invalid predicate: 'tomorrow' is not an ISO 8601 date, as a Date parameter needs"),
        LoadErrorCase("predicate: '<' on booleans",
                      #"calls: [{ intent: Probe, params: { flag: { matches: "$0 < true" } } }]"#,
                      "s.yaml:8:65: error: invalid predicate: '<' cannot compare booleans; use == or !="),
        LoadErrorCase("predicate: an operand missing",
                      #"calls: [{ intent: BookTable, params: { partySize: { matches: "$0 >> 4" } } }]"#,
                      "s.yaml:8:75: error: invalid predicate: unexpected '>'; expected $0, a number, a quoted string, true or false"),
        LoadErrorCase("predicate: no comparison (plain scalar)",
                      "calls: [{ intent: BookTable, params: { partySize: { matches: $0 = 4 } } }]",
                      "s.yaml:8:73: error: invalid predicate: expected a comparison (==, !=, <, <=, >, >=), found '='"),
        LoadErrorCase("predicate: a parenthesis not closed (single-quoted)",
                      "calls: [{ intent: BookTable, params: { partySize: { matches: '($0 == 4' } } }]",
                      "s.yaml:8:79: error: invalid predicate: expected ')'"),
        LoadErrorCase("predicate: no $0",
                      #"calls: [{ intent: BookTable, params: { partySize: { matches: "4 == 4" } } }]"#,
                      "s.yaml:8:71: error: invalid predicate: a comparison must have $0 on one side"),
        LoadErrorCase("predicate: something after it",
                      #"calls: [{ intent: BookTable, params: { partySize: { matches: "$0 == 4 4" } } }]"#,
                      "s.yaml:8:79: error: invalid predicate: unexpected '4' after the predicate"),
        LoadErrorCase("predicate: an unknown word",
                      #"calls: [{ intent: BookTable, params: { partySize: { matches: "$0 == four" } } }]"#,
                      "s.yaml:8:77: error: invalid predicate: unexpected 'four'; expected $0, a number, a quoted string, true or false"),
        LoadErrorCase("unknown matcher key",
                      "calls: [{ intent: BookTable, params: { partySize: { equal: 4 } } }]",
                      "s.yaml:8:61: error: unknown key 'equal' in the matcher of parameter 'partySize'; did you mean 'equals'?"),
        LoadErrorCase("unknown matcher key, another",
                      #"calls: [{ intent: BookTable, params: { note: { containsRegexp: "a" } } }]"#,
                      "s.yaml:8:56: error: unknown key 'containsRegexp' in the matcher of parameter 'note'; did you mean 'containsRegex'?"),
        LoadErrorCase("a date at: cannot read",
                      #"calls: [{ intent: BookTable, params: { time: { at: "next week" } } }]"#,
                      "s.yaml:8:60: error: cannot read the date 'next week'; use today, tonight, tomorrow, a weekday or YYYY-MM-DD, optionally with a time such as 19:30 or 7:30 pm, or an ISO 8601 date-time"),
        LoadErrorCase("an invalid regular expression",
                      #"calls: [{ intent: BookTable, params: { note: { containsRegex: "(" } } }]"#,
                      "s.yaml:8:71: error: invalid regular expression '('"),
        LoadErrorCase("tolerance without approximately",
                      "calls: [{ intent: Probe, params: { double: { tolerance: 1 } } }]",
                      "s.yaml:8:54: error: 'tolerance' goes with 'approximately'"),
        LoadErrorCase("oneOf with a value of another type",
                      "calls: [{ intent: BookTable, params: { partySize: { oneOf: [2, two] } } }]",
                      "s.yaml:8:72: error: 'oneOf' of parameter 'partySize' does not fit its type Int: expected a value of type Int, found the string 'two'"),
        LoadErrorCase("unknown parameter",
                      "calls: [{ intent: BookTable, params: { partySise: 4 } }]",
                      "s.yaml:8:48: error: unknown parameter 'partySise' of intent 'BookTable'; did you mean 'partySize'?"),
        LoadErrorCase("unknown intent",
                      "calls: [BookTabel]",
                      "s.yaml:8:17: error: unknown intent 'BookTabel'; did you mean 'BookTable'?"),
        LoadErrorCase("unknown outcome",
                      "calls: [{ intent: BookTable, outcome: succeded }]",
                      "s.yaml:8:47: error: unknown outcome 'succeded'; expected one of succeeded, failed, needsInput, awaitingConfirmation, unknown, unreported, ran, committed; did you mean 'succeeded'?"),
        LoadErrorCase("unknown key in a turn",
                      "disalowed: [BookTable]",
                      "s.yaml:8:9: error: unknown key 'disalowed' in a turn; did you mean 'disallowed'?"),
    ])
    func matcherErrors(_ row: LoadErrorCase) {
        #expect(Fixture.diagnostics(ofTurn: row.yaml) == row.diagnostics)
    }

    @Test(arguments: [
        LoadErrorCase("predicate: empty",
                      #"calls: [{ intent: BookTable, params: { partySize: { matches: "" } } }]"#,
                      "s.yaml:8:71: error: invalid predicate: expected $0 or a value at the end"),
        LoadErrorCase("predicate: an unterminated string",
                      #"calls: [{ intent: BookTable, params: { note: { matches: "$0 == 'abc" } } }]"#,
                      "s.yaml:8:72: error: invalid predicate: unterminated string"),
        LoadErrorCase("predicate: nested too deeply",
                      #"calls: [{ intent: BookTable, params: { partySize: { matches: "\#(String(repeating: "(", count: 70))$0 == 1\#(String(repeating: ")", count: 70))" } } }]"#,
                      "s.yaml:8:136: error: invalid predicate: the predicate is nested too deeply"),
        LoadErrorCase("predicate: not a number",
                      #"calls: [{ intent: BookTable, params: { partySize: { matches: "$0 == 1e" } } }]"#,
                      "s.yaml:8:77: error: invalid predicate: '1e' is not a number"),
        LoadErrorCase("onScreen is identity only",
                      "onScreen: [{ entity: RestaurantEntity, where: { name: Luca } }]",
                      "s.yaml:8:48: error: unknown key 'where' in an item of 'onScreen'"),
        LoadErrorCase("a bare relative date on a Date parameter",
                      "calls: [{ intent: BookTable, params: { time: tomorrow } }]",
                      #"s.yaml:8:54: error: parameter 'time' cannot equal the string 'tomorrow': 'tomorrow' is not an ISO 8601 date; for a relative date write { at: "tomorrow" }"#),
        LoadErrorCase("a bare value of another type",
                      "calls: [{ intent: BookTable, params: { partySize: four } }]",
                      "s.yaml:8:59: error: parameter 'partySize' cannot equal the string 'four': expected a value of type Int, found the string 'four'"),
        LoadErrorCase("an entity id that is not a record",
                      "calls: [{ intent: BookTable, params: { restaurant: luca-soh } }]",
                      "s.yaml:8:60: error: parameter 'restaurant' cannot equal the string 'luca-soh': no RestaurantEntity record has the id 'luca-soh'; did you mean 'luca-soho'?"),
        LoadErrorCase("an unknown property in where:",
                      "finds: [{ entity: RestaurantEntity, where: { nmae: Luca } }]",
                      "s.yaml:8:54: error: unknown property 'nmae' of entity 'RestaurantEntity'; did you mean 'name'?"),
        LoadErrorCase("a matcher on a property that cannot apply",
                      "finds: [{ entity: ReservationEntity, where: { partySize: { containsRegex: x } } }]",
                      "s.yaml:8:68: error: 'containsRegex' applies to strings, but property 'partySize' is of type Int"),
        LoadErrorCase("an unknown skill",
                      "loads: [plan-group-diner]",
                      "s.yaml:8:17: error: unknown skill 'plan-group-diner'; did you mean 'plan-group-dinner'?"),
        LoadErrorCase("an unknown response key",
                      #"response: { contain: "x" }"#,
                      "s.yaml:8:21: error: unknown key 'contain' in a response check; did you mean 'contains'?"),
    ])
    func otherErrors(_ row: LoadErrorCase) {
        #expect(Fixture.diagnostics(ofTurn: row.yaml) == row.diagnostics)
    }

    @Test("every problem of a file is reported, not only the first")
    func allProblems() {
        let diagnostics = Fixture.diagnostics(ofTurn: """
            calls:
              - { intent: BookTable, params: { partySize: { containsRegex: "[0-9]" } } }
              - { intent: BookTable, params: { note: { at: tomorrow } } }
            """)
        #expect(diagnostics == [
            "s.yaml:9:57: error: 'containsRegex' applies to strings, but parameter 'partySize' is of type Int",
            "s.yaml:10:52: error: 'at' applies to dates, but parameter 'note' is of type String?",
        ])
    }

    @Test("the scenario-wide expect: takes no response")
    func noResponseInExpect() {
        let (_, diagnostics) = Fixture.load(Fixture.multiTurnFile([""], expect: #"response: { contains: "x" }"#))
        #expect(diagnostics.map(\.description) == ["s.yaml:7:7: error: unknown key 'response' in 'expect'"])
    }

    @Test("a predicate's column counts the characters of its source, escapes included")
    func predicateColumnAfterEscapes() {
        #expect(Fixture.diagnostics(ofTurn: #"calls: [{ intent: BookTable, params: { note: { matches: "$0 == \"a\" && $0 >> 1" } } }]"#)
            == ["s.yaml:8:85: error: invalid predicate: unexpected '>'; expected $0, a number, a quoted string, true or false"])
    }

    @Test("a predicate's column counts characters, not bytes")
    func predicateColumnAfterUnicode() {
        #expect(Fixture.diagnostics(ofTurn: #"calls: [{ intent: BookTable, params: { note: { matches: '$0 == "café" || $0 >> 1' } } }]"#)
            == ["s.yaml:8:86: error: invalid predicate: unexpected '>'; expected $0, a number, a quoted string, true or false"])
    }
}
