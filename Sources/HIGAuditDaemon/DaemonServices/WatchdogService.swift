import ServiceLifecycle

/// Under systemd's watchdog (`WATCHDOG_USEC`): tells systemd the daemon is alive, as long
/// as the coordinator answers. Without a watchdog it only waits for the daemon's end.
package struct WatchdogService: Service {
    let notifier: SystemdNotifier
    let coordinator: AuditCoordinator
    let watching: StartupGate

    package func run() async throws {
        try await watching.wait()
        guard let interval = notifier.watchdogInterval else {
            try? await gracefulShutdown()
            return
        }
        await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                _ = await coordinator.queueDepth
                notifier.watchdog()
                try? await Task.sleep(for: interval)
            }
        }
    }

    package init(
        notifier: SystemdNotifier, coordinator: AuditCoordinator, watching: StartupGate
    ) {
        self.notifier = notifier
        self.coordinator = coordinator
        self.watching = watching
    }
}
