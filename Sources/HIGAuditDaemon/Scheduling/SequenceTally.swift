/// How many outstanding jobs (queued, running, to run again) each watcher batch has, so
/// that the oldest batch not yet fully audited is known without going through every job.
struct SequenceTally: Sendable {
    private var counts: [UInt64: Int] = [:]
    /// The smallest key of `counts`, kept as jobs come and go.
    private(set) var oldest: UInt64?

    mutating func add(_ sequence: UInt64) {
        counts[sequence, default: 0] += 1
        if oldest.map({ sequence < $0 }) ?? true { oldest = sequence }
    }

    mutating func remove(_ sequence: UInt64) {
        guard let count = counts[sequence] else { return }
        if count > 1 {
            counts[sequence] = count - 1
        } else {
            counts[sequence] = nil
            if sequence == oldest { oldest = counts.keys.min() }
        }
    }
}
