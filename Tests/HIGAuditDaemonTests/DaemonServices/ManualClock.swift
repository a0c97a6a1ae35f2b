import NIOConcurrencyHelpers

@testable import HIGAuditDaemon

/// A clock that moves only when the test moves it: sleepers wake when their deadline is
/// reached by `advance(to:)`, or when their task is cancelled.
final class ManualClock: Sendable {
    private struct Sleeper {
        var deadline: Duration
        var continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now: Duration = .zero
        var sleepers: [Int: Sleeper] = [:]
        var nextId = 0
    }

    private let state = NIOLockedValueBox(State())

    var now: Duration { state.withLockedValue { $0.now } }

    /// How many tasks sleep on this clock now.
    var sleepers: Int { state.withLockedValue { $0.sleepers.count } }

    var scheduleClock: ScheduleClock {
        ScheduleClock(now: { self.now }, sleep: { deadline in try await self.sleep(until: deadline) })
    }

    /// Moves the time to `time`; the sleepers whose deadline it reaches wake.
    func advance(to time: Duration) {
        let woken = state.withLockedValue { s in
            s.now = max(s.now, time)
            let due = s.sleepers.filter { $0.value.deadline <= s.now }
            for id in due.keys { s.sleepers[id] = nil }
            return due.values.map(\.continuation)
        }
        for sleeper in woken { sleeper.resume() }
    }

    private func sleep(until deadline: Duration) async throws {
        let id = state.withLockedValue { s in
            defer { s.nextId += 1 }
            return s.nextId
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let now = state.withLockedValue { s -> Bool in
                    if deadline <= s.now || Task.isCancelled { return true }
                    s.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
                    return false
                }
                if now { continuation.resume() }
            }
        } onCancel: {
            state.withLockedValue { $0.sleepers.removeValue(forKey: id) }?.continuation.resume(throwing: CancellationError())
        }
        try Task.checkCancellation()
    }

    /// Returns once `count` tasks sleep on this clock; yields meanwhile, never blocking a thread.
    func waitForSleepers(_ count: Int) async {
        while sleepers < count { try? await Task.sleep(for: .milliseconds(1)) }
    }
}
