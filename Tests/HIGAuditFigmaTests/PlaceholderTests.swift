import Testing
@testable import HIGAuditFigma
