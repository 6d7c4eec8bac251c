import Diagnostics

/// Every type declared in the imported files, with its extensions from any
/// file gathered under its name, so that a conformance or a member added in
/// another file counts, and a name declared twice is found.
///
/// Types are told apart by their qualified name (`Outer.Inner`), so two
/// nested types that share a short name are not merged.
struct SwiftTypeCatalog {
    /// One part of a type: its declaration or an extension, and its file.
    struct Part {
        let declaration: SwiftTypeDeclaration
        let file: Int
    }

    /// A type with all its parts; `main` is the declaration it is marked at
    /// (the first `struct`/`enum`/... or, without one, the first extension).
    struct Entry {
        /// The short name: the identifier app.yaml uses.
        let name: String
        /// The qualified name: `Outer.Inner`.
        let key: String
        var parts: [Part]
        var main: Part
        /// True when `main` is a declaration, not an extension.
        var declared: Bool
    }

    let files: [SwiftSourceFile]
    /// The types in the order their main part appears.
    private(set) var entries: [Entry] = []
    private var positions: [String: Int] = [:]
    /// Declarations of a qualified name declared before (and not in another
    /// branch of the same `#if`): they are not read.
    private(set) var duplicates: [(key: String, first: Part, second: Part)] = []

    init(files: [SwiftSourceFile]) {
        self.files = files
        for (index, file) in files.enumerated() {
            // A declaration, then the types nested in it, in source order.
            var stack = file.declarations.reversed().map { ($0, "") }
            while let (declaration, outer) = stack.popLast() {
                let key = (outer.isEmpty ? "" : outer + ".") + declaration.path.joined(separator: ".")
                add(Part(declaration: declaration, file: index), key: key)
                stack.append(contentsOf: declaration.nested.reversed().map { ($0, key) })
            }
        }
        let files = files
        entries.sort { a, b in
            (files[a.main.file].order, a.main.declaration.nameToken.line, a.main.declaration.nameToken.column)
                < (files[b.main.file].order, b.main.declaration.nameToken.line, b.main.declaration.nameToken.column)
        }
        positions = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.key, $0) })
    }

    private mutating func add(_ part: Part, key: String) {
        let declaration = part.declaration
        let isExtension = declaration.kind == .extension
        guard let position = positions[key] else {
            positions[key] = entries.count
            entries.append(Entry(name: declaration.name, key: key, parts: [part], main: part, declared: !isExtension))
            return
        }
        if isExtension {
            entries[position].parts.append(part)
            return
        }
        if !entries[position].declared {
            // The declaration comes after an extension: it becomes the main part.
            entries[position].parts.insert(part, at: 0)
            entries[position].main = part
            entries[position].declared = true
            return
        }
        let first = entries[position].main
        if first.file == part.file, SwiftTypeDeclaration.exclusiveBranches(first.declaration, declaration) {
            return  // `#if os(iOS) struct A ... #else struct A ... #endif`: the first branch is read
        }
        duplicates.append((key, first, part))
    }

    /// The type with the qualified name `key`.
    subscript(key: String) -> Entry? {
        positions[key].map { entries[$0] }
    }

    // MARK: Conformances

    /// The names a type conforms to, directly or through protocols declared
    /// in the files (`protocol BookingIntent: AppIntent`), over all its parts.
    func conformances(of entry: Entry) -> Set<String> {
        var result: Set<String> = []
        var pending = [entry.key]
        var visited: Set<String> = []
        while let next = pending.popLast() {
            guard visited.insert(next).inserted, let entry = self[next] else { continue }
            for part in entry.parts {
                for inherited in part.declaration.inherited where result.insert(inherited.text).inserted {
                    // The app's own protocols are declared at the top level.
                    if let protocolEntry = self[inherited.text], protocolEntry.main.declaration.kind == .protocol {
                        pending.append(inherited.text)
                    }
                }
            }
        }
        return result
    }

    /// Where the type is said to conform to `name`: the name in one of its
    /// inheritance clauses, or (through a protocol of the app's own) the
    /// type's name.
    func conformance(_ name: String, of entry: Entry) -> (SwiftToken, file: Int) {
        for part in entry.parts {
            if let token = part.declaration.inherited.first(where: { $0.text == name }) { return (token, part.file) }
        }
        return (entry.main.declaration.nameToken, entry.main.file)
    }

    /// The first attribute named one of `names` on any part of the type.
    func attribute(of entry: Entry, named names: Set<String>) -> (SwiftAttribute, file: Int)? {
        for part in entry.parts {
            if let attribute = part.declaration.attributes.first(where: { names.contains($0.name) }) { return (attribute, part.file) }
        }
        return nil
    }

    /// The members of every part, each with its file, main part first.
    func members(of entry: Entry) -> [(member: SwiftMember, file: Int)] {
        entry.parts.flatMap { part in part.declaration.members.map { ($0, part.file) } }
    }
}

extension SwiftTypeDeclaration {
    /// True when two declarations of one file lie in different branches of
    /// the same `#if` block.
    static func exclusiveBranches(_ a: SwiftTypeDeclaration, _ b: SwiftTypeDeclaration) -> Bool {
        SwiftBranch.exclusive(a.branches, b.branches)
    }
}
