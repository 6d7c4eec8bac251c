/// The unbiased estimators of pass^k and pass@k from n runs of which c
/// passed, for one scenario.
///
/// Both draw k runs without replacement from the n that were made, so they
/// use every run rather than only the first k, and they are computed as
/// products of k ratios instead of binomial coefficients: C(50, 25) already
/// overflows `Int`, while the ratios stay in [0, 1].
public enum PassK {
    /// pass^k (tau-bench): C(c,k) / C(n,k), the chance that k runs drawn
    /// without replacement all pass; 0 when c < k.
    ///
    /// C(c,k) / C(n,k) = ∏_{i=0}^{k-1} (c - i) / (n - i).
    public static func passHat(k: Int, n: Int, c: Int) -> Double {
        check(k: k, n: n, c: c)
        guard c >= k else { return 0 }
        var product = 1.0
        for i in 0..<k {
            product *= Double(c - i) / Double(n - i)
        }
        return product
    }

    /// pass@k (Chen et al. 2021): 1 − C(n−c,k) / C(n,k), the chance that at
    /// least one of k runs drawn without replacement passes; 1 when n − c < k.
    ///
    /// C(n−c,k) / C(n,k) = ∏_{i=0}^{k-1} (n − c − i) / (n − i).
    public static func passAt(k: Int, n: Int, c: Int) -> Double {
        check(k: k, n: n, c: c)
        guard n - c >= k else { return 1 }
        var product = 1.0
        for i in 0..<k {
            product *= Double(n - c - i) / Double(n - i)
        }
        return 1 - product
    }

    private static func check(k: Int, n: Int, c: Int) {
        precondition(k >= 1 && k <= n && c >= 0 && c <= n, "pass-k estimator with k=\(k), n=\(n), c=\(c)")
    }
}
