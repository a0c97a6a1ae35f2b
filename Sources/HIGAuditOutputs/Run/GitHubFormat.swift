import HIGAuditCore

/// GitHub Actions workflow commands: one annotation per finding.
package struct GitHubFormat: RunFormat {
    package var language: Language

    package init(language: Language) {
        OutputWords.register()
        self.language = language
    }

    package func entries(for report: ScreenReport) -> [[UInt8]] {
        report.findings.filter { !$0.repeatsEarlierAppearance }.map { finding in
            let command =
                switch finding.severity {
                case .error: "error"
                case .warning: "warning"
                case .note: "notice"
                }
            var properties = "file=" + Self.escapeProperty(report.source)
            if let location = finding.location {
                properties += ",line=\(location.line),col=\(location.column)"
            } else if finding.rule == InputInvalid.id, let line = report.error?.line {
                properties += ",line=\(line)"
                if let column = report.error?.column { properties += ",col=\(column)" }
            }
            // The rule, and where in the document unless it is about the whole document.
            let title =
                finding.pointer.isEmpty ? finding.rule : Message("github.title", ["rule": finding.rule, "pointer": finding.pointer]).rendered(in: language)
            properties += ",title=" + Self.escapeProperty(title)
            return Array("::\(command) \(properties)::\(Self.escapeData(finding.message.rendered(in: language)))\n".utf8)
        }
    }

    package func footer(_ summary: RunSummary) -> String {
        Message("check.summary", summary.counts).rendered(in: language) + "\n"
    }

    /// `%`, CR and LF escaped as GitHub asks; any other control character but a tab (an
    /// escape sequence a log viewer would obey) U+FFFD.
    package static func escapeData(_ text: String) -> String {
        let escaped = text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
        guard escaped.unicodeScalars.contains(where: isReplaced) else { return escaped }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: escaped.unicodeScalars.map { isReplaced($0) ? "\u{FFFD}" : $0 })
        return String(result)
    }

    private static func isReplaced(_ scalar: Unicode.Scalar) -> Bool {
        OneLine.isControl(scalar) && scalar != "\t"
    }

    package static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
