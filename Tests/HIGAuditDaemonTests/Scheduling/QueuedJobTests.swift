import HIGAuditFiles
import Testing

@testable import HIGAuditDaemon

/// A queued job keeps only what makes its file whole again.
@Suite struct QueuedJobTests {
    @Test func eachRootIsKeptOnce() {
        var table = RootTable()
        let first = SourceRoot(path: "/a", name: "a")
        let second = SourceRoot(path: "/b", name: "b")
        #expect(table.index(of: first) == 0)
        #expect(table.index(of: second) == 1)
        #expect(table.index(of: SourceRoot(path: "/a", name: "a")) == 0)
        #expect(table.roots == [first, second])
    }

    @Test func aJobComesBackWithItsFileSequenceAndForce() {
        var table = RootTable()
        let root = SourceRoot(path: "/w/", name: "app")
        let file = SourceFile(root: root, relativePath: "x/y.json")
        let queued = QueuedJob(relativePath: file.relativePath, sequence: 7, root: table.index(of: root), force: true)
        let job = table.job(queued)
        #expect(job.file == file)
        #expect(job.file.sourcePath == "app/x/y.json" && job.file.path == "/w/x/y.json")
        #expect(job.sequence == 7 && job.force && job.current == nil)
    }
}
