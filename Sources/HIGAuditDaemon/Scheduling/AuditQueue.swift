import HIGAuditFiles

/// The screens waiting for an audit, those being audited, and those to audit again once
/// their audit ends: coalesced by source path, taken in the order they were first queued,
/// and tallied by the watcher batch that asked for them.
struct AuditQueue: Sendable {
    private var order: [String] = []
    private var head = 0
    private var queued: [String: QueuedJob] = [:]
    private var roots = RootTable()
    /// The batch sequence of each job being audited, by source.
    private(set) var inFlight: [String: UInt64] = [:]
    /// Sources whose reports are being written again outside a job: no job of theirs starts
    /// until they are released.
    private(set) var held: Set<String> = []
    /// Changes to a screen whose audit is running: it is audited again when that finishes.
    private(set) var rerun: [String: AuditJob] = [:]
    /// Sources removed while their audit was running: the report it writes must go.
    private(set) var removedWhileRunning: Set<String> = []
    /// The batch sequences of every job in `queued`, `inFlight` and `rerun`.
    private var outstanding = SequenceTally()

    /// How many jobs are queued, running or waiting to run again.
    var depth: Int { queued.count + inFlight.count + rerun.count }

    /// The oldest batch some job still belongs to; nil when there is no job.
    var oldestOutstanding: UInt64? { outstanding.oldest }

    /// Whether the source is being audited or its reports written.
    func isRunning(_ source: String) -> Bool { inFlight[source] != nil || held.contains(source) }

    /// Queues an audit of the file for batch `sequence`; a source already queued keeps its
    /// place (with the newer sequence), one running is audited again after. Returns whether
    /// a job was added that a worker can take now.
    @discardableResult
    mutating func enqueue(_ file: SourceFile, sequence: UInt64, force: Bool = false) -> Bool {
        let source = file.sourcePath
        if isRunning(source) {
            let wasForced = rerun[source]?.force ?? false
            if let old = rerun.updateValue(AuditJob(file: file, sequence: sequence, current: nil, force: force || wasForced), forKey: source) {
                outstanding.remove(old.sequence)
            }
            outstanding.add(sequence)
            return false
        }
        if let old = queued[source] {
            let newest = max(old.sequence, sequence)
            outstanding.remove(old.sequence)
            outstanding.add(newest)
            queued[source] = QueuedJob(
                relativePath: file.relativePath, sequence: newest, root: roots.index(of: file.root), force: force || old.force)
            return false
        }
        queued[source] = QueuedJob(relativePath: file.relativePath, sequence: sequence, root: roots.index(of: file.root), force: force)
        outstanding.add(sequence)
        order.append(source)
        return true
    }

    /// The next job, marked running, with the count of jobs still queued behind it;
    /// `prepare` completes it (its current report).
    mutating func take(prepare: (inout AuditJob) -> Void = { _ in }) -> AuditJob? {
        while head < order.count {
            let source = order[head]
            head += 1
            if head > 1024, head * 2 > order.count {
                order.removeFirst(head)
                head = 0
            }
            guard let queuedJob = queued.removeValue(forKey: source) else { continue }
            var job = roots.job(queuedJob)
            job.queuedBehind = queued.count
            prepare(&job)
            inFlight[source] = job.sequence
            releaseRoomIfDrained()
            return job
        }
        releaseRoomIfDrained()
        return nil
    }

    /// The room the queue's tables hold, in entries (what `releaseRoomIfDrained` gives back).
    var heldRoom: Int { queued.capacity + order.capacity }

    /// Once nothing is queued, the tables of queued jobs go back to empty ones: a first
    /// scan grows them to the tree's size, and a table emptied keeps its room (a 20,000-screen
    /// scan left about 2 MB held). What `order` still lists is then only sources taken or
    /// cancelled.
    private mutating func releaseRoomIfDrained() {
        guard queued.isEmpty, heldRoom > 0 else { return }
        queued = [:]
        order = []
        head = 0
    }

    /// The source is gone: its queued and repeated audits are dropped, and a running one
    /// is marked so that what it writes is removed.
    mutating func cancel(_ source: String) {
        if let job = queued.removeValue(forKey: source) {
            outstanding.remove(job.sequence)
            releaseRoomIfDrained()
        }
        if let job = rerun.removeValue(forKey: source) { outstanding.remove(job.sequence) }
        if isRunning(source) { removedWhileRunning.insert(source) }
    }

    /// Every source in a folder that went away (`""`: every source), as `cancel`.
    mutating func cancelAll(under prefix: String) {
        var sources: [String] = Array(queued.keys)
        sources += rerun.keys
        sources += inFlight.keys
        sources += held
        for source in sources where WatchPaths.isWithin(source, prefix) {
            cancel(source)
        }
    }

    /// A running job's source ends its audit: returns the audit to run again, if any.
    mutating func finish(_ source: String) -> AuditJob? {
        if let sequence = inFlight.removeValue(forKey: source) { outstanding.remove(sequence) }
        removedWhileRunning.remove(source)
        return takeRerun(source)
    }

    /// Keeps jobs of these sources from starting (a queued one waits to run again).
    mutating func hold(_ source: String) {
        held.insert(source)
        if let job = queued.removeValue(forKey: source) {
            rerun[source] = roots.job(job)
            releaseRoomIfDrained()
        }
    }

    /// Lets a held source's jobs start again: returns the audit it has to run, if any.
    mutating func release(_ source: String) -> AuditJob? {
        held.remove(source)
        removedWhileRunning.remove(source)
        return takeRerun(source)
    }

    private mutating func takeRerun(_ source: String) -> AuditJob? {
        guard let again = rerun.removeValue(forKey: source) else { return nil }
        outstanding.remove(again.sequence)
        return again
    }
}
