/// A folder or file inside root number `root` (an index into the watcher's roots).
struct WatchPath: Hashable, Sendable {
    var root: Int
    /// Relative to the root, `/`-separated; `""` is the root itself.
    var path: String
}

/// A file that changed and is waiting for its settle window.
struct PendingChange: Sendable {
    /// When it may be emitted.
    var readyAt: ContinuousClock.Instant
    /// An `IN_MODIFY` came after the last close: a writer has it open, wait for `IN_CLOSE_WRITE`.
    var writerActive: Bool
    /// Closed after writing or moved in: emitted as soon as it is ready, however recent the
    /// last batch, so that screens arriving back to back don't wait for each other.
    var complete = false
}

/// A root that is gone, polled for with backoff.
struct MissingRoot: Sendable {
    var nextPoll: ContinuousClock.Instant
    var backoff: Duration
}

/// What the watcher knows of the watched trees and what is waiting to be emitted: a plain
/// value, changed by the events read from inotify (see `handle(_:now:timing:accepts:)`) and
/// by the batches taken out of it (see `takeDue(now:timing:flush:)`). It touches no file
/// system; what needs one is asked for as a `WatchAction`.
struct WatchState: Sendable {
    static let initialBackoff: Duration = .milliseconds(100)
    static let maximumBackoff: Duration = .seconds(5)

    /// How many roots are watched (indices into the watcher's roots).
    let rootCount: Int

    // Watches: descriptor → folder and back.
    var watches: [Int32: WatchPath] = [:]
    var directories: [WatchPath: Int32] = [:]
    /// Descriptors dropped by the watcher whose remaining events (up to `IN_IGNORED`) are expected.
    var retired: Set<Int32> = []
    /// When each watch was last added or confirmed (see `watchGeneration`).
    var watchStamps: [Int32: UInt64] = [:]
    /// Counts `inotify_add_watch` calls, so that a listing can tell which watches it did not
    /// confirm (folders that went away while events were lost).
    var watchGeneration: UInt64 = 0
    /// Folders the kernel refused to watch (`ENOSPC`), with their absolute paths.
    var unwatched: [WatchPath: String] = [:]
    var unwatchedStamps: [WatchPath: UInt64] = [:]
    /// Folders that couldn't be opened or listed (no permission), with their absolute
    /// paths: their screens are unknown until they can be read.
    var unreadable: [WatchPath: String] = [:]
    var unreadableStamps: [WatchPath: UInt64] = [:]

    // Waiting to be emitted.
    var pending: [WatchPath: PendingChange] = [:]
    var removed: Set<WatchPath> = []
    var removedPrefixes: Set<WatchPath> = []
    var firstRemovalAt: ContinuousClock.Instant?
    var rescanRoots: Set<Int> = []
    var rescanDue: ContinuousClock.Instant?
    var rescanIsRecovery = false
    var rescanBackoff: Duration = WatchState.initialBackoff
    var lastRecoveryRescan: ContinuousClock.Instant?
    var missing: [Int: MissingRoot] = [:]

    // Emitted.
    var sequence: UInt64 = 0
    var lastEmission: ContinuousClock.Instant?
    var rescans = 0

    init(rootCount: Int) {
        self.rootCount = rootCount
    }

    /// Records an `inotify_add_watch` result for a folder.
    mutating func recordWatch(_ wd: Int32, for directory: WatchPath) {
        if let old = watches[wd], old != directory, directories[old] == wd {
            directories[old] = nil
        }
        watchGeneration += 1
        watches[wd] = directory
        directories[directory] = wd
        watchStamps[wd] = watchGeneration
        unwatched[directory] = nil
        unwatchedStamps[directory] = nil
        unreadable[directory] = nil
        unreadableStamps[directory] = nil
        if directory.path.isEmpty { missing[directory.root] = nil }
    }

    /// Records that a folder couldn't be opened or listed.
    mutating func recordUnreadable(_ directory: WatchPath, absolutePath: String) {
        watchGeneration += 1
        unreadable[directory] = absolutePath
        unreadableStamps[directory] = watchGeneration
    }

    /// Records that the kernel refused to watch a folder; returns whether it is the first refusal
    /// (the watcher was not degraded before).
    mutating func recordRefusal(for directory: WatchPath, absolutePath: String) -> Bool {
        let first = unwatched.isEmpty
        watchGeneration += 1
        unwatched[directory] = absolutePath
        unwatchedStamps[directory] = watchGeneration
        return first
    }

    /// After a full listing of a root begun at `generation`: the watches and refusals under the
    /// root that the listing did not confirm belong to folders that are gone (their events were
    /// lost in an overflow). Returns the descriptors to remove from the kernel.
    mutating func pruneUnconfirmed(root: Int, since generation: UInt64) -> [Int32] {
        var stale: [Int32] = []
        for (wd, path) in watches where path.root == root && (watchStamps[wd] ?? 0) <= generation {
            stale.append(wd)
        }
        for wd in stale {
            if let path = watches.removeValue(forKey: wd), directories[path] == wd { directories[path] = nil }
            watchStamps[wd] = nil
            retired.insert(wd)
        }
        for path in unwatched.keys where path.root == root && (unwatchedStamps[path] ?? 0) <= generation {
            unwatched[path] = nil
            unwatchedStamps[path] = nil
        }
        for path in unreadable.keys where path.root == root && (unreadableStamps[path] ?? 0) <= generation {
            unreadable[path] = nil
            unreadableStamps[path] = nil
        }
        return stale
    }

    /// Forgets the watches on `directory` (and, with `subtree`, everything under it). Returns
    /// the descriptors the kernel still holds, to be removed with `inotify_rm_watch`; each is
    /// retired (its last events are dropped) except `final`, whose `IN_IGNORED` was just read.
    mutating func forgetWatches(under directory: WatchPath, subtree: Bool, final: Int32? = nil) -> [Int32] {
        var dropped: [Int32] = []
        if subtree {
            for (wd, path) in watches where path.root == directory.root && WatchPaths.isWithin(path.path, directory.path) {
                dropped.append(wd)
            }
            for path in unwatched.keys where path.root == directory.root && WatchPaths.isWithin(path.path, directory.path) {
                unwatched[path] = nil
                unwatchedStamps[path] = nil
            }
            for path in unreadable.keys where path.root == directory.root && WatchPaths.isWithin(path.path, directory.path) {
                unreadable[path] = nil
                unreadableStamps[path] = nil
            }
        } else {
            if let wd = directories[directory] { dropped.append(wd) }
            unwatched[directory] = nil
            unwatchedStamps[directory] = nil
            unreadable[directory] = nil
            unreadableStamps[directory] = nil
        }
        if let final, watches[final] != nil, !dropped.contains(final) { dropped.append(final) }
        var stillHeld: [Int32] = []
        for wd in dropped {
            if let path = watches.removeValue(forKey: wd), directories[path] == wd { directories[path] = nil }
            watchStamps[wd] = nil
            if wd != final {
                retired.insert(wd)
                stillHeld.append(wd)
            }
        }
        return stillHeld
    }

    mutating func cancelPending(under directory: WatchPath) {
        for path in Array(pending.keys) where path.root == directory.root && WatchPaths.isWithin(path.path, directory.path) {
            pending[path] = nil
        }
    }

    mutating func noteRemoval(at now: ContinuousClock.Instant) {
        if firstRemovalAt == nil { firstRemovalAt = now }
    }

    /// The earliest moment the thread has something to do; `nil` when idle.
    func nextDeadline(settle: Duration, minimumGap: Duration) -> ContinuousClock.Instant? {
        var emission: ContinuousClock.Instant?
        var completeEmission: ContinuousClock.Instant?
        for change in pending.values {
            if change.complete {
                if completeEmission == nil || change.readyAt < completeEmission! { completeEmission = change.readyAt }
            } else if emission == nil || change.readyAt < emission! {
                emission = change.readyAt
            }
        }
        if let first = firstRemovalAt {
            let due = first + settle
            if emission == nil || due < emission! { emission = due }
        }
        if let due = emission, let last = lastEmission, due < last + minimumGap {
            emission = last + minimumGap
        }
        var deadline = emission
        if let due = completeEmission, deadline == nil || due < deadline! { deadline = due }
        if !rescanRoots.isEmpty, let due = rescanDue, deadline == nil || due < deadline! { deadline = due }
        for root in missing.values where deadline == nil || root.nextPoll < deadline! { deadline = root.nextPoll }
        return deadline
    }
}
