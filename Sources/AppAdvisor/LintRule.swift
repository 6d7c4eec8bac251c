import Diagnostics

/// The advice `evaluate app lint` gives, one case per rule, so that every
/// finding names the rule that Documentation/Advisor.md explains.
public enum LintRule: String, Sendable, Hashable, CaseIterable {
    /// A tool (`tool: true`) without a description: Siri picks tools by it.
    case toolDescription = "tool-description"
    /// A parameter of any intent without a description.
    case parameterDescription = "parameter-description"
    /// An Int or Double parameter whose description states no unit or range
    /// and that declares no `range`.
    case numberUnit = "number-unit"
    /// Two tools whose titles and descriptions are so alike that a model
    /// could take one for the other.
    case similarTools = "similar-tools"
    /// A shortcut phrase without `${applicationName}` (reported by loading).
    case phraseAppName = "phrase-app-name"
    /// A shortcut phrase with more than one parameter that is not an array
    /// (reported by loading).
    case phraseParameters = "phrase-parameters"
    /// More than 10 App Shortcuts (reported by loading).
    case shortcutCount = "shortcut-count"
    /// `tool: true` on an intent whose schema is in a domain that already
    /// works with Siri, which is a build error.
    case schemaTool = "schema-tool"
    /// A skill that breaks the skills bundle rules (reported by loading).
    case skillRules = "skill-rules"
    /// An entity type with no records: nothing can be found.
    case entityRecords = "entity-records"

    /// How bad a finding of the rule is: errors are what Xcode or Apple
    /// would refuse, warnings what makes Siri choose worse.
    public var severity: Diagnostic.Severity {
        switch self {
        case .phraseAppName, .phraseParameters, .shortcutCount, .schemaTool, .skillRules: .error
        case .toolDescription, .parameterDescription, .numberUnit, .similarTools, .entityRecords: .warning
        }
    }
}
