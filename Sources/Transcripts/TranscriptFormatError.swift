/// Why a JSON value is not a transcript (or a turn of one), naming the path
/// of the offending value so a resolver's author can find it.
public struct TranscriptFormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where in the value, e.g. `turns[1].invocations[0].outcome`.
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
