import JSON

/// Which system under test to run, with its settings, as evaluate.yaml or
/// `--resolver` names it. Paths are already resolved against evaluate.yaml.
public enum ResolverChoice: Sendable, Hashable {
    case simulator
    /// Recording files to replay.
    case replay([String])
    /// The program and its arguments.
    case command([String])
    /// The settings mapping of configuration.md.
    case openai(JSONObject)

    public static let names = ["simulator", "replay", "command", "openai"]

    public var name: String {
        switch self {
        case .simulator: "simulator"
        case .replay: "replay"
        case .command: "command"
        case .openai: "openai"
        }
    }
}
