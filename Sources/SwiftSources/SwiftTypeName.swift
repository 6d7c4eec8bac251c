/// Translates a Swift type annotation into the type spelling app.yaml uses
/// (`Int`, `String?`, `[RestaurantEntity]`, `Duration`), so parameters and
/// properties read from Swift carry the types the app definition checks.
public enum SwiftTypeName {
    /// The outcome of a translation.
    public enum Translation: Sendable, Hashable {
        /// The app.yaml spelling.
        case type(String)
        /// A type app.yaml has no word for; the Swift spelling, for messages.
        case unsupported(String)
    }

    /// Types of the App Intents framework and Foundation that app.yaml
    /// cannot represent; any other name is kept, as the name of an entity or
    /// enum declared in the Swift files or in app.yaml.
    public static let unsupportedNames: Set<String> = [
        "IntentFile", "IntentPerson", "IntentCurrencyAmount", "IntentPaymentMethod", "CurrencyAmount", "PaymentMethod",
        "Person", "CLPlacemark", "DateComponents", "Data", "UUID", "Locale", "TimeZone", "Color", "UIColor", "NSColor",
        "CGColor", "Image", "UIImage", "NSImage", "Set", "Dictionary", "Any", "AnyObject", "Void", "Never",
        "EntityIdentifier", "IntentItem", "IntentItemCollection", "Character",
    ]

    /// Swift spellings of app.yaml's built-in types.
    static let builtins: [String: String] = [
        "String": "String", "Substring": "String", "AttributedString": "String",
        "Int": "Int", "Int8": "Int", "Int16": "Int", "Int32": "Int", "Int64": "Int",
        "UInt": "Int", "UInt8": "Int", "UInt16": "Int", "UInt32": "Int", "UInt64": "Int",
        "Double": "Double", "Float": "Double", "Float32": "Double", "Float64": "Double", "CGFloat": "Double", "Decimal": "Double",
        "Bool": "Bool", "Date": "Date", "URL": "URL", "Duration": "Duration",
    ]

    /// Translates the tokens of a type annotation.
    public static func translate(_ tokens: [SwiftToken]) -> Translation {
        let spelling = spell(tokens)
        var reader = Reader(tokens: tokens[...])
        guard let type = reader.type(depth: 0), reader.tokens.isEmpty else { return .unsupported(spelling) }
        return type.map { .type($0) } ?? .unsupported(spelling)
    }

    /// The Swift spelling of tokens, for messages: as written, with any
    /// space or line break between two tokens shown as one space, and cut
    /// after 80 characters.
    public static func spell(_ tokens: [SwiftToken]) -> String {
        var text = ""
        var previous: SwiftToken?
        for token in tokens {
            if let previous, token.line != previous.endLine || token.column > previous.endColumn { text += " " }
            text += token.text
            previous = token
            if text.count > 80 { return String(text.prefix(77)) + "..." }
        }
        return text
    }

    private struct Reader {
        var tokens: ArraySlice<SwiftToken>

        /// A type; the outer nil means the tokens are not a type, the inner
        /// nil that the type cannot be represented.
        mutating func type(depth: Int) -> String?? {
            guard depth < 32, let first = tokens.popFirst() else { return nil }
            var result: String?
            if first.isPunctuation("[") {
                guard let element = type(depth: depth + 1) else { return nil }
                if let colon = tokens.first, colon.isPunctuation(":") {
                    tokens.removeFirst()
                    guard type(depth: depth + 1) != nil else { return nil }
                    result = nil  // a dictionary
                } else {
                    result = element.map { "[\($0)]" }
                }
                guard let close = tokens.popFirst(), close.isPunctuation("]") else { return nil }
            } else if first.isPunctuation("(") {
                guard let inner = type(depth: depth + 1), let close = tokens.popFirst() else { return nil }
                guard close.isPunctuation(")") else { return .some(nil) }  // a tuple or function type
                result = inner
            } else if first.kind == .identifier || first.isWord("Any") || first.isWord("Self") {
                if first.text == "some" || first.text == "any" {
                    _ = type(depth: depth + 1)
                    return .some(nil)
                }
                var names = [first.text]
                var arguments: [String?] = []
                var argumentNames: [String] = []
                while true {
                    if let open = tokens.first, open.isPunctuation("<") {
                        tokens.removeFirst()
                        arguments = []
                        argumentNames = []
                        while true {
                            argumentNames.append(tokens.first?.text ?? "")
                            guard let argument = type(depth: depth + 1) else { return nil }
                            arguments.append(argument)
                            guard let next = tokens.popFirst() else { return nil }
                            if next.isPunctuation(">") { break }
                            guard next.isPunctuation(",") else { return nil }
                        }
                    }
                    guard let dot = tokens.first, dot.isPunctuation("."), tokens.count > 1,
                          tokens[tokens.startIndex + 1].kind == .identifier else { break }
                    tokens.removeFirst()
                    names.append(tokens.removeFirst().text)
                }
                result = named(names, arguments: arguments, argumentNames: argumentNames)
            } else {
                return nil
            }
            // Optionals: `T?`, `T!`.
            var optional = false
            while let mark = tokens.first, mark.isPunctuation("?") || mark.isPunctuation("!") {
                tokens.removeFirst()
                optional = true
            }
            if optional, let wrapped = result, !wrapped.hasSuffix("?") { result = wrapped + "?" }
            if let and = tokens.first, and.isPunctuation("&") {
                while let next = tokens.first, !next.isPunctuation(">"), !next.isPunctuation(",") { tokens.removeFirst() }
                return .some(nil)
            }
            return .some(result)
        }

        /// A named type with its generic arguments.
        func named(_ names: [String], arguments: [String?], argumentNames: [String]) -> String? {
            var names = names
            if names.count > 1, ["Swift", "Foundation", "AppIntents"].contains(names[0]) { names.removeFirst() }
            let name = names.last ?? ""
            switch (name, arguments.count) {
            case ("Array", 1):
                return arguments[0].map { "[\($0)]" }
            case ("Optional", 1):
                return arguments[0].map { $0.hasSuffix("?") ? $0 : $0 + "?" }
            case ("Measurement", 1):
                return argumentNames == ["UnitDuration"] ? "Duration" : nil
            case (_, 0):
                if let builtin = SwiftTypeName.builtins[name], names.count == 1 { return builtin }
                if SwiftTypeName.unsupportedNames.contains(name), names.count == 1 { return nil }
                if name.hasPrefix("Unit") { return nil }
                return name
            default:
                return nil
            }
        }
    }
}
