import Testing
@testable import Metrics

/// pass^k = C(c,k)/C(n,k) = ∏ (c−i)/(n−i); pass@k = 1 − C(n−c,k)/C(n,k).
struct PassKTests {
    struct Case: Sendable, CustomStringConvertible {
        var n: Int, c: Int, k: Int
        var passHat: Double, passAt: Double
        var description: String { "n=\(n) c=\(c) k=\(k)" }
    }

    static let cases: [Case] = [
        // n = 5, c = 4: pass^k = 4/5, 4/5·3/4 = 3/5, 3/5·2/3 = 2/5, 2/5·1/2 = 1/5, 1/5·0/1 = 0.
        // pass@1 = 1 − C(1,1)/C(5,1) = 1 − 1/5 = 4/5; for k ≥ 2, n − c = 1 < k, so 1.
        Case(n: 5, c: 4, k: 1, passHat: 0.8, passAt: 0.8),
        Case(n: 5, c: 4, k: 2, passHat: 0.6, passAt: 1),
        Case(n: 5, c: 4, k: 3, passHat: 0.4, passAt: 1),
        Case(n: 5, c: 4, k: 4, passHat: 0.2, passAt: 1),
        Case(n: 5, c: 4, k: 5, passHat: 0, passAt: 1),
        // n = 5, c = 0: nothing passes: pass^k = 0 (c < k); pass@k = 1 − C(5,k)/C(5,k) = 0.
        Case(n: 5, c: 0, k: 1, passHat: 0, passAt: 0),
        Case(n: 5, c: 0, k: 3, passHat: 0, passAt: 0),
        Case(n: 5, c: 0, k: 5, passHat: 0, passAt: 0),
        // n = 3, c = 3: everything passes: pass^k = 1, pass@k = 1 (n − c = 0 < k).
        Case(n: 3, c: 3, k: 1, passHat: 1, passAt: 1),
        Case(n: 3, c: 3, k: 2, passHat: 1, passAt: 1),
        Case(n: 3, c: 3, k: 3, passHat: 1, passAt: 1),
        // n = 5, c = 1: pass@2 = 1 − C(4,2)/C(5,2) = 1 − 6/10 = 0.4; pass@3 = 1 − 4/10 = 0.6;
        // pass@4 = 1 − 1/5 = 0.8. pass^1 = 1/5, pass^2 = 0 (c < k).
        Case(n: 5, c: 1, k: 1, passHat: 0.2, passAt: 0.2),
        Case(n: 5, c: 1, k: 2, passHat: 0, passAt: 0.4),
        Case(n: 5, c: 1, k: 3, passHat: 0, passAt: 0.6),
        Case(n: 5, c: 1, k: 4, passHat: 0, passAt: 0.8),
        // n = 4, c = 2: pass^2 = C(2,2)/C(4,2) = 1/6; pass@2 = 1 − C(2,2)/C(4,2) = 5/6.
        Case(n: 4, c: 2, k: 2, passHat: 1.0 / 6, passAt: 5.0 / 6),
    ]

    @Test(arguments: cases)
    func estimators(_ c: Case) {
        #expect(abs(PassK.passHat(k: c.k, n: c.n, c: c.c) - c.passHat) < 1e-12)
        #expect(abs(PassK.passAt(k: c.k, n: c.n, c: c.c) - c.passAt) < 1e-12)
    }

    @Test func largeCountsDoNotOverflow() {
        // C(200,100) ≈ 9·10^58 overflows Int and loses precision as factorials;
        // the product of ratios does not. pass^100 with c = n is exactly 1,
        // pass^1 with c = 150 is exactly 150/200.
        #expect(PassK.passHat(k: 100, n: 200, c: 200) == 1)
        #expect(PassK.passHat(k: 1, n: 200, c: 150) == 0.75)
        let deep = PassK.passHat(k: 100, n: 200, c: 150)
        #expect(deep.isFinite && deep > 0 && deep < 1e-10)
        let atK = PassK.passAt(k: 100, n: 200, c: 1)
        #expect(abs(atK - 0.5) < 1e-12) // 1 − C(199,100)/C(200,100) = 1 − 100/200
    }
}
