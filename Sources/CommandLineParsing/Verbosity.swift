/// How much `evaluate` prints on the terminal. `normal` is never produced by
/// the parser (no option asks for it); it is the value a caller falls back to
/// when neither `--quiet` nor `--verbose` was given.
public enum Verbosity: String, Sendable, Hashable, CaseIterable {
    case quiet
    case normal
    case verbose
}
