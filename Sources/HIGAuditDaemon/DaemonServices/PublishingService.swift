import ServiceLifecycle

/// Writes the aggregates (index, SARIF, overview) when the coordinator's `PublishSchedule`
/// says so: woken by the coordinator, it waits out the delay the schedule gives (cut short
/// when a client waits) and publishes until nothing is asked. It stops after the workers:
/// what their last audits changed is published before the daemon ends.
package struct PublishingService: Service {
    let coordinator: AuditCoordinator
    let wakeup: Wakeup
    let clock: ScheduleClock

    package func run() async {
        await withGracefulShutdownHandler {
            while await wakeup.wait(), !Task.isCancelled { await publishWhileDue() }
        } onGracefulShutdown: {
            wakeup.close()
        }
        await coordinator.publishRemaining()
    }

    private func publishWhileDue() async {
        while !Task.isCancelled {
            switch await coordinator.nextPublishStep() {
            case .idle, .ended(again: false): return
            case .ended(again: true): continue
            case .wait(let deadline): if await !wakeup.wait(until: deadline, on: clock) { return }
            case .publish: await coordinator.publishRound()
            }
        }
    }

    package init(
        coordinator: AuditCoordinator, wakeup: Wakeup, clock: ScheduleClock
    ) {
        self.coordinator = coordinator
        self.wakeup = wakeup
        self.clock = clock
    }
}
