import HIGAuditCore

/// JUnit XML: a test case per screen, failing on error-level findings; input errors are errors.
package struct JUnitFormat: RunFormat {
    package var language: Language
    package var text: TextFormat

    package init(language: Language, text: TextFormat) {
        OutputWords.register()
        self.language = language
        self.text = text
    }

    package var streams: Bool { false }

    package func header(_ summary: RunSummary?) -> String {
        let summary = summary ?? RunSummary()
        let counts = #"tests="\#(summary.screens)" failures="\#(summary.failed)" errors="\#(summary.unreadable)" skipped="0""#
        return #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n" + #"<testsuites name="higaudit" \#(counts)>"# + "\n"
            + #"  <testsuite name="higaudit check" \#(counts)>"# + "\n"
    }

    package func entries(for report: ScreenReport) -> [[UInt8]] {
        var xml = #"    <testcase classname="higaudit" name="\#(Self.escape(report.source))">"# + "\n"
        // A finding an earlier appearance's test case lists is not listed again.
        let lines = report.findings.filter { !$0.repeatsEarlierAppearance }.map { text.line(for: $0, in: report) }.joined()
        let errors = report.findings.filter { $0.severity == .error }
        switch report.status {
        case .error:
            let message = report.error.map { $0.message(in: language) } ?? ""
            xml += #"      <error message="\#(Self.escape(message))" type="\#(InputInvalid.id)">\#(Self.escape(lines))</error>"# + "\n"
        case .fail:
            let message = Message("junit.failure", ["count": String(errors.count)]).rendered(in: language)
            xml +=
                #"      <failure message="\#(Self.escape(message))" type="\#(Self.escape(errors.first?.rule ?? ""))">\#(Self.escape(lines))</failure>"# + "\n"
        case .pass:
            if !lines.isEmpty { xml += "      <system-out>\(Self.escape(lines))</system-out>\n" }
        }
        xml += "    </testcase>\n"
        return [Array(xml.utf8)]
    }

    package func footer(_ summary: RunSummary) -> String { "  </testsuite>\n</testsuites>\n" }

    package static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                // XML 1.0 cannot hold other control characters at all.
                if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) { out += "\u{FFFD}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
