/// How far the daemon is: the watcher batches taken in, audited and published, the rescans
/// running, the first scan, and the audits done.
struct AuditProgress: Sendable {
    /// The newest watcher batch taken in.
    var ingested: UInt64 = 0
    /// Reports are published (aggregates written) for every batch up to this one.
    var published: UInt64 = 0
    /// Rescans (of a batch or of the whole tree) listing the trees now.
    var rescansRunning = 0
    /// The newest sequence a rescan or a configuration reload queued every screen under.
    private(set) var requeuedUpTo: UInt64 = 0
    private(set) var initialScanDone = false
    private(set) var auditsTotal = 0
    private(set) var lastAuditAt: String?

    /// Every batch up to this one has had all its screens audited, given the oldest batch
    /// a job still belongs to.
    func processed(oldestOutstanding: UInt64?) -> UInt64 {
        guard let oldest = oldestOutstanding else { return rescansRunning > 0 ? min(ingested, published) : ingested }
        return min(ingested, oldest &- 1)
    }

    /// Whether the trees are being listed or audited as a whole (the first scan, a rescan,
    /// a configuration reload).
    func scanning(processed: UInt64) -> Bool {
        rescansRunning > 0 || (!initialScanDone && ingested > 0) || processed < requeuedUpTo
    }

    /// Every screen is queued again for batch `sequence`: what was published before it no
    /// longer counts as published.
    mutating func requeueAll(through sequence: UInt64) {
        requeuedUpTo = max(requeuedUpTo, sequence)
        published = min(published, sequence &- 1)
    }

    /// The queue is empty: returns true when this ends the first scan.
    mutating func settled(busy: Bool) -> Bool {
        guard !busy, !initialScanDone, ingested > 0 else { return false }
        initialScanDone = true
        return true
    }

    /// One source audited (its last report audited at `auditedAt`).
    mutating func audited(at auditedAt: String?) {
        auditsTotal += 1
        lastAuditAt = auditedAt ?? lastAuditAt
    }

    /// The batch a client waits for: at least the first scan, and every requeue so far.
    func waitTarget(_ requested: UInt64) -> UInt64 { max(requested, 1, requeuedUpTo) }
}
