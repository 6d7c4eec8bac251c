import AppAdvisor
import CommandLineParsing
import Diagnostics
import Foundation
import Metrics
import Reports
import Resolvers
import Results
import Runner
import Scenarios
import Transcripts

/// The `evaluate` command: parses the command line, loads and checks the
/// suites, runs them, writes the reports and applies the gate. The executable
/// only calls `main`; everything here can be driven from tests.
public enum EvaluateCommand {
    public static let name = "evaluate"
    public static let version = "0.1.0"

    /// The exit statuses of report-format.md.
    public enum ExitStatus {
        public static let success: Int32 = 0
        public static let gateFailed: Int32 = 1
        /// `app lint` found an error, `app diff` a breaking change.
        public static let errorsFound: Int32 = 1
        public static let usage: Int32 = 64
        public static let invalidInput: Int32 = 65
        public static let internalFailure: Int32 = 70
    }

    public static func main(_ arguments: [String], terminal: Terminal = .standard) async -> Int32 {
        let parsed = ArgumentParser.parse(arguments)
        if let termination = Termination.of(parsed, version: "\(name) \(version)") {
            (termination.stream == .standardOutput ? terminal.stdout : terminal.stderr)(termination.text.hasSuffix("\n") ? termination.text : termination.text + "\n")
            return termination.status
        }
        guard case .success(.run(let subcommand, let givenPaths, let options)) = parsed else { return ExitStatus.internalFailure }
        let command = Invocation(subcommand: subcommand, paths: givenPaths.isEmpty ? Defaults.paths : givenPaths, options: options, terminal: terminal)
        return await command.execute()
    }
}

/// One invocation of the command, with everything it has learnt so far.
struct Invocation {
    let subcommand: Subcommand
    let paths: [String]
    let options: Options
    let terminal: Terminal

    func usageError(_ message: String) -> Int32 {
        terminal.stderr(UsageError(message, subcommand: subcommand).rendered)
        return EvaluateCommand.ExitStatus.usage
    }

    func printDiagnostics(_ diagnostics: [Diagnostic], quiet: Bool) {
        for diagnostic in diagnostics where !(quiet && diagnostic.severity != .error) {
            terminal.stderr(diagnostic.rendered + "\n")
        }
    }

    func execute() async -> Int32 {
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            var message = "no such file or folder '\(path)'"
            if subcommand.group != .app, let subcommand = Subcommand.misspelt(path) {
                message += "; did you mean the subcommand '\(subcommand.name ?? "")'?"
            }
            return usageError(message)
        }
        if subcommand.group == .app { return executeAppCommand() }

        // Configuration: evaluate.yaml, then the command line on top. Its
        // problems are counted with those of the scenarios below, so that one
        // attempt shows every problem; nothing runs while there is one.
        var configuration = Configuration()
        var configurationProblems: [Diagnostic] = []
        if let file = ConfigurationLoader.find(paths: paths, explicit: options.config) {
            if options.config != nil, !FileManager.default.fileExists(atPath: file) {
                return usageError("no such configuration file '\(file)'")
            }
            configurationProblems = ConfigurationLoader.read(file, into: &configuration)
            printDiagnostics(configurationProblems, quiet: false)
        }
        if let problem = ConfigurationLoader.apply(options, to: &configuration).first { return usageError(problem) }
        let quiet = configuration.verbosity == .quiet
        var thresholds: [GateThreshold] = []
        for spec in configuration.gates {
            switch spec {
            case .argument(let argument):
                do { thresholds.append(try GateThreshold.parse(argument)) } catch { return usageError("\(error)") }
            case .file(let threshold):
                thresholds.append(threshold)
            }
        }

        // Load and check every file; all problems first, then nothing runs.
        let startedAt = Date()
        let suite = SuiteLoader.load(paths: paths, defaultNow: startedAt.timeIntervalSince1970)
        printDiagnostics(suite.diagnostics, quiet: quiet)
        let errors = (configurationProblems + suite.diagnostics).filter { $0.severity == .error }
        var errorCount = errors.count
        var errorFiles = Set(errors.compactMap(\.location?.file))
        // Recordings to replay: `validate` reads them, as does a run that
        // cannot start anyway, so that their problems are listed with the rest.
        var replay: ReplayResolver?
        if case .replay(let files) = configuration.resolver, subcommand == .validate || errorCount > 0 {
            do {
                replay = try ReplayResolver(files: files)
            } catch {
                terminal.stderr(error.description + "\n")
                errorCount += error.problems.count
                errorFiles.formUnion(error.files)
            }
        }
        if errorCount > 0 {
            let files = errorFiles.count
            terminal.stderr("\(EvaluateCommand.name): \(errorCount) error\(errorCount == 1 ? "" : "s") in \(max(files, 1)) file\(files > 1 ? "s" : ""); nothing was run\n")
            return EvaluateCommand.ExitStatus.invalidInput
        }
        if suite.scenarios.isEmpty {
            terminal.stderr("\(EvaluateCommand.name): error: no scenarios found under \(paths.joined(separator: ", "))\n")
            return EvaluateCommand.ExitStatus.invalidInput
        }
        var scenarios = suite.scenarios
        if let filter = configuration.filter {
            guard let regex = try? NSRegularExpression(pattern: filter) else { return usageError("invalid regular expression '\(filter)' for '--filter'") }
            scenarios = scenarios.filter { regex.firstMatch(in: $0.fullID, range: NSRange($0.fullID.startIndex..., in: $0.fullID)) != nil }
        }
        if !configuration.tags.isEmpty {
            scenarios = scenarios.filter { !Set($0.tags).isDisjoint(with: configuration.tags) }
        }
        if scenarios.isEmpty {
            return usageError("no scenario matches the given --filter and --tag")
        }

        switch subcommand {
        case .list:
            terminal.stdout(scenarios.map { $0.fullID + "\n" }.joined())
            return EvaluateCommand.ExitStatus.success
        case .validate:
            var warnings = suite.diagnostics.count { $0.severity == .warning }
            var recordings = ""
            if let replay, case .replay(let files) = configuration.resolver {
                // What a run would find stale or missing: warnings, as in a
                // run, where such runs become error runs.
                let prepared = (try? await replay.prepare(apps: suite.apps, scenarios: suite.scenarios.map(ScenarioOutline.init))) ?? []
                let gaps = prepared + replay.gaps(in: scenarios.map(ScenarioOutline.init), runs: configuration.runs)
                if !quiet {
                    for gap in gaps { terminal.stderr("\(EvaluateCommand.name): warning: \(gap)\n") }
                }
                warnings += gaps.count
                recordings = ", and so \(files.count == 1 ? "is the recording" : "are the \(files.count) recordings")"
            }
            terminal.stdout("\(scenarios.count) scenario\(scenarios.count == 1 ? "" : "s") in \(suite.files.count) file\(suite.files.count == 1 ? "" : "s") and \(suite.apps.count) app\(suite.apps.count == 1 ? "" : "s") are valid\(recordings)\(warnings > 0 ? " (\(warnings) warning\(warnings == 1 ? "" : "s"))" : "")\n")
            return EvaluateCommand.ExitStatus.success
        case .coverage:
            terminal.stdout(Coverage(suite, scenarios: scenarios).text)
            return EvaluateCommand.ExitStatus.success
        case .run:
            return await run(scenarios, suite: suite, configuration: configuration, thresholds: thresholds, startedAt: startedAt)
        case .app, .appShow, .appLint, .appDiff:
            return EvaluateCommand.ExitStatus.internalFailure
        }
    }

    func run(_ scenarios: [Scenario], suite: Suite, configuration: Configuration, thresholds: [GateThreshold], startedAt: Date) async -> Int32 {
        let resolver: any Resolver
        switch ResolverFactory.make(configuration) {
        case .success(let made): resolver = made
        case .failure(let failure):
            terminal.stderr(failure.rendered + "\n")
            return failure.status
        }

        let style: ProgressDisplay.Style
        switch configuration.verbosity {
        case .quiet: style = .none
        case .verbose: style = .verbose
        case .normal: style = terminal.stderrIsTerminal ? .bar : .lines
        }
        let progress = ProgressDisplay(terminal: terminal, style: style)
        let outcome: Evaluation.Outcome
        do {
            outcome = try await Evaluation.run(
                scenarios, of: suite.scenarios, apps: suite.apps, resolver: resolver,
                options: RunnerOptions(
                    runs: configuration.runs, jobs: configuration.jobs, timeout: configuration.timeout,
                    keepTranscripts: configuration.record != nil
                ),
                progress: progress.update
            )
        } catch {
            terminal.stderr("\(EvaluateCommand.name): error: the resolver could not start: \(error)\n")
            return EvaluateCommand.ExitStatus.internalFailure
        }
        if !quietWarnings(configuration) {
            for warning in outcome.warnings { terminal.stderr("\(EvaluateCommand.name): warning: \(warning)\n") }
        }

        let summary = EvaluationSummary(outcome.results)
        let gate = Gate.evaluate(thresholds, on: summary)
        let report = Report(
            toolName: EvaluateCommand.name, toolVersion: EvaluateCommand.version, startedAt: startedAt,
            durationSeconds: Date().timeIntervalSince(startedAt), resolver: resolver.info, runs: configuration.runs,
            summary: summary, gate: gate, warnings: outcome.warnings, scenarioDurations: outcome.durations
        )
        var written: [String] = []
        let formats = Set(configuration.formats.compactMap { Reports.ReportFormat(rawValue: $0.rawValue) })
        if !formats.isEmpty {
            do {
                written = try ReportWriter(folder: configuration.output, formats: formats).write(report)
            } catch {
                terminal.stderr("\(EvaluateCommand.name): error: \(error)\n")
                return EvaluateCommand.ExitStatus.internalFailure
            }
        }
        if let record = configuration.record {
            do {
                try ReportWriter.write(Array(TranscriptFile.render(outcome.transcripts).utf8), to: record)
            } catch {
                terminal.stderr("\(EvaluateCommand.name): error: cannot write the recording '\(record)': \(error.reason)\n")
                return EvaluateCommand.ExitStatus.internalFailure
            }
            written.append(record)
        }
        if configuration.verbosity != .quiet {
            terminal.stdout(TerminalSummary.text(report, reports: written, color: configuration.color && terminal.stdoutTakesColor))
        } else if !gate.passed {
            terminal.stdout(TerminalSummary.gateLines(gate).joined(separator: "\n") + "\n")
        }
        return gate.exitStatus
    }

    private func quietWarnings(_ configuration: Configuration) -> Bool { configuration.verbosity == .quiet }
}
