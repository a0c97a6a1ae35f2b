import Testing

@testable import HIGAuditCore

/// `interface-builder.md`, "Each finding once where people read": a finding the dark report
/// repeats from the light one (same rule, pointer, severity and message) is marked, and the
/// light one carries both appearances; each report keeps every finding.
struct AppearanceRepeatsTests {
    static func report(_ screen: String, _ appearance: Appearance, _ findings: [Finding]) -> ScreenReport {
        var report = ScreenReport(
            source: "a.xib", sourceDigest: "", screen: screen, platform: .iOS, profile: .hig, auditorVersion: "0", configDigest: "",
            auditedAt: "", findings: findings, error: nil)
        report.appearance = appearance
        return report
    }

    static func finding(_ rule: String, _ pointer: String, _ ratio: String = "", severity: Severity = .error) -> Finding {
        Finding(rule: rule, severity: severity, pointer: pointer, message: Message("literal", ["text": rule + ratio]))
    }

    @Test func aRepeatedFindingIsMarkedAndItsFirstCarriesBothAppearances() {
        var reports = [
            Self.report(
                "a#1", .light, [Self.finding("touch-target-size", "/elements/0/children/0"), Self.finding("text-contrast", "/elements/0/children/1", " 3.1")]),
            Self.report("a#2", .light, [Self.finding("touch-target-size", "/elements/0/children/0")]),
            Self.report(
                "a#1", .dark,
                [
                    Self.finding("text-contrast", "/elements/0/children/1", " 1.2"),  // another ratio in dark: its own finding
                    Self.finding("touch-target-size", "/elements/0/children/0"),
                    Self.finding("touch-target-size", "/elements/0/children/0", severity: .warning),  // another severity
                ]),
        ]
        AppearanceRepeats.mark(&reports)
        #expect(reports[2].findings.map(\.repeatsEarlierAppearance) == [false, true, false])
        #expect(reports[0].findings.map(\.appearances) == [[.init(.light), .init(.dark)], []])
        #expect(reports[1].findings.map(\.appearances) == [[]], "another screen's report is not its light report")
        #expect(reports.map(\.findings.count) == [2, 1, 3])
    }

    @Test func twoAlikeFindingsInDarkMatchOneEachInLight() {
        let twice = [Self.finding("button-missing-label", "/elements/0"), Self.finding("button-missing-label", "/elements/0")]
        var reports = [Self.report("s", .light, [twice[0]]), Self.report("s", .dark, twice)]
        AppearanceRepeats.mark(&reports)
        #expect(reports[1].findings.map(\.repeatsEarlierAppearance) == [true, false])
    }
}
