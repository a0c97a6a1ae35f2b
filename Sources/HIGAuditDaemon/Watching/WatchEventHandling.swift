/// What the watcher has to do outside its `WatchState` after an event: the parts that need
/// the kernel or the file system.
enum WatchAction: Sendable, Equatable {
    /// Remove these watches from the kernel (`inotify_rm_watch`).
    case removeWatches([Int32])
    /// A file was created: it is pending only if it is a regular file (then `admitCreated`).
    case checkCreatedFile(WatchPath)
    /// A folder was made or moved in: watch it, list it, and hand its files to `folderListed`.
    case watchNewFolder(WatchPath)
    /// Events were lost: every root is listed again. Said once per recovery, with the reason.
    case recoveryRescanStarted(reason: String)
    /// A root folder is gone; it is polled for until it reappears.
    case rootVanished(Int)
}

extension WatchState {
    /// Takes in one event read from inotify at `now`; `accepts` says whether a path inside a
    /// root may be a screen. Returns what is left to do outside the state, in order.
    mutating func handle(
        _ event: InotifyEvent, now: ContinuousClock.Instant, timing: SettleTiming,
        accepts: (String) -> Bool
    ) -> [WatchAction] {
        if event.has(InotifyMask.queueOverflow) {
            return requestRecoveryRescan(now: now, settle: timing.settle, reason: "the inotify queue overflowed")
        }
        guard let directory = watches[event.wd] else {
            if retired.contains(event.wd) {
                if event.has(InotifyMask.ignored) { retired.remove(event.wd) }
                return []
            }
            // A watch removed by the kernel that was never ours to know about says nothing.
            if event.has(InotifyMask.ignored) { return [] }
            return requestRecoveryRescan(now: now, settle: timing.settle, reason: "an event for an unknown watch descriptor \(event.wd)")
        }
        if event.has(InotifyMask.ignored | InotifyMask.deleteSelf | InotifyMask.moveSelf | InotifyMask.unmount) {
            return directoryVanished(directory, wd: event.wd, final: event.has(InotifyMask.ignored), now: now)
        }
        guard let name = event.name else { return [] }
        let path = WatchPath(root: directory.root, path: WatchPaths.join(directory.path, name))
        if event.has(InotifyMask.isDirectory) {
            guard !name.hasPrefix(".") else { return [] }
            var actions: [WatchAction] = []
            if event.has(InotifyMask.delete | InotifyMask.movedFrom) { actions += folderGone(path, now: now) }
            if event.has(InotifyMask.create | InotifyMask.movedTo) {
                actions.append(.watchNewFolder(path))
            } else if event.has(InotifyMask.attrib), unreadable[path] != nil {
                // Its permissions changed: it may be readable now.
                actions.append(.watchNewFolder(path))
            }
            return actions
        }
        guard accepts(path.path) else { return [] }
        if event.has(InotifyMask.delete | InotifyMask.movedFrom) {
            pending[path] = nil
            removed.insert(path)
            noteRemoval(at: now)
            return []
        }
        var actions: [WatchAction] = []
        // Only regular files: not a symbolic link, FIFO or socket made under a screen's name.
        // A write or close in the same event decides the file's state on its own.
        if event.has(InotifyMask.create) && !event.has(InotifyMask.modify | InotifyMask.closeWrite | InotifyMask.movedTo) {
            actions.append(.checkCreatedFile(path))
        }
        if event.has(InotifyMask.modify) {
            pending[path] = PendingChange(readyAt: now + timing.writerTimeout, writerActive: true)
        }
        if event.has(InotifyMask.closeWrite | InotifyMask.movedTo) {
            // The file is complete: it goes in the batch of what was read with it, without
            // waiting for more (a burst renamed in is audited as it arrives).
            pending[path] = PendingChange(readyAt: now, writerActive: false, complete: true)
        }
        return actions
    }

    /// A file a `.checkCreatedFile` asked about is a regular file: it waits out the settle window.
    mutating func admitCreated(_ path: WatchPath, now: ContinuousClock.Instant, timing: SettleTiming) {
        pending[path] = PendingChange(readyAt: now + timing.settle, writerActive: false)
    }

    /// The screen files found in a folder a `.watchNewFolder` listed, by path inside the root:
    /// each is a change, unless it is pending already.
    mutating func folderListed(root: Int, files: [String], now: ContinuousClock.Instant, timing: SettleTiming) {
        for file in files {
            let path = WatchPath(root: root, path: file)
            if pending[path] == nil { pending[path] = PendingChange(readyAt: now + timing.settle, writerActive: false) }
        }
    }

    /// A folder below a root was deleted or moved away.
    private mutating func folderGone(_ path: WatchPath, now: ContinuousClock.Instant) -> [WatchAction] {
        let held = forgetWatches(under: path, subtree: true)
        cancelPending(under: path)
        removedPrefixes.insert(path)
        noteRemoval(at: now)
        return held.isEmpty ? [] : [.removeWatches(held)]
    }

    /// A watched folder itself is gone (deleted, moved, unmounted, its watch removed).
    private mutating func directoryVanished(_ directory: WatchPath, wd: Int32, final: Bool, now: ContinuousClock.Instant) -> [WatchAction] {
        let held = forgetWatches(under: directory, subtree: true, final: final ? wd : nil)
        cancelPending(under: directory)
        removedPrefixes.insert(directory)
        noteRemoval(at: now)
        var actions: [WatchAction] = held.isEmpty ? [] : [.removeWatches(held)]
        if directory.path.isEmpty {
            rescanRoots.remove(directory.root)
            rootMissing(directory.root, now: now)
            actions.append(.rootVanished(directory.root))
        }
        return actions
    }

    /// Events were lost (overflow) or can't be placed (unknown watch): every root that exists
    /// is listed again, with backoff between consecutive rescans.
    mutating func requestRecoveryRescan(now: ContinuousClock.Instant, settle: Duration, reason: String) -> [WatchAction] {
        let wasIdle = !rescanIsRecovery || rescanRoots.isEmpty
        for index in 0..<rootCount where missing[index] == nil { rescanRoots.insert(index) }
        rescanIsRecovery = true
        var due = now + settle
        if let last = lastRecoveryRescan { due = max(due, last + rescanBackoff) }
        rescanDue = rescanDue.map { min($0, due) } ?? due
        return wasIdle ? [.recoveryRescanStarted(reason: reason)] : []
    }

    // MARK: Missing roots

    /// A root that is not there: it is looked for after the initial backoff.
    mutating func rootMissing(_ root: Int, now: ContinuousClock.Instant) {
        missing[root] = MissingRoot(nextPoll: now + Self.initialBackoff, backoff: Self.initialBackoff)
    }

    /// The missing roots to look for now (`all`: every one; otherwise those whose backoff ran out).
    func rootsToLookFor(now: ContinuousClock.Instant, all: Bool) -> [Int] {
        missing.filter { all || $0.value.nextPoll <= now }.keys.sorted()
    }

    /// A missing root is back (and watched): it is listed at once.
    mutating func rootFound(_ root: Int, now: ContinuousClock.Instant) {
        missing[root] = nil
        rescanRoots.insert(root)
        rescanDue = rescanDue.map { min($0, now) } ?? now
    }

    /// A missing root is still not there: the next look is twice as far off (at most `maximumBackoff`).
    mutating func rootStillMissing(_ root: Int, now: ContinuousClock.Instant) {
        guard var waiting = missing[root] else { return }
        waiting.nextPoll = now + waiting.backoff
        waiting.backoff = min(waiting.backoff * 2, Self.maximumBackoff)
        missing[root] = waiting
    }
}
