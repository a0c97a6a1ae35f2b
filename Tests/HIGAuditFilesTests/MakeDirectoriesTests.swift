import Glibc
import Testing

@testable import HIGAuditFiles

@Suite struct MakeDirectoriesTests {
    @Test func missingParentsAreMadeAndExistingFoldersKept() throws {
        let sandbox = try FileSandbox()
        try AtomicFile.makeDirectories(sandbox.path("a/b/c"))
        try AtomicFile.makeDirectories(sandbox.path("a/b/c"))
        try AtomicFile.makeDirectories(sandbox.path("a/d"))
        for folder in ["a", "a/b", "a/b/c", "a/d"] {
            var info = stat()
            #expect(PathCalls.lstat(sandbox.path(folder), &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR, "\(folder)")
        }
    }

    @Test func aFileInTheWayIsAFailureNamingThePath() throws {
        let sandbox = try FileSandbox()
        try sandbox.write(sandbox.path("file"), "x")
        #expect(throws: AtomicFile.Failure.self) { try AtomicFile.makeDirectories(sandbox.path("file/inner/deeper")) }
        do {
            try AtomicFile.makeDirectories(sandbox.path("file/inner"))
            Issue.record("a folder was made under a file")
        } catch {
            #expect(error.code == ENOTDIR)
            #expect(error.path == sandbox.path("file/inner"))
        }
    }
}
