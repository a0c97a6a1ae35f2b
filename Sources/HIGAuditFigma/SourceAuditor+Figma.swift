import HIGAuditCore

extension SourceAuditor {
    /// Reports of one source: one per top-level frame when it is a Figma export (a `.json`
    /// file whose top level has `document` of type `DOCUMENT`), else the one report of
    /// `report(source:screenName:input:syntax:auditedAt:)`. A frame's report keeps the
    /// file as `source` (its findings point into the Figma document) and is named
    /// `<screenName>#<node id>` in `screen`.
    package func reports(
        source: String, screenName: String, input: Input, syntax: Syntax, auditedAt: String,
        mapping: FigmaMapping = .init()
    ) -> [ScreenReport] {
        sourceReports(source: source, screenName: screenName, input: input, syntax: syntax, auditedAt: auditedAt, mapping: mapping).map(\.report)
    }

    /// As `reports`, with each report's frame id and report key (for the daemon). With
    /// `skipsOtherJSON`, JSON that is neither a Figma export nor a screen description gives
    /// no report (see `screenReport`).
    package func sourceReports(
        source: String, screenName: String, input: Input, syntax: Syntax, auditedAt: String,
        mapping: FigmaMapping = .init(), skipsOtherJSON: Bool = false
    ) -> [SourceReport] {
        FigmaWords.register()
        guard syntax == .json, case .bytes(let bytes) = input, FigmaImport.mentionsDocument(bytes),
            let tape = try? JSONParser().parse(bytes), FigmaImport.isFigmaExport(tape)
        else {
            guard
                let report = screenReport(
                    source: source, screenName: screenName, input: input, syntax: syntax,
                    auditedAt: auditedAt, skipsOtherJSON: skipsOtherJSON)
            else { return [] }
            return [SourceReport(report: report, frameId: nil, reportKey: source)]
        }
        let digest = "sha256:" + SHA256.hex(of: bytes)
        func base(_ screen: String, platform: Platform?) -> ScreenReport {
            ScreenReport(
                source: source, sourceDigest: digest, screen: screen, platform: platform,
                profile: auditor.configuration.profile, auditorVersion: version,
                configDigest: configDigest, auditedAt: auditedAt, findings: [], error: nil)
        }
        let screens: [FigmaScreen]
        do {
            screens = try FigmaImport.screens(from: tape, options: mapping)
        } catch {
            // Placed where the pointer leads in the file, like a finding.
            var report = Self.inputErrorReport(base(screenName, platform: nil), error)
            Finding.locate(&report.findings, in: tape)
            report.placeErrorAtItsFinding()
            return [SourceReport(report: report, frameId: nil, reportKey: source)]
        }
        // A file with no frames has no screens: skipped, as a document with no root views is.
        guard !screens.isEmpty else { return [] }
        var reports = screens.map { frame in
            var report = base(screenName + "#" + frame.nodeId, platform: nil)
            report.title = frame.name.isEmpty ? nil : frame.name
            switch frame.decoded {
            case .failure(let error):
                var located = error
                located.pointer =
                    frame.locate(Finding(rule: InputInvalid.id, severity: .error, pointer: error.pointer, message: error.problem), in: tape).pointer
                report = Self.inputErrorReport(report, located)
            case .success(let screen):
                report.platform = screen.platform
                report.findings = auditor.audit(screen).map { frame.locate($0, in: tape) }.sorted(by: Finding.documentOrder)
                report.auditedScreen = screen
                for index in report.findings.indices { report.findings[index].layer = frame.layer(at: report.findings[index].pointer, in: tape) }
            }
            return SourceReport(report: report, frameId: frame.nodeId, reportKey: source + "/" + frame.reportFileName)
        }
        Self.locate(&reports, in: tape)
        return reports
    }

    /// Lines and columns for the findings of every frame in one pass over the file (an
    /// export is often one long line, read once rather than once per frame).
    private static func locate(_ reports: inout [SourceReport], in tape: JSONTape) {
        var all = reports.flatMap(\.report.findings)
        Finding.locate(&all, in: tape)
        var next = 0
        for index in reports.indices {
            let count = reports[index].report.findings.count
            reports[index].report.findings = Array(all[next..<(next + count)])
            next += count
            reports[index].report.placeErrorAtItsFinding()
        }
    }
}
