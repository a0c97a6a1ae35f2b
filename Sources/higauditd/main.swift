import HIGAuditDaemon

await DaemonCommand.runAsync()
