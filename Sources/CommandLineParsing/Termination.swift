/// How `evaluate` ends when it does not run: the text, the stream it goes to
/// and the exit status, decided here alone so that help, version and usage
/// errors look and behave the same wherever they come from.
public struct Termination: Sendable, Equatable {
    public enum Stream: Sendable, Equatable {
        case standardOutput
        case standardError
    }

    /// Ends in a newline; print it as is.
    public var text: String
    public var stream: Stream
    public var status: Int32

    public init(text: String, stream: Stream, status: Int32) {
        self.text = text
        self.stream = stream
        self.status = status
    }

    /// Help asked for is output, not an error: stdout, status 0, so it can be
    /// piped into a pager.
    public static func help(for subcommand: Subcommand) -> Termination {
        Termination(text: HelpText.render(for: subcommand), stream: .standardOutput, status: 0)
    }

    /// `version` is supplied by the caller, which knows how it was built.
    public static func version(_ version: String) -> Termination {
        Termination(text: version + "\n", stream: .standardOutput, status: 0)
    }

    /// A wrong command line: stderr, status 64.
    public static func usageError(_ error: UsageError) -> Termination {
        Termination(text: error.rendered, stream: .standardError, status: UsageError.exitStatus)
    }

    /// The termination for a parse result, or nil when there is work to do
    /// (`.run`).
    public static func of(_ result: Result<ParsedCommand, UsageError>, version: String) -> Termination? {
        switch result {
        case .failure(let error): return .usageError(error)
        case .success(.help(let subcommand)): return .help(for: subcommand)
        case .success(.version): return .version(version)
        case .success(.run): return nil
        }
    }
}
