import Foundation
import Metrics
import Results

/// Everything the report writers need about one evaluation, gathered once so
/// that report.json, report.md and junit.xml can never disagree.
public struct Report: Sendable {
    /// The tool's name and version, e.g. `evaluate` and `0.1.0`.
    public var toolName: String
    public var toolVersion: String
    public var startedAt: Date
    /// Wall-clock time of the whole evaluation.
    public var durationSeconds: Double
    public var resolver: ResolverInfo
    /// Runs of every scenario, as configured.
    public var runs: Int
    public var summary: EvaluationSummary
    public var gate: GateResult
    /// Problems with the evaluation as a whole that are not failures, such as
    /// stale recordings; scenario warnings stay with their scenario.
    public var warnings: [String]
    /// Wall-clock seconds per scenario id, when the runner measured them;
    /// junit.xml reports 0 for a scenario missing here.
    public var scenarioDurations: [String: Double]

    public init(
        toolName: String = "evaluate",
        toolVersion: String,
        startedAt: Date,
        durationSeconds: Double,
        resolver: ResolverInfo,
        runs: Int,
        summary: EvaluationSummary,
        gate: GateResult = GateResult(),
        warnings: [String] = [],
        scenarioDurations: [String: Double] = [:]
    ) {
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.startedAt = startedAt
        self.durationSeconds = durationSeconds
        self.resolver = resolver
        self.runs = runs
        self.summary = summary
        self.gate = gate
        self.warnings = warnings
        self.scenarioDurations = scenarioDurations
    }

    /// `startedAt` in ISO 8601, UTC, to the second: `2026-12-01T10:00:00Z`.
    public var startedAtText: String {
        startedAt.formatted(Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC")!))
    }
}
