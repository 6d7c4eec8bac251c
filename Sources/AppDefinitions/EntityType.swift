import JSON
import YAML

/// An App Entity type: app content Siri can find and pass to intents.
public struct EntityType: Sendable, Hashable {
    public var identifier: String
    /// `typeDisplayRepresentation`.
    public var title: String
    public var description: String?
    /// `IndexedEntity`: indexed in Spotlight, so Siri can search it.
    public var indexed: Bool
    public var authentication: Authentication
    public var properties: [Property]
    /// The catalog a query can return; empty when the app lists none.
    public var records: [Record]
    public var mark: Mark

    public init(
        identifier: String, title: String, description: String? = nil, indexed: Bool = false,
        authentication: Authentication = .alwaysAllowed, properties: [Property] = [],
        records: [Record] = [], mark: Mark = Mark(line: 0, column: 0)
    ) {
        self.identifier = identifier
        self.title = title
        self.description = description
        self.indexed = indexed
        self.authentication = authentication
        self.properties = properties
        self.records = records
        self.mark = mark
    }

    public func property(named name: String) -> Property? {
        properties.first { $0.name == name }
    }

    public func record(id: String) -> Record? {
        records.first { $0.id == id }
    }
}

/// A property of an entity (`@Property`, `@ComputedProperty`, `@DeferredProperty`).
public struct Property: Sendable, Hashable {
    public var name: String
    public var title: String
    public var description: String?
    public var type: ValueType
    /// `authenticationPolicy:` on the property: not spoken on a locked device.
    public var authentication: Authentication?
    public var mark: Mark

    public init(
        name: String, title: String, description: String? = nil, type: ValueType,
        authentication: Authentication? = nil, mark: Mark = Mark(line: 0, column: 0)
    ) {
        self.name = name
        self.title = title
        self.description = description
        self.type = type
        self.authentication = authentication
        self.mark = mark
    }
}

/// One entity in the app's catalog, in the shape expo-app-intents publishes.
public struct Record: Sendable, Hashable {
    public var id: String
    public var title: String
    public var subtitle: String?
    public var synonyms: [String]
    public var metadata: [String: String]
    public var hideInSpotlight: Bool
    /// Values of the entity's declared properties.
    public var properties: JSONObject

    public init(
        id: String, title: String, subtitle: String? = nil, synonyms: [String] = [],
        metadata: [String: String] = [:], hideInSpotlight: Bool = false, properties: JSONObject = JSONObject()
    ) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.synonyms = synonyms
        self.metadata = metadata
        self.hideInSpotlight = hideInSpotlight
        self.properties = properties
    }
}
