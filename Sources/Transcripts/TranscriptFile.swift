import Foundation
import JSON

/// Reads and writes transcripts as JSON Lines, one run per line, the form
/// `--record` writes and the replay resolver reads.
public enum TranscriptFile {
    /// A line that is not a transcript, with its line number.
    public struct LineError: Error, Sendable, Hashable, CustomStringConvertible {
        public var line: Int
        public var column: Int
        public var message: String
        public var description: String { "\(line):\(column): \(message)" }
    }

    /// Every transcript of a JSON Lines text, and the problems of the lines
    /// that could not be read (blank lines are skipped).
    public static func parse(_ bytes: [UInt8]) -> (transcripts: [(line: Int, transcript: Transcript)], errors: [LineError]) {
        var transcripts: [(line: Int, transcript: Transcript)] = []
        var errors: [LineError] = []
        for (line, result) in JSONLines.parse(bytes) {
            switch result {
            case .success(let value):
                do {
                    transcripts.append((line, try Transcript(json: value)))
                } catch {
                    errors.append(LineError(line: line, column: 1, message: "not a transcript: \(error)"))
                }
            case .failure(let error):
                errors.append(LineError(line: error.line, column: error.column, message: error.message))
            }
        }
        return (transcripts, errors)
    }

    /// The JSON Lines text of transcripts, in the order given.
    public static func render(_ transcripts: [Transcript]) -> String {
        var text = ""
        text.reserveCapacity(transcripts.count * 512)
        for transcript in transcripts {
            text += transcript.json.serialized()
            text += "\n"
        }
        return text
    }

    public static func write(_ transcripts: [Transcript], to path: String) throws {
        try Data(render(transcripts).utf8).write(to: URL(fileURLWithPath: path))
    }
}
