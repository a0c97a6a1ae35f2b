/// The bytes of a page being written, in one allocation that grows as needed.
///
/// A page is thousands of pieces of a few bytes each. Appended to an `Array`, each piece
/// cost a uniqueness check, a capacity check and a call, a third of the time a sketch
/// took; here a piece is a capacity check and a copy into memory this value owns alone,
/// which is why it can't be copied.
struct PageBytes: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 256)
        start = .allocate(capacity: self.capacity)
    }

    deinit {
        start.deallocate()
    }

    /// A copy of the bytes written so far.
    var array: [UInt8] {
        Array(UnsafeBufferPointer(start: start, count: count))
    }

    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toAtLeast: count + 1) }
        start[count] = byte
        count += 1
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if count + bytes.count > capacity { grow(toAtLeast: count + bytes.count) }
        (start + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    /// The `count` lowest bytes of `word`, lowest first, with a single store of the word.
    mutating func append(firstBytesOf word: UInt64, count added: Int) {
        assert(added <= 8)
        if count + 8 > capacity { grow(toAtLeast: count + 8) }
        UnsafeMutableRawPointer(start + count).storeBytes(of: word.littleEndian, as: UInt64.self)
        count += added
    }

    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { append($0) }
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    @inline(never)
    private mutating func grow(toAtLeast needed: Int) {
        let larger = max(needed, capacity * 2)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.initialize(from: start, count: count)
        start.deallocate()
        start = moved
        capacity = larger
    }
}
