import Foundation
import JSON
import Parallel

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
    /// that could not be read (blank lines are skipped). Large recordings are
    /// read in chunks of whole lines on all cores.
    public static func parse(_ bytes: [UInt8]) -> (transcripts: [(line: Int, transcript: Transcript)], errors: [LineError]) {
        let chunks = Self.chunks(bytes, count: bytes.count < 1 << 20 ? 1 : 4 * ProcessInfo.processInfo.activeProcessorCount)
        let parsed = ParallelMap.map(chunks) { chunk in parseChunk(Array(bytes[chunk.range]), firstLine: chunk.firstLine) }
        return (parsed.flatMap(\.transcripts), parsed.flatMap(\.errors))
    }

    private struct Chunk: Sendable {
        var range: Range<Int>
        /// The file line the chunk starts on, from 1.
        var firstLine: Int
    }

    /// About `count` runs of whole lines covering `bytes`.
    private static func chunks(_ bytes: [UInt8], count: Int) -> [Chunk] {
        var chunks: [Chunk] = []
        var start = 0
        var line = 1
        let size = max(1, bytes.count / max(1, count))
        while start < bytes.count {
            var end = min(bytes.count, start + size)
            while end < bytes.count, bytes[end - 1] != UInt8(ascii: "\n") { end += 1 }
            chunks.append(Chunk(range: start..<end, firstLine: line))
            line += bytes[start..<end].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            start = end
        }
        return chunks
    }

    private static func parseChunk(_ bytes: [UInt8], firstLine: Int) -> (transcripts: [(line: Int, transcript: Transcript)], errors: [LineError]) {
        var transcripts: [(line: Int, transcript: Transcript)] = []
        var errors: [LineError] = []
        for (line, result) in JSONLines.parse(bytes) {
            switch result {
            case .success(let value):
                do {
                    transcripts.append((line + firstLine - 1, try Transcript(json: value)))
                } catch {
                    errors.append(LineError(line: line + firstLine - 1, column: 1, message: "not a transcript: \(error)"))
                }
            case .failure(let error):
                errors.append(LineError(line: error.line + firstLine - 1, column: error.column, message: error.message))
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
