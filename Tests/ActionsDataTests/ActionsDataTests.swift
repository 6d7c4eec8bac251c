import Testing
@testable import ActionsData

@Suite struct ActionsDataSmokeTests {
    @Test func builds() {}
}
