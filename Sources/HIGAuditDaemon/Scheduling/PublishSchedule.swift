/// When the aggregates (index, SARIF, overview) are published: once the queue settles, at
/// most once per gap under a stream of changes, at once for a client that waits, and at
/// least every `maximumLag` while the queue never empties. A pure value: the time and what
/// the coordinator knows are its inputs, so that it is tested without a clock.
package struct PublishSchedule: Sendable {
    /// How long the tree stays quiet before a publish.
    var settle: Duration
    /// The least time from the end of one publish to the start of the next, unless a client
    /// waits for them.
    var gap: Duration = .seconds(1)
    /// While the queue never empties, the aggregates are still published this often.
    var maximumLag: Duration = .seconds(15)

    /// A report changed since the last publish began.
    private(set) var changed = false
    /// When the oldest change not yet in the aggregates was made.
    private(set) var unpublishedSince: Duration?
    /// A publish is under way: waiting out its delay, or writing.
    private(set) var running = false
    /// Another round of writing is asked for.
    private(set) var requested = false
    /// When the delay before the publish under way ends; nil once it has.
    private(set) var due: Duration?
    /// A client waits: the delay is cut short.
    private(set) var urgent = false
    /// When the last publish ended.
    private(set) var lastEnded: Duration?
    /// The last publish failed to write an aggregate.
    var failed = false
    /// An aggregate was left for a later publish (written too recently): how long until it is due.
    var aggregatesWaiting: Duration?

    /// What the coordinator knows when it asks.
    struct Situation: Sendable {
        /// Audits are queued or running, or the trees are being listed.
        var busy: Bool
        /// A client waits for a batch that is audited but not yet published.
        var clientWaiting: Bool
        /// Audited batches are not all published.
        var behind = false
        /// A caller of `publishAgain` waits for a publish to end.
        var watchers = false
    }

    /// What the publisher does next.
    enum Step: Sendable, Equatable {
        /// Nothing until it is woken.
        case idle
        /// Wait until this time, or until it is woken.
        case wait(until: Duration)
        /// Write the aggregates now.
        case publish
        /// A publish ended: its watchers are told; `again` when another has begun.
        case ended(again: Bool)
    }

    package init(settle: Duration) {
        self.settle = settle
    }

    /// A report changed (or was removed).
    mutating func noteChange() {
        changed = true
    }

    /// Something is not yet in the aggregates: a change, a publish asked for or under way,
    /// or an aggregate left for later.
    var hasUnpublished: Bool { changed || requested || running || aggregatesWaiting != nil }

    /// A publish outside the schedule (at shutdown) takes in everything asked so far.
    mutating func published() {
        changed = false
        requested = false
        running = false
        due = nil
        urgent = false
        unpublishedSince = nil
    }

    /// Changes have waited for the aggregates longer than the longest lag allowed.
    func isOverdue(at now: Duration) -> Bool {
        unpublishedSince.map { now - $0 >= maximumLag } ?? false
    }

    /// After a burst of work: publishes when the queue is quiet and something changed, when
    /// a client waits, when audited batches are not yet published, or when the aggregates
    /// lag too long. Returns whether the publisher must be woken.
    mutating func settle(_ situation: Situation, at now: Duration) -> Bool {
        if changed, unpublishedSince == nil { unpublishedSince = now }
        let overdue = isOverdue(at: now)
        guard (!situation.busy && (changed || situation.behind)) || situation.clientWaiting || overdue else { return false }
        return request(immediately: situation.clientWaiting || overdue, at: now)
    }

    /// Asks for a publish, at once or after the settle window and the gap. Returns whether
    /// the publisher must be woken: a publish begins, or a client cuts a delay short.
    mutating func request(immediately: Bool, at now: Duration) -> Bool {
        requested = true
        guard !running else {
            guard immediately, due != nil, !urgent else { return false }
            urgent = true
            return true
        }
        running = true
        urgent = false
        var delay = Duration.zero
        if !immediately {
            // Under a stream of changes the aggregates lag by at most the gap; an aggregate
            // left behind is due when its own lag has passed.
            let gapEnds = lastEnded.map { $0 + gap } ?? now
            delay = max(settle, gapEnds - now, aggregatesWaiting ?? .zero)
        }
        due = delay > .zero ? now + delay : nil
        return true
    }

    /// What to do next, at `now`.
    mutating func next(_ situation: Situation, at now: Duration) -> Step {
        guard running else { return .idle }
        if let due {
            if !urgent && now < due { return .wait(until: due) }
            self.due = nil
            urgent = false
            // Work arrived meanwhile: the aggregates wait for the queue to settle (its end
            // asks again), unless a client waits for them or they lag too long.
            if situation.busy && !situation.clientWaiting && !isOverdue(at: now) && !situation.watchers {
                running = false
                return .idle
            }
        }
        if requested {
            requested = false
            changed = false
            unpublishedSince = nil
            return .publish
        }
        running = false
        lastEnded = now
        if (changed || aggregatesWaiting != nil) && !situation.busy {
            return .ended(again: request(immediately: false, at: now))
        }
        return .ended(again: false)
    }
}
