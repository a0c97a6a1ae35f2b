import HIGAuditCore
import HIGAuditFiles
import Logging
import NIOConcurrencyHelpers

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Where the watcher's thread is in its life.
enum WatcherLifecycle: Sendable, Equatable {
    case created
    case running(pthread_t)
    case stopping
    case stopped
}

/// Everything the watcher's thread and its callers share, behind one lock.
struct WatcherShared: Sendable {
    var watch: WatchState
    var lifecycle: WatcherLifecycle = .created
    /// The thread left its loop (stopped, or failed): nobody will answer a flush any more.
    var threadExited = false
    var descriptorsClosed = false
    var flushWaiters: [CheckedContinuation<UInt64, Never>] = []
    /// Events queued as if read from the kernel (tests).
    var injected: [InotifyEvent] = []
    var loopIterations = 0
}

/// The background thread: polls inotify and the wake-up pipe, hands events to the
/// `WatchState`, does what it asks and emits the batches that are due.
extension TreeWatcher {
    /// Starts the thread; returns the lifecycle it leaves the watcher in.
    func startThread() -> WatcherLifecycle {
        let context = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        let result = pthread_create(
            &thread, nil,
            { context in
                let watcher = Unmanaged<TreeWatcher>.fromOpaque(context!).takeRetainedValue()
                watcher.run()
                return nil
            }, context)
        guard result == 0 else {
            Unmanaged<TreeWatcher>.fromOpaque(context).release()
            logger.critical("the watcher thread can't be started", metadata: ["error": "\(result)"])
            return .stopped
        }
        return .running(thread)
    }

    func wake() {
        var byte: UInt8 = 1
        _ = write(wakeWriteFD, &byte, 1)
    }

    func closeDescriptors() {
        state.withLockedValue { s in
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
        var fds = [
            pollfd(fd: inotifyFD, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeReadFD, events: Int16(POLLIN), revents: 0),
        ]
        var healthy = true
        while true {
            let timing = self.timing
            let timeout: Int32 = state.withLockedValue { s in
                s.loopIterations += 1
                if s.lifecycle == .stopping || !s.flushWaiters.isEmpty || !s.injected.isEmpty { return 0 }
                guard let deadline = s.watch.nextDeadline(settle: timing.settle, minimumGap: timing.minimumGap) else { return -1 }
                return Self.milliseconds(until: deadline, from: clock.now)
            }
            fds[0].revents = 0
            fds[1].revents = 0
            // Not retried: a signal ending the wait is a wake-up like any other, and the loop
            // works out the timeout afresh before it waits again.
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
            let (stopping, waiters, injected) = state.withLockedValue { s -> (Bool, [CheckedContinuation<UInt64, Never>], [InotifyEvent]) in
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
            lookForMissingRoots(now: now, all: flushing)
            emit(now: now, flush: flushing)
            if flushing {
                let sequence = state.withLockedValue { $0.watch.sequence }
                for waiter in waiters { waiter.resume(returning: sequence) }
            }
        }
        let (waiters, sequence) = state.withLockedValue { s in
            s.threadExited = true
            defer { s.flushWaiters = [] }
            return (s.flushWaiters, s.watch.sequence)
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
            let count: Int
            do {
                count = try Syscall.retrying("read") { read(inotifyFD, buffer.baseAddress, buffer.count) }
            } catch {
                if error.errno != EAGAIN && error.errno != EWOULDBLOCK {
                    logger.error("reading inotify events failed", metadata: ["errno": "\(error.errno)"])
                }
                return
            }
            if count == 0 { return }
            process(InotifyEvent.parse(UnsafeRawBufferPointer(rebasing: buffer[0..<count])), now: clock.now)
        }
    }

    /// Hands each event to the state and does what it asks, one event after the other.
    func process(_ events: [InotifyEvent], now: ContinuousClock.Instant) {
        let timing = self.timing
        for event in events {
            let actions = state.withLockedValue { $0.watch.handle(event, now: now, timing: timing, accepts: acceptsChange) }
            for action in actions { perform(action, now: now, timing: timing) }
        }
    }

    private func perform(_ action: WatchAction, now: ContinuousClock.Instant, timing: SettleTiming) {
        switch action {
        case .removeWatches(let descriptors):
            removeWatches(descriptors)
        case .checkCreatedFile(let path):
            let absolute = roots[path.root].path(of: path.path)
            if DirectoryAccess.kind(absolute) == .regular {
                state.withLockedValue { $0.watch.admitCreated(path, now: now, timing: timing) }
            }
        case .watchNewFolder(let path):
            let files = watchNewFolder(path)
            guard !files.isEmpty else { return }
            state.withLockedValue { $0.watch.folderListed(root: path.root, files: files, now: now, timing: timing) }
        case .recoveryRescanStarted(let reason):
            logger.warning("rescanning every watched folder", metadata: ["reason": "\(reason)"])
        case .rootVanished(let root):
            logger.warning("watched folder is gone; waiting for it to reappear", metadata: ["folder": "\(FileName.display(roots[root].path))"])
        }
    }

    /// Emits what is due (`flush`: everything pending).
    private func emit(now: ContinuousClock.Instant, flush: Bool) {
        let timing = self.timing
        guard let due = state.withLockedValue({ $0.watch.takeDue(now: now, timing: timing, flush: flush) }) else { return }
        let regular = Set(
            due.ready.filter { path in
                DirectoryAccess.kind(roots[path.root].path(of: path.path)) == .regular
            })
        state.withLockedValue { s in
            _ = continuation.yield(s.watch.emit(due, regularFiles: regular, roots: roots, now: now))
        }
    }
}
