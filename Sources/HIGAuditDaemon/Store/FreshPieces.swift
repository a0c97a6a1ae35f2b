import Foundation

/// The pieces of an aggregate made afresh for a run of reports, made by child tasks on
/// every core when there are many (a first publish, a new language): each piece depends on
/// its report only, and reading a report back to make its SARIF results is most of a
/// publish's work. The tasks run on the cooperative pool, not on threads of their own; a
/// publish that begins while audits wait makes its pieces in one task.
struct FreshPieces {
    /// How many reports' pieces are made at a time: enough to share out, few enough to hold.
    static let chunk = 128
    /// Fewer fresh pieces than this are made by the calling task.
    static let parallelFrom = 32

    private let pieces: [Int: [UInt8]?]

    /// Makes the pieces of the reports `ids` with `make` (nil: the report can't be had), by
    /// a task for each core when `onEveryCore` and there are enough of them.
    static func make(_ ids: [Int], onEveryCore: Bool = true, with make: @escaping @Sendable (Int) -> [UInt8]?) async -> FreshPieces {
        let slices = onEveryCore ? min(ProcessInfo.processInfo.activeProcessorCount, ids.count / parallelFrom) : 1
        guard slices > 1 else {
            var pieces: [Int: [UInt8]?] = [:]
            for id in ids { pieces[id] = make(id) }
            return FreshPieces(pieces: pieces)
        }
        return await withTaskGroup(of: [(Int, [UInt8]?)].self) { group in
            for slice in 0..<slices {
                group.addTask { stride(from: slice, to: ids.count, by: slices).map { (ids[$0], make(ids[$0])) } }
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
