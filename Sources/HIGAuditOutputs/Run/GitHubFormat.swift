import HIGAuditCore

/// GitHub Actions workflow commands: one annotation per finding.
public struct GitHubFormat: RunFormat {
    public var language: Language

    public init(language: Language) {
        self.language = language
    }

    public func entries(for report: ScreenReport) -> [[UInt8]] {
        report.findings.map { finding in
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
            properties += ",title=" + Self.escapeProperty("\(finding.rule) at \(finding.pointer.isEmpty ? "/" : finding.pointer)")
            return Array("::\(command) \(properties)::\(Self.escapeData(finding.message.rendered(in: language)))\n".utf8)
        }
    }

    public func footer(_ summary: RunSummary) -> String {
        Message("check.summary", summary.counts).rendered(in: language) + "\n"
    }

    public static func escapeData(_ text: String) -> String {
        text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
    }

    public static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
