import Metrics
import Results

/// Decides whether an evaluation meets its thresholds, the answer CI acts on.
public enum Gate {
    /// How far below a threshold a value may fall and still hold: values
    /// such as pass^k are products of ratios, and 0.7 must not fail against
    /// 0.69999999999999996 while the report shows both as 0.7.
    public static let tolerance = 1e-9

    /// Checks every threshold against the summary, in order.
    public static func evaluate(_ thresholds: [GateThreshold], on summary: EvaluationSummary) -> GateResult {
        GateResult(checks: thresholds.map { check($0, on: summary) })
    }

    /// One threshold against the summary.
    public static func check(_ threshold: GateThreshold, on summary: EvaluationSummary) -> GateCheck {
        let name = threshold.target.description
        let bound = NumberText.plain(threshold.min)
        switch threshold.target {
        case .metric(let metric):
            guard let result = summary.metric(metric) else {
                var message = "\(name) is null: no run had \(applicability(of: metric))"
                if summary.errors > 0 { message += " (\(summary.errors) error \(summary.errors == 1 ? "run" : "runs") left out)" }
                return GateCheck(threshold: threshold, value: nil, passed: false, message: message)
            }
            let value = threshold.lowerBound ? result.ci95.low : result.mean
            let what = threshold.lowerBound
                ? "\(name) lower bound = \(NumberText.plain(value)) (95% interval of \(result.passed)/\(result.total))"
                : "\(name) = \(NumberText.plain(value)) (\(result.passed)/\(result.total))"
            return atLeast(threshold, value: value, what: what, bound: bound)
        case .passHatK(let k), .passAtK(let k):
            let value = threshold.target == .passHatK(k) ? summary.passHatK(k) : summary.passAtK(k)
            guard let value else {
                let why = summary.maxK == 0
                    ? "no scenario had an error-free run that graded anything"
                    : "k goes up to \(summary.maxK), the fewest graded runs of any scenario"
                return GateCheck(threshold: threshold, value: nil, passed: false, message: "\(name) is not available: \(why)")
            }
            return atLeast(threshold, value: value, what: "\(name) = \(NumberText.plain(value))", bound: bound)
        case .errors:
            let value = summary.errors
            let passed = Double(value) <= threshold.min
            let message = passed ? "errors = \(value) <= \(bound)" : "errors = \(value) is above the maximum \(bound)"
            return GateCheck(threshold: threshold, value: Double(value), passed: passed, message: message)
        }
    }

    private static func atLeast(_ threshold: GateThreshold, value: Double, what: String, bound: String) -> GateCheck {
        let passed = value >= threshold.min - tolerance
        let message = passed ? "\(what) >= \(bound)" : "\(what) is below \(bound)"
        return GateCheck(threshold: threshold, value: value, passed: passed, message: message)
    }

    /// What a run needs for the metric to apply to it, after the table of
    /// report-format.md.
    static func applicability(of metric: Metric) -> String {
        switch metric {
        case .intentsAllPass: "a calls or disallowed check"
        case .foundEntitiesAllPass: "a finds check"
        case .onScreenEntitiesAllPass: "an onScreen check"
        case .siriResponseAllPass: "a response check"
        case .skillsLoadedAllPass: "a required loads check"
        case .allPass: "a graded check"
        }
    }
}
