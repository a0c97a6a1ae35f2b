import Logging
import PostgresNIO

/// Writes one batch inside the caller's transaction, in a fixed number of statements
/// whatever its size (rows go as arrays, unnested by the server): on a network, a batch of
/// a first scan costs a few round trips, not three per screen.
struct PostgresBatchWriter {
    let connection: PostgresConnection
    let logger: Logger

    func write(_ batch: HistoryBatch) async throws -> [HistoryEvent] {
        let previous = try await states(of: batch)
        let plan = HistoryBatchPlan.make(batch) { previous[$0] }
        try await upsert(plan.upserts, tree: batch.tree)
        try await delete(plan.deletes, tree: batch.tree)
        let events = try await insert(plan.events)
        if let totals = batch.totals {
            let text = try HistoryCoding.text(totals)
            try await connection.query(
                """
                INSERT INTO daily_totals (day, tree, totals, errors) VALUES (\(totals.day), \(totals.tree), \(text), \(Int32(clamping: totals.errors)))
                ON CONFLICT (day, tree) DO UPDATE SET totals = excluded.totals, errors = excluded.errors
                """, logger: logger)
        }
        return events
    }

    /// What the history knew of the batch's screens before it.
    private func states(of batch: HistoryBatch) async throws -> [ScreenIdentity: ScreenState] {
        let sources = Array(Set(batch.observations.map(\.screen.source)))
        guard !sources.isEmpty else { return [:] }
        let rows = try await connection.query(
            """
            SELECT source, screen, appearance, status, findings FROM screens WHERE tree = \(batch.tree) AND source = ANY(\(sources))
            """, logger: logger)
        var states: [ScreenIdentity: ScreenState] = [:]
        for try await (source, screen, appearance, status, findings) in rows.decode((String, String, String, String, String).self) {
            states[ScreenIdentity(source: source, screen: screen, appearance: appearance)] =
                ScreenState(status: status, findings: try HistoryCoding.findings(findings))
        }
        return states
    }

    private func upsert(_ states: [ScreenIdentity: ScreenState], tree: String) async throws {
        guard !states.isEmpty else { return }
        var sources: [String] = [], screens: [String] = [], appearances: [String] = []
        var statuses: [String] = [], findings: [String] = [], digests: [Int64] = []
        for (identity, state) in states {
            sources.append(identity.source)
            screens.append(identity.screen)
            appearances.append(identity.appearance)
            statuses.append(state.status)
            findings.append(HistoryCoding.findingsText(state.findings))
            digests.append(state.digest)
        }
        try await connection.query(
            """
            INSERT INTO screens (tree, source, screen, appearance, status, findings, digest)
            SELECT \(tree), * FROM UNNEST(\(sources)::text[], \(screens)::text[], \(appearances)::text[], \(statuses)::text[],
                                        \(findings)::text[], \(digests)::bigint[])
            ON CONFLICT (tree, source, screen, appearance)
            DO UPDATE SET status = excluded.status, findings = excluded.findings, digest = excluded.digest
            """, logger: logger)
    }

    private func delete(_ identities: Set<ScreenIdentity>, tree: String) async throws {
        guard !identities.isEmpty else { return }
        let sources = identities.map(\.source), screens = identities.map(\.screen), appearances = identities.map(\.appearance)
        try await connection.query(
            """
            DELETE FROM screens WHERE tree = \(tree) AND (source, screen, appearance) IN
              (SELECT * FROM UNNEST(\(sources)::text[], \(screens)::text[], \(appearances)::text[]))
            """, logger: logger)
    }

    /// Inserts the events with ids taken from the table's sequence beforehand, in the
    /// events' order, so that the ids returned are the ones written.
    private func insert(_ planned: [HistoryEvent]) async throws -> [HistoryEvent] {
        guard !planned.isEmpty else { return [] }
        var ids: [Int64] = []
        let taken = try await connection.query(
            "SELECT nextval(pg_get_serial_sequence('events', 'id')) FROM generate_series(1, \(Int32(planned.count)))", logger: logger)
        for try await id in taken.decode(Int64.self) { ids.append(id) }
        ids.sort()
        guard ids.count == planned.count else { throw HistoryFailure("PostgreSQL: the events' sequence gave \(ids.count) ids for \(planned.count) events") }
        var events = planned
        var ats: [Int64] = [], trees: [String] = [], sources: [String] = [], screens: [String] = [], appearances: [String] = []
        var kinds: [String] = [], befores: [String] = [], afters: [String] = [], added: [String] = [], fixed: [String] = []
        var addedCounts: [Int32] = [], fixedCounts: [Int32] = [], lost: [Int32] = [], clockReads: [Int64] = []
        for index in events.indices {
            events[index].id = ids[index]
            let event = events[index]
            ats.append(event.at)
            trees.append(event.tree)
            sources.append(event.screen.source)
            screens.append(event.screen.screen)
            appearances.append(event.screen.appearance)
            kinds.append(event.kind.rawValue)
            // A status is never empty: "" stands for none and is written as NULL.
            befores.append(event.statusBefore ?? "")
            afters.append(event.statusAfter ?? "")
            added.append(HistoryCoding.findingsText(event.added))
            fixed.append(HistoryCoding.findingsText(event.fixed))
            addedCounts.append(Int32(clamping: event.added.count))
            fixedCounts.append(Int32(clamping: event.fixed.count))
            lost.append(Int32(clamping: event.lost))
            // Arrays carry no NULL here: the least Int64 stands for none.
            clockReads.append(event.clockRead ?? .min)
        }
        try await connection.query(
            """
            INSERT INTO events (id, at, tree, source, screen, appearance, kind, status_before, status_after, added, fixed, added_count, fixed_count, lost,
                                clock_read)
            SELECT id, at, tree, source, screen, appearance, kind, NULLIF(status_before, ''), NULLIF(status_after, ''), added, fixed,
                   added_count, fixed_count, lost, NULLIF(clock_read, \(Int64.min))
            FROM UNNEST(\(ids)::bigint[], \(ats)::bigint[], \(trees)::text[], \(sources)::text[], \(screens)::text[], \(appearances)::text[],
                        \(kinds)::text[], \(befores)::text[], \(afters)::text[], \(added)::text[], \(fixed)::text[],
                        \(addedCounts)::integer[], \(fixedCounts)::integer[], \(lost)::integer[], \(clockReads)::bigint[])
              AS rows (id, at, tree, source, screen, appearance, kind, status_before, status_after, added, fixed, added_count, fixed_count, lost,
                       clock_read)
            """, logger: logger)
        return events
    }
}
