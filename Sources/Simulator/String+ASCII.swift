import Foundation

/// Substring tests on text that is almost always ASCII, without Foundation:
/// its `contains` costs a bridge to NSString on every call.
extension StringProtocol {
    /// Whether the text holds `needle` (ASCII), as Foundation's `contains`
    /// answers: byte for byte on ASCII text, where that is the same answer,
    /// and by Foundation on any other text.
    func holds(_ needle: StaticString) -> Bool {
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        let answer: Bool?? = utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            for byte in bytes where byte >= 0x80 { return nil }
            guard let first = pattern.first else { return true }
            guard bytes.count >= pattern.count else { return false }
            var start = 0
            while start <= bytes.count - pattern.count {
                if bytes[start] == first {
                    var k = 1
                    while k < pattern.count, bytes[start + k] == pattern[k] { k += 1 }
                    if k == pattern.count { return true }
                }
                start += 1
            }
            return false
        }
        if let answer = answer ?? nil { return answer }
        return contains(String(decoding: pattern, as: UTF8.self))
    }
}
