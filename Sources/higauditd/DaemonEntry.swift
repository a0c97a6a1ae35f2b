import ArgumentParser
import HIGAuditDaemon

/// `higauditd`'s entry point: ArgumentParser's own asynchronous main runs `DaemonCommand`.
@main
struct DaemonEntry: AsyncMainProtocol {
    typealias Command = DaemonCommand
}
