import NIOConcurrencyHelpers

/// Tells one waiting service that there is work: signals that come while it works are
/// kept as one, so the service looks again once it is done. Closed at shutdown.
package final class Wakeup: Sendable {
    private struct State {
        var pending = false
        var closed = false
        var waiter: (id: Int, continuation: CheckedContinuation<Void, Never>)?
        var nextId = 0
    }

    private let state = NIOLockedValueBox(State())

    /// A signal waits for the next wait.
    var isSignalled: Bool { state.withLockedValue { $0.pending } }

    /// There is work: wakes the waiter, or the next one to wait.
    package func signal() {
        let waiter = state.withLockedValue { s in
            guard let waiter = s.waiter else {
                s.pending = true
                return nil as CheckedContinuation<Void, Never>?
            }
            s.waiter = nil
            return waiter.continuation
        }
        waiter?.resume()
    }

    /// No more work will come: the waiter, and every later one, goes on at once.
    func close() {
        let waiter = state.withLockedValue { s in
            s.closed = true
            defer { s.waiter = nil }
            return s.waiter?.continuation
        }
        waiter?.resume()
    }

    /// Waits for a signal made since the previous wait ended; returns false once closed.
    /// One task waits at a time. Cancelled, it returns without taking a signal.
    func wait() async -> Bool {
        let id = state.withLockedValue { s in
            defer { s.nextId += 1 }
            return s.nextId
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let resumeNow: Bool = state.withLockedValue { s in
                    if s.closed || Task.isCancelled { return true }
                    if s.pending {
                        s.pending = false
                        return true
                    }
                    s.waiter = (id, continuation)
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            let waiter = state.withLockedValue { s -> CheckedContinuation<Void, Never>? in
                guard let waiter = s.waiter, waiter.id == id else { return nil }
                s.waiter = nil
                return waiter.continuation
            }
            waiter?.resume()
        }
        return state.withLockedValue { !$0.closed }
    }

    /// Waits for a signal, or until `deadline` on `clock`, whichever comes first; returns
    /// false once closed.
    func wait(until deadline: Duration, on clock: ScheduleClock) async -> Bool {
        await withTaskGroup(of: Void.self) { group in
            group.addTask { _ = await self.wait() }
            group.addTask { try? await clock.sleep(until: deadline) }
            await group.next()
            group.cancelAll()
        }
        return state.withLockedValue { !$0.closed }
    }

    package init() {}
}
