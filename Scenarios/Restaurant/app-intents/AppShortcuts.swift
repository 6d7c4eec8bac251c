import AppIntents

struct AppShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OrderFoodIntent(),
      phrases: [
        "Order \(\.$dish) in \(.applicationName)",
        "Place an order in \(.applicationName)",
      ],
      shortTitle: "Order Food",
      systemImageName: "takeoutbag.and.cup.and.straw"
    )
  }
}
