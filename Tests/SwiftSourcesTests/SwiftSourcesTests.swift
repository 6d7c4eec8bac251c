import Testing
@testable import SwiftSources

@Suite struct SwiftSourcesSmokeTests {
    @Test func builds() {}
}
