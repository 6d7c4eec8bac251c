/// Apple's rules for app skills, shared by app.yaml and skills bundles.
public enum SkillRules {
    public static let maxNameLength = 64
    public static let maxDescriptionLength = 1_024
    public static let maxBodyLength = 10_000

    /// Why a skill name breaks the rules, or nil: 1 to 64 lowercase letters,
    /// digits and single hyphens, with no hyphen at either end.
    public static func nameProblem(_ name: String) -> String? {
        if name.isEmpty || name.count > maxNameLength {
            return "must be 1 to \(maxNameLength) characters long"
        }
        if !name.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }) {
            return "may hold only lowercase letters, digits and hyphens"
        }
        if name.hasPrefix("-") || name.hasSuffix("-") { return "must not start or end with a hyphen" }
        if name.contains("--") { return "must not contain two hyphens in a row" }
        return nil
    }

    public static func descriptionProblem(_ description: String) -> String? {
        if description.contains(where: \.isNewline) { return "must fit on one line" }
        if description.count > maxDescriptionLength {
            return "is \(description.count) characters long; at most \(maxDescriptionLength) are allowed"
        }
        return nil
    }

    public static func bodyProblem(_ body: String) -> String? {
        body.count > maxBodyLength ? "is \(body.count) characters long; at most \(maxBodyLength) are allowed" : nil
    }
}
