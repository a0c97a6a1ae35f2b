import Foundation
import GRDB

/// Writes one batch inside the caller's transaction (`SQLiteSchema.current`'s tables).
struct SQLiteBatchWriter {
    let db: Database

    /// A screen's row as the batch found it.
    private struct Known {
        var id: Int64
        var sharedBy: Int64?
    }

    func write(_ batch: HistoryBatch) throws -> [HistoryEvent] {
        let tree = try treeId(batch.tree)
        let select = try db.cachedStatement(
            sql: "SELECT id, status, findings, shared_by FROM screens WHERE source = ? AND screen = ? AND appearance = ? AND tree = ?")
        var known: [ScreenIdentity: Known] = [:]
        let plan = try HistoryBatchPlan.make(batch) { identity in
            guard let row = try Row.fetchOne(select, arguments: [identity.source, identity.screen, identity.appearance, tree]) else { return nil }
            known[identity] = Known(id: row["id"], sharedBy: row["shared_by"])
            guard let status = row["status"] as String? else { return nil }
            return ScreenState(status: status, findings: try SQLiteSchema.findings(row["findings"]))
        }
        // Findings an event shares with its screen go into the event before they change.
        let unshare = try db.cachedStatement(
            sql: "UPDATE events SET added = (SELECT findings FROM screens WHERE id = ?) WHERE id = ? AND added IS NULL")
        for identity in Set(plan.upserts.keys).union(plan.deletes) {
            if let row = known[identity], let event = row.sharedBy { try unshare.execute(arguments: [row.id, event]) }
        }
        let update = try db.cachedStatement(sql: "UPDATE screens SET status = ?, findings = ?, digest = ?, shared_by = NULL WHERE id = ?")
        let insert = try db.cachedStatement(
            sql: "INSERT INTO screens (tree, source, screen, appearance, status, findings, digest) VALUES (?, ?, ?, ?, ?, ?, ?)")
        var ids = known.mapValues(\.id)
        for (identity, state) in plan.upserts {
            let findings = SQLiteSchema.blob(state.findings)
            if let id = ids[identity] {
                try update.execute(arguments: [state.status, findings, state.digest, id])
            } else {
                try insert.execute(arguments: [tree, identity.source, identity.screen, identity.appearance, state.status, findings, state.digest])
                ids[identity] = db.lastInsertedRowID
            }
        }
        let forget = try db.cachedStatement(sql: "UPDATE screens SET status = NULL, findings = NULL, digest = NULL, shared_by = NULL WHERE id = ?")
        for identity in plan.deletes {
            if let id = ids[identity] { try forget.execute(arguments: [id]) }
        }
        return try insertEvents(plan, tree: tree, ids: &ids)
    }

    private func insertEvents(_ plan: HistoryBatchPlan, tree: Int64, ids: inout [ScreenIdentity: Int64]) throws -> [HistoryEvent] {
        let sharing = plan.eventsSharingFindings
        let insert = try db.cachedStatement(
            sql: """
                INSERT INTO events (at, screen, kind, status_before, status_after, added, fixed, added_count, fixed_count, lost, clock_read)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        let place = try db.cachedStatement(sql: "INSERT INTO screens (tree, source, screen, appearance) VALUES (?, ?, ?, ?)")
        let share = try db.cachedStatement(sql: "UPDATE screens SET shared_by = ? WHERE id = ?")
        var events = plan.events
        for index in events.indices {
            let event = events[index]
            let identity = event.screen
            if ids[identity] == nil {
                // A screen only its events name (a gap's): a row without a state.
                let select = try db.cachedStatement(sql: "SELECT id FROM screens WHERE source = ? AND screen = ? AND appearance = ? AND tree = ?")
                if let id = try Int64.fetchOne(select, arguments: [identity.source, identity.screen, identity.appearance, tree]) {
                    ids[identity] = id
                } else {
                    try place.execute(arguments: [tree, identity.source, identity.screen, identity.appearance])
                    ids[identity] = db.lastInsertedRowID
                }
            }
            let screen = ids[identity] ?? 0
            let shared = sharing.contains(index)
            try insert.execute(arguments: [
                event.at, screen, event.kind.rawValue, event.statusBefore, event.statusAfter,
                shared ? nil : SQLiteSchema.blob(event.added), SQLiteSchema.blob(event.fixed), event.added.count, event.fixed.count,
                event.lost, event.clockRead,
            ])
            events[index].id = db.lastInsertedRowID
            if shared { try share.execute(arguments: [db.lastInsertedRowID, screen]) }
        }
        return events
    }

    /// The tree's number, given it the first time.
    private func treeId(_ path: String) throws -> Int64 {
        if let id = try Int64.fetchOne(db.cachedStatement(sql: "SELECT id FROM trees WHERE path = ?"), arguments: [path]) { return id }
        try db.execute(sql: "INSERT INTO trees (path) VALUES (?)", arguments: [path])
        return db.lastInsertedRowID
    }
}
