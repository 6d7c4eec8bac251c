import AppIntents
internal import ExpoAppIntents

// Makes dishes searchable in Spotlight: AppIntentsSetup registers the "dish"
// catalog with registerIndexed, which needs both conformances.
extension DishEntity: IndexedEntity {}

extension DishEntity: AppIntentEntityRecordConvertible {
  var entityRecord: AppIntentEntityRecord {
    AppIntentEntityRecord(id: id, title: name, subtitle: course)
  }
}
