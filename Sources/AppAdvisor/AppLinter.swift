import AppDefinitions
import Diagnostics

/// Advice on an app definition: what makes Siri pick the wrong tool or none.
public enum AppLinter {
    public static func lint(_ app: AppDefinition) -> [Diagnostic] {
        []
    }
}
