/// A threshold as written, before it is checked against the metric names:
/// from evaluate.yaml (with its location) or a `--gate` argument as typed.
enum GateSpec: Sendable, Hashable {
    case file(key: String, min: Double, lowerBound: Bool, origin: String)
    case argument(String)
}
