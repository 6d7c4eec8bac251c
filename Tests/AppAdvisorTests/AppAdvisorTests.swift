import Testing
@testable import AppAdvisor

@Suite struct AppAdvisorSmokeTests {
    @Test func builds() {}
}
