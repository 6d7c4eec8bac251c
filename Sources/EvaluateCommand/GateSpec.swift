import YAML

/// A threshold as written in evaluate.yaml or with `--gate`, before it is
/// checked against the metric names.
struct GateSpec: Sendable, Hashable {
    var key: String
    var min: Double
    var lowerBound: Bool
    /// Where it was written: a file location, or `--gate`.
    var origin: String
}
