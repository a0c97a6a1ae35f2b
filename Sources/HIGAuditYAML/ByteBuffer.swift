/// A growable byte buffer with plain memory copies, so that building the JSON output
/// stays fast in unoptimized (debug) builds too.
final class ByteBuffer {
    @exclusivity(unchecked) private(set) var base: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    func reserve(_ extra: Int) {
        if count + extra > capacity { grow(count + extra) }
    }

    private func grow(_ needed: Int) {
        var newCapacity = capacity
        while newCapacity < needed { newCapacity = newCapacity < (1 << 20) ? newCapacity * 2 : newCapacity + newCapacity / 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        UnsafeMutableRawPointer(newBase).copyMemory(from: base, byteCount: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    @inline(__always)
    func append(_ byte: UInt8) {
        if count == capacity { grow(count + 1) }
        base[count] = byte
        count += 1
    }

    func append(_ bytes: UnsafePointer<UInt8>, count n: Int) {
        guard n > 0 else { return }
        reserve(n)
        UnsafeMutableRawPointer(base + count).copyMemory(from: bytes, byteCount: n)
        count += n
    }

    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress else { return }
        append(start, count: bytes.count)
    }

    func append(_ text: StaticString) {
        append(text.utf8Start, count: text.utf8CodeUnitCount)
    }

    /// Appends a copy of `self[start..<end]` (bytes already written).
    func appendCopy(from start: Int, to end: Int) {
        let n = end - start
        guard n > 0 else { return }
        reserve(n)
        UnsafeMutableRawPointer(base + count).copyMemory(from: base + start, byteCount: n)
        count += n
    }

    /// Appends a non-negative integer in decimal.
    func appendDecimal(_ value: UInt64) {
        var digits:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
            ) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { raw in
            var v = value
            var i = raw.count
            repeat {
                i -= 1
                raw[i] = UInt8(ascii: "0") + UInt8(v % 10)
                v /= 10
            } while v > 0
            append(raw.baseAddress!.assumingMemoryBound(to: UInt8.self) + i, count: raw.count - i)
        }
    }

    func bytes(from start: Int, to end: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base + start, count: end - start)
    }

    /// Removes bytes after `newCount`.
    func truncate(to newCount: Int) {
        count = min(count, newCount)
    }

    func toArray() -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            if count > 0 {
                UnsafeMutableRawPointer(buffer.baseAddress!).copyMemory(from: base, byteCount: count)
            }
            initialized = count
        }
    }
}
