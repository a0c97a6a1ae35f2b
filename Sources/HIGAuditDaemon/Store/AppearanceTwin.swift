import HIGAuditCore

/// A screen's report in one appearance beside its other appearance's (`<id>.json` and
/// `<id>.dark.json`), so that a report read back from disk knows again which of its findings
/// the other repeats (`AppearanceRepeats`): SARIF lists each once.
enum AppearanceTwin {
    /// The key of the other appearance's report of the same screen, for a report that has
    /// an appearance; nil otherwise.
    static func key(of key: String, appearance: Appearance?) -> String? {
        switch appearance {
        case .dark?:
            guard key.hasSuffix(".dark.json") else { return nil }
            return String(key.dropLast(".dark.json".count)) + ".json"
        case .light?:
            guard key.hasSuffix(".json") else { return nil }
            return String(key.dropLast(".json".count)) + ".dark.json"
        case nil:
            return nil
        }
    }

    /// `report` with its findings marked against its twin's, which `read` fetches by key.
    static func marked(_ report: ScreenReport, key: String, read: (String) -> ScreenReport?) -> ScreenReport {
        guard let twinKey = Self.key(of: key, appearance: report.appearance), let twin = read(twinKey), twin.screen == report.screen else {
            return report
        }
        var pair = report.appearance == .dark ? [twin, report] : [report, twin]
        for index in pair.indices {
            for finding in pair[index].findings.indices {
                pair[index].findings[finding].appearances = []
                pair[index].findings[finding].repeatsEarlierAppearance = false
            }
        }
        AppearanceRepeats.mark(&pair)
        return report.appearance == .dark ? pair[1] : pair[0]
    }
}
