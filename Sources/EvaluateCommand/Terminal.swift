import Foundation

/// Writes to the standard streams: results to stdout, diagnostics and
/// progress to stderr, so `evaluate list > ids.txt` captures only ids.
public struct Terminal: Sendable {
    public var stdout: @Sendable (String) -> Void
    public var stderr: @Sendable (String) -> Void
    /// Whether stderr is a terminal (a progress bar rather than lines).
    public var stderrIsTerminal: Bool
    /// Whether stdout may be coloured: a terminal, and `NO_COLOR` unset.
    public var stdoutTakesColor: Bool

    public init(
        stdout: @escaping @Sendable (String) -> Void, stderr: @escaping @Sendable (String) -> Void,
        stderrIsTerminal: Bool, stdoutTakesColor: Bool = false
    ) {
        self.stdout = stdout
        self.stderr = stderr
        self.stderrIsTerminal = stderrIsTerminal
        self.stdoutTakesColor = stdoutTakesColor
    }

    /// The process's own streams.
    public static let standard = Terminal(
        stdout: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
        stderr: { text in FileHandle.standardError.write(Data(text.utf8)) },
        stderrIsTerminal: isatty(2) == 1,
        stdoutTakesColor: isatty(1) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    )
}
