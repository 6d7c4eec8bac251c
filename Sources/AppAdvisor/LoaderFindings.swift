import Diagnostics

/// The linter's reading of what loading an app definition reported: some of
/// the loader's checks are advisor rules (phrases, the shortcut limit, the
/// skills bundle rules), so their diagnostics become findings with a fix;
/// the loader's "no description" warnings are left to the linter's own,
/// broader rules; everything else is a problem with the definition itself.
///
/// The loader's messages are matched by their wording. Tests load real
/// definitions and pin the result, so a reworded message is noticed.
enum LoaderFindings {
    enum Reading: Equatable {
        /// A finding of this advisor rule, with this fix.
        case rule(LintRule, fix: String)
        /// Covered by a rule the linter checks on the model itself.
        case covered
        /// A problem the advisor has no rule for.
        case other
    }

    static func read(_ diagnostic: Diagnostic) -> Reading {
        let message = diagnostic.message
        if message.contains("does not contain ${applicationName}") {
            return .rule(.phraseAppName, fix: "add ${applicationName} to the phrase, for example 'Book a table in ${applicationName}'")
        }
        if message.contains("parameters that are not arrays") {
            return .rule(
                .phraseParameters,
                fix: "keep one parameter that is not an array in the phrase; Siri asks for the others with their requestValueDialog")
        }
        if message.contains("App Shortcuts per app") {
            return .rule(
                .shortcutCount,
                fix: "keep the 10 shortcuts people use most; the other intents stay reachable as tools and in the Shortcuts app")
        }
        if message.hasPrefix("skill name '") {
            return .rule(
                .skillRules,
                fix: "rename the skill to 1 to 64 lowercase letters, digits and single hyphens, with no hyphen at either end"
                    + " (in a skills bundle, rename its folder too)")
        }
        if message.hasPrefix("the description of skill '") {
            return .rule(
                .skillRules,
                fix: "write the description on one line of at most 1,024 characters; Siri reads only the description to"
                    + " decide whether the skill applies")
        }
        if message.hasPrefix("the body of skill '") {
            return .rule(
                .skillRules,
                fix: "cut the body to at most 10,000 characters: keep how the tools fit together, leave out what their"
                    + " descriptions already say")
        }
        if diagnostic.location?.file.contains(".skillsbundle/") == true {
            return .rule(
                .skillRules,
                fix: "follow the skills bundle rules: one folder per skill, named like the skill, holding only SKILL.md,"
                    + " whose frontmatter has only 'name' and 'description'")
        }
        if diagnostic.severity == .warning, message.contains("has no description") {
            return .covered
        }
        return .other
    }
}
