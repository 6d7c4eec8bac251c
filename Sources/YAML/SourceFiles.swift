import Diagnostics
import Foundation

/// The files that imported nodes point into, numbered for `Mark.source`.
///
/// A mark is a small value copied into every node, so it holds a number
/// rather than a path; this registry turns the number back into the path
/// shown to the user and the text a snippet is cut from. It lives for the
/// process, like a compiler's source manager: a run imports a few files.
public enum SourceFiles {
    private struct Entry {
        let path: String
        let text: @Sendable () -> String
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [Entry] = []
    nonisolated(unsafe) private static var texts: [Int32: String] = [:]

    /// Registers a file shown as `path`; `text` is called once, and only
    /// when a snippet is needed. Returns its number, never 0.
    public static func register(path: String, text: @escaping @Sendable () -> String) -> Int32 {
        lock.withLock {
            entries.append(Entry(path: path, text: text))
            return Int32(entries.count)
        }
    }

    /// The path a registered file is shown as; nil for 0 or an unknown number.
    public static func path(_ source: Int32) -> String? {
        lock.withLock { entry(source)?.path }
    }

    /// The text of a registered file.
    public static func text(_ source: Int32) -> String? {
        lock.lock()
        if let text = texts[source] {
            lock.unlock()
            return text
        }
        let make = entry(source)?.text
        lock.unlock()
        guard let make else { return nil }
        let text = make()
        lock.withLock { texts[source] = text }
        return text
    }

    /// Where `mark` is, with `file` for marks in the file being read.
    public static func location(_ mark: Mark, in file: String) -> SourceLocation {
        SourceLocation(file: path(mark.source) ?? file, line: mark.line, column: mark.column)
    }

    private static func entry(_ source: Int32) -> Entry? {
        source > 0 && Int(source) <= entries.count ? entries[Int(source) - 1] : nil
    }
}
