import Logging
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Watches directory trees with inotify and reports settled screen files in batches.
///
/// One background thread blocks in `poll(2)` on the inotify descriptor and a wake-up pipe
/// (for `flushNow()` and `stop()`); its timeout is the earliest pending deadline, and infinite
/// when nothing is pending, so an idle watcher costs no CPU. Every folder is watched first
/// and listed second, so a file made in between is seen either way. Nothing below a root is
/// followed through a symbolic link: folders are opened one component at a time with
/// `O_NOFOLLOW` and watched through `/proc/self/fd`, so the watch and the listing are of the
/// same folder.
///
/// Sendable without `@unchecked`: every stored property is immutable and Sendable, and the
/// mutable state is behind a `Locked` (a pthread mutex).
public final class TreeWatcher: Sendable {
    static let initialBackoff: Duration = .milliseconds(100)
    static let maximumBackoff: Duration = .seconds(5)
    static let maximumDepth = 256
    static let readsPerWakeup = 256

    public let roots: [WatchRoot]
    /// The settle window and what follows from it; a configuration reload replaces it.
    private let timing: Locked<SettleTiming>
    var settle: Duration { timing.withLock { $0.settle } }
    /// How long a file written and closed (or moved in) waits for more events: a burst
    /// read at once is still one batch.
    var completedSettle: Duration { timing.withLock { $0.completed } }
    /// The least time between two batches made by the settle timer (not by `flushNow()`, and
    /// not for complete files), so that a long burst of writes makes a few large batches
    /// rather than many small ones.
    var minimumGap: Duration { timing.withLock { $0.minimumGap } }
    /// How long a file that a writer has open (an `IN_MODIFY` without `IN_CLOSE_WRITE` yet)
    /// waits for the close before it is reported anyway.
    var writerTimeout: Duration { timing.withLock { $0.writerTimeout } }
    let isIgnored: @Sendable (String) -> Bool
    let logger: Logger
    let addWatch: InotifyAddWatch
    let inotifyFD: Int32
    let wakeReadFD: Int32
    let wakeWriteFD: Int32
    let watchThroughProc: Bool
    let clock = ContinuousClock()
    let state = Locked(WatchState())
    private let stream: AsyncStream<WatchBatch>
    private let continuation: AsyncStream<WatchBatch>.Continuation

    public convenience init(roots: [WatchRoot], settle: Duration, isIgnored: @escaping @Sendable (String) -> Bool,
                            logger: Logger) throws {
        try self.init(roots: roots, settle: settle, isIgnored: isIgnored, logger: logger,
                      writerTimeout: nil, addWatch: InotifySystem.addWatch)
    }

    init(roots: [WatchRoot], settle: Duration, isIgnored: @escaping @Sendable (String) -> Bool, logger: Logger,
         writerTimeout: Duration?, addWatch: @escaping InotifyAddWatch) throws {
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
        self.timing = Locked(SettleTiming(settle: settle, writerTimeout: writerTimeout))
        self.isIgnored = isIgnored
        self.logger = logger
        self.addWatch = addWatch
        self.inotifyFD = fd
        self.wakeReadFD = pipeFDs[0]
        self.wakeWriteFD = pipeFDs[1]
        self.watchThroughProc = access("/proc/self/fd", X_OK) == 0
        (stream, continuation) = AsyncStream.makeStream(of: WatchBatch.self, bufferingPolicy: .unbounded)
    }

    deinit {
        closeDescriptors()
        continuation.finish()
    }

    // MARK: Public surface

    /// A new settle window (a configuration reload); changes already pending keep their due times.
    public func setSettle(_ settle: Duration) {
        timing.withLock { $0 = SettleTiming(settle: settle, writerTimeout: $0.fixedWriterTimeout) }
    }

    /// The batches, starting with a rescan of every root that exists. One consumer only.
    /// Finishes when the watcher stops.
    public var batches: AsyncStream<WatchBatch> { stream }

    public var watchCount: Int { state.withLock { $0.watches.count } }

    public var rescans: Int { state.withLock { $0.rescans } }

    public var health: WatcherHealth {
        state.withLock { s in
            if let first = s.unwatched.min(by: { $0.value < $1.value }) { return .outOfWatches(directory: first.value) }
            if let index = s.missing.keys.min() { return .rootMissing(roots[index].path) }
            return .healthy
        }
    }

    /// Watches the roots, emits the first batch (a rescan of every root that exists) and starts
    /// the background thread. Calling it again does nothing.
    public func start() {
        let fresh = state.withLock { s in s.lifecycle == .created }
        guard fresh else { return }
        let now = clock.now
        var present: [Int] = []
        for index in roots.indices {
            let fd = DirectoryAccess.openRoot(roots[index].path)
            if fd >= 0 {
                _ = watchOpenDirectory(fd, WatchPath(root: index, path: ""))
                close(fd)
                present.append(index)
            } else {
                logger.warning("watched folder is missing; waiting for it to appear",
                               metadata: ["folder": "\(roots[index].path)"])
                state.withLock { s in
                    s.missing[index] = MissingRoot(nextPoll: now + Self.initialBackoff, backoff: Self.initialBackoff)
                }
            }
        }
        state.withLock { s in
            guard s.lifecycle == .created else { return }
            s.sequence += 1
            continuation.yield(WatchBatch(sequence: s.sequence, rescan: present.map { roots[$0] }))
            let context = Unmanaged.passRetained(self).toOpaque()
            var thread = pthread_t()
            let result = pthread_create(&thread, nil, { context in
                let watcher = Unmanaged<TreeWatcher>.fromOpaque(context!).takeRetainedValue()
                watcher.run()
                return nil
            }, context)
            if result == 0 {
                s.lifecycle = .running(thread)
            } else {
                Unmanaged<TreeWatcher>.fromOpaque(context).release()
                logger.critical("the watcher thread can't be started", metadata: ["error": "\(result)"])
                s.lifecycle = .stopped
            }
        }
    }

    /// Ends the background thread (it returns within one wake-up), closes the descriptors
    /// and finishes `batches`.
    public func stop() {
        enum Step { case join(pthread_t), finish, nothing }
        let step: Step = state.withLock { s in
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
        let (waiters, sequence) = state.withLock { s in
            s.lifecycle = .stopped
            let waiters = s.flushWaiters
            s.flushWaiters = []
            return (waiters, s.sequence)
        }
        closeDescriptors()
        continuation.finish()
        for waiter in waiters { waiter.resume(returning: sequence) }
    }

    /// Reads everything the kernel has queued right now and emits it as a batch at once
    /// (pending creates and writers included, no settle wait; a root that reappeared is
    /// noticed); returns that batch's sequence, or the last one if there was nothing new.
    /// The batch is yielded to `batches` before this returns.
    public func flushNow() async -> UInt64 {
        await withCheckedContinuation { (waiter: CheckedContinuation<UInt64, Never>) in
            let answer: UInt64? = state.withLock { s in
                guard case .running = s.lifecycle, !s.threadExited else { return s.sequence }
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
    public func list(_ root: WatchRoot) -> [SourceFile] {
        guard let index = roots.firstIndex(of: root) else { return [] }
        let fd = DirectoryAccess.openRoot(root.path)
        guard fd >= 0 else { return [] }
        defer { close(fd) }
        let generation = state.withLock { $0.watchGeneration }
        var files: [SourceFile] = []
        scan(fd, WatchPath(root: index, path: ""), depth: 0, into: &files)
        state.withLock { s in
            guard !s.descriptorsClosed else { return }
            for wd in s.pruneUnconfirmed(root: index, since: generation) { inotify_rm_watch(inotifyFD, wd) }
        }
        return files.sorted { $0.relativePath < $1.relativePath }
    }

    // MARK: Test hooks

    /// Queues events as if read from the kernel (tests: overflow, unknown descriptors).
    func inject(_ events: [InotifyEvent]) {
        state.withLock { $0.injected.append(contentsOf: events) }
        wake()
    }

    /// How many times the thread went around its loop (an idle watcher does not).
    var loopIterations: Int { state.withLock { $0.loopIterations } }

    // MARK: Filter

    /// A screen file that is not ignored, by its path inside the root.
    func accepts(_ relative: String) -> Bool {
        WatchFileFilter.isScreenFileName(WatchFileFilter.lastComponent(relative)) && !isIgnored(relative)
    }

    // MARK: Watching and listing

    /// Adds (or refreshes) the watch on an open folder; returns the descriptor or `-errno`.
    @discardableResult
    func watchOpenDirectory(_ fd: Int32, _ directory: WatchPath) -> Int32 {
        let absolute = WatchPaths.absolutePath(root: roots[directory.root], relative: directory.path)
        let isRoot = directory.path.isEmpty
        var mask = isRoot ? InotifyMask.rootEvents : InotifyMask.directoryEvents
        let target: String
        if watchThroughProc {
            target = "/proc/self/fd/\(fd)"
        } else {
            target = absolute
            if !isRoot { mask |= InotifyMask.dontFollow }
        }
        var firstRefusal = false
        var count = 0
        let wd = state.withLock { s -> Int32 in
            guard !s.descriptorsClosed else { return -EBADF }
            let wd = addWatch(inotifyFD, target, mask, absolute)
            if wd >= 0 {
                s.recordWatch(wd, for: directory)
            } else if wd == -ENOSPC {
                firstRefusal = s.recordRefusal(for: directory, absolutePath: absolute)
                count = s.watches.count
            }
            return wd
        }
        if firstRefusal {
            logger.error("out of inotify watches: changes in some folders are not seen until a rescan (raise fs.inotify.max_user_watches)",
                         metadata: ["folder": "\(absolute)", "watches": "\(count)"])
        } else if wd < 0, wd != -ENOSPC, wd != -ENOENT, wd != -ENOTDIR, wd != -EBADF {
            logger.warning("folder can't be watched", metadata: ["folder": "\(absolute)", "errno": "\(-wd)"])
        }
        return wd
    }

    /// Watches an open folder, then lists it, descending into subfolders.
    func scan(_ fd: Int32, _ directory: WatchPath, depth: Int, into files: inout [SourceFile]) {
        watchOpenDirectory(fd, directory)
        let root = roots[directory.root]
        for entry in DirectoryAccess.entries(of: fd) {
            let relative = WatchPaths.join(directory.path, entry.name)
            if entry.isDirectory {
                guard depth < Self.maximumDepth else {
                    logger.warning("folder nested too deeply; not watched", metadata: ["folder": "\(relative)"])
                    continue
                }
                let child = openat(fd, entry.name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                guard child >= 0 else { continue }
                scan(child, WatchPath(root: directory.root, path: relative), depth: depth + 1, into: &files)
                close(child)
            } else if accepts(relative) {
                files.append(SourceFile(root: root, relativePath: relative))
            }
        }
    }

    // MARK: The thread

    private func wake() {
        var byte: UInt8 = 1
        _ = write(wakeWriteFD, &byte, 1)
    }

    private func closeDescriptors() {
        state.withLock { s in
            guard !s.descriptorsClosed else { return }
            s.descriptorsClosed = true
            close(inotifyFD)
            close(wakeReadFD)
            close(wakeWriteFD)
        }
    }

    static func milliseconds(until deadline: ContinuousClock.Instant, from now: ContinuousClock.Instant) -> Int32 {
        let remaining = deadline - now
        guard remaining > .zero else { return 0 }
        let (seconds, attoseconds) = remaining.components
        let millis = seconds.multipliedReportingOverflow(by: 1000)
        guard !millis.overflow else { return Int32.max }
        return Int32(clamping: millis.partialValue + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }

    private func run() {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 8)
        defer { buffer.deallocate() }
        var fds = [pollfd(fd: inotifyFD, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: wakeReadFD, events: Int16(POLLIN), revents: 0)]
        var healthy = true
        while true {
            let timeout: Int32 = state.withLock { s in
                s.loopIterations += 1
                if s.lifecycle == .stopping || !s.flushWaiters.isEmpty || !s.injected.isEmpty { return 0 }
                guard let deadline = s.nextDeadline(settle: settle, minimumGap: minimumGap) else { return -1 }
                return Self.milliseconds(until: deadline, from: clock.now)
            }
            fds[0].revents = 0
            fds[1].revents = 0
            if poll(&fds, 2, timeout) < 0, errno != EINTR {
                logger.critical("poll failed; the watcher stops", metadata: ["errno": "\(errno)"])
                healthy = false
                break
            }
            if fds[1].revents != 0 { drainWakeups() }
            if fds[0].revents & Int16(POLLNVAL | POLLERR) != 0 {
                logger.critical("the inotify descriptor failed; the watcher stops")
                healthy = false
                break
            }
            let (stopping, waiters, injected) = state.withLock { s -> (Bool, [CheckedContinuation<UInt64, Never>], [InotifyEvent]) in
                if s.lifecycle == .stopping { return (true, [], []) }
                defer {
                    s.flushWaiters = []
                    s.injected = []
                }
                return (false, s.flushWaiters, s.injected)
            }
            if stopping { break }
            let flushing = !waiters.isEmpty
            if !injected.isEmpty { process(injected, now: clock.now) }
            drainInotify(buffer)
            let now = clock.now
            pollMissingRoots(now: now, all: flushing)
            emit(now: now, flush: flushing)
            if flushing {
                let sequence = state.withLock { $0.sequence }
                for waiter in waiters { waiter.resume(returning: sequence) }
            }
        }
        let (waiters, sequence) = state.withLock { s in
            s.threadExited = true
            defer { s.flushWaiters = [] }
            return (s.flushWaiters, s.sequence)
        }
        for waiter in waiters { waiter.resume(returning: sequence) }
        if !healthy {
            // Nothing more will come: let the consumer see the end.
            continuation.finish()
        }
    }

    private func drainWakeups() {
        var scratch = [UInt8](repeating: 0, count: 64)
        while scratch.withUnsafeMutableBytes({ read(wakeReadFD, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// Reads the inotify queue until it is empty (bounded, so a writer faster than the
    /// watcher can't keep it here forever) and handles each event.
    private func drainInotify(_ buffer: UnsafeMutableRawBufferPointer) {
        for _ in 0..<Self.readsPerWakeup {
            let count = read(inotifyFD, buffer.baseAddress, buffer.count)
            if count < 0 {
                if errno == EINTR { continue }
                if errno != EAGAIN && errno != EWOULDBLOCK {
                    logger.error("reading inotify events failed", metadata: ["errno": "\(errno)"])
                }
                return
            }
            if count == 0 { return }
            process(InotifyEvent.parse(UnsafeRawBufferPointer(rebasing: buffer[0..<count])), now: clock.now)
        }
    }

    func process(_ events: [InotifyEvent], now: ContinuousClock.Instant) {
        for event in events { handle(event, now: now) }
    }

    // MARK: Events

    private enum Lookup { case known(WatchPath), retired, unknown }

    private func handle(_ event: InotifyEvent, now: ContinuousClock.Instant) {
        if event.has(InotifyMask.queueOverflow) {
            requestRecoveryRescan(now: now, reason: "the inotify queue overflowed")
            return
        }
        let lookup: Lookup = state.withLock { s in
            if let directory = s.watches[event.wd] { return .known(directory) }
            if s.retired.contains(event.wd) {
                if event.has(InotifyMask.ignored) { s.retired.remove(event.wd) }
                return .retired
            }
            return .unknown
        }
        let directory: WatchPath
        switch lookup {
        case .retired:
            return
        case .unknown:
            // A watch removed by the kernel that was never ours to know about says nothing.
            if event.has(InotifyMask.ignored) { return }
            requestRecoveryRescan(now: now, reason: "an event for an unknown watch descriptor \(event.wd)")
            return
        case .known(let known):
            directory = known
        }
        if event.has(InotifyMask.ignored | InotifyMask.deleteSelf | InotifyMask.moveSelf | InotifyMask.unmount) {
            directoryVanished(directory, wd: event.wd, final: event.has(InotifyMask.ignored), now: now)
            return
        }
        guard let name = event.name else { return }
        let path = WatchPath(root: directory.root, path: WatchPaths.join(directory.path, name))
        if event.has(InotifyMask.isDirectory) {
            guard !name.hasPrefix(".") else { return }
            if event.has(InotifyMask.delete | InotifyMask.movedFrom) { folderGone(path, now: now) }
            if event.has(InotifyMask.create | InotifyMask.movedTo) { folderAppeared(path, now: now) }
            return
        }
        guard accepts(path.path) else { return }
        if event.has(InotifyMask.delete | InotifyMask.movedFrom) {
            state.withLock { s in
                s.pending[path] = nil
                s.removed.insert(path)
                s.noteRemoval(at: now)
            }
            return
        }
        if event.has(InotifyMask.create) {
            // Only regular files: not a symbolic link, FIFO or socket made under a screen's name.
            let absolute = WatchPaths.absolutePath(root: roots[path.root], relative: path.path)
            if DirectoryAccess.kind(absolute) == .regular {
                state.withLock { s in s.pending[path] = PendingChange(readyAt: now + settle, writerActive: false) }
            }
        }
        if event.has(InotifyMask.modify) {
            state.withLock { s in s.pending[path] = PendingChange(readyAt: now + writerTimeout, writerActive: true) }
        }
        if event.has(InotifyMask.closeWrite | InotifyMask.movedTo) {
            // The file is complete: only coalesce what arrives with it, don't wait out the settle window.
            state.withLock { s in s.pending[path] = PendingChange(readyAt: now + completedSettle, writerActive: false, complete: true) }
        }
    }

    /// A folder below a root was deleted or moved away.
    private func folderGone(_ path: WatchPath, now: ContinuousClock.Instant) {
        state.withLock { s in
            for wd in s.forgetWatches(under: path, subtree: true) { inotify_rm_watch(inotifyFD, wd) }
            s.cancelPending(under: path)
            s.removedPrefixes.insert(path)
            s.noteRemoval(at: now)
        }
    }

    /// A folder was made or moved in: watch it first, list it second; its files are changes.
    private func folderAppeared(_ path: WatchPath, now: ContinuousClock.Instant) {
        let fd = DirectoryAccess.openBelow(rootPath: roots[path.root].path, relative: path.path)
        guard fd >= 0 else { return }
        defer { close(fd) }
        var files: [SourceFile] = []
        let depth = path.path.utf8.reduce(1) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 }
        scan(fd, path, depth: depth, into: &files)
        guard !files.isEmpty else { return }
        state.withLock { s in
            for file in files {
                let filePath = WatchPath(root: path.root, path: file.relativePath)
                if s.pending[filePath] == nil {
                    s.pending[filePath] = PendingChange(readyAt: now + settle, writerActive: false)
                }
            }
        }
    }

    /// A watched folder itself is gone (deleted, moved, unmounted, its watch removed).
    private func directoryVanished(_ directory: WatchPath, wd: Int32, final: Bool, now: ContinuousClock.Instant) {
        let isRoot = directory.path.isEmpty
        state.withLock { s in
            for held in s.forgetWatches(under: directory, subtree: true, final: final ? wd : nil) {
                inotify_rm_watch(inotifyFD, held)
            }
            s.cancelPending(under: directory)
            s.removedPrefixes.insert(directory)
            s.noteRemoval(at: now)
            if isRoot {
                s.rescanRoots.remove(directory.root)
                s.missing[directory.root] = MissingRoot(nextPoll: now + Self.initialBackoff, backoff: Self.initialBackoff)
            }
        }
        if isRoot {
            logger.warning("watched folder is gone; waiting for it to reappear",
                           metadata: ["folder": "\(roots[directory.root].path)"])
        }
    }

    /// Events were lost (overflow) or can't be placed (unknown watch): list every root
    /// again, with backoff between consecutive rescans.
    private func requestRecoveryRescan(now: ContinuousClock.Instant, reason: String) {
        let first = state.withLock { s -> Bool in
            let wasIdle = !s.rescanIsRecovery || s.rescanRoots.isEmpty
            for index in roots.indices where s.missing[index] == nil { s.rescanRoots.insert(index) }
            s.rescanIsRecovery = true
            var due = now + settle
            if let last = s.lastRecoveryRescan { due = max(due, last + s.rescanBackoff) }
            s.rescanDue = s.rescanDue.map { min($0, due) } ?? due
            return wasIdle
        }
        if first { logger.warning("rescanning every watched folder", metadata: ["reason": "\(reason)"]) }
    }

    /// Looks for roots that are gone (`all`: every one, now; otherwise those whose backoff ran out).
    private func pollMissingRoots(now: ContinuousClock.Instant, all: Bool) {
        let due = state.withLock { s in s.missing.filter { all || $0.value.nextPoll <= now }.keys.sorted() }
        for index in due {
            let fd = DirectoryAccess.openRoot(roots[index].path)
            if fd >= 0 {
                watchOpenDirectory(fd, WatchPath(root: index, path: ""))
                close(fd)
                state.withLock { s in
                    s.missing[index] = nil
                    s.rescanRoots.insert(index)
                    s.rescanDue = s.rescanDue.map { min($0, now) } ?? now
                }
                logger.notice("watched folder is back", metadata: ["folder": "\(roots[index].path)"])
            } else {
                state.withLock { s in
                    guard var missing = s.missing[index] else { return }
                    missing.nextPoll = now + missing.backoff
                    missing.backoff = min(missing.backoff * 2, Self.maximumBackoff)
                    s.missing[index] = missing
                }
            }
        }
    }

    // MARK: Batches

    private struct Taken {
        var ready: [WatchPath] = []
        var removed: Set<WatchPath> = []
        var prefixes: Set<WatchPath> = []
        var rescan: [Int] = []
        var recovery = false
        /// Holds more than complete files: the minimum gap counts from this batch.
        var paced = false
    }

    /// Emits what is due (`flush`: everything pending).
    private func emit(now: ContinuousClock.Instant, flush: Bool) {
        let taken: Taken? = state.withLock { s in
            let gapPassed = flush || s.lastEmission.map { now >= $0 + minimumGap } ?? true
            var taken = Taken()
            if flush {
                taken.ready = Array(s.pending.keys)
                s.pending.removeAll()
            } else {
                for (path, change) in s.pending where change.readyAt <= now && (gapPassed || change.complete) {
                    taken.ready.append(path)
                    if !change.complete { taken.paced = true }
                }
                for path in taken.ready { s.pending[path] = nil }
            }
            let rescanDue = !s.rescanRoots.isEmpty && (flush || s.rescanDue.map { $0 <= now } ?? true)
            let removalsDue = s.firstRemovalAt.map { flush || (gapPassed && $0 + settle <= now) } ?? false
            guard !taken.ready.isEmpty || rescanDue || removalsDue else { return nil }
            if flush || removalsDue || rescanDue { taken.paced = true }
            taken.removed = s.removed
            taken.prefixes = s.removedPrefixes
            s.removed = []
            s.removedPrefixes = []
            s.firstRemovalAt = nil
            if rescanDue {
                taken.rescan = s.rescanRoots.sorted()
                taken.recovery = s.rescanIsRecovery
                s.rescanRoots = []
                s.rescanDue = nil
                s.rescanIsRecovery = false
            }
            return taken
        }
        guard let taken else { return }
        var changed: [SourceFile] = []
        var removed = taken.removed
        for path in taken.ready {
            let file = SourceFile(root: roots[path.root], relativePath: path.path)
            if DirectoryAccess.kind(file.absolutePath) == .regular {
                changed.append(file)
                removed.remove(path)
            } else {
                // Gone again, or replaced by a link or a folder: whatever was reported is stale.
                removed.insert(path)
            }
        }
        var batch = WatchBatch(
            sequence: 0,
            changed: changed.sorted { $0.sourcePath < $1.sourcePath },
            removed: removed.map { SourceFile(root: roots[$0.root], relativePath: $0.path) }.sorted { $0.sourcePath < $1.sourcePath },
            removedPrefixes: taken.prefixes.map { WatchPaths.sourcePath(root: roots[$0.root], relative: $0.path) }.sorted(),
            rescan: taken.rescan.map { roots[$0] })
        state.withLock { s in
            s.sequence += 1
            batch.sequence = s.sequence
            // A batch of complete files only doesn't hold back the others: a long bulk copy
            // would otherwise postpone them until it pauses.
            if taken.paced { s.lastEmission = now }
            if taken.recovery {
                s.rescans += 1
                if let last = s.lastRecoveryRescan, now - last < s.rescanBackoff + Self.maximumBackoff {
                    s.rescanBackoff = min(s.rescanBackoff * 2, Self.maximumBackoff)
                } else {
                    s.rescanBackoff = Self.initialBackoff
                }
                s.lastRecoveryRescan = now
            }
            continuation.yield(batch)
        }
    }
}

/// The watcher's timings, all following from the settle window.
struct SettleTiming: Sendable {
    var settle: Duration
    var minimumGap: Duration
    var completed: Duration
    var writerTimeout: Duration
    /// A writer timeout given explicitly (tests), kept across a new settle window.
    var fixedWriterTimeout: Duration?

    init(settle: Duration, writerTimeout: Duration?) {
        self.settle = max(settle, .zero)
        minimumGap = self.settle / 2
        completed = min(self.settle, .milliseconds(1))
        self.writerTimeout = writerTimeout ?? max(self.settle * 10, .seconds(30))
        fixedWriterTimeout = writerTimeout
    }
}
