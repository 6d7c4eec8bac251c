import YAML

/// Rewrites the few spellings of valid JSON that libyaml refuses into YAML
/// that means the same, and remembers how columns moved, so the file can be
/// parsed by `YAMLParser` and every mark still points into the original.
///
/// - A UTF-16 surrogate pair, `\ud83d\ude00` (which Python's `json.dump`
///   writes for every character outside the Basic Multilingual Plane),
///   becomes YAML's 8-digit escape `\U0001F600`: two columns shorter.
/// - A lone surrogate, which no Unicode string can hold, becomes `\uFFFD`
///   (the replacement character), and its place is kept for a warning.
/// - A raw line or paragraph separator (U+2028, U+2029) or next-line
///   character (U+0085) inside a string, valid in JSON but a line break to
///   YAML, becomes its YAML escape `\L`, `\P` or `\N`: one column longer.
/// - A tab outside strings becomes a space, so a tab-indented file parses
///   even where YAML would read the tab as indentation.
///
/// Lines are counted as libyaml counts them (`\n`, `\r\n` and `\r` end a
/// line), so only columns move.
struct JSONPreparation {
    /// The text to hand to the parser.
    private(set) var text: String
    /// Where lone surrogates were replaced, in the original's lines and columns.
    private(set) var loneSurrogates: [Mark] = []
    /// The first thing outside JSON's syntax that YAML would accept (a
    /// comment, an anchor, a trailing comma), in the original's lines and
    /// columns; like a JSON parser, the scan stops at the first.
    private(set) var problems: [(message: String, mark: Mark)] = []
    static let problemLimit = 1
    /// Per line, the shifts in prepared-text columns: a mark at or after
    /// `column` is `delta` columns further right in the prepared text than
    /// in the original (deltas accumulate along the line).
    private var shifts: [Int: [(column: Int, delta: Int)]] = [:]

    init(_ original: String) {
        var output = String.UnicodeScalarView()
        let scalars = Array(original.unicodeScalars)
        var line = 1
        var column = 1 // in the original
        var delta = 0 // prepared column minus original column, on this line
        var inString = false
        var index = 0
        var shifts: [Int: [(column: Int, delta: Int)]] = [:]
        var loneSurrogates: [Mark] = []
        var problems: [(message: String, mark: Mark)] = []
        // The last character outside strings that was not white space, and where.
        var previous: (scalar: Unicode.Scalar, mark: Mark)?

        func record(_ grow: Int, after originalColumn: Int) {
            delta += grow
            shifts[line, default: []].append((originalColumn + delta, delta))
        }

        /// Copies a line break (`\r\n` as one) and moves to the next line.
        func breakLine(_ scalar: Unicode.Scalar) {
            output.append(scalar)
            if scalar == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" {
                output.append("\n")
                index += 1
            }
            line += 1
            column = 1
            delta = 0
            index += 1
        }

        while index < scalars.count {
            let scalar = scalars[index]
            if !inString {
                if problems.count < Self.problemLimit, var problem = Self.problem(scalar, after: previous?.scalar) {
                    var mark = scalar == "}" || scalar == "]" ? previous!.mark : Mark(line: line, column: column)
                    if Self.isWordPart(scalar) {
                        // A bare word: name all of it, from its start.
                        var start = index
                        while start > 0, Self.isWordPart(scalars[start - 1]) { start -= 1 }
                        var end = index
                        while end < scalars.count, Self.isWordPart(scalars[end]) { end += 1 }
                        let word = String(String.UnicodeScalarView(scalars[start..<end]))
                        problem = "invalid JSON: unexpected word '\(word)'; strings must be in double quotes"
                        mark = Mark(line: line, column: column - (index - start))
                    }
                    problems.append((problem, mark))
                }
                if !Self.whiteSpace.contains(scalar) { previous = (scalar, Mark(line: line, column: column)) }
                switch scalar {
                case "\"":
                    inString = true
                    output.append(scalar)
                case "\t":
                    output.append(" ")
                case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}":
                    breakLine(scalar)
                    continue
                default:
                    output.append(scalar)
                }
                index += 1
                column += 1
                continue
            }
            switch scalar {
            case "\"":
                inString = false
                output.append(scalar)
            case "\u{85}", "\u{2028}", "\u{2029}":
                output.append(contentsOf: scalar == "\u{85}" ? "\\N".unicodeScalars : scalar == "\u{2028}" ? "\\L".unicodeScalars : "\\P".unicodeScalars)
                record(1, after: column + 1)
            case "\\" where index + 1 < scalars.count:
                let next = scalars[index + 1]
                if next == "u", let unit = Self.hex4(scalars, at: index + 2), (0xD800...0xDFFF).contains(unit) {
                    if unit <= 0xDBFF, scalars.count > index + 7, scalars[index + 6] == "\\", scalars[index + 7] == "u",
                       let low = Self.hex4(scalars, at: index + 8), (0xDC00...0xDFFF).contains(low) {
                        let value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                        let digits = String(value, radix: 16, uppercase: true)
                        output.append(contentsOf: ("\\U" + String(repeating: "0", count: 8 - digits.count) + digits).unicodeScalars)
                        record(-2, after: column + 12)
                        index += 12
                        column += 12
                        continue
                    }
                    loneSurrogates.append(Mark(line: line, column: column))
                    output.append(contentsOf: "\\uFFFD".unicodeScalars)
                    index += 6
                    column += 6
                    continue
                }
                // Any other escape is copied whole, so `\\` and `\"` do not end the string.
                output.append(scalar)
                if next == "\n" || next == "\r" {
                    index += 1
                    column += 1
                    continue
                }
                output.append(next)
                index += 2
                column += 2
                continue
            case "\n", "\r":
                // A raw line break cannot be in a JSON string; libyaml reports the string.
                breakLine(scalar)
                continue
            default:
                output.append(scalar)
            }
            index += 1
            column += 1
        }
        text = String(output)
        self.shifts = shifts
        self.loneSurrogates = loneSurrogates
        self.problems = problems
    }

    /// JSON's white space, and the other characters JSON allows outside strings.
    private static let whiteSpace: Set<Unicode.Scalar> = [" ", "\t", "\n", "\r"]
    private static let allowed = Set("{}[]:,\"-+.0123456789eEtrufalsn".unicodeScalars).union(whiteSpace)

    private static func isWordPart(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
    }

    /// What is wrong with `scalar` outside strings, after `previous`.
    private static func problem(_ scalar: Unicode.Scalar, after previous: Unicode.Scalar?) -> String? {
        if (scalar == "}" || scalar == "]"), previous == "," {
            return "invalid JSON: a comma before '\(scalar)'"
        }
        guard !allowed.contains(scalar) else { return nil }
        switch scalar {
        case "#": return "invalid JSON: comments are not JSON"
        case "'": return "invalid JSON: strings must be in double quotes"
        case "&", "*": return "invalid JSON: YAML anchors and aliases are not JSON"
        case "!": return "invalid JSON: YAML tags are not JSON"
        default:
            let shown = scalar.properties.isWhitespace || scalar.value < 0x20 ? "U+" + String(scalar.value, radix: 16, uppercase: true) : String(scalar)
            return "invalid JSON: unexpected character '\(shown)'"
        }
    }

    /// The original column of a column in the prepared text.
    func originalColumn(line: Int, column: Int) -> Int {
        guard let moves = shifts[line] else { return column }
        var shift = 0
        for move in moves where column >= move.column { shift = move.delta }
        return max(1, column - shift)
    }

    /// The tree with every mark moved back to the original's columns and
    /// into `source`.
    func relocate(_ node: Node, source: Int32) -> Node {
        guard !shifts.isEmpty else { return node.relocated(source: source) }
        func move(_ mark: Mark) -> Mark {
            Mark(line: mark.line, column: originalColumn(line: mark.line, column: mark.column), source: source)
        }
        switch node {
        case .scalar(var scalar):
            scalar.mark = move(scalar.mark)
            return .scalar(scalar)
        case .mapping(var mapping):
            mapping.mark = move(mapping.mark)
            mapping.pairs = mapping.pairs.map { Node.Mapping.Pair(key: relocate($0.key, source: source), value: relocate($0.value, source: source)) }
            return .mapping(mapping)
        case .sequence(var sequence):
            sequence.mark = move(sequence.mark)
            sequence.items = sequence.items.map { relocate($0, source: source) }
            return .sequence(sequence)
        }
    }

    /// The value of four hex digits at `index`, nil when they are not there.
    private static func hex4(_ scalars: [Unicode.Scalar], at index: Int) -> Int? {
        guard index + 4 <= scalars.count else { return nil }
        var value = 0
        for scalar in scalars[index..<index + 4] {
            guard let digit = Int(String(scalar), radix: 16) else { return nil }
            value = value * 16 + digit
        }
        return value
    }
}
