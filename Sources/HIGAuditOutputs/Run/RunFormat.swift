import HIGAuditCore

/// How a `check` run is written: a header, entries per screen (rendered on worker
/// threads), a separator between entries, and a footer with the totals.
package protocol RunFormat: Sendable {
    /// Streaming formats write their header first; the others are written whole at the end.
    var streams: Bool { get }
    var separator: String { get }
    func header(_ summary: RunSummary?) -> String
    func entries(for report: ScreenReport) -> [[UInt8]]
    func footer(_ summary: RunSummary) -> String
}

extension RunFormat {
    package var streams: Bool { true }
    package var separator: String { "" }
    package func header(_ summary: RunSummary?) -> String { "" }
}

package enum OutputFormat: String, CaseIterable, Sendable {
    case text, json, sarif, github, junit, html
}
