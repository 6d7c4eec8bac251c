import AppDefinitions
import Diagnostics

/// Everything loaded from the PATHs of one evaluation: the app definitions,
/// the scenarios that use them, and every problem found on the way.
public struct Suite: Sendable {
    public var apps: [AppDefinition]
    public var scenarios: [Scenario]
    /// Errors and warnings, in file, line and column order.
    public var diagnostics: [Diagnostic]
    /// The scenario files read, as shown to the user.
    public var files: [String]

    public init(apps: [AppDefinition] = [], scenarios: [Scenario] = [], diagnostics: [Diagnostic] = [], files: [String] = []) {
        self.apps = apps
        self.scenarios = scenarios
        self.diagnostics = diagnostics
        self.files = files
    }

    public var hasErrors: Bool { diagnostics.hasErrors }

}
