import Foundation

/// The pieces of an aggregate made afresh for a run of reports. Each piece depends on its
/// report only, and reading a report back to make its SARIF results is most of a publish's
/// work, so when there are many (a first publish, a new language) child tasks on every core
/// make them, on the cooperative pool rather than threads of their own; a few, or any while
/// audits wait, are made by the caller.
struct FreshPieces {
    /// How many reports' pieces are made at a time: enough to share out, few enough to hold.
    static let chunk = 128
    /// Fewer fresh pieces than this are made by the caller.
    static let parallelFrom = 32

    /// The cores the tasks share, read once: Foundation reads the count from the system's
    /// files each time it is asked, and a publish asks for every chunk.
    private static let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)

    private let pieces: [Int: [UInt8]?]

    /// How many tasks share the making of `count` pieces: 1, the caller alone, when there
    /// are few or `auditsWaiting` (the workers keep the cores, and no report waits for an
    /// aggregate); else one for each core.
    static func tasks(for count: Int, auditsWaiting: Bool) -> Int {
        auditsWaiting ? 1 : max(1, min(cores, count / parallelFrom))
    }

    /// Makes the pieces of the reports `ids` here with `make` (nil: the report can't be had).
    init(_ ids: [Int], making make: (Int) -> [UInt8]?) {
        var pieces: [Int: [UInt8]?] = [:]
        for id in ids { pieces[id] = make(id) }
        self.pieces = pieces
    }

    private init(pieces: [Int: [UInt8]?]) {
        self.pieces = pieces
    }

    /// Makes the pieces of the reports `ids` with `make`, shared among `tasks` child tasks.
    static func make(_ ids: [Int], tasks: Int, making make: @escaping @Sendable (Int) -> [UInt8]?) async -> FreshPieces {
        await withTaskGroup(of: [(Int, [UInt8]?)].self) { group in
            for task in 0..<tasks {
                group.addTask { stride(from: task, to: ids.count, by: tasks).map { (ids[$0], make(ids[$0])) } }
            }
            var pieces: [Int: [UInt8]?] = [:]
            pieces.reserveCapacity(ids.count)
            for await made in group {
                for (id, piece) in made { pieces[id] = piece }
            }
            return FreshPieces(pieces: pieces)
        }
    }

    /// The piece made for `id`; nil when it couldn't be made (or wasn't asked for).
    func piece(of id: Int) -> [UInt8]? {
        pieces[id] ?? nil
    }
}
