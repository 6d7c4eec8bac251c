/// A report that could not be written, with the path, so the person can fix
/// the folder or its permissions.
public struct ReportWriterError: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `cannot write 'Reports/report.json': Permission denied`.
    public var description: String { "cannot write '\(path)': \(reason)" }
}
