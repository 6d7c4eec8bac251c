/// A unit of measure or currency that can follow a number in an utterance
/// ("160 pounds", "2.5 km", "$25", "20%").
///
/// Units are kept apart from the number so that a simulator can convert:
/// the user says pounds, the parameter's description says kilograms.
public enum Unit: String, Sendable, Hashable, CaseIterable {
    case kilogram, gram, milligram, pound, ounce
    case liter, milliliter, cup, fluidOunce, gallon, quart, pint, tablespoon, teaspoon
    case kilometer, meter, centimeter, millimeter, mile, yard, foot, inch
    case celsius, fahrenheit
    /// "degrees" with no scale.
    case degree
    case second, minute, hour, day, week, month, year
    case percent
    case dollar, euro, poundSterling, cent
    case kilocalorie, kilojoule
    case milesPerHour, kilometersPerHour

    /// What a unit measures; conversions stay within one.
    public enum Dimension: Sendable, Hashable {
        case mass, volume, length, temperature, time, ratio, currency, energy, speed
    }

    public var dimension: Dimension {
        switch self {
        case .kilogram, .gram, .milligram, .pound, .ounce: .mass
        case .liter, .milliliter, .cup, .fluidOunce, .gallon, .quart, .pint, .tablespoon, .teaspoon: .volume
        case .kilometer, .meter, .centimeter, .millimeter, .mile, .yard, .foot, .inch: .length
        case .celsius, .fahrenheit, .degree: .temperature
        case .second, .minute, .hour, .day, .week, .month, .year: .time
        case .percent: .ratio
        case .dollar, .euro, .poundSterling, .cent: .currency
        case .kilocalorie, .kilojoule: .energy
        case .milesPerHour, .kilometersPerHour: .speed
        }
    }

    /// The unit a word names, in any usual spelling: singular or plural,
    /// abbreviated or not, any case ("kg", "Kilos", "lbs", "litres", "°F",
    /// "fahrenheit", "%", "$"). "pounds" is mass; "£" and "quid" are money.
    public init?(word: String) {
        let lowered = word.lowercased()
        if let unit = Lexicon.unitWords[lowered] {
            self = unit
            return
        }
        switch lowered {
        case "°c": self = .celsius
        case "°f": self = .fahrenheit
        case "fl oz", "fl. oz", "fl. oz.", "floz", "fluid ounce", "fluid ounces": self = .fluidOunce
        case "per cent": self = .percent
        case "km/h", "kmh", "kph": self = .kilometersPerHour
        case "degrees celsius", "degree celsius": self = .celsius
        case "degrees fahrenheit", "degree fahrenheit": self = .fahrenheit
        default: return nil
        }
    }

    /// `value` in `self` expressed in `target`, or nil when the two do not
    /// measure the same thing (kilograms to liters), or when no fixed rate
    /// exists (dollars to euros, "degrees" of no scale).
    public func convert(_ value: Double, to target: Unit) -> Double? {
        if self == target { return value }
        guard dimension == target.dimension else { return nil }
        switch dimension {
        case .temperature:
            switch (self, target) {
            case (.celsius, .fahrenheit): return value * 9 / 5 + 32
            case (.fahrenheit, .celsius): return (value - 32) * 5 / 9
            default: return nil
            }
        case .currency:
            switch (self, target) {
            case (.cent, .dollar), (.cent, .euro): return value / 100
            case (.dollar, .cent), (.euro, .cent): return value * 100
            default: return nil
            }
        default:
            guard let from = factor, let to = target.factor else { return nil }
            return value * from / to
        }
    }

    /// The size of the unit in its dimension's base (kilogram, liter, meter,
    /// second, kilocalorie, meter per second, percent).
    private var factor: Double? {
        switch self {
        case .kilogram: 1
        case .gram: 0.001
        case .milligram: 0.000_001
        case .pound: 0.453_592_37
        case .ounce: 0.028_349_523_125
        case .liter: 1
        case .milliliter: 0.001
        case .cup: 0.236_588_236_5
        case .fluidOunce: 0.029_573_529_562_5
        case .gallon: 3.785_411_784
        case .quart: 0.946_352_946
        case .pint: 0.473_176_473
        case .tablespoon: 0.014_786_764_781_25
        case .teaspoon: 0.004_928_921_593_75
        case .kilometer: 1000
        case .meter: 1
        case .centimeter: 0.01
        case .millimeter: 0.001
        case .mile: 1609.344
        case .yard: 0.9144
        case .foot: 0.3048
        case .inch: 0.0254
        case .second: 1
        case .minute: 60
        case .hour: 3600
        case .day: 86_400
        case .week: 604_800
        // An average month and year: a warranty of two years is 24 months.
        case .month: 2_629_746
        case .year: 31_556_952
        case .percent: 1
        case .kilocalorie: 1
        case .kilojoule: 1 / 4.184
        case .milesPerHour: 0.44704
        case .kilometersPerHour: 1 / 3.6
        case .celsius, .fahrenheit, .degree, .dollar, .euro, .poundSterling, .cent: nil
        }
    }

    /// The first unit a text names, for reading a parameter's description
    /// ("Body weight in kilograms", "Distance (mi)", "Temperature in °F").
    /// One-letter abbreviations ("g", "l", "m") count only after "°" or
    /// "degrees", and "day", "week", "second" only in the plural, since a
    /// description is prose, not a measurement.
    public static func mentioned(in tokens: [Token]) -> Unit? {
        var i = 0
        while i < tokens.count {
            if let (unit, end) = NumberParser.readUnit(tokens, at: i, afterNumber: false) {
                let text = tokens[i].text
                let ambiguous = ["day", "week", "month", "year", "second", "degree"].contains(text) && end - i == 1
                let abbreviation = text.unicodeScalars.count == 1 && end - i == 1
                    && unit.dimension != .currency && unit != .percent
                if !ambiguous && !abbreviation { return unit }
            }
            i += 1
        }
        return nil
    }
}
