import HIGAuditCore

/// Which screen of a tree: its source path, its screen name and, for inputs audited in
/// each appearance, the appearance ("" otherwise), followed by `+hc` for a report with
/// Increase Contrast (`dark+hc`), which is how the history stores it.
package struct ScreenIdentity: Sendable, Hashable, Codable {
    package var source: String
    package var screen: String
    package var appearance: String

    package init(source: String, screen: String, appearance: String = "") {
        self.source = source
        self.screen = screen
        self.appearance = appearance
    }

    /// The identity of a report of `source`'s `screen` in `appearance` and `contrast`.
    package init(source: String, screen: String, appearance: Appearance?, contrast: Contrast) {
        self.init(source: source, screen: screen, appearance: (appearance?.rawValue ?? "") + (contrast == .increased ? Self.increasedSuffix : ""))
    }

    private static let increasedSuffix = "+hc"

    /// The appearance without the contrast: `light`, `dark`, or nil.
    package var luminosity: String? {
        let name = appearance.hasSuffix(Self.increasedSuffix) ? String(appearance.dropLast(Self.increasedSuffix.count)) : appearance
        return name.isEmpty ? nil : name
    }

    /// `increased` for a report with Increase Contrast, else `standard`.
    package var contrast: Contrast { appearance.hasSuffix(Self.increasedSuffix) ? .increased : .standard }
}

/// What one audit (or a removal) said about a screen, handed to the history as it happens.
package struct ScreenObservation: Sendable {
    package enum Change: Sendable {
        case audited(status: String, findings: [HistoryFinding])
        case removed
    }

    package var screen: ScreenIdentity
    /// Seconds since 1970.
    package var at: Int64
    /// What the audit said, its findings read back from `stored`.
    package var change: Change {
        get {
            switch stored {
            case .removed: return .removed
            case .audited(let status, let findings):
                // Bytes this type wrote itself: they always read back.
                return .audited(status: status, findings: (try? FindingsBlob.decode(findings)) ?? [])
            }
        }
        set { stored = Self.stored(newValue) }
    }
    /// The change with its findings as bytes (`FindingsBlob`, not deflated): one block while
    /// the observation waits for the history's writer, where the findings themselves were a
    /// few small blocks each. A first scan's backlog was tens of MB of them, scattered over
    /// the heap (docs/benchmarks.md, "Memory per screen").
    private var stored: StoredChange
    /// Made during the daemon's first scan (set by the recorder).
    package var duringFirstScan = false
    /// The clock's reading when it was behind the history and `at` is the newest event's
    /// time instead (set by the recorder, see `EventTimeline`).
    package var clockRead: Int64?

    package init(screen: ScreenIdentity, at: Int64, change: Change) {
        self.screen = screen
        self.at = at
        stored = Self.stored(change)
    }

    private enum StoredChange: Sendable {
        case audited(status: String, findings: [UInt8])
        case removed
    }

    private static func stored(_ change: Change) -> StoredChange {
        switch change {
        case .removed: .removed
        case .audited(let status, let findings): .audited(status: status, findings: FindingsBlob.encode(findings, deflating: false))
        }
    }

    /// Bytes held, about: the strings' UTF-8 and a fixed overhead per string, and the
    /// findings' bytes (the measure of the history's bound on what waits to be written).
    package var estimatedBytes: Int {
        let identity = Self.stringBytes(screen.source) + Self.stringBytes(screen.screen) + Self.stringBytes(screen.appearance)
        switch stored {
        case .removed: return 64 + identity
        case .audited(let status, let findings): return 64 + identity + Self.stringBytes(status) + 32 + findings.count
        }
    }

    static func stringBytes(_ text: String) -> Int {
        let count = text.utf8.count
        return count <= 15 ? 16 : 48 + count
    }

    /// An audited report's observation.
    package init(_ report: ScreenReport, at: Int64) {
        self.init(
            screen: ScreenIdentity(source: report.source, screen: report.screen, appearance: report.appearance, contrast: report.contrast),
            at: at, change: .audited(status: report.status.rawValue, findings: report.findings.map(HistoryFinding.init)))
    }
}

/// What history knows of a screen now: its status and findings after the last audit.
package struct ScreenState: Sendable, Hashable, Codable {
    package var status: String
    package var findings: [HistoryFinding]

    package init(status: String, findings: [HistoryFinding]) {
        self.status = status
        self.findings = findings
    }

    /// A digest of the status and the findings' fingerprints (in any order): equal when an
    /// audit would record nothing new. Kept beside the state, so that reports found on disk
    /// at start are compared with the history without reading the state itself.
    package var digest: Int64 { Self.digest(status: status, fingerprints: findings.map(\.fingerprint)) }

    /// As `digest`, of what `report` says: equal to the state's once the history knows it.
    package static func digest(of report: ScreenReport) -> Int64 {
        digest(status: report.status.rawValue, fingerprints: report.findings.map(HistoryFinding.fingerprint(of:)))
    }

    /// As `digest`, of a report's status and fingerprints (see `HistoryFinding.fingerprint(of:)`).
    package static func digest(status: String, fingerprints: [String]) -> Int64 {
        // FNV-1a, 64 bits, over the status and the sorted fingerprints, each ended by 0x1F.
        var hash = FNV1a()
        func add(_ text: String) {
            hash.add(text.utf8)
            hash.add(0x1F)
        }
        add(status)
        for fingerprint in fingerprints.sorted() { add(fingerprint) }
        return Int64(bitPattern: hash.value)
    }
}
