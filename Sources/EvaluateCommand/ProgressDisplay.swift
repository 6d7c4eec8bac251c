import Foundation
import JSON
import Runner

/// Shows how far an evaluation has got on stderr: a bar redrawn in place on a
/// terminal, a plain line every tenth of the way otherwise (CI logs), a line
/// per run with `--verbose`, and nothing with `--quiet`.
final class ProgressDisplay: @unchecked Sendable {
    enum Style { case bar, lines, verbose, none }

    private let terminal: Terminal
    private let style: Style
    private let lock = NSLock()
    private var failing = 0
    private var errors = 0
    private var lastDecile = 0
    private var lastDraw: UInt64 = 0

    init(terminal: Terminal, style: Style) {
        self.terminal = terminal
        self.style = style
    }

    func update(_ progress: RunProgress) {
        lock.lock()
        defer { lock.unlock() }
        if progress.error != nil { errors += 1 } else if progress.passed == false { failing += 1 }
        switch style {
        case .none:
            break
        case .verbose:
            let verdict = progress.error.map { "error: \($0)" } ?? (progress.passed.map { $0 ? "pass" : "fail" } ?? "nothing graded")
            terminal.stderr("[\(progress.completed)/\(progress.total)] \(progress.scenario) run \(progress.run): \(verdict)\n")
            // Why the resolver did what it did, where it says (the simulator's trace).
            for (index, turn) in progress.transcript.turns.enumerated() {
                guard let summary = turn.trace?["summary"]?.string else { continue }
                let reasons = turn.trace?["requests"]?.array?.compactMap { request -> String? in
                    guard let intent = request["intent"]?.string else { return request["outcome"]?.string }
                    return "\(intent) by \(request["chosenBy"]?.string ?? "?")"
                } ?? []
                terminal.stderr("    turn \(index + 1) \"\(turn.utterance)\": \(summary)\(reasons.isEmpty ? "" : " (" + reasons.joined(separator: "; ") + ")")\n")
            }
        case .lines:
            let decile = progress.completed * 10 / max(1, progress.total)
            if decile > lastDecile || progress.completed == progress.total {
                lastDecile = decile
                terminal.stderr("evaluate: \(progress.completed)/\(progress.total) runs (\(progress.completed * 100 / max(1, progress.total))%), \(failing) failing, \(errors) error\(errors == 1 ? "" : "s")\n")
            }
        case .bar:
            let now = DispatchTime.now().uptimeNanoseconds
            guard now - lastDraw > 50_000_000 || progress.completed == progress.total else { return }
            lastDraw = now
            let width = 30
            let filled = progress.completed * width / max(1, progress.total)
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            terminal.stderr("\r\(bar) \(progress.completed)/\(progress.total) runs  \(failing) failing  \(errors) error\(errors == 1 ? "" : "s")\u{1B}[K")
            if progress.completed == progress.total { terminal.stderr("\n") }
        }
    }
}
