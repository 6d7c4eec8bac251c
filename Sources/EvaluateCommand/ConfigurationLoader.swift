import CommandLineParsing
import Diagnostics
import Foundation
import JSON
import Reports
import YAML

/// Finds and reads evaluate.yaml, reporting every problem with its location
/// (a wrong key, a value out of range, a gate threshold that names no metric),
/// then lays the command-line options over it.
enum ConfigurationLoader {
    static let keys = ["runs", "jobs", "resolver", "output", "formats", "gate", "record", "seed", "timeout"]

    /// evaluate.yaml in the first PATH folder, then in the current folder.
    static func find(paths: [String], explicit: String?) -> String? {
        if let explicit { return explicit }
        var folders: [String] = []
        if let first = paths.first {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: first, isDirectory: &isDirectory) {
                folders.append(isDirectory.boolValue ? first : (first as NSString).deletingLastPathComponent)
            }
        }
        folders.append(".")
        for folder in folders {
            let candidate = folder.isEmpty ? Defaults.configurationFileName : (folder as NSString).appendingPathComponent(Defaults.configurationFileName)
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Reads a configuration file into `configuration`; problems are returned.
    static func read(_ path: String, into configuration: inout Configuration) -> [Diagnostic] {
        guard let data = FileManager.default.contents(atPath: path) else {
            return [.error("cannot read the configuration file '\(path)'", at: nil)]
        }
        configuration.file = path
        let bytes = [UInt8](data)
        let diagnostics = FileDiagnostics(path: path, text: String(decoding: bytes, as: UTF8.self))
        let root: Node?
        do {
            root = try YAMLParser.parse(bytes, file: path)
        } catch {
            return [error.diagnostic]
        }
        guard let root, let reader = MappingReader(root, what: "the configuration", diagnostics: diagnostics) else {
            return diagnostics.diagnostics
        }
        reader.checkKeys(keys)
        let folder = (path as NSString).deletingLastPathComponent
        func relative(_ name: String) -> String {
            name.hasPrefix("/") || folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
        }
        func positive(_ key: String) -> Int? {
            guard let value = reader.int(key) else { return nil }
            if value < 1 { diagnostics.error("'\(key)' must be at least 1, found \(value)", at: reader[key]!.mark); return nil }
            return value
        }
        if let runs = positive("runs") { configuration.runs = runs }
        if let jobs = positive("jobs") { configuration.jobs = jobs }
        if let output = reader.string("output", allowEmpty: false) { configuration.output = relative(output) }
        if let record = reader.string("record", allowEmpty: false) { configuration.record = relative(record) }
        if let seedNode = reader["seed"] {
            if case .int(let seed)? = seedNode.scalar?.value, seed >= 0 { configuration.seed = UInt64(seed) } else {
                diagnostics.error("'seed' must be a whole number of at least 0", at: seedNode.mark)
            }
        }
        if let timeoutNode = reader["timeout"] {
            if let timeout = MappingReader.double(timeoutNode, what: "'timeout'", diagnostics: diagnostics) {
                if timeout > 0 { configuration.timeout = timeout } else {
                    diagnostics.error("'timeout' must be a number of seconds greater than 0", at: timeoutNode.mark)
                }
            }
        }
        if let formats = reader.strings("formats") {
            var chosen: [CommandLineParsing.ReportFormat] = []
            for (name, mark) in formats {
                guard let format = CommandLineParsing.ReportFormat(name: name) else {
                    let names = CommandLineParsing.ReportFormat.allCases.map(\.rawValue)
                    diagnostics.error("unknown report format '\(name)'; expected json, markdown or junit\(Suggestion.hint(for: name, in: names))", at: mark)
                    continue
                }
                if !chosen.contains(format) { chosen.append(format) }
            }
            configuration.formats = chosen
        }
        if let node = reader["resolver"] {
            if let choice = resolver(node, relative: relative, diagnostics: diagnostics) { configuration.resolver = choice }
        }
        if let node = reader["gate"], !node.isNull {
            configuration.gates = gates(node, diagnostics: diagnostics)
        }
        return diagnostics.diagnostics
    }

    static func resolver(_ node: Node, relative: (String) -> String, diagnostics: FileDiagnostics) -> ResolverChoice? {
        if let scalar = node.scalar {
            switch scalar.string {
            case "simulator": return .simulator
            case "replay":
                diagnostics.error("the replay resolver needs its recordings: write resolver: { replay: recorded.jsonl }", at: node.mark)
            case "command":
                diagnostics.error("the command resolver needs its program: write resolver: { command: [python3, resolver.py] }", at: node.mark)
            case "openai":
                diagnostics.error("the openai resolver needs its settings: write resolver: { openai: { baseURL: ..., model: ... } }", at: node.mark)
            default:
                diagnostics.error("unknown resolver '\(scalar.string)'; expected one of \(ResolverChoice.names.joined(separator: ", "))\(Suggestion.hint(for: scalar.string, in: ResolverChoice.names))", at: node.mark)
            }
            return nil
        }
        guard let reader = MappingReader(node, what: "'resolver'", diagnostics: diagnostics) else { return nil }
        reader.checkKeys(ResolverChoice.names)
        guard reader.mapping.pairs.count == 1, let pair = reader.mapping.pairs.first, let name = pair.key.scalar?.string else {
            diagnostics.error("'resolver' names exactly one resolver, such as { replay: recorded.jsonl }", at: node.mark)
            return nil
        }
        switch name {
        case "simulator":
            return .simulator
        case "replay":
            guard let files = MappingReader.strings(pair.value, what: "'replay'", diagnostics: diagnostics) else { return nil }
            if files.isEmpty { diagnostics.error("'replay' needs at least one recording file", at: pair.value.mark) }
            return .replay(files.map { relative($0.0) })
        case "command":
            guard let arguments = MappingReader.strings(pair.value, what: "'command'", diagnostics: diagnostics), !arguments.isEmpty else { return nil }
            return .command(arguments.map(\.0))
        case "openai":
            guard pair.value.mapping != nil else {
                diagnostics.error("expected a mapping of settings for 'openai'", at: pair.value.mark)
                return nil
            }
            return .openai(JSONValue(pair.value).object ?? JSONObject())
        default:
            return nil
        }
    }

    /// The thresholds of `gate:`, each checked here, so that every wrong one
    /// is reported with its place, together with the file's other problems.
    static func gates(_ node: Node, diagnostics: FileDiagnostics) -> [GateSpec] {
        guard let reader = MappingReader(node, what: "'gate'", diagnostics: diagnostics) else { return [] }
        func checked(_ key: String, min: Double, lowerBound: Bool, at mark: Mark) -> GateSpec? {
            do {
                return .file(try GateThreshold(name: key, min: min, lowerBound: lowerBound))
            } catch {
                diagnostics.error("\(error)", at: mark)
                return nil
            }
        }
        return reader.mapping.pairs.compactMap { pair in
            guard let key = pair.key.scalar?.string else { return nil }
            if pair.value.mapping != nil, let threshold = MappingReader(pair.value, what: "the gate on '\(key)'", diagnostics: diagnostics) {
                threshold.checkKeys(["min", "lowerBound"])
                guard let min = threshold.require("min").flatMap({ MappingReader.double($0, what: "'min'", diagnostics: diagnostics) }) else { return nil }
                return checked(key, min: min, lowerBound: threshold.bool("lowerBound") ?? false, at: pair.key.mark)
            }
            guard let min = MappingReader.double(pair.value, what: "the gate on '\(key)'", diagnostics: diagnostics) else { return nil }
            return checked(key, min: min, lowerBound: false, at: pair.key.mark)
        }
    }

    /// The command line wins over the file.
    static func apply(_ options: Options, to configuration: inout Configuration) -> [String] {
        var problems: [String] = []
        if let runs = options.runs { configuration.runs = runs }
        if let jobs = options.jobs { configuration.jobs = jobs }
        if let output = options.output { configuration.output = output }
        if let formats = options.formats { configuration.formats = formats }
        if let record = options.record { configuration.record = record }
        if let seed = options.seed { configuration.seed = seed }
        if let timeout = options.timeout { configuration.timeout = timeout }
        if let verbosity = options.verbosity { configuration.verbosity = verbosity }
        if let color = options.color { configuration.color = color }
        configuration.filter = options.filter
        configuration.tags = options.tags
        if let name = options.resolver {
            switch name {
            case "simulator": configuration.resolver = .simulator
            case configuration.resolver.name: break
            case "replay", "command", "openai":
                problems.append("the \(name) resolver needs settings that only evaluate.yaml can give: resolver: { \(name): ... }")
            default:
                problems.append("unknown resolver '\(name)'; expected one of \(ResolverChoice.names.joined(separator: ", "))\(Suggestion.hint(for: name, in: ResolverChoice.names))")
            }
        }
        if !options.gates.isEmpty {
            // Thresholds on the command line replace the file's, so a CI job
            // can gate more strictly than local runs.
            configuration.gates = []
            configuration.gates = options.gates.map(GateSpec.argument)
        }
        return problems
    }
}
