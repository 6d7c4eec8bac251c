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
        #expect(throws: ReportWriterError(path: blocker, reason: "a file is in the way of the output folder")) {
            try ReportWriter(folder: blocker).write(Fixtures.report())
        }
        #expect {
            try ReportWriter(folder: blocker + "/inner").write(Fixtures.report())
        } throws: { error in
            "\(error)".hasPrefix("cannot write '\(blocker)/inner': ")
        }
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
