import Testing
@testable import SwiftSources

@Suite("Swift expressions")
struct SwiftExpressionTests {
    /// An expression as a short outline: `call(IntentDialog; _: "Hi")`.
    static func outline(_ expression: SwiftExpression?) -> String {
        guard let expression else { return "none" }
        switch expression {
        case .string(let token): return "\"\(token.plainString ?? "interpolated")\""
        case .number(let text, _): return text
        case .bool(let value, _): return "\(value)"
        case .nil: return "nil"
        case .path(let names, let dot, _): return (dot ? "." : "") + names.joined(separator: ".")
        case .call(let callee, let arguments, _):
            return "call(\(outline(callee))" + arguments.map { "; \($0.label ?? "_"): \(outline($0.value))" }.joined() + ")"
        case .array(let items, _): return "[" + items.map(outline).joined(separator: ", ") + "]"
        case .dictionary(let pairs, _): return "[" + pairs.map { "\(outline($0.key)): \(outline($0.value))" }.joined(separator: ", ") + "]"
        case .tuple(let items, _): return "(" + items.map { "\($0.label ?? "_"): \(outline($0.value))" }.joined(separator: ", ") + ")"
        case .keyPath(let names, _): return "\\" + names.joined(separator: ".")
        case .other(let token): return "other@\(token.line):\(token.column)"
        }
    }

    static let expressions: [(String, String)] = [
        (#""Book""#, #""Book""#), ("-12", "-12"), ("65.0", "65.0"), ("true", "true"), ("nil", "nil"),
        (".requiresAuthentication", ".requiresAuthentication"), (".mail.createDraft", ".mail.createDraft"),
        ("Seating.any", "Seating.any"), (#"IntentDescription("Hi", categoryName: "X")"#, #"call(IntentDescription; _: "Hi"; categoryName: "X")"#),
        (#".init(title: "A", synonyms: ["a", "b"])"#, #"call(.init; title: "A"; synonyms: ["a", "b"])"#),
        (#"[.any: "No", .bar: DisplayRepresentation(stringLiteral: "Bar"),]"#, #"[.any: "No", .bar: call(DisplayRepresentation; stringLiteral: "Bar")]"#),
        ("[:]", "[]"), ("(1, 12)", "(_: 1, _: 12)"), ("(lowerBound: 1, upperBound: 12)", "(lowerBound: 1, upperBound: 12)"),
        (#"\.$restaurant"#, #"\$restaurant"#), (#"\BookTable.$restaurant"#, #"\BookTable.$restaurant"#), (#""A" as LocalizedStringResource"#, #""A""#),
        (#""a" + "b""#, "other@1:1"), ("Foo { 1 }", "other@1:1"), ("x ? 1 : 2", "other@1:1"),
        ("f(a: 1 + 2, b: 3)", "call(f; a: other@1:6; b: 3)"), ("[[[[1]]]]", "[[[[1]]]]"),
        (String(repeating: "[", count: 100) + String(repeating: "]", count: 100), "other@1:1"),
    ]

    @Test("the value shapes declarations use", arguments: expressions)
    func parse(source: String, expected: String) {
        #expect(Self.outline(SwiftExpression.parse(SwiftLexer.tokenize(source).tokens)) == expected)
    }
}
