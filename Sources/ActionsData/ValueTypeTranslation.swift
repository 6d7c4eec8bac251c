import YAML

/// Translates an App Intents value type, as extract.actionsdata writes it,
/// into the type string app.yaml uses (`Int`, `[RestaurantEntity]`), so an
/// imported parameter or property reads as if it had been written in YAML.
///
/// The shapes, all seen in files Xcode wrote (see Documentation/ActionsData.md):
///
///     {"primitive": {"wrapper": {"typeIdentifier": 2}}}
///     {"entity": {"wrapper": {"typeName": "RestaurantEntity"}}}
///     {"linkEnumeration": {"wrapper": {"identifier": "Seating"}}}
///     {"array": {"wrapper": {"capabilities": 3, "memberValueType": {...}}}}
///     {"measurement": {"wrapper": {"unitType": 7}}}
///
/// The `wrapper` level is read when it is there and looked through when it
/// is not.
enum ValueTypeTranslation {
    /// Why a value type could not be translated, and where.
    struct Problem: Error, Equatable {
        var reason: String
        var mark: Mark
    }

    /// Apple's primitive type codes (`LNPrimitiveValueType.typeIdentifier`),
    /// with the name Apple gives each and the app.yaml type it becomes; nil
    /// when app.yaml has no such type.
    static let primitives: [Int: (name: String, type: String?)] = [
        0: ("String", "String"),
        1: ("Bool", "Bool"),
        2: ("Int", "Int"),
        3: ("Int8", "Int"),
        4: ("Int16", "Int"),
        5: ("Int32", "Int"),
        6: ("Int64", "Int"),
        7: ("Double", "Double"),
        8: ("Date", "Date"),
        9: ("DateComponents", "Date"),
        10: ("Placemark", nil),
        11: ("URL", "URL"),
        12: ("AttributedString", "String"),
    ]

    /// Apple's measurement unit types (`LNMeasurementValueType.unitType`);
    /// only a duration has an app.yaml type.
    static let measurements: [Int: String] = [
        1: "length", 2: "mass", 3: "temperature", 4: "volume", 5: "speed", 6: "energy", 7: "duration",
        8: "acceleration", 9: "angle", 10: "area", 11: "concentration of mass", 12: "dispersion",
        13: "electric charge", 14: "electric current", 15: "electric potential difference",
        16: "electric resistance", 17: "frequency", 18: "fuel efficiency", 19: "illuminance",
        20: "information storage", 21: "power", 22: "pressure",
    ]

    /// The unit type of a duration.
    static let durationUnitType = 7

    /// The app.yaml type of `node`, or why there is none.
    static func translate(_ node: Node) -> Result<String, Problem> {
        guard let mapping = node.mapping, let kind = mapping.pairs.first, mapping.pairs.count == 1,
              let name = kind.key.scalar?.string else {
            return .failure(Problem(reason: "its value type is not in a shape this importer knows", mark: node.mark))
        }
        let body = unwrapped(kind.value)
        switch name {
        case "primitive":
            guard let code = integer(body?["typeIdentifier"]) else {
                return .failure(Problem(reason: "its primitive value type has no 'typeIdentifier'", mark: kind.value.mark))
            }
            let at = body?["typeIdentifier"]?.mark ?? kind.value.mark
            guard let primitive = primitives[code] else {
                return .failure(Problem(reason: "unknown primitive type code \(code)", mark: at))
            }
            guard let type = primitive.type else {
                return .failure(Problem(reason: "its type, \(primitive.name) (primitive type code \(code)), has no equivalent in app.yaml", mark: at))
            }
            return .success(type)
        case "entity":
            return typeName(body?["typeName"], of: "entity", at: kind.value.mark)
        case "linkEnumeration":
            return typeName(body?["identifier"], of: "enumeration", at: kind.value.mark)
        case "array":
            guard let member = body?["memberValueType"] else {
                return .failure(Problem(reason: "its array value type has no 'memberValueType'", mark: kind.value.mark))
            }
            return translate(member).map { "[\($0)]" }
        case "measurement":
            guard let unit = integer(body?["unitType"]) else {
                return .failure(Problem(reason: "its measurement value type has no 'unitType'", mark: kind.value.mark))
            }
            if unit == durationUnitType { return .success("Duration") }
            let what = measurements[unit].map { "a measurement of \($0)" } ?? "a measurement"
            return .failure(Problem(
                reason: "its type, \(what) (unit type \(unit)), has no equivalent in app.yaml; only durations have one",
                mark: body?["unitType"]?.mark ?? kind.value.mark
            ))
        default:
            return .failure(Problem(reason: "unknown value type '\(name)'", mark: kind.key.mark))
        }
    }

    /// The mapping inside `wrapper`, or the node itself when it has none.
    private static func unwrapped(_ node: Node) -> Node.Mapping? {
        guard let mapping = node.mapping else { return nil }
        if let inner = mapping["wrapper"]?.mapping { return inner }
        return mapping
    }

    private static func typeName(_ node: Node?, of kind: String, at mark: Mark) -> Result<String, Problem> {
        guard let scalar = node?.scalar, scalar.style == .doubleQuoted, !scalar.string.isEmpty else {
            return .failure(Problem(reason: "its \(kind) value type names no type", mark: node?.mark ?? mark))
        }
        return .success(scalar.string)
    }

    /// A JSON integer (`7`, or `7.0` as some writers spell it).
    static func integer(_ node: Node?) -> Int? {
        guard let scalar = node?.scalar, scalar.style == .plain else { return nil }
        switch scalar.value {
        case .int(let value): return value
        case .double(let value) where value.rounded() == value && abs(value) < 1e15: return Int(value)
        default: return nil
        }
    }
}
