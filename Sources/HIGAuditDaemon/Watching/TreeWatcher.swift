import HIGAuditCore
import HIGAuditFiles
import Logging
import NIOConcurrencyHelpers

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Watches directory trees with inotify and reports settled screen files in batches.
///
/// What an event means is decided by `WatchState`, a plain value; this class owns what
/// it can't do: the inotify descriptor, the folders it opens and lists, and one background
/// thread that blocks in `poll(2)` on the inotify descriptor and a wake-up pipe (for
/// `flushNow()` and `stop()`). The poll's timeout is the earliest pending deadline, and
/// infinite when nothing is pending, so an idle watcher costs no CPU. Every folder is watched
/// first and listed second, so a file made in between is seen either way. Nothing below a
/// root is followed through a symbolic link: folders are opened one component at a time with
/// `O_NOFOLLOW` and watched through `/proc/self/fd`, so the watch and the listing are of the
/// same folder.
///
/// Sendable without `@unchecked`: every stored property is immutable and Sendable, and the
/// mutable state is behind a `Locked` (a pthread mutex).
package final class TreeWatcher: Sendable {
    static let maximumDepth = 256
    static let readsPerWakeup = 256

    package let roots: [SourceRoot]
    /// The settle window and what follows from it; a configuration reload replaces it.
    private let settleTiming: NIOLockedValueBox<SettleTiming>
    var timing: SettleTiming { settleTiming.withLockedValue { $0 } }
    let isIgnored: @Sendable (String) -> Bool
    let logger: Logger
    let addWatch: InotifyAddWatch
    let inotifyFD: Int32
    let wakeReadFD: Int32
    let wakeWriteFD: Int32
    let watchThroughProc: Bool
    let clock = ContinuousClock()
    let state: NIOLockedValueBox<WatcherShared>
    private let stream: AsyncStream<WatchBatch>
    let continuation: AsyncStream<WatchBatch>.Continuation

    package convenience init(
        roots: [SourceRoot], settle: Duration, isIgnored: @escaping @Sendable (String) -> Bool,
        logger: Logger
    ) throws {
        try self.init(
            roots: roots, settle: settle, isIgnored: isIgnored, logger: logger,
            writerTimeout: nil, addWatch: InotifySystem.addWatch)
    }

    init(
        roots: [SourceRoot], settle: Duration, isIgnored: @escaping @Sendable (String) -> Bool, logger: Logger,
        writerTimeout: Duration?, addWatch: @escaping InotifyAddWatch
    ) throws {
        for root in roots where !root.path.hasPrefix("/") { throw WatcherError.relativeRoot(root.path) }
        let fd = inotify_init1(O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw WatcherError.inotifyUnavailable(errno: errno) }
        var pipeFDs: [Int32] = [-1, -1]
        guard pipe(&pipeFDs) == 0 else {
            let error = errno
            close(fd)
            throw WatcherError.wakeupPipe(errno: error)
        }
        for end in pipeFDs {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        self.roots = roots
        self.settleTiming = NIOLockedValueBox(SettleTiming(settle: settle, writerTimeout: writerTimeout))
        self.isIgnored = isIgnored
        self.logger = logger
        self.addWatch = addWatch
        self.inotifyFD = fd
        self.wakeReadFD = pipeFDs[0]
        self.wakeWriteFD = pipeFDs[1]
        self.watchThroughProc = access("/proc/self/fd", X_OK) == 0
        self.state = NIOLockedValueBox(WatcherShared(watch: WatchState(rootCount: roots.count)))
        (stream, continuation) = AsyncStream.makeStream(of: WatchBatch.self, bufferingPolicy: .unbounded)
    }

    deinit {
        closeDescriptors()
        continuation.finish()
    }

    // MARK: Public surface

    /// A new settle window (a configuration reload); changes already pending keep their due times.
    package func setSettle(_ settle: Duration) {
        settleTiming.withLockedValue { $0 = SettleTiming(settle: settle, writerTimeout: $0.fixedWriterTimeout) }
    }

    /// The batches, starting with a rescan of every root that exists. One consumer only.
    /// Finishes when the watcher stops.
    package var batches: AsyncStream<WatchBatch> { stream }

    /// How many folders are watched now.
    package var watchCount: Int { state.withLockedValue { $0.watch.watches.count } }

    /// How many rescans recovered lost events.
    package var rescans: Int { state.withLockedValue { $0.watch.rescans } }

    /// Whether every folder is watched and every root there.
    /// Folders that couldn't be opened or listed, by absolute path, sorted: their screens
    /// are not audited until a change of their permissions (or a rescan) finds them readable.
    package var unreadableFolders: [String] {
        state.withLockedValue { s in s.watch.unreadable.values.sorted() }
    }

    package var health: WatcherHealth {
        state.withLockedValue { s in
            if let first = s.watch.unwatched.min(by: { $0.value < $1.value }) { return .outOfWatches(directory: first.value) }
            if let index = s.watch.missing.keys.min() { return .rootMissing(roots[index].path) }
            return .healthy
        }
    }

    /// Watches the roots, emits the first batch (a rescan of every root that exists) and starts
    /// the background thread. Calling it again does nothing.
    package func start() {
        let fresh = state.withLockedValue { s in s.lifecycle == .created }
        guard fresh else { return }
        let now = clock.now
        var present: [Int] = []
        for index in roots.indices {
            if let fd = try? NoFollowPath.openRoot(roots[index].path) {
                _ = watchOpenDirectory(fd, WatchPath(root: index, path: ""))
                close(fd)
                present.append(index)
            } else {
                logger.warning(
                    "watched folder is missing; waiting for it to appear",
                    metadata: ["folder": "\(FileName.display(roots[index].path))"])
                state.withLockedValue { s in s.watch.rootMissing(index, now: now) }
            }
        }
        state.withLockedValue { s in
            guard s.lifecycle == .created else { return }
            continuation.yield(s.watch.startingBatch(rescanning: present, roots: roots))
            s.lifecycle = startThread()
        }
    }

    /// Ends the background thread (it returns within one wake-up), closes the descriptors
    /// and finishes `batches`.
    package func stop() {
        enum Step {
            case join(pthread_t)
            case finish, nothing
        }
        let step: Step = state.withLockedValue { s in
            switch s.lifecycle {
            case .running(let thread):
                s.lifecycle = .stopping
                return .join(thread)
            case .created:
                s.lifecycle = .stopped
                return .finish
            case .stopping, .stopped:
                return .nothing
            }
        }
        switch step {
        case .nothing: return
        case .finish: break
        case .join(let thread):
            wake()
            if pthread_equal(thread, pthread_self()) == 0 { pthread_join(thread, nil) }
        }
        let (waiters, sequence) = state.withLockedValue { s in
            s.lifecycle = .stopped
            let waiters = s.flushWaiters
            s.flushWaiters = []
            return (waiters, s.watch.sequence)
        }
        closeDescriptors()
        continuation.finish()
        for waiter in waiters { waiter.resume(returning: sequence) }
    }

    /// Reads everything the kernel has queued right now and emits it as a batch at once
    /// (pending creates and writers included, no settle wait; a root that reappeared is
    /// noticed); returns that batch's sequence, or the last one if there was nothing new.
    /// The batch is yielded to `batches` before this returns.
    package func flushNow() async -> UInt64 {
        await withCheckedContinuation { (waiter: CheckedContinuation<UInt64, Never>) in
            let answer: UInt64? = state.withLockedValue { s in
                guard case .running = s.lifecycle, !s.threadExited else { return s.watch.sequence }
                s.flushWaiters.append(waiter)
                return nil
            }
            if let answer { waiter.resume(returning: answer) } else { wake() }
        }
    }

    /// Lists a root recursively (never following a symbolic link), watching every folder
    /// first and listing it second; returns the screen files found, by relative path. This is
    /// also what watches the folders below a root, so call it for every root of a `rescan`.
    /// Watches of folders the listing no longer finds (gone while events were lost) are
    /// dropped. Blocks for as long as the listing takes; the root must be one of `roots`.
    package func list(_ root: SourceRoot) -> [SourceFile] {
        guard let index = roots.firstIndex(of: root) else { return [] }
        guard let fd = try? NoFollowPath.openRoot(root.path) else { return [] }
        defer { close(fd) }
        let generation = state.withLockedValue { $0.watch.watchGeneration }
        var files: [SourceFile] = []
        scan(fd, WatchPath(root: index, path: ""), depth: 0, into: &files)
        state.withLockedValue { s in
            guard !s.descriptorsClosed else { return }
            for wd in s.watch.pruneUnconfirmed(root: index, since: generation) { inotify_rm_watch(inotifyFD, wd) }
        }
        return files.sorted { $0.relativePath < $1.relativePath }
    }

    // MARK: Test hooks

    /// Queues events as if read from the kernel (tests: overflow, unknown descriptors).
    func inject(_ events: [InotifyEvent]) {
        state.withLockedValue { $0.injected.append(contentsOf: events) }
        wake()
    }

    /// How many times the thread went around its loop (an idle watcher does not).
    var loopIterations: Int { state.withLockedValue { $0.loopIterations } }
}
