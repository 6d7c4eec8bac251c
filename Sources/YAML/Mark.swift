/// The 1-based line and column where a node starts, and in which file.
///
/// `source` is 0 for the file being read; nodes imported from other files
/// (an app's Swift sources, Xcode's metadata, a skills bundle) carry the
/// number `SourceFiles` gave their file, so a problem found after merging
/// still points at the line it came from.
public struct Mark: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var source: Int32

    public init(line: Int, column: Int, source: Int32 = 0) {
        self.line = line
        self.column = column
        self.source = source
    }

    public var description: String { "\(line):\(column)" }

    public static func < (a: Mark, b: Mark) -> Bool { (a.source, a.line, a.column) < (b.source, b.line, b.column) }
}
