/// How the committer flushes a group of staged files before renaming them.
///
/// `syncfs(2)` flushes a large group at the cost of one call, but it also waits for
/// whatever else is pending on the file system: another program's writes, or the metadata
/// a first scan left behind. One `fdatasync(2)` per file waits for the group's own bytes
/// only, at the cost of a call per file. So a small group goes file by file; a large one,
/// or any in a scan (where what is pending is mostly the scan's own), with its file
/// system; a middling one (a burst of new screens) with its file system unless much more
/// than its own bytes is pending: more than the disk writes in the time the group's
/// flushes file by file would take. What is pending is read for the whole system
/// (`PendingWriteback`), as a file system's own share isn't published; another file
/// system's writes may so send a group file by file, which costs a few milliseconds. The
/// group's own share is counted as its bytes, though the system counts whole pages and
/// the new files' metadata too: a few KiB a file, well under what the limit allows.
enum FlushChoice: Equatable {
    /// One `fdatasync(2)` after another (a small group).
    case fileByFile
    /// Every file's writeback started first (`sync_file_range(2)`), so that the flushes
    /// that follow overlap, then one `fdatasync(2)` per file (a middling group).
    case overlapped
    /// One `syncfs(2)`.
    case fileSystem

    /// Up to this many files are always flushed one by one.
    static let fileByFileLimit = 8
    /// Above this many files, a group is always flushed with its file system.
    static let overlappedLimit = 128
    /// With more audits than this queued behind one of its jobs, a group is part of a scan.
    static let scanQueue = 128
    /// Bytes pending besides the group's own, per file of the group, above which a middling
    /// group goes file by file: an estimate of what a disk writes (metadata among it) while
    /// one more `fdatasync(2)` runs. A fixed 4 MiB measured alike on this project's bench.
    static let foreignBytesPerFile = 64 << 10

    /// The choice for a group of `files` files holding `stagedBytes` bytes, whose jobs had
    /// at most `queuedBehind` audits queued behind them, with `pendingWriteback` bytes (the
    /// system's, theirs included) still to be written; that is read only for a middling
    /// group outside a scan, nil when it can't be had.
    static func choose(files: Int, stagedBytes: Int, queuedBehind: Int, pendingWriteback: () -> Int?) -> FlushChoice {
        if files <= fileByFileLimit { return .fileByFile }
        if files > overlappedLimit || queuedBehind > scanQueue { return .fileSystem }
        guard let pending = pendingWriteback() else { return .fileSystem }
        return pending - stagedBytes > files * foreignBytesPerFile ? .overlapped : .fileSystem
    }
}
