import NIOConcurrencyHelpers
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
        /// Connections in the order they came, from `front` on. A connection that has gone
        /// stays until it is met at the front or the list is compacted: finding the oldest
        /// waiting one takes no walk over every connection, as it would on each arrival of
        /// a flood at the cap.
        var arrivals: [(key: ObjectIdentifier, order: UInt64)] = []
        var front = 0
        var next: UInt64 = 0
        var evicted = 0
        /// The most connections open at once since memory was last given back.
        var mostOpen = 0

        /// Takes out the oldest connection waiting for a request; nil when all are answered.
        mutating func evictOldestWaiting() -> (any Channel)? {
            var index = front
            while index < arrivals.count {
                let arrival = arrivals[index]
                guard let entry = entries[arrival.key], entry.order == arrival.order else {
                    if index == front { front += 1 }
                    index += 1
                    continue
                }
                guard !entry.answering else {
                    index += 1
                    continue
                }
                entries[arrival.key] = nil
                if index == front { front += 1 }
                evicted += 1
                return entry.channel
            }
            return nil
        }

        mutating func append(_ channel: any Channel) {
            let key = ObjectIdentifier(channel)
            entries[key] = Entry(channel: channel, order: next, answering: false)
            arrivals.append((key, next))
            next += 1
            mostOpen = max(mostOpen, entries.count)
            if arrivals.count - front > 2 * entries.count + 64 {
                let entries = self.entries
                arrivals = arrivals[front...].filter { entries[$0.key]?.order == $0.order }
                front = 0
            } else if front > arrivals.count / 2 {
                arrivals.removeFirst(front)
                front = 0
            }
        }
    }

    private let state = NIOLockedValueBox(State())
    let limit: Int
    private let releaseMemory: @Sendable () -> Void

    init(limit: Int, releaseMemory: @escaping @Sendable () -> Void = { MemoryRelease.soon() }) {
        self.limit = limit
        self.releaseMemory = releaseMemory
    }

    /// Takes in a new connection; false when every slot holds a connection being answered.
    func admit(_ channel: any Channel) -> Bool {
        let victim: (any Channel)? = state.withLockedValue { state in
            var victim: (any Channel)?
            if state.entries.count >= limit {
                guard let oldest = state.evictOldestWaiting() else { return nil as (any Channel)? }
                victim = oldest
            }
            state.append(channel)
            return victim ?? channel
        }
        guard let victim else { return false }
        if victim !== channel { victim.close(promise: nil) }
        return true
    }

    func remove(_ channel: any Channel) {
        let thinned = state.withLockedValue { state in
            state.entries[ObjectIdentifier(channel)] = nil
            guard state.mostOpen >= Self.crowd, state.entries.count <= state.mostOpen / 2 else { return false }
            state.mostOpen = state.entries.count
            return true
        }
        if thinned { releaseMemory() }
    }

    /// Marks a connection as answering a request (not to be evicted) or waiting for one.
    func setAnswering(_ channel: any Channel, _ answering: Bool) {
        state.withLockedValue { $0.entries[ObjectIdentifier(channel)]?.answering = answering }
    }

    var count: Int { state.withLockedValue { $0.entries.count } }
    /// Connections closed to make room for new ones.
    var evicted: Int { state.withLockedValue { $0.evicted } }
}
