import AppDefinitions
import Diagnostics
import Dispatch
import Foundation
import Parallel
import YAML

/// Finds the scenario files under the given paths, loads the app definition
/// each one uses, and reads and checks every scenario, collecting all the
/// problems of all the files before anything runs.
public enum SuiteLoader {
    /// Names that are never scenario files: app definitions and configurations
    /// (`evaluate.yaml`, or any `*.evaluate.yaml` chosen with `--config`).
    static let reservedNames: Set<String> = ["app.yaml", "app.yml", "evaluate.yaml", "evaluate.yml"]

    static func isReserved(_ name: String) -> Bool {
        reservedNames.contains(name) || name.hasSuffix(".evaluate.yaml") || name.hasSuffix(".evaluate.yml")
    }

    /// Loads every scenario under `paths` (folders or files). `defaultNow` is
    /// the clock for scenarios whose context does not set `now`.
    public static func load(paths: [String], defaultNow: Double) -> Suite {
        var diagnostics: [Diagnostic] = []
        var found: [SourceFile] = []
        var seen: Set<String> = []
        for path in paths {
            for source in scenarioFiles(under: path, diagnostics: &diagnostics) where seen.insert(source.absolutePath).inserted {
                found.append(source)
            }
        }

        // Parse every file (in parallel: parsing is most of the work).
        let sources = found
        let parsed = ParallelMap.map(sources) { parse($0) }

        // Load each app definition once.
        var apps: [AppDefinition] = []
        var appIndex: [String: Int?] = [:]
        var appFor: [Int?] = []
        for (source, file) in zip(sources, parsed) {
            diagnostics += file.diagnostics
            guard file.root != nil else { appFor.append(nil); continue }
            guard let appPath = file.appPath else {
                // A file whose 'app:' is wrong has said so already.
                if !file.diagnostics.hasErrors {
                    diagnostics.append(.error(
                        "no app definition for this scenario file; put an app.yaml in its folder or a folder above, or name one with 'app:'",
                        at: SourceLocation(file: source.displayPath, line: 1, column: 1)
                    ))
                }
                appFor.append(nil)
                continue
            }
            if let index = appIndex[appPath.absolute] {
                appFor.append(index)
                continue
            }
            let (app, appDiagnostics) = AppDefinitionLoader.load(path: appPath.absolute, displayPath: appPath.display)
            diagnostics += appDiagnostics
            if let app {
                apps.append(app)
                appIndex[appPath.absolute] = apps.count - 1
            } else {
                appIndex[appPath.absolute] = .some(nil)
            }
            appFor.append(appIndex[appPath.absolute]!)
        }

        // Read and check the scenarios against their apps.
        let jobs = sources.indices.map { ($0, appFor[$0]) }
        let finalApps = apps
        let results = ParallelMap.map(jobs) { (index: Int, app: Int?) -> ([Scenario], [Diagnostic]) in
            guard let root = parsed[index].root else { return ([], []) }
            guard let app else {
                // No app definition could be read for this file: still report
                // the problems that do not need one (keys, ids, turns, dates),
                // so that none is lost; nothing of the file will run.
                let (_, problems) = readScenarios(
                    sources[index], root: root, bytes: parsed[index].bytes, app: AppDefinition(name: ""),
                    appIndex: -1, defaultNow: defaultNow, checksApp: false
                )
                return ([], problems)
            }
            return readScenarios(sources[index], root: root, bytes: parsed[index].bytes, app: finalApps[app], appIndex: app, defaultNow: defaultNow)
        }
        var scenarios: [Scenario] = []
        var ids: [String: Scenario] = [:]
        for (fileScenarios, fileDiagnostics) in results {
            diagnostics += fileDiagnostics
            for scenario in fileScenarios {
                if let first = ids[scenario.fullID] {
                    diagnostics.append(.error(
                        "scenario id '\(scenario.fullID)' is used twice (first at \(first.path):\(first.line))",
                        at: SourceLocation(file: scenario.path, line: scenario.line, column: 1)
                    ))
                    continue
                }
                ids[scenario.fullID] = scenario
                scenarios.append(scenario)
            }
        }
        return Suite(apps: apps, scenarios: scenarios, diagnostics: diagnostics.sortedByLocation(), files: sources.map { $0.displayPath })
    }

    // MARK: Files

    struct SourceFile: Sendable {
        var absolutePath: String
        var displayPath: String
        /// Relative to the suite root, the first part of scenario ids.
        var relativePath: String
    }

    struct ParsedFile: Sendable {
        var root: Node?
        var bytes: [UInt8] = []
        var diagnostics: [Diagnostic]
        var appPath: (absolute: String, display: String)?
    }

    /// The scenario files under a folder (sorted), or the file itself.
    static func scenarioFiles(under path: String, diagnostics: inout [Diagnostic]) -> [SourceFile] {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
            diagnostics.append(.error("no such file or folder '\(path)'", at: nil))
            return []
        }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        guard isDirectory.boolValue else {
            let name = (path as NSString).lastPathComponent
            if isReserved(name) {
                diagnostics.append(.error("'\(path)' is not a scenario file; give the scenario files or their folder", at: nil))
                return []
            }
            return [SourceFile(absolutePath: absolute, displayPath: path, relativePath: name)]
        }
        var files: [String] = []
        var stack = [""]
        while let relative = stack.popLast() {
            let folder = relative.isEmpty ? absolute : absolute + "/" + relative
            guard let names = try? manager.contentsOfDirectory(atPath: folder) else { continue }
            for name in names where !name.hasPrefix(".") {
                let child = relative.isEmpty ? name : relative + "/" + name
                var childIsDirectory: ObjCBool = false
                _ = manager.fileExists(atPath: absolute + "/" + child, isDirectory: &childIsDirectory)
                if childIsDirectory.boolValue {
                    if !name.hasSuffix(".skillsbundle") { stack.append(child) }
                } else if (name.hasSuffix(".yaml") || name.hasSuffix(".yml")) && !isReserved(name) {
                    files.append(child)
                }
            }
        }
        let prefix = path.hasSuffix("/") ? path : path + "/"
        return files.sorted().map { relative in
            SourceFile(absolutePath: absolute + "/" + relative, displayPath: prefix + relative, relativePath: relative)
        }
    }

    static func parse(_ source: SourceFile) -> ParsedFile {
        guard let data = FileManager.default.contents(atPath: source.absolutePath) else {
            return ParsedFile(root: nil, diagnostics: [.error("cannot read '\(source.displayPath)'", at: nil)])
        }
        let bytes = [UInt8](data)
        let root: Node?
        do {
            root = try YAMLParser.parse(bytes, file: source.displayPath)
        } catch {
            return ParsedFile(root: nil, diagnostics: [error.diagnostic])
        }
        guard let root else {
            return ParsedFile(root: nil, diagnostics: [.warning("the file is empty", at: SourceLocation(file: source.displayPath, line: 1, column: 1))])
        }
        var file = ParsedFile(root: root, bytes: bytes, diagnostics: [])
        let folder = (source.absolutePath as NSString).deletingLastPathComponent
        let displayFolder = (source.displayPath as NSString).deletingLastPathComponent
        if let appNode = root.mapping?["app"], !appNode.isNull, appNode.scalar == nil {
            file.diagnostics.append(Diagnostic(
                .error, "expected the path of an app definition for 'app', found \(appNode.kindDescription)",
                at: SourceLocation(file: source.displayPath, line: appNode.mark.line, column: appNode.mark.column),
                snippet: SourceSnippet.render(String(decoding: bytes, as: UTF8.self), line: appNode.mark.line, column: appNode.mark.column)
            ))
        } else if let appNode = root.mapping?["app"], let name = appNode.scalar?.string, appNode.scalar?.value != .null {
            let absolute = name.hasPrefix("/") ? name : URL(fileURLWithPath: folder + "/" + name).standardizedFileURL.path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory), !isDirectory.boolValue else {
                file.diagnostics.append(Diagnostic(
                    .error, "no app definition at '\(name)' (relative to this file)",
                    at: SourceLocation(file: source.displayPath, line: appNode.mark.line, column: appNode.mark.column),
                    snippet: SourceSnippet.render(String(decoding: bytes, as: UTF8.self), line: appNode.mark.line, column: appNode.mark.column)
                ))
                return file
            }
            file.appPath = (absolute, displayFolder.isEmpty ? name : displayFolder + "/" + name)
        } else {
            file.appPath = nearestApp(from: folder, displayFolder: displayFolder)
        }
        return file
    }

    /// The app.yaml in `folder` or the nearest folder above it.
    static func nearestApp(from folder: String, displayFolder: String) -> (absolute: String, display: String)? {
        var current = folder
        var display = displayFolder
        while true {
            for name in ["app.yaml", "app.yml"] {
                let candidate = current + "/" + name
                if FileManager.default.fileExists(atPath: candidate) {
                    return (candidate, display.isEmpty ? name : display.hasSuffix("/") ? display + name : display + "/" + name)
                }
            }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { return nil }
            current = parent
            display = parentDisplay(display)
        }
    }

    /// The folder above a folder as the user wrote it: "a/b" gives "a", "a"
    /// gives "" (the current folder), "" or "." gives "..", ".." gives "../..".
    static func parentDisplay(_ display: String) -> String {
        if display.isEmpty || display == "." { return ".." }
        if display == ".." || display.hasSuffix("/..") { return display + "/.." }
        // Not NSString.deletingLastPathComponent: on Linux it traps on a
        // one-character path such as "a".
        guard let slash = display.lastIndex(of: "/") else { return "" }
        return slash == display.startIndex ? "/" : String(display[..<slash])
    }

    /// With `checksApp` false, nothing is checked against `app` (there is none).
    static func readScenarios(
        _ source: SourceFile, root: Node, bytes: [UInt8], app: AppDefinition, appIndex: Int, defaultNow: Double,
        checksApp: Bool = true
    ) -> ([Scenario], [Diagnostic]) {
        let diagnostics = FileDiagnostics(path: source.displayPath, bytes: bytes)
        guard let file = MappingReader(root, what: "the scenario file", diagnostics: diagnostics) else {
            return ([], diagnostics.diagnostics)
        }
        let reader = ScenarioFileReader(
            diagnostics: diagnostics, app: app, appIndex: appIndex,
            relativePath: source.relativePath, defaultNow: defaultNow, checksApp: checksApp
        )
        let scenarios = reader.read(file)
        return (scenarios, diagnostics.diagnostics)
    }
}
