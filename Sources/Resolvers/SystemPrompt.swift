import AppDefinitions
import Foundation
import Scenarios
import Transcripts

/// The system message of a conversation: what Siri knows before the person
/// speaks. The app and how to use its tools, then the context of the
/// scenario: the date and time, time zone and locale, whether the device is
/// locked and the app in the foreground, the entities on screen, a Live
/// Activity, and the app's skills by description (a skill's body is only
/// read through `load_skill`, which is what `loads` checks).
enum SystemPrompt {
    static func text(app: AppDefinition, context: ScenarioContext, schema: ToolSchema) -> String {
        var lines: [String] = []
        let otherNames = app.synonyms.isEmpty ? "" : " (also called \(app.synonyms.map { "\"\($0)\"" }.joined(separator: ", ")))"
        lines.append("You are Siri, the voice assistant on the person's iPhone. You help with the app \"\(app.name)\"\(otherNames) through its tools.")
        lines.append("")
        lines.append("- Call a tool only when the person asks for what it does. To answer a question, look things up; don't run actions that change anything.")
        lines.append("- Parameters that take an entity take its identifier, never its name.\(schema.offersSearch ? " Find identifiers with \(ToolSchema.searchTool) when you don't know them." : "")")
        lines.append("- Dates are ISO 8601 with the UTC offset of the person's time zone, such as \(context.nowText).")
        lines.append("- When a tool answers needsInput, ask the person its question and wait. When it answers awaitingConfirmation, ask the person to confirm and call the tool again only after they say yes.")
        if schema.offersSkills {
            lines.append("- For a request a skill below describes, load the skill with \(ToolSchema.skillTool) first and follow it.")
        }
        lines.append("- Answer in one or two short sentences, as spoken.")
        lines.append("")
        lines.append("Now: \(spokenNow(context)) (\(context.nowText)).")
        lines.append("Time zone: \(context.timeZone.identifier). Locale: \(context.locale).")
        lines.append(context.locked
            ? "The device is locked: don't say anything private, and actions that need authentication cannot run until the person unlocks it."
            : "The device is unlocked.")
        lines.append(context.foreground ? "\(app.name) is open, in the foreground." : "\(app.name) is not in the foreground.")
        if !context.onScreen.isEmpty {
            lines.append("On screen: \(context.onScreen.map { describe($0, app) }.joined(separator: "; ")). \"This\" or \"it\" may mean what is on screen.")
        }
        if let activity = context.liveActivity {
            lines.append("A Live Activity of \(app.name) is showing: \(describe(activity, app)).")
        }
        if !app.skills.isEmpty {
            lines.append("")
            lines.append("Skills of \(app.name):")
            for skill in app.skills { lines.append("- \(skill.name): \(skill.description)") }
        }
        return lines.joined(separator: "\n")
    }

    /// `RestaurantEntity luca-soho ("Luca")`.
    static func describe(_ reference: EntityReference, _ app: AppDefinition) -> String {
        let title = app.entity(named: reference.entity)?.record(id: reference.id)?.title
        return "\(reference.entity) \(reference.id)\(title.map { " (\"\($0)\")" } ?? "")"
    }

    /// "Thursday, December 3, 2026, 5:00 PM" in the context's time zone.
    static func spokenNow(_ context: ScenarioContext) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = context.timeZone
        formatter.dateFormat = "EEEE, MMMM d, yyyy, h:mm a"
        return formatter.string(from: Date(timeIntervalSince1970: context.now))
    }
}
