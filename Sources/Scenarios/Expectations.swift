import Foundation
import Transcripts

/// The checks of one turn, or of a whole scenario (`expect:`).
public struct Expectations: Sendable, Hashable {
    /// `calls`: each group (ordered or unordered) is checked on its own.
    public var callGroups: [CallGroup]
    public var disallowed: [CallExpectation]
    public var finds: [FindExpectation]
    public var onScreen: [EntityExpectation]
    public var requiredSkills: [SkillExpectation]
    /// Reported, never graded (Apple's `Loads(.preferred)`).
    public var preferredSkills: [SkillExpectation]
    public var response: [ResponseCheck]

    public init(
        callGroups: [CallGroup] = [], disallowed: [CallExpectation] = [], finds: [FindExpectation] = [],
        onScreen: [EntityExpectation] = [], requiredSkills: [SkillExpectation] = [],
        preferredSkills: [SkillExpectation] = [], response: [ResponseCheck] = []
    ) {
        self.callGroups = callGroups
        self.disallowed = disallowed
        self.finds = finds
        self.onScreen = onScreen
        self.requiredSkills = requiredSkills
        self.preferredSkills = preferredSkills
        self.response = response
    }

    /// True when nothing here is graded (preferred skills are not).
    public var isEmpty: Bool {
        callGroups.allSatisfy(\.calls.isEmpty) && disallowed.isEmpty && finds.isEmpty
            && onScreen.isEmpty && requiredSkills.isEmpty && response.isEmpty
    }
}

/// A `Calls` block: calls that must match distinct invocations, in the listed
/// order (`ordered`, Apple's default) or in any order.
public struct CallGroup: Sendable, Hashable {
    public var ordered: Bool
    public var calls: [CallExpectation]
    public var line: Int

    public init(ordered: Bool, calls: [CallExpectation], line: Int) {
        self.ordered = ordered
        self.calls = calls
        self.line = line
    }
}

/// One expected (or disallowed) invocation: the intent, matchers for some of
/// its parameters, and which outcomes count.
public struct CallExpectation: Sendable, Hashable {
    public var intent: String
    public var params: [ParameterMatcher]
    public var outcomes: OutcomeFilter
    public var line: Int

    public init(intent: String, params: [ParameterMatcher] = [], outcomes: OutcomeFilter = .default, line: Int) {
        self.intent = intent
        self.params = params
        self.outcomes = outcomes
        self.line = line
    }
}

/// A value matcher applied to a named parameter or property.
public struct ParameterMatcher: Sendable, Hashable {
    public var name: String
    public var matcher: ValueMatcher

    public init(name: String, matcher: ValueMatcher) {
        self.name = name
        self.matcher = matcher
    }
}

/// The outcomes an invocation may have to count for a call expectation.
public struct OutcomeFilter: Sendable, Hashable, CustomStringConvertible {
    public var outcomes: Set<Outcome>
    /// How it was written (`ran`, `succeeded`), for messages; nil for the default.
    public var name: String?

    public init(outcomes: Set<Outcome>, name: String?) {
        self.outcomes = outcomes
        self.name = name
    }

    /// Any outcome but `needsInput`: Siri still asking for a value has not
    /// called anything yet. The default of both `calls` and `disallowed`.
    public static let `default` = OutcomeFilter(outcomes: Set(Outcome.allCases).subtracting([.needsInput]), name: nil)

    /// The named outcomes and groups of scenario-format.md.
    public static func named(_ name: String) -> OutcomeFilter? {
        switch name {
        case "ran": OutcomeFilter(outcomes: [.succeeded, .failed, .unknown], name: name)
        case "committed": OutcomeFilter(outcomes: [.succeeded], name: name)
        default: Outcome(rawValue: name).map { OutcomeFilter(outcomes: [$0], name: name) }
        }
    }

    public static let names = Outcome.allCases.map(\.rawValue) + ["ran", "committed"]

    public func contains(_ outcome: Outcome) -> Bool { outcomes.contains(outcome) }

    public var description: String { name ?? "any outcome but needsInput" }
}

/// A `Finds` item: an entity of a type, optionally with an id and properties.
public struct FindExpectation: Sendable, Hashable {
    public var entity: String
    public var id: String?
    public var properties: [ParameterMatcher]
    public var line: Int

    public init(entity: String, id: String? = nil, properties: [ParameterMatcher] = [], line: Int) {
        self.entity = entity
        self.id = id
        self.properties = properties
        self.line = line
    }
}

/// An `OnScreen` item: entity type and, optionally, identifier.
public struct EntityExpectation: Sendable, Hashable {
    public var entity: String
    public var id: String?
    public var line: Int

    public init(entity: String, id: String? = nil, line: Int) {
        self.entity = entity
        self.id = id
        self.line = line
    }
}

/// A skill that must (or preferably should) be loaded.
public struct SkillExpectation: Sendable, Hashable {
    public var name: String
    public var line: Int

    public init(name: String, line: Int) {
        self.name = name
        self.line = line
    }
}

/// A check on the response text (`SiriResponse`).
public struct ResponseCheck: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case contains, notContains, matches
    }

    public var kind: Kind
    public var text: String
    public var caseSensitive: Bool
    /// The compiled pattern for `matches`.
    public var pattern: TextPattern?
    public var line: Int

    public init(kind: Kind, text: String, caseSensitive: Bool = true, pattern: TextPattern? = nil, line: Int) {
        self.kind = kind
        self.text = text
        self.caseSensitive = caseSensitive
        self.pattern = pattern
        self.line = line
    }
}

/// A regular expression compiled once at load time, compared by its source.
public struct TextPattern: Sendable, Hashable {
    public let source: String
    public let caseSensitive: Bool
    let regex: NSRegularExpression

    /// The compiled pattern, or why it does not compile. Suites repeat the
    /// same few patterns in thousands of scenarios, so compiled ones are kept.
    public static func compile(_ source: String, caseSensitive: Bool) -> Result<TextPattern, PatternError> {
        let key = PatternCache.Key(source: source, caseSensitive: caseSensitive)
        if let regex = PatternCache.shared.get(key) {
            return .success(TextPattern(source: source, caseSensitive: caseSensitive, regex: regex))
        }
        do {
            let regex = try NSRegularExpression(pattern: source, options: caseSensitive ? [] : [.caseInsensitive])
            PatternCache.shared.set(key, regex)
            return .success(TextPattern(source: source, caseSensitive: caseSensitive, regex: regex))
        } catch {
            return .failure(PatternError(message: "invalid regular expression '\(source)'"))
        }
    }

    public struct PatternError: Error, Sendable {
        public var message: String
    }

    /// True when the pattern matches anywhere in `text` (unanchored).
    public func matches(_ text: String) -> Bool {
        regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    public static func == (a: TextPattern, b: TextPattern) -> Bool {
        a.source == b.source && a.caseSensitive == b.caseSensitive
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(caseSensitive)
    }
}

/// Compiled regular expressions by source, shared by the loading threads.
private final class PatternCache: @unchecked Sendable {
    struct Key: Hashable {
        var source: String
        var caseSensitive: Bool
    }

    static let shared = PatternCache()
    private let lock = NSLock()
    private var patterns: [Key: NSRegularExpression] = [:]

    func get(_ key: Key) -> NSRegularExpression? { lock.withLock { patterns[key] } }
    func set(_ key: Key, _ regex: NSRegularExpression) { lock.withLock { patterns[key] = regex } }
}
