import HIGAuditCore
import Testing

@testable import HIGAuditDaemon

/// A report read back from disk is marked against its other appearances', so that the
/// daemon's SARIF lists a finding of several appearances once.
struct AppearanceSiblingsTests {
    static func report(_ appearance: Appearance, _ messages: [String], contrast: Contrast = .standard) -> ScreenReport {
        var report = ScreenReport(
            source: "a.xib", sourceDigest: "", screen: "a#root", platform: .iOS, profile: .hig, auditorVersion: "0", configDigest: "",
            auditedAt: "", findings: messages.map { Finding(rule: "r", severity: .error, pointer: "/elements/0", message: Message("literal", ["text": $0])) },
            error: nil)
        report.appearance = appearance
        report.contrast = contrast
        return report
    }

    @Test func siblingKeysSwapTheAppearanceSuffixes() {
        let light = ReportAppearance(.light), dark = ReportAppearance(.dark)
        let lightHC = ReportAppearance(.light, .increased), darkHC = ReportAppearance(.dark, .increased)
        #expect(AppearanceSiblings.key(of: "a.xib/root.dark.json", appearance: dark, in: light) == "a.xib/root.json")
        #expect(AppearanceSiblings.key(of: "a.xib/root.json", appearance: light, in: dark) == "a.xib/root.dark.json")
        #expect(AppearanceSiblings.key(of: "a.xib/root.json", appearance: light, in: darkHC) == "a.xib/root.dark.hc.json")
        #expect(AppearanceSiblings.key(of: "a.xib/root.dark.hc.json", appearance: darkHC, in: lightHC) == "a.xib/root.hc.json")
        #expect(AppearanceSiblings.key(of: "a.xib/root.json", appearance: darkHC, in: light) == nil, "the key doesn't end as a dark + HC key")
        #expect(AppearanceSiblings.key(of: "a.json", appearance: nil, in: light) == nil)
    }

    @Test func anIncreaseContrastReportIsMarkedAgainstTheStandardOnes() {
        let light = Self.report(.light, ["same", "light only"])
        var lightHC = Self.report(.light, ["same", "hc only"], contrast: .increased)
        // Its messages carry the Increase Contrast note, which the comparison sets aside.
        for index in lightHC.findings.indices {
            lightHC.findings[index].message = Message("finding.increase-contrast", [.init("message", .message(lightHC.findings[index].message))])
        }
        let reports = ["a.xib/root.json": light, "a.xib/root.hc.json": lightHC]
        let markedHC = AppearanceSiblings.marked(lightHC, key: "a.xib/root.hc.json") { reports[$0] }
        #expect(markedHC.findings.map(\.repeatsEarlierAppearance) == [true, false])
        let markedLight = AppearanceSiblings.marked(light, key: "a.xib/root.json") { reports[$0] }
        #expect(markedLight.findings.map { $0.appearances.map(\.name) } == [["light", "light+hc"], []])
    }

    @Test func aReportReadBackIsMarkedAgainstItsTwin() {
        let light = Self.report(.light, ["same", "light only"])
        let dark = Self.report(.dark, ["dark only", "same"])
        let reports = ["a.xib/root.json": light, "a.xib/root.dark.json": dark]
        let markedDark = AppearanceSiblings.marked(dark, key: "a.xib/root.dark.json") { reports[$0] }
        #expect(markedDark.findings.map(\.repeatsEarlierAppearance) == [false, true])
        let markedLight = AppearanceSiblings.marked(light, key: "a.xib/root.json") { reports[$0] }
        #expect(markedLight.findings.map(\.appearances) == [[.init(.light), .init(.dark)], []])
        // Without its twin (an app with light only), nothing is marked.
        let alone = AppearanceSiblings.marked(light, key: "a.xib/root.json") { _ in nil }
        #expect(alone.findings.allSatisfy { $0.appearances.isEmpty })
    }
}
