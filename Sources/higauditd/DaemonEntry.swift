import ArgumentParser
import HIGAuditDaemon

/// `higauditd`'s entry point: ArgumentParser's asynchronous main runs `DaemonCommand`.
@main
extension DaemonCommand {}
