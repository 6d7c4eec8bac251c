import Results
import Testing
@testable import Metrics

struct EvaluationSummaryTests {
    /// A: n = 5, c = 4. B: n = 5, c = 0. C: n = 3, c = 3 plus 1 error run.
    /// D: 3 error runs only. E: grades nothing in 2 runs.
    static let mixed = EvaluationSummary([
        Fixtures.scenario("a", Fixtures.runs(n: 5, c: 4)),
        Fixtures.scenario("b", Fixtures.runs(n: 5, c: 0)),
        Fixtures.scenario("c", Fixtures.runs(n: 3, c: 3, errors: 1)),
        Fixtures.scenario("d", Fixtures.runs(n: 0, c: 0, errors: 3)),
        Fixtures.scenario("e", [RunResult(run: 1), RunResult(run: 2)]),
    ])

    @Test func kStopsAtTheSmallestNAndLeavesOutErrorOnlyScenarios() {
        // D has no error-free run and E grades nothing: neither has an n.
        // Of A, B, C the smallest n is 3 (C's error run does not count).
        #expect(Self.mixed.maxK == 3)
        #expect(Self.mixed.passKScenarioCount == 3)
    }

    static let kCases: [(k: Int, passHat: Double, passAt: Double)] = [
        // pass^k per scenario: A = 4/5, 3/5, 2/5; B = 0; C = 1.
        // mean over 3: (0.8 + 0 + 1)/3 = 0.6, (0.6 + 1)/3 = 0.5333…, (0.4 + 1)/3 = 0.4666…
        (1, 0.6, 0.6),
        // pass@k: A = 4/5, 1, 1; B = 0; C = 1.
        // mean over 3: (0.8 + 1)/3 = 0.6, (1 + 1)/3 = 0.6666…, 0.6666…
        (2, 1.6 / 3, 2.0 / 3),
        (3, 1.4 / 3, 2.0 / 3),
    ]

    @Test(arguments: kCases)
    func passHatAndPassAt(_ k: Int, _ passHat: Double, _ passAt: Double) throws {
        #expect(abs(try #require(Self.mixed.passHatK(k)) - passHat) < 1e-12)
        #expect(abs(try #require(Self.mixed.passAtK(k)) - passAt) < 1e-12)
    }

    @Test(arguments: [0, 4, -1])
    func kOutsideTheRangeHasNoValue(_ k: Int) {
        #expect(Self.mixed.passHatK(k) == nil)
        #expect(Self.mixed.passAtK(k) == nil)
    }

    @Test func errorRunsAreCountedAndLeftOutOfAverages() throws {
        // 1 error run of C + 3 of D.
        #expect(Self.mixed.errors == 4)
        // allPass over error-free graded runs: A 4/5 + B 0/5 + C 3/3 = 7/13;
        // E grades nothing, so it is not in the total.
        let allPass = try #require(Self.mixed.metric(.allPass))
        #expect((allPass.passed, allPass.total) == (7, 13))
        #expect(allPass.mean == 7.0 / 13)
        #expect(Self.mixed.metric(.intentsAllPass) == allPass)
    }

    @Test func metricsThatApplyToNoRunAreNull() {
        for metric in [Metric.foundEntitiesAllPass, .onScreenEntitiesAllPass, .siriResponseAllPass, .skillsLoadedAllPass] {
            #expect(Self.mixed.metric(metric) == nil)
        }
    }

    @Test func statusListsAndCounts() {
        #expect(Self.mixed.scenarios.map(\.status) == [.flaky, .fail, .pass, .error, .pass])
        #expect(Self.mixed.flaky.map(\.id) == ["Suite/s.yaml#a"])
        #expect(Self.mixed.failed.map(\.id) == ["Suite/s.yaml#b"])
        #expect(Self.mixed.errored.map(\.id) == ["Suite/s.yaml#d"])
        #expect(Self.mixed.count(.pass) == 2)
        #expect(Self.mixed.runCount == 5 + 5 + 4 + 3 + 2)
    }

    @Test func emptyEvaluation() {
        let summary = EvaluationSummary([])
        #expect(summary.metrics.isEmpty)
        #expect(summary.passHatK.isEmpty && summary.passAtK.isEmpty)
        #expect(summary.maxK == 0)
        #expect(summary.errors == 0)
    }

    @Test func onlyErrorRunsGiveNoPassK() {
        let summary = EvaluationSummary([Fixtures.scenario("d", Fixtures.runs(n: 0, c: 0, errors: 5))])
        #expect(summary.maxK == 0)
        #expect(summary.errors == 5)
        #expect(summary.metric(.allPass) == nil)
    }

    @Test func scenariosWeighEquallyInPassKButRunsWeighInMeans() throws {
        // A: 10 runs, all pass. B: 2 runs, none pass.
        // allPass mean pools runs: 10/12. pass^1 averages scenarios: (1 + 0)/2 = 0.5.
        let summary = EvaluationSummary([
            Fixtures.scenario("a", Fixtures.runs(n: 10, c: 10)),
            Fixtures.scenario("b", Fixtures.runs(n: 2, c: 0)),
        ])
        #expect(try #require(summary.metric(.allPass)).mean == 10.0 / 12)
        #expect(summary.passHatK == [0.5, 0.5])
        #expect(summary.passAtK == [0.5, 0.5])
    }
}
