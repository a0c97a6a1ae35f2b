import HIGAuditCore
import HIGAuditOutputs
import HIGAuditRules
import HIGAuditYAML

let auditor = SourceAuditor.withYAML(Auditor(rules: RuleCatalog.all))
let page = ScreenPage(language: .en, version: "fuzz")

/// Every input, as JSON and as YAML, must give a report (a pass, a fail or an input
/// error) and the report its page with the screen's sketch, never a crash or a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for syntax in [SourceAuditor.Syntax.json, .yaml] {
        let report = auditor.report(source: "fuzz", screenName: "fuzz", input: .bytes(bytes), syntax: syntax, auditedAt: "")
        if report.status == .error { precondition(report.error != nil && report.findings.count == 1) }
        var writer = JSONWriter()
        ReportJSON.write(report, into: &writer, language: .en)
        precondition((try? JSONParser().parse(writer.bytes)) != nil, "a report is always valid JSON")
        precondition(page.render(report, key: "fuzz").hasSuffix("</html>\n"), "a page is always whole")
    }
    return 0
}
