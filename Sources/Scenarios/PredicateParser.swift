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

    private struct Parser {
        let characters: [Character]
        let type: ValueType
        var index = 0
        var mentionsValue = false
        var depth = 0

        init(source: String, type: ValueType) {
            characters = Array(source)
            self.type = type
        }

        mutating func skipSpaces() {
            while index < characters.count, characters[index].isWhitespace { index += 1 }
        }

        mutating func take(_ text: String) -> Bool {
            skipSpaces()
            let token = Array(text)
            guard index + token.count <= characters.count, Array(characters[index..<index + token.count]) == token else { return false }
            index += token.count
            return true
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
            guard let comparison = [Predicate.Comparison.lessOrEqual, .greaterOrEqual, .equal, .notEqual, .less, .greater].first(where: { take($0.rawValue) }) else {
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
                var text = ""
                while index < characters.count, characters[index] != character {
                    if characters[index] == "\\", index + 1 < characters.count { index += 1 }
                    text.append(characters[index])
                    index += 1
                }
                guard index < characters.count else { throw ParseError(offset: start, message: "unterminated string") }
                index += 1
                try check(.string(text), at: start)
                return .string(text)
            }
            if character.isNumber || character == "-" || character == "." {
                var text = ""
                while index < characters.count, characters[index].isNumber || ".-+eE".contains(characters[index]) {
                    text.append(characters[index])
                    index += 1
                }
                guard let number = Double(text) else { throw ParseError(offset: start, message: "'\(text)' is not a number") }
                try check(.number(number), at: start)
                return .number(number)
            }
            for (word, flag) in [("true", true), ("false", false)] where take(word) {
                try check(.bool(flag), at: start)
                return .bool(flag)
            }
            var word = ""
            while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" || characters[index] == "$" {
                word.append(characters[index])
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
