import Foundation
import HIGAuditCore
import Testing

/// A straightforward FIPS 180-4 SHA-256, independent of the library, as a second opinion.
private func referenceSHA256(_ message: [UInt8]) -> [UInt8] {
    let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]
    var h: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
    var data = message
    data.append(0x80)
    while data.count % 64 != 56 { data.append(0) }
    let bits = UInt64(message.count) * 8
    for shift in stride(from: 56, through: 0, by: -8) { data.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
    func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }
    var w = [UInt32](repeating: 0, count: 64)
    for block in stride(from: 0, to: data.count, by: 64) {
        for t in 0..<16 {
            w[t] =
                UInt32(data[block + 4 * t]) << 24 | UInt32(data[block + 4 * t + 1]) << 16
                | UInt32(data[block + 4 * t + 2]) << 8 | UInt32(data[block + 4 * t + 3])
        }
        for t in 16..<64 {
            let s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >> 3)
            let s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] >> 10)
            w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, hh) = (h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7])
        for t in 0..<64 {
            let t1 = hh &+ (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) &+ ((e & f) ^ (~e & g)) &+ k[t] &+ w[t]
            let t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) &+ ((a & b) ^ (a & c) ^ (b & c))
            (hh, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
        }
        for (i, value) in [a, b, c, d, e, f, g, hh].enumerated() { h[i] = h[i] &+ value }
    }
    return h.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> UInt32(24 - 8 * $0)) } }
}

private func randomBytes(_ count: Int, _ random: inout SplitMix64) -> [UInt8] {
    (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
}

@Suite struct SHA256Tests {
    /// FIPS 180-4 examples (NIST CSRC "Example Algorithms" and the SHAVS short-message set).
    static let vectors: [(String, String)] = [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        (
            "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
            "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
        ),
    ]

    @Test(arguments: vectors)
    func nistVectors(message: String, digest: String) {
        let bytes = Array(message.utf8)
        #expect(SHA256.hex(of: bytes) == digest)
        #expect(SHA256.hexString(SHA256.hash(bytes)) == digest)
        #expect(SHA256.hexString(referenceSHA256(bytes)) == digest)
    }

    @Test func oneMillionA() {
        let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        let digest = "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
        #expect(SHA256.hex(of: bytes) == digest)
    }

    @Test func digestShape() {
        let digest = SHA256.hash(Array("hig".utf8))
        #expect(digest.count == 32)
        let hex = SHA256.hexString(digest)
        #expect(hex.count == 64)
        #expect(hex.allSatisfy { "0123456789abcdef".contains($0) })
        #expect(SHA256.hexString([0x00, 0x0F, 0xA0, 0xFF]) == "000fa0ff")
    }

    /// Every length across the padding boundaries (55, 56, 63, 64, 119, 120, 128...).
    @Test func everyShortLengthMatchesTheReference() {
        var random = SplitMix64(seed: 0xD16E57)
        for length in 0...300 {
            let bytes = randomBytes(length, &random)
            #expect(SHA256.hash(bytes) == referenceSHA256(bytes), "length \(length)")
        }
    }

    @Test func largeBufferMatchesTheReference() {
        var random = SplitMix64(seed: 5)
        let bytes = randomBytes(200_000 + 13, &random)
        #expect(SHA256.hash(bytes) == referenceSHA256(bytes))
    }

    @Test func everyBitMatters() {
        var random = SplitMix64(seed: 77)
        let bytes = randomBytes(100, &random)
        let digest = SHA256.hash(bytes)
        for position in [0, 31, 63, 64, 99] {
            var changed = bytes
            changed[position] ^= 1
            #expect(SHA256.hash(changed) != digest)
        }
    }

    /// Lowercase hex reads back as the bytes `hexString` and `hexPrefix` wrote; anything
    /// else is refused.
    @Test func hexReadsBackAndOddTextIsRefused() {
        let digest = SHA256.hash(Array("abc".utf8))
        #expect(SHA256.bytes(fromHex: SHA256.hexString(digest).utf8) == digest)
        #expect(SHA256.bytes(fromHex: SHA256.hexPrefix(8, of: Array("abc".utf8)).utf8) == Array(digest.prefix(8)))
        #expect(SHA256.bytes(fromHex: "".utf8) == [])
        for odd in ["a", "AB", "0g", "ab c"] { #expect(SHA256.bytes(fromHex: odd.utf8) == nil, "\(odd)") }
    }
}
