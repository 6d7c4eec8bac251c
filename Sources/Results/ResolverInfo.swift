/// What the reports say about the system under test: its name and its
/// settings, never a secret.
public struct ResolverInfo: Sendable, Hashable {
    public var name: String
    /// Settings in the order they should be shown, e.g. `("model", "gpt-4o")`.
    public var settings: [Setting]

    public struct Setting: Sendable, Hashable {
        public var key: String
        public var value: String

        public init(_ key: String, _ value: String) {
            self.key = key
            self.value = value
        }
    }

    public init(name: String, settings: [Setting] = []) {
        self.name = name
        self.settings = settings
    }
}
