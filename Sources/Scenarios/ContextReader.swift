import AppDefinitions
import Dates
import Diagnostics
import Foundation
import Transcripts
import YAML

/// A context block as written: every key optional, so a scenario's context
/// can be merged over its file's.
struct ContextBlock {
    var now: (String, Mark)?
    var timeZone: (String, Mark)?
    var locale: String?
    var foreground: Bool?
    var locked: Bool?
    var onScreen: [EntityReference]?
    var liveActivity: EntityReference?

    static let keys = ["now", "timeZone", "locale", "foreground", "locked", "onScreen", "liveActivity"]

    /// This block with `other`'s keys winning.
    func merged(with other: ContextBlock) -> ContextBlock {
        ContextBlock(
            now: other.now ?? now, timeZone: other.timeZone ?? timeZone, locale: other.locale ?? locale,
            foreground: other.foreground ?? foreground, locked: other.locked ?? locked,
            onScreen: other.onScreen ?? onScreen, liveActivity: other.liveActivity ?? liveActivity
        )
    }

    static func read(_ node: Node?, app: AppDefinition?, diagnostics: FileDiagnostics) -> ContextBlock {
        var block = ContextBlock()
        guard let node, !node.isNull, let reader = MappingReader(node, what: "'context'", diagnostics: diagnostics) else { return block }
        reader.checkKeys(keys)
        if let node = reader["now"], let text = MappingReader.string(node, what: "'now'", diagnostics: diagnostics) {
            if ISODate.parseDateTime(text) == nil {
                diagnostics.error("'now' must be an ISO 8601 date-time such as 2026-12-04T17:00:00-05:00, found '\(text)'", at: node.mark)
            } else {
                block.now = (text, node.mark)
            }
        }
        if let node = reader["timeZone"], let name = MappingReader.string(node, what: "'timeZone'", diagnostics: diagnostics) {
            if TimeZone(identifier: name) == nil {
                diagnostics.error("unknown time zone '\(name)'; use an IANA name such as America/New_York\(Suggestion.hint(for: name, in: TimeZone.knownTimeZoneIdentifiers))", at: node.mark)
            } else {
                block.timeZone = (name, node.mark)
            }
        }
        block.locale = reader.string("locale", allowEmpty: false)
        block.foreground = reader.bool("foreground")
        block.locked = reader.bool("locked")
        if let node = reader["onScreen"] {
            if let items = node.sequence?.items {
                block.onScreen = items.compactMap { entityReference($0, what: "an item of 'onScreen'", app: app, diagnostics: diagnostics) }
            } else if node.mapping != nil {
                block.onScreen = entityReference(node, what: "'onScreen'", app: app, diagnostics: diagnostics).map { [$0] } ?? []
            } else {
                diagnostics.error("expected a list of entity references for 'onScreen', found \(node.kindDescription)", at: node.mark)
            }
        }
        if let node = reader["liveActivity"], !node.isNull {
            block.liveActivity = entityReference(node, what: "'liveActivity'", app: app, diagnostics: diagnostics)
        }
        return block
    }

    /// `{ entity: Type, id: record-id }`, checked against the app.
    static func entityReference(_ node: Node, what: String, app: AppDefinition?, diagnostics: FileDiagnostics) -> EntityReference? {
        guard let reader = MappingReader(node, what: what, diagnostics: diagnostics) else { return nil }
        reader.checkKeys(["entity", "id"])
        guard let entityNode = reader.require("entity"),
              let entity = MappingReader.string(entityNode, what: "'entity'", diagnostics: diagnostics),
              let idNode = reader.require("id"),
              let id = MappingReader.string(idNode, what: "'id'", allowEmpty: false, diagnostics: diagnostics) else { return nil }
        if let app {
            guard let type = EntityChecks.entity(entity, at: entityNode.mark, app: app, diagnostics: diagnostics) else { return nil }
            EntityChecks.record(id, of: type, at: idNode.mark, diagnostics: diagnostics)
        }
        return EntityReference(entity: entity, id: id)
    }

    /// The context of a scenario, with defaults for what neither block says.
    func resolve(defaultNow: Double, diagnostics: FileDiagnostics) -> ScenarioContext {
        let zone = timeZone.flatMap { TimeZone(identifier: $0.0) } ?? TimeZone(identifier: "UTC")!
        var instant = defaultNow
        if let (text, _) = now, let dateTime = ISODate.parseDateTime(text) {
            instant = dateTime.offset != nil ? dateTime.instant()
                : ZonedClock(now: 0, timeZone: zone).instant(of: dateTime.date, secondsOfDay: dateTime.secondsOfDay)
        }
        return ScenarioContext(
            now: instant, timeZone: zone, locale: locale ?? "en_US", foreground: foreground ?? false,
            locked: locked ?? false, onScreen: onScreen ?? [], liveActivity: liveActivity
        )
    }
}

/// Lookups of entity types and records that report a "did you mean".
enum EntityChecks {
    static func entity(_ name: String, at mark: Mark, app: AppDefinition, diagnostics: FileDiagnostics) -> EntityType? {
        if let entity = app.entity(named: name) { return entity }
        diagnostics.error("unknown entity '\(name)'\(Suggestion.hint(for: name, in: app.entities.map(\.identifier)))", at: mark)
        return nil
    }

    static func record(_ id: String, of entity: EntityType, at mark: Mark, diagnostics: FileDiagnostics) {
        guard !entity.records.isEmpty, entity.record(id: id) == nil else { return }
        diagnostics.error("no \(entity.identifier) record has the id '\(id)'\(Suggestion.hint(for: id, in: entity.records.map(\.id)))", at: mark)
    }
}
