extension StringProtocol {
    /// The text without leading and trailing white space (Unicode White_Space).
    package func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
            let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }

    package var isBlank: Bool {
        for byte in utf8 {
            if byte >= 0x80 { return allSatisfy(\.isWhitespace) }
            if !isASCIISpace(byte) { return false }
        }
        return true
    }
}

extension String {
    /// The text without leading and trailing white space; ASCII text with none is returned as is.
    package func trimmingWhitespace() -> String {
        if let first = utf8.first, let last = utf8.last, first < 0x80, last < 0x80, !isASCIISpace(first), !isASCIISpace(last) {
            return self
        }
        return self[...].trimmingWhitespace()
    }
}

@inline(__always)
func isASCIISpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
}
