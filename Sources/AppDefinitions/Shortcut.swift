import YAML

/// An App Shortcut (`AppShortcutsProvider`): phrases that run an intent
/// without any setup, with `${applicationName}` and `${parameter}` slots.
public struct Shortcut: Sendable, Hashable {
    public var intent: String
    public var phrases: [String]
    public var shortTitle: String?
    public var systemImageName: String?
    public var mark: Mark

    public init(intent: String, phrases: [String], shortTitle: String? = nil, systemImageName: String? = nil, mark: Mark = Mark(line: 0, column: 0)) {
        self.intent = intent
        self.phrases = phrases
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
        self.mark = mark
    }

    /// The names between `${` and `}` in a phrase, in order.
    public static func slots(in phrase: String) -> [String] {
        var slots: [String] = []
        var rest = Substring(phrase)
        while let start = rest.range(of: "${") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "}") else { break }
            slots.append(String(rest[..<end]))
            rest = rest[rest.index(after: end)...]
        }
        return slots
    }
}
