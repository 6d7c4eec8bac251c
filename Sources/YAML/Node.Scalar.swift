extension Node {
    /// A scalar with its source text and its YAML 1.2 core-schema value.
    public struct Scalar: Sendable, Hashable {
        /// How the scalar was written; only plain scalars are resolved to
        /// null, booleans and numbers, a quoted scalar is always a string.
        public enum Style: Sendable, Hashable {
            case plain, singleQuoted, doubleQuoted, literal, folded
        }

        /// The value under the YAML 1.2 core schema (`yes` and `no` stay strings).
        public enum Value: Sendable, Hashable {
            case null
            case bool(Bool)
            case int(Int)
            case double(Double)
            case string(String)
        }

        public var string: String
        public var style: Style
        public var tag: String?
        public var mark: Mark

        public init(_ string: String, style: Style = .plain, tag: String? = nil, mark: Mark) {
            self.string = string
            self.style = style
            self.tag = tag
            self.mark = mark
        }

        /// The resolved value; an explicit core tag (`!!str`, `!!int`, ...) wins.
        public var value: Value { CoreSchema.resolve(self) }
    }
}
