import CMemory
import Dispatch
import Foundation
import HIGAuditCore
import HIGAuditFiles
import Logging
import NIOConcurrencyHelpers

/// Puts staged reports and pages into place in groups: the files staged by every job
/// waiting are flushed, then renamed in the order they were staged (a page before its
/// report). A rename never comes before its file's data is on disk, so a crash leaves no
/// partial file. Jobs that arrive during a flush go in the next group.
///
/// `FlushChoice` says whether a group is flushed file by file (`fdatasync(2)`), each file's
/// writeback started first so that they overlap, or with one `syncfs(2)`.
package final class ReportCommitter: Sendable {
    /// One job's files and what to do once they are in place (or failed).
    struct Batch: Sendable {
        var files: [StagedFile]
        /// How many audits were queued behind the job (`AuditJob.queuedBehind`).
        var queuedBehind = 0
        var done: @Sendable (_ committed: Bool) -> Void
    }

    private struct Pending {
        var batches: [Batch] = []
        var draining = false
        var waitingForRoom: [CheckedContinuation<Void, Never>] = []
    }

    /// Jobs staged but not yet committed before `commit` makes a worker wait.
    static let backlogLimit = 64
    private let root: String
    private let logger: Logger
    private let pending = NIOLockedValueBox(Pending())
    private let queue = DispatchQueue(label: "higauditd.report-committer")
    private let pendingWriteback: @Sendable () -> Int?

    /// `pendingWriteback`: the bytes the system has yet to write (`FlushChoice`).
    package init(root: String, logger: Logger, pendingWriteback: @escaping @Sendable () -> Int? = PendingWriteback.bytes) {
        self.root = root
        self.logger = logger
        self.pendingWriteback = pendingWriteback
    }

    /// Hands a job's staged files over; `done` runs on the committer's queue once they are
    /// renamed into place (true) or could not be (false: the temporary files are gone).
    /// Waits only while the backlog is full.
    func commit(_ batch: Batch) async {
        let full = pending.withLockedValue { $0.batches.count >= Self.backlogLimit }
        if full {
            await withCheckedContinuation { continuation in
                let admitted = pending.withLockedValue { state -> Bool in
                    if state.batches.count < Self.backlogLimit { return true }
                    state.waitingForRoom.append(continuation)
                    return false
                }
                if admitted { continuation.resume() }
            }
        }
        enqueue(batch)
    }

    /// Returns once every batch handed over before the call is committed.
    func finish() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            enqueue(Batch(files: []) { _ in continuation.resume() })
        }
    }

    private func enqueue(_ batch: Batch) {
        let start = pending.withLockedValue { state -> Bool in
            state.batches.append(batch)
            if state.draining { return false }
            state.draining = true
            return true
        }
        if start { queue.async { self.drain() } }
    }

    private func drain() {
        while true {
            let (batches, room): ([Batch], [CheckedContinuation<Void, Never>]) = pending.withLockedValue { state in
                let taken = state.batches
                state.batches = []
                let room = state.waitingForRoom
                state.waitingForRoom = []
                if taken.isEmpty { state.draining = false }
                return (taken, room)
            }
            for continuation in room { continuation.resume() }
            if batches.isEmpty { return }
            let flushed = flush(batches)
            for (batch, batchFlushed) in zip(batches, flushed) {
                var committed = batchFlushed
                for file in batch.files {
                    if committed {
                        do {
                            try file.commit()
                        } catch {
                            committed = false
                            logger.error("report not written", metadata: ["path": "\(FileName.display(file.path))", "error": "\(error)"])
                        }
                    } else {
                        file.discard()
                    }
                }
                batch.done(committed)
            }
        }
    }

    /// Flushes the files of `batches`; whether each batch's files are all on disk.
    private func flush(_ batches: [Batch]) -> [Bool] {
        let files = batches.reduce(0) { $0 + $1.files.count }
        let bytes = batches.reduce(0) { total, batch in batch.files.reduce(total) { $0 + $1.size } }
        let queued = batches.reduce(0) { max($0, $1.queuedBehind) }
        switch FlushChoice.choose(files: files, stagedBytes: bytes, queuedBehind: queued, pendingWriteback: pendingWriteback) {
        case .fileSystem:
            return Array(repeating: flushFileSystem(), count: batches.count)
        case .overlapped:
            for batch in batches { for file in batch.files { file.startFlush() } }
            fallthrough
        case .fileByFile:
            return batches.map { batch in batch.files.allSatisfy(flushFile) }
        }
    }

    /// Flushes one staged file's data; false when it failed (then its job's files are not
    /// renamed).
    private func flushFile(_ file: StagedFile) -> Bool {
        do {
            try file.flush()
            return true
        } catch {
            logger.error("report not flushed", metadata: ["path": "\(FileName.display(file.path))", "error": "\(error)"])
            return false
        }
    }

    /// Flushes the reports' file system; false when it failed (then nothing is renamed).
    private func flushFileSystem() -> Bool {
        let descriptor = PathCalls.open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            logger.error(
                "reports folder not opened for flushing", metadata: ["path": "\(FileName.display(root))", "error": "\(String(cString: strerror(errno)))"])
            return false
        }
        defer { close(descriptor) }
        if cmemory_syncfs(descriptor) != 0 {
            logger.error("reports not flushed", metadata: ["path": "\(FileName.display(root))", "error": "\(String(cString: strerror(errno)))"])
            return false
        }
        return true
    }
}
