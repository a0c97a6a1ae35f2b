import Foundation

/// How titles are compared with word lists: trimmed, Unicode NFKC, case-insensitive.
package enum TextNormalization {
    package static func folded(_ text: String) -> String {
        let trimmed = text.trimmingWhitespace()
        if trimmed.utf8.allSatisfy({ $0 < 0x80 }) { return trimmed.lowercased() }
        return trimmed.precomposedStringWithCompatibilityMapping.lowercased()
    }
}

extension String {
    /// Whether `other` occurs in the text, compared as UTF-8 bytes: for text that
    /// `TextNormalization.folded` has normalized, the same as comparing characters.
    package func containsBytes(of other: String) -> Bool {
        var text = self, other = other
        return text.withUTF8 { haystack in
            other.withUTF8 { needle in
                guard !needle.isEmpty else { return true }
                guard needle.count <= haystack.count else { return false }
                for start in 0...(haystack.count - needle.count)
                where haystack[start] == needle[0] && memcmp(haystack.baseAddress! + start, needle.baseAddress!, needle.count) == 0 {
                    return true
                }
                return false
            }
        }
    }
}
