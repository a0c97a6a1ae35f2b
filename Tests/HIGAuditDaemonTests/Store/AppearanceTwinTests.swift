import HIGAuditCore
import Testing

@testable import HIGAuditDaemon

/// A report read back from disk is marked against its other appearance's, so that the
/// daemon's SARIF lists a finding of both appearances once.
struct AppearanceTwinTests {
    static func report(_ appearance: Appearance, _ messages: [String]) -> ScreenReport {
        var report = ScreenReport(
            source: "a.xib", sourceDigest: "", screen: "a#root", platform: .iOS, profile: .hig, auditorVersion: "0", configDigest: "",
            auditedAt: "", findings: messages.map { Finding(rule: "r", severity: .error, pointer: "/elements/0", message: Message("literal", ["text": $0])) },
            error: nil)
        report.appearance = appearance
        return report
    }

    @Test func twinKeysSwapTheAppearanceSuffix() {
        #expect(AppearanceTwin.key(of: "a.xib/root.dark.json", appearance: .dark) == "a.xib/root.json")
        #expect(AppearanceTwin.key(of: "a.xib/root.json", appearance: .light) == "a.xib/root.dark.json")
        #expect(AppearanceTwin.key(of: "a.json", appearance: nil) == nil)
    }

    @Test func aReportReadBackIsMarkedAgainstItsTwin() {
        let light = Self.report(.light, ["same", "light only"])
        let dark = Self.report(.dark, ["dark only", "same"])
        let reports = ["a.xib/root.json": light, "a.xib/root.dark.json": dark]
        let markedDark = AppearanceTwin.marked(dark, key: "a.xib/root.dark.json") { reports[$0] }
        #expect(markedDark.findings.map(\.repeatsEarlierAppearance) == [false, true])
        let markedLight = AppearanceTwin.marked(light, key: "a.xib/root.json") { reports[$0] }
        #expect(markedLight.findings.map(\.appearances) == [[.light, .dark], []])
        // Without its twin (an app with light only), nothing is marked.
        let alone = AppearanceTwin.marked(light, key: "a.xib/root.json") { _ in nil }
        #expect(alone.findings.allSatisfy { $0.appearances.isEmpty })
    }
}
