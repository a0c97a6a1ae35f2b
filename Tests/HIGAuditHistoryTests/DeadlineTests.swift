import Foundation
import Testing

@testable import HIGAuditHistory

/// A deadline holds even when the work it bounds never ends, and stays out of the way of
/// work that ends in time.
struct DeadlineTests {
    struct TooLate: Error {}
    struct Refused: Error {}

    /// Whether the deadline passed, set from another task.
    final class Expiry: @unchecked Sendable {
        private let lock = NSLock()
        private var passedAt: ContinuousClock.Instant?
        var hasPassed: Bool { lock.withLock { passedAt != nil } }
        var time: ContinuousClock.Instant? { lock.withLock { passedAt } }
        func pass() { lock.withLock { passedAt = .now } }
    }

    @Test func workThatNeverEndsFailsAtTheDeadline() async throws {
        let expiry = Expiry()
        let started = ContinuousClock.now
        await #expect(throws: TooLate.self) {
            try await withDeadline(
                .milliseconds(100), failure: TooLate(), onExpiry: expiry.pass,
                // Ignores cancellation, as a statement on a connection whose socket is gone would.
                operation: { await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in } })
        }
        // When the deadline fired, not when this task ran again: other tests may hold every
        // thread of the cooperative pool meanwhile, and the deadline doesn't wait for one.
        let expired = try #require(expiry.time)
        #expect(expired - started < .seconds(30), "a generous bound: the deadline is 0.1 s")
    }

    /// The deadlines are a liveness bound far past the work: while other tests block both
    /// threads of the cooperative pool, work that is ready may wait over a minute to run.
    @Test func workThatEndsInTimeGivesItsResultOrError() async throws {
        let expiry = Expiry()
        let value = try await withDeadline(.seconds(900), failure: TooLate(), onExpiry: expiry.pass, operation: { 42 })
        #expect(value == 42)
        await #expect(throws: Refused.self) {
            try await withDeadline(.seconds(900), failure: TooLate(), onExpiry: expiry.pass, operation: { throw Refused() })
        }
        try await Task.sleep(for: .milliseconds(50))
        #expect(!expiry.hasPassed)
    }
}
