import HIGAuditCore
import HIGAuditOutputs

/// Where reports live: `REPORTS/screens/<source path>`, with `.json` appended unless the
/// source path already ends in `.json`. No part of a report's path comes from a file's content.
struct ReportPaths: Sendable {
    let root: String

    var screens: String { root + "/screens" }
    var index: String { root + "/index.json" }
    var sarif: String { root + "/audit.sarif" }
    var html: String { root + "/index.html" }

    func report(forSource sourcePath: String) -> String {
        screens + "/" + PagePaths.report(forKey: sourcePath)
    }

    /// The page beside the report stored under `key`.
    func page(forKey key: String) -> String {
        screens + "/" + PagePaths.page(forKey: key)
    }
}
