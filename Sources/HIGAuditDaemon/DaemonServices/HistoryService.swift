import HIGAuditHistory
import ServiceLifecycle

/// The history recorder's writing loop; once the audits are finished at shutdown, it
/// writes what it holds and closes the database.
struct HistoryService: Service {
    let recorder: HistoryRecorder
    let watching: StartupGate

    func run() async throws {
        try await watching.wait()
        await cancelWhenGracefulShutdown { await recorder.run() }
        await recorder.close()
    }
}
