import Testing
@testable import SkillsBundles

@Suite struct SkillsBundlesSmokeTests {
    @Test func builds() {}
}
