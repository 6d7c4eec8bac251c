import Foundation
import JSON
import Testing

/// Runs the built `evaluate` binary as a subprocess, the way CI does, and
/// captures what it printed and how it ended.
enum Harness {
    /// What one invocation did.
    struct Result: CustomStringConvertible {
        var status: Int32
        var stdout: String
        var stderr: String
        /// The folder the process ran in (its current directory), a fresh
        /// temporary folder: default outputs like `Reports/` land here.
        var folder: URL

        var description: String { "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }

        var stdoutLines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }
        var stderrLines: [String] { stderr.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }
    }

    /// The package root, from this file's path (Tests/EndToEndTests/Harness.swift).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    static let samples = packageRoot.appendingPathComponent("Scenarios").path

    /// The `evaluate` executable built with the tests. It sits next to the
    /// test executable (Linux: `<scratch>/<config>/XPackageTests.xctest`;
    /// macOS: inside the `.xctest` bundle, a few folders further down), so
    /// this works for any `--scratch-path` and configuration.
    /// `EVALUATE_EXECUTABLE` overrides the search.
    static let executable: URL? = {
        let fileManager = FileManager.default
        if let explicit = ProcessInfo.processInfo.environment["EVALUATE_EXECUTABLE"], fileManager.isExecutableFile(atPath: explicit) {
            return URL(fileURLWithPath: explicit)
        }
        var starts: [URL] = []
        if let path = try? fileManager.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            starts.append(URL(fileURLWithPath: path).deletingLastPathComponent())
        }
        if let url = Bundle.main.executableURL { starts.append(url.deletingLastPathComponent()) }
        starts.append(Bundle.main.bundleURL)
        if let first = CommandLine.arguments.first, first.contains("/") {
            starts.append(URL(fileURLWithPath: first).standardizedFileURL.deletingLastPathComponent())
        }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            starts.append(bundle.bundleURL.deletingLastPathComponent())
        }
        for start in starts {
            var folder = start.standardizedFileURL
            for _ in 0..<5 {
                let candidate = folder.appendingPathComponent("evaluate")
                var isDirectory: ObjCBool = false
                if fileManager.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                   fileManager.isExecutableFile(atPath: candidate.path) {
                    return candidate
                }
                folder.deleteLastPathComponent()
            }
        }
        // Last resort: the default scratch path of the package.
        for configuration in ["debug", "release"] {
            let candidate = packageRoot.appendingPathComponent(".build/\(configuration)/evaluate")
            if fileManager.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }()

    /// The folder every temporary folder of this test process goes in,
    /// removed when the process exits, so a run of the tests leaves nothing
    /// behind in the system's temporary folder.
    private static let scratch: URL = {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("evaluate-e2e-\(UUID().uuidString)", isDirectory: true)
        atexit { try? FileManager.default.removeItem(at: Harness.scratch) }
        return url
    }()

    /// A new empty temporary folder.
    static func temporaryFolder() throws -> URL {
        let url = scratch.appendingPathComponent(UUID().uuidString, isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs `evaluate arguments` in `folder` (a fresh temporary folder when
    /// nil), stdin from /dev/null, stdout and stderr to files (so neither is
    /// a terminal and a large output cannot fill a pipe). Waits without
    /// blocking a thread of the test's executor.
    static func run(_ arguments: [String], in folder: URL? = nil) async throws -> Result {
        let executable = try #require(Harness.executable, "the evaluate executable was not found next to the tests; build with --build-tests")
        let folder = try folder ?? temporaryFolder()
        let captures = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: captures) }
        let outURL = captures.appendingPathComponent("stdout")
        let errURL = captures.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        var environment = ProcessInfo.processInfo.environment
        // No NO_COLOR: a pipe alone must keep escape codes out of the output.
        environment.removeValue(forKey: "NO_COLOR")
        environment.removeValue(forKey: "EVALUATE_EXECUTABLE")
        process.environment = environment

        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { process in continuation.resume(returning: process.terminationStatus) }
            do { try process.run() } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        try out.close()
        try err.close()
        return Result(
            status: status,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
            folder: folder
        )
    }

    /// Copies a fixture suite into a fresh temporary folder, so a test can
    /// change it without touching the others.
    static func copyOfFixture(_ name: String) throws -> URL {
        let folder = try temporaryFolder()
        let destination = folder.appendingPathComponent(name)
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: destination)
        return destination
    }

    static func read(_ url: URL) throws -> String {
        String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    static func json(_ url: URL) throws -> JSONValue {
        try JSONParser.parse(try Data(contentsOf: url))
    }

    static func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }
}

extension JSONValue {
    /// `metrics.allPass.passed` and the like.
    subscript(path path: String) -> JSONValue? {
        var value: JSONValue? = self
        for key in path.split(separator: ".") {
            if let array = value?.array, let index = Int(key) {
                value = index < array.count ? array[index] : nil
            } else {
                value = value?[String(key)]
            }
        }
        return value
    }
}
