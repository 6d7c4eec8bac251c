/// How reports print numbers: rounded for people, never in exponent form for
/// the values a report shows, and the same way in every format.
public enum NumberText {
    /// `x` rounded to `places` decimals (half away from zero).
    public static func rounded(_ x: Double, places: Int = 4) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (x * scale).rounded() / scale
    }

    /// The shortest text of `x` rounded to 4 decimals: `0.9`, `0.7864`, `1`,
    /// `12`.
    public static func plain(_ x: Double, places: Int = 4) -> String {
        let value = rounded(x, places: places)
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        var text = fixed(value, places: places)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// `x` with exactly `places` decimals: `fixed(0.5, 1)` is `0.5`,
    /// `fixed(2, 3)` is `2.000`.
    public static func fixed(_ x: Double, places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(x) * scale).rounded()
        guard scaled < 9e15 else { return "\(x)" }
        let digits = Int(scaled)
        var unit = 1
        for _ in 0..<places { unit *= 10 }
        let whole = digits / unit
        var fraction = String(digits % unit)
        while fraction.count < places { fraction = "0" + fraction }
        let sign = x < 0 && digits != 0 ? "-" : ""
        return places == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
    }

    /// A rate as a percentage with one decimal: `90.0%`, `78.6%`.
    public static func percent(_ x: Double) -> String {
        fixed(x * 100, places: 1) + "%"
    }
}
