import Diagnostics
import Scenarios
import Testing
@testable import AppAdvisor

@Suite struct CoverageTests {
    static func suite() throws -> Suite {
        let suite = SuiteLoader.load(paths: [Fixtures.path("Coverage")], defaultNow: 0)
        #expect(!suite.hasErrors, "\(suite.diagnostics.map(\.description))")
        return suite
    }

    /// Every way of expecting counts: short and long form, ordered and
    /// unordered calls, turns and scenario-wide `expect:`, finds and onScreen.
    @Test func listsWhatNoScenarioExpects() throws {
        let coverage = Coverage(try Self.suite())
        #expect(coverage.apps.map(\.name) == ["Shop", "Tally"])
        let shop = try #require(coverage.apps.first)
        #expect(shop.scenarioCount == 3)
        #expect(shop.uncalledIntents == ["Checkout", "ClearCart"])
        #expect(shop.unfoundEntities == ["GiftCardEntity"])
        #expect(shop.unloadedSkills == ["gift-ideas", "returns"])
        #expect(shop.onlyPreferredSkills == ["gift-ideas"])
        #expect(shop.toolsNeverDisallowed == ["SearchProducts", "ClearCart"])
        #expect(!shop.isComplete)
        #expect(coverage.apps.last?.isComplete == true)
    }

    @Test func textListsEachGapOnItsLine() throws {
        let suite = try Self.suite()
        let shopPath = try #require(suite.apps.first?.path)
        let tallyPath = try #require(suite.apps.last?.path)
        #expect(Coverage(suite).text == """
            Shop (\(shopPath)), 3 scenarios
              intents no scenario calls:
                Checkout
                ClearCart
              entities no scenario finds:
                GiftCardEntity
              skills no scenario loads:
                gift-ideas (only preferred, which is not graded)
                returns
              tools no scenario disallows:
                SearchProducts
                ClearCart

            Tally (\(tallyPath)), 2 scenarios
              intents no scenario calls: none
              entities no scenario finds: none
              skills no scenario loads: none
              tools no scenario disallows: none

            """)
    }

    /// Only the scenarios given count (what `--filter` and `--tag` keep).
    @Test func onlyTheGivenScenariosCount() throws {
        let suite = try Self.suite()
        let some = suite.scenarios.filter { $0.name == "Search, never check out" }
        let coverage = Coverage(suite, scenarios: some)
        #expect(coverage.apps.map(\.name) == ["Shop"])
        #expect(coverage.apps.first?.uncalledIntents == ["AddToCart", "Checkout", "TrackOrder", "ClearCart"])
        #expect(coverage.apps.first?.toolsNeverDisallowed == ["SearchProducts", "AddToCart", "ClearCart"])
    }
}
