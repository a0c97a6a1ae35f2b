import HIGAuditCore
import Testing

@testable import HIGAuditDaemon

@Suite struct ReportIndexTests {
    static func audited(_ key: String, source: String) -> AuditedReport {
        AuditedReport(
            KeyedReport(
                key: key,
                report: ScreenReport(
                    source: source, sourceDigest: "sha256:00", screen: key, platform: nil, profile: .hig, auditorVersion: "1",
                    configDigest: "sha256:11", auditedAt: "2026-01-01T00:00:00Z", findings: [], error: nil)))
    }

    @Test func anAuditReplacesTheSourcesReportsAndSaysWhichWent() {
        var index = ReportIndex()
        let first = index.record(
            [Self.audited("f/a.json", source: "f"), Self.audited("f/b.json", source: "f")], of: "f",
            written: true, colorNames: [])
        #expect(first.isEmpty)
        #expect(Set(index.reports.keys) == ["f/a.json", "f/b.json"])
        let dropped = index.record([Self.audited("f/a.json", source: "f")], of: "f", written: true, colorNames: [])
        #expect(dropped.map(\.key) == ["f/b.json"])
        #expect(dropped.first?.summary?.screen == "f/b.json")
        #expect(index.keysBySource["f"] == ["f/a.json"])
        #expect(index.current(of: "f")?.screen == "f/a.json")
    }

    /// `a.yaml` and `a.yaml.json` both report to `screens/a.yaml.json`: when one of them
    /// goes, its file goes, and the other is to be audited again to write its own.
    @Test func aReportFileTwoKeysShareIsWrittenAgainForTheOneThatStays() {
        #expect(ReportIndex.twin(of: "a.yaml") == "a.yaml.json")
        #expect(ReportIndex.twin(of: "a.yaml.json") == "a.yaml")
        #expect(ReportIndex.twin(of: "a.json.json") == nil)
        #expect(ReportIndex.twin(of: "f/.json") == nil)
        var index = ReportIndex()
        _ = index.record([Self.audited("a.yaml", source: "a.yaml")], of: "a.yaml", written: true, colorNames: [])
        _ = index.record([Self.audited("a.yaml.json", source: "a.yaml.json")], of: "a.yaml.json", written: true, colorNames: [])
        _ = index.record([Self.audited("b.yaml", source: "b.yaml")], of: "b.yaml", written: true, colorNames: [])
        #expect(index.takeClaimantsToAudit().isEmpty)

        #expect(index.removeSource("a.yaml.json").map(\.key) == ["a.yaml.json"])
        #expect(index.takeClaimantsToAudit() == ["a.yaml"])
        #expect(index.takeClaimantsToAudit().isEmpty)
        #expect(index.removeSource("b.yaml").map(\.key) == ["b.yaml"])
        #expect(index.takeClaimantsToAudit().isEmpty)
    }

    /// `a.yaml` shares its report path with a screen `a.yaml.json` or with a folder
    /// `a.yaml.json/`: the index says so when that changes, and when the folder goes,
    /// `a.yaml` is to be audited again, its report having gone with the folder.
    @Test func reportPathsTwoScreensShareAreToldWhenTheyChange() throws {
        var index = ReportIndex()
        func taken() -> (all: [String], new: [String])? {
            guard let shared = index.takeSharedReportPaths() else { return nil }
            return (shared.all.map { "\($0.key) \($0.with)" }, shared.new.map { "\($0.key) \($0.with)" })
        }
        _ = index.record([Self.audited("a.yaml", source: "a.yaml")], of: "a.yaml", written: true, colorNames: [])
        _ = index.record([Self.audited("b.json", source: "b.json")], of: "b.json", written: true, colorNames: [])
        #expect(taken() == nil)
        _ = index.record([Self.audited("a.yaml.json/x.json", source: "a.yaml.json/x.json")], of: "a.yaml.json/x.json", written: true, colorNames: [])
        let folder = try #require(taken())
        #expect(folder.all == ["a.yaml a.yaml.json/"])
        #expect(folder.new == ["a.yaml a.yaml.json/"])
        _ = index.record([Self.audited("a.yaml.json", source: "a.yaml.json")], of: "a.yaml.json", written: true, colorNames: [])
        let both = try #require(taken())
        #expect(both.all == ["a.yaml a.yaml.json", "a.yaml a.yaml.json/"])
        #expect(both.new == ["a.yaml a.yaml.json"])
        #expect(taken() == nil)

        _ = index.removeSource("a.yaml.json/x.json")
        #expect(index.takeClaimantsToAudit() == ["a.yaml"])
        _ = index.removeSource("a.yaml.json")
        #expect(index.takeClaimantsToAudit() == ["a.yaml"])
        #expect(try #require(taken()).all.isEmpty)
    }

    /// The file of `a.yaml` replaces the folder `a.yaml.json/` on disk: when `a.yaml` goes,
    /// the folder's sources are to be audited again. A folder whose reports are renamed
    /// (a Figma frame's new id) never looks empty, and `a.json` is no owner of `a.json.json/`.
    @Test func aScreenAndAFolderOfReportsStandInEachOthersPlace() {
        var index = ReportIndex()
        _ = index.record([Self.audited("a.yaml", source: "a.yaml")], of: "a.yaml", written: true, colorNames: [])
        _ = index.record([Self.audited("a.yaml.json/1-2.json", source: "a.yaml.json")], of: "a.yaml.json", written: true, colorNames: [])
        _ = index.record([Self.audited("a.yaml.json/3-4.json", source: "a.yaml.json")], of: "a.yaml.json", written: true, colorNames: [])
        #expect(index.takeClaimantsToAudit().isEmpty)
        _ = index.removeSource("a.yaml")
        #expect(index.takeClaimantsToAudit() == ["a.yaml.json"])

        _ = index.record([Self.audited("a.json", source: "a.json")], of: "a.json", written: true, colorNames: [])
        _ = index.record([Self.audited("a.json.json/1-2.json", source: "a.json.json")], of: "a.json.json", written: true, colorNames: [])
        _ = index.removeSource("a.json.json")
        #expect(index.takeClaimantsToAudit().isEmpty)
    }

    @Test func anUnwrittenReportIsKeptUntilItIsWritten() {
        var index = ReportIndex()
        _ = index.record([Self.audited("a.json", source: "a.json")], of: "a.json", written: false, colorNames: [])
        #expect(index.writeFailures["a.json"] == "not written")
        guard case .unwritten(let report) = index.location(of: "a.json") else {
            Issue.record("not kept")
            return
        }
        #expect(report.source == "a.json")
        index.written("a.json")
        #expect(index.writeFailures.isEmpty)
        guard case .onDisk("a.json") = index.location(of: "a.json") else {
            Issue.record("not on disk")
            return
        }
        #expect(index.location(of: "b.json") == nil)
    }

    @Test func changesAreTakenOnceForTheAggregates() {
        var index = ReportIndex()
        index.adopt(["old.json": ReportSummary(Self.audited("old.json", source: "old.json").unwritten!)])
        _ = index.record([Self.audited("a.json", source: "a.json")], of: "a.json", written: true, colorNames: [])
        _ = index.removeSource("old.json")
        let changes = index.takeChanges()
        #expect(Set(changes.upserts.keys) == ["a.json"])
        #expect(changes.removals == ["old.json"])
        #expect(index.takeChanges().upserts.isEmpty)
    }

    @Test func skippedSourcesAndColorNamesAreForgottenWithTheSource() {
        var index = ReportIndex()
        index.skip("notes.json")
        _ = index.record([Self.audited("v.xib", source: "v.xib")], of: "v.xib", written: true, colorNames: ["Brand"])
        #expect(Set(index.knownSources) == ["notes.json", "v.xib"])
        #expect(index.knowsColorNames(of: "v.xib"))
        #expect(index.users(of: [], anyName: true) == ["v.xib"])
        #expect(index.removeSource("notes.json").isEmpty)
        #expect(index.removeSource("v.xib").map(\.key) == ["v.xib"])
        #expect(index.knownSources.isEmpty)
        #expect(!index.knowsColorNames(of: "v.xib"))
    }
}
