import Glibc
import HIGAuditCore
import Testing

@testable import HIGAuditFiles

/// The bytes a path stands for are the bytes the kernel sees, both ways.
@Suite struct FileNameKernelTests {
    @Test func theKernelSeesTheExactBytes() throws {
        let sandbox = try FileSandbox()
        let name = FileName.decode(Array("bad".utf8) + [0xFF] + Array(".json".utf8))
        let descriptor = PathCalls.open(sandbox.path(name), O_WRONLY | O_CREAT | O_EXCL, 0o644)
        #expect(descriptor >= 0)
        close(descriptor)
        let listed = DirectoryEntries.list(sandbox.root).map(\.name)
        #expect(listed == [name])
        #expect(try BoundedFile.read(name, below: sandbox.root, limit: 10) == [])
        #expect(try BoundedFile.read(sandbox.path(name), limit: 10) == [])
    }

    @Test func aCStringFromTheKernelDecodesToTheSamePath() {
        let bytes: [UInt8] = Array("a".utf8) + [0xC3, 0x28, 0xFF] + Array("b.xib".utf8)
        let path = FileName.decode(bytes)
        let decoded = (bytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { FileName.decode(cString: $0.baseAddress!) }
        #expect(decoded == path)
        #expect(FileName.bytes(decoded) == bytes)
    }
}
