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
            },
            timer: Task {
                try await Task.sleep(for: deadline)
                if race.finish(.failure(failure())) { onExpiry() }
            })
    }
}

/// Who of the work and the timer ends first; the other is cancelled and its end ignored.
private final class DeadlineRace<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<T, any Error>?
    private var outcome: Result<T, any Error>?
    private var cancellations: [@Sendable () -> Void] = []

    func start(_ continuation: CheckedContinuation<T, any Error>, work: Task<Void, Never>, timer: Task<Void, any Error>) {
        let early: Result<T, any Error>? = lock.withLock {
            cancellations = [work.cancel, timer.cancel]
            if outcome == nil { self.continuation = continuation }
            return outcome
        }
        guard let early else { return }
        work.cancel()
        timer.cancel()
        continuation.resume(with: early)
    }

    /// Ends the race with `result` unless it has ended; whether it did.
    @discardableResult
    func finish(_ result: Result<T, any Error>) -> Bool {
        var waiting: CheckedContinuation<T, any Error>?
        var cancellations: [@Sendable () -> Void] = []
        let first = lock.withLock {
            guard outcome == nil else { return false }
            outcome = result
            (waiting, cancellations) = (continuation, self.cancellations)
            continuation = nil
            return true
        }
        guard first else { return false }
        for cancel in cancellations { cancel() }
        waiting?.resume(with: result)
        return true
    }
}
