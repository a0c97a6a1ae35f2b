import Testing

@testable import HIGAuditDaemon
