import Reports

/// A threshold as written: from evaluate.yaml, already checked when the file
/// was read (its problems are reported there, with their place), or a `--gate`
/// argument as typed, checked with the rest of the command line.
enum GateSpec: Sendable, Hashable {
    case file(GateThreshold)
    case argument(String)
}
