/// A type declaration read from Swift tokens (`struct`, `enum`, `class`,
/// `actor`, `protocol` or `extension`), with what the App Intents importer
/// needs: its attributes, what it conforms to, and its members.
public struct SwiftTypeDeclaration: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case `struct`, `enum`, `class`, actor, `protocol`, `extension`
    }

    public var kind: Kind
    /// The type's name; for an extension, the last part of the extended
    /// type's name (`Inner` for `extension Outer.Inner`).
    public var name: String
    /// The name as written: one part, or more for `extension Outer.Inner`.
    public var path: [String]
    /// The token of the name, where marks and messages point.
    public var nameToken: SwiftToken
    public var attributes: [SwiftAttribute]
    /// The names in the inheritance clause (`: String, AppEnum`), with
    /// protocol compositions (`A & B`) split and module prefixes removed.
    public var inherited: [SwiftToken]
    public var members: [SwiftMember]
    /// Types declared inside this one.
    public var nested: [SwiftTypeDeclaration]
    /// The `#if` branches the declaration is in.
    public var branches: [SwiftBranch]

    public init(
        kind: Kind, name: String, nameToken: SwiftToken, attributes: [SwiftAttribute] = [], inherited: [SwiftToken] = [],
        members: [SwiftMember] = [], nested: [SwiftTypeDeclaration] = [], branches: [SwiftBranch] = []
    ) {
        self.kind = kind
        self.name = name
        self.path = [name]
        self.nameToken = nameToken
        self.attributes = attributes
        self.inherited = inherited
        self.members = members
        self.nested = nested
        self.branches = branches
    }

    /// The first attribute named `name` (without the `@`).
    public func attribute(_ name: String) -> SwiftAttribute? {
        attributes.first { $0.name == name }
    }
}

/// An attribute such as `@Parameter(title: "Guests")` or `@MainActor`.
public struct SwiftAttribute: Sendable, Hashable {
    /// The name without `@`: `Parameter`, `AppIntent`, `available`.
    public var name: String
    /// The `@` token, where the attribute starts.
    public var token: SwiftToken
    /// The tokens between the parentheses; nil when there are none.
    public var arguments: [SwiftToken]?

    public init(name: String, token: SwiftToken, arguments: [SwiftToken]? = nil) {
        self.name = name
        self.token = token
        self.arguments = arguments
    }
}

/// A member of a type: a property, a function, an enum case, or something
/// the importer does not read (an initializer, a subscript, a type alias).
public struct SwiftMember: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case variable, function, enumCase, other
    }

    public var kind: Kind
    public var attributes: [SwiftAttribute]
    /// `static`, `private`, `nonisolated` and the other modifiers, as written.
    public var modifiers: [String]
    /// True for `let`, false for `var` (and for everything else).
    public var isLet: Bool
    /// The name; for an enum case, the first case's name.
    public var name: String
    public var nameToken: SwiftToken
    /// For a property, the tokens of its type annotation; for a function,
    /// its signature from the parameter list to the body.
    public var type: [SwiftToken]
    /// For a property, the tokens after `=`; nil when there is no `=`.
    public var initializer: [SwiftToken]?
    /// The tokens between the braces of a computed property's accessors or
    /// a function's body; nil when there are no braces.
    public var body: [SwiftToken]?
    /// For `case a, b(Int), c = "x"`: the token of each case name.
    public var cases: [SwiftToken]
    /// The `#if` branches the member is in (those around its type too).
    public var branches: [SwiftBranch]

    public init(
        kind: Kind, attributes: [SwiftAttribute] = [], modifiers: [String] = [], isLet: Bool = false, name: String,
        nameToken: SwiftToken, type: [SwiftToken] = [], initializer: [SwiftToken]? = nil, body: [SwiftToken]? = nil,
        cases: [SwiftToken] = [], branches: [SwiftBranch] = []
    ) {
        self.kind = kind
        self.attributes = attributes
        self.modifiers = modifiers
        self.isLet = isLet
        self.name = name
        self.nameToken = nameToken
        self.type = type
        self.initializer = initializer
        self.body = body
        self.cases = cases
        self.branches = branches
    }

    /// A `static` (or `class`) member.
    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }

    public func attribute(_ name: String) -> SwiftAttribute? {
        attributes.first { $0.name == name }
    }
}

/// One branch of an `#if` block: which block (numbered in its file) and
/// which of its branches (0 for `#if`, then 1, 2... for `#elseif`/`#else`).
public struct SwiftBranch: Sendable, Hashable {
    public var block: Int
    public var branch: Int

    public init(block: Int, branch: Int) {
        self.block = block
        self.branch = branch
    }

    /// True when code under `a` and code under `b` (of one file) can never
    /// both be compiled: they lie in different branches of one `#if` block.
    public static func exclusive(_ a: [SwiftBranch], _ b: [SwiftBranch]) -> Bool {
        a.contains { one in b.contains { $0.block == one.block && $0.branch != one.branch } }
    }
}
