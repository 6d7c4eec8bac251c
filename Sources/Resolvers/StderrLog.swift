import Foundation

/// The log file that receives what resolver programs write to stderr, beside
/// the reports (`Reports/resolver-stderr.log`), each line marked with the
/// process it came from, plus a line when a process starts, exits or is
/// stopped.
///
/// Programs print tracebacks and debug output on stderr; mixed into the
/// terminal it would break the progress display and bury the summary, and
/// dropped it would leave a crashing program unexplained. The file is
/// replaced by each evaluation and created when the first process starts.
public final class StderrLog: @unchecked Sendable {
    /// Where the log is written, as given.
    public let path: String
    private let lock = NSLock()
    private var handle: FileHandle?
    private var opened = false

    public init(path: String) {
        self.path = path
    }

    /// Appends one line from `source` (such as `process 2, pid 4711`).
    func write(_ line: String, from source: String) {
        let text = "[\(source)] \(line)\n"
        lock.lock()
        defer { lock.unlock() }
        if !opened {
            opened = true
            let folder = (path as NSString).deletingLastPathComponent
            if !folder.isEmpty { try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
            if FileManager.default.createFile(atPath: path, contents: nil) {
                handle = FileHandle(forWritingAtPath: path)
            }
        }
        // A log that cannot be written must not cost a run: the line is lost.
        try? handle?.write(contentsOf: Data(text.utf8))
    }

    func close() {
        lock.withLock {
            try? handle?.close()
            handle = nil
        }
    }
}
