import YAML

/// What an app exposes to Siri (its intent registry): the model that scenarios
/// are checked against and that resolvers read to decide what Siri can do.
public struct AppDefinition: Sendable, Hashable {
    /// The name people say to Siri.
    public var name: String
    public var bundleIdentifier: String?
    public var synonyms: [String]
    public var intents: [Intent]
    public var entities: [EntityType]
    public var enums: [EnumType]
    public var shortcuts: [Shortcut]
    public var skills: [Skill]
    /// The app.yaml this came from, as shown to the user.
    public var path: String

    public init(
        name: String, bundleIdentifier: String? = nil, synonyms: [String] = [], intents: [Intent] = [],
        entities: [EntityType] = [], enums: [EnumType] = [], shortcuts: [Shortcut] = [],
        skills: [Skill] = [], path: String = ""
    ) {
        self.name = name
        self.bundleIdentifier = bundleIdentifier
        self.synonyms = synonyms
        self.intents = intents
        self.entities = entities
        self.enums = enums
        self.shortcuts = shortcuts
        self.skills = skills
        self.path = path
    }

    public func intent(named name: String) -> Intent? { intents.first { $0.identifier == name } }
    public func entity(named name: String) -> EntityType? { entities.first { $0.identifier == name } }
    public func enumeration(named name: String) -> EnumType? { enums.first { $0.identifier == name } }
    public func skill(named name: String) -> Skill? { skills.first { $0.name == name } }
}
