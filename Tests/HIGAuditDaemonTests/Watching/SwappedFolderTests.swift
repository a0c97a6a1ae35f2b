import Foundation
import HIGAuditFiles
import Testing

@testable import HIGAuditDaemon

#if canImport(Glibc)
    import Glibc
#endif

/// A folder swapped for a link to a folder outside after the watcher listed it: the daemon's
/// read of a screen in it fails rather than reading the same-named file outside.
@Suite struct SwappedFolderTests {
    @Test func aScreenInAFolderSwappedForALinkIsNotRead() async throws {
        let sandbox = try WatchingSandbox()
        sandbox.makeFolder("sub")
        sandbox.write("sub/screen.json", #"{"format":"hig-screen/1","inside":true}"#)
        let (watcher, _) = try await startWatching(sandbox)
        defer { watcher.stop() }
        let root = SourceRoot(path: sandbox.root, name: "")
        let listed = watcher.list(root)
        #expect(listed.map(\.relativePath) == ["sub/screen.json"])
        WatchingSandbox.writeFile(sandbox.outside + "/screen.json", #"{"format":"hig-screen/1","outside":true}"#)
        sandbox.remove("sub")
        #expect(symlink(sandbox.outside, sandbox.path("sub")) == 0)
        let file = try #require(listed.first)
        #expect(throws: FileReadError(path: sandbox.path("sub"), reason: .symbolicLink)) { try file.readContents() }
        #expect(AuditWorker.read(file, limit: 1 << 20) == nil)
    }
}
