import Diagnostics
import Testing

/// The line under a diagnostic: right for CRLF files, short for one-line
/// files of many kilobytes, with the caret under the column's character.
@Suite struct SourceSnippetTests {
    @Test(arguments: [
        ("a: 1\r\nb: [\r\n", 2, 4, "b: [\n   ^"),
        ("one\ntwo", 3, 1, ""),
        ("tab:\there", 1, 6, "tab:\there\n    \t^"),
        ("é: x", 1, 4, "é: x\n   ^"),
        ("ab", 1, 5, "ab\n    ^"),
    ] as [(String, Int, Int, String)])
    func rendered(text: String, line: Int, column: Int, expected: String) {
        #expect(SourceSnippet.render(text, line: line, column: column) == expected)
    }

    @Test func aLongLineIsCutAroundTheColumn() {
        let text = String(repeating: "x", count: 1_000) + "!" + String(repeating: "y", count: 1_000)
        let lines = SourceSnippet.render(text, line: 1, column: 1_001).split(separator: "\n")
        #expect(lines[0].count == SourceSnippet.width + 6)
        #expect(lines[0].hasPrefix("...x") && lines[0].hasSuffix("y..."))
        // The caret is still under the "!".
        let caret = lines[1].count - 1
        #expect(Array(lines[0])[caret] == "!")
    }
}
