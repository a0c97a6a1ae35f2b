import HIGAuditFiles

/// What a `WatchState` has that is due to be emitted, taken out of it: the next batch before
/// its files are checked on disk.
struct DueChanges: Sendable, Equatable {
    /// Files whose settle window is over, still to be checked (a regular file is a change,
    /// anything else a removal).
    var ready: [WatchPath] = []
    var removed: Set<WatchPath> = []
    var prefixes: Set<WatchPath> = []
    /// Roots to list again.
    var rescan: [Int] = []
    /// The rescan recovers lost events (and counts towards the backoff).
    var recovery = false
    /// Holds more than complete files: the minimum gap counts from this batch.
    var paced = false
}

extension WatchState {
    /// Takes out what is due at `now` (`flush`: everything pending, whatever its deadline);
    /// nil when nothing is.
    mutating func takeDue(now: ContinuousClock.Instant, timing: SettleTiming, flush: Bool) -> DueChanges? {
        let gapPassed = flush || lastEmission.map { now >= $0 + timing.minimumGap } ?? true
        var due = DueChanges()
        if flush {
            due.ready = Array(pending.keys)
            pending.removeAll()
        } else {
            for (path, change) in pending where change.readyAt <= now && (gapPassed || change.complete) {
                due.ready.append(path)
                if !change.complete { due.paced = true }
            }
            for path in due.ready { pending[path] = nil }
        }
        let rescanIsDue = !rescanRoots.isEmpty && (flush || rescanDue.map { $0 <= now } ?? true)
        let removalsDue = firstRemovalAt.map { flush || (gapPassed && $0 + timing.settle <= now) } ?? false
        guard !due.ready.isEmpty || rescanIsDue || removalsDue else { return nil }
        if flush || removalsDue || rescanIsDue { due.paced = true }
        due.removed = removed
        due.prefixes = removedPrefixes
        removed = []
        removedPrefixes = []
        firstRemovalAt = nil
        if rescanIsDue {
            due.rescan = rescanRoots.sorted()
            due.recovery = rescanIsRecovery
            rescanRoots = []
            rescanDue = nil
            rescanIsRecovery = false
        }
        return due
    }

    /// Makes the batch of `due`, whose ready files in `regularFiles` are regular files now,
    /// and numbers it; a recovery rescan doubles the backoff when it follows another closely.
    mutating func emit(_ due: DueChanges, regularFiles: Set<WatchPath>, roots: [SourceRoot], now: ContinuousClock.Instant) -> WatchBatch {
        var changed: [SourceFile] = []
        var removedPaths = due.removed
        for path in due.ready {
            if regularFiles.contains(path) {
                changed.append(SourceFile(root: roots[path.root], relativePath: path.path))
                removedPaths.remove(path)
            } else {
                // Gone again, or replaced by a link or a folder: whatever was reported is stale.
                removedPaths.insert(path)
            }
        }
        sequence += 1
        // A batch of complete files only doesn't hold back the others: a long bulk copy
        // would otherwise postpone them until it pauses.
        if due.paced { lastEmission = now }
        if due.recovery {
            rescans += 1
            if let last = lastRecoveryRescan, now - last < rescanBackoff + Self.maximumBackoff {
                rescanBackoff = min(rescanBackoff * 2, Self.maximumBackoff)
            } else {
                rescanBackoff = Self.initialBackoff
            }
            lastRecoveryRescan = now
        }
        return WatchBatch(
            sequence: sequence,
            changed: changed.sorted { $0.sourcePath < $1.sourcePath },
            removed: removedPaths.map { SourceFile(root: roots[$0.root], relativePath: $0.path) }.sorted { $0.sourcePath < $1.sourcePath },
            removedPrefixes: due.prefixes.map { roots[$0.root].sourcePath(of: $0.path) }.sorted(),
            rescan: due.rescan.map { roots[$0] })
    }

    /// The first batch: a rescan of the roots that exist.
    mutating func startingBatch(rescanning present: [Int], roots: [SourceRoot]) -> WatchBatch {
        sequence += 1
        return WatchBatch(sequence: sequence, rescan: present.map { roots[$0] })
    }
}
