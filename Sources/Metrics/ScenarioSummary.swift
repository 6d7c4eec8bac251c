import Results

/// What the reports say about one scenario over all its runs: its status,
/// its tallies and the failures a reviewer needs to read.
///
/// A run counts as *passed* when it is error-free and none of its graded
/// checks failed. A scenario that grades nothing (only context turns) thus
/// passes every error-free run and has status `pass`: nothing it asked for
/// went wrong, and calling it `fail` would fail CI on a scenario that cannot
/// fail. Such runs are still left out of the `allPass` mean (the metric does
/// not apply to them) and out of pass^k and pass@k (see `gradedRuns`).
public struct ScenarioSummary: Sendable, Hashable {
    /// `<file>#<id>`.
    public var id: String
    public var name: String
    public var file: String
    public var line: Int
    public var tags: [String]
    public var status: ScenarioStatus
    /// Every run made, errors included.
    public var runs: Int
    /// Error-free runs with no failed check.
    public var passed: Int
    /// Runs that ended in an error.
    public var errors: Int
    /// Error-free runs that graded at least one check: the `n` of pass^k.
    public var gradedRuns: Int
    /// Graded runs that passed every check: the `c` of pass^k.
    public var gradedPassed: Int
    /// Tallies of the metrics that apply to at least one run of the scenario.
    public var metrics: [Metric: MetricCount]
    /// Every failed check, in run order and, within a run, in grading order.
    public var failures: [CheckFailure]
    /// Why each error run could not be completed, in run order.
    public var runErrors: [RunError]
    /// Problems with the scenario that are not failures (stale recordings).
    public var warnings: [String]
    /// Reported but never graded observations (preferred skills not loaded),
    /// each once, in the order first seen.
    public var notes: [String]

    public init(_ result: ScenarioResult) {
        id = result.id
        name = result.name
        file = result.file
        line = result.line
        tags = result.tags
        warnings = result.warnings
        runs = result.runs.count

        var errors = 0, passed = 0, gradedRuns = 0, gradedPassed = 0
        var metrics: [Metric: MetricCount] = [:]
        var failures: [CheckFailure] = []
        var runErrors: [RunError] = []
        var notes: [String] = []
        for run in result.runs {
            for note in run.notes where !notes.contains(note) { notes.append(note) }
            if let error = run.error {
                // An error run gets no verdict: whatever it graded before
                // failing is neither counted nor listed as a failure.
                errors += 1
                runErrors.append(RunError(run: run.run, message: error))
                continue
            }
            for metric in Metric.allCases {
                if let verdict = run.verdict(metric) { metrics[metric, default: MetricCount()].add(verdict) }
            }
            switch run.verdict(.allPass) {
            case true?: gradedRuns += 1; gradedPassed += 1; passed += 1
            case false?: gradedRuns += 1
            case nil: passed += 1
            }
            for check in run.checks where !check.passed {
                failures.append(CheckFailure(run: run.run, turn: check.turn, check: check.kind, line: check.line, message: check.message))
            }
        }
        self.errors = errors
        self.passed = passed
        self.gradedRuns = gradedRuns
        self.gradedPassed = gradedPassed
        self.metrics = metrics
        self.failures = failures
        self.runErrors = runErrors
        self.notes = notes
        self.status = Self.status(errorFreeRuns: runs - errors, passed: passed)
    }

    /// The status of report-format.md from the error-free runs and how many
    /// of them passed.
    public static func status(errorFreeRuns: Int, passed: Int) -> ScenarioStatus {
        if errorFreeRuns == 0 { return .error }
        if passed == errorFreeRuns { return .pass }
        if passed == 0 { return .fail }
        return .flaky
    }

    /// Runs that were free of errors.
    public var errorFreeRuns: Int { runs - errors }

    /// The tally of a metric, or nil when it applies to no run.
    public func metric(_ metric: Metric) -> MetricCount? { metrics[metric] }

    /// pass^k for this scenario alone, or nil when it has fewer than k graded
    /// runs.
    public func passHatK(_ k: Int) -> Double? {
        guard k >= 1, k <= gradedRuns else { return nil }
        return PassK.passHat(k: k, n: gradedRuns, c: gradedPassed)
    }

    /// pass@k for this scenario alone, or nil when it has fewer than k graded
    /// runs.
    public func passAtK(_ k: Int) -> Double? {
        guard k >= 1, k <= gradedRuns else { return nil }
        return PassK.passAt(k: k, n: gradedRuns, c: gradedPassed)
    }
}
