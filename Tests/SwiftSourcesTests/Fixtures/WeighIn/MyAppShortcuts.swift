// plugins/with-app-intents/AppIntents/MyAppShortcuts.swift
import AppIntents

struct MyAppShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: LogWeightIntent(),
            phrases: [
                "Log weight in \(.applicationName)",
                "Record \(\.$weightKg) kilos in \(.applicationName)",
            ],
            shortTitle: "Log weight",
            systemImageName: "figure.walk"
        )
    }

    /// AppShortcuts register at build time.
    static var shortcutTileColor: ShortcutTileColor = .teal
}

@MainActor
func donateLogWeight(weightKg: Double) async {
    let intent = LogWeightIntent()
    intent.weightKg = weightKg
    await intent.donate()
}
