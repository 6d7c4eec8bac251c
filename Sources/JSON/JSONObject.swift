/// A JSON object that keeps its keys in insertion order.
///
/// Order matters to us even though JSON calls objects unordered: transcripts,
/// records files and report.json are read by people and diffed in review, so a
/// file that is read and written back must keep the order its author chose.
///
/// Keys are unique. Lookup is a linear scan, which beats hashing for the small
/// objects we handle (tool arguments, transcript entries: fewer than 20 keys);
/// an object that grows past ``indexThreshold`` keys also keeps a dictionary
/// from key to position so that large maps stay fast.
///
/// Equality follows JSON semantics, not storage: two objects are equal when
/// they have the same keys with equal values, in any order (a grader comparing
/// expected and actual arguments must not fail on key order). The hash is
/// order-independent to match. Compare `keys` as well when order matters.
public struct JSONObject: Sendable, Hashable, Sequence {
    public typealias Element = (key: String, value: JSONValue)

    /// From this many keys on, lookups go through a dictionary.
    static let indexThreshold = 16

    public private(set) var keys: [String]
    public private(set) var values: [JSONValue]
    /// Key to position; kept only for objects with more than `indexThreshold` keys.
    private var index: [String: Int]?

    /// An empty object.
    public init() {
        keys = []
        values = []
        index = nil
    }

    /// An object with the pairs in the given order; a repeated key replaces the
    /// earlier value and keeps the earlier position, as assignment would.
    public init(_ pairs: [(String, JSONValue)]) {
        self.init()
        keys.reserveCapacity(pairs.count)
        values.reserveCapacity(pairs.count)
        for (key, value) in pairs { self[key] = value }
    }

    /// An object with the pairs in the given order (see `init(_: [(String, JSONValue)])`).
    public init(_ pairs: KeyValuePairs<String, JSONValue>) {
        self.init(pairs.map { ($0.key, $0.value) })
    }

    /// Builds an object from keys already known to be unique (the parser checks
    /// duplicates as it reads, with the position to report them at).
    init(uniqueKeys keys: [String], values: [JSONValue]) {
        self.keys = keys
        self.values = values
        self.index = nil
        if keys.count > Self.indexThreshold { rebuildIndex() }
    }

    public var count: Int { keys.count }
    public var isEmpty: Bool { keys.isEmpty }

    /// The position of `key` in `keys`, or nil.
    public func position(of key: String) -> Int? {
        if let index { return index[key] }
        for i in keys.indices where keys[i] == key { return i }
        return nil
    }

    /// True when the object has the key (even if its value is `null`).
    public func contains(key: String) -> Bool { position(of: key) != nil }

    /// The value under `key`. Setting an existing key replaces the value in
    /// place, setting a new key appends it, and setting nil removes the key
    /// (to store JSON `null`, assign `.null`).
    public subscript(key: String) -> JSONValue? {
        get {
            guard let i = position(of: key) else { return nil }
            return values[i]
        }
        set {
            if let newValue {
                if let i = position(of: key) {
                    values[i] = newValue
                } else {
                    keys.append(key)
                    values.append(newValue)
                    if index != nil {
                        index![key] = keys.count - 1
                    } else if keys.count > Self.indexThreshold {
                        rebuildIndex()
                    }
                }
            } else {
                removeValue(forKey: key)
            }
        }
    }

    /// Removes `key`, keeping the order of the others; returns the old value.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> JSONValue? {
        guard let i = position(of: key) else { return nil }
        keys.remove(at: i)
        let old = values.remove(at: i)
        if index != nil {
            if keys.count > Self.indexThreshold { rebuildIndex() } else { index = nil }
        }
        return old
    }

    private mutating func rebuildIndex() {
        var map = [String: Int](minimumCapacity: keys.count)
        for (i, key) in keys.enumerated() { map[key] = i }
        index = map
    }

    // MARK: Sequence

    public struct Iterator: IteratorProtocol {
        let object: JSONObject
        var position = 0

        public mutating func next() -> Element? {
            guard position < object.keys.count else { return nil }
            defer { position += 1 }
            return (object.keys[position], object.values[position])
        }
    }

    public func makeIterator() -> Iterator { Iterator(object: self) }
    public var underestimatedCount: Int { keys.count }

    // MARK: Hashable

    /// Same keys with equal values, in any order (see the type's notes).
    public static func == (a: JSONObject, b: JSONObject) -> Bool {
        guard a.keys.count == b.keys.count else { return false }
        if a.keys == b.keys { return a.values == b.values }
        for (key, value) in a {
            guard let other = b[key], other == value else { return false }
        }
        return true
    }

    /// Order-independent, to agree with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(keys.count)
        var combined = 0
        for i in keys.indices {
            var pair = Hasher()
            pair.combine(keys[i])
            pair.combine(values[i])
            combined ^= pair.finalize()
        }
        hasher.combine(combined)
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// Keeps the written order; a repeated key replaces the earlier value.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements)
    }
}

extension JSONObject: CustomStringConvertible {
    /// The compact JSON text, so test failures and logs show the object as JSON.
    public var description: String { JSONValue.object(self).serialized() }
}
