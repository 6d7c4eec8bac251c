/// Assigns expectations to distinct actual items (maximum bipartite matching
/// by augmenting paths), so "each item matches a distinct entity" never fails
/// because a greedy choice took the wrong one.
enum BipartiteMatching {
    /// For each left item, the index of its right item, or nil.
    static func match(_ left: Int, _ right: Int, _ fits: (Int, Int) -> Bool) -> [Int?] {
        guard left > 0, right > 0 else { return Array(repeating: nil, count: left) }
        var edges = [[Int]](repeating: [], count: left)
        for l in 0..<left {
            for r in 0..<right where fits(l, r) { edges[l].append(r) }
        }
        var owner = [Int?](repeating: nil, count: right)
        func augment(_ l: Int, _ visited: inout [Bool]) -> Bool {
            for r in edges[l] where !visited[r] {
                visited[r] = true
                if owner[r] == nil || augment(owner[r]!, &visited) {
                    owner[r] = l
                    return true
                }
            }
            return false
        }
        for l in 0..<left {
            var visited = [Bool](repeating: false, count: right)
            _ = augment(l, &visited)
        }
        var assignment = [Int?](repeating: nil, count: left)
        for (r, l) in owner.enumerated() { if let l { assignment[l] = r } }
        return assignment
    }
}
