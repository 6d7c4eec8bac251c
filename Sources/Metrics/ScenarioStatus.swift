/// The one-word outcome of a scenario over all its runs, as report-format.md
/// defines it; the raw values are the words the reports print.
public enum ScenarioStatus: String, Sendable, Hashable, CaseIterable, Codable {
    /// Every error-free run passed.
    case pass
    /// No error-free run passed.
    case fail
    /// Some error-free runs passed and some did not: the case that repeated
    /// runs exist to reveal.
    case flaky
    /// No run was free of errors, so nothing can be said about the system
    /// under test.
    case error

    /// Whether CI should treat the scenario as failed (JUnit `<failure>`).
    public var isFailure: Bool { self == .fail || self == .flaky }
}
