extension Node {
    /// A sequence (YAML's word for a list).
    public struct Sequence: Sendable, Hashable {
        public var items: [Node]
        public var tag: String?
        public var mark: Mark

        public init(_ items: [Node], tag: String? = nil, mark: Mark) {
            self.items = items
            self.tag = tag
            self.mark = mark
        }
    }
}
