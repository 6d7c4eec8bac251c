import YAML

extension AppIntentsTranslator {
    /// `AppShortcut` arguments that say nothing app.yaml records.
    static let ignoredShortcutArguments: Set<String> = ["parameterPresentation"]

    /// The shortcuts of an `AppShortcutsProvider`: every `AppShortcut(...)`
    /// in its `appShortcuts`, in builder form or as an array.
    mutating func shortcuts(_ entry: SwiftTypeCatalog.Entry) -> [Node] {
        guard let (member, file) = catalog.members(of: entry).first(where: { $0.member.kind == .variable && $0.member.isStatic && $0.member.name == "appShortcuts" }) else {
            warn("shortcuts provider '\(entry.name)' has no static appShortcuts property; no shortcuts are read from it", at: entry.main.declaration.nameToken, in: entry.main.file)
            return []
        }
        let tokens = member.body ?? member.initializer ?? []
        var shortcuts: [Node] = []
        var index = 0
        while index + 1 < tokens.count {
            defer { index += 1 }
            guard tokens[index].isWord("AppShortcut"), tokens[index + 1].isPunctuation("(") else { continue }
            guard let (arguments, end) = Self.callArguments(tokens, open: index + 1) else { break }
            if let shortcut = shortcut(SwiftExpression.parseArguments(arguments), at: tokens[index], in: file) { shortcuts.append(shortcut) }
            index = end
        }
        if shortcuts.isEmpty {
            warn("no AppShortcut(intent:phrases:...) is written out in appShortcuts of '\(entry.name)'; no shortcuts are read from it", at: member.nameToken, in: file)
        }
        return shortcuts
    }

    /// One `AppShortcut(intent: X(), phrases: [...], shortTitle: ..., systemImageName: ...)`.
    mutating func shortcut(_ arguments: [SwiftArgument], at token: SwiftToken, in file: Int) -> Node? {
        var shortcut = MappingBuilder(at: files[file].mark(token))
        var intent: String?
        var phrases: Node?, shortTitle: Node?, systemImageName: Node?
        for argument in arguments {
            let value = argument.value
            let mark = files[file].mark(value.token)
            switch argument.label {
            case "intent":
                if case .call(.path(let names, false, _), _, _) = value, let name = names.last {
                    intent = name
                    shortcut.add("intent", MappingBuilder.text(name, at: mark))
                } else {
                    warn("the intent of an AppShortcut is \(Self.describe(value)), not an intent made as 'Intent()'; the shortcut is left out", at: value.token, in: file)
                    return nil
                }
            case "phrases":
                guard case .array(let items, _) = value else {
                    warn("the phrases of an AppShortcut are \(Self.describe(value)), not a list literal; they are left out", at: value.token, in: file)
                    continue
                }
                var read: [Node] = []
                for item in items {
                    if let phrase = textNode(item, in: file, what: "the phrase \(item.token.text.shortened)", interpolate: Self.phraseSlot) {
                        read.append(phrase)
                    }
                }
                phrases = .sequence(Node.Sequence(read, mark: mark))
            case "shortTitle":
                shortTitle = textNode(value, in: file, what: "the shortTitle of an AppShortcut")
            case "systemImageName":
                systemImageName = textNode(value, in: file, what: "the systemImageName of an AppShortcut")
            case let label? where Self.ignoredShortcutArguments.contains(label):
                break
            default:
                warn("unknown argument \(Self.name(of: argument)) of AppShortcut; it is ignored", at: argument.labelToken, in: file)
            }
        }
        guard intent != nil else {
            warn("an AppShortcut without 'intent:' is left out", at: token, in: file)
            return nil
        }
        if let phrases { shortcut.add("phrases", phrases) }
        if let shortTitle { shortcut.add("shortTitle", shortTitle) }
        if let systemImageName { shortcut.add("systemImageName", systemImageName) }
        return shortcut.node
    }

    /// `${applicationName}` for `\(.applicationName)` and `${name}` for a
    /// parameter `\(\.$name)` (or `\(\Intent.$name)`); nil otherwise.
    static func phraseSlot(_ tokens: [SwiftToken]) -> String? {
        if tokens.count == 2, tokens[0].isPunctuation("."), tokens[1].isWord("applicationName") { return "${applicationName}" }
        guard tokens.count >= 3, tokens[0].isPunctuation("\\"), let last = tokens.last, last.kind == .identifier,
              last.text.hasPrefix("$"), last.text.count > 1, tokens[tokens.count - 2].isPunctuation(".") else { return nil }
        let middle = tokens[1..<(tokens.count - 2)]
        guard middle.count <= 1, middle.allSatisfy({ $0.kind == .identifier || $0.isWord("Self") }) else { return nil }
        return "${\(last.text.dropFirst())}"
    }
}
