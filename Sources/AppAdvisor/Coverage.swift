import AppDefinitions
import Scenarios

/// What of each app a suite never checks: the intents no scenario expects to
/// be called, the entities none expects to be found, the skills none expects
/// to load, and the tools no scenario forbids. A suite that never calls an
/// intent cannot notice when Siri stops choosing it, and one that never
/// disallows a tool cannot notice when Siri calls it by mistake (seed 004:
/// "Calls only checks that the listed calls happen ... so add
/// Calls(.disallowed) for actions Siri must not take").
///
/// Every expectation counts, wherever it is written: on a turn or in a
/// scenario's `expect:`, short or long form, ordered or unordered.
public struct Coverage: Sendable, Hashable {
    /// One app and what its scenarios leave out, each list in the order of
    /// the app definition.
    public struct App: Sendable, Hashable {
        public var name: String
        /// The app.yaml, as shown to the user.
        public var path: String
        public var scenarioCount: Int
        /// Intents that no `calls` check names.
        public var uncalledIntents: [String]
        /// Entity types that no `finds` or `onScreen` check names.
        public var unfoundEntities: [String]
        /// Skills that no `loads` check requires.
        public var unloadedSkills: [String]
        /// Of those, the skills that some check lists as preferred, which is
        /// reported but never graded.
        public var onlyPreferredSkills: [String]
        /// Tool intents that no `disallowed` check names.
        public var toolsNeverDisallowed: [String]

        /// True when every list is empty.
        public var isComplete: Bool {
            uncalledIntents.isEmpty && unfoundEntities.isEmpty && unloadedSkills.isEmpty && toolsNeverDisallowed.isEmpty
        }
    }

    /// The apps, in the order the suite loaded them.
    public var apps: [App]

    /// The coverage of `scenarios` (all or some of `suite.scenarios`) over
    /// the apps they use; apps none of them uses are left out.
    public init(_ suite: Suite, scenarios: [Scenario]? = nil) {
        let scenarios = scenarios ?? suite.scenarios
        apps = suite.apps.indices.compactMap { index in
            let own = scenarios.filter { $0.app == index }
            guard !own.isEmpty else { return nil }
            return Coverage.app(suite.apps[index], scenarios: own)
        }
    }

    static func app(_ app: AppDefinition, scenarios: [Scenario]) -> App {
        var called: Set<String> = []
        var disallowed: Set<String> = []
        var found: Set<String> = []
        var required: Set<String> = []
        var preferred: Set<String> = []
        for scenario in scenarios {
            for expectations in [scenario.expect] + scenario.turns.map(\.expectations) {
                for group in expectations.callGroups { called.formUnion(group.calls.map(\.intent)) }
                disallowed.formUnion(expectations.disallowed.map(\.intent))
                found.formUnion(expectations.finds.map(\.entity))
                found.formUnion(expectations.onScreen.map(\.entity))
                required.formUnion(expectations.requiredSkills.map(\.name))
                preferred.formUnion(expectations.preferredSkills.map(\.name))
            }
        }
        let unloaded = app.skills.map(\.name).filter { !required.contains($0) }
        return App(
            name: app.name, path: app.path, scenarioCount: scenarios.count,
            uncalledIntents: app.intents.map(\.identifier).filter { !called.contains($0) },
            unfoundEntities: app.entities.map(\.identifier).filter { !found.contains($0) },
            unloadedSkills: unloaded,
            onlyPreferredSkills: unloaded.filter { preferred.contains($0) },
            toolsNeverDisallowed: app.intents.filter(\.tool).map(\.identifier).filter { !disallowed.contains($0) }
        )
    }

    /// The plain-text list `evaluate coverage` prints: per app a heading,
    /// then one line per gap, every list in a fixed order.
    ///
    ///     Dinewell (Scenarios/Dinewell/app.yaml), 14 scenarios
    ///       intents no scenario calls: none
    ///       entities no scenario finds:
    ///         ReservationEntity
    ///       ...
    public var text: String {
        var lines: [String] = []
        for (index, app) in apps.enumerated() {
            if index > 0 { lines.append("") }
            lines.append("\(app.name) (\(app.path)), \(app.scenarioCount) scenario\(app.scenarioCount == 1 ? "" : "s")")
            func list(_ title: String, _ names: [String], note: (String) -> String = { _ in "" }) {
                guard !names.isEmpty else {
                    lines.append("  \(title): none")
                    return
                }
                lines.append("  \(title):")
                lines += names.map { "    \($0)\(note($0))" }
            }
            list("intents no scenario calls", app.uncalledIntents)
            list("entities no scenario finds", app.unfoundEntities)
            list("skills no scenario loads", app.unloadedSkills) { app.onlyPreferredSkills.contains($0) ? " (only preferred, which is not graded)" : "" }
            list("tools no scenario disallows", app.toolsNeverDisallowed)
        }
        return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
    }
}
