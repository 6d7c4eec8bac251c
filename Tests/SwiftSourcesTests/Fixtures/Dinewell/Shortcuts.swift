import AppIntents

struct DinewellShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        [
            AppShortcut(
                intent: BookTable(),
                phrases: [
                    "Book a table in \(.applicationName)",
                    "Book \(\.$restaurant) in \(.applicationName)",
                    "Reserve a table at \(\BookTable.$restaurant) with \(.applicationName)",
                ],
                shortTitle: LocalizedStringResource("Book a Table"),
                systemImageName: "fork.knife"
            ),
            AppShortcut(intent: FindAvailableTables(), phrases: ["Find a table in \(.applicationName)"], shortTitle: "Find Tables", systemImageName: "magnifyingglass"),
        ]
    }
}
