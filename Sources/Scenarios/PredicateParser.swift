import AppDefinitions
import Dates

/// Parses the predicate language of scenario-format.md: comparisons between
/// `$0` and literals (numbers, quoted strings, `true`, `false`, ISO dates in
/// quotes) joined with `&&`, `||`, `!` and parentheses; and checks that its
/// literals fit the declared type of the value.
public enum PredicateParser {
    /// A problem with the predicate, at a 0-based character offset into it.
    public struct ParseError: Error, Sendable, Hashable {
        public var offset: Int
        public var message: String
    }

    public static func parse(_ source: String, type: ValueType) -> Result<Predicate, ParseError> {
        var parser = Parser(source: source, type: type)
        do throws(ParseError) {
            let expression = try parser.parseOr()
            parser.skipSpaces()
            if parser.index < parser.characters.count {
                throw ParseError(offset: parser.index, message: "unexpected '\(parser.characters[parser.index])' after the predicate")
            }
            guard parser.mentionsValue else {
                throw ParseError(offset: 0, message: "the predicate never mentions $0, the value")
            }
            return .success(Predicate(expression: expression, source: source))
        } catch {
            return .failure(error)
        }
    }

    /// Works on Unicode scalars: offsets then count what the user sees for
    /// the ASCII text predicates are written in, without grapheme breaking.
    private struct Parser {
        let characters: [Unicode.Scalar]
        let type: ValueType
        var index = 0
        var mentionsValue = false
        var depth = 0

        init(source: String, type: ValueType) {
            characters = Array(source.unicodeScalars)
            self.type = type
        }

        mutating func skipSpaces() {
            while index < characters.count, characters[index] == " " || characters[index] == "\t" || characters[index] == "\n" { index += 1 }
        }

        mutating func take(_ text: StaticString) -> Bool {
            skipSpaces()
            let count = text.utf8CodeUnitCount
            guard index + count <= characters.count else { return false }
            let matched = text.withUTF8Buffer { token in
                (0..<count).allSatisfy { characters[index + $0].value == UInt32(token[$0]) }
            }
            if matched { index += count }
            return matched
        }

        func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
        func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || isDigit(scalar) || scalar == "_" || scalar == "$"
        }

        mutating func parseOr() throws(ParseError) -> Predicate.Expression {
            var left = try parseAnd()
            while take("||") { left = .or(left, try parseAnd()) }
            return left
        }

        mutating func parseAnd() throws(ParseError) -> Predicate.Expression {
            var left = try parseUnary()
            while take("&&") { left = .and(left, try parseUnary()) }
            return left
        }

        mutating func parseUnary() throws(ParseError) -> Predicate.Expression {
            skipSpaces()
            if index < characters.count, characters[index] == "!", index + 1 >= characters.count || characters[index + 1] != "=" {
                index += 1
                return .not(try nested { (p: inout Parser) throws(ParseError) in try p.parseUnary() })
            }
            if take("(") {
                let inner = try nested { (p: inout Parser) throws(ParseError) in try p.parseOr() }
                guard take(")") else { throw ParseError(offset: index, message: "expected ')'") }
                return inner
            }
            return try parseComparison()
        }

        mutating func nested(_ body: (inout Parser) throws(ParseError) -> Predicate.Expression) throws(ParseError) -> Predicate.Expression {
            depth += 1
            defer { depth -= 1 }
            if depth > 64 { throw ParseError(offset: index, message: "the predicate is nested too deeply") }
            return try body(&self)
        }

        mutating func parseComparison() throws(ParseError) -> Predicate.Expression {
            let start = index
            let left = try parseOperand()
            skipSpaces()
            let operatorStart = index
            guard let comparison = comparisonOperator() else {
                if left == .value, type.unwrapped == .bool { return .value }
                throw ParseError(offset: index, message: index < characters.count
                    ? "expected a comparison (==, !=, <, <=, >, >=), found '\(characters[index])'"
                    : "expected a comparison (==, !=, <, <=, >, >=) at the end")
            }
            let right = try parseOperand()
            if left != .value, right != .value {
                throw ParseError(offset: start, message: "a comparison must have $0 on one side")
            }
            if comparison != .equal, comparison != .notEqual, [left, right].contains(where: { if case .bool = $0 { true } else { false } }) || type.unwrapped == .bool {
                throw ParseError(offset: operatorStart, message: "'\(comparison.rawValue)' cannot compare booleans; use == or !=")
            }
            return .compare(comparison, left, right)
        }

        /// The longest comparison operator at the current position.
        mutating func comparisonOperator() -> Predicate.Comparison? {
            if take("<=") { return .lessOrEqual }
            if take(">=") { return .greaterOrEqual }
            if take("==") { return .equal }
            if take("!=") { return .notEqual }
            if take("<") { return .less }
            if take(">") { return .greater }
            return nil
        }

        mutating func parseOperand() throws(ParseError) -> Predicate.Operand {
            skipSpaces()
            let start = index
            guard index < characters.count else { throw ParseError(offset: index, message: "expected $0 or a value at the end") }
            let character = characters[index]
            if take("$0") {
                mentionsValue = true
                return .value
            }
            if character == "\"" || character == "'" {
                index += 1
                var text = String.UnicodeScalarView()
                while index < characters.count, characters[index] != character {
                    if characters[index] == "\\", index + 1 < characters.count { index += 1 }
                    text.append(characters[index])
                    index += 1
                }
                guard index < characters.count else { throw ParseError(offset: start, message: "unterminated string") }
                index += 1
                let string = String(text)
                try check(.string(string), at: start)
                return .string(string)
            }
            if isDigit(character) || character == "-" || character == "." {
                var text = ""
                while index < characters.count, isDigit(characters[index]) || ".-+eE".unicodeScalars.contains(characters[index]) {
                    text.unicodeScalars.append(characters[index])
                    index += 1
                }
                guard let number = Double(text) else { throw ParseError(offset: start, message: "'\(text)' is not a number") }
                try check(.number(number), at: start)
                return .number(number)
            }
            for (word, flag): (StaticString, Bool) in [("true", true), ("false", false)] where take(word) {
                try check(.bool(flag), at: start)
                return .bool(flag)
            }
            var word = ""
            while index < characters.count, isWordCharacter(characters[index]) {
                word.unicodeScalars.append(characters[index])
                index += 1
            }
            if word.isEmpty { word = String(character) }
            throw ParseError(offset: start, message: "unexpected '\(word)'; expected $0, a number, a quoted string, true or false")
        }

        /// A literal must be of the kind the declared type holds.
        func check(_ literal: Predicate.Operand, at offset: Int) throws(ParseError) {
            let base = type.unwrapped
            let fits: Bool
            switch literal {
            case .number: fits = base.isNumeric
            case .bool: fits = base == .bool
            case .string(let text):
                if base == .date {
                    guard ISODate.isDate(text) else {
                        throw ParseError(offset: offset, message: "'\(text)' is not an ISO 8601 date, as a Date parameter needs")
                    }
                    fits = true
                } else {
                    fits = base.isTextual
                }
            case .value: fits = true
            }
            if !fits {
                let kind: String
                switch literal {
                case .number: kind = "a number"
                case .bool: kind = "a boolean"
                default: kind = "a string"
                }
                throw ParseError(offset: offset, message: "cannot compare a value of type \(type) with \(kind)")
            }
        }
    }
}
