import Diagnostics
import YAML

/// Lays an app.yaml over the declarations imported from the app's own files,
/// so that one tree, and one set of checks, describes the app.
///
/// The rules, chosen so that the Swift stays the truth about what exists and
/// the YAML adds what only YAML can say (records, dialogs, ranges, synonyms):
///
/// - Two imports declaring the same intent, entity, enum or skill conflict:
///   an error at the second, naming the first.
/// - A YAML key overrides the imported key of the same declaration; a YAML
///   declaration that nothing imported is added as it is.
/// - Inside an imported declaration, YAML refines parameters, properties and
///   enum cases but cannot add them: a YAML parameter the Swift does not
///   have is an unknown reference, reported with both places.
/// - A YAML `type` that differs from the imported one conflicts: the app's
///   code decides what a parameter holds.
/// - A YAML `shortcuts` list replaces the imported one as a whole.
enum ImportMerger {
    /// The sections whose entries are named declarations, with the name of
    /// the named collection inside each declaration.
    static let sections: [(name: String, children: String?, kind: String, child: String)] = [
        ("intents", "parameters", "intent", "parameter"),
        ("entities", "properties", "entity", "property"),
        ("enums", "cases", "enum", "case"),
        ("skills", nil, "skill", ""),
    ]

    static func merge(_ trees: [ImportedTree], under yaml: Node.Mapping, diagnostics: FileDiagnostics) -> Node.Mapping {
        let imported = combine(trees, diagnostics: diagnostics)
        var result = Node.Mapping(yaml.pairs.filter { $0.key.scalar?.string != "import" }, tag: yaml.tag, mark: yaml.mark)

        for section in sections {
            guard let base = imported.sections[section.name] else { continue }
            let index = result.pairs.firstIndex { $0.key.scalar?.string == section.name }
            guard let index else {
                result.pairs.append(Node.Mapping.Pair(key: key(section.name, at: base.mark), value: .mapping(base)))
                continue
            }
            // Anything but a mapping (or nothing at all) is left for the reader to report.
            let over = result.pairs[index].value
            if over.isNull {
                result.pairs[index].value = .mapping(base)
            } else if let overMapping = over.mapping {
                result.pairs[index].value = .mapping(mergeSection(base, overMapping, section, diagnostics: diagnostics))
            }
        }
        if let shortcuts = imported.shortcuts, yaml["shortcuts"] == nil {
            result.pairs.append(Node.Mapping.Pair(key: key("shortcuts", at: shortcuts.mark), value: .sequence(shortcuts)))
        }
        return result
    }

    // MARK: Imports among themselves

    private struct Combined {
        var sections: [String: Node.Mapping] = [:]
        var shortcuts: Node.Sequence?
    }

    private static func combine(_ trees: [ImportedTree], diagnostics: FileDiagnostics) -> Combined {
        var combined = Combined()
        for tree in trees {
            for pair in tree.root.pairs {
                guard let name = pair.key.scalar?.string else { continue }
                if name == "shortcuts", let items = pair.value.sequence {
                    if combined.shortcuts == nil {
                        combined.shortcuts = Node.Sequence([], mark: items.mark)
                    }
                    combined.shortcuts?.items += items.items
                    continue
                }
                guard let section = sections.first(where: { $0.name == name }), let declarations = pair.value.mapping else { continue }
                var merged = combined.sections[name] ?? Node.Mapping([], mark: declarations.mark)
                for declaration in declarations.pairs {
                    guard let identifier = declaration.key.scalar?.string else { continue }
                    if let first = merged.pair(identifier) {
                        diagnostics.error(
                            "\(section.kind) '\(identifier)' is imported twice; the first is at \(place(first.key.mark, diagnostics))",
                            at: declaration.key.mark
                        )
                        continue
                    }
                    merged.pairs.append(declaration)
                }
                combined.sections[name] = merged
            }
        }
        return combined
    }

    // MARK: YAML over imports

    private static func mergeSection(
        _ base: Node.Mapping, _ over: Node.Mapping, _ section: (name: String, children: String?, kind: String, child: String),
        diagnostics: FileDiagnostics
    ) -> Node.Mapping {
        var result = base
        result.mark = over.mark
        let importedNames = base.pairs.compactMap { $0.key.scalar?.string }
        for pair in over.pairs {
            guard let identifier = pair.key.scalar?.string else { continue }
            guard let index = result.pairs.firstIndex(where: { $0.key.scalar?.string == identifier }) else {
                // A declaration of YAML's own, unless it only makes sense as
                // a refinement of an import whose name it misspells.
                if let mapping = pair.value.mapping, mapping[section.name == "skills" ? "description" : "title"] == nil,
                   let close = Suggestion.closest(to: identifier, in: importedNames) {
                    diagnostics.error(
                        "\(section.kind) '\(identifier)' is not imported and declares no \(section.name == "skills" ? "description" : "title"); did you mean '\(close)'?",
                        at: pair.key.mark
                    )
                    continue
                }
                result.pairs.append(pair)
                continue
            }
            guard let overDeclaration = pair.value.mapping, let baseDeclaration = result.pairs[index].value.mapping else {
                if !pair.value.isNull { result.pairs[index].value = pair.value }
                continue
            }
            result.pairs[index].value = .mapping(mergeDeclaration(
                baseDeclaration, overDeclaration, identifier: identifier, declaredAt: result.pairs[index].key.mark, section, diagnostics: diagnostics
            ))
        }
        return result
    }

    private static func mergeDeclaration(
        _ base: Node.Mapping, _ over: Node.Mapping, identifier: String, declaredAt: Mark,
        _ section: (name: String, children: String?, kind: String, child: String), diagnostics: FileDiagnostics
    ) -> Node.Mapping {
        var result = base
        for pair in over.pairs {
            guard let key = pair.key.scalar?.string else { continue }
            if key == section.children, let overChildren = pair.value.mapping {
                let baseChildren = base[key]?.mapping ?? Node.Mapping([], mark: declaredAt)
                let merged = mergeChildren(baseChildren, overChildren, of: identifier, declaredAt: declaredAt, section, diagnostics: diagnostics)
                set(&result, Node.Mapping.Pair(key: pair.key, value: .mapping(merged)))
            } else {
                set(&result, pair)
            }
        }
        return result
    }

    private static func mergeChildren(
        _ base: Node.Mapping, _ over: Node.Mapping, of identifier: String, declaredAt: Mark,
        _ section: (name: String, children: String?, kind: String, child: String), diagnostics: FileDiagnostics
    ) -> Node.Mapping {
        var result = base
        let names = base.pairs.compactMap { $0.key.scalar?.string }
        for pair in over.pairs {
            guard let name = pair.key.scalar?.string else { continue }
            guard let index = result.pairs.firstIndex(where: { $0.key.scalar?.string == name }) else {
                diagnostics.error(
                    "\(section.kind) '\(identifier)' imported from \(place(declaredAt, diagnostics)) has no \(section.child) '\(name)'"
                        + Suggestion.hint(for: name, in: names),
                    at: pair.key.mark
                )
                continue
            }
            let baseValue = result.pairs[index].value
            switch (baseValue.mapping, pair.value) {
            case (let baseChild?, .mapping(let overChild)):
                var merged = baseChild
                for field in overChild.pairs {
                    if field.key.scalar?.string == "type", let imported = baseChild.pair("type"),
                       let old = imported.value.scalar?.string, let new = field.value.scalar?.string,
                       old.filter({ $0 != " " }) != new.filter({ $0 != " " }) {
                        diagnostics.error(
                            "type '\(new)' of \(section.child) '\(name)' conflicts with the imported type '\(old)' at \(place(imported.value.mark, diagnostics))",
                            at: field.value.mark
                        )
                        continue
                    }
                    set(&merged, field)
                }
                result.pairs[index].value = .mapping(merged)
            case (var baseChild?, .scalar) where section.name == "enums":
                // `case: Title` over `case: { title, synonyms }` changes the title only.
                set(&baseChild, Node.Mapping.Pair(key: key("title", at: pair.value.mark), value: pair.value))
                result.pairs[index].value = .mapping(baseChild)
            default:
                if !pair.value.isNull { result.pairs[index].value = pair.value }
            }
        }
        return result
    }

    // MARK: Helpers

    /// Replaces the pair with the same key, or appends it.
    private static func set(_ mapping: inout Node.Mapping, _ pair: Node.Mapping.Pair) {
        let name = pair.key.scalar?.string
        if let index = mapping.pairs.firstIndex(where: { $0.key.scalar?.string == name }) {
            mapping.pairs[index] = pair
        } else {
            mapping.pairs.append(pair)
        }
    }

    private static func key(_ name: String, at mark: Mark) -> Node {
        .scalar(Node.Scalar(name, mark: mark))
    }

    /// `file:line:column` of a mark, for messages that name a second place.
    static func place(_ mark: Mark, _ diagnostics: FileDiagnostics) -> String {
        diagnostics.location(mark).description
    }
}
