import HIGAuditCore
import NIOConcurrencyHelpers

/// The daemon's state for `/v1/status`: what it watches and what keeps it from its job.
package final class DaemonStatus: Sendable {
    enum State: String, Sendable { case starting, scanning, idle, degraded }

    struct Snapshot: Sendable {
        var problems: [String: Message] = [:]
        var watching: [String] = []
    }

    private let snapshot = NIOLockedValueBox(Snapshot())
    let startedAt = ContinuousClock.now

    /// Sets or clears a problem, by kind (`watches`, `writes`, `configuration`, ...).
    package func setProblem(_ kind: String, _ problem: Message?) {
        snapshot.withLockedValue { $0.problems[kind] = problem }
    }

    func problems(in language: Language) -> [String] {
        DaemonWords.register()
        return snapshot.withLockedValue { $0.problems.sorted { $0.key < $1.key }.map { $0.value.rendered(in: language) } }
    }

    package var isDegraded: Bool { snapshot.withLockedValue { !$0.problems.isEmpty } }

    package func setWatching(_ directories: [String]) {
        snapshot.withLockedValue { $0.watching = directories }
    }

    var watching: [String] { snapshot.withLockedValue { $0.watching } }

    var uptimeSeconds: Double {
        let elapsed = ContinuousClock.now - startedAt
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}
