import Foundation
import Testing

@testable import HIGAuditFiles

@Suite struct BoundedFileTests {
    @Test func aFileBelowTheRootIsRead() throws {
        let sandbox = try FileSandbox()
        try sandbox.makeFolder(sandbox.path("sub"))
        try sandbox.write(sandbox.path("sub/screen.json"), "inside")
        #expect(try BoundedFile.read("sub/screen.json", below: sandbox.root, limit: 100) == Array("inside".utf8))
    }

    @Test func aSymbolicallyLinkedFileIsRefusedNamingIt() throws {
        let sandbox = try FileSandbox()
        try sandbox.write(sandbox.outside + "/secret.json", "outside")
        #expect(symlink(sandbox.outside + "/secret.json", sandbox.path("link.json")) == 0)
        #expect(throws: FileReadError(path: sandbox.path("link.json"), reason: .symbolicLink)) {
            try BoundedFile.read("link.json", below: sandbox.root, limit: 100)
        }
    }

    @Test func aSymbolicallyLinkedFolderOnTheWayIsRefusedNamingIt() throws {
        let sandbox = try FileSandbox()
        try sandbox.write(sandbox.outside + "/secret.json", "outside")
        try sandbox.makeFolder(sandbox.path("a"))
        #expect(symlink(sandbox.outside, sandbox.path("a/linked")) == 0)
        #expect(throws: FileReadError(path: sandbox.path("a/linked"), reason: .symbolicLink)) {
            try BoundedFile.read("a/linked/secret.json", below: sandbox.root, limit: 100)
        }
    }

    /// The folder is listed, then swapped for a link to a folder outside holding a file of
    /// the same name: the read fails instead of returning what is outside.
    @Test func aFolderSwappedForALinkAfterTheListingIsNotReadThrough() throws {
        let sandbox = try FileSandbox()
        try sandbox.makeFolder(sandbox.path("sub"))
        try sandbox.write(sandbox.path("sub/screen.json"), "inside")
        let root = try NoFollowPath.openRoot(sandbox.root)
        defer { close(root) }
        let listed = DirectoryEntries.list(open: root).map(\.name)
        #expect(listed == ["sub"])
        try sandbox.write(sandbox.outside + "/screen.json", "outside")
        try FileManager.default.removeItem(atPath: sandbox.path("sub"))
        #expect(symlink(sandbox.outside, sandbox.path("sub")) == 0)
        #expect(throws: FileReadError(path: sandbox.path("sub"), reason: .symbolicLink)) {
            try BoundedFile.read("sub/screen.json", below: root, directoryPath: sandbox.root, limit: 100)
        }
        #expect(throws: FileReadError(path: sandbox.path("sub"), reason: .symbolicLink)) {
            try BoundedFile.read("sub/screen.json", below: sandbox.root, limit: 100)
        }
    }

    @Test func aFIFOIsRefusedBeforeReadingWithoutBlocking() throws {
        let sandbox = try FileSandbox()
        #expect(mkfifo(sandbox.path("pipe.json"), 0o600) == 0)
        let began = ContinuousClock.now
        #expect(throws: FileReadError(path: sandbox.path("pipe.json"), reason: .notRegularFile(.fifo))) {
            try BoundedFile.read("pipe.json", below: sandbox.root, limit: 100)
        }
        #expect(throws: FileReadError(path: sandbox.path("pipe.json"), reason: .notRegularFile(.fifo))) {
            try BoundedFile.read(sandbox.path("pipe.json"), limit: 100)
        }
        #expect(ContinuousClock.now - began < .seconds(5))
    }

    @Test func aFileLargerThanTheLimitIsRefused() throws {
        let sandbox = try FileSandbox()
        try sandbox.write(sandbox.path("big.json"), String(repeating: "x", count: 101))
        #expect(throws: FileReadError(path: sandbox.path("big.json"), reason: .tooLarge(limit: 100))) {
            try BoundedFile.read("big.json", below: sandbox.root, limit: 100)
        }
        #expect(try BoundedFile.read("big.json", below: sandbox.root, limit: 101).count == 101)
    }

    @Test func aPathLeavingTheRootIsRefused() throws {
        let sandbox = try FileSandbox()
        try sandbox.write(sandbox.outside + "/secret.json", "outside")
        #expect(throws: FileReadError(path: sandbox.path("../outside/secret.json"), reason: .outsideFolder)) {
            try BoundedFile.read("../outside/secret.json", below: sandbox.root, limit: 100)
        }
    }

    /// `.` and `..` components and absolute paths are refused wherever they are; names made
    /// of three dots, or of dots and letters, and doubled slashes are ordinary.
    @Test func onlyDotComponentsAndAbsolutePathsLeaveTheRoot() throws {
        let sandbox = try FileSandbox()
        try FileManager.default.createDirectory(atPath: sandbox.path(".../a..b"), withIntermediateDirectories: true)
        try sandbox.write(sandbox.path(".../a..b/.c.json"), "dots")
        #expect(try BoundedFile.read(".../a..b/.c.json", below: sandbox.root, limit: 100) == Array("dots".utf8))
        #expect(try BoundedFile.read(".../a..b//.c.json", below: sandbox.root, limit: 100) == Array("dots".utf8))
        for path in ["./.../a..b/.c.json", ".../a..b/./.c.json", ".../../.../a..b/.c.json", ".../a..b/..", "/.../a..b/.c.json"] {
            #expect(throws: FileReadError(path: sandbox.root + "/" + path, reason: .outsideFolder), "\(path)") {
                try BoundedFile.read(path, below: sandbox.root, limit: 100)
            }
        }
        let root = try NoFollowPath.openRoot(sandbox.root)
        defer { close(root) }
        #expect(throws: FileReadError(path: sandbox.root, reason: .notRegularFile(.directory))) {
            try NoFollowPath.openFile("", below: root, directoryPath: sandbox.root)
        }
        let folder = try NoFollowPath.openDirectory("", below: root, directoryPath: sandbox.root)
        #expect(folder >= 0)
        close(folder)
    }

    @Test func aPathANamedFileIsGivenByMayFollowLinks() throws {
        let sandbox = try FileSandbox()
        try sandbox.write(sandbox.outside + "/named.json", "named")
        #expect(symlink(sandbox.outside, sandbox.path("typed")) == 0)
        #expect(try BoundedFile.read(sandbox.path("typed/named.json"), limit: 100) == Array("named".utf8))
        #expect(throws: FileReadError(path: sandbox.path("missing.json"), reason: .missing)) {
            try BoundedFile.read(sandbox.path("missing.json"), limit: 100)
        }
    }
}
