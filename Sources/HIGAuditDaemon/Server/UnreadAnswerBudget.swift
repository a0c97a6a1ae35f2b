import NIOConcurrencyHelpers
import NIOCore

/// The bytes of answers written to connections and not yet taken by their clients, across
/// all connections. Past `limit`, the connections whose answers have waited longest are
/// closed: a client that asks and never reads holds one answer at most (its next request
/// waits for it), but many such clients together would hold one each without this bound.
/// A client that reads takes its answer within milliseconds, so the answers closed are
/// those of clients that stopped reading, oldest first.
final class UnreadAnswerBudget: Sendable {
    /// 8 MiB: eight answers of `/v1/history` at its budget.
    static let defaultLimit = 8 << 20

    private struct Waiting {
        var channel: any Channel
        var bytes: Int
        var order: UInt64
    }

    private struct State {
        var waiting: [ObjectIdentifier: Waiting] = [:]
        var total = 0
        var next: UInt64 = 0
        var closed = 0

        mutating func removeOldest(sparing spared: ObjectIdentifier) -> (any Channel)? {
            guard let oldest = waiting.lazy.filter({ $0.key != spared }).min(by: { $0.value.order < $1.value.order }) else { return nil }
            waiting[oldest.key] = nil
            total -= oldest.value.bytes
            closed += 1
            return oldest.value.channel
        }
    }

    let limit: Int
    private let state = NIOLockedValueBox(State())

    init(limit: Int = UnreadAnswerBudget.defaultLimit) {
        self.limit = limit
    }

    /// An answer of `bytes` was written to `channel`; closes the connections that must go.
    func hold(_ channel: any Channel, bytes: Int) {
        let key = ObjectIdentifier(channel)
        let victims: [any Channel] = state.withLockedValue { state in
            if var entry = state.waiting[key] {
                entry.bytes += bytes
                state.waiting[key] = entry
            } else {
                state.waiting[key] = Waiting(channel: channel, bytes: bytes, order: state.next)
                state.next += 1
            }
            state.total += bytes
            var victims: [any Channel] = []
            while state.total > limit, let victim = state.removeOldest(sparing: key) { victims.append(victim) }
            return victims
        }
        for victim in victims { victim.close(promise: nil) }
    }

    /// The client took `bytes` of answers on `channel` (they left for the socket).
    func taken(_ channel: any Channel, bytes: Int) {
        let key = ObjectIdentifier(channel)
        state.withLockedValue { state in
            guard var entry = state.waiting[key] else { return }
            let taken = min(bytes, entry.bytes)
            entry.bytes -= taken
            state.total -= taken
            state.waiting[key] = entry.bytes > 0 ? entry : nil
        }
    }

    /// The connection is gone: what it held is free.
    func forget(_ channel: any Channel) {
        state.withLockedValue { state in
            guard let entry = state.waiting.removeValue(forKey: ObjectIdentifier(channel)) else { return }
            state.total -= entry.bytes
        }
    }

    /// Bytes of answers not yet taken.
    var total: Int { state.withLockedValue { $0.total } }
    /// Connections closed because the budget was spent.
    var closed: Int { state.withLockedValue { $0.closed } }
}
