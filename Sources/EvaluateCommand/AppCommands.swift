import AppAdvisor
import AppDefinitions
import CommandLineParsing
import Diagnostics
import Foundation

/// The app-definition advisor: `evaluate app show`, `lint` and `diff`. They
/// read app definitions only (no scenarios, no `evaluate.yaml`) and print
/// their result on stdout; why a definition could not be read goes to
/// stderr with status 65, as for `evaluate validate`.
extension Invocation {
    func executeAppCommand() -> Int32 {
        var apps: [(absolute: String, display: String)] = []
        for path in paths {
            switch appFile(path) {
            case .success(let file): apps.append(file)
            case .failure(let error): return usageError(error.message)
            }
        }
        let json = options.outputFormat == .json
        let quiet = options.verbosity == .quiet
        switch subcommand {
        case .appShow:
            guard let app = loadValid(apps[0]) else { return EvaluateCommand.ExitStatus.invalidInput }
            terminal.stdout(AppDefinitionWriter.yaml(app))
            return EvaluateCommand.ExitStatus.success
        case .appLint:
            let (app, diagnostics) = AppDefinitionLoader.load(path: apps[0].absolute, displayPath: apps[0].display)
            let result = AppLinter.lint(app, loaderDiagnostics: diagnostics)
            if json {
                terminal.stdout(AdvisorOutput.lintJSON(result, app: apps[0].display))
            } else if result.invalid {
                terminal.stderr(result.findings.map { $0.rendered + "\n" }.joined())
                terminal.stderr(invalidMessage(apps[0].display, errors: result.findings.errorCount))
            } else {
                terminal.stdout(AdvisorOutput.lintText(result, app: apps[0].display, quiet: quiet))
            }
            if result.invalid { return EvaluateCommand.ExitStatus.invalidInput }
            return result.hasErrors ? EvaluateCommand.ExitStatus.errorsFound : EvaluateCommand.ExitStatus.success
        case .appDiff:
            let old = loadValid(apps[0])
            let new = loadValid(apps[1])
            guard let old, let new else { return EvaluateCommand.ExitStatus.invalidInput }
            let changes = AppDiff.changes(from: old, to: new)
            terminal.stdout(json ? AdvisorOutput.diffJSON(changes, old: apps[0].display, new: apps[1].display) : AdvisorOutput.diffText(changes, quiet: quiet))
            return changes.contains { AppDiff.kind(of: $0) == .breaking } ? EvaluateCommand.ExitStatus.errorsFound : EvaluateCommand.ExitStatus.success
        case .run, .validate, .list, .coverage, .app:
            return EvaluateCommand.ExitStatus.internalFailure
        }
    }

    /// The app.yaml a PATH names: the file itself, or `app.yaml` (else
    /// `app.yml`) in the folder; the display path keeps what was typed.
    /// A PATH that names no app definition is a wrong command line; the
    /// failure is the usage error's message.
    func appFile(_ path: String) -> Result<(absolute: String, display: String), AppFileError> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(AppFileError(message: "no such file or folder '\(path)'"))
        }
        guard isDirectory.boolValue else { return .success((path, path)) }
        for name in ["app.yaml", "app.yml"] {
            let file = (path as NSString).appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: file) { return .success((file, file)) }
        }
        return .failure(AppFileError(message: "no app definition in '\(path)'; expected an app.yaml there"))
    }

    /// The app, or nil after printing why it cannot be used (its errors, on
    /// stderr). Warnings are for `evaluate app lint`, not shown here.
    func loadValid(_ file: (absolute: String, display: String)) -> AppDefinition? {
        let (app, diagnostics) = AppDefinitionLoader.load(path: file.absolute, displayPath: file.display)
        guard let app, !diagnostics.hasErrors else {
            let errors = diagnostics.filter { $0.severity == .error }
            terminal.stderr(errors.map { $0.rendered + "\n" }.joined())
            terminal.stderr(invalidMessage(file.display, errors: errors.count))
            return nil
        }
        return app
    }

    func invalidMessage(_ path: String, errors: Int) -> String {
        "\(EvaluateCommand.name): \(errors) error\(errors == 1 ? "" : "s") in the app definition '\(path)'; it is invalid\n"
    }
}

/// A PATH of an `app` subcommand that names no app definition.
struct AppFileError: Error {
    var message: String
}
