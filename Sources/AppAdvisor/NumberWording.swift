/// Whether the description of a number parameter says what the number
/// counts or measures, or how big it may be, as seed 004 asks ("Spell out
/// formats, ranges, and units: 'from 1 to 12'"). Siri reads the description
/// to turn "half an hour" or "a dozen" into the right number.
///
/// A description passes when it holds a digit (`from 1 to 12`, `0-100`), a
/// unit word (`minutes`, `kilograms`, `percent`, `%`, `$`, ...) or a range
/// phrase (`at least`, `at most`, `up to`, `between`, `positive`, ...).
public enum NumberWording {
    public static func statesUnitOrRange(_ description: String) -> Bool {
        if description.contains(where: \.isNumber) { return true }
        if description.contains(where: { "%$€£¥°".contains($0) }) { return true }
        let words = description.lowercased().split { !$0.isLetter && $0 != "-" }.map(String.init)
        if words.contains(where: { unitWords.contains($0) || rangeWords.contains($0) }) { return true }
        let text = " " + words.joined(separator: " ") + " "
        return rangePhrases.contains { text.contains(" \($0) ") }
    }

    static let unitWords: Set<String> = [
        // time
        "ms", "millisecond", "milliseconds", "second", "seconds", "sec", "secs", "minute", "minutes", "min", "mins",
        "hour", "hours", "hr", "hrs", "day", "days", "week", "weeks", "month", "months", "year", "years",
        // mass
        "gram", "grams", "g", "kg", "kilogram", "kilograms", "kilo", "kilos", "pound", "pounds", "lb", "lbs",
        "ounce", "ounces", "oz", "stone",
        // length and distance
        "meter", "meters", "metre", "metres", "m", "km", "kilometer", "kilometers", "kilometre", "kilometres", "cm",
        "centimeters", "centimetres", "mm", "millimeters", "millimetres", "mile", "miles", "mi", "foot", "feet",
        "ft", "inch", "inches", "yard", "yards",
        // volume
        "liter", "liters", "litre", "litres", "l", "ml", "milliliters", "millilitres", "cup", "cups", "gallon",
        "gallons",
        // temperature, angles
        "degree", "degrees", "celsius", "fahrenheit", "kelvin",
        // money
        "dollar", "dollars", "cent", "cents", "euro", "euros", "yen", "usd", "eur", "gbp", "currency",
        // ratios and other units
        "percent", "percentage", "ratio", "fraction", "calorie", "calories", "kcal", "bpm", "steps", "reps",
        "beats", "pixels", "px", "points", "pt", "kb", "mb", "gb", "bytes",
    ]

    static let rangeWords: Set<String> = [
        "between", "positive", "negative", "non-negative", "nonnegative", "minimum", "maximum", "min", "max",
        "range", "zero",
    ]

    static let rangePhrases: [String] = [
        "at least", "at most", "up to", "or more", "or fewer", "or less", "no more than", "no less than",
        "greater than", "less than", "fewer than", "more than",
    ]
}
