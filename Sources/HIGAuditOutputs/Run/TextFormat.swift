import HIGAuditCore

/// For people: one line per finding, `path:line:column: severity: message [rule]` as
/// compilers, Xcode and SwiftLint print them (`path:pointer:` where the input gives no
/// position), then totals. The severity word is English in every language: tools parse it.
package struct TextFormat: RunFormat {
    package var language: Language
    package var colored: Bool

    package init(language: Language, colored: Bool) {
        OutputWords.register()
        self.language = language
        self.colored = colored
    }

    package func entries(for report: ScreenReport) -> [[UInt8]] {
        report.findings.filter { !$0.repeatsEarlierAppearance }.map { Array(line(for: $0, in: report).utf8) }
    }

    package func line(for finding: Finding, in report: ScreenReport) -> String {
        // Names and texts quoted from the input may hold line breaks and escapes: one line each.
        var out = OneLine.of(report.source) + ":"
        if let location = finding.location {
            out += String(location.line) + ":" + String(location.column) + ": "
        } else if !finding.pointer.isEmpty {
            out += finding.pointer + ": "
        } else {
            out += " "
        }
        out += paint(finding.severity.rawValue, severity: finding.severity)
        out += ": " + OneLine.of(finding.message.rendered(in: language))
        if let layer = finding.layer { out += layer.message.rendered(in: language) }
        // A screen audited in both appearances: say which one a line is about.
        if report.appearance == .dark { out += Message("finding.in-dark").rendered(in: language) }
        if finding.location == nil, finding.rule == InputInvalid.id, let error = report.error, let line = error.line, let column = error.column {
            out += " " + Message("input-invalid.position", ["line": String(line), "column": String(column)]).rendered(in: language)
        }
        return out + " " + dim("[\(finding.rule)]") + "\n"
    }

    package func footer(_ summary: RunSummary) -> String {
        var lines = [Message("check.summary", summary.counts).rendered(in: language)]
        if summary.skipped > 0 {
            lines.append(Message("check.skipped", [.init("files", .message(.count("files", summary.skipped)))]).rendered(in: language))
        }
        for path in summary.savedBeforeXcode5 {
            lines.append(Message("check.skipped.before-xcode-5", ["path": path]).rendered(in: language))
        }
        if summary.attributedLabelsNotChecked > 0 {
            lines.append(Message("check.attributed-labels", ["count": String(summary.attributedLabelsNotChecked)]).rendered(in: language))
        }
        if summary.attributedButtonsNotChecked > 0 {
            lines.append(Message("check.attributed-buttons", ["count": String(summary.attributedButtonsNotChecked)]).rendered(in: language))
        }
        if let baseline = summary.baseline {
            lines.append(Message("check.baseline", ["suppressed": String(baseline.suppressed), "fixed": String(baseline.fixed)]).rendered(in: language))
        }
        return lines.map { colored ? "\u{1B}[1m" + $0 + "\u{1B}[0m" : $0 }.joined(separator: "\n") + "\n"
    }

    private func paint(_ text: String, severity: Severity) -> String {
        guard colored else { return text }
        let code =
            switch severity {
            case .error: "31"
            case .warning: "33"
            case .note: "36"
            }
        return "\u{1B}[1;\(code)m" + text + "\u{1B}[0m"
    }

    private func dim(_ text: String) -> String {
        colored ? "\u{1B}[2m" + text + "\u{1B}[0m" : text
    }
}
