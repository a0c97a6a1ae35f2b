import HIGAuditCLI

await HigAuditCommand.runAsync()
