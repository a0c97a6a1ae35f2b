import HIGAuditCore
import HIGAuditInterfaceBuilder
import HIGAuditOutputs
import HIGAuditRules

let auditor = SourceAuditor(auditor: Auditor(rules: RuleCatalog.all), yamlConverter: { _ in .failure(InputError(.literal("no YAML"), pointer: "")) })

/// Every input read as an Interface Builder document must give reports (screens, or one
/// input error with a line and column) or be skipped, never a crash, a hang or runaway
/// memory; every report is valid JSON and every finding points at a line that exists.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // Lines end at LF, CRLF or a CR alone (XML 1.0 §2.11).
    let lines = 1 + bytes.indices.count { bytes[$0] == 0x0A || (bytes[$0] == 0x0D && ($0 + 1 == bytes.count || bytes[$0 + 1] != 0x0A)) }
    let result = auditor.interfaceBuilderReports(
        source: "fuzz.storyboard", screenName: "fuzz", input: .bytes(bytes), fileName: "fuzz.xib",
        directory: nil, catalogs: nil, auditedAt: "")
    precondition(result.skippedRuntime == nil || result.reports.isEmpty)
    for source in result.reports {
        let report = source.report
        if report.status == .error { precondition(report.error != nil && report.findings.count == 1) }
        for finding in report.findings {
            if let location = finding.location { precondition(location.line >= 1 && location.line <= lines && location.column >= 1) }
        }
        var writer = JSONWriter()
        ReportJSON.write(report, into: &writer, language: .en)
        precondition((try? JSONParser().parse(writer.bytes)) != nil, "a report is always valid JSON")
    }
    return 0
}
