import NIOCore

/// The open connections, so that a flood of them can neither exhaust descriptors nor lock
/// other clients out: at the cap, a new connection takes the place of the oldest one that
/// is waiting for a request (not one whose request is being answered). When a crowd of
/// connections has thinned to half, the memory it took is given back to the system: the
/// allocator keeps freed memory otherwise, and a flood that has left would stay resident.
final class ConnectionRegistry: Sendable {
    /// The fewest connections open at once whose leaving is worth giving memory back for.
    static let crowd = 256

    private struct Entry {
        var channel: any Channel
        var order: UInt64
        var answering: Bool
    }

    private struct State {
        var entries: [ObjectIdentifier: Entry] = [:]
        var next: UInt64 = 0
        var evicted = 0
        /// The most connections open at once since memory was last given back.
        var mostOpen = 0
    }

    private let state = Locked(State())
    let limit: Int
    private let releaseMemory: @Sendable () -> Void

    init(limit: Int, releaseMemory: @escaping @Sendable () -> Void = { MemoryRelease.soon() }) {
        self.limit = limit
        self.releaseMemory = releaseMemory
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
            state.mostOpen = max(state.mostOpen, state.entries.count)
            return victim ?? channel
        }
        guard let victim else { return false }
        if victim !== channel { victim.close(promise: nil) }
        return true
    }

    func remove(_ channel: any Channel) {
        let thinned = state.withLock { state in
            state.entries[ObjectIdentifier(channel)] = nil
            guard state.mostOpen >= Self.crowd, state.entries.count <= state.mostOpen / 2 else { return false }
            state.mostOpen = state.entries.count
            return true
        }
        if thinned { releaseMemory() }
    }

    /// Marks a connection as answering a request (not to be evicted) or waiting for one.
    func setAnswering(_ channel: any Channel, _ answering: Bool) {
        state.withLock { $0.entries[ObjectIdentifier(channel)]?.answering = answering }
    }

    var count: Int { state.withLock { $0.entries.count } }
    /// Connections closed to make room for new ones.
    var evicted: Int { state.withLock { $0.evicted } }
}
