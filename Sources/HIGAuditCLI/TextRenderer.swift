import HIGAuditCore

/// The `text` format: one line per finding, `path:pointer: severity: message [rule]`.
struct TextRenderer: Sendable {
    var language: Language
    var colored: Bool

    func render(_ report: ScreenReport) -> String {
        var out = ""
        for finding in report.findings {
            out += report.source + ":" + finding.pointer + ": "
            out += paint(MessageCatalog.render(Message(MessageKey("severity.\(finding.severity.rawValue)")), in: language), severity: finding.severity)
            out += ": " + message(finding, report: report)
            out += " " + dim("[\(finding.rule)]") + "\n"
        }
        return out
    }

    private func message(_ finding: Finding, report: ScreenReport) -> String {
        var text = finding.message.rendered(in: language)
        if finding.rule == "input-invalid", let error = report.error, let line = error.line, let column = error.column {
            text += " " + Message("input-invalid.position", ["line": String(line), "column": String(column)]).rendered(in: language)
        }
        return text
    }

    func summary(_ summary: RunSummary) -> String {
        let counts: [Message.Argument] = [
            .init("screens", String(summary.screens)), .init("passed", String(summary.passed)),
            .init("failed", String(summary.failed)), .init("invalid", String(summary.errors)),
            .init("errors", String(summary.bySeverity[.error] ?? 0)), .init("warnings", String(summary.bySeverity[.warning] ?? 0)),
            .init("notes", String(summary.bySeverity[.note] ?? 0)),
        ]
        let line = Message("check.summary", counts).rendered(in: language)
        return (colored ? "\u{1B}[1m" + line + "\u{1B}[0m" : line) + "\n"
    }

    private func paint(_ text: String, severity: Severity) -> String {
        guard colored else { return text }
        let code = switch severity {
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
