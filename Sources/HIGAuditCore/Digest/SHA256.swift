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
