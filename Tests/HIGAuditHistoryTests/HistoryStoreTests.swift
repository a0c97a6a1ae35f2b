import Foundation
import HIGAuditCore
import Testing

@testable import HIGAuditHistory

/// What every store does alike, SQLite and PostgreSQL.
struct HistoryStoreTests {
    @Test(arguments: StoreKind.allCases)
    func aLabelThatFailsThenIsFixedGivesTwoEventsThatSurviveReopening(_ kind: StoreKind) async throws {
        let place = try kind.place()
        defer { place.remove() }
        let store = place.open()
        try await store.prepare()
        var first = audited("a.json", "pass", [], at: 100)
        first.duringFirstScan = true
        try await store.record(HistoryBatch(tree: "t", observations: [first], firstScan: true))
        let label = finding("text-contrast", "f00d")
        try await store.record(HistoryBatch(tree: "t", observations: [audited("a.json", "fail", [label], at: 200)]))
        try await store.record(HistoryBatch(tree: "t", observations: [audited("a.json", "fail", [label], at: 250)]))
        try await store.record(HistoryBatch(tree: "t", observations: [audited("a.json", "pass", [], at: 300)]))
        await store.close()

        let reopened = place.open()
        try await reopened.prepare()
        let events = try await reopened.events(HistoryQuery())
        #expect(events.map(\.kind) == [.changed, .changed, .firstScan], "newest first; nothing for the audit that changed nothing")
        #expect(events[0].fixed == [label] && events[0].added.isEmpty && events[0].statusBefore == "fail" && events[0].statusAfter == "pass")
        #expect(events[1].added == [label] && events[1].fixed.isEmpty && events[1].at == 200)
        #expect(try await reopened.events(HistoryQuery(since: 250)).count == 1)
        #expect(try await reopened.events(HistoryQuery(source: "b.json")).isEmpty)
        let known = try await reopened.hasScreens(tree: "t"), other = try await reopened.hasScreens(tree: "other")
        #expect(known && !other)
        await reopened.close()
    }

    @Test(arguments: StoreKind.allCases)
    func removalsTotalsDigestAndPruning(_ kind: StoreKind) async throws {
        let place = try kind.place()
        defer { place.remove() }
        let store = place.open()
        try await store.prepare()
        let now: Int64 = 1_795_000_000
        let totals = DailyTotals(
            day: UTCTime.day(now), tree: "t", screens: 2, passing: 1, failing: 1, unreadable: 0, errors: 3, warnings: 1,
            notes: 0, byRule: [.init(rule: "text-contrast", severity: "error", count: 3)])
        try await store.record(
            HistoryBatch(
                tree: "t",
                observations: [
                    audited("old.json", "pass", [], at: now - 40 * 86400),
                    audited("a.json", "pass", [], at: now - 3600),
                    audited("a.json", "fail", [finding("x", "1"), finding("y", "2")], at: now - 1800),
                    audited("b.json", "fail", [finding("z", "3")], at: now - 1700),
                ], totals: totals))
        try await store.record(HistoryBatch(tree: "t", observations: [removed("b.json", at: now - 60)]))
        #expect(try await store.pruneEvents(before: now - 30 * 86400) == 1)
        let events = try await store.events(HistoryQuery())
        #expect(events.first?.kind == .removed && events.first?.fixed.map(\.fingerprint) == ["3"])
        #expect(!events.contains { $0.screen.source == "old.json" }, "pruned")
        let digest = try await store.digest(tree: "t", now: now, days: 30)
        #expect(digest.newlyFailing == 2 && digest.added == 3 + 0 && digest.fixed == 1)
        #expect(digest.dailyErrors.map(\.errors) == [3] && digest.dailyErrors.map(\.day) == [UTCTime.day(now)])
        let trends = try await store.trends(days: 7, now: now)
        #expect(trends == [totals])
        await store.close()
    }

    @Test(arguments: StoreKind.allCases)
    func aScreenSeenTwiceInOneBatchIsWrittenOnceAndItsIdsFollowTheEvents(_ kind: StoreKind) async throws {
        let place = try kind.place()
        defer { place.remove() }
        let store = place.open()
        try await store.prepare()
        let label = finding("text-contrast", "f00d")
        let written = try await store.record(
            HistoryBatch(
                tree: "t",
                observations: [
                    audited("a.json", "pass", [], at: 100), audited("a.json", "fail", [label], at: 101), removed("b.json", at: 102),
                    audited("c.json", "pass", [], at: 103), removed("c.json", at: 104),
                ], gap: HistoryBatch.Gap(from: 90, to: 99, lost: 7)))
        #expect(written.map(\.kind) == [.gap, .added, .changed, .added, .removed], "no event for removing a screen never seen")
        let ids = written.compactMap(\.id)
        #expect(ids.count == written.count && ids == ids.sorted() && Set(ids).count == ids.count)
        let read = try await store.events(HistoryQuery())
        #expect(read.map(\.id) == ids.reversed(), "newest first, with the ids the write returned")
        #expect(read.last?.lost == 7 && read.last?.kind == .gap)
        let digests = try await store.digests(tree: "t")
        #expect(
            digests == [ScreenIdentity(source: "a.json", screen: "a.json"): ScreenState(status: "fail", findings: [label]).digest],
            "c.json, added and removed in one batch, leaves no state")
        #expect(try await store.digests(tree: "other").isEmpty)
        await store.close()
    }

    @Test(arguments: StoreKind.allCases)
    func twoTreesKeepTheirScreensApartInOneDatabase(_ kind: StoreKind) async throws {
        let place = try kind.place()
        defer { place.remove() }
        let first = place.open(), second = place.open()
        async let one: Void = first.prepare()
        async let two: Void = second.prepare()
        _ = try await (one, two)
        try await first.record(HistoryBatch(tree: "host-a:/tree", observations: [audited("s.json", "pass", [], at: 10)]))
        try await second.record(HistoryBatch(tree: "host-b:/tree", observations: [audited("s.json", "fail", [finding("r", "1")], at: 20)]))
        let events = try await first.events(HistoryQuery())
        #expect(events.map(\.tree) == ["host-b:/tree", "host-a:/tree"] && events.allSatisfy { $0.kind == .added })
        #expect(try await first.events(HistoryQuery(tree: "host-a:/tree")).count == 1)
        await first.close()
        await second.close()
    }

    @Test(arguments: StoreKind.allCases)
    func aNewScreensFindingsAreWrittenOnceAndItsFirstEventKeepsThemThroughChanges(_ kind: StoreKind) async throws {
        let place = try kind.place()
        defer { place.remove() }
        let store = place.open()
        try await store.prepare()
        let x = finding("text-contrast", "1"), y = finding("button-missing-label", "2"), z = finding("touch-target-size", "3")
        var first = audited("a.json", "fail", [x, y], at: 100)
        first.duringFirstScan = true
        try await store.record(HistoryBatch(tree: "t", observations: [first], firstScan: true))
        #expect(try place.sql("SELECT COUNT(*) FROM events WHERE added IS NULL") == "1", "the first scan's event names its screen's findings")
        #expect(try await store.events(HistoryQuery()).first?.added == [x, y])

        try await store.record(HistoryBatch(tree: "t", observations: [audited("a.json", "fail", [y, z], at: 200)]))
        #expect(try place.sql("SELECT COUNT(*) FROM events WHERE added IS NULL") == "0", "copied into the event before they changed")
        try await store.record(HistoryBatch(tree: "t", observations: [removed("a.json", at: 300)]))
        // Back again, then changed within one batch: the last event alone may share.
        try await store.record(
            HistoryBatch(tree: "t", observations: [audited("a.json", "fail", [x], at: 400), audited("a.json", "fail", [x, z], at: 401)]))
        try await store.record(HistoryBatch(tree: "t", observations: [audited("b.json", "fail", [z], at: 500)]))
        #expect(try place.sql("SELECT COUNT(*) FROM events WHERE added IS NULL") == "1", "b.json's")
        await store.close()

        let reopened = place.open()
        try await reopened.prepare()
        let events = try await reopened.events(HistoryQuery()).reversed().map { ($0.kind, $0.added, $0.fixed) }
        #expect(events.map(\.0) == [.firstScan, .changed, .removed, .added, .changed, .added])
        #expect(events.map(\.1) == [[x, y], [z], [], [x], [z], [z]])
        #expect(events.map(\.2) == [[], [x], [y, z], [], [], []])
        #expect(
            try await reopened.digests(tree: "t") == [
                ScreenIdentity(source: "a.json", screen: "a.json"): ScreenState(status: "fail", findings: [x, z]).digest,
                ScreenIdentity(source: "b.json", screen: "b.json"): ScreenState(status: "fail", findings: [z]).digest,
            ])
        await reopened.close()
    }

    @Test(arguments: StoreKind.allCases)
    func findingsAuditedFromAScreenReadBackWithTheReportsMessagesInEveryLanguage(_ kind: StoreKind) async throws {
        let place = try kind.place()
        defer { place.remove() }
        let store = place.open()
        try await store.prepare()
        let report = ScreenReport(
            source: "login.json", sourceDigest: "", screen: "Login", platform: .iOS, profile: .hig, auditorVersion: "", configDigest: "",
            auditedAt: "",
            findings: [
                Finding(
                    rule: "text-contrast", severity: .error, pointer: "/elements/1", elementId: "title", message: .textContrast),
                Finding(rule: "touch-target-size", severity: .warning, pointer: "/elements/2", message: .touchTarget),
            ], error: nil)
        try await store.record(HistoryBatch(tree: "t", observations: [ScreenObservation(report, at: 10)]))
        let read = try #require(try await store.events(HistoryQuery()).first)
        #expect(read.added.count == 2)
        for (stored, audited) in zip(read.added, report.findings) {
            for language in Language.allCases {
                #expect(stored.message(in: language) == audited.message.rendered(in: language))
            }
            #expect(stored.fingerprint == HistoryFinding.fingerprint(of: audited))
        }
        await store.close()
    }
}
