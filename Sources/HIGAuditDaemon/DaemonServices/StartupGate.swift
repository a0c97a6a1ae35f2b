/// A moment in the daemon's start that services wait for (the socket answers, the watcher
import NIOConcurrencyHelpers

/// has started), opened once.
package final class StartupGate: Sendable {
    private struct State {
        var isOpen = false
        var nextId = 0
        var waiters: [Int: CheckedContinuation<Void, any Error>] = [:]
    }

    private let state = NIOLockedValueBox(State())

    /// Lets every waiter (and every later one) go on.
    func open() {
        let waiters = state.withLockedValue { s in
            s.isOpen = true
            defer { s.waiters = [:] }
            return Array(s.waiters.values)
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Returns once the gate is open; throws `CancellationError` when the task is cancelled first.
    func wait() async throws {
        let id = state.withLockedValue { s in
            defer { s.nextId += 1 }
            return s.nextId
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resumeNow: Bool = state.withLockedValue { s in
                    if s.isOpen { return true }
                    s.waiters[id] = continuation
                    return false
                }
                if resumeNow {
                    continuation.resume()
                } else if Task.isCancelled {
                    state.withLockedValue { $0.waiters.removeValue(forKey: id) }?.resume(throwing: CancellationError())
                }
            }
        } onCancel: {
            state.withLockedValue { $0.waiters.removeValue(forKey: id) }?.resume(throwing: CancellationError())
        }
    }

    package init() {}
}
