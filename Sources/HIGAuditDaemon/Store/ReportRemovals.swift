import HIGAuditCore

/// Report files to remove, in order: single reports by key, and whole folders by
/// source-path prefix.
struct ReportRemovals: Sendable {
    enum Removal: Sendable, Equatable {
        case key(String)
        case prefix(String)
    }

    private(set) var removals: [Removal] = []

    var isEmpty: Bool { removals.isEmpty }

    /// The keys of the single reports.
    var keys: [String] { removals.compactMap { if case .key(let key) = $0 { key } else { nil } } }

    mutating func remove(key: String) { removals.append(.key(key)) }

    mutating func remove(prefix: String) { removals.append(.prefix(prefix)) }
}

extension ReportStore {
    /// Removes the files off the caller's executor; returns why each report that could not
    /// be removed wasn't, by key (a folder that can't be removed is left for the next scan).
    @concurrent func remove(_ removals: ReportRemovals) async -> [String: String] {
        var failures: [String: String] = [:]
        for removal in removals.removals {
            switch removal {
            case .key(let key):
                do {
                    try remove(key: key)
                } catch {
                    failures[key] = "\(error)"
                }
            case .prefix(let prefix):
                remove(prefix: prefix)
            }
        }
        return failures
    }

    /// A whole report where the index says it is.
    func read(_ location: ReportLocation) -> ScreenReport? {
        switch location {
        case .unwritten(let report): report
        case .onDisk(let key): read(key: key)
        }
    }
}
