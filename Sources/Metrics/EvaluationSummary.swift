import Results

/// The aggregate of report-format.md over a whole evaluation: the six
/// metrics, the error count, pass^k and pass@k, and every scenario's
/// summary. Reports and the gate read only this.
public struct EvaluationSummary: Sendable, Hashable {
    /// One summary per scenario, in the order the results were given.
    public var scenarios: [ScenarioSummary]
    /// The metrics that apply to at least one error-free run; a missing key
    /// is a null metric.
    public var metrics: [Metric: MetricSummary]
    /// Runs that ended in an error, over all scenarios: counted here and
    /// left out of every average.
    public var errors: Int
    /// pass^k for k = 1 ... `maxK`, element `k - 1`: the mean over the
    /// scenarios with at least one graded, error-free run.
    public var passHatK: [Double]
    /// pass@k for k = 1 ... `maxK`, element `k - 1`, over the same scenarios.
    public var passAtK: [Double]
    /// How many scenarios pass^k and pass@k average over.
    public var passKScenarioCount: Int

    /// Aggregates graded results.
    ///
    /// Means pool runs (passed / total over all applicable runs, Apple's
    /// `.mean(of:)`), so a scenario weighs by its runs; pass^k and pass@k
    /// average scenarios, so each weighs the same. k stops at the smallest
    /// number of graded runs of any counted scenario, the largest k every
    /// scenario can estimate. Scenarios with no error-free run, and those
    /// that grade nothing, are left out of both: they have no `n` to draw
    /// from.
    public init(_ results: [ScenarioResult]) {
        let scenarios = results.map(ScenarioSummary.init)
        self.scenarios = scenarios

        var counts: [Metric: MetricCount] = [:]
        for scenario in scenarios {
            for (metric, count) in scenario.metrics { counts[metric, default: MetricCount()] = counts[metric, default: MetricCount()] + count }
        }
        self.metrics = counts.compactMapValues(MetricSummary.init)
        self.errors = scenarios.reduce(0) { $0 + $1.errors }

        let counted = scenarios.filter { $0.gradedRuns > 0 }
        passKScenarioCount = counted.count
        let maxK = counted.map(\.gradedRuns).min() ?? 0
        let scenarioCount = Double(counted.count)
        passHatK = (0..<maxK).map { index in
            counted.reduce(0.0) { $0 + PassK.passHat(k: index + 1, n: $1.gradedRuns, c: $1.gradedPassed) } / scenarioCount
        }
        passAtK = (0..<maxK).map { index in
            counted.reduce(0.0) { $0 + PassK.passAt(k: index + 1, n: $1.gradedRuns, c: $1.gradedPassed) } / scenarioCount
        }
    }

    /// The summary of a metric, or nil when it applies to no error-free run.
    public func metric(_ metric: Metric) -> MetricSummary? { metrics[metric] }

    /// The largest k with a pass^k and pass@k value; 0 when none.
    public var maxK: Int { passHatK.count }

    /// pass^k, or nil when k is outside 1 ... `maxK`.
    public func passHatK(_ k: Int) -> Double? { k >= 1 && k <= maxK ? passHatK[k - 1] : nil }

    /// pass@k, or nil when k is outside 1 ... `maxK`.
    public func passAtK(_ k: Int) -> Double? { k >= 1 && k <= maxK ? passAtK[k - 1] : nil }

    /// Every run made, errors included.
    public var runCount: Int { scenarios.reduce(0) { $0 + $1.runs } }

    /// Scenarios whose status is `fail`, in order.
    public var failed: [ScenarioSummary] { scenarios.filter { $0.status == .fail } }

    /// Scenarios whose status is `flaky`, in order.
    public var flaky: [ScenarioSummary] { scenarios.filter { $0.status == .flaky } }

    /// Scenarios whose status is `error`, in order.
    public var errored: [ScenarioSummary] { scenarios.filter { $0.status == .error } }

    /// How many scenarios have each status.
    public func count(_ status: ScenarioStatus) -> Int { scenarios.count { $0.status == status } }
}
