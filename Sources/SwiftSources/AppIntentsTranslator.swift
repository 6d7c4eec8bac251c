import Diagnostics
import YAML

/// Turns the App Intents declarations found in Swift files into the
/// imported tree (`intents`, `entities`, `enums`, `shortcuts`), with a
/// warning at every construct it recognises but cannot translate, so the
/// tree never silently misses what the Swift says.
struct AppIntentsTranslator {
    /// Protocols whose conformers are app intents.
    static let intentProtocols: Set<String> = [
        "AppIntent", "ToolIntent", "ForegroundContinuableIntent", "AudioPlaybackIntent", "AudioRecordingIntent",
        "AudioStartingIntent", "LiveActivityIntent", "LiveActivityStartingIntent", "OpenIntent", "DeleteIntent",
        "URLRepresentableIntent", "ProgressReportingIntent", "PlayVideoIntent", "SystemIntent", "CameraCaptureIntent",
        "WidgetConfigurationIntent", "ControlConfigurationIntent", "SetValueIntent", "SetFocusFilterIntent",
        "ShowInAppSearchResultsIntent", "TargetContentProvidingIntent", "SnippetIntent", "PushToTalkTransmissionIntent",
    ]
    /// Protocols whose conformers are app entities.
    static let entityProtocols: Set<String> = ["AppEntity", "IndexedEntity", "TransientAppEntity", "UniqueAppEntity", "FileEntity"]
    /// Entity queries: recognised, nothing to translate.
    static let queryProtocols: Set<String> = [
        "EntityQuery", "EntityStringQuery", "EnumerableEntityQuery", "EntityPropertyQuery", "IndexedEntityQuery",
        "UniqueAppEntityQuery", "DynamicOptionsProvider",
    ]
    static let intentMacros: Set<String> = ["AppIntent", "AssistantIntent"]
    static let entityMacros: Set<String> = ["AppEntity", "AssistantEntity"]
    static let enumMacros: Set<String> = ["AppEnum", "AssistantEnum"]
    /// Calls that wrap a string: `LocalizedStringResource("...")` and the like.
    static let textWrappers: Set<String> = [
        "LocalizedStringResource", "IntentDescription", "IntentDialog", "LocalizedStringKey", "String", "init",
        "TypeDisplayRepresentation", "DisplayRepresentation", "AppShortcutPhrase", "IntentParameterDescription",
    ]
    static let authenticationPolicies: Set<String> = ["alwaysAllowed", "requiresAuthentication", "requiresLocalDeviceAuthentication"]

    let catalog: SwiftTypeCatalog
    private(set) var diagnostics: [Diagnostic] = []
    /// How many diagnostics each file has had, reported or not.
    private var reported: [Int: Int] = [:]

    init(catalog: SwiftTypeCatalog) {
        self.catalog = catalog
    }

    var files: [SwiftSourceFile] { catalog.files }

    /// What one type is for App Intents.
    enum Role {
        case intent, entity, enumeration, shortcuts, none
    }

    func role(of entry: SwiftTypeCatalog.Entry) -> Role {
        guard entry.main.declaration.kind != .protocol else { return .none }
        let conformances = catalog.conformances(of: entry)
        if !conformances.isDisjoint(with: Self.intentProtocols) || catalog.attribute(of: entry, named: Self.intentMacros) != nil { return .intent }
        if !conformances.isDisjoint(with: Self.entityProtocols) || catalog.attribute(of: entry, named: Self.entityMacros) != nil { return .entity }
        if conformances.contains("AppEnum") || catalog.attribute(of: entry, named: Self.enumMacros) != nil { return .enumeration }
        if conformances.contains("AppShortcutsProvider") { return .shortcuts }
        return .none
    }

    /// The tree's root mapping.
    mutating func translate() -> Node.Mapping {
        let rootMark = Mark(line: 1, column: 1, source: files.first?.source ?? 0)
        var intents = MappingBuilder(at: rootMark)
        var entities = MappingBuilder(at: rootMark)
        var enums = MappingBuilder(at: rootMark)
        var shortcuts: [Node] = []
        var roles = catalog.entries.map { role(of: $0) }
        // A name declared twice: an error for App Intents types (other types,
        // such as a private helper in two files, may legally share a name).
        for (key, first, second) in catalog.duplicates {
            guard let entry = catalog[key], role(of: entry) != .none else { continue }
            reportDuplicate(role(of: entry), first: first, second: second)
        }
        var declared: [String: SwiftTypeCatalog.Part] = [:]
        for (index, entry) in catalog.entries.enumerated() where [.intent, .entity, .enumeration].contains(roles[index]) {
            if let first = declared[entry.name] {
                reportDuplicate(roles[index], first: first, second: entry.main)
                roles[index] = .none
            } else {
                declared[entry.name] = entry.main
            }
        }
        entityNames = Set(zip(catalog.entries, roles).filter { $0.1 == .entity }.map(\.0.name))
        enumNames = Set(zip(catalog.entries, roles).filter { $0.1 == .enumeration }.map(\.0.name))
        for (entry, role) in zip(catalog.entries, roles) {
            let file = files[entry.main.file]
            let keyMark = file.mark(entry.main.declaration.nameToken)
            switch role {
            case .intent: intents.add(entry.name, intent(entry), keyMark: keyMark)
            case .entity: entities.add(entry.name, entity(entry), keyMark: keyMark)
            case .enumeration: enums.add(entry.name, enumeration(entry), keyMark: keyMark)
            case .shortcuts: shortcuts += self.shortcuts(entry)
            case .none: break
            }
        }
        noteUnreported()
        var root = MappingBuilder(at: rootMark)
        if !intents.isEmpty { root.add("intents", intents.node, keyMark: rootMark) }
        if !entities.isEmpty { root.add("entities", entities.node, keyMark: rootMark) }
        if !enums.isEmpty { root.add("enums", enums.node, keyMark: rootMark) }
        if !shortcuts.isEmpty { root.add("shortcuts", .sequence(Node.Sequence(shortcuts, mark: shortcuts[0].mark)), keyMark: rootMark) }
        guard case .mapping(let mapping) = root.node else { return Node.Mapping([], mark: rootMark) }
        return mapping
    }

    private mutating func reportDuplicate(_ role: Role, first: SwiftTypeCatalog.Part, second: SwiftTypeCatalog.Part) {
        let name = second.declaration.name
        let places = "at \(files[first.file].place(first.declaration.nameToken)) and at \(files[second.file].place(second.declaration.nameToken))"
        report(.error, "\(Self.word(role)) '\(name)' is declared twice: \(places); the second declaration is not read", at: second.declaration.nameToken, in: second.file)
    }

    /// The names of the entities and enums declared in the files.
    private(set) var entityNames: Set<String> = []
    private(set) var enumNames: Set<String> = []

    private static func word(_ role: Role) -> String {
        switch role {
        case .intent: "intent"
        case .entity: "entity"
        case .enumeration: "enum"
        case .shortcuts: "shortcuts provider"
        case .none: "type"
        }
    }

    // MARK: Diagnostics

    /// The most diagnostics reported for one file; the rest are counted in a note.
    static let maxDiagnosticsPerFile = 50

    mutating func report(_ severity: Diagnostic.Severity, _ message: String, at token: SwiftToken, in file: Int) {
        reported[file, default: 0] += 1
        guard reported[file, default: 0] <= Self.maxDiagnosticsPerFile else { return }
        diagnostics.append(files[file].diagnostic(severity, message, at: token))
    }

    /// A note for each file with more diagnostics than were reported.
    private mutating func noteUnreported() {
        for (file, count) in reported.sorted(by: { $0.key < $1.key }) where count > Self.maxDiagnosticsPerFile {
            let unreported = count - Self.maxDiagnosticsPerFile
            diagnostics.append(files[file].diagnostic(.note, "\(unreported) more warnings or errors in this file are not shown", line: 1, column: 1))
        }
    }

    mutating func warn(_ message: String, at token: SwiftToken, in file: Int) {
        report(.warning, message, at: token, in: file)
    }

    // MARK: Values

    /// The value of the static property `name` of a type: its initializer,
    /// or the single expression its getter returns (`.other` when the
    /// getter computes it).
    func staticValue(_ name: String, of entry: SwiftTypeCatalog.Entry) -> (value: SwiftExpression, file: Int)? {
        for (member, file) in catalog.members(of: entry) where member.kind == .variable && member.isStatic && member.name == name {
            if let initializer = member.initializer, let value = SwiftExpression.parse(initializer) { return (value, file) }
            if let body = member.body, let value = Self.getterValue(body) { return (value, file) }
        }
        return nil
    }

    /// The expression a getter body returns when it is one expression
    /// (`{ "Book" }`, `{ return true }`, `{ get { .foreground } }`).
    static func getterValue(_ body: [SwiftToken]) -> SwiftExpression? {
        var tokens = body[...]
        if let get = tokens.first, get.isWord("get"), tokens.dropFirst().first?.isPunctuation("{") == true, tokens.last?.isPunctuation("}") == true {
            tokens = tokens.dropFirst(2).dropLast()
        }
        if let first = tokens.first, first.isWord("return") { tokens = tokens.dropFirst() }
        return SwiftExpression.parse(Array(tokens))
    }

    /// Text read from a string literal or a wrapper such as
    /// `LocalizedStringResource("...")`; `interpolate` translates a `\(...)`
    /// (nil: it cannot be). Reports what cannot be read and returns nil.
    mutating func text(
        _ expression: SwiftExpression, in file: Int, what: String, interpolate: (([SwiftToken]) -> String?)? = nil
    ) -> String? {
        textLiteral(expression, in: file, what: what, interpolate: interpolate)?.text
    }

    /// The text as `text(...)` reads it, with the string literal it came
    /// from, where the text's mark points (inside a wrapper call too).
    mutating func textLiteral(
        _ expression: SwiftExpression, in file: Int, what: String, interpolate: (([SwiftToken]) -> String?)? = nil
    ) -> (text: String, token: SwiftToken)? {
        switch expression {
        case .string(let token):
            var text = ""
            for segment in token.segments {
                switch segment {
                case .text(let piece):
                    text += piece
                case .interpolation(let tokens, let line, let column):
                    guard let interpolate, let piece = interpolate(tokens) else {
                        let shown = SwiftTypeName.spell(tokens)
                        let reason = interpolate == nil ? "app.yaml needs the text itself" : "it is neither a parameter nor something app.yaml can say"
                        let message = "\(what) interpolates '\\(\(shown))', and \(reason); it is left out"
                        report(.warning, message, at: SwiftToken(.punctuation, "\\", line: line, column: column), in: file)
                        return nil
                    }
                    text += piece
                }
            }
            return (text, token)
        case .call(_, let arguments, _):
            if let name = expression.calleeName, Self.textWrappers.contains(name),
               let inner = arguments.value("defaultValue") ?? arguments.firstUnlabeled ?? arguments.value("stringLiteral")
               ?? arguments.value("localized") ?? arguments.value("name") ?? arguments.value("title") ?? arguments.value("full") {
                return textLiteral(inner, in: file, what: what, interpolate: interpolate)
            }
        default:
            break
        }
        warn("\(what) is \(Self.describe(expression)), not a string literal; app.yaml needs the text itself, so it is left out", at: expression.token, in: file)
        return nil
    }

    /// A text scalar read from `expression`, marked at its string literal;
    /// nil (reported) when it cannot be read.
    mutating func textNode(
        _ expression: SwiftExpression, in file: Int, what: String, interpolate: (([SwiftToken]) -> String?)? = nil
    ) -> Node? {
        textLiteral(expression, in: file, what: what, interpolate: interpolate).map { MappingBuilder.text($0.text, at: files[file].mark($0.token)) }
    }

    /// A few words saying what an expression is, for messages.
    static func describe(_ expression: SwiftExpression) -> String {
        switch expression {
        case .path(let names, let leadingDot, _): "'\(((leadingDot ? "." : "") + names.joined(separator: ".")).shortened)'"
        case .call: "a call of '\(expression.calleeName ?? "a function")'"
        case .number(let text, _): "the number \(text)"
        case .bool(let value, _): "\(value)"
        case .nil: "nil"
        case .array: "a list"
        case .dictionary: "a dictionary"
        case .tuple: "a tuple"
        case .keyPath: "a key path"
        case .string: "a string"
        case .other(let token): token.kind == .punctuation && token.text == "{" ? "a closure" : "an expression that is computed"
        }
    }

    /// An argument as messages name it: `'title:'`, `'.fast'`, `'"loose"'`.
    static func name(of argument: SwiftArgument) -> String {
        if let label = argument.label { return "'\(label):'" }
        switch argument.value {
        case .path, .number, .bool, .nil: return describe(argument.value)
        case .string(let token): return "'\(token.text.shortened)'"
        default: return "without a label (\(describe(argument.value)))"
        }
    }

    /// `true` or `false`, or nil (reported) for anything else.
    mutating func bool(_ expression: SwiftExpression, in file: Int, what: String) -> Bool? {
        if case .bool(let value, _) = expression { return value }
        warn("\(what) is \(Self.describe(expression)), not true or false; it is left out", at: expression.token, in: file)
        return nil
    }

    /// An authentication policy: `.requiresAuthentication`, or nil (reported).
    mutating func authentication(_ expression: SwiftExpression, in file: Int, what: String) -> String? {
        if case .path(let names, _, _) = expression, let last = names.last, Self.authenticationPolicies.contains(last) { return last }
        warn(
            "\(what) is \(Self.describe(expression)); expected .alwaysAllowed, .requiresAuthentication or .requiresLocalDeviceAuthentication; it is left out",
            at: expression.token, in: file
        )
        return nil
    }

    /// A type annotation translated for app.yaml, or nil (reported) when it cannot be.
    mutating func type(_ tokens: [SwiftToken], at name: SwiftToken, in file: Int, what: String) -> String? {
        guard !tokens.isEmpty else {
            warn("\(what) has no type annotation, so its type cannot be read; it is left out", at: name, in: file)
            return nil
        }
        switch SwiftTypeName.translate(tokens) {
        case .type(let type):
            return type
        case .unsupported(let spelling):
            warn("\(what) has type '\(spelling)', which app.yaml cannot represent; it is left out", at: name, in: file)
            return nil
        }
    }
}

extension String {
    /// At most 80 characters, for quoting source text in messages.
    var shortened: String { count > 80 ? String(prefix(77)) + "..." : self }
}
