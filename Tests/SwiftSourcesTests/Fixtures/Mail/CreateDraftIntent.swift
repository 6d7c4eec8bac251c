import AppIntents
internal import ExpoAppIntents

@available(iOS 18.0, *)
@AppIntent(schema: .mail.createDraft)
struct CreateDraftIntent {
  static let openAppWhenRun: Bool = true

  var body: AttributedString?
  var to: [IntentPerson]
  var subject: String?
  var cc: [IntentPerson]
  var bcc: [IntentPerson]
  var account: MailAccountEntity?
  var attachments: [IntentFile]

  @MainActor
  func perform() async throws -> some ReturnsValue<MailDraftEntity> {
    let draft = MailDraftEntity(id: UUID().uuidString, subject: subject ?? "", body: body.map { String($0.characters) } ?? "")
    await AppIntentDispatcher.shared.dispatch(
      name: "createMailDraft",
      params: ["id": .string(draft.id), "subject": .string(draft.subject), "attachments": .int(attachments.count)]
    )
    return .result(value: draft)
  }
}

@available(iOS 18.0, *)
@AppIntent(schema: .mail.deleteDraft)
struct DeleteDraftsIntent: DeleteIntent {
  static let openAppWhenRun = false
  static let authenticationPolicy = IntentAuthenticationPolicy.requiresLocalDeviceAuthentication

  var target: [MailDraftEntity]

  @MainActor
  func perform() async throws -> some IntentResult {
    try await requestConfirmation(actionName: .delete, dialog: "Delete \(target.count) drafts?")
    await AppIntentDispatcher.shared.dispatch(name: "deleteMailDrafts", params: ["ids": .array(target.map { .string($0.id) })])
    return .result(dialog: "Deleted.")
  }
}
