import Diagnostics
import Foundation
import YAML

/// Reads Xcode's `Metadata.appintents/extract.actionsdata`, the JSON that the
/// "Extract App Intents Metadata" build phase writes into an app bundle, so
/// an app that already builds with Xcode can be evaluated without restating
/// its intents, entities, enums and App Shortcuts in app.yaml.
///
/// The format is Apple's, private and undocumented; what is read, and how
/// sure we are of it, is in Documentation/ActionsData.md. Broken JSON is an
/// error at its place; a part that is recognised but has no app.yaml
/// equivalent (a placemark parameter, a measurement of length) is a warning
/// and is left out; keys the importer does not know are ignored.
public enum ActionsDataImporter {
    /// Reads the file at `path`, shown to the user as `shown`.
    public static func read(path: String, shown: String) -> ImportedTree {
        guard let data = FileManager.default.contents(atPath: path) else {
            return ImportedTree(
                root: Node.Mapping([], mark: Mark(line: 1, column: 1)),
                diagnostics: [.error("cannot read the Xcode metadata file '\(shown)'", at: nil)]
            )
        }
        return read(bytes: [UInt8](data), shown: shown)
    }

    /// Reads the bytes of an extract.actionsdata, shown to the user as `shown`.
    public static func read(bytes: [UInt8], shown: String) -> ImportedTree {
        var text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.elementsEqual(bytes) else {
            // Decoding replaced something: the parser finds and places the first bad byte.
            do {
                _ = try YAMLParser.parse(bytes, file: shown)
            } catch {
                return ImportedTree(root: Node.Mapping([], mark: Mark(line: 1, column: 1)), diagnostics: [error.diagnostic])
            }
            return ImportedTree(root: Node.Mapping([], mark: Mark(line: 1, column: 1)), diagnostics: [.error("'\(shown)' is not valid UTF-8", at: nil)])
        }
        if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        let original = text
        let source = SourceFiles.register(path: shown) { original }
        let log = ProblemLog(shown: shown, text: text)
        let empty = Node.Mapping([], mark: Mark(line: 1, column: 1, source: source))

        let prepared = JSONPreparation(text)
        guard prepared.problems.isEmpty else {
            for problem in prepared.problems { log.error(problem.message, at: problem.mark) }
            return ImportedTree(root: empty, diagnostics: log.diagnostics)
        }
        let parsed: Node?
        do {
            parsed = try YAMLParser.parse(prepared.text, file: shown)
        } catch {
            log.error("invalid JSON: \(jsonWords(error.message))", at: place(error.mark, in: text, prepared))
            return ImportedTree(root: empty, diagnostics: log.diagnostics)
        }
        guard let parsed else {
            log.error("the file is empty; Xcode writes a JSON object here", at: Mark(line: 1, column: 1))
            return ImportedTree(root: empty, diagnostics: log.diagnostics)
        }
        let root = prepared.relocate(parsed, source: source)
        let problems = StrictJSON.problems(in: root)
        guard problems.isEmpty else {
            for problem in problems { log.error(problem.message, at: problem.mark) }
            return ImportedTree(root: empty, diagnostics: log.diagnostics)
        }
        for mark in prepared.loneSurrogates {
            log.warning("a lone UTF-16 surrogate escape is not a character; it is read as U+FFFD", at: mark)
        }
        guard let mapping = root.mapping else {
            log.error("expected a JSON object at the top of the file, found \(root.kindDescription)", at: root.mark)
            return ImportedTree(root: empty, diagnostics: log.diagnostics)
        }
        let tree = ActionsDataTranslator(log: log).translate(mapping)
        return ImportedTree(root: tree, diagnostics: log.diagnostics)
    }

    /// Where a parser error is in the original text; an error past the last
    /// line (an object left open) is placed at the end of the text.
    static func place(_ mark: Mark, in text: String, _ prepared: JSONPreparation) -> Mark {
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        guard mark.line > lines.count || (mark.line == lines.count && lines[mark.line - 1].isEmpty && mark.line > 1) else {
            return Mark(line: mark.line, column: prepared.originalColumn(line: mark.line, column: mark.column))
        }
        // The last line with text, after its last character.
        var line = lines.count
        while line > 1, lines[line - 1].allSatisfy({ $0 == " " || $0 == "\r" || $0 == "\t" }) { line -= 1 }
        let last = lines[line - 1].filter { $0 != "\r" }
        return Mark(line: line, column: last.count + 1)
    }

    /// The parser's message in JSON's words: an object, not a flow mapping.
    static func jsonWords(_ message: String) -> String {
        var text = message
        for (yaml, json) in [
            ("a flow mapping", "an object"), ("a flow sequence", "an array"), ("a quoted scalar", "a string"),
            ("flow mapping", "object"), ("flow sequence", "array"), ("quoted scalar", "string"),
            ("did not find expected <document start>", "unexpected text after the end of the JSON value"),
            ("did not find expected node content", "expected a value"),
        ] {
            text = text.replacingOccurrences(of: yaml, with: json)
        }
        return text
    }
}
