import Testing
@testable import AppDefinitions

/// app-format.md: "skill names are 1 to 64 lowercase letters, digits and
/// single hyphens, with no hyphen at either end; descriptions are one line of
/// at most 1,024 characters; bodies at most 10,000 characters".
struct SkillRulesTests {
    static let names: [(String, String?)] = [
        ("plan-group-dinner", nil),
        ("a", nil),
        ("x1", nil),
        ("2-for-1", nil),
        ("123", nil),
        (String(repeating: "a", count: 64), nil),
        (String(repeating: "ab-", count: 21) + "a", nil),
        ("", "must be 1 to 64 characters long"),
        (String(repeating: "a", count: 65), "must be 1 to 64 characters long"),
        ("Plan-dinner", "may hold only lowercase letters, digits and hyphens"),
        ("PLAN", "may hold only lowercase letters, digits and hyphens"),
        ("plan_dinner", "may hold only lowercase letters, digits and hyphens"),
        ("plan dinner", "may hold only lowercase letters, digits and hyphens"),
        ("plan.dinner", "may hold only lowercase letters, digits and hyphens"),
        ("café", "may hold only lowercase letters, digits and hyphens"),
        ("-plan", "must not start or end with a hyphen"),
        ("plan-", "must not start or end with a hyphen"),
        ("-", "must not start or end with a hyphen"),
        ("plan--dinner", "must not contain two hyphens in a row"),
    ]

    @Test(arguments: names)
    func name(_ name: String, _ problem: String?) {
        #expect(SkillRules.nameProblem(name) == problem)
    }

    static let descriptions: [(String, String?)] = [
        ("Plans a group dinner.", nil),
        ("", nil),
        (String(repeating: "x", count: 1_024), nil),
        (String(repeating: "é", count: 1_024), nil),
        (String(repeating: "x", count: 1_025), "is 1025 characters long; at most 1024 are allowed"),
        ("Plans a dinner.\nThen books it.", "must fit on one line"),
        ("Plans a dinner.\r\nThen books it.", "must fit on one line"),
        ("Plans a dinner.\n", "must fit on one line"),
        (String(repeating: "x", count: 2_000) + "\n", "must fit on one line"),
    ]

    @Test(arguments: descriptions)
    func description(_ text: String, _ problem: String?) {
        #expect(SkillRules.descriptionProblem(text) == problem)
    }

    static let bodies: [(Int, String?)] = [
        (0, nil),
        (9_999, nil),
        (10_000, nil),
        (10_001, "is 10001 characters long; at most 10000 are allowed"),
        (20_000, "is 20000 characters long; at most 10000 are allowed"),
    ]

    @Test(arguments: bodies)
    func body(_ length: Int, _ problem: String?) {
        #expect(SkillRules.bodyProblem(String(repeating: "x", count: length)) == problem)
    }

    @Test func aBodyMayHoldManyLines() {
        #expect(SkillRules.bodyProblem("Search first.\n\nThen book.\n") == nil)
    }

    @Test func limits() {
        #expect(SkillRules.maxNameLength == 64)
        #expect(SkillRules.maxDescriptionLength == 1_024)
        #expect(SkillRules.maxBodyLength == 10_000)
    }
}
