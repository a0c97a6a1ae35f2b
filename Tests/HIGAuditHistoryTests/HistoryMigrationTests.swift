import HIGAuditCore
import Testing

@testable import HIGAuditHistory

/// A database of schema version 3 (names in every row, findings as JSON text), brought to
/// the current version by opening it.
struct HistoryMigrationTests {
    static let keyed = HistoryFinding(
        rule: "text-contrast", severity: "error", pointer: "/elements/1", fingerprint: "e8e0868ede8e20d8",
        message: .textContrast)
    static let added = HistoryFinding(
        rule: "touch-target-size", severity: "warning", pointer: "/elements/2", fingerprint: "a72c8cf4faabf948", message: .touchTarget)
    /// As version 1 kept a message: its text in each language.
    static let rendered = HistoryFinding(
        rule: "alert-wording", severity: "warning", pointer: "/elements/0", fingerprint: "alert-wording /elements/0",
        messages: ["en": "It's “OK”", "ja": "「OK」です"])
    static let totals = DailyTotals(
        day: "2026-11-01", tree: "t", screens: 2, passing: 0, failing: 2, unreadable: 0, errors: 3, warnings: 1, notes: 0,
        byRule: [.init(rule: "text-contrast", severity: "error", count: 3)])

    /// What version 3 held: four events (ids 3, 5, 6 and 8, the sequence at 20 after
    /// events pruned), one screen's state and a day's totals.
    static func version3(_ kind: StoreKind) throws -> String {
        let schema: String
        switch kind {
        case .sqlite: schema = SQLiteSchema.version1 + "ALTER TABLE events ADD COLUMN clock_read INTEGER;"
        case .postgres: schema = PostgresSchema.version1.joined(separator: ";\n") + ";\nALTER TABLE events ADD COLUMN clock_read BIGINT;"
        }
        func text(_ value: some Encodable) throws -> String {
            "'" + (try HistoryCoding.text(value)).replacingOccurrences(of: "'", with: "''") + "'"
        }
        let digest = ScreenState(status: "fail", findings: [keyed, added]).digest
        let sequence =
            kind == .sqlite
            ? "UPDATE sqlite_sequence SET seq = 20 WHERE name = 'events';" : "SELECT setval(pg_get_serial_sequence('events', 'id'), 20);"
        return """
            CREATE TABLE history_version (version INTEGER NOT NULL);
            INSERT INTO history_version (version) VALUES (1), (2), (3);
            \(schema)
            INSERT INTO screens VALUES ('t', 'a.json', 'Login', 'dark', 'fail', \(try text([keyed, added])), \(digest));
            INSERT INTO events (id, at, tree, source, screen, appearance, kind, status_before, status_after, added, fixed, added_count,
                                fixed_count, lost, clock_read) VALUES
              (3, 100, 't', 'a.json', 'Login', 'dark', 'first-scan', NULL, 'fail', \(try text([keyed])), '[]', 1, 0, 0, NULL),
              (5, 200, 't', 'a.json', 'Login', 'dark', 'changed', 'fail', 'fail', \(try text([added])), '[]', 1, 0, 0, 150),
              (6, 250, 't', '', '', '', 'gap', NULL, NULL, '[]', '[]', 0, 0, 4, NULL),
              (8, 300, 't', 'b.json', 'Alert', '', 'removed', 'fail', NULL, '[]', \(try text([rendered])), 0, 1, 0, NULL);
            INSERT INTO daily_totals VALUES ('2026-11-01', 't', \(try text(totals)), 3);
            \(sequence)
            """
    }

    @Test(arguments: StoreKind.allCases)
    func everyEventIdStateAndTotalIsKept(_ kind: StoreKind) async throws {
        let place = try kind.place()
        defer { place.remove() }
        _ = try place.sql(try Self.version3(kind))
        let store = place.open()
        try await store.prepare()
        let login = ScreenIdentity(source: "a.json", screen: "Login", appearance: "dark")
        let expected = [
            HistoryEvent(
                id: 8, at: 300, tree: "t", screen: ScreenIdentity(source: "b.json", screen: "Alert"), kind: .removed, statusBefore: "fail",
                statusAfter: nil, added: [], fixed: [Self.rendered]),
            HistoryEvent(
                id: 6, at: 250, tree: "t", screen: ScreenIdentity(source: "", screen: ""), kind: .gap, statusBefore: nil, statusAfter: nil,
                added: [], fixed: [], lost: 4),
            HistoryEvent(
                id: 5, at: 200, tree: "t", screen: login, kind: .changed, statusBefore: "fail", statusAfter: "fail", added: [Self.added],
                fixed: [], clockRead: 150),
            HistoryEvent(id: 3, at: 100, tree: "t", screen: login, kind: .firstScan, statusBefore: nil, statusAfter: "fail", added: [Self.keyed], fixed: []),
        ]
        let events = try await store.events(HistoryQuery(limit: 100))
        #expect(events == expected)
        #expect(events.last?.added.first?.storedMessage == Self.keyed.storedMessage, "still a message to render in any language")
        #expect(events.first?.fixed.first?.message(in: .ja) == "「OK」です")
        #expect(try await store.digests(tree: "t") == [login: ScreenState(status: "fail", findings: [Self.keyed, Self.added]).digest])
        #expect(try await store.trends(days: 3650, now: 1_793_000_000) == [Self.totals])
        #expect(try place.sql("SELECT MAX(version) FROM history_version") == "4")

        let next = try await store.record(HistoryBatch(tree: "t", observations: [audited("a.json", "pass", [], at: 400)]))
        #expect(next.map(\.id) == [21], "ids go on past the ones pruned")
        await store.close()
    }
}
