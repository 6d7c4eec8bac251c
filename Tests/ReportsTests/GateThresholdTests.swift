import Results
import Testing
@testable import Reports

struct GateThresholdTests {
    static let valid: [(String, GateThreshold.Target, Double)] = [
        ("intentsAllPass=0.9", .metric(.intentsAllPass), 0.9),
        ("allPass=1", .metric(.allPass), 1),
        ("skillsLoadedAllPass=0", .metric(.skillsLoadedAllPass), 0),
        ("passHatK.3=0.7", .passHatK(3), 0.7),
        ("passAtK.1=.5", .passAtK(1), 0.5),
        ("errors=0", .errors, 0),
        ("errors=12", .errors, 12),
        (" allPass = 0.8 ", .metric(.allPass), 0.8),
    ]

    @Test(arguments: valid)
    func parses(_ argument: String, _ target: GateThreshold.Target, _ min: Double) throws {
        let threshold = try GateThreshold.parse(argument)
        #expect(threshold == GateThreshold(target: target, min: min, lowerBound: false))
    }

    static let invalid: [(String, String)] = [
        ("intentsAllPass", "gate 'intentsAllPass': expected METRIC=VALUE, as in 'intentsAllPass=0.9'"),
        ("=0.5", "gate '=0.5': expected METRIC=VALUE, as in 'intentsAllPass=0.9'"),
        ("intentAllPass=0.9", "gate 'intentAllPass=0.9': unknown metric 'intentAllPass'; did you mean 'intentsAllPass'?"),
        ("passHatk.3=0.7", "gate 'passHatk.3=0.7': unknown metric 'passHatk.3'; did you mean 'passHatK.3'?"),
        ("eror=0", "gate 'eror=0': unknown metric 'eror'; did you mean 'errors'?"),
        ("latency=0.5", "gate 'latency=0.5': unknown metric 'latency'; known: intentsAllPass, foundEntitiesAllPass, "
            + "onScreenEntitiesAllPass, siriResponseAllPass, skillsLoadedAllPass, allPass, passHatK.N, passAtK.N, errors"),
        ("passHatK=0.5", "gate 'passHatK=0.5': 'passHatK' needs a k, as in 'passHatK.3'"),
        ("passHatK.0=0.5", "gate 'passHatK.0=0.5': k in 'passHatK.0' must be a whole number of at least 1"),
        ("passAtK.-2=0.5", "gate 'passAtK.-2=0.5': k in 'passAtK.-2' must be a whole number of at least 1"),
        ("passAtK.two=0.5", "gate 'passAtK.two=0.5': k in 'passAtK.two' must be a whole number of at least 1"),
        ("allPass=", "gate 'allPass=': missing value after '='"),
        ("allPass=high", "gate 'allPass=high': 'high' is not a number"),
        ("allPass=nan", "gate 'allPass=nan': 'nan' is not a number"),
        ("allPass=90%", "gate 'allPass=90%': '90%' is not a number"),
        ("allPass=1.5", "gate 'allPass=1.5': allPass is a rate: the threshold must be between 0 and 1, not 1.5"),
        ("passHatK.2=-0.1", "gate 'passHatK.2=-0.1': passHatK.2 is a rate: the threshold must be between 0 and 1, not -0.1"),
        ("errors=-1", "gate 'errors=-1': errors takes a maximum count, a whole number of at least 0, not -1"),
        ("errors=0.5", "gate 'errors=0.5': errors takes a maximum count, a whole number of at least 0, not 0.5"),
    ]

    @Test(arguments: invalid)
    func rejects(_ argument: String, _ message: String) {
        #expect {
            _ = try GateThreshold.parse(argument)
        } throws: { error in
            (error as? GateThresholdError)?.description == message
        }
    }

    @Test func configurationFormKeepsLowerBound() throws {
        let threshold = try GateThreshold(name: "allPass", min: 0.8, lowerBound: true)
        #expect(threshold == GateThreshold(target: .metric(.allPass), min: 0.8, lowerBound: true))
        #expect(threshold.description == "allPass (lower bound) >= 0.8")
    }

    @Test func configurationFormRejectsLowerBoundOffMetrics() {
        #expect(throws: GateThresholdError(reason: "lowerBound applies to metrics only, not to passHatK.3")) {
            _ = try GateThreshold(name: "passHatK.3", min: 0.7, lowerBound: true)
        }
    }
}
