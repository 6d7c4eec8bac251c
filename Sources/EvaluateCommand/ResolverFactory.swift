import Resolvers

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
            return .failure(notAvailable(configuration.resolver))
        case .command, .openai:
            return .failure(notAvailable(configuration.resolver))
        }
    }
}
