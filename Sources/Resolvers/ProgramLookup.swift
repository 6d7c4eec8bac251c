import Foundation

/// Finds the executable of a resolver's argument list as a shell would find
/// it, without a shell: the program is started from the argument list
/// itself, so no word is split, globbed or expanded.
enum ProgramLookup {
    /// The path of `program`: a name without `/` is looked up in `searchPath`
    /// (the `PATH` variable; an empty entry is the working folder), a path
    /// with `/` is taken relative to `workingDirectory`. Throws a message
    /// naming what was tried.
    static func resolve(_ program: String, searchPath: String?, workingDirectory: String?) throws(ResolverError) -> String {
        let fileManager = FileManager.default
        let base = workingDirectory ?? fileManager.currentDirectoryPath
        func absolute(_ path: String) -> String {
            ((path.hasPrefix("/") ? path : (base as NSString).appendingPathComponent(path)) as NSString).standardizingPath
        }
        func runnable(_ path: String) -> Bool {
            var isDirectory: ObjCBool = false
            return fileManager.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
                && fileManager.isExecutableFile(atPath: path)
        }
        guard !program.isEmpty else { throw ResolverError("the command resolver's program is empty") }
        if program.contains("/") {
            let path = absolute(program)
            guard fileManager.fileExists(atPath: path) else { throw ResolverError("the resolver program '\(program)' does not exist") }
            guard runnable(path) else { throw ResolverError("the resolver program '\(program)' is not an executable file") }
            return path
        }
        let folders = (searchPath ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":", omittingEmptySubsequences: false)
        for folder in folders {
            let candidate = absolute(folder.isEmpty ? program : "\(folder)/\(program)")
            if runnable(candidate) { return candidate }
        }
        throw ResolverError("cannot find the resolver program '\(program)' in PATH")
    }
}
