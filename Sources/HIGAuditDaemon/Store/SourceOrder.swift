/// The report keys in source order (by the source's bytes, then screen, then key), kept
/// from one publish to the next: changed keys are taken out and put back in place, so a
/// change costs a pass over the keys, not a sort.
struct SourceOrder: Sendable {
    private(set) var keys: [String] = []

    /// Brings the order up to date with `summaries`, where only `changed` keys were
    /// added, removed or changed since the last update.
    mutating func update(_ summaries: [String: ReportSummary], changed: Set<String>) {
        if keys.isEmpty || changed.count * 8 > summaries.count {
            keys = summaries.keys.sorted { Self.precedes($0, $1, in: summaries) }
            return
        }
        if !changed.isEmpty {
            keys.removeAll { changed.contains($0) }
            for key in changed where summaries[key] != nil {
                var low = 0, high = keys.count
                while low < high {
                    let middle = (low + high) / 2
                    if Self.precedes(keys[middle], key, in: summaries) { low = middle + 1 } else { high = middle }
                }
                keys.insert(key, at: low)
            }
        }
        // A key that went without being named changed: start again from the summaries.
        if keys.count != summaries.count {
            keys = summaries.keys.sorted { Self.precedes($0, $1, in: summaries) }
        }
    }

    static func precedes(_ leftKey: String, _ rightKey: String, in summaries: [String: ReportSummary]) -> Bool {
        guard let left = summaries[leftKey], let right = summaries[rightKey] else { return leftKey < rightKey }
        let leftSource = left.source.utf8, rightSource = right.source.utf8
        if !leftSource.elementsEqual(rightSource) { return leftSource.lexicographicallyPrecedes(rightSource) }
        if left.screen != right.screen { return left.screen < right.screen }
        return leftKey.utf8.lexicographicallyPrecedes(rightKey.utf8)
    }
}
