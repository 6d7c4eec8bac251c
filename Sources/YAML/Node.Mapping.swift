extension Node {
    /// A mapping, keeping its keys in source order (duplicates are rejected by
    /// the parser, so each key appears once).
    public struct Mapping: Sendable, Hashable {
        public struct Pair: Sendable, Hashable {
            public var key: Node
            public var value: Node

            public init(key: Node, value: Node) {
                self.key = key
                self.value = value
            }
        }

        public var pairs: [Pair]
        public var tag: String?
        public var mark: Mark

        public init(_ pairs: [Pair], tag: String? = nil, mark: Mark) {
            self.pairs = pairs
            self.tag = tag
            self.mark = mark
        }

        /// The value under a scalar key spelt exactly `key`.
        public subscript(key: String) -> Node? {
            for pair in pairs where pair.key.scalar?.string == key { return pair.value }
            return nil
        }

        /// The pair whose scalar key is spelt exactly `key`.
        public func pair(_ key: String) -> Pair? {
            pairs.first { $0.key.scalar?.string == key }
        }
    }
}
