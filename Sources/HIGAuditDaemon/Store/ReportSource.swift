import HIGAuditCore
import HIGAuditFiles

/// The source a report belongs to, as the watcher names it. A report shows its source
/// with the bytes that are not UTF-8 escaped (`FileName.display`); its key (the source,
/// or the source, `/` and a frame's or a screen's file name) keeps them as they are.
enum ReportSource {
    /// The source of the report stored under `key` whose `source` reads `shown`.
    static func of(key: String, shown: String) -> String {
        guard FileName.hasInvalidBytes(key) else { return shown }
        if FileName.display(key) == shown { return key }
        if let slash = key.lastIndex(of: "/"), FileName.display(String(key[..<slash])) == shown { return String(key[..<slash]) }
        return shown
    }
}
