import Dates

/// A calendar day as people write it in a record's title or properties
/// ("Mon 16 Mar · Full Rehearsal", "May 17, 2027", "Sat 21 Mar 19:30"),
/// so that "my booking on Saturday" finds the record whose words say that
/// day although no property holds an ISO date.
///
/// Only a day of the month said with a month name counts: "13 May",
/// "May 13th", "13th of May"; a year after it is kept. Without a year the
/// day is the one nearest to today (a record of last week or of next month).
public struct WrittenDay: Sendable, Hashable {
    public let year: Int?
    public let month: Int
    public let day: Int

    public init(year: Int?, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The first day written in `text`, if any.
    public static func first(in text: String) -> WrittenDay? {
        let tokens = Tokenizer.tokens(text)
        for (index, token) in tokens.enumerated() where token.info.month > 0 {
            let month = Int(token.info.month)
            // "13 May", "13th of May".
            var before = index - 1
            if before >= 0, tokens[before].text == "of" { before -= 1 }
            if before >= 0, let day = dayOfMonth(tokens[before]) {
                return WrittenDay(year: year(after: index, in: tokens), month: month, day: day)
            }
            // "May 13", "May 13th, 2027".
            if index + 1 < tokens.count, let day = dayOfMonth(tokens[index + 1]) {
                return WrittenDay(year: year(after: index + 1, in: tokens), month: month, day: day)
            }
        }
        return nil
    }

    /// The day in the calendar: its year, or of the years around today's the one nearest to it.
    public func civilDate(near today: CivilDate) -> CivilDate? {
        if let year {
            let date = CivilDate(year: year, month: month, day: day)
            return date.isValid ? date : nil
        }
        let candidates = [today.year - 1, today.year, today.year + 1]
            .map { CivilDate(year: $0, month: month, day: day) }
            .filter(\.isValid)
        return candidates.min { abs($0.daysSinceEpoch - today.daysSinceEpoch) < abs($1.daysSinceEpoch - today.daysSinceEpoch) }
    }

    /// 1 to 31 in digits, with or without an ordinal's ending ("13", "13th").
    static func dayOfMonth(_ token: Token) -> Int? {
        guard token.isNumeric else { return nil }
        var digits = Substring(token.text)
        for suffix in ["st", "nd", "rd", "th"] where digits.hasSuffix(suffix) {
            digits = digits.dropLast(2)
        }
        guard digits.count <= 2, let day = Int(digits), (1...31).contains(day) else { return nil }
        return day
    }

    /// A four-digit year right after `index` ("May 13, 2027").
    static func year(after index: Int, in tokens: [Token]) -> Int? {
        guard index + 1 < tokens.count, tokens[index + 1].text.count == 4, let year = Int(tokens[index + 1].text),
              (1900...2200).contains(year) else { return nil }
        return year
    }
}
