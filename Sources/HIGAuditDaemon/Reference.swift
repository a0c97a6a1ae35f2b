import NIOConcurrencyHelpers

/// A value set once the daemon has made it.
final class Reference<Value: Sendable>: Sendable {
    private let stored = NIOLockedValueBox<Value?>(nil)

    var value: Value? { stored.withLockedValue { $0 } }

    func set(_ value: Value) { stored.withLockedValue { $0 = value } }
}
