import Diagnostics
import Metrics
import Results

/// One condition of the gate: a value of the summary and the bound it must
/// respect for CI to pass.
///
/// The command line writes it `intentsAllPass=0.9`, `passHatK.3=0.7` or
/// `errors=0` (see ``parse(_:)``); the configuration writes the same target
/// as a key with a number or `{ min: 0.8, lowerBound: true }`, which its
/// reader turns into a threshold with ``init(name:min:lowerBound:)``.
public struct GateThreshold: Sendable, Hashable, CustomStringConvertible {
    /// What a threshold compares.
    public enum Target: Sendable, Hashable, CustomStringConvertible {
        /// A metric's mean (or the low end of its interval), `>=`.
        case metric(Metric)
        /// pass^k for this k, `>=`.
        case passHatK(Int)
        /// pass@k for this k, `>=`.
        case passAtK(Int)
        /// The number of error runs, `<=`.
        case errors

        /// The name as written: `intentsAllPass`, `passHatK.3`, `errors`.
        public var description: String {
            switch self {
            case .metric(let metric): metric.rawValue
            case .passHatK(let k): "passHatK.\(k)"
            case .passAtK(let k): "passAtK.\(k)"
            case .errors: "errors"
            }
        }

        /// The metric, for a metric target.
        public var metric: Metric? {
            if case .metric(let metric) = self { return metric }
            return nil
        }

        /// Whether the bound is a rate in 0...1 (everything but `errors`).
        public var isRate: Bool { self != .errors }

        /// The comparison the gate makes: `>=` for rates, `<=` for `errors`.
        public var op: String { isRate ? ">=" : "<=" }

        /// Every name a threshold may use, as shown in error messages.
        public static let knownNames: [String] = Metric.allCases.map(\.rawValue) + ["passHatK.N", "passAtK.N", "errors"]

        /// The target named `name`, e.g. `allPass` or `passAtK.2`.
        public static func parse(_ name: String) throws(GateThresholdError) -> Target {
            if let metric = Metric(rawValue: name) { return .metric(metric) }
            if name == "errors" { return .errors }
            let parts = name.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            if parts.count == 2, parts[0] == "passHatK" || parts[0] == "passAtK" {
                guard let k = Int(parts[1]), k >= 1 else {
                    throw GateThresholdError(reason: "k in '\(name)' must be a whole number of at least 1")
                }
                return parts[0] == "passHatK" ? .passHatK(k) : .passAtK(k)
            }
            if name == "passHatK" || name == "passAtK" {
                throw GateThresholdError(reason: "'\(name)' needs a k, as in '\(name).3'")
            }
            if parts.count == 2, let prefix = Suggestion.closest(to: parts[0], in: ["passHatK", "passAtK"]) {
                throw GateThresholdError(reason: "unknown metric '\(name)'; did you mean '\(prefix).\(parts[1])'?")
            }
            let hint = Suggestion.hint(for: name, in: knownNames)
            if !hint.isEmpty { throw GateThresholdError(reason: "unknown metric '\(name)'\(hint)") }
            throw GateThresholdError(reason: "unknown metric '\(name)'; known: \(knownNames.joined(separator: ", "))")
        }
    }

    public var target: Target
    /// The bound: for a rate the minimum (`>=`), in 0...1; for `errors` the
    /// maximum count (`<=`).
    public var min: Double
    /// Compare the low end of the metric's 95% interval instead of its mean:
    /// "we are confident the rate is at least `min`". Only for metrics.
    public var lowerBound: Bool

    /// A threshold as given, unchecked; see ``validate()``.
    public init(target: Target, min: Double, lowerBound: Bool = false) {
        self.target = target
        self.min = min
        self.lowerBound = lowerBound
    }

    /// A threshold from a configuration key and its values, checked.
    public init(name: String, min: Double, lowerBound: Bool = false) throws(GateThresholdError) {
        self.init(target: try Target.parse(name), min: min, lowerBound: lowerBound)
        try validate()
    }

    /// A threshold from the command-line form `TARGET=VALUE`.
    public static func parse(_ argument: String) throws(GateThresholdError) -> GateThreshold {
        do throws(GateThresholdError) {
            guard let equals = argument.firstIndex(of: "=") else {
                throw GateThresholdError(reason: "expected METRIC=VALUE, as in 'intentsAllPass=0.9'")
            }
            let name = String(argument[..<equals]).trimmingWhitespace()
            let text = String(argument[argument.index(after: equals)...]).trimmingWhitespace()
            guard !name.isEmpty else {
                throw GateThresholdError(reason: "expected METRIC=VALUE, as in 'intentsAllPass=0.9'")
            }
            let target = try Target.parse(name)
            guard !text.isEmpty else { throw GateThresholdError(reason: "missing value after '='") }
            guard let value = Double(text), value.isFinite else {
                throw GateThresholdError(reason: "'\(text)' is not a number")
            }
            let threshold = GateThreshold(target: target, min: value)
            try threshold.validate()
            return threshold
        } catch {
            throw GateThresholdError(argument: argument, reason: error.reason)
        }
    }

    /// Checks the bound against the target: a rate in 0...1, a whole,
    /// non-negative count of errors, k at least 1, `lowerBound` only on a
    /// metric.
    public func validate() throws(GateThresholdError) {
        switch target {
        case .passHatK(let k), .passAtK(let k):
            if k < 1 { throw GateThresholdError(reason: "k in '\(target)' must be a whole number of at least 1") }
        case .metric, .errors:
            break
        }
        if target.isRate {
            guard min.isFinite, (0...1).contains(min) else {
                throw GateThresholdError(reason: "\(target) is a rate: the threshold must be between 0 and 1, not \(NumberText.plain(min))")
            }
        } else {
            guard min.isFinite, min >= 0, min == min.rounded() else {
                throw GateThresholdError(reason: "errors takes a maximum count, a whole number of at least 0, not \(NumberText.plain(min))")
            }
        }
        if lowerBound, target.metric == nil {
            throw GateThresholdError(reason: "lowerBound applies to metrics only, not to \(target)")
        }
    }

    /// `intentsAllPass >= 0.9`, `allPass (lower bound) >= 0.8`, `errors <= 0`.
    public var description: String {
        "\(target)\(lowerBound ? " (lower bound)" : "") \(target.op) \(NumberText.plain(min))"
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
