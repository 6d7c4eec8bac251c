import Foundation
import JSON
import Testing
@testable import Reports

struct ReportWriterTests {
    static func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "reports-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func writesEveryFormatIntoANewFolder() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = root + "/nested/Reports"
        let paths = try ReportWriter(folder: folder).write(Fixtures.report())
        #expect(paths == [folder + "/report.json", folder + "/report.md", folder + "/junit.xml"])
        let json = try String(contentsOfFile: paths[0], encoding: .utf8)
        #expect(try JSONParser.parse(json)["schemaVersion"] == 1)
        #expect(try String(contentsOfFile: paths[1], encoding: .utf8) == MarkdownReport.text(Fixtures.report()))
        #expect(try String(contentsOfFile: paths[2], encoding: .utf8) == JUnitReport.text(Fixtures.report()))
    }

    @Test(arguments: [
        ([ReportFormat.json], ["report.json"]),
        ([.junit, .markdown], ["report.md", "junit.xml"]),
        ([], []),
    ])
    func writesOnlyTheChosenFormats(_ formats: [ReportFormat], _ names: [String]) throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let paths = try ReportWriter(folder: root + "/", formats: Set(formats)).write(Fixtures.report())
        #expect(paths == names.map { root + "/" + $0 })
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == names.sorted())
    }

    @Test func aFileInTheWayIsAnErrorWithItsPath() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let blocker = root + "/Reports"
        _ = FileManager.default.createFile(atPath: blocker, contents: Data("x".utf8))
        #expect(throws: ReportWriterError(path: blocker, reason: "'\(blocker)' is a file, not a folder", isFolder: true)) {
            try ReportWriter(folder: blocker).write(Fixtures.report())
        }
        #expect(throws: ReportWriterError(path: blocker + "/inner/x", reason: "'\(blocker)' is a file, not a folder", isFolder: true)) {
            try ReportWriter(folder: blocker + "/inner/x").write(Fixtures.report())
        }
    }

    /// Each failure says in plain words what is wrong, never Foundation's
    /// "The operation could not be completed".
    @Test func messagesSayWhatIsWrong() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = FileManager.default.createFile(atPath: root + "/file", contents: Data("x".utf8))
        try FileManager.default.createDirectory(atPath: root + "/folder/report.json", withIntermediateDirectories: true)
        let cases: [(folder: String, message: String)] = [
            (root + "/file/out", "cannot create the folder '\(root)/file/out': '\(root)/file' is a file, not a folder"),
            (root + "/file", "cannot create the folder '\(root)/file': '\(root)/file' is a file, not a folder"),
            (root + "/folder", "cannot write '\(root)/folder/report.json': '\(root)/folder/report.json' is a folder, not a file"),
        ]
        for (folder, message) in cases {
            #expect {
                try ReportWriter(folder: folder, formats: [.json]).write(Fixtures.report())
            } throws: { error in
                "\(error)" == message
            }
        }
        #expect {
            try ReportWriter.write(Array("x".utf8), to: root + "/missing/recorded.jsonl")
        } throws: { error in
            "\(error)" == "cannot write '\(root)/missing/recorded.jsonl': the folder '\(root)/missing' does not exist"
        }
        #expect {
            try ReportWriter.write(Array("x".utf8), to: root + "/file/recorded.jsonl")
        } throws: { error in
            "\(error)" == "cannot write '\(root)/file/recorded.jsonl': '\(root)/file' is a file, not a folder"
        }
        // Nothing is left behind by the failed writes.
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["file", "folder"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/folder").sorted() == ["report.json"])
    }

    /// The operating system's errors in words (these cannot be made to happen
    /// in a test that runs as root).
    @Test(arguments: [
        (EACCES, true, "permission denied: cannot create a folder in 'out'"),
        (EACCES, false, "permission denied: cannot write in the folder 'out'"),
        (EPERM, false, "permission denied: cannot write in the folder 'out'"),
        (ENOSPC, false, "no space left on the device"),
        (EDQUOT, false, "the disk quota is used up"),
        (EROFS, true, "the file system is read-only"),
        (ENOENT, false, "the folder 'out' does not exist"),
        (ENAMETOOLONG, false, "the path is too long"),
    ])
    func reasons(_ code: Int32, _ creatingFolder: Bool, _ expected: String) {
        #expect(ReportWriter.reason(code, path: "out/report.json", creatingFolder: creatingFolder) == expected)
    }

    /// A report replaced keeps no temporary file beside it.
    @Test func replacesAtomically() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try ReportWriter.write(Array("first".utf8), to: root + "/a.txt")
        try ReportWriter.write(Array("second".utf8), to: root + "/a.txt")
        #expect(try String(contentsOfFile: root + "/a.txt", encoding: .utf8) == "second")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["a.txt"])
    }

    @Test func unwritableFileNamesItsPath() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // A folder where report.json should go cannot be replaced by a file.
        try FileManager.default.createDirectory(atPath: root + "/report.json/x", withIntermediateDirectories: true)
        #expect {
            try ReportWriter(folder: root, formats: [.json]).write(Fixtures.report())
        } throws: { error in
            let error = error as? ReportWriterError
            return error?.path == root + "/report.json" && error?.description.hasPrefix("cannot write '\(root)/report.json': ") == true
        }
    }

    @Test(arguments: ReportFormat.allCases)
    func fileNames(_ format: ReportFormat) {
        let expected = ["json": "report.json", "markdown": "report.md", "junit": "junit.xml"]
        #expect(format.fileName == expected[format.rawValue])
    }
}
