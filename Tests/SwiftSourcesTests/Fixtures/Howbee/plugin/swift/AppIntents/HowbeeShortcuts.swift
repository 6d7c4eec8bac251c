struct HowbeeShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: CheckInWithContactIntent(),
            phrases: [
                "Check in with \(\.$contact) in \(.applicationName)",
                "Catch up with \(\.$contact) in \(.applicationName)"
            ],
            shortTitle: "Check In",
            systemImageName: "person.wave.2"
        )

        AppShortcut(
            intent: WhoShouldICatchUpWithIntent(),
            phrases: [
                "Who should I catch up with in \(.applicationName)",
                "Who needs attention in \(.applicationName)"
            ],
            shortTitle: "Overdue Check-ins",
            systemImageName: "person.3"
        )

        AppShortcut(
            intent: AddNewContactIntent(),
            phrases: [
                "Add a new contact in \(.applicationName)",
                "Add a friend in \(.applicationName)"
            ],
            shortTitle: "Add Contact",
            systemImageName: "person.badge.plus"
        )
    }
}

@objc(HowbeeShortcutsHelper)
class HowbeeShortcutsHelper: NSObject {
    @objc static func updateShortcutParameters() {
        HowbeeShortcuts.updateAppShortcutParameters()
    }
}
