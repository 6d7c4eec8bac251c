/// What the command line asks for, once it is known to be well formed.
public enum ParsedCommand: Sendable, Equatable {
    /// Do the work of `subcommand` on `paths` (as typed, in order; empty when
    /// none were given, so the caller can tell that from an explicit
    /// `Scenarios/` — see `Defaults.paths`).
    case run(Subcommand, paths: [String], options: Options)
    /// Print the help of this subcommand on stdout and exit 0. `.run` is the
    /// top-level help, the one that lists the subcommands.
    case help(Subcommand)
    /// Print the version on stdout and exit 0.
    case version
}
