import HIGAuditCore

/// Where a report and its page live under `screens/`, from the report's key: the report
/// is the key with `.json` appended unless it ends in `.json`; the page is the report's
/// path with `.html` in place of its final `.json` (`a/b.json` → `a/b.html`, `a/b.yaml` →
/// `a/b.yaml.html`).
package enum PagePaths {
    package static func report(forKey key: String) -> String {
        key.hasSuffix(".json") ? key : key + ".json"
    }

    package static func page(forKey key: String) -> String {
        (key.hasSuffix(".json") ? String(key.dropLast(5)) : key) + ".html"
    }

    /// The overview (`index.html` beside `screens/`), relative to the key's page.
    package static func overview(fromKey key: String) -> String {
        String(repeating: "../", count: key.utf8.count(where: { $0 == UInt8(ascii: "/") }) + 1) + "index.html"
    }

    /// A key for a path given on the command line, which may be absolute or climb out of
    /// the current folder: empty and `.` parts are dropped and `..` becomes `%2E%2E`, so
    /// the page stays inside the folder it is written to.
    package static func key(forGivenPath path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }.map { $0 == ".." ? "%2E%2E" : String($0) }
        return parts.isEmpty ? "screen" : parts.joined(separator: "/")
    }
}
