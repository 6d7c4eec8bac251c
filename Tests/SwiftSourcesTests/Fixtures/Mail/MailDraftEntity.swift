import AppIntents
internal import ExpoAppIntents

@available(iOS 18.0, *)
@AppEntity(schema: .mail.draft)
struct MailDraftEntity {
  static let defaultQuery = MailDraftQuery()

  let id: String
  var subject: String
  var body: String

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(subject)", subtitle: "\(body)")
  }
}

@available(iOS 18.4, *)
extension MailDraftEntity: IndexedEntity, AppIntentEntityRecordConvertible {}
