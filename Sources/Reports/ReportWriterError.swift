/// A report that could not be written, with the path and what went wrong in
/// plain words, so the person can fix the folder or its permissions.
public struct ReportWriterError: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    /// What went wrong: `'out' is a file, not a folder`, `permission denied:
    /// cannot write in the folder 'Reports'`, `no space left on the device`.
    public var reason: String
    /// Whether it was the output folder that could not be created, rather
    /// than a file that could not be written.
    public var isFolder: Bool

    public init(path: String, reason: String, isFolder: Bool = false) {
        self.path = path
        self.reason = reason
        self.isFolder = isFolder
    }

    /// `cannot write 'Reports/report.json': permission denied: ...`, or
    /// `cannot create the folder 'out/x': 'out' is a file, not a folder`.
    public var description: String {
        isFolder ? "cannot create the folder '\(path)': \(reason)" : "cannot write '\(path)': \(reason)"
    }
}
