import HIGAuditCore
import Testing

@testable import HIGAuditDaemon

/// What the coordinator keeps of a report just audited.
@Suite struct AuditedReportTests {
    static func keyed() -> KeyedReport {
        var report = ScreenReport(
            source: "a.json", sourceDigest: "sha256:00", screen: "a", platform: .iOS, profile: .hig, auditorVersion: "1",
            configDigest: "sha256:11", auditedAt: "2026-01-01T00:00:00Z", findings: [], error: nil)
        report.auditedScreen = Screen()
        return KeyedReport(key: "a.json", report: report)
    }

    @Test func aStagedReportLetsItsScreenGo() {
        #expect(AuditedReport(Self.keyed(), staged: true).unwritten?.auditedScreen == nil)
        #expect(AuditedReport(Self.keyed(), staged: true).unwritten?.screen == "a")
    }

    @Test func aReportNotStagedKeepsItsScreenForItsPage() {
        #expect(AuditedReport(Self.keyed()).unwritten?.auditedScreen != nil)
    }
}
