import AppDefinitions
import Dates
import Diagnostics
import Foundation
import Testing
@testable import Scenarios
import Transcripts

/// scenario-format.md, "Layout of a suite" and "A scenario file": which files
/// are scenario files, which app.yaml each one uses, full ids, and how file
/// tags and context combine with a scenario's own.
struct SuiteLoaderTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Valid/Suite").standardizedFileURL.path

    static func load() -> Suite { SuiteLoader.load(paths: [root], defaultNow: 0) }

    static func relative(_ path: String) -> String {
        path.replacingOccurrences(of: root + "/", with: "")
    }

    static func scenario(_ fullID: String, in suite: Suite) throws -> Scenario {
        try #require(suite.scenarios.first { $0.fullID == fullID })
    }

    /// Seconds since 1970 of an ISO 8601 date-time with an offset.
    static func instant(_ text: String) throws -> Double {
        try #require(ISODate.parseDateTime(text)).instant()
    }

    @Test func theValidSuiteLoadsWithoutProblems() {
        let suite = Self.load()
        #expect(suite.diagnostics.map(\.description).map(Self.relative) == [])
    }

    @Test func onlyScenarioFilesAreRead() {
        // Not evaluate.yaml / evaluate.yml, app.yaml / app.yml, anything in a
        // *.skillsbundle folder (the app's skills, read with the app), hidden
        // folders, or files that are not YAML.
        #expect(Self.load().files.map(Self.relative) == [
            "Dinewell/Counter/counter.yml",
            "Dinewell/booking.yaml",
            "Dinewell/more/deeper/follow-ups.yaml",
            "Other/ping.yaml",
            "Shared/explicit.yaml",
        ])
    }

    @Test func theFullIDIsTheFileRelativeToTheSuiteRootAndTheID() {
        let suite = Self.load()
        #expect(suite.scenarios.map(\.fullID) == [
            "Dinewell/Counter/counter.yml#count-up",
            "Dinewell/booking.yaml#book-then-change-the-party-size",
            "Dinewell/booking.yaml#explicit",
            "Dinewell/more/deeper/follow-ups.yaml#follow-up",
            "Other/ping.yaml#ping",
            "Shared/explicit.yaml#count-up-from-a-shared-file",
        ])
        #expect(suite.scenarios.map(\.id) == [
            "count-up", "book-then-change-the-party-size", "explicit", "follow-up", "ping", "count-up-from-a-shared-file",
        ])
        #expect(suite.scenarios.map(\.file) == [
            "Dinewell/Counter/counter.yml", "Dinewell/booking.yaml", "Dinewell/booking.yaml",
            "Dinewell/more/deeper/follow-ups.yaml", "Other/ping.yaml", "Shared/explicit.yaml",
        ])
        #expect(suite.scenarios.map { Self.relative($0.path) } == suite.scenarios.map(\.file))
        #expect(suite.scenarios.map(\.line) == [3, 10, 20, 3, 2, 4])
    }

    @Test func aFileGivenAloneIsItsOwnRoot() {
        let suite = SuiteLoader.load(paths: [Self.root + "/Dinewell/booking.yaml"], defaultNow: 0)
        #expect(suite.diagnostics.isEmpty)
        #expect(suite.scenarios.map(\.fullID) == ["booking.yaml#book-then-change-the-party-size", "booking.yaml#explicit"])
    }

    @Test func theSameFileTwiceIsReadOnce() {
        let suite = SuiteLoader.load(paths: [Self.root + "/Other", Self.root + "/Other/ping.yaml"], defaultNow: 0)
        #expect(suite.diagnostics.isEmpty)
        #expect(suite.scenarios.map(\.fullID) == ["ping.yaml#ping"])
    }

    @Test func fileTagsAndScenarioTagsMerge() throws {
        let suite = Self.load()
        // File tags first, then the scenario's own, each once.
        #expect(try Self.scenario("Dinewell/booking.yaml#book-then-change-the-party-size", in: suite).tags == ["booking", "smoke", "multi-turn"])
        #expect(try Self.scenario("Dinewell/booking.yaml#explicit", in: suite).tags == ["booking", "smoke"])
        #expect(try Self.scenario("Other/ping.yaml#ping", in: suite).tags == [])
    }

    @Test func theFileContextMergesUnderTheScenarioContext() throws {
        let suite = Self.load()
        let first = try Self.scenario("Dinewell/booking.yaml#book-then-change-the-party-size", in: suite).context
        #expect(first.now == (try Self.instant("2026-12-03T17:00:00-05:00")))
        #expect(first.timeZone.identifier == "America/New_York")
        #expect(first.locale == "fr_FR")              // the scenario's
        #expect(first.foreground)                     // the file's
        #expect(first.locked)                         // the scenario's
        #expect(first.onScreen == [.init(entity: "RestaurantEntity", id: "luca-soho")])
        #expect(first.liveActivity == nil)
        #expect(first.nowText == "2026-12-03T17:00:00-05:00")

        let second = try Self.scenario("Dinewell/booking.yaml#explicit", in: suite).context
        // A 'now' without an offset is read in the time zone of the context.
        #expect(second.now == (try Self.instant("2026-12-05T09:30:00-05:00")))
        #expect(second.locale == "en_GB")
        #expect(second.foreground)
        #expect(!second.locked)
        #expect(second.onScreen == [])                // the scenario's empty list wins
        #expect(second.liveActivity == .init(entity: "RestaurantEntity", id: "bar-mercato"))
    }

    @Test func contextDefaults() throws {
        let suite = SuiteLoader.load(paths: [Self.root + "/Other"], defaultNow: 1_234_567)
        let context = try #require(suite.scenarios.first).context
        #expect(context.now == 1_234_567)
        #expect(context.timeZone.identifier == "UTC" || context.timeZone.secondsFromGMT() == 0)
        #expect(context.locale == "en_US")
        #expect(!context.foreground && !context.locked)
        #expect(context.onScreen.isEmpty && context.liveActivity == nil)
    }

    @Test func theNearestAppDefinitionIsUsed() throws {
        let suite = Self.load()
        func appName(_ fullID: String) throws -> String {
            suite.apps[try Self.scenario(fullID, in: suite).app].name
        }
        #expect(try appName("Dinewell/booking.yaml#book-then-change-the-party-size") == "Dinewell")
        // Two folders up.
        #expect(try appName("Dinewell/more/deeper/follow-ups.yaml#follow-up") == "Dinewell")
        // Its own folder's app.yaml, not the one above.
        #expect(try appName("Dinewell/Counter/counter.yml#count-up") == "Counter")
        // app.yml counts as well.
        #expect(try appName("Other/ping.yaml#ping") == "Other")
        // 'app:' names one, relative to the file.
        #expect(try appName("Shared/explicit.yaml#count-up-from-a-shared-file") == "Counter")
        // Each app definition is loaded once.
        #expect(suite.apps.map(\.name).sorted() == ["Counter", "Dinewell", "Other"])
        #expect(suite.apps.map { Self.relative($0.path) }.sorted() == ["Dinewell/Counter/app.yaml", "Dinewell/app.yaml", "Other/app.yml"])
    }

    @Test func theNearestAppIsShownRelativeToHowTheFileWasNamed() throws {
        let deeper = Self.root + "/Dinewell/more/deeper"
        let found = try #require(SuiteLoader.nearestApp(from: deeper, displayFolder: "Scenarios/Dinewell/more/deeper"))
        #expect(found.absolute == Self.root + "/Dinewell/app.yaml")
        #expect(found.display == "Scenarios/Dinewell/app.yaml")
        // A file named from its own folder: the app is two folders up.
        #expect(SuiteLoader.nearestApp(from: deeper, displayFolder: "")?.display == "../../app.yaml")
        #expect(SuiteLoader.nearestApp(from: deeper, displayFolder: "more/deeper")?.display == "app.yaml")
        #expect(SuiteLoader.nearestApp(from: deeper, displayFolder: "deeper")?.display == "../app.yaml")
        // A one-character folder name (NSString's deletingLastPathComponent traps on it on Linux).
        #expect(SuiteLoader.nearestApp(from: deeper, displayFolder: "a")?.display == "../app.yaml")
    }

    static let parents: [(String, String)] = [
        ("", ".."), (".", ".."), ("a", ""), ("a/b", "a"), ("..", "../.."), ("../..", "../../.."),
        ("../a", ".."), ("/x/y", "/x"), ("/x", "/"), ("/", "/"), ("Scenarios/Dinewell", "Scenarios"), ("b/a", "b"),
    ]

    @Test(arguments: parents)
    func parentFolderAsShown(_ folder: String, _ parent: String) {
        #expect(SuiteLoader.parentDisplay(folder) == parent)
    }

    @Test func appNamingAFolderOrNotAPathIsAnErrorAtItsPlace() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loading-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/Dinewell", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "app: Dinewell\nscenarios: [{ name: Hi, turns: [{ user: Hi }] }]\n".write(toFile: folder + "/folder.yaml", atomically: true, encoding: .utf8)
        try "app: [app.yaml]\nscenarios: [{ name: Hi, turns: [{ user: Hi }] }]\n".write(toFile: folder + "/list.yaml", atomically: true, encoding: .utf8)
        let suite = SuiteLoader.load(paths: [folder], defaultNow: 0)
        #expect(suite.diagnostics.map { $0.description.replacingOccurrences(of: folder + "/", with: "") } == [
            "folder.yaml:1:6: error: no app definition at 'Dinewell' (relative to this file)",
            "list.yaml:1:6: error: expected the path of an app definition for 'app', found a list",
        ])
    }

    @Test func aMissingPathIsReported() {
        // A PATH of the command line, so no line and column.
        let suite = SuiteLoader.load(paths: [Self.root + "/Nowhere"], defaultNow: 0)
        #expect(suite.diagnostics.map(\.description).map(Self.relative) == ["error: no such file or folder 'Nowhere'"])
    }
}

/// The default id of a scenario is its name as a slug (scenario-format.md).
struct SlugTests {
    static let cases: [(String, String)] = [
        ("Book, then change the party size without naming the app", "book-then-change-the-party-size-without-naming-the-app"),
        ("Book a table", "book-a-table"),
        ("  Leading and trailing  ", "leading-and-trailing"),
        ("--Hyphens--everywhere--", "hyphens-everywhere"),
        ("Runs   of   spaces", "runs-of-spaces"),
        ("snake_case_name", "snake-case-name"),
        ("CamelCase", "camelcase"),
        ("Party of 12 at 7:30 pm", "party-of-12-at-7-30-pm"),
        ("Café crème", "café-crème"),
        ("A question: tables?", "a-question-tables"),
        ("already-a-slug", "already-a-slug"),
        ("x", "x"),
        ("42", "42"),
        ("!!!", ""),
        ("", ""),
    ]

    @Test(arguments: cases)
    func slug(_ name: String, _ expected: String) {
        #expect(Slug.make(name) == expected)
    }
}
