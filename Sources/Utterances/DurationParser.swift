/// Finds lengths of time ("for 20 minutes", "an hour and a half", "90
/// seconds", "2h", "1.5 hours", "half an hour", "1 hour 30 minutes") and
/// gives them in seconds, for timers, durations and "in 2 hours".
///
/// A duration is a number with a time unit (as `NumberParser` reads it),
/// followed by any smaller ones ("2 hours and 15 minutes", "1h 30m"). The
/// range covers the numbers and units, not a "for" or "in" before them.
/// Days and weeks count as 86,400 and 604,800 seconds; months and years,
/// which have no fixed length, are not durations.
public enum DurationParser {
    public struct Match: Sendable, Hashable, CustomStringConvertible {
        public var seconds: Double
        public var range: Range<Int>

        public init(seconds: Double, range: Range<Int>) {
            self.seconds = seconds
            self.range = range
        }

        public var description: String { "\(seconds)s @\(range)" }
    }

    /// Every duration in the tokens, in order.
    public static func durations(in tokens: [Token]) -> [Match] {
        durations(in: tokens, numbers: NumberParser.numbers(in: tokens))
    }

    /// `durations(in:)` from the numbers `NumberParser.numbers(in: tokens)`
    /// already found, for a caller that needs both.
    public static func durations(in tokens: [Token], numbers: [NumberParser.Match]) -> [Match] {
        var matches: [Match] = []
        var k = 0
        while k < numbers.count {
            guard let first = timeUnit(numbers[k], previous: nil) else {
                k += 1
                continue
            }
            let start = numbers[k].range.lowerBound
            var seconds = numbers[k].value * first.factorInSeconds
            var smallest = first
            var end = numbers[k].range.upperBound
            k += 1
            while k < numbers.count, continues(tokens, from: end, to: numbers[k].range.lowerBound),
                  let unit = timeUnit(numbers[k], previous: smallest), unit.factorInSeconds < smallest.factorInSeconds {
                seconds += numbers[k].value * unit.factorInSeconds
                smallest = unit
                end = numbers[k].range.upperBound
                k += 1
            }
            matches.append(Match(seconds: seconds, range: start..<end))
        }
        return matches
    }

    /// One duration that starts exactly at token `i` (for "in 2 hours").
    static func read(_ tokens: [Token], at i: Int, limit: Int) -> (seconds: Double, range: Range<Int>, smallest: Unit)? {
        guard let number = NumberParser.read(tokens, at: i, limit: limit), let first = timeUnit(number, previous: nil) else {
            return nil
        }
        var seconds = number.value * first.factorInSeconds
        var smallest = first
        var end = number.range.upperBound
        while end < limit {
            var next = end
            if tokens[next].info.word == .and { next += 1 }
            guard let more = NumberParser.read(tokens, at: next, limit: limit), let unit = timeUnit(more, previous: smallest),
                  unit.factorInSeconds < smallest.factorInSeconds else { break }
            seconds += more.value * unit.factorInSeconds
            smallest = unit
            end = more.range.upperBound
        }
        return (seconds, i..<end, smallest)
    }

    /// The time unit of a number, if it has one; "m" after hours is minutes ("1h 30m").
    private static func timeUnit(_ number: NumberParser.Match, previous: Unit?) -> Unit? {
        guard !number.isOrdinal, let unit = number.unit else { return nil }
        if unit == .meter, previous == .hour { return .minute }
        // Months and years have no fixed length: they are calendar steps, not durations.
        return unit.dimension == .time && unit != .month && unit != .year ? unit : nil
    }

    /// Whether the next number continues a duration: right after it, or after "and".
    private static func continues(_ tokens: [Token], from end: Int, to start: Int) -> Bool {
        start == end || (start == end + 1 && tokens[end].info.word == .and)
    }
}
