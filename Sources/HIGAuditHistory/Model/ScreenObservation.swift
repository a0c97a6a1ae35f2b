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
    package var change: Change
    /// Made during the daemon's first scan (set by the recorder).
    package var duringFirstScan = false
    /// The clock's reading when it was behind the history and `at` is the newest event's
    /// time instead (set by the recorder, see `EventTimeline`).
    package var clockRead: Int64?

    package init(screen: ScreenIdentity, at: Int64, change: Change) {
        self.screen = screen
        self.at = at
        self.change = change
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
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func add(_ text: String) {
            for byte in text.utf8 {
                hash ^= UInt64(byte)
                hash &*= 0x100_0000_01b3
            }
            hash ^= 0x1F
            hash &*= 0x100_0000_01b3
        }
        add(status)
        for fingerprint in fingerprints.sorted() { add(fingerprint) }
        return Int64(bitPattern: hash)
    }
}
