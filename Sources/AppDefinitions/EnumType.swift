import YAML

/// An App Enum: a fixed set of values, each with the words people use for it.
public struct EnumType: Sendable, Hashable {
    public struct Case: Sendable, Hashable {
        public var identifier: String
        public var title: String
        public var synonyms: [String]

        public init(identifier: String, title: String, synonyms: [String] = []) {
            self.identifier = identifier
            self.title = title
            self.synonyms = synonyms
        }
    }

    public var identifier: String
    public var title: String
    public var cases: [Case]
    public var mark: Mark

    public init(identifier: String, title: String, cases: [Case], mark: Mark = Mark(line: 0, column: 0)) {
        self.identifier = identifier
        self.title = title
        self.cases = cases
        self.mark = mark
    }
}
