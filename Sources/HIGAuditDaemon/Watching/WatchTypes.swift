import HIGAuditFiles

/// What changed in the watched trees since the previous batch.
///
/// Apply a batch in this order: `removedPrefixes`, then `removed`, then `changed` and `rescan`.
/// A path is never both in `changed` and in `removed`; a later state of a folder may follow
/// its removal in the same batch (a folder deleted and made again), which this order gets right.
package struct WatchBatch: Sendable {
    /// Increasing from 1 (the initial rescan); every event the watcher has read is in a batch
    /// whose sequence is at most this one.
    package var sequence: UInt64
    /// Files that are ready to audit (settled), each once.
    package var changed: [SourceFile]
    /// Files that are gone (deleted, moved away, replaced by something that is not a regular file).
    package var removed: [SourceFile]
    /// Source-path prefixes of folders that are gone: every source path equal to a prefix or
    /// starting with the prefix and `/` is gone. For a vanished root this is the root's name,
    /// so with a single root (`name == ""`) the prefix `""` means *every* screen of that root.
    package var removedPrefixes: [String]
    /// Roots to list again in full with `TreeWatcher.list(_:)` (start, queue overflow, an unknown
    /// watch, a root that reappeared): whatever is known under such a root and missing from the
    /// listing is gone. The listing is also what watches the folders below the root, so every
    /// root here must be listed.
    package var rescan: [SourceRoot]

    package init(
        sequence: UInt64, changed: [SourceFile] = [], removed: [SourceFile] = [],
        removedPrefixes: [String] = [], rescan: [SourceRoot] = []
    ) {
        self.sequence = sequence
        self.changed = changed
        self.removed = removed
        self.removedPrefixes = removedPrefixes
        self.rescan = rescan
    }

    package var isEmpty: Bool {
        changed.isEmpty && removed.isEmpty && removedPrefixes.isEmpty && rescan.isEmpty
    }
}

/// Whether the watcher sees everything it should.
package enum WatcherHealth: Sendable, Equatable {
    case healthy
    /// The kernel refused another watch (`fs.inotify.max_user_watches`); this folder (and
    /// maybe others) is listed on rescans but not watched.
    case outOfWatches(directory: String)
    /// A root folder is gone; it is polled for and picked up again when it reappears.
    case rootMissing(String)
}

package enum WatcherError: Error, Sendable, Equatable {
    case inotifyUnavailable(errno: Int32)
    case wakeupPipe(errno: Int32)
    case relativeRoot(String)
}

enum WatchPaths {
    static func join(_ directory: String, _ name: String) -> String {
        directory.isEmpty ? name : directory + "/" + name
    }

    /// `path` is `directory` or inside it (`""` holds everything).
    static func isWithin(_ path: String, _ directory: String) -> Bool {
        if directory.isEmpty { return true }
        let p = path.utf8, d = directory.utf8
        guard p.starts(with: d) else { return false }
        if p.count == d.count { return true }
        return p[p.index(p.startIndex, offsetBy: d.count)] == UInt8(ascii: "/")
    }
}
