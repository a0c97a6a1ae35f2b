import HIGAuditCore
import Testing

@testable import HIGAuditRules

/// What the whole catalog finds on a document, for tests of one rule's findings.
enum CatalogFindings {
    /// The findings of the whole catalog on a valid document.
    static func of(
        _ json: String, madeIn tool: AuthoringTool = .screenDescription, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> [Finding] {
        switch ScreenDecoder().decode(json: Array(json.utf8)) {
        case .success(let screen):
            return Auditor(rules: RuleCatalog.all).audit(screen.made(in: tool))
        case .failure(let error):
            Issue.record("not valid input: \(error.message(in: .en))", sourceLocation: sourceLocation)
            return []
        }
    }
}
