import Logging
import PostgresNIO

/// Writes one batch inside the caller's transaction, in a fixed number of statements
/// whatever its size (rows go as arrays, unnested by the server): on a network, a batch of
/// a first scan costs a few round trips, not three per screen.
struct PostgresBatchWriter {
    let connection: PostgresConnection
    let logger: Logger

    /// A screen's row as the batch found it.
    private struct Known {
        var id: Int64
        var sharedBy: Int64?
        var state: ScreenState?
    }

    func write(_ batch: HistoryBatch) async throws -> [HistoryEvent] {
        let tree = try await treeId(batch.tree)
        let known = try await rows(of: batch, tree: tree)
        let plan = HistoryBatchPlan.make(batch) { known[$0]?.state }
        // Findings an event shares with its screen go into the event before they change.
        let sharing = Set(plan.upserts.keys).union(plan.deletes).compactMap { identity in known[identity].flatMap { $0.sharedBy == nil ? nil : $0.id } }
        if !sharing.isEmpty {
            try await connection.query(
                """
                UPDATE events e SET added = s.findings FROM screens s
                WHERE s.id = ANY(\(sharing)::bigint[]) AND e.id = s.shared_by AND e.added IS NULL
                """, logger: logger)
        }
        var ids = known.mapValues(\.id)
        try await upsert(plan.upserts, tree: tree, ids: &ids)
        let forgotten = plan.deletes.compactMap { ids[$0] }
        if !forgotten.isEmpty {
            try await connection.query(
                "UPDATE screens SET status = NULL, findings = NULL, digest = NULL, shared_by = NULL WHERE id = ANY(\(forgotten)::bigint[])",
                logger: logger)
        }
        try await place(plan.events.map(\.screen).filter { ids[$0] == nil }, tree: tree, ids: &ids)
        let events = try await insert(plan, ids: ids)
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

    /// The tree's number, given it the first time (looked up first: an insert that finds
    /// the tree there would still take a number from the sequence).
    private func treeId(_ path: String) async throws -> Int64 {
        for attempt in 0..<2 {
            for try await id in try await connection.query("SELECT id FROM trees WHERE path = \(path)", logger: logger).decode(Int64.self) {
                return id
            }
            if attempt == 0 {
                try await connection.query("INSERT INTO trees (path) VALUES (\(path)) ON CONFLICT (path) DO NOTHING", logger: logger)
            }
        }
        throw HistoryFailure("PostgreSQL: the tree \(path) has no row")
    }

    /// The rows of the batch's screens the history has.
    private func rows(of batch: HistoryBatch, tree: Int64) async throws -> [ScreenIdentity: Known] {
        let sources = Array(Set(batch.observations.map(\.screen.source)))
        guard !sources.isEmpty else { return [:] }
        let rows = try await connection.query(
            """
            SELECT id, source, screen, appearance, status, findings, shared_by FROM screens WHERE tree = \(tree) AND source = ANY(\(sources))
            """, logger: logger)
        var known: [ScreenIdentity: Known] = [:]
        for try await (id, source, screen, appearance, status, findings, sharedBy) in rows.decode(
            (Int64, String, String, String, String?, ByteBuffer?, Int64?).self)
        {
            let state = try status.map { ScreenState(status: $0, findings: try PostgresSchema.findings(findings)) }
            known[ScreenIdentity(source: source, screen: screen, appearance: appearance)] = Known(id: id, sharedBy: sharedBy, state: state)
        }
        return known
    }

    private func upsert(_ states: [ScreenIdentity: ScreenState], tree: Int64, ids: inout [ScreenIdentity: Int64]) async throws {
        guard !states.isEmpty else { return }
        var sources: [String] = [], screens: [String] = [], appearances: [String] = []
        var statuses: [String] = [], findings: [ByteBuffer] = [], digests: [Int64] = []
        for (identity, state) in states {
            sources.append(identity.source)
            screens.append(identity.screen)
            appearances.append(identity.appearance)
            statuses.append(state.status)
            findings.append(PostgresSchema.bytes(state.findings))
            digests.append(state.digest)
        }
        let rows = try await connection.query(
            """
            INSERT INTO screens (tree, source, screen, appearance, status, findings, digest)
            SELECT \(tree), * FROM UNNEST(\(sources)::text[], \(screens)::text[], \(appearances)::text[], \(statuses)::text[],
                                        \(findings)::bytea[], \(digests)::bigint[])
            ON CONFLICT (source, screen, appearance, tree)
            DO UPDATE SET status = excluded.status, findings = excluded.findings, digest = excluded.digest, shared_by = NULL
            RETURNING id, source, screen, appearance
            """, logger: logger)
        for try await (id, source, screen, appearance) in rows.decode((Int64, String, String, String).self) {
            ids[ScreenIdentity(source: source, screen: screen, appearance: appearance)] = id
        }
    }

    /// Rows without a state for the screens only events name (a gap's).
    private func place(_ identities: [ScreenIdentity], tree: Int64, ids: inout [ScreenIdentity: Int64]) async throws {
        let unique = Array(Set(identities))
        guard !unique.isEmpty else { return }
        let sources = unique.map(\.source), screens = unique.map(\.screen), appearances = unique.map(\.appearance)
        try await connection.query(
            """
            INSERT INTO screens (tree, source, screen, appearance)
            SELECT \(tree), * FROM UNNEST(\(sources)::text[], \(screens)::text[], \(appearances)::text[]) ON CONFLICT DO NOTHING
            """, logger: logger)
        let rows = try await connection.query(
            """
            SELECT s.id, s.source, s.screen, s.appearance FROM screens s
            JOIN UNNEST(\(sources)::text[], \(screens)::text[], \(appearances)::text[]) AS v (source, screen, appearance)
              ON s.source = v.source AND s.screen = v.screen AND s.appearance = v.appearance
            WHERE s.tree = \(tree)
            """, logger: logger)
        for try await (id, source, screen, appearance) in rows.decode((Int64, String, String, String).self) {
            ids[ScreenIdentity(source: source, screen: screen, appearance: appearance)] = id
        }
    }

    /// Inserts the events with ids taken from the table's sequence beforehand, in the
    /// events' order, so that the ids returned are the ones written; an event that shares
    /// its findings with its screen is named by the screen.
    private func insert(_ plan: HistoryBatchPlan, ids screenIds: [ScreenIdentity: Int64]) async throws -> [HistoryEvent] {
        let planned = plan.events
        guard !planned.isEmpty else { return [] }
        var ids: [Int64] = []
        let taken = try await connection.query(
            "SELECT nextval(pg_get_serial_sequence('events', 'id')) FROM generate_series(1, \(Int32(planned.count)))", logger: logger)
        for try await id in taken.decode(Int64.self) { ids.append(id) }
        ids.sort()
        guard ids.count == planned.count else { throw HistoryFailure("PostgreSQL: the events' sequence gave \(ids.count) ids for \(planned.count) events") }
        let sharing = plan.eventsSharingFindings
        var events = planned
        var ats: [Int64] = [], screens: [Int64] = [], kinds: [String] = [], befores: [String] = [], afters: [String] = []
        var added: [ByteBuffer] = [], shared: [Bool] = [], fixed: [ByteBuffer] = []
        var addedCounts: [Int32] = [], fixedCounts: [Int32] = [], lost: [Int32] = [], clockReads: [Int64] = []
        var sharedScreens: [Int64] = [], sharedEvents: [Int64] = []
        for index in events.indices {
            events[index].id = ids[index]
            let event = events[index]
            guard let screen = screenIds[event.screen] else { throw HistoryFailure("PostgreSQL: an event's screen has no row") }
            ats.append(event.at)
            screens.append(screen)
            kinds.append(event.kind.rawValue)
            // A status is never empty: "" stands for none and is written as NULL.
            befores.append(event.statusBefore ?? "")
            afters.append(event.statusAfter ?? "")
            let isShared = sharing.contains(index)
            added.append(isShared ? ByteBuffer() : PostgresSchema.bytes(event.added))
            shared.append(isShared)
            if isShared {
                sharedScreens.append(screen)
                sharedEvents.append(ids[index])
            }
            fixed.append(PostgresSchema.bytes(event.fixed))
            addedCounts.append(Int32(clamping: event.added.count))
            fixedCounts.append(Int32(clamping: event.fixed.count))
            lost.append(Int32(clamping: event.lost))
            // Arrays carry no NULL here: the least Int64 stands for none.
            clockReads.append(event.clockRead ?? .min)
        }
        try await connection.query(
            """
            INSERT INTO events (id, at, screen, kind, status_before, status_after, added, fixed, added_count, fixed_count, lost, clock_read)
            SELECT id, at, screen, kind, NULLIF(status_before, ''), NULLIF(status_after, ''), CASE WHEN shared THEN NULL ELSE added END, fixed,
                   added_count, fixed_count, lost, NULLIF(clock_read, \(Int64.min))
            FROM UNNEST(\(ids)::bigint[], \(ats)::bigint[], \(screens)::bigint[], \(kinds)::text[], \(befores)::text[], \(afters)::text[],
                        \(added)::bytea[], \(shared)::boolean[], \(fixed)::bytea[], \(addedCounts)::integer[], \(fixedCounts)::integer[],
                        \(lost)::integer[], \(clockReads)::bigint[])
              AS rows (id, at, screen, kind, status_before, status_after, added, shared, fixed, added_count, fixed_count, lost, clock_read)
            """, logger: logger)
        if !sharedScreens.isEmpty {
            try await connection.query(
                """
                UPDATE screens SET shared_by = v.event FROM UNNEST(\(sharedScreens)::bigint[], \(sharedEvents)::bigint[]) AS v (screen, event)
                WHERE screens.id = v.screen
                """, logger: logger)
        }
        return events
    }
}
