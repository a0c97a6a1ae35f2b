import NIOCore

/// The open connections, so that a flood of them can neither exhaust descriptors nor lock
/// other clients out: at the cap, a new connection takes the place of the oldest one that
/// is waiting for a request (not one whose request is being answered).
final class ConnectionRegistry: Sendable {
    private struct Entry {
        var channel: any Channel
        var order: UInt64
        var answering: Bool
    }

    private struct State {
        var entries: [ObjectIdentifier: Entry] = [:]
        var next: UInt64 = 0
        var evicted = 0
    }

    private let state = Locked(State())
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    /// Takes in a new connection; false when every slot holds a connection being answered.
    func admit(_ channel: any Channel) -> Bool {
        let victim: (any Channel)? = state.withLock { state in
            var victim: (any Channel)?
            if state.entries.count >= limit {
                guard let oldest = state.entries.filter({ !$0.value.answering }).min(by: { $0.value.order < $1.value.order }) else {
                    return nil as (any Channel)?
                }
                victim = oldest.value.channel
                state.entries[oldest.key] = nil
                state.evicted += 1
            }
            state.entries[ObjectIdentifier(channel)] = Entry(channel: channel, order: state.next, answering: false)
            state.next += 1
            return victim ?? channel
        }
        guard let victim else { return false }
        if victim !== channel { victim.close(promise: nil) }
        return true
    }

    func remove(_ channel: any Channel) {
        state.withLock { _ = $0.entries.removeValue(forKey: ObjectIdentifier(channel)) }
    }

    /// Marks a connection as answering a request (not to be evicted) or waiting for one.
    func setAnswering(_ channel: any Channel, _ answering: Bool) {
        state.withLock { $0.entries[ObjectIdentifier(channel)]?.answering = answering }
    }

    var count: Int { state.withLock { $0.entries.count } }
    /// Connections closed to make room for new ones.
    var evicted: Int { state.withLock { $0.evicted } }
}
