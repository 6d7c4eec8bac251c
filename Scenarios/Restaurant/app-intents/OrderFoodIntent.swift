import AppIntents
internal import ExpoAppIntents

/// The restaurant template's action: Siri fills in a dish from the menu that
/// JavaScript published, and the app opens to confirm the order.
@AppIntent(.tool)
struct OrderFoodIntent: AppIntent {
  static let title: LocalizedStringResource = "Order Food"
  static let description = IntentDescription(
    "Selects a dish from Piccolo's current menu and opens the app to confirm the order. Only dishes on the menu can be ordered."
  )
  static let openAppWhenRun: Bool = true

  @Parameter(
    title: "Dish",
    description: "The dish to order, from the published menu",
    requestValueDialog: "Which dish would you like?"
  )
  var dish: DishEntity

  @MainActor
  func perform() async throws -> some IntentResult & ProvidesDialog {
    await AppIntentDispatcher.shared.dispatch(
      name: "orderFood",
      params: [
        "dishId": .string(dish.id),
        "dishName": .string(dish.name),
      ]
    )
    return .result(dialog: "Selected dish: \(dish.name).")
  }
}
