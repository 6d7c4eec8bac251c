import Testing
@testable import SwiftSources

/// The declarations of `source`, failing the test on any problem.
private func declarations(_ source: String) -> [SwiftTypeDeclaration] {
    let (tokens, lexed) = SwiftLexer.tokenize(source)
    let (declarations, parsed) = SwiftDeclarationParser.parse(tokens)
    #expect(lexed.isEmpty && parsed.isEmpty, "\(lexed + parsed)")
    return declarations
}

/// A declaration as `kind Name@line:column: Inherited, ... { members }`.
private func outline(_ declaration: SwiftTypeDeclaration) -> String {
    let inherited = declaration.inherited.map(\.text).joined(separator: ", ")
    let members = declaration.members.map { member in
        let kind = switch member.kind {
        case .variable: member.isLet ? "let" : "var"
        case .function: "func"
        case .enumCase: "case"
        case .other: "other"
        }
        let names = member.kind == .enumCase ? member.cases.map(\.text).joined(separator: ",") : member.name
        let attributes = member.attributes.map { "@" + $0.name + " " }.joined()
        return "\(attributes)\(member.isStatic ? "static " : "")\(kind) \(names)"
    }
    let nested = declaration.nested.map(outline)
    return "\(declaration.kind.rawValue) \(declaration.name)@\(declaration.nameToken.line):\(declaration.nameToken.column)"
        + (inherited.isEmpty ? "" : ": \(inherited)") + " { " + (members + nested).joined(separator: "; ") + " }"
}

@Suite("Swift declaration parser")
struct SwiftDeclarationParserTests {
    static let structures: [(String, [String])] = [
        ("struct A: AppIntent, Sendable {}", ["struct A@1:8: AppIntent, Sendable {  }"]),
        ("enum Seating: String, AppEnum { case any, indoor(Int), outdoor = \"out\"\n case bar }", ["enum Seating@1:6: String, AppEnum { case any,indoor,outdoor; case bar }"]),
        ("extension Outer.Inner: AppEnum where T == Int { static var x = 1 }", ["extension Inner@1:17: AppEnum { static var x }"]),
        ("struct X: AppIntent & Swift.Sendable, @unchecked Sendable {}", ["struct X@1:8: AppIntent, Sendable, Sendable {  }"]),
        ("struct G<T: Hashable>: AppEntity where T: Sendable { let id: T }", ["struct G@1:8: AppEntity { let id }"]),
        (
            """
            @AppIntent(.tool)
            struct BookTable: AppIntent {
                static let title: LocalizedStringResource = "Book { a Table"
                @Parameter(
                    title: "Guests",
                    default: 2
                )
                var partySize: Int
                private(set) var a = 1, b = 2
                func perform() async throws -> some IntentResult {
                    struct Local: AppIntent {}
                    return .result()
                }
                init() {}
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: A(), phrases: ["}"])
                }
                class func make() {}
                nonisolated(unsafe) static var shared = Foo()
                subscript(i: Int) -> Int { i }
                typealias Value = Int
            }
            """,
            ["struct BookTable@2:8: AppIntent { static let title; @Parameter var partySize; var a; func perform; other init; static var appShortcuts; static func make; static var shared; other subscript }"]
        ),
        ("struct O { struct I: AppEntity { var x: Int } enum E { case a } }", ["struct O@1:8 { struct I@1:19: AppEntity { var x }; enum E@1:52 { case a } }"]),
        ("let x = foo { struct Hidden: AppIntent {} }\nstruct Shown {}", ["struct Shown@2:8 {  }"]),
        ("print(x, struct: 1)\nactor Store: AppEntity {}\nclass C {}", ["actor Store@2:7: AppEntity {  }", "class C@3:7 {  }"]),
        ("struct A {\n static var x: Int =\n  5\n var y = [\n  1,\n ]\n @Property var z: Int\n}", ["struct A@1:8 { static var x; var y; @Property var z }"]),
        ("protocol BookingIntent: AppIntent {}\nstruct B: BookingIntent {}", ["protocol BookingIntent@1:10: AppIntent {  }", "struct B@2:8: BookingIntent {  }"]),
    ]

    @Test("types, conformances and members", arguments: structures)
    func outlines(source: String, expected: [String]) {
        #expect(declarations(source).map(outline) == expected)
    }

    @Test("member values are kept as tokens: the type, the initializer and the body")
    func memberTokens() throws {
        let type = try #require(declarations("""
            struct A {
                static let title: LocalizedStringResource =
                    LocalizedStringResource("Book")
                var name: String { restaurant.name }
                func perform() -> some ReturnsValue<[B]> { .result(value: []) }
            }
            """).first)
        let title = type.members[0]
        #expect(title.type.map(\.text) == ["LocalizedStringResource"])
        #expect(title.initializer?.map(\.text) == ["LocalizedStringResource", "(", "\"Book\"", ")"])
        #expect(type.members[1].body?.map(\.text) == ["restaurant", ".", "name"])
        #expect(type.members[2].type.map(\.text) == ["(", ")", "->", "some", "ReturnsValue", "<", "[", "B", "]", ">"])
        #expect(type.members[2].body?.count == 8)
    }

    @Test("an attribute's arguments may span lines")
    func attributeArguments() throws {
        let type = try #require(declarations("struct A {\n  @Parameter(\n    title: \"Guests\",\n    default: 2\n  )\n  var partySize: Int\n}").first)
        let attribute = try #require(type.members.first?.attribute("Parameter"))
        #expect(attribute.arguments?.map(\.text) == ["title", ":", "\"Guests\"", ",", "default", ":", "2"])
        #expect((attribute.token.line, attribute.token.column) == (2, 3))
    }

    @Test("every branch of #if is read, and each declaration knows its branches")
    func branches() {
        let found = declarations("""
            #if os(iOS)
            struct A {}
            #elseif os(macOS)
            struct A {}
            #else
            #if DEBUG
            struct B {}
            #endif
            #endif
            struct C {
                #if os(iOS)
                var x: Int
                #endif
            }
            """)
        #expect(found.map(\.name) == ["A", "A", "B", "C"])
        #expect(found.map { $0.branches.map { "\($0.block).\($0.branch)" } } == [["1.0"], ["1.1"], ["1.2", "2.0"], []])
        #expect(found[3].members.first?.branches.map(\.block) == [3])
        #expect(SwiftBranch.exclusive(found[0].branches, found[1].branches))
        #expect(!SwiftBranch.exclusive(found[2].branches, found[3].branches))
    }

    static let brokenSources: [(String, [String])] = [
        ("struct A {\n  func f() {\n", ["2:12: error: '{' is never closed by '}'"]),
        ("struct A {\n  var x = 1\n", ["1:10: error: '{' is never closed by '}'"]),
        ("struct A {}\n}\n", ["2:1: error: unexpected '}' with no '{' to close"]),
        ("#endif\n#else\n", ["1:1: error: '#endif' without '#if'", "2:1: error: '#else' without '#if'"]),
        ("#if DEBUG\nstruct A {}\n", ["1:1: error: '#if' is never closed by '#endif'"]),
        ("struct A {\n#if DEBUG\n}\n", ["2:1: error: '#if' is never closed by '#endif' before the '}' that ends this body"]),
        ("struct A {\n  @Parameter(title: \"x\"\n  var x: Int\n}\nstruct B {}", ["2:13: error: '(' of @Parameter is never closed by ')'"]),
        ("struct A {\n  static let t = f(\n  var x: Int\n}", ["2:19: error: '(' is never closed by ')'"]),
        ("struct A: AppIntent\nstruct B {}", ["1:8: error: expected '{' to begin the body of struct 'A'"]),
    ]

    @Test("broken structure is reported where it starts", arguments: brokenSources)
    func problems(source: String, expected: [String]) {
        let (tokens, _) = SwiftLexer.tokenize(source)
        let (_, problems) = SwiftDeclarationParser.parse(tokens)
        #expect(problems.map(\.description) == expected)
    }

    @Test("a declaration after a broken one is still read")
    func recovery() {
        let (tokens, _) = SwiftLexer.tokenize("struct A {\n  @Parameter(title: \"x\"\n  var x: Int\n}\nstruct B: AppIntent {}")
        let (found, _) = SwiftDeclarationParser.parse(tokens)
        #expect(found.map(\.name) == ["A", "B"])
        #expect(found.first?.members.map(\.name) == ["x"])
    }

    @Test("types nested past the limit are skipped, not read")
    func nesting() {
        let depth = SwiftDeclarationParser.maxNesting + 3
        let source = String(repeating: "struct S {", count: depth) + String(repeating: "}", count: depth)
        let (tokens, _) = SwiftLexer.tokenize(source)
        let (found, problems) = SwiftDeclarationParser.parse(tokens)
        #expect(found.count == 1)
        #expect(problems.count == 1)
        #expect(problems.first?.message.contains("is nested more than \(SwiftDeclarationParser.maxNesting) types deep") == true)
    }
}
