import NIOConcurrencyHelpers

/// Sequence numbers for changes the daemon makes up itself (rescans, reloads), taken
/// after the watcher's so that waiting covers them too.
package final class SequenceCounter: Sendable {
    private let latest = NIOLockedValueBox<UInt64>(0)

    var value: UInt64 { latest.withLockedValue { $0 } }

    func observe(_ sequence: UInt64) { latest.withLockedValue { $0 = max($0, sequence) } }

    package func next(after sequence: UInt64) -> UInt64 {
        latest.withLockedValue {
            $0 = max($0, sequence)
            return $0
        }
    }

    package init() {}
}
