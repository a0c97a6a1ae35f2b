import Testing

@testable import HIGAuditDaemon

/// Pieces made by several tasks are the pieces each report's own call makes, nil where it
/// made none.
@Suite struct FreshPiecesTests {
    private static func make(_ id: Int) -> [UInt8]? {
        id % 7 == 3 ? nil : Array("piece \(id)".utf8)
    }

    @Test(arguments: [0, 1, FreshPieces.parallelFrom - 1, FreshPieces.parallelFrom * 2, FreshPieces.chunk], [true, false])
    func eachPieceIsTheOneMadeForItsReport(count: Int, onEveryCore: Bool) async {
        let ids = (0..<count).map { $0 * 3 + 1 }
        let made = Locked<[Int]>([])
        let fresh = await FreshPieces.make(ids, onEveryCore: onEveryCore) { id in
            made.withLock { $0.append(id) }
            return Self.make(id)
        }
        #expect(made.withLock { $0 }.sorted() == ids, "each piece made once")
        for id in ids { #expect(fresh.piece(of: id) == Self.make(id)) }
        #expect(fresh.piece(of: 0) == nil, "no piece for a report not asked for")
    }
}
