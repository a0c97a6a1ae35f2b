import CSHA256

/// SHA-256 (FIPS 180-4), for source and configuration digests.
package enum SHA256 {
    package static func hash(_ bytes: [UInt8]) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: 32)
        bytes.withUnsafeBufferPointer { input in
            digest.withUnsafeMutableBufferPointer { csha256(input.baseAddress, input.count, $0.baseAddress) }
        }
        return digest
    }

    /// The portable implementation alone, for comparing against the accelerated one.
    package static func portableHash(_ bytes: [UInt8]) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: 32)
        bytes.withUnsafeBufferPointer { input in
            digest.withUnsafeMutableBufferPointer { csha256_portable(input.baseAddress, input.count, $0.baseAddress) }
        }
        return digest
    }

    package static var isAccelerated: Bool { csha256_accelerated() != 0 }

    package static func hex(of bytes: [UInt8]) -> String { hexString(hash(bytes)) }

    package static func hexString(_ digest: [UInt8]) -> String {
        String(unsafeUninitializedCapacity: digest.count * 2) { text in
            for (k, byte) in digest.enumerated() {
                text[2 * k] = hexDigit(byte >> 4)
                text[2 * k + 1] = hexDigit(byte & 0xF)
            }
            return digest.count * 2
        }
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
}
