import YAML

/// An app skill: guidance Siri loads, by its description, for multi-step requests.
public struct Skill: Sendable, Hashable {
    public var name: String
    public var description: String
    public var body: String
    public var mark: Mark

    public init(name: String, description: String, body: String = "", mark: Mark = Mark(line: 0, column: 0)) {
        self.name = name
        self.description = description
        self.body = body
        self.mark = mark
    }
}
