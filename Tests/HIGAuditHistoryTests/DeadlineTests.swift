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
        private var passed = false
        var hasPassed: Bool { lock.withLock { passed } }
        func pass() { lock.withLock { passed = true } }
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
        #expect(ContinuousClock.now - started < .seconds(60), "a generous bound: the deadline is 0.1 s")
        #expect(expiry.hasPassed)
    }

    @Test func workThatEndsInTimeGivesItsResultOrError() async throws {
        let expiry = Expiry()
        let value = try await withDeadline(.seconds(60), failure: TooLate(), onExpiry: expiry.pass, operation: { 42 })
        #expect(value == 42)
        await #expect(throws: Refused.self) {
            try await withDeadline(.seconds(60), failure: TooLate(), onExpiry: expiry.pass, operation: { throw Refused() })
        }
        try await Task.sleep(for: .milliseconds(50))
        #expect(!expiry.hasPassed)
    }
}
