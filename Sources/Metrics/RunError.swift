/// A run that could not be completed, with the reason: kept apart from
/// failures because it says nothing about the system under test's answers.
public struct RunError: Sendable, Hashable {
    /// The run, from 1.
    public var run: Int
    public var message: String

    public init(run: Int, message: String) {
        self.run = run
        self.message = message
    }
}
