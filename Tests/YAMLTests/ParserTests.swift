import Testing
import YAML

@Suite("Parser")
struct ParserTests {
    static let scenario = """
        # a scenario
        name: weather
        turns:
          - user: "What's the weather?"
            expect: {intent: forecast, slots: [city, day]}
          - user: >
              Tomorrow
              please
            retries: 2
        nested:
          deeper:
            - [1, [2, 3]]
        unicode: é
        après: ü
        """

    static let marks: [([Step], Int, Int)] = [
        ([], 2, 1),
        (["name"], 2, 7),
        (["turns"], 4, 3),
        (["turns", 0], 4, 5),
        (["turns", 0, "user"], 4, 11),
        (["turns", 0, "expect"], 5, 13),
        (["turns", 0, "expect", "intent"], 5, 22),
        (["turns", 0, "expect", "slots"], 5, 39),
        (["turns", 0, "expect", "slots", 1], 5, 46),
        (["turns", 1], 6, 5),
        (["turns", 1, "user"], 6, 11),
        (["turns", 1, "retries"], 9, 14),
        (["nested", "deeper"], 12, 5),
        (["nested", "deeper", 0], 12, 7),
        (["nested", "deeper", 0, 1], 12, 11),
        (["nested", "deeper", 0, 1, 1], 12, 15),
        (["unicode"], 13, 10),
        (["après"], 14, 8),
    ]

    @Test("nodes are marked with 1-based line and column", arguments: marks)
    func mark(path: [Step], line: Int, column: Int) throws {
        let root = try #require(try parse(Self.scenario))
        let node = try #require(root.at(path: path))
        #expect(node.mark == Mark(line: line, column: column))
    }

    @Test("keys are marked where they start")
    func keyMarks() throws {
        let root = try #require(try parse(Self.scenario))
        let keys = try #require(root.mapping).pairs.map { "\($0.key.scalar?.string ?? "?")@\($0.key.mark)" }
        #expect(keys == ["name@2:1", "turns@3:1", "nested@10:1", "unicode@13:1", "après@14:1"])
        let expect = try #require(root.at("turns", 0, "expect")?.mapping)
        #expect(expect.pairs.map(\.key.mark) == [Mark(line: 5, column: 14), Mark(line: 5, column: 32)])
    }

    @Test("the text of a folded scalar")
    func folded() throws {
        let root = try #require(try parse(Self.scenario))
        #expect(root.at("turns", 1, "user")?.scalar?.string == "Tomorrow please\n")
    }

    @Test("a node with properties is marked at its first property")
    func propertyMarks() throws {
        let root = try #require(try parse("a: !!str 12\nb: &x [1]\n"))
        #expect(root.at("a")?.mark == Mark(line: 1, column: 4))
        #expect(root.at("b")?.mark == Mark(line: 2, column: 4))
    }

    @Test("line breaks and a byte order mark do not move marks")
    func lineBreaks() throws {
        let crlf = try #require(try parse("a: 1\r\nb:\r\n  - x\r\n"))
        #expect(crlf.at("b", 0)?.mark == Mark(line: 3, column: 5))
        let bom = try #require(try YAMLParser.parse([0xEF, 0xBB, 0xBF] + Array("a: 1\nb: 2\n".utf8), file: "test.yaml"))
        #expect(bom.mapping?.pairs.first?.key.mark == Mark(line: 1, column: 1))
        #expect(bom.at("b")?.mark == Mark(line: 2, column: 4))
        #expect(bom.at("b")?.scalar?.value == .int(2))
    }

    static let styles: [(String, Node.Scalar.Style, String)] = [
        ("a: plain text", .plain, "plain text"),
        ("a: 'single ''quoted'''", .singleQuoted, "single 'quoted'"),
        ("a: \"double\\tquoted\\u00e9\"", .doubleQuoted, "double\tquotedé"),
        ("a: |\n  line 1\n  line 2\n", .literal, "line 1\nline 2\n"),
        ("a: |-\n  kept\n", .literal, "kept"),
        ("a: >\n  folded\n  text\n\n  para\n", .folded, "folded text\npara\n"),
        ("a: plain\n  continued\n", .plain, "plain continued"),
        ("a:", .plain, ""),
    ]

    @Test("scalar styles and texts", arguments: styles)
    func style(source: String, style: Node.Scalar.Style, text: String) throws {
        let scalar = try #require(try parse(source)?.at("a")?.scalar)
        #expect(scalar.style == style)
        #expect(scalar.string == text)
    }

    @Test("bytes and text parse alike")
    func bytesAndText() throws {
        #expect(try YAMLParser.parse(Array(Self.scenario.utf8), file: "test.yaml") == parse(Self.scenario))
    }

    @Test("files without content give nil", arguments: [
        "", "\n\n", "   \n", "# only a comment\n", "# one\n  # two\n", "---\n", "---\n# comment\n...\n",
    ])
    func empty(source: String) throws {
        #expect(try parse(source) == nil)
        #expect(try YAMLParser.parse(Array(source.utf8), file: "test.yaml") == nil)
        #expect(try YAMLParser.parse([0xEF, 0xBB, 0xBF] + Array(source.utf8), file: "test.yaml") == nil)
    }

    @Test("an explicit null or empty string is content")
    func explicitEmpty() throws {
        #expect(try parse("~")?.isNull == true)
        #expect(try parse("--- ''\n")?.scalar?.value == .string(""))
        #expect(try parse("--- !!null\n")?.isNull == true)
    }

    @Test("a single document with markers")
    func markers() throws {
        let root = try #require(try parse("%YAML 1.2\n---\na: 1\n...\n"))
        #expect(root.at("a")?.scalar?.value == .int(1))
    }

    @Test("an alias is a copy of its anchor's node, marked where the anchor was defined")
    func aliases() throws {
        let source = """
            base: &base
              retries: 2
              tags: [a, b]
            copy: *base
            list: [&one 1, *one, *base]
            """
        let root = try #require(try parse(source))
        let base = try #require(root.at("base"))
        #expect(root.at("copy") == base)
        #expect(root.at("copy")?.mapping?["retries"]?.scalar?.value == .int(2))
        #expect(root.at("copy")?.mark == Mark(line: 1, column: 7))
        #expect(root.at("copy", "tags", 1)?.mark == Mark(line: 3, column: 13))
        #expect(root.at("list", 1)?.scalar?.value == .int(1))
        #expect(root.at("list", 1)?.mark == Mark(line: 5, column: 8))
        #expect(root.at("list", 2) == base)
    }

    @Test("a redefined anchor refers to its latest node")
    func redefinedAnchor() throws {
        let root = try #require(try parse("- &a 1\n- *a\n- &a 2\n- *a\n"))
        #expect(root.sequence?.items.compactMap { $0.scalar?.string } == ["1", "1", "2", "2"])
    }

    @Test("aliases under the expansion limit are fine")
    func expansionUnderLimit() throws {
        let source = "a: &a [1, 2, 3]\nb: [*a, *a]\n"
        #expect(try parse(source, limits: .init(maxAliasExpansion: 8)) != nil)
        let error = try #require(parseError(source, limits: .init(maxAliasExpansion: 7)))
        #expect(error.message == "alias expansion exceeds 7 nodes; is this a 'billion laughs' document?")
        #expect(error.mark == Mark(line: 2, column: 9))
    }

    @Test("keys that are collections are kept and not compared")
    func complexKeys() throws {
        let root = try #require(try parse("? [a, b]\n: 1\n? [a, b]\n: 2\n"))
        #expect(root.mapping?.pairs.count == 2)
    }

    @Test("nesting up to the limit is fine")
    func nestingAtLimit() throws {
        let source = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        var node = try #require(try parse(source))
        var depth = 1
        while let inner = node.sequence?.items.first {
            node = inner
            depth += 1
        }
        #expect(depth == 256)
        #expect(try parse("a: [[x]]", limits: .init(maxDepth: 3)) != nil)
    }

    @Test("a large mapping keeps its keys in order")
    func largeMapping() throws {
        let source = (0..<500).map { "key\($0): \($0)" }.joined(separator: "\n")
        let mapping = try #require(try parse(source)?.mapping)
        #expect(mapping.pairs.count == 500)
        #expect(mapping.pairs.map { $0.key.scalar?.string } == (0..<500).map { "key\($0)" })
        #expect(mapping["key499"]?.scalar?.value == .int(499))
    }

    @Test("parsing is safe from many tasks at once")
    func concurrent() async throws {
        let source = Self.scenario
        let expected = try parse(source)
        let results = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<16 {
                group.addTask { (try? parse(source)) == expected }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results == Array(repeating: true, count: 16))
    }
}
