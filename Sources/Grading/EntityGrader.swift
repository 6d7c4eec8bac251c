import JSON
import Results
import Scenarios
import Transcripts

/// Grades `finds` and `onScreen` against the entities a turn reported.
enum EntityGrader {
    /// Each item must match a distinct found entity; a property the resolver
    /// did not report counts as nil (Apple).
    static func gradeFinds(_ finds: [FindExpectation], found: [FoundEntity], turn: Int) -> [CheckResult] {
        guard !finds.isEmpty else { return [] }
        func matches(_ find: FindExpectation, _ entity: FoundEntity) -> Bool {
            entity.entity == find.entity
                && (find.id == nil || entity.id == find.id)
                && find.properties.allSatisfy { $0.matcher.matches(entity.properties[$0.name]) }
        }
        let assignment = BipartiteMatching.match(finds.count, found.count) { matches(finds[$0], found[$1]) }
        return finds.enumerated().map { index, find in
            let passed = assignment[index] != nil
            return CheckResult(
                kind: .finds, turn: turn, line: find.line, passed: passed,
                message: passed ? "" : "expected to find \(Describe.find(find)); found \(Describe.list(found.map(Describe.found), none: "nothing"))"
            )
        }
    }

    /// Identity only: the entity type and, when given, the identifier.
    static func gradeOnScreen(_ expected: [EntityExpectation], onScreen: [EntityReference], turn: Int) -> [CheckResult] {
        guard !expected.isEmpty else { return [] }
        func matches(_ item: EntityExpectation, _ entity: EntityReference) -> Bool {
            entity.entity == item.entity && (item.id == nil || entity.id == item.id)
        }
        let assignment = BipartiteMatching.match(expected.count, onScreen.count) { matches(expected[$0], onScreen[$1]) }
        return expected.enumerated().map { index, item in
            let passed = assignment[index] != nil
            let wanted = item.id.map { "\(item.entity)(id: \"\($0)\")" } ?? item.entity
            return CheckResult(
                kind: .onScreen, turn: turn, line: item.line, passed: passed,
                message: passed ? "" : "expected Siri to use \(wanted) from the screen; used \(Describe.list(onScreen.map { "\($0.entity)(id: \"\($0.id)\")" }, none: "no on-screen entity"))"
            )
        }
    }
}
