/// The per-run metrics of report-format.md, in the order reports list them.
public enum Metric: String, Sendable, Hashable, CaseIterable, Codable {
    case intentsAllPass
    case foundEntitiesAllPass
    case onScreenEntitiesAllPass
    case siriResponseAllPass
    case skillsLoadedAllPass
    case allPass
}
