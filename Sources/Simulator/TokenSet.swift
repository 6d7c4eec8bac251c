/// A set of token positions, as bits: which words of a clause a value took
/// is asked for every word of every value read, and a clause has a few dozen
/// words, so bits beat hashing.
struct TokenSet: Sendable {
    /// Positions 0 to 63.
    private var low: UInt64 = 0
    /// Positions from 64 on, 64 a word.
    private var high: [UInt64] = []

    init() {}

    init(_ positions: some Sequence<Int>) {
        for position in positions { insert(position) }
    }

    var isEmpty: Bool { low == 0 && high.allSatisfy { $0 == 0 } }

    func contains(_ position: Int) -> Bool {
        guard position >= 0 else { return false }
        if position < 64 { return low & (1 << UInt64(position)) != 0 }
        let word = position / 64 - 1
        return word < high.count && high[word] & (1 << UInt64(position % 64)) != 0
    }

    mutating func insert(_ position: Int) {
        precondition(position >= 0, "token positions are not negative")
        if position < 64 {
            low |= 1 << UInt64(position)
            return
        }
        let word = position / 64 - 1
        if word >= high.count { high += [UInt64](repeating: 0, count: word + 1 - high.count) }
        high[word] |= 1 << UInt64(position % 64)
    }

    mutating func formUnion(_ range: Range<Int>) {
        for position in range { insert(position) }
    }

    mutating func formUnion(_ other: TokenSet) {
        low |= other.low
        if other.high.count > high.count { high += [UInt64](repeating: 0, count: other.high.count - high.count) }
        for word in other.high.indices { high[word] |= other.high[word] }
    }

    func union(_ other: TokenSet) -> TokenSet {
        var result = self
        result.formUnion(other)
        return result
    }

    func subtracting(_ other: TokenSet) -> TokenSet {
        var result = self
        result.low &= ~other.low
        for word in result.high.indices where word < other.high.count { result.high[word] &= ~other.high[word] }
        return result
    }

    /// Whether any position of the range is in the set.
    func intersects(_ range: Range<Int>) -> Bool {
        if range.upperBound <= 64, range.lowerBound >= 0 {
            guard !range.isEmpty else { return false }
            let width = UInt64(range.count)
            let ones: UInt64 = width == 64 ? ~0 : (1 << width) - 1
            let mask = ones << UInt64(range.lowerBound)
            return low & mask != 0
        }
        return range.contains { contains($0) }
    }

    /// Whether every position of the range is in the set.
    func isSuperset(of range: Range<Int>) -> Bool {
        range.allSatisfy { contains($0) }
    }

    /// The largest position below `limit`, if any.
    func max(below limit: Int) -> Int? {
        var position = limit - 1
        while position >= 0 {
            if contains(position) { return position }
            position -= 1
        }
        return nil
    }
}
