import Dispatch
import Foundation

/// The pieces of an aggregate made afresh for a run of reports, made on every core when
/// there are many (a first publish, a new language): each piece depends on its report
/// only, and reading a report back to make its SARIF results is most of a publish's work.
struct FreshPieces {
    /// How many reports' pieces are made at a time: enough to share out, few enough to hold.
    static let chunk = 128
    /// Fewer fresh pieces than this are made on the calling thread.
    static let parallelFrom = 32

    private let pieces: [Int: [UInt8]?]

    /// Makes the pieces of the reports `ids` with `make` (nil: the report can't be had).
    init(_ ids: [Int], making make: @Sendable (Int) -> [UInt8]?) {
        let slices = min(ProcessInfo.processInfo.activeProcessorCount, ids.count / Self.parallelFrom)
        guard slices > 1 else {
            var pieces: [Int: [UInt8]?] = [:]
            for id in ids { pieces[id] = make(id) }
            self.pieces = pieces
            return
        }
        let made = Locked<[Int: [UInt8]?]>([:])
        DispatchQueue.concurrentPerform(iterations: slices) { slice in
            var mine: [Int: [UInt8]?] = [:]
            for index in stride(from: slice, to: ids.count, by: slices) { mine[ids[index]] = make(ids[index]) }
            made.withLock { $0.merge(mine) { _, new in new } }
        }
        pieces = made.withLock { $0 }
    }

    /// The piece made for `id`; nil when it couldn't be made (or wasn't asked for).
    func piece(of id: Int) -> [UInt8]? {
        pieces[id] ?? nil
    }
}
