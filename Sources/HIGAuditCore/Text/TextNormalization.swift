import Foundation

/// How titles are compared with word lists: trimmed, Unicode NFKC, case-insensitive.
public enum TextNormalization {
    public static func folded(_ text: String) -> String {
        let trimmed = text.trimmingWhitespace()
        if trimmed.utf8.allSatisfy({ $0 < 0x80 }) { return trimmed.lowercased() }
        return trimmed.precomposedStringWithCompatibilityMapping.lowercased()
    }
}
