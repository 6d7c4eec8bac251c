/// A 95% Wilson score interval for a pass rate: the range of true rates that
/// the observed passes are consistent with.
///
/// Wilson rather than the textbook normal ("Wald") interval because pass
/// rates of a Siri suite sit near 0 or 1 and samples are small (tens of
/// runs): there Wald collapses to a zero-width interval at 0/n and n/n and
/// can leave [0, 1], while Wilson stays inside [0, 1] and keeps a sensible
/// width, which is what a reviewer needs to tell "90% of 10" from "90% of
/// 1000".
public struct WilsonInterval: Sendable, Hashable {
    /// The two-sided 95% quantile of the standard normal distribution.
    public static let z95 = 1.959963984540054

    public var low: Double
    public var high: Double

    public init(low: Double, high: Double) {
        self.low = low
        self.high = high
    }

    /// The interval for `passed` successes in `total` trials.
    ///
    /// - Precondition: `0 <= passed <= total` and `total > 0`; a metric with
    ///   no applicable run has no interval (its summary is nil instead).
    public init(passed: Int, total: Int, z: Double = WilsonInterval.z95) {
        precondition(total > 0 && passed >= 0 && passed <= total, "Wilson interval of \(passed)/\(total)")
        let n = Double(total)
        let p = Double(passed) / n
        let z2 = z * z
        let denominator = 1 + z2 / n
        let centre = (p + z2 / (2 * n)) / denominator
        let halfWidth = z * (p * (1 - p) / n + z2 / (4 * n * n)).squareRoot() / denominator
        // The formula gives exactly 0 at 0/n and exactly 1 at n/n on paper;
        // pin those ends so rounding never shows 1e-17 or 0.9999999999.
        self.low = passed == 0 ? 0 : max(0, centre - halfWidth)
        self.high = passed == total ? 1 : min(1, centre + halfWidth)
    }
}
