import AppDefinitions
import Diagnostics
import Foundation
import YAML

/// Advice on an app definition: what makes Siri pick the wrong tool, or
/// none, and what Xcode or Apple would refuse. Each finding names its rule
/// (`LintRule`, explained in Documentation/Advisor.md) and says how to fix it.
public enum AppLinter {
    /// Two tools whose descriptions are at least this alike (the cosine of
    /// `DescriptionTerms`) are reported, unless one says what it does not do.
    public static let similarityThreshold = 0.6

    /// What linting found.
    public struct Result: Sendable {
        /// Every finding, in file, line and column order.
        public var findings: [Finding]
        /// True when the definition could not be read, or loading found an
        /// error that no advisor rule explains (an unknown type, a bad
        /// record): the definition itself is invalid, as `evaluate validate`
        /// would say.
        public var invalid: Bool

        public var hasErrors: Bool { findings.contains { $0.severity == .error } }
    }

    /// Lints what `AppDefinitionLoader.load` returned: the app (nil when it
    /// could not be read) and its diagnostics, which are part of the advice.
    public static func lint(_ app: AppDefinition?, loaderDiagnostics: [Diagnostic]) -> Result {
        var findings: [Finding] = []
        var invalid = app == nil
        for diagnostic in loaderDiagnostics {
            switch LoaderFindings.read(diagnostic) {
            case .rule(let rule, let fix):
                findings.append(Finding(rule: rule.rawValue, diagnostic: diagnostic, fix: fix))
            case .covered:
                continue
            case .other:
                findings.append(Finding(rule: nil, diagnostic: diagnostic, fix: nil))
                if diagnostic.severity == .error { invalid = true }
            }
        }
        if let app { findings += lint(app) }
        return Result(findings: findings.sortedByLocation(), invalid: invalid)
    }

    /// The findings of the rules checked on the model itself.
    public static func lint(_ app: AppDefinition) -> [Finding] {
        var rules = Rules(app: app)
        rules.checkIntents()
        rules.checkSimilarTools()
        rules.checkEntities()
        return rules.findings
    }

    /// One linting pass over one app: the findings so far, and the text of
    /// the app.yaml for snippets, read only when a finding needs it.
    private struct Rules {
        let app: AppDefinition
        var findings: [Finding] = []
        private var text: String?

        init(app: AppDefinition) {
            self.app = app
        }

        /// The finding at `mark`, which may point into an imported file.
        mutating func report(_ rule: LintRule, _ message: String, at mark: Mark, fix: String) {
            let location = SourceFiles.location(mark, in: app.path)
            let snippet = SourceSnippet.render(sourceText(of: mark), line: mark.line, column: mark.column)
            findings.append(Finding(rule: rule.rawValue, severity: rule.severity, location: location, message: message, fix: fix, snippet: snippet))
        }

        private mutating func sourceText(of mark: Mark) -> String {
            if mark.source != 0 { return SourceFiles.text(mark.source) ?? "" }
            if text == nil { text = (try? String(contentsOfFile: app.path, encoding: .utf8)) ?? "" }
            return text ?? ""
        }

        mutating func checkIntents() {
            for intent in app.intents {
                if intent.tool, Self.isBlank(intent.description) {
                    report(
                        .toolDescription, "tool '\(intent.identifier)' has no description; Siri chooses tools by their descriptions",
                        at: intent.mark, fix: "add a 'description' that says what the tool does, for someone who has never opened the app")
                }
                if intent.tool, let schema = intent.schema, SchemaDomains.siri.contains(SchemaDomains.domain(of: schema)) {
                    let domain = SchemaDomains.domain(of: schema)
                    report(
                        .schemaTool,
                        "intent '\(intent.identifier)' adopts the schema '\(schema)', whose domain '\(domain)' already works with Siri;"
                            + " marking it as a tool is a build error",
                        at: intent.mark,
                        fix: "remove 'tool: true' (in Swift, @AppIntent(schema:) without .tool); Siri already runs intents of the '\(domain)' domain")
                }
                for parameter in intent.parameters {
                    checkParameter(parameter, of: intent)
                }
            }
        }

        mutating func checkParameter(_ parameter: Parameter, of intent: Intent) {
            guard let description = parameter.description, !Self.isBlank(description) else {
                report(
                    .parameterDescription, "parameter '\(parameter.name)' of intent '\(intent.identifier)' has no description",
                    at: parameter.mark,
                    fix: "add a 'description' that says what the value is, with its format, unit or range"
                        + " (\"Total number of guests, from 1 to 12\")")
                return
            }
            let base = parameter.type.arrayElement?.unwrapped ?? parameter.type.unwrapped
            guard base == .int || base == .double, parameter.range == nil, !NumberWording.statesUnitOrRange(description) else { return }
            report(
                .numberUnit,
                "the description of number parameter '\(parameter.name)' of intent '\(intent.identifier)' states no unit or range,"
                    + " and the parameter has no 'range'",
                at: parameter.mark,
                fix: "say the unit and the range in the description (\"in minutes, from 1 to 120\"), or add 'range: [lowest, highest]'")
        }

        mutating func checkSimilarTools() {
            let names = ([app.name] + app.synonyms).flatMap { DescriptionTerms.words(Substring($0)) }
            let tools = app.intents.filter(\.tool)
            let terms = tools.map { DescriptionTerms($0.title + ". " + ($0.description ?? ""), ignoring: Set(names)) }
            for second in tools.indices {
                for first in tools.indices where first < second {
                    let similarity = terms[first].similarity(to: terms[second])
                    guard similarity >= AppLinter.similarityThreshold, !terms[first].tellsApart(from: terms[second]) else { continue }
                    let (a, b) = (tools[first].identifier, tools[second].identifier)
                    report(
                        .similarTools,
                        "tools '\(a)' and '\(b)' read alike (similarity \(Self.twoDigits(similarity))); Siri could call one for the other",
                        at: tools[second].mark,
                        fix: "say what each tool does not do (\"Lists restaurants with a free table. Doesn't book anything.\"), so Siri"
                            + " can tell '\(a)' from '\(b)'")
                }
            }
        }

        mutating func checkEntities() {
            for entity in app.entities where entity.records.isEmpty {
                report(
                    .entityRecords, "entity '\(entity.identifier)' has no records, so nothing can be found", at: entity.mark,
                    fix: "add the 'records' the app publishes (or 'records: { file: catalog.json }'), so scenarios and resolvers can find them")
            }
        }

        static func isBlank(_ text: String?) -> Bool {
            text.map(MappingReader.isBlank) ?? true
        }

        /// `0.74`: two decimals, enough to compare with the threshold.
        static func twoDigits(_ value: Double) -> String {
            let hundredths = Int((value * 100).rounded())
            return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
        }
    }
}
