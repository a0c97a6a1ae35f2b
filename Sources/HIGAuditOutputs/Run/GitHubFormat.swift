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
        escape(text, inProperty: false)
    }

    /// `escapeData`, and `:` and `,` escaped too, as a property's value needs.
    package static func escapeProperty(_ text: String) -> String {
        escape(text, inProperty: true)
    }

    /// One pass over the text's scalars (CR and LF one by one, even as one CRLF character).
    private static func escape(_ text: String, inProperty: Bool) -> String {
        // Most messages need nothing: a byte below 0x20, `%`, DEL, the lead byte of a C1
        // control (0xC2), or in a property `:` or `,`, is the first sign they might.
        let mayNeed = text.utf8.contains { byte in
            byte < 0x20 || byte == 0x25 || byte == 0x7F || byte == 0xC2 || (inProperty && (byte == 0x3A || byte == 0x2C))
        }
        guard mayNeed else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result.append(contentsOf: "%25".unicodeScalars)
            case "\r": result.append(contentsOf: "%0D".unicodeScalars)
            case "\n": result.append(contentsOf: "%0A".unicodeScalars)
            case ":" where inProperty: result.append(contentsOf: "%3A".unicodeScalars)
            case "," where inProperty: result.append(contentsOf: "%2C".unicodeScalars)
            default: result.append(isReplaced(scalar) ? "\u{FFFD}" : scalar)
            }
        }
        return String(result)
    }

    private static func isReplaced(_ scalar: Unicode.Scalar) -> Bool {
        OneLine.isControl(scalar) && scalar != "\t"
    }
}
