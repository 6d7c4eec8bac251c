import Foundation

/// Writes the chosen reports into the output folder, creating it as needed.
public struct ReportWriter: Sendable {
    /// The output folder, as the person gave it (default `Reports`).
    public var folder: String
    public var formats: Set<ReportFormat>

    public init(folder: String = "Reports", formats: Set<ReportFormat> = Set(ReportFormat.allCases)) {
        self.folder = folder
        self.formats = formats
    }

    /// The path a format is written to: the folder as given, joined with the
    /// file name, so messages show the path the person typed.
    public func path(of format: ReportFormat) -> String {
        folder.isEmpty ? format.fileName : folder.hasSuffix("/") ? folder + format.fileName : folder + "/" + format.fileName
    }

    /// Writes every chosen format, in the order json, markdown, junit, and
    /// returns the paths written. Each file is replaced atomically, so a
    /// reader never sees half a report.
    @discardableResult
    public func write(_ report: Report) throws(ReportWriterError) -> [String] {
        let chosen = ReportFormat.allCases.filter(formats.contains)
        guard !chosen.isEmpty else { return [] }
        if !folder.isEmpty {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), !isFolder.boolValue {
                throw ReportWriterError(path: folder, reason: "a file is in the way of the output folder")
            }
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw ReportWriterError(path: folder, reason: Self.reason(error))
            }
        }
        var written: [String] = []
        for format in chosen {
            let path = path(of: format)
            do {
                try Data(format.text(report).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                throw ReportWriterError(path: path, reason: Self.reason(error))
            }
            written.append(path)
        }
        return written
    }

    /// The operating system's words for a file error ("Permission denied"),
    /// rather than Foundation's wrapper text.
    static func reason(_ error: any Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
        return error.localizedDescription
    }
}
