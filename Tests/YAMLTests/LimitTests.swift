import Testing
import YAML

@Suite("Limits")
struct LimitTests {
    static let billionLaughs: String = {
        var source = "a0: &a0 lol\n"
        for level in 1...9 {
            let aliases = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
            source += "a\(level): &a\(level) [\(aliases)]\n"
        }
        return source
    }()

    /// Failing at the alias that crosses the limit is what makes it fast: the
    /// document would expand to a billion nodes.
    @Test("a billion laughs document fails at the alias that crosses the limit")
    func billionLaughs() throws {
        let found = try #require(parseError(Self.billionLaughs))
        #expect(found.description == """
            test.yaml:6:45: error: alias expansion exceeds 100000 nodes; is this a 'billion laughs' document?
            a5: &a5 [*a4, *a4, *a4, *a4, *a4, *a4, *a4, *a4, *a4, *a4]
                                                        ^
            """)
    }

    @Test("200,000 opening brackets are an error, not a crash", arguments: [200_000])
    func brackets(count: Int) throws {
        let found = try #require(parseError([UInt8](repeating: UInt8(ascii: "["), count: count)))
        #expect(found.message == "nesting is deeper than 256 levels")
        #expect(found.mark == Mark(line: 1, column: 257))
    }

    @Test("libyaml itself copes with deep unclosed nesting past our limit")
    func libyamlDeepNesting() throws {
        let source = [UInt8](repeating: UInt8(ascii: "["), count: 3_000)
        let error = try #require(parseError(source, limits: .init(maxDepth: 10_000)))
        #expect(error.message == "did not find expected node content")
    }

    /// Documents 300 levels deep, by the way they nest (built in the test so
    /// the test log shows the name, not 90 KB of YAML).
    static func deepDocument(_ kind: String) -> String {
        switch kind {
        case "flow lists": String(repeating: "[", count: 257) + String(repeating: "]", count: 257)
        case "flow mappings": String(repeating: "{a: ", count: 300) + "1" + String(repeating: "}", count: 300)
        case "block mappings": (0..<300).map { String(repeating: "  ", count: $0) + "k:" }.joined(separator: "\n") + " v\n"
        default: (0..<300).map { String(repeating: "  ", count: $0) + "-" }.joined(separator: "\n") + " v\n"
        }
    }

    @Test("nesting deeper than the limit is an error at the node that crosses it", arguments: [
        ("flow lists", 1, 257), ("flow mappings", 1, 1025), ("block mappings", 257, 513), ("block lists", 257, 513),
    ])
    func deepNesting(kind: String, line: Int, column: Int) throws {
        let error = try #require(parseError(Self.deepDocument(kind)))
        #expect(error.message == "nesting is deeper than 256 levels")
        #expect(error.mark == Mark(line: line, column: column))
    }

    @Test("the depth limit is configurable and counts aliased collections")
    func configurableDepth() throws {
        let error = try #require(parseError("a: [[[1]]]", limits: .init(maxDepth: 3)))
        #expect(error.description == """
            test.yaml:1:6: error: nesting is deeper than 3 levels
            a: [[[1]]]
                 ^
            """)
        let alias = try #require(parseError("a: &x [[1]]\nb: [*x]\n", limits: .init(maxDepth: 3)))
        #expect(alias.message == "nesting is deeper than 3 levels")
        #expect(alias.mark == Mark(line: 2, column: 5))
        #expect(try parse("a: &x [[1]]\nb: *x\n", limits: .init(maxDepth: 3)) != nil)
    }

    @Test("default limits")
    func defaults() {
        let limits = YAMLParser.Limits()
        #expect(limits.maxDepth == 256)
        #expect(limits.maxAliasExpansion == 100_000)
    }
}
