import Testing

@testable import HIGAuditDaemon

@Suite struct StartupGateTests {
    @Test func waitersGoOnOnceTheGateOpensAndLaterOnesAtOnce() async throws {
        let gate = StartupGate()
        let waiting = Task { try await gate.wait() }
        gate.open()
        try await waiting.value
        try await gate.wait()
    }

    @Test func aCancelledWaiterStopsWaiting() async {
        let gate = StartupGate()
        let waiting = Task { try await gate.wait() }
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
        // Opening afterwards resumes nobody twice.
        gate.open()
    }
}
