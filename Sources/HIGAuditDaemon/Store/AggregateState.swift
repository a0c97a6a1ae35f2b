import HIGAuditCore
import HIGAuditOutputs

/// What the publisher keeps of every report between publishes, so that a publish costs a
/// pass over small integers plus the work for what changed: a small id per report key,
/// the ids in source order, the overview's totals, and, per aggregate, where each
/// report's piece is in the version on disk and which ids changed since it was written.
/// A plain value: no I/O.
struct AggregateState: Sendable {
    /// What the overview shows of a report, and its screen for the order; nil for a free id.
    struct Row: Sendable {
        var entry: OverviewEntry?
        var screen: StoredScreenName?

        static let free = Row(entry: nil, screen: nil)
    }

    private(set) var rows: [Row] = []
    private var ids: [String: Int] = [:]
    private var freeIds: [Int] = []
    /// Ids in source order (`SourceOrder`).
    private(set) var order: [Int] = []
    private(set) var totals = OverviewTotals()
    /// Per aggregate: the layout of the version on disk, nil when there is none to copy from.
    var layouts: [AggregateDocument: PieceLayout] = [:]
    /// Per aggregate: ids whose pieces changed since the version on disk was written.
    private(set) var dirty: [AggregateDocument: Set<Int>] = [:]

    var count: Int { order.count }

    func id(of key: String) -> Int? { ids[key] }

    /// Takes in reports added or changed (`upserts`) and removed (`removals`).
    mutating func apply(upserts: [String: ReportSummary], removals: Set<String>) {
        var changed: Set<Int> = []
        for key in removals where upserts[key] == nil {
            guard let id = ids.removeValue(forKey: key), let old = rows[id].entry else { continue }
            totals.remove(old)
            rows[id] = .free
            freeIds.append(id)
            changed.insert(id)
            for document in AggregateDocument.allCases where id < layouts[document]?.ranges.count ?? 0 {
                layouts[document]?.ranges[id] = nil
            }
        }
        // Grown by an eighth rather than doubled: a first scan adds 20,000 rows over a few
        // publishes, and doubling could leave room for nearly as many again.
        let needed = rows.count + upserts.keys.count(where: { ids[$0] == nil }) - freeIds.count
        if needed > rows.capacity { rows.reserveCapacity(needed + needed / 8) }
        for (key, summary) in upserts {
            let id: Int
            if let known = ids[key] {
                id = known
                if let old = rows[id].entry { totals.remove(old) }
            } else if let reused = freeIds.popLast() {
                id = reused
                ids[key] = id
            } else {
                id = rows.count
                rows.append(.free)
                ids[key] = id
            }
            let entry = summary.entry(key: key)
            rows[id] = Row(entry: entry, screen: summary.screenAsStored)
            totals.add(entry)
            changed.insert(id)
        }
        for document in AggregateDocument.allCases { dirty[document, default: []].formUnion(changed) }
        reorder(changed)
    }

    /// The version of `document` on disk is now the one just written; the pieces of
    /// `unbuilt` are missing from it and stay to be made.
    mutating func written(_ document: AggregateDocument, layout: PieceLayout?, unbuilt: [Int] = []) {
        layouts[document] = layout
        dirty[document] = Set(unbuilt)
    }

    /// Whether each id's piece of `document` must be made afresh.
    func dirtyMask(_ document: AggregateDocument) -> [Bool] {
        var mask = Array(repeating: false, count: rows.count)
        for id in dirty[document] ?? [] where id < mask.count { mask[id] = true }
        return mask
    }

    /// Takes the changed ids out of the order and puts back those still there in place; a
    /// large change sorts everything again.
    private mutating func reorder(_ changed: Set<Int>) {
        if changed.isEmpty { return }
        if order.isEmpty || changed.count * 8 > ids.count {
            order = rows.indices.filter { rows[$0].entry != nil }
            order.sort(by: precedes)
            return
        }
        order.removeAll { changed.contains($0) }
        for id in changed where rows[id].entry != nil {
            var low = 0, high = order.count
            while low < high {
                let middle = (low + high) / 2
                if precedes(order[middle], id) { low = middle + 1 } else { high = middle }
            }
            order.insert(id, at: low)
        }
    }

    func precedes(_ leftId: Int, _ rightId: Int) -> Bool {
        guard let left = rows[leftId].entry, let right = rows[rightId].entry,
            let leftScreen = rows[leftId].screen, let rightScreen = rows[rightId].screen
        else { return leftId < rightId }
        return SourceOrder.precedes(
            source: left.source, screen: { leftScreen.name(source: left.source) }, key: left.key,
            before: (right.source, { rightScreen.name(source: right.source) }, right.key))
    }
}
