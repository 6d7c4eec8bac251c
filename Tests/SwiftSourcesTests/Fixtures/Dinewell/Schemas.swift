import AppIntents
import CoreLocation

// Dinewell's dining journal adopts a Shortcuts-only schema, so it can become a tool.
@AppIntent(.tool, schema: .journal.createEntry)
struct LogMealIntent {
    var title: String?
    var message: AttributedString
    var mediaItems: [IntentFile]
    var entryDate: Date?
    var location: CLPlacemark?
}

// Chat with the restaurant adopts a schema Siri already supports.
@AppIntent(schema: .messages.sendMessage)
struct MessageRestaurantIntent {
    var recipients: [RestaurantEntity]
    var content: String
}
