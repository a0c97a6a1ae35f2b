import NIOConcurrencyHelpers

/// Whether a repair loop is running.
final class RepairFlag: Sendable {
    private let running = NIOLockedValueBox(false)

    func begin() -> Bool {
        running.withLockedValue {
            guard !$0 else { return false }
            $0 = true
            return true
        }
    }

    func end() { running.withLockedValue { $0 = false } }
}
