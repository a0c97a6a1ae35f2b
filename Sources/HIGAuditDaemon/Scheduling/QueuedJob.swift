import HIGAuditFiles

/// A job waiting in `AuditQueue`, kept small: a first scan queues every screen of the tree
/// at once. Its source path is the queue's key; its file's root is one of the queue's roots.
struct QueuedJob: Sendable {
    var relativePath: String
    var sequence: UInt64
    /// The file's root: an index into `RootTable`.
    var root: UInt32
    var force: Bool
}

/// The roots of the files queued, each kept once.
struct RootTable: Sendable {
    private(set) var roots: [SourceRoot] = []

    /// The index of `root`, added when it is new.
    mutating func index(of root: SourceRoot) -> UInt32 {
        if let found = roots.firstIndex(of: root) { return UInt32(found) }
        roots.append(root)
        return UInt32(roots.count - 1)
    }

    /// A queued job made whole again.
    func job(_ queued: QueuedJob) -> AuditJob {
        AuditJob(
            file: SourceFile(root: roots[Int(queued.root)], relativePath: queued.relativePath), sequence: queued.sequence,
            current: nil, force: queued.force)
    }
}
