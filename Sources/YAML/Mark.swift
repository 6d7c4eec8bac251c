/// The 1-based line and column where a node starts in its file.
public struct Mark: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }

    public static func < (a: Mark, b: Mark) -> Bool { (a.line, a.column) < (b.line, b.column) }
}
