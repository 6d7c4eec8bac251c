import Diagnostics

/// The kinds of change `evaluate app diff` reports, one case per rule, each
/// breaking, harmless or an addition for people's saved shortcuts.
///
/// A saved shortcut stores an intent's identifier and, for each parameter it
/// set, the parameter's name and a value of its type (an enum case's
/// identifier, an entity's id). What changes those breaks it; titles and
/// descriptions are display text and can change freely (seed 001: "changing a
/// display label is different from replacing an action's identity").
public enum DiffRule: String, Sendable, Hashable, CaseIterable {
    case intentRemoved = "intent-removed"
    case intentRenamed = "intent-renamed"
    case parameterRemoved = "parameter-removed"
    case parameterRenamed = "parameter-renamed"
    case parameterRetyped = "parameter-retyped"
    case parameterRequired = "parameter-required"
    case requiredParameterAdded = "required-parameter-added"
    case rangeNarrowed = "range-narrowed"
    case enumCaseRemoved = "enum-case-removed"
    case enumCaseRenamed = "enum-case-renamed"
    case typeRemoved = "type-removed"
    case typeRenamed = "type-renamed"
    case unusedTypeRemoved = "unused-type-removed"
    case titleChanged = "title-changed"
    case descriptionChanged = "description-changed"
    case intentAdded = "intent-added"
    case parameterAdded = "parameter-added"
    case enumCaseAdded = "enum-case-added"
    case typeAdded = "type-added"

    /// What a change means for saved shortcuts.
    public enum Kind: String, Sendable, Hashable, Comparable {
        case breaking, harmless, addition

        private var rank: Int { self == .breaking ? 0 : self == .harmless ? 1 : 2 }
        public static func < (a: Kind, b: Kind) -> Bool { a.rank < b.rank }
    }

    public var kind: Kind {
        switch self {
        case .intentRemoved, .intentRenamed, .parameterRemoved, .parameterRenamed, .parameterRetyped, .parameterRequired,
            .requiredParameterAdded, .rangeNarrowed, .enumCaseRemoved, .enumCaseRenamed, .typeRemoved, .typeRenamed:
            .breaking
        case .titleChanged, .descriptionChanged, .unusedTypeRemoved:
            .harmless
        case .intentAdded, .parameterAdded, .enumCaseAdded, .typeAdded:
            .addition
        }
    }

    /// Breaking changes are errors (they fail CI, exit 1); the rest notes.
    public var severity: Diagnostic.Severity { kind == .breaking ? .error : .note }
}
