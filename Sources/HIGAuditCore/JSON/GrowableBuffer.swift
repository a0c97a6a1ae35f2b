/// A growable array of plain values for the parser's tape nodes and open containers:
/// appended to without the uniqueness and capacity checks an `Array` makes each time.
struct GrowableBuffer<Element>: ~Copyable {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    /// The last value; the buffer must not be empty.
    var last: Element {
        precondition(count > 0)
        return base[count - 1]
    }

    @inline(__always)
    mutating func append(_ value: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: value)
        count += 1
    }

    @inline(__always)
    mutating func removeLast() {
        precondition(count > 0)
        count -= 1
        (base + count).deinitialize(count: 1)
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    func array() -> [Element] { Array(UnsafeBufferPointer(start: base, count: count)) }
}
