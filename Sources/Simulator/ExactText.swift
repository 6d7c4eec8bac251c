import Foundation

/// A text as a memo key, compared byte for byte: two spellings Swift deems
/// equal ("é" as one character or as "e" and an accent) are different
/// utterances to a transcript, which repeats them as written.
struct ExactText: Hashable, Sendable {
    let text: String

    init(_ text: String) {
        self.text = text
    }

    static func == (a: ExactText, b: ExactText) -> Bool {
        let same: Bool?? = a.text.utf8.withContiguousStorageIfAvailable { x in
            b.text.utf8.withContiguousStorageIfAvailable { y in
                x.count == y.count && (x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0)
            }
        }
        if let same = same ?? nil { return same }
        return a.text.utf8.elementsEqual(b.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(text.utf8.count)
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        if done == nil {
            for byte in text.utf8 { hasher.combine(byte) }
        }
    }
}
