import JSON
import YAML

/// An App Intent: an action Siri can run, with the text Siri chooses it by.
public struct Intent: Sendable, Hashable {
    /// The Swift type name, the identifier scenarios and transcripts use.
    public var identifier: String
    public var title: String
    public var description: String?
    /// `@AppIntent(.tool)`: offered to Siri AI as a tool.
    public var tool: Bool
    /// An app schema such as `mail.createDraft`, or nil.
    public var schema: String?
    public var openAppWhenRun: Bool
    /// Siri asks the person to confirm before it runs.
    public var needsConfirmation: Bool
    public var authentication: Authentication
    /// The action deletes or changes something that cannot be undone.
    public var destructive: Bool
    public var parameters: [Parameter]
    public var result: ValueType?
    /// The success dialog, with `{parameter}` placeholders.
    public var dialog: String?
    public var mark: Mark

    public init(
        identifier: String, title: String, description: String? = nil, tool: Bool = false,
        schema: String? = nil, openAppWhenRun: Bool = false, needsConfirmation: Bool = false,
        authentication: Authentication = .alwaysAllowed, destructive: Bool = false,
        parameters: [Parameter] = [], result: ValueType? = nil, dialog: String? = nil,
        mark: Mark = Mark(line: 0, column: 0)
    ) {
        self.identifier = identifier
        self.title = title
        self.description = description
        self.tool = tool
        self.schema = schema
        self.openAppWhenRun = openAppWhenRun
        self.needsConfirmation = needsConfirmation
        self.authentication = authentication
        self.destructive = destructive
        self.parameters = parameters
        self.result = result
        self.dialog = dialog
        self.mark = mark
    }

    public func parameter(named name: String) -> Parameter? {
        parameters.first { $0.name == name }
    }
}

/// A parameter of an intent (`@Parameter`).
public struct Parameter: Sendable, Hashable {
    public var name: String
    public var title: String
    public var description: String?
    public var type: ValueType
    /// An inclusive numeric range, when the app declares one.
    public var range: ClosedRange<Double>?
    public var defaultValue: JSONValue?
    /// What Siri asks when the value is missing.
    public var requestValueDialog: String?
    public var mark: Mark

    public init(
        name: String, title: String, description: String? = nil, type: ValueType,
        range: ClosedRange<Double>? = nil, defaultValue: JSONValue? = nil,
        requestValueDialog: String? = nil, mark: Mark = Mark(line: 0, column: 0)
    ) {
        self.name = name
        self.title = title
        self.description = description
        self.type = type
        self.range = range
        self.defaultValue = defaultValue
        self.requestValueDialog = requestValueDialog
        self.mark = mark
    }

    /// Required unless the type is optional or a default is given.
    public var isRequired: Bool { !type.isOptional && defaultValue == nil }
}
