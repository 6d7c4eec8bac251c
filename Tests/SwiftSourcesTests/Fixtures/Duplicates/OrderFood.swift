import AppIntents

struct OrderFoodIntent: AppIntent {
    static let title: LocalizedStringResource = "Order Food"
}
