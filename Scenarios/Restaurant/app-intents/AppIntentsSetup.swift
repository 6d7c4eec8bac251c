import AppIntents
import ExpoModulesCore
internal import ExpoAppIntents

// Connects the shortcuts provider and the dish catalog to expo-app-intents:
// publishing a new menu refreshes the shortcut parameters ("Order {dish}").
public class AppIntentsSetup: Module {
  public func definition() -> ModuleDefinition {
    Name("AppIntentsSetup")

    OnCreate {
      AppEntityIdentifierRegistry.shared.registerIndexed("dish", as: DishEntity.self)
      Task {
        await AppIntentDispatcher.shared.setShortcutsRefreshHandler {
          AppShortcuts.updateAppShortcutParameters()
        }
        AppShortcuts.updateAppShortcutParameters()
      }
    }
  }
}
