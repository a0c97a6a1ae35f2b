import HIGAuditCore
import HIGAuditFigma
import HIGAuditFiles
import HIGAuditInterfaceBuilder

/// What one input gave: its reports, or why it was skipped.
package struct InputOutcome: Sendable {
    /// One report per screen (a Figma frame, an Interface Builder root view and appearance).
    package var reports: [SourceReport]
    /// Why the input has no reports, when it was skipped rather than audited.
    package var skipped: SkipReason?
    /// Color names an Interface Builder document looked up in asset catalogs.
    package var colorNames: Set<String> = []
}

/// Why an input was skipped.
package enum SkipReason: Sendable, Equatable {
    /// JSON that is not a screen description: no `format`, `elements` or Figma `document`.
    case notScreenDescription
    /// An Interface Builder document for another platform (AppKit's `MacOSX.Cocoa`, …).
    case otherPlatform(targetRuntime: String)
    /// A document with nothing that is a screen: an Interface Builder document with no
    /// root views, a Figma export with no frames.
    case noScreens
    /// An Interface Builder document saved in the format before Xcode 5 (root `<archive>`):
    /// opening and saving it in Xcode converts it.
    case savedBeforeXcode5
}

/// Audits any input the project reads: `hig-screen/1` JSON and YAML, Figma exports,
/// Interface Builder documents. Pure apart from the asset catalogs it is given.
package struct InputAuditor: Sendable {
    package let sourceAuditor: SourceAuditor

    package init(sourceAuditor: SourceAuditor) {
        self.sourceAuditor = sourceAuditor
    }

    /// `path` is the file's path (nil for standard input, which is never skipped);
    /// `catalogs` finds the colorsets of Interface Builder documents. `source` keys the
    /// reports as it is; their `source` shows its bytes that are not UTF-8 escaped.
    package func audit(
        source: String, path: String?, input: SourceAuditor.Input, kind: InputKind,
        catalogs: AssetCatalogs?, auditedAt: String
    ) -> InputOutcome {
        var outcome = reports(source: source, path: path, input: input, kind: kind, catalogs: catalogs, auditedAt: auditedAt)
        for index in outcome.reports.indices {
            outcome.reports[index].report.source = FileName.display(outcome.reports[index].report.source)
        }
        return outcome
    }

    private func reports(
        source: String, path: String?, input: SourceAuditor.Input, kind: InputKind,
        catalogs: AssetCatalogs?, auditedAt: String
    ) -> InputOutcome {
        let screenName = path == nil ? "stdin" : SourceAuditor.screenName(forPath: FileName.display(source))
        switch kind {
        case .interfaceBuilder:
            let fileName = path.map { FileName.display(String(PathText.name(of: $0))) } ?? "stdin"
            let directory = path.map(PathText.parent(of:))
            let result = sourceAuditor.interfaceBuilderReports(
                source: source, screenName: screenName, input: input, fileName: fileName,
                directory: directory, catalogs: catalogs, auditedAt: auditedAt)
            let skipped: SkipReason? =
                result.skippedRuntime.map { .otherPlatform(targetRuntime: $0) }
                ?? (result.savedBeforeXcode5 ? .savedBeforeXcode5 : result.hasNoScreens ? .noScreens : nil)
            return InputOutcome(reports: result.reports, skipped: skipped, colorNames: result.colorNames)
        case .json, .yaml:
            let reports = sourceAuditor.sourceReports(
                source: source, screenName: screenName, input: input, syntax: kind.syntax,
                // Only a `.json` file may be JSON that is not a screen (skipped); any other file
                // read as JSON is a screen description, or an input error.
                auditedAt: auditedAt, skipsOtherJSON: path.map { $0.lowercased().hasSuffix(".json") } ?? false)
            guard reports.isEmpty else { return InputOutcome(reports: reports, skipped: nil) }
            let figma = if case .bytes(let bytes) = input { FigmaImport.isFigmaExport(bytes) } else { false }
            return InputOutcome(reports: [], skipped: figma ? .noScreens : .notScreenDescription)
        }
    }
}
