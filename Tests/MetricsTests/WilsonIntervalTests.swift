import Testing
@testable import Metrics

/// Wilson score interval, z = 1.959963984540054, z² = 3.841458820694124:
///   centre = (p + z²/2n) / (1 + z²/n)
///   half   = z·√(p(1−p)/n + z²/4n²) / (1 + z²/n)
struct WilsonIntervalTests {
    struct Case: Sendable, CustomStringConvertible {
        var passed: Int
        var total: Int
        var low: Double
        var high: Double
        var description: String { "\(passed)/\(total)" }
    }

    static let cases: [Case] = [
        // 45/50: p = 0.9, 1 + z²/n = 1.0768292, centre = 0.9384146 / 1.0768292 = 0.8714610,
        // half = 1.96·√(0.0018 + 0.00038415) / 1.0768292 = 1.96·0.0467348 / 1.0768292 = 0.0850633
        // → [0.7863977, 0.9565242] (the spec's example shows [0.79, 0.96]).
        Case(passed: 45, total: 50, low: 0.7863977, high: 0.9565242),
        // 0/10: p = 0, centre = half = (z²/20) / (1 + z²/10) = 0.1920729 / 1.3841459 = 0.1387664
        // → [0, 0.2775328].
        Case(passed: 0, total: 10, low: 0, high: 0.2775328),
        // 10/10: the mirror image of 0/10 → [1 − 0.2775328, 1] = [0.7224672, 1]
        // (the spec's example shows [0.72, 1.0]).
        Case(passed: 10, total: 10, low: 0.7224672, high: 1),
        // 1/1: p = 1, 1 + z² = 4.8414588, centre = (1 + z²/2) / 4.8414588 = 2.9207294 / 4.8414588 = 0.6032747,
        // half = z·√(z²/4) / 4.8414588 = (z²/2) / 4.8414588 = 0.3967253 → [0.2065493, 1].
        Case(passed: 1, total: 1, low: 0.2065493, high: 1),
        // 51/60: the spec's allPass example [0.74, 0.92]: centre 0.8289399, half 0.0900857.
        Case(passed: 51, total: 60, low: 0.7388541, high: 0.9190256),
    ]

    @Test(arguments: cases)
    func interval(_ c: Case) {
        let interval = WilsonInterval(passed: c.passed, total: c.total)
        #expect(abs(interval.low - c.low) < 1e-6)
        #expect(abs(interval.high - c.high) < 1e-6)
    }

    @Test(arguments: [1, 2, 10, 50, 1000])
    func endsArePinnedExactly(_ total: Int) {
        // At 0/n and n/n the formula gives 0 and 1 on paper; the interval
        // must say exactly that, never 1e-17 or 0.9999999999999999.
        #expect(WilsonInterval(passed: 0, total: total).low == 0)
        #expect(WilsonInterval(passed: total, total: total).high == 1)
    }

    @Test(arguments: [(1, 3), (5, 7), (99, 100), (1, 1000)])
    func staysInsideTheUnitIntervalAroundTheMean(_ passed: Int, _ total: Int) {
        let interval = WilsonInterval(passed: passed, total: total)
        let mean = Double(passed) / Double(total)
        #expect(0 <= interval.low && interval.low < mean)
        #expect(mean < interval.high && interval.high <= 1)
    }

    @Test func summaryCarriesMeanCountsAndInterval() {
        let summary = MetricSummary(passed: 45, total: 50)
        #expect(summary.mean == 0.9)
        #expect(summary.passed == 45 && summary.total == 50)
        #expect(summary.ci95 == WilsonInterval(passed: 45, total: 50))
        #expect(MetricSummary(MetricCount(passed: 0, total: 0)) == nil)
    }
}
