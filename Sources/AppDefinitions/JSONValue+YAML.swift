import JSON
import YAML

extension JSONValue {
    /// The JSON value a YAML node stands for, under the core schema.
    public init(_ node: Node) {
        switch node {
        case .scalar(let scalar):
            switch scalar.value {
            case .null: self = .null
            case .bool(let value): self = .bool(value)
            case .int(let value): self = .int(value)
            case .double(let value): self = .double(value)
            case .string(let value): self = .string(value)
            }
        case .sequence(let sequence):
            self = .array(sequence.items.map(JSONValue.init))
        case .mapping(let mapping):
            var object = JSONObject()
            for pair in mapping.pairs {
                object[pair.key.scalar?.string ?? "\(JSONValue(pair.key))"] = JSONValue(pair.value)
            }
            self = .object(object)
        }
    }
}
