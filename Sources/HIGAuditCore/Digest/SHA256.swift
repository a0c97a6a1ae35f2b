import Crypto

/// SHA-256 digests, by swift-crypto (BoringSSL's implementation, which uses the CPU's SHA
/// extensions where it has them).
package enum SHA256 {
    package static func hash(_ bytes: [UInt8]) -> [UInt8] {
        Array(Crypto.SHA256.hash(data: bytes))
    }

    package static func hex(of bytes: [UInt8]) -> String { hexString(hash(bytes)) }

    /// The first `count` bytes of the digest of `bytes` in hex, without copying the digest.
    package static func hexPrefix(_ count: Int, of bytes: [UInt8]) -> String {
        Crypto.SHA256.hash(data: bytes).withUnsafeBytes { hex(UnsafeRawBufferPointer(rebasing: $0.prefix(count))) }
    }

    package static func hexString(_ digest: [UInt8]) -> String {
        digest.withUnsafeBytes(hex)
    }

    /// The bytes an even number of lowercase hex digits spell, as `hexString` writes them;
    /// nil for anything else.
    package static func bytes(fromHex digits: some Collection<UInt8>) -> [UInt8]? {
        guard digits.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        var high: UInt8?
        for digit in digits {
            let nibble: UInt8
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = digit - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = digit - UInt8(ascii: "a") + 10
            default: return nil
            }
            if let first = high {
                bytes.append(first << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
        }
        return bytes
    }

    private static func hex(_ bytes: UnsafeRawBufferPointer) -> String {
        String(unsafeUninitializedCapacity: bytes.count * 2) { text in
            for (k, byte) in bytes.enumerated() {
                text[2 * k] = hexDigit(byte >> 4)
                text[2 * k + 1] = hexDigit(byte & 0xF)
            }
            return bytes.count * 2
        }
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
}
