/// The 64-bit FNV-1a hash, fed byte by byte: a cheap hash for tables and digests that
/// need not resist an adversary.
package struct FNV1a {
    /// The hash of what was fed so far.
    package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    package init() {}

    package mutating func add(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    package mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { add(byte) }
    }
}
