/// Why a gate threshold could not be understood, worded for the person who
/// wrote it on the command line or in `evaluate.yaml`.
public struct GateThresholdError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The command-line argument as written (`passHatK.0=0.7`), when the
    /// threshold came from one; nil for one built from the configuration,
    /// whose location the caller reports instead.
    public var argument: String?
    /// What is wrong, without the argument.
    public var reason: String

    public init(argument: String? = nil, reason: String) {
        self.argument = argument
        self.reason = reason
    }

    /// `gate 'ARG': REASON`, or the reason alone.
    public var description: String {
        argument.map { "gate '\($0)': \(reason)" } ?? reason
    }
}
