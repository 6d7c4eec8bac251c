import Results

/// Small builders for graded results, so a test reads as "5 runs, 4 passed".
enum Fixtures {
    /// An error-free run whose one `calls` check passes or fails.
    static func run(_ number: Int, passes: Bool, kind: CheckKind = .calls, turn: Int = 1, line: Int = 10) -> RunResult {
        RunResult(run: number, checks: [
            CheckResult(kind: kind, turn: turn, line: line, passed: passes, message: passes ? "" : "run \(number) failed"),
        ])
    }

    /// A run that ended in an error.
    static func errorRun(_ number: Int, _ message: String = "resolver timed out") -> RunResult {
        RunResult(run: number, error: message)
    }

    /// `n` error-free runs of which the first `c` pass, then `errors` error runs.
    static func runs(n: Int, c: Int, errors: Int = 0) -> [RunResult] {
        (0..<n).map { run($0 + 1, passes: $0 < c) } + (0..<errors).map { errorRun(n + $0 + 1) }
    }

    static func scenario(_ id: String, _ runs: [RunResult], file: String = "Suite/s.yaml") -> ScenarioResult {
        ScenarioResult(id: "\(file)#\(id)", name: id, file: file, line: 1, tags: [], runs: runs)
    }
}
