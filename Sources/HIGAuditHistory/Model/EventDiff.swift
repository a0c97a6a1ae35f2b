/// Turns an observation into an event against what history knew of the screen: findings
/// matched by fingerprint (as a multiset: two alike findings are two), no event when
/// nothing changed.
package enum EventDiff {
    /// The event (nil when the screen reports what it did) and the screen's new state (nil
    /// once removed).
    package static func apply(
        _ observation: ScreenObservation, to previous: ScreenState?, tree: String,
        firstScan: Bool
    ) -> (event: HistoryEvent?, state: ScreenState?) {
        var (event, state) = diff(observation, to: previous, tree: tree, firstScan: firstScan)
        event?.clockRead = observation.clockRead
        return (event, state)
    }

    private static func diff(
        _ observation: ScreenObservation, to previous: ScreenState?, tree: String,
        firstScan: Bool
    ) -> (event: HistoryEvent?, state: ScreenState?) {
        switch observation.change {
        case .removed:
            guard let previous else { return (nil, nil) }
            let event = HistoryEvent(
                at: observation.at, tree: tree, screen: observation.screen, kind: .removed,
                statusBefore: previous.status, statusAfter: nil, added: [], fixed: previous.findings)
            return (event, nil)
        case .audited(let status, let findings):
            let state = ScreenState(status: status, findings: findings)
            guard let previous else {
                let event = HistoryEvent(
                    at: observation.at, tree: tree, screen: observation.screen, kind: firstScan ? .firstScan : .added,
                    statusBefore: nil, statusAfter: status, added: findings, fixed: [])
                return (event, state)
            }
            let (added, fixed) = difference(from: previous.findings, to: findings)
            guard !added.isEmpty || !fixed.isEmpty || previous.status != status else { return (nil, state) }
            let event = HistoryEvent(
                at: observation.at, tree: tree, screen: observation.screen, kind: .changed,
                statusBefore: previous.status, statusAfter: status, added: added, fixed: fixed)
            return (event, state)
        }
    }

    /// The findings of `after` whose fingerprint `before` lacks (or has fewer of), and the
    /// reverse, each in its list's order.
    static func difference(from before: [HistoryFinding], to after: [HistoryFinding]) -> (added: [HistoryFinding], fixed: [HistoryFinding]) {
        var unmatched: [String: Int] = [:]
        for finding in before { unmatched[finding.fingerprint, default: 0] += 1 }
        var added: [HistoryFinding] = []
        for finding in after {
            if let count = unmatched[finding.fingerprint], count > 0 {
                unmatched[finding.fingerprint] = count - 1
            } else {
                added.append(finding)
            }
        }
        var fixed: [HistoryFinding] = []
        for finding in before.reversed() {
            if let count = unmatched[finding.fingerprint], count > 0 {
                unmatched[finding.fingerprint] = count - 1
                fixed.append(finding)
            }
        }
        return (added, fixed.reversed())
    }
}
