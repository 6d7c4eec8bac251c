/// A command line that is wrong: a short message and the subcommand whose
/// help to point at. A value rather than a thrown error from deep inside, so
/// that `Termination` alone decides how it is printed and with which status.
///
/// The caller may make its own (an unknown resolver name, a bad `--gate`
/// value, a `--filter` that is not a regular expression) to have them printed
/// the same way.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The status for a wrong command line (report-format.md; sysexits'
    /// EX_USAGE).
    public static let exitStatus: Int32 = 64

    /// One line, lowercase, quoting names: `option '--runs' needs a value`.
    public var message: String
    /// Whose usage line and help to mention.
    public var subcommand: Subcommand

    public init(_ message: String, subcommand: Subcommand = .run) {
        self.message = message
        self.subcommand = subcommand
    }

    public var description: String { message }

    /// The text for stderr, ending in a newline:
    ///
    ///     evaluate: error: unknown option '--rnus'; did you mean '--runs'?
    ///     Usage: evaluate [PATH ...] [options]
    ///       See 'evaluate --help' for more information.
    public var rendered: String {
        """
        evaluate: error: \(message)
        Usage: \(HelpText.usage(for: subcommand))
          See '\(subcommand.commandLine) --help' for more information.

        """
    }
}
