import Foundation
import HIGAuditCore
import HIGAuditRules
import Testing

@testable import HIGAuditInterfaceBuilder

/// A root view's other appearances differ from its first in their colors only, so only the
/// rules that read colors run again there: on every real document, that gives exactly the
/// findings a whole audit of each appearance gives.
struct AppearanceAuditReuseTests {
    static let auditors = [Profile.hig, .wcagAAA].map { RuleCatalog.auditor(configuration: AuditConfiguration(profile: $0)) }

    @Test func reusingTheFirstAppearancesFindingsChangesNothing() throws {
        let catalogs = AssetCatalogs(root: XMLTesting.fixtureFolder.path)
        var compared = 0
        for path in XMLTesting.fixturePaths() { compared += try Self.compare(path, catalogs: catalogs) }
        // Both profiles, over every dark and Increase Contrast screen of the 30 documents.
        #expect(compared == 2 * (53 + 29 + 27))
    }

    /// How many screens of the document at `path` were compared.
    static func compare(_ path: String, catalogs: AssetCatalogs) throws -> Int {
        var compared = 0
        let directory = XMLTesting.fixtureFolder.appendingPathComponent(path).deletingLastPathComponent().path
        guard
            case .screens(let screens, _) = try InterfaceBuilderImport.read(
                XMLTesting.fixtureBytes(path), fileName: (path as NSString).lastPathComponent, directory: directory, catalogs: catalogs)
        else { return 0 }
        for auditor in Self.auditors {
            var first: [String: [Finding]] = [:]
            for screen in screens {
                guard case .success(let decoded) = screen.decoded else { continue }
                let whole = auditor.audit(decoded)
                guard let earlier = first[screen.objectId] else {
                    first[screen.objectId] = whole
                    continue
                }
                let reused = auditor.audit(decoded, sameButColorsAs: earlier)
                func described(_ findings: [Finding]) -> [String] {
                    findings.map { finding in
                        let measured = finding.measured.map { "\($0)" } ?? ""
                        return "\(finding.rule) \(finding.pointer) \(finding.severity) \(finding.fingerprint) \(finding.message.rendered(in: .en)) \(measured)"
                    }
                }
                #expect(described(reused) == described(whole), "\(path) \(screen.reportFileName)")
                compared += 1
            }
        }
        return compared
    }
}
