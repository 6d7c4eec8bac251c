import AppDefinitions
import Diagnostics
import Foundation
import Testing
@testable import AppAdvisor

/// One finding a fixture must produce: its rule, place, severity and message.
struct ExpectedFinding: Sendable, Equatable, CustomStringConvertible {
    var rule: String?
    var line: Int
    var column: Int
    var severity: Diagnostic.Severity
    var message: String

    init(_ rule: LintRule?, _ line: Int, _ column: Int, _ message: String, severity: Diagnostic.Severity? = nil) {
        self.rule = rule?.rawValue
        self.line = line
        self.column = column
        self.severity = severity ?? rule?.severity ?? .error
        self.message = message
    }

    init(_ finding: Finding) {
        rule = finding.rule
        line = finding.location?.line ?? 0
        column = finding.location?.column ?? 0
        severity = finding.severity
        message = finding.message
    }

    var description: String { "\(line):\(column): \(severity.rawValue): \(message) [\(rule ?? "-")]" }
}

/// A fixture app (Fixtures/Lint/<name>/app.yaml) and every finding it must give.
struct LintCase: Sendable, CustomTestStringConvertible {
    var fixture: String
    var expected: [ExpectedFinding]
    var testDescription: String { fixture }
}

@Suite struct AppLinterTests {
    static let cases: [LintCase] = [
        LintCase(fixture: "tool-description", expected: [
            ExpectedFinding(.toolDescription, 5, 3, "tool 'StartTimer' has no description; Siri chooses tools by their descriptions"),
        ]),
        LintCase(fixture: "parameter-description", expected: [
            ExpectedFinding(.parameterDescription, 9, 7, "parameter 'text' of intent 'AddNote' has no description"),
        ]),
        LintCase(fixture: "number-unit", expected: [
            ExpectedFinding(
                .numberUnit, 10, 7,
                "the description of number parameter 'length' of intent 'StartTimer' states no unit or range, and the parameter has no 'range'"),
        ]),
        LintCase(fixture: "similar-tools", expected: [
            ExpectedFinding(
                .similarTools, 9, 3, "tools 'FindRecipes' and 'SuggestRecipes' read alike (similarity 0.67); Siri could call one for the other"),
        ]),
        LintCase(fixture: "phrase-app-name", expected: [
            ExpectedFinding(
                .phraseAppName, 12, 9,
                "the phrase 'Start a timer' does not contain ${applicationName}; every App Shortcut phrase must name the app"),
        ]),
        LintCase(fixture: "phrase-parameters", expected: [
            ExpectedFinding(
                .phraseParameters, 25, 9,
                "the phrase 'Start a ${minutes} minute ${label} timer in ${applicationName}' interpolates 2 parameters that are not"
                    + " arrays (minutes, label); a phrase may hold at most one"),
        ]),
        LintCase(fixture: "shortcut-count", expected: [
            ExpectedFinding(.shortcutCount, 40, 5, "11 shortcuts declared; Apple allows at most 10 App Shortcuts per app"),
        ]),
        LintCase(fixture: "schema-tool", expected: [
            ExpectedFinding(
                .schemaTool, 5, 3,
                "intent 'SendMessageIntent' adopts the schema 'messages.sendMessage', whose domain 'messages' already works with"
                    + " Siri; marking it as a tool is a build error"),
        ]),
        LintCase(fixture: "skill-rules", expected: [
            ExpectedFinding(.skillRules, 4, 3, "skill name 'Plan_Dinner' may hold only lowercase letters, digits and hyphens"),
            ExpectedFinding(.skillRules, 8, 18, "the description of skill 'plan-lunch' must fit on one line"),
        ]),
        LintCase(fixture: "entity-records", expected: [
            ExpectedFinding(.entityRecords, 4, 3, "entity 'BookEntity' has no records, so nothing can be found"),
        ]),
        LintCase(fixture: "clean", expected: []),
    ]

    @Test(arguments: cases)
    func fixtureGivesItsFindings(_ testCase: LintCase) throws {
        let path = Fixtures.path("Lint/\(testCase.fixture)/app.yaml")
        let (app, diagnostics) = Fixtures.load("Lint/\(testCase.fixture)/app.yaml")
        let result = AppLinter.lint(app, loaderDiagnostics: diagnostics)
        #expect(!result.invalid, "\(diagnostics)")
        #expect(result.findings.map(ExpectedFinding.init) == testCase.expected)
        for finding in result.findings {
            #expect(finding.location?.file == path)
            #expect(finding.fix?.isEmpty == false, "every rule says how to fix it: \(finding)")
        }
    }

    /// Every rule has a fixture that triggers it.
    @Test func everyRuleHasAFixture() {
        let covered = Set(Self.cases.flatMap { $0.expected.compactMap(\.rule) })
        #expect(covered == Set(LintRule.allCases.map(\.rawValue)))
    }

    /// A finding prints in compiler form, with its line, a caret and the fix.
    @Test func findingRendersWithSnippetAndFix() throws {
        let path = Fixtures.path("Lint/tool-description/app.yaml")
        let (app, diagnostics) = Fixtures.load("Lint/tool-description/app.yaml")
        let finding = try #require(AppLinter.lint(app, loaderDiagnostics: diagnostics).findings.first)
        #expect(finding.rendered == """
            \(path):5:3: warning: tool 'StartTimer' has no description; Siri chooses tools by their descriptions [tool-description]
              StartTimer:
              ^
            \(path):5:3: note: fix: add a 'description' that says what the tool does, for someone who has never opened the app
            """)
    }

    /// Errors the advisor has no rule for make the definition invalid; the
    /// rules still speak about what could be read.
    @Test func loaderErrorWithoutRuleMakesItInvalid() throws {
        let (app, diagnostics) = Fixtures.load("Lint/invalid/app.yaml")
        let result = AppLinter.lint(app, loaderDiagnostics: diagnostics)
        #expect(result.invalid)
        #expect(result.findings.map(ExpectedFinding.init) == [
            ExpectedFinding(.toolDescription, 4, 3, "tool 'AddNote' has no description; Siri chooses tools by their descriptions"),
            ExpectedFinding(nil, 11, 15, "unknown type 'Strng' for parameter 'text' of intent 'AddNote'; did you mean 'String'?"),
            ExpectedFinding(
                .phraseAppName, 15, 9, "the phrase 'Add a note' does not contain ${applicationName}; every App Shortcut phrase must name the app"),
        ])
        #expect(result.findings[1].fix == nil)
    }

    @Test func unreadableDefinitionIsInvalid() {
        let (app, diagnostics) = Fixtures.load("Lint/no-such-folder/app.yaml")
        #expect(app == nil)
        let result = AppLinter.lint(app, loaderDiagnostics: diagnostics)
        #expect(result.invalid)
        #expect(result.findings.count == 1)
    }

    /// The sample apps load and are valid; the advice on them is what the
    /// samples show on purpose.
    @Test(arguments: ["Counter", "Dinewell", "Howbee", "Mail", "Restaurant", "WeighIn"])
    func sampleAppsAreValid(_ name: String) {
        let path = Fixtures.packageRoot.appendingPathComponent("Scenarios/\(name)/app.yaml").path
        let (app, diagnostics) = AppDefinitionLoader.load(path: path, displayPath: path)
        let result = AppLinter.lint(app, loaderDiagnostics: diagnostics)
        #expect(!result.invalid)
        #expect(!result.hasErrors, "\(result.findings.map(\.description))")
    }

    @Test(arguments: [
        ("messages.sendMessage", "messages"), (".messages.sendMessage", "messages"), ("journal.createEntry", "journal"),
        ("mail", "mail"),
    ])
    func schemaDomain(_ schema: String, domain: String) {
        #expect(SchemaDomains.domain(of: schema) == domain)
    }

    @Test(arguments: [
        ("Number of guests, from 1 to 12", true), ("How long the timer runs, in minutes", true), ("The weight in kilograms", true),
        ("Discount as a percentage", true), ("Price in $", true), ("At least one seat", true), ("Up to twelve guests", true),
        ("How long the timer runs", false), ("Total number of guests", false), ("How loud it rings", false),
    ])
    func numberWording(_ description: String, states: Bool) {
        #expect(NumberWording.statesUnitOrRange(description) == states)
    }
}

