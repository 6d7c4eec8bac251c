import AppDefinitions
import Dates
import Diagnostics
import JSON
import YAML

/// Reads one scenario file against its app definition, reporting every
/// problem with its location: unknown keys, intents, parameters, entities,
/// records, skills, and matchers that do not fit a parameter's type.
struct ScenarioFileReader {
    let diagnostics: FileDiagnostics
    let app: AppDefinition
    let appIndex: Int
    /// The file relative to the suite root, the first part of a full id.
    let relativePath: String
    let defaultNow: Double
    /// False when the file's app definition could not be read: then only what
    /// needs no app is checked, and intents, entities and skills are not.
    var checksApp = true

    static let fileKeys = ["app", "context", "tags", "scenarios"]
    static let scenarioKeys = ["name", "id", "tags", "context", "expect", "turns"]
    static let turnKeys = ["user", "calls", "disallowed", "finds", "onScreen", "loads", "response"]
    static let expectKeys = ["calls", "disallowed", "finds", "onScreen", "loads"]
    static let callKeys = ["intent", "params", "outcome"]
    static let groupKeys = ["ordered", "unordered"]
    static let findKeys = ["entity", "id", "where"]
    static let loadsKeys = ["required", "preferred"]
    static let responseKeys = ["contains", "notContains", "matches", "caseSensitive"]
    static let matcherKeys = [
        "equals", "isNil", "notNil", "contains", "containsRegex", "matches", "oneOf",
        "approximately", "tolerance", "at", "caseSensitive", "count",
    ]

    func read(_ file: MappingReader) -> [Scenario] {
        file.checkKeys(Self.fileKeys)
        let fileContext = ContextBlock.read(file["context"], app: checksApp ? app : nil, diagnostics: diagnostics)
        let fileTags = tags(file)
        guard let node = file.require("scenarios") else { return [] }
        guard let items = node.sequence?.items else {
            diagnostics.error("expected a list of scenarios for 'scenarios', found \(node.kindDescription)", at: node.mark)
            return []
        }
        if items.isEmpty { diagnostics.warning("the file has no scenarios", at: node.mark) }
        var seen: [String: Int] = [:]
        return items.compactMap { item in
            guard let scenario = readScenario(item, fileContext: fileContext, fileTags: fileTags) else { return nil }
            if let line = seen[scenario.id] {
                diagnostics.error("duplicate scenario id '\(scenario.id)' (first at line \(line)); give one of them an 'id:'", at: item.mapping?["id"]?.mark ?? item.mark)
                return nil
            }
            seen[scenario.id] = scenario.line
            return scenario
        }
    }

    private func tags(_ reader: MappingReader) -> [String] {
        reader.strings("tags")?.map(\.0) ?? []
    }

    private func readScenario(_ node: Node, fileContext: ContextBlock, fileTags: [String]) -> Scenario? {
        guard let reader = MappingReader(node, what: "a scenario", diagnostics: diagnostics) else { return nil }
        reader.checkKeys(Self.scenarioKeys)
        let name = reader.string("name", allowEmpty: false)
        var id = reader.string("id", allowEmpty: false)
        if let given = id, let idNode = reader["id"], given.contains(where: { $0.isWhitespace || $0 == "#" }) {
            diagnostics.error("scenario id '\(given)' must not contain spaces or '#'", at: idNode.mark)
            id = nil
        }
        guard let id = id ?? name.map(Slug.make), !id.isEmpty else {
            if name == nil, !reader.has("id") { diagnostics.error("a scenario needs a 'name' (or an 'id')", at: node.mark) }
            else if let name { diagnostics.error("the name '\(name)' makes an empty id; give the scenario an 'id:'", at: reader["name"]!.mark) }
            return nil
        }
        let context = fileContext.merged(with: ContextBlock.read(reader["context"], app: checksApp ? app : nil, diagnostics: diagnostics))
            .resolve(defaultNow: defaultNow, diagnostics: diagnostics)
        var tags = fileTags
        for tag in self.tags(reader) where !tags.contains(tag) { tags.append(tag) }

        var turns: [Turn] = []
        if let turnsNode = reader.require("turns") {
            if let items = turnsNode.sequence?.items, !items.isEmpty {
                turns = items.compactMap { readTurn($0, clock: context.clock) }
            } else {
                diagnostics.error("'turns' must be a non-empty list of turns, each with 'user:'", at: turnsNode.mark)
            }
        }
        var expect = Expectations()
        if let expectNode = reader["expect"], !expectNode.isNull,
           let block = MappingReader(expectNode, what: "'expect'", diagnostics: diagnostics) {
            block.checkKeys(Self.expectKeys)
            expect = readExpectations(block, clock: context.clock)
        }
        return Scenario(
            id: id, fullID: "\(relativePath)#\(id)", name: name ?? id, file: relativePath, path: diagnostics.path,
            line: node.mark.line, tags: tags, context: context, app: appIndex, turns: turns, expect: expect
        )
    }

    private func readTurn(_ node: Node, clock: ZonedClock) -> Turn? {
        guard let reader = MappingReader(node, what: "a turn", diagnostics: diagnostics) else { return nil }
        reader.checkKeys(Self.turnKeys)
        guard let utterance = reader.string("user", required: true, allowEmpty: false) else { return nil }
        var expectations = readExpectations(reader, clock: clock)
        if let responseNode = reader["response"] {
            expectations.response = readResponse(responseNode)
        }
        return Turn(utterance: utterance, line: node.mark.line, expectations: expectations)
    }

    /// The keys a turn and `expect:` share.
    private func readExpectations(_ reader: MappingReader, clock: ZonedClock) -> Expectations {
        var expectations = Expectations()
        if let node = reader["calls"] { expectations.callGroups = readCallGroups(node, clock: clock) }
        if let node = reader["disallowed"] {
            expectations.disallowed = list(node, what: "'disallowed'").compactMap { readCall($0, clock: clock) }
        }
        if let node = reader["finds"] {
            expectations.finds = list(node, what: "'finds'").compactMap { readFind($0, clock: clock) }
        }
        if let node = reader["onScreen"] {
            expectations.onScreen = list(node, what: "'onScreen'").compactMap(readOnScreen)
        }
        if let node = reader["loads"] {
            (expectations.requiredSkills, expectations.preferredSkills) = readLoads(node)
        }
        return expectations
    }

    /// A list's items; a single item (scalar or mapping) is a list of one.
    private func list(_ node: Node, what: String) -> [Node] {
        switch node {
        case .sequence(let sequence):
            if sequence.items.isEmpty { diagnostics.warning("\(what) is an empty list and checks nothing", at: node.mark) }
            return sequence.items
        case .scalar(let scalar) where scalar.value == .null:
            diagnostics.error("\(what) is empty; list what it should check", at: node.mark)
            return []
        default:
            return [node]
        }
    }

    // MARK: Calls

    private func readCallGroups(_ node: Node, clock: ZonedClock) -> [CallGroup] {
        if let mapping = node.mapping, mapping["intent"] == nil {
            let reader = MappingReader(node, what: "'calls'", diagnostics: diagnostics)!
            reader.checkKeys(Self.groupKeys)
            if mapping.pairs.isEmpty { diagnostics.error("'calls' needs 'ordered:' or 'unordered:' calls", at: node.mark) }
            return Self.groupKeys.compactMap { key in
                guard let groupNode = reader[key] else { return nil }
                let calls = list(groupNode, what: "'\(key)'").compactMap { readCall($0, clock: clock) }
                return CallGroup(ordered: key == "ordered", calls: calls, line: groupNode.mark.line)
            }
        }
        let calls = list(node, what: "'calls'").compactMap { readCall($0, clock: clock) }
        return [CallGroup(ordered: true, calls: calls, line: node.mark.line)]
    }

    private func readCall(_ node: Node, clock: ZonedClock) -> CallExpectation? {
        if node.scalar != nil {
            guard let name = MappingReader.string(node, what: "a call", diagnostics: diagnostics),
                  intent(name, at: node.mark) != nil else { return nil }
            return CallExpectation(intent: name, line: node.mark.line)
        }
        guard let reader = MappingReader(node, what: "a call", diagnostics: diagnostics) else { return nil }
        reader.checkKeys(Self.callKeys)
        guard let intentNode = reader.require("intent"),
              let name = MappingReader.string(intentNode, what: "'intent'", diagnostics: diagnostics),
              let intent = intent(name, at: intentNode.mark) else { return nil }
        var call = CallExpectation(intent: name, line: node.mark.line)
        if let paramsNode = reader["params"], !paramsNode.isNull {
            call.params = readMatchers(
                paramsNode, what: "'params'", kind: "parameter", of: "intent '\(name)'",
                types: intent.parameters.map { ($0.name, $0.type) }, clock: clock
            )
        }
        if let outcomeNode = reader["outcome"], let text = MappingReader.string(outcomeNode, what: "'outcome'", diagnostics: diagnostics) {
            if let filter = OutcomeFilter.named(text) {
                call.outcomes = filter
            } else {
                diagnostics.error(
                    "unknown outcome '\(text)'; expected one of \(OutcomeFilter.names.joined(separator: ", "))\(Suggestion.hint(for: text, in: OutcomeFilter.names))",
                    at: outcomeNode.mark
                )
            }
        }
        return call
    }

    private func intent(_ name: String, at mark: Mark) -> Intent? {
        if let intent = app.intent(named: name) { return intent }
        guard checksApp else { return nil }
        diagnostics.error("unknown intent '\(name)'\(Suggestion.hint(for: name, in: app.intents.map(\.identifier)))", at: mark)
        return nil
    }

    // MARK: Finds, onScreen, loads, response

    private func knownEntity(_ name: String, at mark: Mark) -> EntityType? {
        guard checksApp else { return nil }
        return EntityChecks.entity(name, at: mark, app: app, diagnostics: diagnostics)
    }

    private func readFind(_ node: Node, clock: ZonedClock) -> FindExpectation? {
        if node.scalar != nil {
            guard let name = MappingReader.string(node, what: "an item of 'finds'", diagnostics: diagnostics),
                  knownEntity(name, at: node.mark) != nil else { return nil }
            return FindExpectation(entity: name, line: node.mark.line)
        }
        guard let reader = MappingReader(node, what: "an item of 'finds'", diagnostics: diagnostics) else { return nil }
        reader.checkKeys(Self.findKeys)
        guard let entityNode = reader.require("entity"),
              let name = MappingReader.string(entityNode, what: "'entity'", diagnostics: diagnostics),
              let entity = knownEntity(name, at: entityNode.mark) else { return nil }
        var find = FindExpectation(entity: name, line: node.mark.line)
        if let idNode = reader["id"], let id = MappingReader.string(idNode, what: "'id'", allowEmpty: false, diagnostics: diagnostics) {
            EntityChecks.record(id, of: entity, at: idNode.mark, diagnostics: diagnostics)
            find.id = id
        }
        if let whereNode = reader["where"] {
            find.properties = readMatchers(
                whereNode, what: "'where'", kind: "property", of: "entity '\(name)'",
                types: entity.properties.map { ($0.name, $0.type) }, clock: clock
            )
        }
        return find
    }

    private func readOnScreen(_ node: Node) -> EntityExpectation? {
        if node.scalar != nil {
            guard let name = MappingReader.string(node, what: "an item of 'onScreen'", diagnostics: diagnostics),
                  knownEntity(name, at: node.mark) != nil else { return nil }
            return EntityExpectation(entity: name, line: node.mark.line)
        }
        guard let reader = MappingReader(node, what: "an item of 'onScreen'", diagnostics: diagnostics) else { return nil }
        reader.checkKeys(["entity", "id"])
        guard let entityNode = reader.require("entity"),
              let name = MappingReader.string(entityNode, what: "'entity'", diagnostics: diagnostics),
              let entity = knownEntity(name, at: entityNode.mark) else { return nil }
        var expectation = EntityExpectation(entity: name, line: node.mark.line)
        if let idNode = reader["id"], let id = MappingReader.string(idNode, what: "'id'", allowEmpty: false, diagnostics: diagnostics) {
            EntityChecks.record(id, of: entity, at: idNode.mark, diagnostics: diagnostics)
            expectation.id = id
        }
        return expectation
    }

    private func readLoads(_ node: Node) -> ([SkillExpectation], [SkillExpectation]) {
        func skills(_ node: Node, what: String) -> [SkillExpectation] {
            guard let names = MappingReader.strings(node, what: what, diagnostics: diagnostics) else { return [] }
            return names.compactMap { name, mark in
                guard checksApp else { return nil }
                guard app.skill(named: name) != nil else {
                    diagnostics.error("unknown skill '\(name)'\(Suggestion.hint(for: name, in: app.skills.map(\.name)))", at: mark)
                    return nil
                }
                return SkillExpectation(name: name, line: mark.line)
            }
        }
        guard node.mapping != nil, let reader = MappingReader(node, what: "'loads'", diagnostics: diagnostics) else {
            return (skills(node, what: "'loads'"), [])
        }
        reader.checkKeys(Self.loadsKeys)
        // A misspelt key has been reported already; do not report it twice.
        if !reader.has("required"), !reader.has("preferred"),
           reader.mapping.pairs.allSatisfy({ Self.loadsKeys.contains($0.key.scalar?.string ?? "") }) {
            diagnostics.error("'loads' needs 'required:' or 'preferred:' skills", at: node.mark)
        }
        return (reader["required"].map { skills($0, what: "'required'") } ?? [],
                reader["preferred"].map { skills($0, what: "'preferred'") } ?? [])
    }

    private func readResponse(_ node: Node) -> [ResponseCheck] {
        let items = node.sequence?.items ?? [node]
        var checks: [ResponseCheck] = []
        for item in items {
            guard let reader = MappingReader(item, what: "a response check", diagnostics: diagnostics) else { continue }
            reader.checkKeys(Self.responseKeys)
            let caseSensitive = reader.bool("caseSensitive") ?? true
            var found = false
            for kind in [ResponseCheck.Kind.contains, .notContains, .matches] {
                guard let valueNode = reader[kind.rawValue],
                      let text = MappingReader.string(valueNode, what: "'\(kind.rawValue)'", diagnostics: diagnostics) else { continue }
                found = true
                var check = ResponseCheck(kind: kind, text: text, caseSensitive: caseSensitive, line: item.mark.line)
                if kind == .matches {
                    switch TextPattern.compile(text, caseSensitive: caseSensitive) {
                    case .success(let pattern): check.pattern = pattern
                    case .failure(let error):
                        diagnostics.error(error.message, at: valueNode.mark)
                        continue
                    }
                }
                checks.append(check)
            }
            if !found, reader.mapping.pairs.allSatisfy({ Self.responseKeys.contains($0.key.scalar?.string ?? "") }) {
                diagnostics.error("a response check needs 'contains', 'notContains' or 'matches'", at: item.mark)
            }
        }
        return checks
    }

    // MARK: Value matchers

    /// Matchers for the named values of a mapping (`params:` or `where:`),
    /// each name checked against the declared ones and typed by them.
    private func readMatchers(
        _ node: Node, what: String, kind: String, of owner: String, types: [(String, ValueType)], clock: ZonedClock
    ) -> [ParameterMatcher] {
        guard let reader = MappingReader(node, what: what, diagnostics: diagnostics) else { return [] }
        return reader.mapping.pairs.compactMap { pair in
            guard let key = pair.key.scalar?.string else { return nil }
            guard let type = types.first(where: { $0.0 == key })?.1 else {
                diagnostics.error("unknown \(kind) '\(key)' of \(owner)\(Suggestion.hint(for: key, in: types.map(\.0)))", at: pair.key.mark)
                return nil
            }
            return readMatcher(pair.value, type: type, what: "\(kind) '\(key)'", clock: clock).map { ParameterMatcher(name: key, matcher: $0) }
        }
    }

    /// A matcher for a value of `type`: a bare value (equals), or a mapping of
    /// matchers that must all hold. Matchers that cannot apply to the type
    /// are errors here, not failed runs later.
    func readMatcher(_ node: Node, type: ValueType, what describe: @autoclosure @escaping () -> String, clock: ZonedClock) -> ValueMatcher? {
        var what: String { describe() }
        guard let reader = node.mapping.flatMap({ _ in MappingReader(node, what: "the matcher of \(describe())", diagnostics: diagnostics) }) else {
            let value = JSONValue(node)
            if let problem = ValueConformance.problem(value, type, in: app) {
                var message = "\(what) cannot equal \(value.valueDescription): \(problem)"
                if type.unwrapped == .date, let text = value.string, DateTarget.parse(text, clock: clock) != nil {
                    message += "; for a relative date write { at: \"\(text)\" }"
                }
                diagnostics.error(message, at: node.mark)
                return nil
            }
            return ValueMatcher(conditions: [.equals(value)], type: type, clock: clock)
        }
        reader.checkKeys(Self.matcherKeys)
        var matcher = ValueMatcher(conditions: [], type: type, clock: clock)
        var valid = true
        func fail(_ message: String, _ mark: Mark) {
            diagnostics.error(message, at: mark)
            valid = false
        }
        func conforming(_ node: Node, _ type: ValueType, _ label: String) -> JSONValue? {
            let value = JSONValue(node)
            if let problem = ValueConformance.problem(value, type, in: app) {
                fail("'\(label)' of \(what) does not fit its type \(type): \(problem)", node.mark)
                return nil
            }
            return value
        }
        let textual = type.isTextual || type.arrayElement?.isTextual == true
        for pair in reader.mapping.pairs {
            guard let key = pair.key.scalar?.string else { continue }
            let value = pair.value
            switch key {
            case "equals":
                if let expected = conforming(value, type, key) { matcher.conditions.append(.equals(expected)) }
            case "isNil", "notNil":
                guard case .bool(let flag)? = value.scalar?.value else {
                    fail("expected true or false for '\(key)'", value.mark)
                    continue
                }
                matcher.conditions.append(.isNil(key == "isNil" ? flag : !flag))
            case "contains":
                if let element = type.arrayElement {
                    if let expected = conforming(value, element, key) { matcher.conditions.append(.contains(expected)) }
                } else if type.unwrapped == .string || type.unwrapped == .url {
                    if let text = MappingReader.string(value, what: "'contains'", diagnostics: diagnostics) {
                        matcher.conditions.append(.contains(.string(text)))
                    } else { valid = false }
                } else {
                    fail("'contains' applies to strings and lists, but \(what) is of type \(type)", pair.key.mark)
                }
            case "containsRegex":
                guard type.isTextual else {
                    fail("'containsRegex' applies to strings, but \(what) is of type \(type)", pair.key.mark)
                    continue
                }
                guard let source = MappingReader.string(value, what: "'containsRegex'", diagnostics: diagnostics) else { valid = false; continue }
                let caseSensitive = reader.bool("caseSensitive") ?? true
                switch TextPattern.compile(source, caseSensitive: caseSensitive) {
                case .success(let pattern): matcher.conditions.append(.containsRegex(pattern))
                case .failure(let error): fail(error.message, value.mark)
                }
            case "matches":
                guard let scalar = value.scalar, let source = MappingReader.string(value, what: "'matches'", diagnostics: diagnostics) else { valid = false; continue }
                switch PredicateParser.parse(source, type: type) {
                case .success(let predicate): matcher.conditions.append(.predicate(predicate))
                case .failure(let error):
                    let column = Self.sourceColumn(of: error.offset, in: scalar, line: diagnostics.line(value.mark.line))
                    let mark = Mark(line: value.mark.line, column: column)
                    fail("invalid predicate: \(error.message)", mark)
                }
            case "oneOf":
                guard let items = value.sequence?.items, !items.isEmpty else {
                    fail("expected a non-empty list for 'oneOf'", value.mark)
                    continue
                }
                let options = items.compactMap { conforming($0, type, key) }
                if options.count == items.count { matcher.conditions.append(.oneOf(options)) }
            case "approximately":
                guard type.isNumeric else {
                    fail("'approximately' applies to numbers, but \(what) is of type \(type)", pair.key.mark)
                    continue
                }
                guard let target = MappingReader.double(value, what: "'approximately'", diagnostics: diagnostics) else { valid = false; continue }
                var tolerance = 0.0
                if let toleranceNode = reader["tolerance"] {
                    guard let given = MappingReader.double(toleranceNode, what: "'tolerance'", diagnostics: diagnostics), given >= 0 else {
                        fail("'tolerance' must be a number of at least 0", toleranceNode.mark)
                        continue
                    }
                    tolerance = given
                }
                matcher.conditions.append(.approximately(target, tolerance: tolerance))
            case "tolerance":
                if !reader.has("approximately") { fail("'tolerance' goes with 'approximately'", pair.key.mark) }
            case "at":
                guard type.unwrapped == .date else {
                    fail("'at' applies to dates, but \(what) is of type \(type)", pair.key.mark)
                    continue
                }
                guard let text = MappingReader.string(value, what: "'at'", diagnostics: diagnostics) else { valid = false; continue }
                guard let target = DateTarget.parse(text, clock: clock) else {
                    fail("cannot read the date '\(text)'; use today, tonight, tomorrow, a weekday or YYYY-MM-DD, optionally with a time such as 19:30 or 7:30 pm, or an ISO 8601 date-time", value.mark)
                    continue
                }
                matcher.conditions.append(.at(target))
            case "caseSensitive":
                guard case .bool(let flag)? = value.scalar?.value else {
                    fail("expected true or false for 'caseSensitive'", value.mark)
                    continue
                }
                if !textual { fail("'caseSensitive' applies to string matchers, but \(what) is of type \(type)", pair.key.mark) }
                matcher.caseSensitive = flag
            case "count":
                guard type.arrayElement != nil else {
                    fail("'count' applies to lists, but \(what) is of type \(type)", pair.key.mark)
                    continue
                }
                guard case .int(let count)? = value.scalar?.value, count >= 0 else {
                    fail("expected a whole number of at least 0 for 'count'", value.mark)
                    continue
                }
                matcher.conditions.append(.count(count))
            default:
                valid = false
            }
        }
        if reader.mapping.pairs.isEmpty { fail("an empty matcher checks nothing; write a value or a matcher such as { equals: ... }", node.mark) }
        if valid, matcher.conditions.isEmpty, !reader.mapping.pairs.isEmpty {
            fail("the matcher of \(what) checks nothing; 'caseSensitive' goes with a matcher such as equals or contains", node.mark)
        }
        return valid ? matcher : nil
    }

    /// The source column of the character at `offset` (in Unicode scalars)
    /// of a scalar's value, stepping over quotes and escapes, so a caret
    /// lands on the character the message is about.
    static func sourceColumn(of offset: Int, in scalar: Node.Scalar, line: Substring?) -> Int {
        let start = scalar.mark.column - 1
        guard let line, scalar.style == .singleQuoted || scalar.style == .doubleQuoted else { return scalar.mark.column + offset }
        let raw = Array(line.unicodeScalars)
        var index = start + 1
        var count = 0
        while count < offset, index < raw.count {
            if scalar.style == .singleQuoted {
                index += raw[index] == "'" && index + 1 < raw.count && raw[index + 1] == "'" ? 2 : 1
            } else if raw[index] == "\\", index + 1 < raw.count {
                switch raw[index + 1] {
                case "x": index += 4
                case "u": index += 6
                case "U": index += 10
                default: index += 2
                }
            } else {
                index += 1
            }
            count += 1
        }
        return index + 1
    }
}
