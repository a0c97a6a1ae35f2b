import Foundation
import HIGAuditFiles
import HIGAuditInterfaceBuilder

/// The asset catalogs of each watched tree, shared by the workers, forgotten when a
/// colorset changes.
package final class CatalogRegistry: @unchecked Sendable {
    private let lock = NSLock()
    private var catalogs: [String: AssetCatalogs] = [:]

    func catalogs(for root: SourceRoot) -> AssetCatalogs {
        lock.withLock {
            if let known = catalogs[root.path] { return known }
            let made = AssetCatalogs(root: root.path)
            catalogs[root.path] = made
            return made
        }
    }

    package func invalidateAll() {
        lock.withLock { for catalog in catalogs.values { catalog.invalidate() } }
    }

    package init() {}
}

/// Colorsets are inputs of the documents that use them: a change to `X.colorset` re-audits
/// the documents that looked up `X` (or `Folder/X`).
enum ColorsetPaths {
    /// The colorset's name when `path` is a colorset folder or a file inside one.
    static func colorsetName(in path: String) -> String? {
        for component in path.split(separator: "/").reversed() where component.hasSuffix(".colorset") {
            return String(component.dropLast(".colorset".count))
        }
        return nil
    }

    /// Whether a path lies in an asset catalog (a `.xcassets` folder or anything inside one).
    static func isInCatalog(_ path: String) -> Bool {
        path.split(separator: "/").contains { $0.hasSuffix(".xcassets") }
    }

    /// Whether a looked-up color name is served by a colorset named `name`.
    static func name(_ lookedUp: String, isServedBy name: String) -> Bool {
        lookedUp == name || lookedUp.hasSuffix("/" + name)
    }
}
