import Testing
@testable import JSON

@Suite("JSON Lines")
struct JSONLinesTests {
    @Test("a bad line 3 is reported as line 3; blank lines are skipped")
    func badLine() {
        let text = """
            {"turn": 1, "role": "user"}
            {"turn": 2, "role": "assistant"}
            {"turn": 3, "role": }

              \t
            {"turn": 4}
            """
        let results = JSONLines.parse(Array(text.utf8))
        #expect(results.map(\.line) == [1, 2, 3, 6])
        #expect((try? results[0].result.get()) == ["turn": 1, "role": "user"])
        #expect((try? results[3].result.get()) == ["turn": 4])
        guard case .failure(let error) = results[2].result else {
            Issue.record("line 3 parsed")
            return
        }
        #expect(error.description == "3:21: expected a value, found '}'")
        #expect(error.line == 3)
        #expect(error.offset == 28 + 33 + 20)
        #expect(Array(text.utf8)[error.offset] == UInt8(ascii: "}"))
        #expect(throws: error) { try JSONLines.values(Array(text.utf8)) }
    }

    @Test("CRLF, a missing final newline and a byte order mark")
    func lineEndings() throws {
        let results = JSONLines.parse("\u{FEFF}[1]\r\n[2]\r\n\r\n[3]")
        #expect(results.map(\.line) == [1, 2, 4])
        #expect(try results.map { try $0.result.get() } == [[1], [2], [3]])
        #expect(JSONLines.parse("").isEmpty)
        #expect(JSONLines.parse("\n\n").isEmpty)
    }

    @Test("an unterminated string stops at the end of its line")
    func unterminatedString() {
        let results = JSONLines.parse("{\"a\": \"open\n{\"b\": 2}\n")
        #expect(results.count == 2)
        #expect(results.map(\.line) == [1, 2])
        if case .failure(let error) = results[0].result {
            #expect(error.description == "1:7: unterminated string")
        } else {
            Issue.record("line 1 parsed")
        }
        #expect((try? results[1].result.get()) == ["b": 2])
    }

    @Test("written lines read back")
    func writeAndRead() throws {
        let values: [JSONValue] = [["run": "a", "score": 0.5], ["text": "two\nlines"], [1, 2.0]]
        let text = JSONLines.serialized(values)
        #expect(text == "{\"run\":\"a\",\"score\":0.5}\n{\"text\":\"two\\nlines\"}\n[1,2.0]\n")
        var buffer: [UInt8] = []
        JSONLines.write(values, into: &buffer)
        #expect(buffer == Array(text.utf8))
        #expect(try JSONLines.values(buffer) == values)
    }

    @Test("30,000 lines parse")
    func manyLines() throws {
        let line: JSONValue = [
            "run": "baseline", "scenario": "weather/forecast", "turn": 3, "role": "assistant",
            "text": "It will be sunny in Paris tomorrow, with a high of 24°C.",
            "tool": ["name": "get_forecast", "arguments": ["city": "Paris", "days": 2]],
            "latency": 0.25, "ok": true, "error": nil,
        ]
        var buffer: [UInt8] = []
        JSONLines.write(repeatElement(line, count: 30_000), into: &buffer)
        let results = JSONLines.parse(buffer)
        #expect(results.count == 30_000)
        #expect(results.last?.line == 30_000)
        #expect(try results.last?.result.get() == line)
    }
}
