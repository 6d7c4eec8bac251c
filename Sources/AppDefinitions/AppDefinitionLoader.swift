import Diagnostics
import Foundation
import JSON
import YAML

/// Reads `app.yaml` into an `AppDefinition` and checks it as app-format.md
/// asks, reporting every problem with its file, line and column.
public enum AppDefinitionLoader {
    /// Loads the file at `path`, shown to the user as `displayPath`. The app
    /// is returned even when it has errors, so scenarios can still be checked
    /// against what could be read; the diagnostics say whether to go on.
    public static func load(path: String, displayPath: String) -> (app: AppDefinition?, diagnostics: [Diagnostic]) {
        guard let data = FileManager.default.contents(atPath: path) else {
            return (nil, [.error("cannot read the app definition '\(displayPath)'", at: nil)])
        }
        let directory = (path as NSString).deletingLastPathComponent
        return load(bytes: [UInt8](data), displayPath: displayPath, directory: directory)
    }

    /// Loads app.yaml text; `directory` is where relative record files are found.
    public static func load(bytes: [UInt8], displayPath: String, directory: String) -> (app: AppDefinition?, diagnostics: [Diagnostic]) {
        let diagnostics = FileDiagnostics(path: displayPath, text: String(decoding: bytes, as: UTF8.self))
        let root: Node?
        do {
            root = try YAMLParser.parse(bytes, file: displayPath)
        } catch {
            return (nil, [error.diagnostic])
        }
        guard let root else {
            diagnostics.error("the app definition is empty; it needs at least an 'app:' block with a name", at: Mark(line: 1, column: 1))
            return (nil, diagnostics.diagnostics)
        }
        var merged = root
        if let mapping = root.mapping {
            let trees = AppImports.read(mapping, directory: directory, diagnostics: diagnostics)
            for tree in trees { tree.diagnostics.forEach(diagnostics.append) }
            if !trees.isEmpty { merged = .mapping(ImportMerger.merge(trees, under: mapping, diagnostics: diagnostics)) }
        }
        var reader = AppDefinitionReader(diagnostics: diagnostics, directory: directory)
        let app = reader.read(merged)
        return (app, diagnostics.diagnostics)
    }
}

/// The state of reading one app.yaml: the declared type names, so types can be
/// resolved in any order, and the diagnostics.
struct AppDefinitionReader {
    let diagnostics: FileDiagnostics
    let directory: String
    var entityNames: Set<String> = []
    var enumNames: Set<String> = []

    static let rootKeys = ["app", "import", "intents", "entities", "enums", "shortcuts", "skills"]
    static let appKeys = ["name", "bundleIdentifier", "synonyms"]
    static let intentKeys = [
        "title", "description", "tool", "schema", "openAppWhenRun", "needsConfirmation",
        "authentication", "destructive", "parameters", "result", "dialog",
    ]
    static let parameterKeys = ["title", "description", "type", "range", "default", "requestValueDialog"]
    static let entityKeys = ["title", "description", "indexed", "authentication", "properties", "records"]
    static let propertyKeys = ["title", "description", "type", "authentication"]
    static let recordKeys = ["id", "title", "subtitle", "synonyms", "metadata", "hideInSpotlight", "properties"]
    static let enumKeys = ["title", "cases"]
    static let caseKeys = ["title", "synonyms"]
    static let shortcutKeys = ["intent", "phrases", "shortTitle", "systemImageName"]
    static let skillKeys = ["description", "body"]
    static let maxShortcuts = 10

    init(diagnostics: FileDiagnostics, directory: String) {
        self.diagnostics = diagnostics
        self.directory = directory
    }

    /// A reader that knows the type names `other` declared.
    init(diagnostics: FileDiagnostics, directory: String, types other: AppDefinitionReader) {
        self.init(diagnostics: diagnostics, directory: directory)
        entityNames = other.entityNames
        enumNames = other.enumNames
    }

    mutating func read(_ root: Node) -> AppDefinition? {
        guard let file = MappingReader(root, what: "the app definition", diagnostics: diagnostics) else { return nil }
        file.checkKeys(Self.rootKeys)

        var app = AppDefinition(name: "", path: diagnostics.path)
        if let header = file.require("app").flatMap({ MappingReader($0, what: "'app'", diagnostics: diagnostics) }) {
            header.checkKeys(Self.appKeys)
            app.name = header.string("name", required: true, allowEmpty: false) ?? ""
            app.bundleIdentifier = header.string("bundleIdentifier")
            app.synonyms = header.strings("synonyms")?.map(\.0) ?? []
        }

        declareTypes(file)
        app.enums = readEnums(file["enums"])
        app.entities = readEntities(file["entities"])
        // Records refer to each other's ids through entity-typed properties:
        // a first, silent pass makes every id known before the checked one.
        let scratch = AppDefinitionReader(diagnostics: FileDiagnostics(path: diagnostics.path, text: ""), directory: directory, types: self)
        for index in app.entities.indices {
            app.entities[index].records = scratch.readRecords(file, of: app.entities[index], in: app)
        }
        for index in app.entities.indices {
            app.entities[index].records = readRecords(file, of: app.entities[index], in: app)
        }
        app.intents = readIntents(file["intents"])
        app.shortcuts = readShortcuts(file["shortcuts"], app: app)
        app.skills = readSkills(file["skills"])
        checkParameterDefaults(file["intents"], app: app)
        return app
    }

    // MARK: Names

    private mutating func declareTypes(_ file: MappingReader) {
        var seen: [String: (String, Mark)] = [:]
        func declare(_ section: String) -> Set<String> {
            guard let mapping = file[section]?.mapping else { return [] }
            var names: Set<String> = []
            for pair in mapping.pairs {
                guard let name = pair.key.scalar?.string else { continue }
                if let (other, mark) = seen[name] {
                    diagnostics.error("'\(name)' is declared in both '\(other)' and '\(section)' (first at \(mark.source == 0 ? "line \(mark.line)" : diagnostics.location(mark).description))", at: pair.key.mark)
                }
                seen[name] = (section, pair.key.mark)
                if ValueType.builtinNames.contains(name) {
                    diagnostics.error("'\(name)' is a built-in type and cannot be declared in '\(section)'", at: pair.key.mark)
                }
                names.insert(name)
            }
            return names
        }
        _ = declare("intents")
        entityNames = declare("entities")
        enumNames = declare("enums")
    }

    func resolveType(_ node: Node, what: String) -> ValueType? {
        guard let text = MappingReader.string(node, what: what, diagnostics: diagnostics) else { return nil }
        let resolved = ValueType.parse(text) { name in
            entityNames.contains(name) ? .entity(name) : enumNames.contains(name) ? .enumeration(name) : nil
        }
        if resolved == nil {
            let name = text.filter { !"[]? ".contains($0) }
            let known = ValueType.builtinNames + entityNames.sorted() + enumNames.sorted()
            diagnostics.error("unknown type '\(text)' for \(what)\(Suggestion.hint(for: name, in: known))", at: node.mark)
        }
        return resolved
    }

    func authentication(_ reader: MappingReader) -> Authentication? {
        guard let node = reader["authentication"], let text = MappingReader.string(node, what: "'authentication'", diagnostics: diagnostics) else { return nil }
        guard let value = Authentication(rawValue: text) else {
            let names = Authentication.allCases.map(\.rawValue)
            diagnostics.error("unknown authentication policy '\(text)'; expected one of \(names.joined(separator: ", "))\(Suggestion.hint(for: text, in: names))", at: node.mark)
            return nil
        }
        return value
    }

    /// The pairs of a section mapping (name: body), or nothing when absent.
    func sectionPairs(_ node: Node?, _ section: String) -> [(String, Node, Mark)] {
        guard let node, !node.isNull else { return [] }
        guard let mapping = node.mapping else {
            diagnostics.error("expected a mapping of names for '\(section)', found \(node.kindDescription)", at: node.mark)
            return []
        }
        return mapping.pairs.compactMap { pair in
            guard let name = pair.key.scalar?.string, !name.isEmpty else {
                diagnostics.error("names in '\(section)' must be non-empty strings", at: pair.key.mark)
                return nil
            }
            return (name, pair.value, pair.key.mark)
        }
    }

    // MARK: Intents

    func readIntents(_ node: Node?) -> [Intent] {
        sectionPairs(node, "intents").compactMap { name, body, mark in
            guard let reader = MappingReader(body, what: "intent '\(name)'", diagnostics: diagnostics) else { return nil }
            reader.checkKeys(Self.intentKeys)
            var intent = Intent(identifier: name, title: reader.string("title", required: true, allowEmpty: false) ?? name, mark: mark)
            intent.description = reader.string("description")
            intent.tool = reader.bool("tool") ?? false
            if let schema = reader["schema"], !schema.isNull {
                intent.schema = MappingReader.string(schema, what: "'schema' of intent '\(name)'", diagnostics: diagnostics)
            }
            intent.openAppWhenRun = reader.bool("openAppWhenRun") ?? false
            intent.needsConfirmation = reader.bool("needsConfirmation") ?? false
            intent.destructive = reader.bool("destructive") ?? false
            intent.authentication = authentication(reader) ?? .alwaysAllowed
            intent.parameters = readParameters(reader["parameters"], of: name, tool: intent.tool)
            if let result = reader["result"], !result.isNull {
                intent.result = resolveType(result, what: "the result of intent '\(name)'")
            }
            if let dialogNode = reader["dialog"], let dialog = reader.string("dialog") {
                intent.dialog = dialog
                for placeholder in Self.placeholders(in: dialog) where intent.parameter(named: placeholder) == nil {
                    diagnostics.error(
                        "the dialog of intent '\(name)' names '{\(placeholder)}', which is not one of its parameters\(Suggestion.hint(for: placeholder, in: intent.parameters.map(\.name)))",
                        at: dialogNode.mark
                    )
                }
            }
            if intent.tool, (intent.description ?? "").isEmpty {
                diagnostics.warning("tool intent '\(name)' has no description; Siri chooses tools by their descriptions", at: mark)
            }
            return intent
        }
    }

    func readParameters(_ node: Node?, of intent: String, tool: Bool) -> [Parameter] {
        sectionPairs(node, "parameters").compactMap { name, body, mark in
            let what = "parameter '\(name)' of intent '\(intent)'"
            guard let reader = MappingReader(body, what: what, diagnostics: diagnostics) else { return nil }
            reader.checkKeys(Self.parameterKeys)
            guard let typeNode = reader.require("type"), let type = resolveType(typeNode, what: what) else { return nil }
            var parameter = Parameter(
                name: name, title: reader.string("title", required: true, allowEmpty: false) ?? name,
                description: reader.string("description"), type: type,
                requestValueDialog: reader.string("requestValueDialog"), mark: mark
            )
            if let rangeNode = reader["range"] {
                parameter.range = readRange(rangeNode, type: type, what: what)
            }
            if let value = reader["default"] {
                parameter.defaultValue = JSONValue(value)
            }
            if tool, (parameter.description ?? "").isEmpty {
                diagnostics.warning("\(what) has no description; say what it means and its unit or range", at: mark)
            }
            return parameter
        }
    }

    func readRange(_ node: Node, type: ValueType, what: String) -> ClosedRange<Double>? {
        guard let items = node.sequence?.items, items.count == 2 else {
            diagnostics.error("expected 'range' of \(what) to be a list of two numbers, [lowest, highest]", at: node.mark)
            return nil
        }
        guard type.isNumeric || type.arrayElement?.isNumeric == true else {
            diagnostics.error("'range' applies only to numbers, but \(what) is of type \(type)", at: node.mark)
            return nil
        }
        guard let low = MappingReader.double(items[0], what: "the lowest value of the range", diagnostics: diagnostics),
              let high = MappingReader.double(items[1], what: "the highest value of the range", diagnostics: diagnostics) else { return nil }
        guard low <= high else {
            diagnostics.error("the range of \(what) is empty: \(Self.number(low)) is above \(Self.number(high))", at: node.mark)
            return nil
        }
        return low...high
    }

    func checkParameterDefaults(_ node: Node?, app: AppDefinition) {
        for intent in app.intents {
            for parameter in intent.parameters {
                guard let value = parameter.defaultValue else { continue }
                let mark = intentParameterNode(node, intent.identifier, parameter.name)?.mapping?["default"]?.mark ?? parameter.mark
                if let problem = ValueConformance.problem(value, parameter.type, in: app) {
                    diagnostics.error("the default of parameter '\(parameter.name)' of intent '\(intent.identifier)' does not fit: \(problem)", at: mark)
                } else if let range = parameter.range, let number = value.double, !range.contains(number) {
                    diagnostics.error("the default \(Self.number(number)) of parameter '\(parameter.name)' of intent '\(intent.identifier)' is outside its range \(Self.describe(range))", at: mark)
                }
            }
        }
    }

    private func intentParameterNode(_ node: Node?, _ intent: String, _ parameter: String) -> Node? {
        node?.mapping?[intent]?.mapping?["parameters"]?.mapping?[parameter]
    }

    static func describe(_ range: ClosedRange<Double>) -> String {
        "\(number(range.lowerBound)) to \(number(range.upperBound))"
    }

    /// A number as written: `12`, not `12.0`.
    static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// `{name}` placeholders of a dialog.
    static func placeholders(in dialog: String) -> [String] {
        var names: [String] = []
        var rest = Substring(dialog)
        while let open = rest.firstIndex(of: "{") {
            rest = rest[rest.index(after: open)...]
            guard let close = rest.firstIndex(of: "}") else { break }
            let name = rest[..<close]
            if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { names.append(String(name)) }
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    // MARK: Entities and enums

    func readEntities(_ node: Node?) -> [EntityType] {
        sectionPairs(node, "entities").compactMap { name, body, mark in
            guard let reader = MappingReader(body, what: "entity '\(name)'", diagnostics: diagnostics) else { return nil }
            reader.checkKeys(Self.entityKeys)
            var entity = EntityType(identifier: name, title: reader.string("title", required: true, allowEmpty: false) ?? name, mark: mark)
            entity.description = reader.string("description")
            entity.indexed = reader.bool("indexed") ?? false
            entity.authentication = authentication(reader) ?? .alwaysAllowed
            entity.properties = sectionPairs(reader["properties"], "properties").compactMap { property, body, mark in
                let what = "property '\(property)' of entity '\(name)'"
                guard let reader = MappingReader(body, what: what, diagnostics: diagnostics) else { return nil }
                reader.checkKeys(Self.propertyKeys)
                guard let typeNode = reader.require("type"), let type = resolveType(typeNode, what: what) else { return nil }
                return Property(
                    name: property, title: reader.string("title", required: true, allowEmpty: false) ?? property,
                    description: reader.string("description"), type: type,
                    authentication: authentication(reader), mark: mark
                )
            }
            return entity
        }
    }

    func readEnums(_ node: Node?) -> [EnumType] {
        sectionPairs(node, "enums").compactMap { name, body, mark in
            guard let reader = MappingReader(body, what: "enum '\(name)'", diagnostics: diagnostics) else { return nil }
            reader.checkKeys(Self.enumKeys)
            var enumeration = EnumType(identifier: name, title: reader.string("title") ?? name, cases: [], mark: mark)
            let pairs = sectionPairs(reader.require("cases"), "cases")
            if pairs.isEmpty, reader.has("cases") {
                diagnostics.error("enum '\(name)' has no cases", at: reader["cases"]?.mark ?? mark)
            }
            for (identifier, body, _) in pairs {
                if body.scalar != nil {
                    guard let title = MappingReader.string(body, what: "the title of case '\(identifier)'", allowEmpty: false, diagnostics: diagnostics) else { continue }
                    enumeration.cases.append(.init(identifier: identifier, title: title))
                } else if let reader = MappingReader(body, what: "case '\(identifier)' of enum '\(name)'", diagnostics: diagnostics) {
                    reader.checkKeys(Self.caseKeys)
                    let title = reader.string("title", required: true, allowEmpty: false) ?? identifier
                    enumeration.cases.append(.init(identifier: identifier, title: title, synonyms: reader.strings("synonyms")?.map(\.0) ?? []))
                }
            }
            return enumeration
        }
    }

    // MARK: Records

    func readRecords(_ file: MappingReader, of entity: EntityType, in app: AppDefinition) -> [Record] {
        guard let node = file["entities"]?.mapping?[entity.identifier]?.mapping?["records"], !node.isNull else { return [] }
        if let reader = node.mapping.flatMap({ _ in MappingReader(node, what: "'records' of entity '\(entity.identifier)'", diagnostics: diagnostics) }) {
            reader.checkKeys(["file"])
            guard let fileNode = reader.require("file"),
                  let name = MappingReader.string(fileNode, what: "'file' of 'records'", allowEmpty: false, diagnostics: diagnostics) else { return [] }
            return readRecordsFile(name, at: fileNode.mark, of: entity, in: app)
        }
        guard let items = node.sequence?.items else {
            diagnostics.error("expected a list of records or { file: records.json } for entity '\(entity.identifier)', found \(node.kindDescription)", at: node.mark)
            return []
        }
        var ids: [String: String] = [:]
        return items.compactMap { item in
            guard let reader = MappingReader(item, what: "a record of entity '\(entity.identifier)'", diagnostics: diagnostics) else { return nil }
            reader.checkKeys(Self.recordKeys)
            return checkRecord(JSONValue(item), of: entity, in: app, ids: &ids, mark: item.mark, place: nil) { key in
                reader.mapping.pair(key)?.value.mark ?? item.mark
            } propertyMark: { property, value in
                let pair = reader["properties"]?.mapping?.pair(property)
                return (value ? pair?.value.mark : pair?.key.mark) ?? item.mark
            }
        }
    }

    func readRecordsFile(_ name: String, at mark: Mark, of entity: EntityType, in app: AppDefinition) -> [Record] {
        let path = name.hasPrefix("/") ? name : (directory as NSString).appendingPathComponent(name)
        guard let data = FileManager.default.contents(atPath: path) else {
            diagnostics.error("cannot read the records file '\(name)'", at: mark)
            return []
        }
        let shown = name.hasPrefix("/") || (diagnostics.path as NSString).deletingLastPathComponent.isEmpty
            ? name : ((diagnostics.path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(name)
        let value: JSONValue
        do {
            value = try JSONParser.parse([UInt8](data))
        } catch {
            diagnostics.append(Diagnostic(
                .error, "\(error.message) in the records of entity '\(entity.identifier)'",
                at: SourceLocation(file: shown, line: error.line, column: error.column),
                snippet: SourceSnippet.render(String(decoding: data, as: UTF8.self), line: error.line, column: error.column)
            ))
            return []
        }
        guard let items = value.array else {
            diagnostics.error("the records file '\(name)' must hold a JSON array of records", at: mark)
            return []
        }
        var ids: [String: String] = [:]
        return items.enumerated().compactMap { index, item in
            // JSON values carry no positions: point at the file reference and name the item.
            checkRecord(item, of: entity, in: app, ids: &ids, prefix: "record \(index + 1) of '\(name)': ", mark: mark, place: "record \(index + 1)") { _ in mark } propertyMark: { _, _ in mark }
        }
    }

    /// Checks one record (as JSON) and builds it; `ids` holds the ids seen so
    /// far and where ("line 7", "record 1"); `place` names this record, nil
    /// for the line of its id.
    func checkRecord(
        _ value: JSONValue, of entity: EntityType, in app: AppDefinition, ids: inout [String: String], prefix: String = "",
        mark: Mark, place: String?, keyMark: (String) -> Mark, propertyMark: (_ name: String, _ value: Bool) -> Mark
    ) -> Record? {
        guard let object = value.object else {
            diagnostics.error("\(prefix)expected a record object, found \(value.valueDescription)", at: mark)
            return nil
        }
        if prefix.isEmpty == false {
            for key in object.keys where !Self.recordKeys.contains(key) {
                diagnostics.error("\(prefix)unknown key '\(key)' in a record\(Suggestion.hint(for: key, in: Self.recordKeys))", at: mark)
            }
        }
        func text(_ key: String, required: Bool) -> String? {
            switch object[key] {
            case .string(let text)?:
                if required, text.allSatisfy(\.isWhitespace) {
                    diagnostics.error("\(prefix)a record's '\(key)' must not be blank", at: keyMark(key))
                    return nil
                }
                return text
            case nil, .null?:
                if required { diagnostics.error("\(prefix)a record of entity '\(entity.identifier)' is missing the required key '\(key)'", at: mark) }
                return nil
            case let other?:
                diagnostics.error("\(prefix)expected a string for '\(key)' of a record, found \(other.valueDescription)", at: keyMark(key))
                return nil
            }
        }
        let id = text("id", required: true)
        let title = text("title", required: true)
        var record = Record(id: id ?? "", title: title ?? "", subtitle: text("subtitle", required: false))
        if let id {
            if let first = ids[id] {
                diagnostics.error("\(prefix)duplicate record id '\(id)' in entity '\(entity.identifier)' (first at \(first))", at: keyMark("id"))
            } else {
                ids[id] = place ?? "line \(keyMark("id").line)"
            }
        }
        if let synonyms = object["synonyms"] {
            if let list = synonyms.array, list.allSatisfy({ $0.string != nil }) {
                record.synonyms = list.compactMap(\.string)
            } else if let single = synonyms.string {
                record.synonyms = [single]
            } else {
                diagnostics.error("\(prefix)expected a list of strings for 'synonyms' of a record", at: keyMark("synonyms"))
            }
        }
        if let metadata = object["metadata"] {
            if let entries = metadata.object, entries.allSatisfy({ $0.value.string != nil }) {
                for (key, value) in entries { record.metadata[key] = value.string }
            } else {
                diagnostics.error("\(prefix)expected 'metadata' of a record to map strings to strings", at: keyMark("metadata"))
            }
        }
        if let hidden = object["hideInSpotlight"] {
            if let flag = hidden.bool { record.hideInSpotlight = flag } else {
                diagnostics.error("\(prefix)expected true or false for 'hideInSpotlight'", at: keyMark("hideInSpotlight"))
            }
        }
        if let properties = object["properties"] {
            guard let values = properties.object else {
                diagnostics.error("\(prefix)expected a mapping of property values for 'properties' of a record", at: keyMark("properties"))
                return record
            }
            for (name, value) in values {
                guard let property = entity.property(named: name) else {
                    diagnostics.error(
                        "\(prefix)unknown property '\(name)' of entity '\(entity.identifier)'\(Suggestion.hint(for: name, in: entity.properties.map(\.name)))",
                        at: propertyMark(name, false)
                    )
                    continue
                }
                if let problem = ValueConformance.problem(value, property.type, in: app) {
                    diagnostics.error("\(prefix)the value of property '\(name)' does not fit: \(problem)", at: propertyMark(name, true))
                }
            }
            record.properties = values
        }
        return record
    }

    // MARK: Shortcuts and skills

    func readShortcuts(_ node: Node?, app: AppDefinition) -> [Shortcut] {
        guard let node, !node.isNull else { return [] }
        guard let items = node.sequence?.items else {
            diagnostics.error("expected a list of shortcuts, found \(node.kindDescription)", at: node.mark)
            return []
        }
        if items.count > Self.maxShortcuts {
            diagnostics.error("\(items.count) shortcuts declared; Apple allows at most \(Self.maxShortcuts) App Shortcuts per app", at: items[Self.maxShortcuts].mark)
        }
        return items.compactMap { item in
            guard let reader = MappingReader(item, what: "a shortcut", diagnostics: diagnostics) else { return nil }
            reader.checkKeys(Self.shortcutKeys)
            guard let intentNode = reader.require("intent"),
                  let name = MappingReader.string(intentNode, what: "'intent' of a shortcut", diagnostics: diagnostics) else { return nil }
            let intent = app.intent(named: name)
            if intent == nil {
                diagnostics.error("unknown intent '\(name)' in a shortcut\(Suggestion.hint(for: name, in: app.intents.map(\.identifier)))", at: intentNode.mark)
            }
            var shortcut = Shortcut(intent: name, phrases: [], shortTitle: reader.string("shortTitle"), systemImageName: reader.string("systemImageName"), mark: item.mark)
            let phrases = reader.require("phrases").flatMap { MappingReader.strings($0, what: "'phrases' of a shortcut", diagnostics: diagnostics) } ?? []
            if phrases.isEmpty, reader.has("phrases") {
                diagnostics.error("a shortcut needs at least one phrase", at: reader["phrases"]!.mark)
            }
            for (phrase, mark) in phrases {
                shortcut.phrases.append(phrase)
                checkPhrase(phrase, at: mark, intent: intent)
            }
            return shortcut
        }
    }

    func checkPhrase(_ phrase: String, at mark: Mark, intent: Intent?) {
        let slots = Shortcut.slots(in: phrase)
        if !slots.contains("applicationName") {
            diagnostics.error("the phrase '\(phrase)' does not contain ${applicationName}; every App Shortcut phrase must name the app", at: mark)
        }
        guard let intent else { return }
        var scalarSlots: [String] = []
        for slot in slots where slot != "applicationName" {
            guard let parameter = intent.parameter(named: slot) else {
                diagnostics.error(
                    "the phrase '\(phrase)' names '${\(slot)}', which is not a parameter of intent '\(intent.identifier)'\(Suggestion.hint(for: slot, in: intent.parameters.map(\.name) + ["applicationName"]))",
                    at: mark
                )
                continue
            }
            if parameter.type.arrayElement == nil { scalarSlots.append(slot) }
        }
        if scalarSlots.count > 1 {
            diagnostics.error("the phrase '\(phrase)' interpolates \(scalarSlots.count) parameters that are not arrays (\(scalarSlots.joined(separator: ", "))); a phrase may hold at most one", at: mark)
        }
    }

    func readSkills(_ node: Node?) -> [Skill] {
        sectionPairs(node, "skills").compactMap { name, body, mark in
            if let problem = SkillRules.nameProblem(name) {
                diagnostics.error("skill name '\(name)' \(problem)", at: mark)
            }
            guard let reader = MappingReader(body, what: "skill '\(name)'", diagnostics: diagnostics) else { return nil }
            reader.checkKeys(Self.skillKeys)
            var description = reader.string("description", required: true, allowEmpty: false) ?? ""
            while description.last?.isNewline == true { description.removeLast() }
            if let problem = SkillRules.descriptionProblem(description) {
                diagnostics.error("the description of skill '\(name)' \(problem)", at: reader["description"]?.mark ?? mark)
            }
            let body = reader.string("body") ?? ""
            if let problem = SkillRules.bodyProblem(body) {
                diagnostics.error("the body of skill '\(name)' \(problem)", at: reader["body"]?.mark ?? mark)
            }
            return Skill(name: name, description: description, body: body, mark: mark)
        }
    }
}
