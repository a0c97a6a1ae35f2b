import HIGAuditCore

/// A screen's report in one appearance beside its reports in the others (`<id>.json`,
/// `<id>.dark.json`, `<id>.hc.json`, `<id>.dark.hc.json`), so that a report read back from
/// disk knows again which of its findings an earlier appearance holds (`AppearanceRepeats`):
/// SARIF lists each once.
enum AppearanceSiblings {
    /// The four appearances in the order their reports are marked.
    static let order: [ReportAppearance] = [.init(.light), .init(.dark), .init(.light, .increased), .init(.dark, .increased)]

    /// The key of the screen's report in `other`, for the report keyed `key` in `appearance`;
    /// nil when the report has no appearance or its key doesn't end as that appearance's does.
    static func key(of key: String, appearance: ReportAppearance?, in other: ReportAppearance) -> String? {
        appearance?.key(key, in: other)
    }

    /// `report` with its findings marked against its siblings', which `read` fetches by key.
    static func marked(_ report: ScreenReport, key: String, read: (String) -> ScreenReport?) -> ScreenReport {
        guard let own = report.reportAppearance, Self.key(of: key, appearance: own, in: own) != nil else { return report }
        var reports: [ScreenReport] = []
        var position = 0
        for appearance in order {
            if appearance == own {
                position = reports.count
                reports.append(report)
            } else if let siblingKey = Self.key(of: key, appearance: own, in: appearance), let sibling = read(siblingKey),
                sibling.screen == report.screen, sibling.reportAppearance == appearance
            {
                reports.append(sibling)
            }
        }
        guard reports.count > 1 else { return report }
        for index in reports.indices {
            for finding in reports[index].findings.indices {
                reports[index].findings[finding].appearances = []
                reports[index].findings[finding].repeatsEarlierAppearance = false
            }
        }
        AppearanceRepeats.mark(&reports)
        return reports[position]
    }
}
