import Foundation

/// Runs `body` with a deadline that holds whatever `body` does: at the deadline the caller
/// gets `failure` at once, `body` is cancelled and `onExpiry` runs, and `body` is left to
/// end on its own (a task group would wait for it, and a connection whose socket is gone
/// may never end a statement).
func withDeadline<T: Sendable>(
    _ deadline: Duration, failure: @autoclosure @escaping @Sendable () -> any Error, onExpiry: @escaping @Sendable () -> Void,
    operation body: @escaping @Sendable () async throws -> T
) async throws -> T {
    let race = DeadlineRace<T>()
    return try await withCheckedThrowingContinuation { continuation in
        race.start(
            continuation,
            work: Task {
                do {
                    race.finish(.success(try await body()))
                } catch {
                    race.finish(.failure(error))
                }
            })
        // A Dispatch timer, not a task: it fires on time even while every thread of the
        // cooperative pool is busy (the workers auditing a scan). Once the work has won, it
        // finds the race over and does nothing.
        DispatchQueue.global().asyncAfter(deadline: .now() + dispatchInterval(deadline)) {
            if race.finish(.failure(failure())) { onExpiry() }
        }
    }
}

/// `duration` as Dispatch counts it, at most about a year.
private func dispatchInterval(_ duration: Duration) -> DispatchTimeInterval {
    let (seconds, attoseconds) = duration.components
    let clamped = min(max(seconds, 0), 365 * 86_400)
    return .nanoseconds(Int(clamped) * 1_000_000_000 + Int(max(attoseconds, 0) / 1_000_000_000))
}

/// Who of the work and the timer ends first; the work is cancelled if it loses, and the
/// loser's end is ignored. The outcome is not kept once handed over (a timer still pending
/// holds the race).
private final class DeadlineRace<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<T, any Error>?
    private var finished = false
    /// An outcome that came before `start`, kept until then.
    private var early: Result<T, any Error>?
    private var cancelWork: (@Sendable () -> Void)?

    func start(_ continuation: CheckedContinuation<T, any Error>, work: Task<Void, Never>) {
        let early: Result<T, any Error>? = lock.withLock {
            guard finished else {
                cancelWork = work.cancel
                self.continuation = continuation
                return nil
            }
            defer { self.early = nil }
            return self.early
        }
        guard let early else { return }
        work.cancel()
        continuation.resume(with: early)
    }

    /// Ends the race with `result` unless it has ended; whether it did.
    @discardableResult
    func finish(_ result: Result<T, any Error>) -> Bool {
        var waiting: CheckedContinuation<T, any Error>?
        var cancel: (@Sendable () -> Void)?
        let first = lock.withLock {
            guard !finished else { return false }
            finished = true
            (waiting, cancel) = (continuation, cancelWork)
            continuation = nil
            cancelWork = nil
            if waiting == nil { early = result }
            return true
        }
        guard first else { return false }
        cancel?()
        waiting?.resume(with: result)
        return true
    }
}
