internal import CYaml
import Diagnostics

/// Reads one YAML document into a `Node` tree, every node marked with its
/// 1-based line and column, on the system libyaml.
///
/// - A file holds at most one document: a second one is an error at its start.
///   An empty file, or one with only comments or an empty `---` document,
///   gives nil.
/// - An alias is a copy of its anchor's node, keeping the anchor's marks.
///   The nodes that aliases expand to are counted, and a document whose
///   aliases expand to more than `Limits.maxAliasExpansion` nodes is rejected
///   at the alias that crosses the limit ("billion laughs").
/// - Collections nested deeper than `Limits.maxDepth` are rejected; the tree
///   is built with an explicit stack, so no input can overflow the call stack.
/// - Duplicate scalar keys in a mapping are rejected (compared by their text,
///   so `1` and `'1'` are the same key); keys that are collections are not
///   compared.
/// - A scalar with a core tag whose text does not fit it (`!!int abc`) is
///   rejected; core tags are stored in their short form (`!!str`).
/// - Bytes that are not UTF-8, tabs in indentation and control characters are
///   rejected with the place they were found; a leading UTF-8 byte order mark
///   is skipped.
public enum YAMLParser {
    /// Bounds that keep a hostile or broken file from using unbounded memory
    /// or stack.
    public struct Limits: Sendable, Hashable {
        /// The deepest nesting of collections; the root collection is level 1.
        /// Keep it in the hundreds: code that walks or releases a `Node` tree
        /// recurses once per level, and libyaml slows down on deep flow nesting.
        public var maxDepth: Int
        /// The most nodes that aliases may expand to in one document, counted
        /// over all aliases (an alias to a scalar counts 1, an alias to a list
        /// of three scalars counts 4).
        public var maxAliasExpansion: Int

        public init(maxDepth: Int = 256, maxAliasExpansion: Int = 100_000) {
            self.maxDepth = maxDepth
            self.maxAliasExpansion = maxAliasExpansion
        }
    }

    /// Parses YAML text; `file` is the name errors are reported against.
    public static func parse(_ text: String, file: String, limits: Limits = .init()) throws(YAMLError) -> Node? {
        var text = text
        // A String is valid UTF-8 already, so the check is skipped.
        let result = text.withUTF8 { bytes in
            Result { () throws(YAMLError) -> Node? in
                try parse(buffer: bytes, file: file, limits: limits, validateUTF8: false)
            }
        }
        return try result.get()
    }

    /// Parses the bytes of a YAML file; `file` is the name errors are reported against.
    public static func parse(_ bytes: [UInt8], file: String, limits: Limits = .init()) throws(YAMLError) -> Node? {
        let result = bytes.withUnsafeBufferPointer { bytes in
            Result { () throws(YAMLError) -> Node? in
                try parse(buffer: bytes, file: file, limits: limits, validateUTF8: true)
            }
        }
        return try result.get()
    }

    private static func parse(
        buffer: UnsafeBufferPointer<UInt8>, file: String, limits: Limits, validateUTF8: Bool
    ) throws(YAMLError) -> Node? {
        var input = buffer
        var bomLength = 0
        if input.count >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF {
            input = UnsafeBufferPointer(rebasing: input[3...])
            bomLength = 3
        }
        let source = Source(bytes: input, file: file)
        if validateUTF8, let offset = UTF8Check.firstInvalidByte(in: input) {
            throw source.error(
                "invalid UTF-8 at byte offset \(offset + bomLength); save the file as UTF-8",
                at: source.mark(ofByte: offset)
            )
        }
        guard let base = input.baseAddress, !input.isEmpty else { return nil }

        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) == 1 else {
            throw source.error("out of memory", at: Mark(line: 1, column: 1))
        }
        defer { yaml_parser_delete(parser) }
        // libyaml reads by length and keeps the pointer: `buffer` stays alive
        // and in place for the whole parse (the caller's withUnsafeBufferPointer).
        yaml_parser_set_input_string(parser, base, input.count)

        let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
        defer { event.deallocate() }

        var builder = Builder(source: source, limits: limits)
        while true {
            guard yaml_parser_parse(parser, event) == 1 else {
                throw source.libyamlError(parser.pointee)
            }
            defer { yaml_event_delete(event) }
            if try builder.handle(event.pointee) { break }
        }
        return builder.result
    }
}

// MARK: - Building the tree

/// Turns libyaml's events into nodes with an explicit stack of open collections.
private struct Builder {
    struct Frame {
        var isMapping: Bool
        var mark: Mark
        var tag: String?
        var anchor: String?
        var items: [Node] = []
        var pairs: [Node.Mapping.Pair] = []
        /// The key waiting for its value.
        var key: Node?
        /// Scalar keys to their index in `pairs`, built once a mapping is large.
        var keyIndex: [String: Int] = [:]
        /// Nodes in the subtree, alias expansions included.
        var count = 1
        /// Collection levels in the subtree, this one included.
        var height = 1
    }

    struct Anchored {
        var node: Node
        var count: Int
        var height: Int
    }

    /// Mappings with this many pairs look up duplicate keys in a dictionary
    /// instead of comparing with each key.
    static let linearKeyLimit = 12

    let source: Source
    let limits: Limits
    var stack: [Frame] = []
    var anchors: [String: Anchored] = [:]
    var expanded = 0
    var documents = 0
    var root: Node?
    var rootIsEmpty = false

    typealias Limits = YAMLParser.Limits

    init(source: Source, limits: Limits) {
        self.source = source
        self.limits = limits
    }

    /// The document's root, nil when it has no content.
    var result: Node? { rootIsEmpty ? nil : root }

    /// Handles one event; true at the end of the stream.
    mutating func handle(_ event: yaml_event_t) throws(YAMLError) -> Bool {
        let mark = Mark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
        switch event.type {
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let string: String
            if let value = data.value, data.length > 0 {
                string = String(decoding: UnsafeBufferPointer(start: value, count: data.length), as: UTF8.self)
            } else {
                string = ""
            }
            let style: Node.Scalar.Style
            switch data.style {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE: style = .literal
            case YAML_FOLDED_SCALAR_STYLE: style = .folded
            default: style = .plain
            }
            let tag = data.tag.map(Self.tag)
            if let tag, let kind = CoreSchema.coreTag(tag), CoreSchema.resolve(string, as: kind) == nil {
                throw source.error("value \(quoted(string)) does not match its tag '\(tag)'", at: mark)
            }
            let node = Node.scalar(Node.Scalar(string, style: style, tag: tag, mark: mark))
            if let anchor = data.anchor {
                anchors[String(cString: anchor)] = Anchored(node: node, count: 1, height: 0)
            } else if stack.isEmpty, string.isEmpty, style == .plain, tag == nil {
                rootIsEmpty = true
            }
            try add(node, count: 1, height: 0, at: mark)

        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            if stack.count >= limits.maxDepth {
                throw source.error("nesting is deeper than \(limits.maxDepth) levels", at: mark)
            }
            let isMapping = event.type == YAML_MAPPING_START_EVENT
            let tagPointer = isMapping ? event.data.mapping_start.tag : event.data.sequence_start.tag
            let anchorPointer = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
            stack.append(Frame(
                isMapping: isMapping,
                mark: mark,
                tag: tagPointer.map(Self.tag),
                anchor: anchorPointer.map { String(cString: $0) }
            ))

        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            let isMapping = event.type == YAML_MAPPING_END_EVENT
            guard let frame = stack.last, frame.isMapping == isMapping, frame.key == nil else {
                throw unexpected(event, at: mark)
            }
            stack.removeLast()
            let node: Node = isMapping
                ? .mapping(Node.Mapping(frame.pairs, tag: frame.tag, mark: frame.mark))
                : .sequence(Node.Sequence(frame.items, tag: frame.tag, mark: frame.mark))
            if let anchor = frame.anchor {
                anchors[anchor] = Anchored(node: node, count: frame.count, height: frame.height)
            }
            try add(node, count: frame.count, height: frame.height, at: frame.mark)

        case YAML_ALIAS_EVENT:
            let name = event.data.alias.anchor.map { String(cString: $0) } ?? ""
            guard let anchored = anchors[name] else {
                if stack.contains(where: { $0.anchor == name }) {
                    throw source.error("alias '\(name)' is used inside the node it refers to", at: mark)
                }
                let hint = Suggestion.hint(for: name, in: anchors.keys)
                throw source.error("undefined alias '\(name)'\(hint)", at: mark)
            }
            expanded += anchored.count
            if expanded > limits.maxAliasExpansion {
                throw source.error(
                    "alias expansion exceeds \(limits.maxAliasExpansion) nodes; is this a 'billion laughs' document?",
                    at: mark
                )
            }
            if stack.count + anchored.height > limits.maxDepth {
                throw source.error("nesting is deeper than \(limits.maxDepth) levels", at: mark)
            }
            try add(anchored.node, count: anchored.count, height: anchored.height, at: mark)

        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                throw source.error("expected a single document, found a second one; put it in its own file", at: mark)
            }

        case YAML_DOCUMENT_END_EVENT, YAML_STREAM_START_EVENT:
            break

        case YAML_STREAM_END_EVENT:
            guard stack.isEmpty else { throw unexpected(event, at: mark) }
            return true

        default:
            throw unexpected(event, at: mark)
        }
        return false
    }

    /// Puts a finished node into the open collection, or makes it the root.
    private mutating func add(_ node: Node, count: Int, height: Int, at mark: Mark) throws(YAMLError) {
        guard !stack.isEmpty else {
            guard root == nil else { throw source.error("unexpected second root node", at: mark) }
            root = node
            return
        }
        let top = stack.count - 1
        stack[top].count += count
        if height + 1 > stack[top].height { stack[top].height = height + 1 }
        guard stack[top].isMapping else {
            stack[top].items.append(node)
            return
        }
        if let key = stack[top].key {
            stack[top].pairs.append(Node.Mapping.Pair(key: key, value: node))
            stack[top].key = nil
            return
        }
        if case .scalar(let scalar) = node {
            try checkDuplicate(scalar.string, at: mark, in: top)
        }
        stack[top].key = node
    }

    /// Rejects a scalar key already in the mapping at `top`.
    private mutating func checkDuplicate(_ key: String, at mark: Mark, in top: Int) throws(YAMLError) {
        let count = stack[top].pairs.count
        var first: Int?
        if count < Self.linearKeyLimit {
            for index in 0..<count {
                if case .scalar(let other) = stack[top].pairs[index].key, other.string == key {
                    first = index
                    break
                }
            }
        } else {
            if stack[top].keyIndex.isEmpty {
                for index in 0..<count {
                    if case .scalar(let other) = stack[top].pairs[index].key, stack[top].keyIndex[other.string] == nil {
                        stack[top].keyIndex[other.string] = index
                    }
                }
            }
            first = stack[top].keyIndex[key]
            if first == nil { stack[top].keyIndex[key] = count }
        }
        guard let first else { return }
        let firstMark = stack[top].pairs[first].key.mark
        let place = firstMark.line == mark.line
            ? "line \(firstMark.line), column \(firstMark.column)"
            : "line \(firstMark.line)"
        throw source.error("duplicate key \(quoted(key)); first at \(place)", at: mark)
    }

    private func unexpected(_ event: yaml_event_t, at mark: Mark) -> YAMLError {
        source.error("unexpected YAML event \(event.type.rawValue)", at: mark)
    }

    /// Core tags in their short form: `tag:yaml.org,2002:str` becomes `!!str`.
    private static func tag(_ pointer: UnsafeMutablePointer<yaml_char_t>) -> String {
        let tag = String(cString: pointer)
        let prefix = "tag:yaml.org,2002:"
        if tag.hasPrefix(prefix) { return "!!" + tag.dropFirst(prefix.utf8.count) }
        return tag
    }
}

/// A scalar's text in single quotes for a message, shortened and on one line.
private func quoted(_ text: String) -> String {
    var shown = text.count > 60 ? String(text.prefix(57)) + "..." : text
    if shown.contains(where: \.isNewline) {
        shown = shown.replacingNewlines()
    }
    return "'\(shown)'"
}

extension String {
    fileprivate func replacingNewlines() -> String {
        var result = ""
        for character in self { result += character.isNewline ? "\\n" : String(character) }
        return result
    }
}

// MARK: - The source, for marks and snippets on errors

/// The parsed bytes (without a byte order mark), used only to place and show
/// errors, with libyaml's notion of lines: `\n`, `\r\n`, `\r`, NEL, LS and PS
/// end a line, and columns count Unicode scalars.
private struct Source {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String

    func error(_ message: String, at mark: Mark) -> YAMLError {
        YAMLError(file: file, mark: mark, message: message, snippet: snippet(at: mark))
    }

    /// The length of the line break at `index`, 0 when there is none.
    private func lineBreak(at index: Int) -> Int {
        switch bytes[index] {
        case 0x0A: return 1
        case 0x0D: return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
        case 0xC2: return index + 1 < bytes.count && bytes[index + 1] == 0x85 ? 2 : 0
        case 0xE2:
            return index + 2 < bytes.count && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9) ? 3 : 0
        default: return 0
        }
    }

    /// The byte range of line `line` (1-based) without its break, nil when the
    /// text has fewer lines.
    func lineRange(_ line: Int) -> Range<Int>? {
        var current = 1
        var start = 0
        var index = 0
        while index < bytes.count {
            let length = lineBreak(at: index)
            if length == 0 {
                index += 1
                continue
            }
            if current == line { return start..<index }
            index += length
            start = index
            current += 1
        }
        return current == line ? start..<bytes.count : nil
    }

    /// The mark of the byte at `offset`.
    func mark(ofByte offset: Int) -> Mark {
        var line = 1
        var column = 1
        var index = 0
        while index < offset, index < bytes.count {
            let length = lineBreak(at: index)
            if length > 0 {
                index += length
                line += 1
                column = 1
            } else {
                if bytes[index] & 0xC0 != 0x80 { column += 1 }
                index += 1
            }
        }
        return Mark(line: line, column: column)
    }

    /// The byte offset of a mark, nil when it is past the end of its line.
    func byteOffset(of mark: Mark) -> Int? {
        guard let range = lineRange(mark.line) else { return nil }
        var column = 1
        for index in range where bytes[index] & 0xC0 != 0x80 {
            if column == mark.column { return index }
            column += 1
        }
        return nil
    }

    /// The Unicode scalar at a mark.
    func scalar(at mark: Mark) -> Unicode.Scalar? {
        guard let offset = byteOffset(of: mark) else { return nil }
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self).unicodeScalars.first
    }

    /// The line of the mark and a caret under its column; empty for an empty
    /// line. A very long line is cut to a window around the column.
    func snippet(at mark: Mark) -> String {
        guard let range = lineRange(mark.line), !range.isEmpty else { return "" }
        let line = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        return SourceSnippet.render(line, line: 1, column: mark.column)
    }

    /// libyaml's error as a YAMLError at the problem's place.
    func libyamlError(_ parser: yaml_parser_t) -> YAMLError {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
        switch parser.error {
        case YAML_MEMORY_ERROR:
            return error("out of memory", at: Mark(line: 1, column: 1))
        case YAML_READER_ERROR:
            let at = mark(ofByte: parser.problem_offset)
            if problem == "control characters are not allowed", parser.problem_value >= 0 {
                let code = String(UInt32(parser.problem_value), radix: 16, uppercase: true)
                let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
                return error("control character U+\(padded) is not allowed", at: at)
            }
            return error(problem, at: at)
        default:
            break
        }
        let at = Mark(line: Int(parser.problem_mark.line) + 1, column: Int(parser.problem_mark.column) + 1)
        let character = scalar(at: at)
        switch problem {
        case "found a tab character where an indentation space is expected",
             "found a tab character that violates indentation":
            return error(Self.tabMessage, at: at)
        case "found character that cannot start any token":
            if character == "\t" { return error(Self.tabMessage, at: at) }
            if let character, character.properties.isWhitespace == false, character.value >= 0x20 {
                return error("found character '\(character)' that cannot start any token", at: at)
            }
            return error(problem, at: at)
        default:
            break
        }
        var message = problem
        if let context = parser.context.map({ String(cString: $0) }) {
            let contextMark = Mark(line: Int(parser.context_mark.line) + 1, column: Int(parser.context_mark.column) + 1)
            if contextMark != at {
                message += " \(context) that started at line \(contextMark.line), column \(contextMark.column)"
            }
        }
        return error(message, at: at)
    }

    static let tabMessage = "tabs are not allowed in indentation; indent with spaces"
}

// MARK: - UTF-8

private enum UTF8Check {
    /// The offset of the first byte that does not start a valid UTF-8
    /// sequence (overlong forms, surrogates and values past U+10FFFF are invalid).
    static func firstInvalidByte(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var index = 0
        while index < count {
            // Skip ASCII eight bytes at a time.
            if index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
            }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var value: UInt32
            let minimum: UInt32
            if lead & 0xE0 == 0xC0 {
                length = 2; value = UInt32(lead & 0x1F); minimum = 0x80
            } else if lead & 0xF0 == 0xE0 {
                length = 3; value = UInt32(lead & 0x0F); minimum = 0x800
            } else if lead & 0xF8 == 0xF0 {
                length = 4; value = UInt32(lead & 0x07); minimum = 0x10000
            } else {
                return index
            }
            guard index + length <= count else { return index }
            for next in 1..<length {
                let byte = bytes[index + next]
                guard byte & 0xC0 == 0x80 else { return index }
                value = value << 6 | UInt32(byte & 0x3F)
            }
            if value < minimum || value > 0x10FFFF || (0xD800...0xDFFF).contains(value) { return index }
            index += length
        }
        return nil
    }
}
