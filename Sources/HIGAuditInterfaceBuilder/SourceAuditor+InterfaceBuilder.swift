import HIGAuditCore

/// The reports of one Interface Builder document.
package struct InterfaceBuilderReports: Sendable {
    /// One per screen and appearance; one error report when the document can't be read.
    package var reports: [SourceReport]
    /// The `targetRuntime` of a document this version doesn't audit (then no reports).
    package var skippedRuntime: String?
    /// The document has no root views, so no screens (then no reports).
    package var hasNoScreens = false
    /// The document is in the format of Interface Builder before Xcode 5 (then no reports).
    package var savedBeforeXcode5 = false
    /// The color names the document looked up in asset catalogs, found or not.
    package var colorNames: Set<String>
}

extension SourceAuditor {
    /// Audits an Interface Builder document: one report per root view and appearance,
    /// keyed `<source>/<object id>.json`, `.dark.json`, `.hc.json` and `.dark.hc.json`, each named
    /// `<screenName>#<object id>`, its findings carrying the IB object id and the line and
    /// column of the element's start tag.
    package func interfaceBuilderReports(
        source: String, screenName: String, input: Input, fileName: String,
        directory: String?, catalogs: AssetCatalogs?, auditedAt: String
    ) -> InterfaceBuilderReports {
        func base(_ screen: String, digest: String) -> ScreenReport {
            ScreenReport(
                source: source, sourceDigest: digest, screen: screen, platform: nil,
                profile: auditor.configuration.profile, auditorVersion: version,
                configDigest: configDigest, auditedAt: auditedAt, findings: [], error: nil)
        }
        let bytes: [UInt8]
        switch input {
        case .bytes(let content): bytes = content
        case .tooLarge(let limit):
            return single(base(screenName, digest: ""), InputError(Message("input.too-large", ["limit": String(limit)]), pointer: ""), source)
        case .unreadable(let reason):
            return single(base(screenName, digest: ""), InputError(Message("input.unreadable", ["reason": reason]), pointer: ""), source)
        case .unreadableFolder(let reason):
            return single(base(screenName, digest: ""), InputError(Message("input.folder-unreadable", ["reason": reason]), pointer: ""), source)
        }
        let digest = "sha256:" + SHA256.hex(of: bytes)
        let document: InterfaceBuilderDocument
        do {
            // The configuration's `appearances`, else what the app's settings say.
            let appearances = auditor.configuration.appearances ?? directory.flatMap { catalogs?.appAppearances(fromDirectory: $0) }
            document = try InterfaceBuilderImport.read(
                bytes, fileName: fileName, directory: directory, catalogs: catalogs, appearances: appearances,
                increaseContrast: auditor.configuration.increaseContrast)
        } catch {
            return single(base(screenName, digest: digest), error, source)
        }
        switch document {
        case .skipped(let runtime):
            return InterfaceBuilderReports(reports: [], skippedRuntime: runtime, colorNames: [])
        case .savedBeforeXcode5:
            return InterfaceBuilderReports(reports: [], skippedRuntime: nil, savedBeforeXcode5: true, colorNames: [])
        case .screens(let screens, let names):
            guard !screens.isEmpty else {
                return InterfaceBuilderReports(reports: [], skippedRuntime: nil, hasNoScreens: true, colorNames: names)
            }
            // Each root view's first screen is audited whole; its other appearances differ
            // only in their colors, so only the rules that read colors run again there.
            var firstFindings: [String: [Finding]] = [:]
            var reports = screens.map { screen in
                var report = base(screenName + "#" + screen.objectId, digest: digest)
                report.appearance = screen.appearance
                report.contrast = screen.contrast
                report.title = screen.title
                report.platform = screen.platform
                // Counted once, in the light report: the others have the same labels.
                if screen.appearance == .light, screen.contrast == .standard {
                    report.attributedLabelsNotChecked = screen.attributedTextSkipped
                    report.attributedButtonsNotChecked = screen.attributedTitlesSkipped
                }
                switch screen.decoded {
                case .failure(let error):
                    report = Self.inputErrorReport(report, error)
                case .success(let decoded):
                    let findings: [Finding]
                    if let earlier = firstFindings[screen.objectId] {
                        findings = auditor.audit(decoded, sameButColorsAs: earlier)
                    } else {
                        findings = auditor.audit(decoded)
                        firstFindings[screen.objectId] = findings
                    }
                    // Locating changes no pointer: the findings stay in document order.
                    report.findings = findings.map(screen.locate)
                    report.auditedScreen = decoded
                }
                return SourceReport(report: report, frameId: screen.objectId, reportKey: source + "/" + screen.reportFileName)
            }
            var screenReports = reports.map(\.report)
            AppearanceRepeats.mark(&screenReports)
            for index in reports.indices { reports[index].report = screenReports[index] }
            return InterfaceBuilderReports(reports: reports, skippedRuntime: nil, colorNames: names)
        }
    }

    private func single(_ report: ScreenReport, _ error: InputError, _ source: String) -> InterfaceBuilderReports {
        InterfaceBuilderReports(
            reports: [SourceReport(report: Self.inputErrorReport(report, error), frameId: nil, reportKey: source)],
            skippedRuntime: nil, colorNames: [])
    }
}
