/// What became of an intent invocation, as Siri Evaluations records it.
public enum Outcome: String, Sendable, Hashable, CaseIterable {
    case succeeded
    case failed
    /// Siri is still asking for a value: nothing was called yet.
    case needsInput
    /// Siri asked the person to confirm; it may run next.
    case awaitingConfirmation
    case unknown
    /// The system under test recorded no outcome.
    case unreported
}
