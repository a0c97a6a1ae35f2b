import HIGAuditFiles
import Testing

@testable import HIGAuditDaemon

/// A stop ends the workers' supply of jobs at once: the audits in progress finish, the
/// queue waits for the next start.
struct CoordinatorStopTests {
    @Test func aStoppedCoordinatorHandsOutNoMoreJobsThoughSomeAreQueued() async throws {
        let sandbox = try StoreSandbox()
        let coordinator = sandbox.quietCoordinator()
        let root = SourceRoot(path: sandbox.screens, name: "")
        for index in 0..<3 { await coordinator.enqueue(SourceFile(root: root, relativePath: "s\(index).json"), sequence: 1) }
        #expect(await coordinator.nextJob() != nil)
        await coordinator.stop()
        #expect(await coordinator.nextJob() == nil, "two jobs queued, none handed out after the stop")
        #expect(await coordinator.queueDepth == 3, "two queued and the one in progress")
    }
}
