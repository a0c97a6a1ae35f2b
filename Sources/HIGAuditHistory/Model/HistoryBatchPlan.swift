/// What a batch writes, whatever the database: its events in order, and the screens whose
/// state it changes, against the states the history had before the batch.
package struct HistoryBatchPlan: Sendable {
    /// The gap (if any) first, then one event per observation that changed something.
    package var events: [HistoryEvent]
    /// Each screen's state after the batch, where it differs from the one before.
    package var upserts: [ScreenIdentity: ScreenState]
    /// Screens the history knew and the batch removed.
    package var deletes: Set<ScreenIdentity>

    /// Plans `batch`; `previous` tells what the history knew of a screen before the batch
    /// (asked once per screen). Within a batch, a screen's later observations diff against
    /// its earlier ones.
    package static func make(_ batch: HistoryBatch, previous: (ScreenIdentity) throws -> ScreenState?) rethrows -> HistoryBatchPlan {
        var events: [HistoryEvent] = []
        if let gap = batch.gap {
            events.append(
                HistoryEvent(
                    at: gap.to, tree: batch.tree, screen: ScreenIdentity(source: "", screen: ""), kind: .gap,
                    statusBefore: nil, statusAfter: nil, added: [], fixed: [], lost: gap.lost))
        }
        var before: [ScreenIdentity: ScreenState?] = [:]
        var current: [ScreenIdentity: ScreenState?] = [:]
        for observation in batch.observations {
            let identity = observation.screen
            let known: ScreenState?
            if let state = current[identity] {
                known = state
            } else {
                known = try previous(identity)
                before[identity] = .some(known)
            }
            let (event, state) = EventDiff.apply(
                observation, to: known, tree: batch.tree,
                firstScan: batch.firstScan && observation.duringFirstScan)
            current[identity] = .some(state)
            if let event { events.append(event) }
        }
        var upserts: [ScreenIdentity: ScreenState] = [:]
        var deletes: Set<ScreenIdentity> = []
        for (identity, state) in current {
            let original = before[identity] ?? nil
            if let state {
                if state != original { upserts[identity] = state }
            } else if original != nil {
                deletes.insert(identity)
            }
        }
        return HistoryBatchPlan(events: events, upserts: upserts, deletes: deletes)
    }

    /// The events (by index) whose added findings are their screen's findings after the
    /// batch, which the stores write once: a screen's last event in the batch, new to the
    /// history, with findings.
    package var eventsSharingFindings: Set<Int> {
        var last: [ScreenIdentity: Int] = [:]
        for (index, event) in events.enumerated() where event.kind != .gap { last[event.screen] = index }
        var sharing: Set<Int> = []
        for (identity, index) in last {
            let event = events[index]
            guard event.kind == .firstScan || event.kind == .added, !event.added.isEmpty,
                let state = upserts[identity], state.findings == event.added
            else { continue }
            sharing.insert(index)
        }
        return sharing
    }
}
