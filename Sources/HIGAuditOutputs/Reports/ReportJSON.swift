import HIGAuditCore

/// The one encoder of `hig-report/1`: a report, or one of its findings, written straight
/// into a `JSONWriter` (no value built first), messages rendered in the language asked.
/// `check --format json`, the daemon's report files and its API all write reports here.
package enum ReportJSON {
    /// Writes `report` as a `hig-report/1` object at nesting `level`; `summary` counts the
    /// findings by severity.
    package static func write(_ report: ScreenReport, into writer: inout JSONWriter, language: Language, level: Int = 0) {
        writer.appendByte(UInt8(ascii: "{"))
        var first = true
        func member(_ key: String) {
            writer.beginMember(key, isFirst: first, level: level)
            first = false
        }
        member("format")
        writer.writeString("hig-report/1")
        member("source")
        writer.writeString(report.source)
        member("sourceDigest")
        writer.writeString(report.sourceDigest)
        member("screen")
        writer.writeString(report.screen)
        member("platform")
        if let platform = report.platform { writer.writeString(platform.rawValue) } else { writer.append("null") }
        if let appearance = report.appearance {
            member("appearance")
            writer.writeString(appearance.rawValue)
        }
        member("contrast")
        writer.writeString(report.contrast.rawValue)
        if let title = report.title {
            member("title")
            writer.writeString(title)
        }
        if report.attributedLabelsNotChecked > 0 {
            member("attributedLabelsNotChecked")
            writer.append(String(report.attributedLabelsNotChecked))
        }
        if report.attributedButtonsNotChecked > 0 {
            member("attributedButtonsNotChecked")
            writer.append(String(report.attributedButtonsNotChecked))
        }
        member("profile")
        writer.writeString(report.profile.rawValue)
        member("auditor")
        writer.write(.object(["version": .string(report.auditorVersion), "configDigest": .string(report.configDigest)]), level: level + 1)
        member("auditedAt")
        writer.writeString(report.auditedAt)
        member("status")
        writer.writeString(report.status.rawValue)
        if let error = report.error {
            var details: [JSONValue.Member] = [.init("message", .string(error.message(in: language))), .init("pointer", .string(error.pointer))]
            if let line = error.line { details.append(.init("line", .number(Double(line)))) }
            if let column = error.column { details.append(.init("column", .number(Double(column)))) }
            member("error")
            writer.write(.object(details), level: level + 1)
        }
        member("findings")
        writer.writeArray(report.findings, level: level + 1) { writer, finding, level in
            write(finding, into: &writer, language: language, level: level)
        }
        member("summary")
        writer.write(
            .object([
                "errors": .number(Double(report.count(.error))),
                "warnings": .number(Double(report.count(.warning))),
                "notes": .number(Double(report.count(.note))),
            ]), level: level + 1)
        writer.newline(level)
        writer.appendByte(UInt8(ascii: "}"))
    }

    /// Writes `finding` as an entry of a report's `findings`; `measured` is `{}` when the
    /// finding has none.
    package static func write(_ finding: Finding, into writer: inout JSONWriter, language: Language, level: Int) {
        writer.appendByte(UInt8(ascii: "{"))
        writer.beginMember("rule", isFirst: true, level: level)
        writer.writeString(finding.rule)
        writer.beginMember("severity", isFirst: false, level: level)
        writer.writeString(finding.severity.rawValue)
        writer.beginMember("pointer", isFirst: false, level: level)
        writer.writeString(finding.pointer)
        if let location = finding.location {
            writer.beginMember("location", isFirst: false, level: level)
            writer.write(.object(["line": .number(Double(location.line)), "column": .number(Double(location.column))]), level: level + 1)
        }
        if let elementId = finding.elementId {
            writer.beginMember("elementId", isFirst: false, level: level)
            writer.writeString(elementId)
        }
        if let layer = finding.layer {
            writer.beginMember("layer", isFirst: false, level: level)
            writer.write(layer.json, level: level + 1)
        }
        writer.beginMember("message", isFirst: false, level: level)
        writer.writeString(finding.message.rendered(in: language))
        writer.beginMember("measured", isFirst: false, level: level)
        writer.write(finding.measured ?? .object([]), level: level + 1)
        if !finding.fingerprint.isEmpty {
            writer.beginMember("fingerprint", isFirst: false, level: level)
            writer.writeString(finding.fingerprint)
        }
        writer.newline(level)
        writer.appendByte(UInt8(ascii: "}"))
    }

    /// A report as a document of its own: indented by `indent`, ending with a newline.
    package static func document(_ report: ScreenReport, language: Language, indent: Int) -> [UInt8] {
        var writer = JSONWriter(indent: indent, capacity: 4096)
        write(report, into: &writer, language: language)
        writer.append("\n")
        return writer.bytes
    }
}
