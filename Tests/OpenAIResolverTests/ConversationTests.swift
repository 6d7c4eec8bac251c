import AppDefinitions
import Foundation
import JSON
@testable import Resolvers
import Scenarios
import Testing
import Transcripts

/// Conversations with a scripted model: what the resolver sends, how it
/// answers tool calls, and the transcript it makes of them.
@Suite struct ConversationTests {
    /// Search, then book, then answer: three requests in one turn, each
    /// carrying the conversation so far and the answers to the tool calls.
    @Test func toolCallsOverSeveralRounds() async throws {
        try await withFakeServer({ request, _ in
            switch request.toolAnswers.count {
            case 0: FakeChatServer.calls([("find_entities", #"{"entity":"RestaurantEntity","query":"Luca"}"#)], prefix: "search")
            case 1: FakeChatServer.calls([("BookTable", #"{"restaurant":"luca","partySize":4,"time":"2026-12-04T19:30:00-05:00"}"#)], prefix: "book")
            default: FakeChatServer.answer("Booked Luca for 4 tomorrow at 7:30 PM.")
            }
        }) { server in
            let resolver = OpenAIResolver.testing(Bistro.settings(server))
            let turns = try await resolver.converse(["Book Luca for four tomorrow at 7:30"])
            let turn = try #require(turns.first)
            #expect(turn.found.map(\.id) == ["luca"])
            #expect(turn.found.first?.properties == ["name": "Luca", "about": "Pasta, $$"])
            #expect(turn.invocations == [Invocation(
                intent: "BookTable",
                arguments: ["restaurant": "luca", "partySize": 4, "time": "2026-12-04T19:30:00-05:00"],
                outcome: .succeeded
            )])
            #expect(turn.response == "Booked Luca for 4 tomorrow at 7:30 PM.")
            #expect(turn.trace?["requests"] == 3)
            #expect(turn.trace?["toolRounds"] == 2)
            #expect(turn.trace?["usage"]?["total_tokens"] == 45)

            let requests = server.requests
            #expect(requests.count == 3)
            let first = try #require(requests.first)
            #expect(first.method == "POST")
            #expect(first.path == "/v1/chat/completions")
            #expect(first.body?["model"] == "test-model")
            #expect(first.body?["temperature"] == 0.2)
            #expect(first.body?["seed"] == 42)
            #expect(first.body?["tool_choice"] == nil)
            #expect(first.body?["tools"]?.array?.count == 5)
            #expect(first.messages.map { $0["role"]?.string ?? "" } == ["system", "user"])
            #expect(first.messages.last?["content"] == "Book Luca for four tomorrow at 7:30")

            let last = requests[2]
            #expect(last.messages.map { $0["role"]?.string ?? "" } == ["system", "user", "assistant", "tool", "assistant", "tool"])
            #expect(last.messages[2]["tool_calls"]?[0]?["id"] == "search_1")
            #expect(last.messages[3]["tool_call_id"] == "search_1")
            #expect(last.messages[3].toolContent?["results"]?[0]?["id"] == "luca")
            #expect(last.messages[5]["tool_call_id"] == "book_1")
            #expect(last.messages[5].toolContent == ["status": "succeeded", "dialog": "Booked Luca for 4 on Fri, Dec 4 at 7:30 PM."])
        }
    }

    /// Several tool calls in one message: each is run and answered, in order.
    @Test func parallelToolCalls() async throws {
        try await withFakeServer({ request, _ in
            request.toolAnswers.isEmpty
                ? FakeChatServer.calls([
                    ("find_entities", #"{"entity":"ReservationEntity","query":"Friday"}"#),
                    ("load_skill", #"{"name":"plan-group-dinner"}"#),
                    ("FindTables", #"{"partySize":6}"#),
                ])
                : FakeChatServer.answer("Here is what I found.")
        }) { server in
            let turn = try #require(try await OpenAIResolver.testing(Bistro.settings(server)).converse(["Plan a dinner for six"]).first)
            #expect(turn.found.map(\.id) == ["r-1"])
            #expect(turn.skills == ["plan-group-dinner"])
            #expect(turn.invocations.map(\.intent) == ["FindTables"])
            #expect(turn.invocations.first?.outcome == .succeeded)
            #expect(turn.invocations.first?.result == [["entity": "RestaurantEntity", "id": "luca"], ["entity": "RestaurantEntity", "id": "mercato"], ["entity": "RestaurantEntity", "id": "lupe"]])
            let answers = server.requests[1].toolAnswers
            #expect(answers.map { $0["tool_call_id"]?.string ?? "" } == ["call_1", "call_2", "call_3"])
            #expect(answers[1].toolContent == ["name": "plan-group-dinner", "body": "Search before you book."])
            #expect(answers[2].toolContent?["result"]?.array?.count == 3)
        }
    }

    struct Malformed: Sendable, CustomTestStringConvertible {
        var arguments: String
        var error: String
        var testDescription: String { arguments }
    }

    /// Arguments that are not a JSON object make a failed invocation whose
    /// answer names the problem; the model can try again; nothing crashes.
    @Test(arguments: [
        Malformed(arguments: #"{"restaurant": "luca", "partySize": 4"#, error: "the arguments are not valid JSON"),
        Malformed(arguments: "[1, 2]", error: "expected a JSON object of arguments, found an array"),
        Malformed(arguments: "restaurant=luca", error: "the arguments are not valid JSON"),
    ])
    func malformedArgumentsAreAFailedInvocation(_ malformed: Malformed) async throws {
        try await withFakeServer({ request, _ in
            request.toolAnswers.isEmpty ? FakeChatServer.calls([("BookTable", malformed.arguments)]) : FakeChatServer.answer("Sorry, that went wrong.")
        }) { server in
            let turn = try #require(try await OpenAIResolver.testing(Bistro.settings(server)).converse(["Book Luca"]).first)
            #expect(turn.invocations.map(\.intent) == ["BookTable"])
            #expect(turn.invocations.first?.arguments == [:])
            #expect(turn.invocations.first?.outcome == .failed)
            #expect(turn.invocations.first?.result?["error"]?.string?.hasPrefix(malformed.error) == true)
            #expect(turn.response == "Sorry, that went wrong.")
            let answer = try #require(server.requests.last?.toolAnswers.first?.toolContent)
            #expect(answer["status"] == "failed")
            #expect(answer["error"]?.string?.hasPrefix(malformed.error) == true, "\(answer)")
            #expect(turn.trace?["toolCalls"]?[0]?["arguments"] == .string(malformed.arguments))
            // Sent back as the model wrote it, so the conversation stays its own.
            #expect(server.requests.last?.messages[2]["tool_calls"]?[0]?["function"]?["arguments"] == .string(malformed.arguments))
        }
    }

    struct OutcomeCase: Sendable, CustomTestStringConvertible {
        var name: String
        var tool: String
        var arguments: String
        var outcome: Outcome
        var answer: [String: String]
        var locked = false
        var testDescription: String { name }
    }

    /// What Siri would do with the call, as its outcome and its answer.
    @Test(arguments: [
        OutcomeCase(name: "a missing required argument needs input", tool: "BookTable", arguments: #"{"restaurant":"luca","time":"2026-12-04T19:30:00-05:00"}"#,
                    outcome: .needsInput, answer: ["status": "needsInput", "ask": "How many guests?"]),
        OutcomeCase(name: "a value out of range fails", tool: "BookTable", arguments: #"{"restaurant":"luca","partySize":40,"time":"2026-12-04T19:30:00-05:00"}"#,
                    outcome: .failed, answer: ["status": "failed", "error": "partySize: 40 is outside the range 1 to 12"]),
        OutcomeCase(name: "an unknown record fails", tool: "BookTable", arguments: #"{"restaurant":"nowhere","partySize":2,"time":"2026-12-04T19:30:00-05:00"}"#,
                    outcome: .failed, answer: ["status": "failed", "error": "restaurant: no RestaurantEntity record has the id 'nowhere'"]),
        OutcomeCase(name: "an unknown parameter fails", tool: "FindTables", arguments: #"{"partySize":2,"cuisine":"thai"}"#,
                    outcome: .failed, answer: ["status": "failed", "error": "FindTables has no parameter 'cuisine'; its parameters are partySize, tags"]),
        OutcomeCase(name: "a destructive intent awaits confirmation", tool: "CancelReservation", arguments: #"{"reservation":"r-1"}"#,
                    outcome: .awaitingConfirmation, answer: ["status": "awaitingConfirmation", "ask": "Cancel Reservation (Reservation: Bar Mercato, 2 guests): ask the person to confirm."]),
        OutcomeCase(name: "a null argument is not given", tool: "FindTables", arguments: #"{"partySize":2,"tags":null}"#,
                    outcome: .succeeded, answer: ["status": "succeeded"]),
    ])
    func outcomes(_ test: OutcomeCase) async throws {
        try await withFakeServer({ request, _ in
            request.toolAnswers.isEmpty ? FakeChatServer.calls([(test.tool, test.arguments)]) : FakeChatServer.answer("OK.")
        }) { server in
            let turn = try #require(try await OpenAIResolver.testing(Bistro.settings(server)).converse(["Do it"], context: Bistro.context(locked: test.locked)).first)
            #expect(turn.invocations.map(\.outcome) == [test.outcome])
            let answer = try #require(server.requests.last?.toolAnswers.first?.toolContent)
            for (key, value) in test.answer { #expect(answer[key]?.string == value, "\(key) in \(answer)") }
        }
    }

    /// A destructive intent runs once the person confirms in a later turn;
    /// calling it again in the same turn still waits for them.
    @Test func confirmationInALaterTurn() async throws {
        try await withFakeServer({ request, _ in
            let cancel = FakeChatServer.calls([("CancelReservation", #"{"reservation":"r-1"}"#)])
            switch (request.utterance, request.toolAnswers.count) {
            case ("Cancel my Friday dinner", 0), ("Cancel my Friday dinner", 1), ("Yes, cancel it", 0): return cancel
            case ("Cancel my Friday dinner", _): return FakeChatServer.answer("Do you want me to cancel your table at Bar Mercato?")
            default: return FakeChatServer.answer("Cancelled.")
            }
        }) { server in
            let turns = try await OpenAIResolver.testing(Bistro.settings(server)).converse(["Cancel my Friday dinner", "Yes, cancel it"])
            #expect(turns.map { $0.invocations.map(\.outcome) } == [[.awaitingConfirmation, .awaitingConfirmation], [.succeeded]])
            #expect(turns[1].invocations.first?.result == ["entity": "ReservationEntity", "id": "r-1"])
            #expect(server.requests.last?.toolAnswers.first?.toolContent?["dialog"] == "Cancelled your table at Bar Mercato, 2 guests.")
            // The second turn carries the whole first one.
            let second = try #require(server.requests.first { $0.utterance == "Yes, cancel it" })
            #expect(second.messages.map { $0["role"]?.string ?? "" } == ["system", "user", "assistant", "tool", "assistant", "tool", "assistant", "user"])
        }
    }

    /// A confirmation is for the call the person was asked about: the same
    /// intent with other arguments is a new question, however it was asked
    /// before; the same arguments in another key order or number form are
    /// the same call.
    @Test func confirmationIsForTheSameCall() async throws {
        var app = Bistro.app
        app.intents = app.intents.map { intent in
            var intent = intent
            intent.needsConfirmation = intent.needsConfirmation || intent.identifier == "BookTable"
            return intent
        }
        try await withFakeServer({ request, _ in
            guard request.toolAnswers.isEmpty else { return FakeChatServer.answer("OK.") }
            return switch request.utterance {
            case "Book Luca for four at 7:30": FakeChatServer.calls([("BookTable", #"{"restaurant":"luca","partySize":4,"time":"2026-12-04T19:30:00-05:00"}"#)])
            case "Yes": FakeChatServer.calls([("BookTable", #"{"restaurant":"luca","partySize":6,"time":"2026-12-04T19:30:00-05:00"}"#)])
            default: FakeChatServer.calls([("BookTable", #"{"time":"2026-12-04T19:30:00-05:00","partySize":6.0,"seating":"any","restaurant":"luca"}"#)])
            }
        }) { server in
            let turns = try await OpenAIResolver.testing(Bistro.settings(server)).converse(["Book Luca for four at 7:30", "Yes", "Yes, for six"], app: app)
            // Asked about four guests, called for six: asked again; then six
            // (seating: any is the default) runs.
            #expect(turns.map { $0.invocations.map(\.outcome) } == [[.awaitingConfirmation], [.awaitingConfirmation], [.succeeded]])
            #expect(server.requests[3].toolAnswers.first?.toolContent?["ask"] == "Book a Table (Restaurant: Luca, Guests: 6, Arrival Time: Fri, Dec 4 at 7:30 PM, Seating: No preference): ask the person to confirm.")
        }
    }

    /// On a locked device, values that need authentication are neither shown
    /// to the model nor reported, and intents that need it cannot run.
    @Test func aLockedDeviceKeepsPrivateValuesPrivate() async throws {
        try await withFakeServer({ request, _ in
            request.toolAnswers.isEmpty
                ? FakeChatServer.calls([("find_entities", #"{"entity":"ReservationEntity","query":"Friday"}"#), ("PayDeposit", #"{"reservation":"r-1"}"#)])
                : FakeChatServer.answer("Your dinner at Bar Mercato is at 8 PM.")
        }) { server in
            var app = Bistro.app
            app.intents = app.intents.map { intent in
                var intent = intent
                intent.tool = intent.identifier == "PayDeposit" || intent.tool
                return intent
            }
            let resolver = OpenAIResolver.testing(Bistro.settings(server))
            let turn = try #require(try await resolver.converse(["What time is my dinner on Friday?"], app: app, context: Bistro.context(locked: true)).first)
            #expect(turn.found == [FoundEntity(entity: "ReservationEntity", id: "r-1", properties: ["restaurantName": "Bar Mercato", "arrival": "2026-12-04T20:00:00-05:00"])])
            #expect(turn.invocations.map(\.outcome) == [.failed])
            let answers = server.requests[1].toolAnswers
            let found = answers[0]["content"]?.string ?? ""
            #expect(found.contains("Bar Mercato") && !found.contains("Nut allergy"))
            #expect(answers[1].toolContent?["error"] == "the device is locked: the person must unlock it before Pay Deposit can run")
        }
    }

    /// An entity the model takes from the screen is reported as on screen.
    @Test func entitiesFromTheScreen() async throws {
        try await withFakeServer({ request, _ in
            request.toolAnswers.isEmpty
                ? FakeChatServer.calls([("BookTable", #"{"restaurant":"luca","partySize":2,"time":"2026-12-03T20:00:00-05:00"}"#)])
                : FakeChatServer.answer("Booked.")
        }) { server in
            let context = Bistro.context(onScreen: [EntityReference(entity: "RestaurantEntity", id: "luca")])
            let turn = try #require(try await OpenAIResolver.testing(Bistro.settings(server)).converse(["Book this place for two at 8"], context: context).first)
            #expect(turn.onScreen == [EntityReference(entity: "RestaurantEntity", id: "luca")])
            #expect(server.requests[0].messages[0]["content"]?.string?.contains("On screen: RestaurantEntity luca (\"Luca\")") == true)
        }
    }

    /// A model that keeps calling tools is stopped after `maxToolRounds`
    /// rounds: the last request asks for words (`tool_choice: none`), and
    /// calls it still makes are not run. The turn has no response; it is a
    /// failure of the model, not an error run.
    @Test func theToolRoundsOfATurnAreBounded() async throws {
        try await withFakeServer({ _, index in
            FakeChatServer.calls([("FindTables", #"{"partySize":\#(index + 1)}"#)])
        }) { server in
            let resolver = OpenAIResolver.testing(Bistro.settings(server) { $0.maxToolRounds = 2 })
            let turn = try #require(try await resolver.converse(["Find a table"]).first)
            #expect(server.requests.count == 3)
            #expect(server.requests.map { $0.body?["tool_choice"] } == [nil, nil, "none"])
            #expect(turn.invocations.map { $0.arguments["partySize"] } == [1, 2])
            #expect(turn.response == nil)
            #expect(turn.trace?["notes"]?[0]?.string?.contains("after 2 rounds") == true)
            #expect(turn.trace?["toolCalls"]?[2]?["status"] == "not run")
        }
    }

    /// No temperature or seed in the settings: none is sent.
    @Test func unsetSamplingSettingsAreNotSent() async throws {
        try await withFakeServer({ _, _ in FakeChatServer.answer("Hello.") }) { server in
            let settings = Bistro.settings(server) {
                $0.temperature = nil
                $0.seed = nil
            }
            let turn = try #require(try await OpenAIResolver.testing(settings).converse(["Hi"]).first)
            #expect(turn.response == "Hello.")
            #expect(server.requests.first?.body?["temperature"] == nil)
            #expect(server.requests.first?.body?["seed"] == nil)
        }
    }

    struct SeedCase: Sendable, CustomTestStringConvertible {
        var settings: Int?
        var evaluation: UInt64?
        var sent: [Int?]
        var shown: String?
        var testDescription: String { "seed \(settings.map(String.init) ?? "none"), --seed \(evaluation.map(String.init) ?? "none")" }
    }

    /// The seed sent by runs 1 and 2: the resolver's own, the same for every
    /// run; else the evaluation's `--seed` plus the run number less one, so
    /// runs differ and the evaluation can be repeated; else none.
    @Test(arguments: [
        SeedCase(settings: 42, evaluation: 7, sent: [42, 42], shown: "42"),
        SeedCase(settings: nil, evaluation: 7, sent: [7, 8], shown: "7 + run - 1"),
        SeedCase(settings: nil, evaluation: 0, sent: [0, 1], shown: "0 + run - 1"),
        SeedCase(settings: nil, evaluation: nil, sent: [nil, nil], shown: nil),
    ])
    func seeds(_ test: SeedCase) async throws {
        try await withFakeServer({ _, _ in FakeChatServer.answer("Hello.") }) { server in
            let resolver = OpenAIResolver.testing(Bistro.settings(server) { $0.seed = test.settings }, seed: test.evaluation)
            _ = try await resolver.converse(["Hi"], run: 1)
            _ = try await resolver.converse(["Hi"], run: 2)
            #expect(server.requests.map { $0.body?["seed"]?.int } == test.sent)
            #expect(resolver.info.settings.first { $0.key == "seed" }?.value == test.shown)
        }
    }

    /// A tool the app does not have is answered with the tools it has, and
    /// is no invocation.
    @Test func anUnknownToolIsNotAnInvocation() async throws {
        try await withFakeServer({ request, _ in
            request.toolAnswers.isEmpty ? FakeChatServer.calls([("OrderPizza", "{}")]) : FakeChatServer.answer("I can't order pizza.")
        }) { server in
            let turn = try #require(try await OpenAIResolver.testing(Bistro.settings(server)).converse(["Order a pizza"]).first)
            #expect(turn.invocations.isEmpty)
            #expect(server.requests[1].toolAnswers.first?.toolContent?["error"]?.string?.hasPrefix("there is no tool named 'OrderPizza'; the tools are BookTable,") == true)
        }
    }
}
