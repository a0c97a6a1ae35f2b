import Foundation
import NIOConcurrencyHelpers
import Testing

@testable import HIGAuditDaemon

/// Pieces made by the caller or shared among tasks are the pieces each report's own call
/// makes, nil where it made none; tasks share them only when there are many and no audit
/// waits.
@Suite struct FreshPiecesTests {
    private static func make(_ id: Int) -> [UInt8]? {
        id % 7 == 3 ? nil : Array("piece \(id)".utf8)
    }

    @Test(arguments: [0, 1, FreshPieces.parallelFrom - 1, FreshPieces.parallelFrom * 2, FreshPieces.chunk], [1, 2, 3])
    func eachPieceIsTheOneMadeForItsReport(count: Int, tasks: Int) async {
        let ids = (0..<count).map { $0 * 3 + 1 }
        let made = NIOLockedValueBox<[Int]>([])
        let making = { @Sendable (id: Int) -> [UInt8]? in
            made.withLockedValue { $0.append(id) }
            return Self.make(id)
        }
        let fresh = tasks == 1 ? FreshPieces(ids, making: making) : await FreshPieces.make(ids, tasks: tasks, making: making)
        #expect(made.withLockedValue { $0 }.sorted() == ids, "each piece made once")
        for id in ids { #expect(fresh.piece(of: id) == Self.make(id)) }
        #expect(fresh.piece(of: 0) == nil, "no piece for a report not asked for")
    }

    @Test func tasksShareOnlyManyPiecesAndOnlyWhileNoAuditWaits() {
        #expect(FreshPieces.tasks(for: FreshPieces.parallelFrom * 2 - 1, auditsWaiting: false) == 1)
        #expect(FreshPieces.tasks(for: FreshPieces.chunk, auditsWaiting: true) == 1)
        #expect(FreshPieces.tasks(for: 0, auditsWaiting: false) == 1)
        let cores = ProcessInfo.processInfo.activeProcessorCount
        #expect(FreshPieces.tasks(for: FreshPieces.chunk, auditsWaiting: false) == min(cores, FreshPieces.chunk / FreshPieces.parallelFrom))
    }
}
