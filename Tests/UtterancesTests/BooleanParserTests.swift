import Testing
@testable import Utterances

struct BooleanParserTests {
    static let answers: [(String, Bool?)] = [
        ("yes", true), ("Yeah", true), ("yep", true), ("Sure!", true), ("ok", true), ("Okay then", true),
        ("do it", true), ("go ahead", true), ("confirm", true), ("please do", true), ("yes please", true),
        ("that's right", true), ("sounds good", true), ("of course", true), ("all right", true),
        ("Sure, don't worry", true), ("no problem", true), ("don't cancel it", true),
        ("no", false), ("nope", false), ("No, make it 8", false), ("don't", false), ("do not book it", false),
        ("cancel", false), ("never mind", false), ("stop", false), ("not now", false), ("forget it", false),
        ("nah", false), ("Don’t do it", false),
        ("not sure", nil), ("I don't know", nil), ("maybe", nil), ("book a table", nil), ("", nil),
        ("what time is it", nil),
    ]

    @Test(arguments: answers)
    func answer(_ text: String, _ expected: Bool?) {
        #expect(BooleanParser.answer(Tokenizer.tokens(text)) == expected)
    }

    static let switches: [(String, Bool?)] = [
        ("turn on the lights", true), ("turn the lights off", false), ("switch the Wi-Fi on", true),
        ("enable do not disturb", true), ("disable notifications", false), ("on", true), ("off", false),
        ("put it on", true), ("book it on Friday", nil), ("lights", nil),
    ]

    @Test(arguments: switches)
    func switchState(_ text: String, _ expected: Bool?) {
        #expect(BooleanParser.switchState(Tokenizer.tokens(text)) == expected)
    }
}
