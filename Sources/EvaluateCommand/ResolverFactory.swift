import Resolvers
import Simulator

/// Builds the resolver that the configuration names.
enum ResolverFactory {
    struct Failure: Error {
        /// As printed: located diagnostics, or `evaluate: error: ...`.
        var rendered: String
        var status: Int32
    }

    static func notAvailable(_ choice: ResolverChoice) -> Failure {
        Failure(
            rendered: "\(EvaluateCommand.name): error: the \(choice.name) resolver is not available in this version of evaluate; use recordings with resolver: { replay: recorded.jsonl } in evaluate.yaml",
            status: EvaluateCommand.ExitStatus.usage
        )
    }

    static func make(_ configuration: Configuration) -> Result<any Resolver, Failure> {
        switch configuration.resolver {
        case .replay(let files):
            do {
                return .success(try ReplayResolver(files: files))
            } catch {
                return .failure(Failure(rendered: error.description, status: EvaluateCommand.ExitStatus.invalidInput))
            }
        case .simulator:
            return .success(SimulatorResolver())
        case .command(let arguments):
            do {
                return .success(try CommandResolver(CommandResolver.Settings(
                    arguments: arguments, configurationFile: configuration.file, output: configuration.output,
                    jobs: configuration.jobs, seed: configuration.seed, timeout: configuration.timeout
                )))
            } catch {
                return .failure(Failure(rendered: "\(EvaluateCommand.name): error: \(error)", status: EvaluateCommand.ExitStatus.invalidInput))
            }
        case .openai(let mapping):
            do {
                let settings = try OpenAISettings(mapping)
                // The resolver's own seed wins; else `--seed`, varied per run.
                return .success(OpenAIResolver(settings: settings, jobs: configuration.jobs, timeout: configuration.timeout, seed: configuration.seed))
            } catch {
                let origin = configuration.file ?? EvaluateCommand.name
                return .failure(Failure(
                    rendered: "\(error)".split(separator: "\n").map { "\(origin): error: \($0)" }.joined(separator: "\n"),
                    status: EvaluateCommand.ExitStatus.invalidInput
                ))
            }
        }
    }
}
