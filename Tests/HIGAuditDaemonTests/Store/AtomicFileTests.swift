import Foundation
import HIGAuditFiles
import Testing

@testable import HIGAuditDaemon

/// Streamed writes: the file appears whole or not at all, and a failure leaves no
/// temporary file behind.
@Suite(.serialized) struct AtomicFileTests {
    private struct Stopped: Error {}

    @Test func chunksOfEverySizeArriveInOrder() throws {
        let sandbox = try StoreSandbox()
        let path = sandbox.base + "/out.bin"
        let pieces: [[UInt8]] = [
            Array("head".utf8), [UInt8](repeating: 0x61, count: 200_000), Array("middle".utf8),
            [UInt8](repeating: 0x62, count: AtomicFile.Output.defaultBufferSize - 3), Array("tail".utf8),
        ]
        try AtomicFile.write(to: path) { (output) throws(AtomicFile.Failure) in
            for piece in pieces { try output.write(piece) }
            try output.write("ü\n")
        }
        #expect(FileManager.default.contents(atPath: path) == Data(pieces.joined() + Array("ü\n".utf8)))
        #expect(sandbox.strays(in: sandbox.base).isEmpty)
    }

    /// A file a run can make again is not flushed to disk, but still replaces the old one
    /// whole, by renaming, and leaves no temporary file.
    @Test func anUnflushedWriteStillReplacesTheFileWhole() throws {
        let sandbox = try StoreSandbox()
        let path = sandbox.base + "/page.html"
        try AtomicFile.write(Array("old".utf8), to: path)
        try AtomicFile.write(to: path, flushed: false) { (output) throws(AtomicFile.Failure) in
            try output.write("new ")
            #expect(sandbox.contents(path) == "old")
            try output.write([UInt8](repeating: 0x61, count: 100_000))
        }
        #expect(FileManager.default.contents(atPath: path) == Data(Array("new ".utf8) + [UInt8](repeating: 0x61, count: 100_000)))
        #expect(sandbox.strays(in: sandbox.base).isEmpty)
    }

    @Test func aFailureWhileProducingKeepsTheOldFileAndRemovesTheTemporaryOne() throws {
        let sandbox = try StoreSandbox()
        let path = sandbox.base + "/index.html"
        try AtomicFile.write(Array("old".utf8), to: path)
        let failure = AtomicFile.Failure(path: path, operation: "render", code: EIO)
        #expect(throws: AtomicFile.Failure.self) {
            try AtomicFile.write(to: path) { (output) throws(AtomicFile.Failure) in
                for _ in 0..<10 { try output.write([UInt8](repeating: 0x41, count: 50_000)) }
                // Half way: readers still see the old file, whole.
                #expect(sandbox.contents(path) == "old")
                #expect(sandbox.strays(in: sandbox.base).count == 1)
                throw failure
            }
        }
        #expect(sandbox.contents(path) == "old")
        #expect(sandbox.strays(in: sandbox.base).isEmpty)
    }

    @Test func aWriterThatSuspendsWritesTheWholeFileOrKeepsTheOldOne() async throws {
        let sandbox = try StoreSandbox()
        let path = sandbox.base + "/audit.sarif"
        try AtomicFile.write(Array("old".utf8), to: path)
        try await AtomicFile.write(
            to: path,
            suspending: { (output) async throws(AtomicFile.Failure) in
                for index in 0..<4 {
                    // Pieces made by other tasks meanwhile; readers see the old file, whole.
                    let piece = await Task { [UInt8](repeating: UInt8(0x61 + index), count: 30_000) }.value
                    #expect(sandbox.contents(path) == "old")
                    try output.write(piece)
                }
            })
        #expect(FileManager.default.contents(atPath: path) == Data((0..<4).flatMap { [UInt8](repeating: UInt8(0x61 + $0), count: 30_000) }))
        #expect(sandbox.strays(in: sandbox.base).isEmpty)

        let failure = AtomicFile.Failure(path: path, operation: "render", code: EIO)
        await #expect(throws: AtomicFile.Failure.self) {
            try await AtomicFile.write(
                to: path,
                suspending: { (output) async throws(AtomicFile.Failure) in
                    try output.write([UInt8](repeating: 0x41, count: 100_000))
                    await Task.yield()
                    throw failure
                })
        }
        #expect(FileManager.default.contents(atPath: path)?.count == 120_000, "the version before the failure stays")
        #expect(sandbox.strays(in: sandbox.base).isEmpty)
    }

    @Test func aFolderThatIsGoneFailsWithoutAFile() throws {
        let sandbox = try StoreSandbox()
        let path = sandbox.base + "/missing/index.json"
        #expect(throws: AtomicFile.Failure.self) {
            try AtomicFile.write(to: path) { (output) throws(AtomicFile.Failure) in try output.write("x") }
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test(.enabled(if: getuid() == 0, "mounting a small file system takes root"))
    func aFullFileSystemFailsTheWriteAndLeavesNoTemporaryFile() throws {
        let sandbox = try StoreSandbox()
        let folder = sandbox.base + "/small"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        guard Glibc.mount("tmpfs", folder, "tmpfs", 0, "size=64k") == 0 else { throw Stopped() }
        defer { umount2(folder, Int32(MNT_DETACH)) }
        let path = folder + "/audit.sarif"
        var thrown: AtomicFile.Failure?
        do {
            try AtomicFile.write(to: path) { (output) throws(AtomicFile.Failure) in
                for _ in 0..<64 { try output.write([UInt8](repeating: 0x7B, count: 16_384)) }
            }
        } catch {
            thrown = error
        }
        #expect(thrown?.code == ENOSPC && thrown?.isTransient == true, "\(String(describing: thrown))")
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(sandbox.strays(in: folder).isEmpty)
    }
}
