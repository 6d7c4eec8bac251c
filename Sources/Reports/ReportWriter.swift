import Foundation
#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

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
        if !folder.isEmpty { try Self.makeFolder(folder) }
        var written: [String] = []
        for format in chosen {
            let path = path(of: format)
            try Self.write(Array(format.text(report).utf8), to: path)
            written.append(path)
        }
        return written
    }

    /// Creates the folder `path` and any missing folder above it; a failure
    /// says in plain words which part of the path is in the way.
    public static func makeFolder(_ path: String) throws(ReportWriterError) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            var status = stat()
            if stat(prefix, &status) == 0 {
                if status.st_mode & S_IFMT == S_IFDIR { continue }
                throw ReportWriterError(path: path, reason: "'\(prefix)' is a file, not a folder", isFolder: true)
            }
            if mkdir(prefix, 0o777) != 0 {
                let code = errno
                if code == EEXIST, isFolder(prefix) { continue }
                throw ReportWriterError(path: path, reason: reason(code, path: prefix, creatingFolder: true), isFolder: true)
            }
        }
    }

    /// Replaces the file at `path` with `bytes` atomically: written to a
    /// temporary file beside it, then renamed over it. A failure says in
    /// plain words what went wrong (a missing folder, a file where a folder
    /// should be, permission denied, no space left).
    public static func write(_ bytes: [UInt8], to path: String) throws(ReportWriterError) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = "\(folder).\(name).\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw ReportWriterError(path: path, reason: reason(errno, path: path, creatingFolder: false))
        }
        var failure: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += count
            }
        }
        // close can report what a delayed write ran into (no space, a quota).
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure == 0, rename(temporary, path) != 0 { failure = errno }
        guard failure != 0 else { return }
        unlink(temporary)
        throw ReportWriterError(path: path, reason: reason(failure, path: path, creatingFolder: false))
    }

    static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// The folder that holds `path`, as written: `.` for a bare name.
    static func parent(of path: String) -> String {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// The first part of `path` that exists and is not a folder, if any:
    /// what stands where a folder should be.
    static func fileInTheWay(of path: String) -> String? {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/").dropLast() {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            var status = stat()
            guard stat(prefix, &status) == 0 else { return nil }
            if status.st_mode & S_IFMT != S_IFDIR { return prefix }
        }
        return nil
    }

    /// Plain words for an operating-system error met while creating the
    /// folder or writing the file `path`.
    static func reason(_ code: Int32, path: String, creatingFolder: Bool) -> String {
        let parent = parent(of: path)
        switch code {
        case ENOTDIR:
            if let file = fileInTheWay(of: path) { return "'\(file)' is a file, not a folder" }
            return "a part of the path is a file, not a folder"
        case ENOENT:
            return "the folder '\(parent)' does not exist"
        case EACCES, EPERM:
            return creatingFolder
                ? "permission denied: cannot create a folder in '\(parent)'"
                : "permission denied: cannot write in the folder '\(parent)'"
        case EISDIR:
            return "'\(path)' is a folder, not a file"
        case EEXIST:
            return creatingFolder ? "'\(path)' is a file, not a folder" : "'\(path)' already exists"
        case ENOSPC:
            return "no space left on the device"
        case EDQUOT:
            return "the disk quota is used up"
        case EROFS:
            return "the file system is read-only"
        case ENAMETOOLONG:
            return "the path is too long"
        case ELOOP:
            return "too many symbolic links in the path"
        default:
            return String(cString: strerror(code)).lowercased()
        }
    }
}
