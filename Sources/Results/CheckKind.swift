/// The kinds of expectation a scenario can state, one per Siri Evaluations
/// expectation type; each feeds one of the metrics.
public enum CheckKind: String, Sendable, Hashable, CaseIterable, Codable {
    case calls
    case disallowed
    case finds
    case onScreen
    case loads
    case response

    /// The Apple metric that this kind of check counts towards.
    public var metric: Metric {
        switch self {
        case .calls, .disallowed: .intentsAllPass
        case .finds: .foundEntitiesAllPass
        case .onScreen: .onScreenEntitiesAllPass
        case .response: .siriResponseAllPass
        case .loads: .skillsLoadedAllPass
        }
    }
}
