import HIGAuditCore
import HIGAuditInputs

/// What the daemon knows of every report: its summary by report key (see `KeyedReport`),
/// the keys of each source, the reports not written yet and the write failures, the files
/// that are not screens, and which keys changed since the aggregates were last published.
/// It reads and writes no file: removing a report here says which files to remove.
struct ReportIndex: Sendable {
    /// Every report by its key.
    private(set) var reports: [String: ReportSummary] = [:]
    /// The report keys of each source file.
    private(set) var keysBySource: [String: SourceKeys] = [:]
    /// Reports that could not be written yet (a full or read-only folder): kept until they are.
    private(set) var unwritten: [String: ScreenReport] = [:]
    /// Why each report that should be written or removed isn't yet.
    var writeFailures: [String: String] = [:]
    /// Files that are not screens (JSON that is no screen description, documents for
    /// another platform), counted in the status.
    private(set) var skippedSources: Set<String> = []
    /// The asset-catalog color names each Interface Builder document looked up.
    private(set) var colorNamesBySource: [String: Set<String>] = [:]
    /// Report keys added, changed or removed since the last snapshot was published.
    private(set) var changedKeys: Set<String> = []
    /// The summary taken in last, whose common strings the next one shares.
    private var lastSummary: ReportSummary?
    /// Sources to audit again: their report file went with another key's report.
    private var claimantsToAudit: [String] = []
    /// How many reports each folder whose name ends in `.json` holds (rarely any): the
    /// report of a screen `a.yaml` is the file `a.yaml.json`, where such a folder would be.
    private var reportsInJSONNamedFolders: [String: Int] = [:]
    /// A report came or went whose path another report's path could share.
    private var sharingMayHaveChanged = false
    /// The shared report paths last taken.
    private var lastShared: [String] = []

    /// Takes in the summaries of reports found on disk.
    mutating func adopt(_ existing: [String: ReportSummary]) {
        for (key, summary) in existing {
            if reports[key] == nil { countInJSONNamedFolders(key, by: 1) }
            reports[key] = summary
            keysBySource[ReportSource.of(key: key, shown: summary.source), default: []].append(key)
            changedKeys.insert(key)
        }
    }

    /// Every source with a report or skipped.
    var knownSources: [String] { Array(keysBySource.keys) + Array(skippedSources) }

    /// The report a source has now (its first, for a Figma export).
    func current(of source: String) -> ReportSummary? { keysBySource[source]?.first.flatMap { reports[$0] } }

    /// Whether the source's colorset names are known (it was audited in this run).
    func knowsColorNames(of source: String) -> Bool { colorNamesBySource[source] != nil }

    /// Where the whole report under `key` is: kept here (not written yet), or on disk; nil
    /// when there is no such report.
    func location(of key: String) -> ReportLocation? {
        guard reports[key] != nil else { return nil }
        return unwritten[key].map(ReportLocation.unwritten) ?? .onDisk(key)
    }

    /// The source is gone: returns the summaries of its reports, whose files are to go.
    mutating func removeSource(_ source: String) -> [(key: String, summary: ReportSummary?)] {
        skippedSources.remove(source)
        colorNamesBySource[source] = nil
        guard let keys = keysBySource.removeValue(forKey: source) else { return [] }
        return keys.map { ($0, removeReport($0)) }
    }

    /// One report is gone; returns its summary. When another key's report is stored in the
    /// same file (`twin(of:)`), that key's source is to be audited again to write it anew.
    mutating func removeReport(_ key: String) -> ReportSummary? {
        if let twin = Self.twin(of: key), let other = reports[twin] { claimantsToAudit.append(ReportSource.of(key: twin, shown: other.source)) }
        // The file of `a.yaml` stood where the folder `a.yaml.json/` of other reports is.
        if !key.hasSuffix(".json"), reportsInJSONNamedFolders[key + ".json"] != nil {
            let folder = key + ".json/"
            claimantsToAudit += keysBySource.filter { $0.value.contains { $0.hasPrefix(folder) } }.keys.sorted()
        }
        if reports[key] != nil { countInJSONNamedFolders(key, by: -1) }
        let summary = reports.removeValue(forKey: key)
        changedKeys.insert(key)
        unwritten[key] = nil
        return summary
    }

    /// The other key whose report is stored in the same file: `.json` is appended to a key
    /// unless it ends in `.json`, so `a.yaml` and `a.yaml.json` both report to
    /// `screens/a.yaml.json` (`interfaces.md`, "Reports directory").
    static func twin(of key: String) -> String? {
        guard key.hasSuffix(".json") else { return key + ".json" }
        let base = String(key.dropLast(5))
        return base.isEmpty || base.hasSuffix("/") || base.hasSuffix(".json") ? nil : base
    }

    private mutating func countInJSONNamedFolders(_ key: String, by change: Int) {
        if let twin = Self.twin(of: key), reports[twin] != nil { sharingMayHaveChanged = true }
        if !key.hasSuffix(".json"), reportsInJSONNamedFolders[key + ".json"] != nil { sharingMayHaveChanged = true }
        var end = key.endIndex
        while let slash = key[..<end].lastIndex(of: "/") {
            let folder = String(key[..<slash])
            // A Figma export's frames are such a folder's reports (`app.json/25-0.json`);
            // only a screen `app` besides it would share a path.
            if folder.hasSuffix(".json") {
                let count = (reportsInJSONNamedFolders[folder] ?? 0) + change
                reportsInJSONNamedFolders[folder] = count > 0 ? count : nil
                if count == 0 || count == change, let owner = Self.twin(of: folder), let other = reports[owner] {
                    sharingMayHaveChanged = true
                    // The folder is gone, and the report of `a.yaml` it stood in place of with it.
                    if count == 0 { claimantsToAudit.append(ReportSource.of(key: owner, shown: other.source)) }
                }
            }
            end = slash
        }
    }

    /// The report paths two screens share, when they changed since the last call (nil when
    /// they didn't): a screen `a.yaml` with a screen `a.yaml.json`, or with a folder
    /// `a.yaml.json/` of screens. Each pair: the screen, and what it shares with; `new`: the
    /// pairs not in the last answer.
    mutating func takeSharedReportPaths() -> (all: [(key: String, with: String)], new: [(key: String, with: String)])? {
        guard sharingMayHaveChanged else { return nil }
        sharingMayHaveChanged = false
        var shared: [(key: String, with: String)] = []
        for key in reports.keys where !key.hasSuffix(".json") {
            if reports[key + ".json"] != nil { shared.append((key, key + ".json")) }
            if reportsInJSONNamedFolders[key + ".json"] != nil { shared.append((key, key + ".json/")) }
        }
        shared.sort { ($0.key, $0.with) < ($1.key, $1.with) }
        let names = shared.map { $0.key + "\u{0}" + $0.with }
        guard names != lastShared else { return nil }
        let known = Set(lastShared)
        lastShared = names
        return (shared, zip(shared, names).filter { !known.contains($0.1) }.map(\.0))
    }

    /// The sources whose report file went with another key's report since the last call:
    /// each is to be audited again, whatever its digest, to write its own.
    mutating func takeClaimantsToAudit() -> [String] {
        defer { claimantsToAudit = [] }
        return claimantsToAudit
    }

    /// The source is no screen.
    mutating func skip(_ source: String) { skippedSources.insert(source) }

    /// The reports of a source just audited replace the ones it had: returns the reports it
    /// no longer has, whose files are to go. `written`: the new ones are on disk.
    mutating func record(
        _ audited: [AuditedReport], of source: String, written: Bool,
        colorNames: Set<String>
    ) -> [(key: String, summary: ReportSummary?)] {
        skippedSources.remove(source)
        colorNamesBySource[source] = colorNames.isEmpty ? nil : colorNames
        let newKeys = audited.map(\.key)
        // The new reports are counted before the dropped ones go, so that a folder whose
        // reports are renamed (a Figma frame's new id) never looks empty in between.
        let droppedKeys = (keysBySource[source] ?? []).filter { !newKeys.contains($0) }
        for item in audited {
            var summary = item.summary
            summary.share(key: item.key, with: lastSummary)
            lastSummary = summary
            if reports[item.key] == nil { countInJSONNamedFolders(item.key, by: 1) }
            reports[item.key] = summary
            changedKeys.insert(item.key)
            if written {
                writeFailures[item.key] = nil
                unwritten[item.key] = nil
            } else {
                writeFailures[item.key] = "not written"
                unwritten[item.key] = item.unwritten
            }
        }
        let dropped = droppedKeys.map { ($0, removeReport($0)) }
        keysBySource[source] = SourceKeys(newKeys)
        return dropped
    }

    /// A report kept here is on disk now.
    mutating func written(_ key: String) {
        unwritten[key] = nil
        writeFailures[key] = nil
    }

    /// What changed since the last call, for the aggregates.
    mutating func takeChanges() -> AggregateChanges {
        var upserts: [String: ReportSummary] = [:]
        var removals: Set<String> = []
        for key in changedKeys where reports[key] == nil { removals.insert(key) }
        if changedKeys.count - removals.count == reports.count {
            // Every report changed (a first scan): the same dictionary, not a copy of it.
            upserts = reports
        } else {
            for key in changedKeys { if let summary = reports[key] { upserts[key] = summary } }
        }
        changedKeys = []
        return AggregateChanges(upserts: upserts, removals: removals, unwritten: unwritten)
    }

    /// The sources whose colors went through one of these colorset names (`anyName`: any name).
    func users(of colorsets: Set<String>, anyName: Bool) -> [String] {
        colorNamesBySource.compactMap { source, names in
            anyName || names.contains(where: { name in colorsets.contains { ColorsetPaths.name(name, isServedBy: $0) } }) ? source : nil
        }
    }
}

/// Where a whole report is.
enum ReportLocation: Sendable {
    case unwritten(ScreenReport)
    case onDisk(String)
}
