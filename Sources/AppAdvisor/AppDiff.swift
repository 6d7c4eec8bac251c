import AppDefinitions
import Diagnostics
import Foundation
import YAML

/// What a new version of an app definition breaks for people who saved
/// shortcuts with the old one, so a team sees it in review rather than in
/// support mail (seed 001: "Treat changes to existing intent identities and
/// parameter names or types as saved-shortcut compatibility changes").
///
/// Each change is a `Finding` of a `DiffRule`: breaking changes are errors,
/// harmless changes and additions notes. Removals point into the old
/// definition, everything else into the new one. A removed intent (or
/// parameter, enum case, type) that an added one resembles is reported once,
/// as a rename with a question mark: the advisor cannot know, the author can.
public enum AppDiff {
    /// The changes from `old` to `new`: breaking first, then harmless, then
    /// additions, each in the order of the definitions.
    public static func changes(from old: AppDefinition, to new: AppDefinition) -> [Finding] {
        var diff = Comparison(old: old, new: new)
        diff.compareIntents()
        diff.compareTypes()
        return diff.findings.enumerated().sorted { a, b in
            let (ka, kb) = (DiffRule(rawValue: a.element.rule ?? "")?.kind ?? .breaking, DiffRule(rawValue: b.element.rule ?? "")?.kind ?? .breaking)
            return ka != kb ? ka < kb : a.offset < b.offset
        }.map(\.element)
    }

    /// The kind of a finding made by `changes(from:to:)`.
    public static func kind(of finding: Finding) -> DiffRule.Kind? {
        finding.rule.flatMap(DiffRule.init(rawValue:))?.kind
    }

    private struct Comparison {
        let old: AppDefinition
        let new: AppDefinition
        var findings: [Finding] = []
        private var texts: [String: String] = [:]

        init(old: AppDefinition, new: AppDefinition) {
            self.old = old
            self.new = new
        }

        /// A finding at `mark` in `app` (the old or the new definition).
        mutating func report(_ rule: DiffRule, _ message: String, at mark: Mark, in app: AppDefinition, fix: String? = nil) {
            let location = SourceFiles.location(mark, in: app.path)
            let text: String
            if mark.source != 0 {
                text = SourceFiles.text(mark.source) ?? ""
            } else if let known = texts[app.path] {
                text = known
            } else {
                text = (try? String(contentsOfFile: app.path, encoding: .utf8)) ?? ""
                texts[app.path] = text
            }
            findings.append(Finding(
                rule: rule.rawValue, severity: rule.severity, location: location, message: message, fix: fix,
                snippet: SourceSnippet.render(text, line: mark.line, column: mark.column)))
        }

        // MARK: Intents

        mutating func compareIntents() {
            let removed = old.intents.filter { new.intent(named: $0.identifier) == nil }
            var added = new.intents.filter { old.intent(named: $0.identifier) == nil }
            for intent in removed {
                if let index = added.firstIndex(where: { Self.looksRenamed(intent, $0) }) {
                    let renamed = added.remove(at: index)
                    let why = Self.sameText(intent.title, renamed.title) ? "same title '\(renamed.title)'" : "the same parameters"
                    report(
                        .intentRenamed,
                        "intent '\(intent.identifier)' renamed to '\(renamed.identifier)'? (\(why)); saved shortcuts that run"
                            + " '\(intent.identifier)' will stop working",
                        at: renamed.mark, in: new,
                        fix: "keep the identifier '\(intent.identifier)' and change only the title, or keep the old intent"
                            + " and have it do what '\(renamed.identifier)' does")
                } else {
                    report(
                        .intentRemoved, "intent '\(intent.identifier)' was removed; saved shortcuts that run it will stop working",
                        at: intent.mark, in: old,
                        fix: "keep '\(intent.identifier)' (it need not be a tool or have a shortcut), or plan a deliberate"
                            + " migration for the shortcuts people saved")
                }
            }
            for intent in old.intents {
                guard let newer = new.intent(named: intent.identifier) else { continue }
                compare(intent, newer)
            }
            for intent in added {
                report(.intentAdded, "intent '\(intent.identifier)' was added", at: intent.mark, in: new)
            }
        }

        /// A removed intent and an added one are likely the same action
        /// renamed: the same title, or the same parameter names and types.
        static func looksRenamed(_ removed: Intent, _ added: Intent) -> Bool {
            if sameText(removed.title, added.title) { return true }
            guard !removed.parameters.isEmpty else { return false }
            let signature: (Intent) -> Set<String> = { Set($0.parameters.map { "\($0.name): \($0.type.unwrapped)" }) }
            return signature(removed) == signature(added)
        }

        static func sameText(_ a: String, _ b: String) -> Bool {
            a.trimmingCharacters(in: .whitespaces).lowercased() == b.trimmingCharacters(in: .whitespaces).lowercased()
        }

        mutating func compare(_ older: Intent, _ newer: Intent) {
            let name = older.identifier
            if older.title != newer.title {
                report(.titleChanged, "the title of intent '\(name)' changed from '\(older.title)' to '\(newer.title)'", at: newer.mark, in: new)
            }
            if (older.description ?? "") != (newer.description ?? "") {
                report(.descriptionChanged, "the description of intent '\(name)' changed", at: newer.mark, in: new)
            }
            let removed = older.parameters.filter { newer.parameter(named: $0.name) == nil }
            var added = newer.parameters.filter { older.parameter(named: $0.name) == nil }
            for parameter in removed {
                if let index = added.firstIndex(where: { Self.looksRenamed(parameter, $0) }) {
                    let renamed = added.remove(at: index)
                    report(
                        .parameterRenamed,
                        "parameter '\(parameter.name)' of intent '\(name)' renamed to '\(renamed.name)'?; saved shortcuts lose the"
                            + " value they stored for '\(parameter.name)'",
                        at: renamed.mark, in: new, fix: "keep the name '\(parameter.name)' and change only the title")
                } else {
                    report(
                        .parameterRemoved,
                        "parameter '\(parameter.name)' of intent '\(name)' was removed; saved shortcuts lose the value they stored for it",
                        at: parameter.mark, in: old,
                        fix: "keep '\(parameter.name)' (the intent may ignore it), or plan a deliberate migration")
                }
            }
            for parameter in older.parameters {
                guard let newer = newer.parameter(named: parameter.name) else { continue }
                compare(parameter, newer, of: name)
            }
            for parameter in added {
                if parameter.isRequired {
                    report(
                        .requiredParameterAdded,
                        "intent '\(name)' has a new required parameter '\(parameter.name)'; saved shortcuts have no value for it,"
                            + " so they will stop and ask",
                        at: parameter.mark, in: new,
                        fix: "make '\(parameter.name)' optional (type '\(parameter.type)?') or give it a 'default'")
                } else {
                    report(.parameterAdded, "parameter '\(parameter.name)' was added to intent '\(name)'", at: parameter.mark, in: new)
                }
            }
        }

        /// The same title, or the same type and description.
        static func looksRenamed(_ removed: Parameter, _ added: Parameter) -> Bool {
            if sameText(removed.title, added.title) { return true }
            return removed.type.unwrapped == added.type.unwrapped && removed.description != nil && removed.description == added.description
        }

        mutating func compare(_ older: Parameter, _ newer: Parameter, of intent: String) {
            let what = "parameter '\(older.name)' of intent '\(intent)'"
            if older.type.unwrapped != newer.type.unwrapped {
                report(
                    .parameterRetyped,
                    "the type of \(what) changed from \(older.type.unwrapped) to \(newer.type.unwrapped); the values saved shortcuts"
                        + " stored no longer fit",
                    at: newer.mark, in: new,
                    fix: "keep the type \(older.type.unwrapped), or add a parameter of the new type beside the old one")
            } else if !older.isRequired, newer.isRequired {
                let was = older.type.isOptional ? "it was optional" : "its default was removed"
                report(
                    .parameterRequired,
                    "\(what) is now required (\(was)); saved shortcuts that left it empty will stop and ask for it",
                    at: newer.mark, in: new,
                    fix: older.type.isOptional ? "keep it optional, or give it a 'default'" : "keep its 'default'")
            } else if let range = newer.range, older.range.map({ !(range.lowerBound <= $0.lowerBound && $0.upperBound <= range.upperBound) }) ?? true {
                let from = older.range.map { "from \(Self.describe($0)) " } ?? ""
                report(
                    .rangeNarrowed,
                    "the range of \(what) narrowed \(from)to \(Self.describe(range)); values saved shortcuts stored outside it"
                        + " are refused",
                    at: newer.mark, in: new, fix: "keep the range \(older.range.map(Self.describe) ?? "open"), or clamp old values in the intent")
            }
            if older.title != newer.title {
                report(.titleChanged, "the title of \(what) changed from '\(older.title)' to '\(newer.title)'", at: newer.mark, in: new)
            }
            if (older.description ?? "") != (newer.description ?? "") {
                report(.descriptionChanged, "the description of \(what) changed", at: newer.mark, in: new)
            }
        }

        static func describe(_ range: ClosedRange<Double>) -> String {
            func number(_ value: Double) -> String {
                value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
            }
            return "\(number(range.lowerBound)) to \(number(range.upperBound))"
        }

        // MARK: Entity and enum types

        /// Entities and enums: removed types (breaking when an old parameter
        /// used them), renames, and for enums their cases.
        mutating func compareTypes() {
            compareDeclarations(
                kind: "entity", old: old.entities.map { ($0.identifier, $0.title, $0.mark) },
                new: new.entities.map { ($0.identifier, $0.title, $0.mark) })
            compareDeclarations(
                kind: "enum", old: old.enums.map { ($0.identifier, $0.title, $0.mark) },
                new: new.enums.map { ($0.identifier, $0.title, $0.mark) })
            for entity in old.entities {
                guard let newer = new.entity(named: entity.identifier) else { continue }
                if entity.title != newer.title {
                    report(.titleChanged, "the title of entity '\(entity.identifier)' changed from '\(entity.title)' to '\(newer.title)'", at: newer.mark, in: new)
                }
                if (entity.description ?? "") != (newer.description ?? "") {
                    report(.descriptionChanged, "the description of entity '\(entity.identifier)' changed", at: newer.mark, in: new)
                }
            }
            for enumeration in old.enums {
                guard let newer = new.enumeration(named: enumeration.identifier) else { continue }
                compare(enumeration, newer)
            }
        }

        /// The intent parameters of the old definition whose type names `type`.
        func parameters(using type: String) -> [String] {
            old.intents.flatMap { intent in
                intent.parameters.filter { Self.names($0.type, type) }.map { "\(intent.identifier).\($0.name)" }
            }
        }

        static func names(_ type: ValueType, _ name: String) -> Bool {
            switch type {
            case .enumeration(let named), .entity(let named): named == name
            case .array(let element), .optional(let element): names(element, name)
            default: false
            }
        }

        mutating func compareDeclarations(kind: String, old olds: [(String, String, Mark)], new news: [(String, String, Mark)]) {
            var added = news.filter { item in !olds.contains { $0.0 == item.0 } }
            for (name, title, mark) in olds where !news.contains(where: { $0.0 == name }) {
                let users = parameters(using: name)
                let renamed = added.firstIndex { Self.sameText($0.1, title) }
                if users.isEmpty {
                    report(.unusedTypeRemoved, "\(kind) '\(name)' was removed; no intent parameter used it", at: mark, in: old)
                } else if let renamed {
                    let newer = added.remove(at: renamed)
                    report(
                        .typeRenamed,
                        "\(kind) '\(name)' renamed to '\(newer.0)'? (same title '\(title)'); saved shortcuts stored values of"
                            + " '\(name)' for \(users.joined(separator: ", "))",
                        at: newer.2, in: new, fix: "keep the name '\(name)' and change only its title")
                } else {
                    report(
                        .typeRemoved,
                        "\(kind) '\(name)' was removed; saved shortcuts stored values of it for \(users.joined(separator: ", "))",
                        at: mark, in: old, fix: "keep '\(name)', or plan a deliberate migration")
                }
            }
            for (name, _, mark) in added {
                report(.typeAdded, "\(kind) '\(name)' was added", at: mark, in: new)
            }
        }

        /// Enum cases have no place of their own in the model; findings about
        /// a case point at its enum.
        mutating func compare(_ older: EnumType, _ newer: EnumType) {
            let name = older.identifier
            if older.title != newer.title {
                report(.titleChanged, "the title of enum '\(name)' changed from '\(older.title)' to '\(newer.title)'", at: newer.mark, in: new)
            }
            var added = newer.cases.filter { item in !older.cases.contains { $0.identifier == item.identifier } }
            for item in older.cases {
                if let newerCase = newer.cases.first(where: { $0.identifier == item.identifier }) {
                    if newerCase.title != item.title {
                        report(
                            .titleChanged, "the title of case '\(item.identifier)' of enum '\(name)' changed from '\(item.title)' to '\(newerCase.title)'",
                            at: newer.mark, in: new)
                    }
                } else if let index = added.firstIndex(where: { Self.sameText($0.title, item.title) }) {
                    let renamed = added.remove(at: index)
                    report(
                        .enumCaseRenamed,
                        "case '\(item.identifier)' of enum '\(name)' renamed to '\(renamed.identifier)'? (same title '\(item.title)');"
                            + " saved shortcuts that chose it will stop working",
                        at: newer.mark, in: new, fix: "keep the identifier '\(item.identifier)' and change only the title")
                } else {
                    report(
                        .enumCaseRemoved,
                        "case '\(item.identifier)' of enum '\(name)' was removed; saved shortcuts that chose it will stop working",
                        at: older.mark, in: old, fix: "keep the case '\(item.identifier)' (the intent may treat it like another)")
                }
            }
            for item in added {
                report(.enumCaseAdded, "case '\(item.identifier)' was added to enum '\(name)'", at: newer.mark, in: new)
            }
        }
    }
}
