import HIGAuditCore

/// A change in what a screen reports: findings added and fixed (matched by fingerprint),
/// its status before and after.
package struct HistoryEvent: Sendable, Hashable {
    package enum Kind: String, Sendable, Codable {
        /// The first audit of a screen in a history that had nothing for its tree.
        case firstScan = "first-scan"
        /// A screen seen for the first time since the history began.
        case added
        /// An audit that changed what a screen reports.
        case changed
        /// A screen gone from the tree: every finding it had is fixed.
        case removed
        /// Events lost while the history could not be written (`lost` of them).
        case gap
    }

    package var id: Int64?
    /// Seconds since 1970.
    package var at: Int64
    /// The tree the screen is in (one daemon's watched folders).
    package var tree: String
    package var screen: ScreenIdentity
    package var kind: Kind
    package var statusBefore: String?
    package var statusAfter: String?
    package var added: [HistoryFinding]
    package var fixed: [HistoryFinding]
    /// For a gap: how many observations were lost.
    package var lost: Int
    /// The clock's reading, when it read earlier than events the history already held and
    /// the event is recorded at the newest of their times instead (`EventTimeline`).
    package var clockRead: Int64?

    package init(
        id: Int64? = nil, at: Int64, tree: String, screen: ScreenIdentity, kind: Kind, statusBefore: String?, statusAfter: String?,
        added: [HistoryFinding], fixed: [HistoryFinding], lost: Int = 0, clockRead: Int64? = nil
    ) {
        self.id = id
        self.at = at
        self.tree = tree
        self.screen = screen
        self.kind = kind
        self.statusBefore = statusBefore
        self.statusAfter = statusAfter
        self.added = added
        self.fixed = fixed
        self.lost = lost
        self.clockRead = clockRead
    }

    /// The event as `/v1/history` answers it, its messages in `language`.
    package func json(in language: Language) -> JSONValue {
        var members: [JSONValue.Member] = [
            .init("at", .string(UTCTime.timestamp(at))), .init("tree", .string(tree)), .init("kind", .string(kind.rawValue)),
            .init("source", .string(screen.source)), .init("screen", .string(screen.screen)),
            .init("appearance", screen.luminosity.map(JSONValue.string) ?? .null), .init("contrast", .string(screen.contrast.rawValue)),
            .init("statusBefore", statusBefore.map(JSONValue.string) ?? .null),
            .init("statusAfter", statusAfter.map(JSONValue.string) ?? .null),
            .init("added", .array(added.map { $0.json(in: language) })), .init("fixed", .array(fixed.map { $0.json(in: language) })),
        ]
        if kind == .gap { members.append(.init("lost", .number(Double(lost)))) }
        if let clockRead { members.append(.init("clockRead", .string(UTCTime.timestamp(clockRead)))) }
        return .object(members)
    }
}
