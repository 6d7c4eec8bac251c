import YAML

/// Reads JSON values out of parsed nodes: after `StrictJSON`, a string is a
/// double-quoted scalar and a boolean, number or null a plain one.
extension Node {
    /// The text of a JSON string.
    var jsonString: String? {
        guard let scalar, scalar.style == .doubleQuoted else { return nil }
        return scalar.string
    }

    /// The value of `true` or `false`.
    var jsonBool: Bool? {
        guard let scalar, scalar.style == .plain, case .bool(let value) = scalar.value else { return nil }
        return value
    }

    /// True for an absent-like value: `null`.
    var isJSONNull: Bool {
        guard let scalar else { return false }
        return scalar.style == .plain && scalar.string == "null"
    }

    /// The text of one of Apple's localized strings, `{"key": "Book a Table",
    /// "alternatives": []}` (or of a plain string), nil when blank, with the
    /// mark of the text itself.
    var localizedText: (text: String, mark: Mark)? {
        let node = mapping?["key"] ?? self
        guard let text = node.jsonString, !text.allSatisfy(\.isWhitespace) else { return nil }
        return (text, node.mark)
    }
}
